/**
 * The Bambuti table: Anna's row and the reader's row facing each other, column by column, with the
 * five Punkteanzeiger between them — each on the side of the player it favours —, the live column
 * calculator (the engine's rechner.ts), the symmetry of each row's colours, the drum cards in front
 * of each player, the Nachziehstapel, the Wertungsblock, whose turn it is, and the reader's hand.
 *
 * The parts: GegnerPlatz (the opponent's seat), Reihe (one row), ArrangeRow (arranging the first
 * Auslage), Rechner (markers, the calculator line, all columns), Trommeln (drum cards and the drum
 * button), Wertungsblock; useSymmetriePause holds a new symmetry's Wertung back for a moment.
 *
 * Input: arranging the first Auslage (ArrangeRow); placing = a hand card, then a column of either
 * row as a target button (the shared useMoveInput over the engine's bambutiInput); „Trommelkarte
 * spielen“ / „Ohne Trommeln weiter“ as buttons. Every move goes to the machine, which asks `check`.
 */
import { useEffect, useState } from 'preact/hooks';
import { bambutiPlay } from '../../games/bambuti/page';
import { anordnungTarget, bambutiInput, bambutiOffers } from '../../games/bambuti/input';
import { cardName, cardWithArticle } from '../../games/bambuti/cards';
import { alleSpalten, spaltenRechnung, symmetrieBild } from '../../games/bambuti/rechner';
import { topsOf } from '../../games/bambuti/position';
import type { BambutiMove, BambutiState } from '../../games/bambuti/types';
import type { Seat, Verdict } from '../../games/core/types';
import { Hand, handCards } from '../game/Hand';
import { useMoveInput } from '../game/useMoveInput';
import { useOnDemand } from '../game/useOnDemand';
import type { TableProps } from '../game/types';
import { TurnLine } from '../game/TurnLine';
import { ArrangeRow } from './ArrangeRow';
import BambutiCard from './BambutiCard';
import { GegnerPlatz } from './GegnerPlatz';
import { Reihe } from './Reihe';
import { AnzeigerLeiste, RechnerKlappe, RechnerZeile } from './Rechner';
import { EigeneTrommeln } from './Trommeln';
import { Wertungsblock } from './Wertungsblock';
import { endText, turnPrompt } from './bambuti-ui';
import { useLegenFokus } from './useLegenFokus';
import { useSymmetriePause } from './useSymmetriePause';
import { plural } from '../../games/core/text';

const LEGAL: Verdict = { ok: true };

export default function BambutiTable(props: TableProps<BambutiState, BambutiMove>) {
  const { state, names, showAll, canAct, onMove, onNote, highlight, idBase } = props;
  const markPlayable = props.markPlayable ?? true;
  const input = useMoveInput({ ...props, rules: bambutiPlay, input: bambutiInput });
  // What the reader may see (B18): own hand and row, the other row once revealed.
  const view = bambutiPlay.view(state, 0);
  const toAct = view.toAct;
  const over = bambutiPlay.isOver(state);
  const other: Seat = 1;
  // Both rows lie open (after the reveal): the calculator and the markers work.
  const revealed = view.tops.every((row) => row.every((c) => c !== null));

  // The order of the first Auslage while the reader arranges it (reset for new cards).
  const toArrange = view.zuOrdnen;
  const arranging = toArrange.length > 0;
  const [order, setOrder] = useState<string[]>(toArrange);
  const arrangeKey = toArrange.join(',');
  useEffect(() => setOrder(toArrange), [arrangeKey]);

  // The column the calculator explains: the one a marker button chose, else the last one changed.
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => setChosen(null), [state]);
  const placed = state.events.find((e) => e.type === 'Gelegt');
  const rechnerSpalte = chosen ?? (placed && placed.type === 'Gelegt' ? placed.spalte : null);

  const pause = useSymmetriePause(state);
  const { held, score } = pause;

  // What the reader sees of the rows: their own always (they know their order), the other one once
  // revealed (or with „Alle Karten zeigen“). A row not yet laid out is empty.
  const tops = showAll ? state.auslage.map((row) => topsOf(row)) : view.tops;
  const heights = view.hoehen;
  const otherArranged = view.angeordnet[other] ?? false;
  const revealedTops = revealed ? view.tops : null;

  // Placing: the selected hand card and the columns it could go to.
  const selected = input.pending ? (input.selection.cards[0] ?? null) : null;
  const targetSet = new Set(input.targets);
  const hint = highlight && highlight.type === 'legen' ? highlight : null;
  const fokus = useLegenFokus(selected, state, idBase);
  function cancelSelection() {
    const card = selected;
    input.cancel();
    if (card) document.querySelector<HTMLElement>(`#${CSS.escape(idBase)}-hand [data-karte="${CSS.escape(card)}"]`)?.focus();
  }

  function chooseTarget(target: string, keyboard: boolean) {
    fokus.targetChosen(keyboard);
    input.clickTarget(target);
  }

  function send(move: BambutiMove) {
    if (canAct || props.explainWhileWaiting) onMove(move);
    else onNote(props.waitText);
  }

  const hand = view.hand;
  const drums = view.trommeln[0] ?? 0;
  // The buttons the input model offers: the drum (shown also while waiting, legal or not), „weiter“.
  const drumOffer = bambutiOffers(state, 0).find((o) => o.move?.type === 'trommeln') ?? null;
  const drumLegal = input.offers.some((o) => o.legal && o.move?.type === 'trommeln');
  const weiter = input.offers.filter((o) => o.move?.type === 'weiter');
  // „So auslegen“: the order as the engine's input model encodes it.
  const arrangeMove = arranging ? bambutiInput.attempt(state, 0, { cards: order, target: anordnungTarget(order) }) : null;
  // A chosen card that can go nowhere now, or an order that may not be laid out: the engine says why,
  // with its reasons loaded the first time one is needed.
  const nowhereMove =
    selected !== null && input.uses(selected).length === 0 ? bambutiInput.attempt(state, 0, { cards: [selected], target: null }) : null;
  // An order the reader has not changed yet gets the instructions, not a refusal (a legal one is said at once).
  const arrangeLegal =
    markPlayable && arrangeMove ? bambutiPlay.isLegal(state, arrangeMove) || (order.join(',') === arrangeKey ? null : false) : null;
  const check = useOnDemand(bambutiPlay.reasons, nowhereMove !== null || arrangeLegal === false);
  const nowhere = nowhereMove && check ? check(state, nowhereMove) : null;
  const arrangeVerdict = arrangeLegal === null ? null : arrangeLegal ? LEGAL : check && arrangeMove ? check(state, arrangeMove) : null;

  const sym = [0, 1].map((r) => (tops[r]!.every((c) => c !== null) ? symmetrieBild(tops[r]!) : null));
  const symRow = pause.reihe;

  const row = (reihe: Seat) => {
    const mine = reihe === 0;
    const pending = !mine && !otherArranged ? (state.zuOrdnen[reihe] ?? []) : null;
    return (
      <Reihe
        reihe={reihe}
        names={names}
        tops={tops[reihe]!}
        heights={heights[reihe]!}
        arranging={pending}
        showAll={showAll}
        bild={sym[reihe] ?? null}
        symmetrieNeu={symRow === reihe && held}
        selected={selected}
        targets={targetSet}
        markPlayable={markPlayable}
        tipp={hint !== null && hint.reihe === reihe ? hint.spalte : null}
        onTarget={chooseTarget}
        onCancel={cancelSelection}
        idBase={idBase}
        place={props.answer?.place}
      />
    );
  };
  const markers = state.anzeiger;
  const calc = revealedTops ? alleSpalten(revealedTops, 0, names) : null;
  const line = revealedTops && rechnerSpalte !== null ? spaltenRechnung(revealedTops, rechnerSpalte, 0, names) : null;
  const otherName = names[other] ?? '';

  return (
    <div class={'spieltisch bambuti-tisch' + (markPlayable ? '' : ' im-beispiel')}>
      <div class="bambuti-oben">
        <GegnerPlatz
          seat={other}
          name={otherName}
          status={revealed ? null : otherArranged ? 'hat ausgelegt' : 'ordnet'}
          hand={revealed ? (state.hands[other] ?? []) : []}
          points={score[other]!}
          drums={state.trommeln[other] ?? 0}
          toAct={toAct === other}
          showAll={showAll}
        />
        <p class={'nachziehstapel' + (state.nachziehstapel.length === 0 ? ' stapel-leer' : '')}>
          <span class="stapel-bild" aria-hidden="true">
            {state.nachziehstapel.length > 0 && <BambutiCard id="" size="klein" hidden />}
          </span>
          <span>{endText(state)}</span>
        </p>
      </div>

      <div class="reihen" ref={fokus.rows}>
        {row(other)}
        <AnzeigerLeiste anzeiger={markers} names={names} chosen={rechnerSpalte} disabled={!revealed} onChoose={setChosen} />
        {arranging ? <ArrangeRow order={order} onOrder={setOrder} verdict={arrangeVerdict} idBase={idBase} /> : row(0)}
        {held && (
          <p class="symmetrie-meldung" role="status">
            Symmetrisch! {symRow === 0 ? 'Deine Farben' : `Die Farben von ${names[symRow ?? 1]}`} lesen sich von beiden Enden gleich – das
            gibt eine Wertung.
          </p>
        )}
      </div>

      {calc && <RechnerZeile line={line} anzeiger={markers} otherName={otherName} />}

      <TurnLine canAct={canAct} toAct={toAct} over={over} waitText={props.waitText} prompt={turnPrompt(state, names)} />

      <div class="du">
        <div class="du-kopf">
          <p class="platz-name">
            <strong>Du</strong> · {plural(score[0]!, 'Punkt', 'Punkte')}
          </p>
          <EigeneTrommeln
            left={drums}
            offer={drumOffer !== null && !props.answer}
            legal={drumLegal}
            markPlayable={markPlayable}
            canAct={canAct}
            tipp={highlight?.type === 'trommeln'}
            onPress={() => drumOffer?.move && send(drumOffer.move)}
          />
        </div>
        <div id={idBase + '-hand'}>
          <Hand
            label="Deine Hand"
            answer={props.answer}
            cards={handCards(hand, cardName, markPlayable, input.playable, canAct)}
            // a chosen card stays chosen until its column is picked: the cards are toggle buttons (aria-pressed)
            multi
            selected={selected ? [selected] : []}
            played={input.played}
            highlight={hint ? [hint.karte] : []}
            renderCard={(id) => <BambutiCard id={id} size="normal" />}
            onActivate={(id) => {
              fokus.cardActivated();
              input.clickCard(id);
            }}
            choice={null}
            onCancelChoice={input.cancel}
            empty={
              !revealed
                ? 'Deine Handkarten nimmst du nach dem Aufdecken auf.'
                : over
                  ? 'Das Spiel ist vorbei.'
                  : 'Du hast keine Handkarten.'
            }
          >
            {selected !== null && (
              <div class="aktionen auswahl-hinweis">
                <p>
                  {nowhere && !nowhere.ok
                    ? nowhere.reason
                    : `Wohin mit ${cardWithArticle(selected, 'dat')}? Wähl eine Maske in deiner Reihe oder in der von ${otherName}.`}
                </p>
                <button type="button" class="knopf knopf-leise knopf-klein" onClick={cancelSelection}>
                  Abbrechen
                </button>
              </div>
            )}
            {arranging && (
              <div class="aktionen">
                {highlight?.type === 'anordnen' && (
                  <button type="button" class="knopf" onClick={() => setOrder(highlight.karten)}>
                    Vorschlag übernehmen
                  </button>
                )}
                <button type="button" class="knopf knopf-haupt" onClick={() => arrangeMove && send(arrangeMove)}>
                  So auslegen
                </button>
              </div>
            )}
            {weiter.length > 0 && (
              <div class="aktionen">
                {weiter.map((o) => (
                  <button
                    key="weiter"
                    type="button"
                    data-aktion="weiter"
                    class={'knopf' + (highlight?.type === 'weiter' ? ' tipp-markiert' : '')}
                    onClick={() => input.pick(o)}
                  >
                    Ohne Trommeln weiter
                  </button>
                ))}
              </div>
            )}
          </Hand>
        </div>
      </div>

      <div class="klappen">
        {calc && <RechnerKlappe calc={calc} sym={sym} names={names} />}
        <details class="klappe wertungs-klappe">
          <summary>
            Wertungsblock{' '}
            <span class="klappe-zusatz">
              (<span class="sr-only">Stand </span>
              {score[0]} : {score[1]})
            </span>
          </summary>
          <Wertungsblock
            wertungen={pause.booked}
            names={names}
            pending={held ? 'Symmetrische Farbreihenfolge – die Wertung wird gleich gebucht …' : null}
          />
        </details>
      </div>
    </div>
  );
}
