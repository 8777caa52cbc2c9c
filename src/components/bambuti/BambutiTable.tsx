/**
 * The Bambuti table: Anna's row and the reader's row facing each other, column by column, with the
 * five Punkteanzeiger between them — each on the side of the player it favours —, the live column
 * calculator (the engine's rechner.ts), the symmetry of each row's colours, the drum cards in front
 * of each player, the Nachziehstapel, the Wertungsblock, whose turn it is, and the reader's hand.
 *
 * Input: arranging the first Auslage (ArrangeRow); placing = a hand card, then a column of either
 * row as a target button (the shared useMoveInput over the engine's bambutiInput); „Trommelkarte
 * spielen“ / „Ohne Trommeln weiter“ as buttons. Every move goes to the machine, which asks `check`.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { bambutiPlay } from '../../games/bambuti/rules';
import { anordnungTarget, bambutiInput, spaltenTarget } from '../../games/bambuti/input';
import { cardName, cardWithArticle, drumsLeft } from '../../games/bambuti/cards';
import { alleSpalten, spaltenRechnung, symmetrieBild } from '../../games/bambuti/rechner';
import { topsOf } from '../../games/bambuti/position';
import type { BambutiMove, BambutiState } from '../../games/bambuti/types';
import { cardsText, plural } from '../../games/core/text';
import type { Seat } from '../../games/core/types';
import { Hand, handCards } from '../game/Hand';
import { useMoveInput } from '../game/useMoveInput';
import type { TableProps } from '../game/types';
import { ArrangeRow } from './ArrangeRow';
import BambutiCard from './BambutiCard';
import { Wertungsblock } from './Wertungsblock';
import { endText, markerText, rowName, slotText, tableSum, targetText, turnPrompt } from './bambuti-ui';
import './bambuti.css';
import { TurnLine } from '../game/TurnLine';

/** How long a new symmetry shows its pairs before its Wertung is booked on the table (ms). */
const SYMMETRIE_PAUSE = 1400;
/** At most this many backs are drawn for the opponent's hand; the count is always in the text. */
const MAX_BACKS = 7;

/** Which pair of a symmetric colour order a column belongs to (the middle is free). */
const PAIR_OF = ['aussen', 'innen', null, 'innen', 'aussen'] as const;

export default function BambutiTable(props: TableProps<BambutiState, BambutiMove>) {
  const { state, names, showAll, canAct, onMove, onNote, highlight, idBase } = props;
  const markPlayable = props.markPlayable ?? true;
  const input = useMoveInput({ ...props, rules: bambutiPlay, input: bambutiInput });
  const arranging = state.phase === 'anordnen';
  const toAct = bambutiPlay.toAct(state);
  const other: Seat = 1;

  // The order of the first Auslage while the reader arranges it (reset for new cards).
  const toArrange = state.zuOrdnen[0] ?? [];
  const [order, setOrder] = useState<string[]>(toArrange);
  const arrangeKey = toArrange.join(',');
  useEffect(() => setOrder(toArrange), [arrangeKey]);

  // The column the calculator explains: the one a marker button chose, else the last one changed.
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => setChosen(null), [state]);
  const placed = state.events.find((e) => e.type === 'Gelegt');
  const rechnerSpalte = chosen ?? (placed && placed.type === 'Gelegt' ? placed.spalte : null);

  // A new symmetric colour order: its pairs light up first, its Wertung is booked a moment later.
  const symmetry = state.events.find((e) => e.type === 'Symmetrie');
  const [holding, setHolding] = useState(false);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!symmetry) {
      setHolding(false);
      return;
    }
    setHolding(true);
    const t = setTimeout(() => setHolding(false), SYMMETRIE_PAUSE);
    return () => clearTimeout(t);
  }, [state]);
  const held = holding && symmetry !== undefined;
  const booked = held ? state.wertungen.slice(0, symmetryIndex(state)) : state.wertungen;
  const score = [0, 1].map((s) => booked.reduce((t, w) => t + (w.punkte[s] ?? 0), 0));

  // What the reader sees of the rows: their own always (they know their order), the other one once
  // revealed (or with „Alle Karten zeigen“). During `anordnen` a row not yet laid out is empty.
  const tops = state.auslage.map((row) => topsOf(row));
  const heights = state.auslage.map((row) => row.map((st) => st.length));
  const otherShown = !arranging || showAll;
  const otherArranged = (state.zuOrdnen[other] ?? []).length === 0;
  const revealedTops = arranging ? null : tops;

  // Placing: the selected hand card and the columns it could go to.
  const selected = state.phase === 'legen' && input.pending ? (input.selection.cards[0] ?? null) : null;
  const targetSet = new Set(input.targets);
  const hint = highlight && highlight.type === 'legen' ? highlight : null;
  const rowsRef = useRef<HTMLDivElement>(null);
  const handFocusWasKeyboard = useRef(false);
  // A card chosen from the keyboard: focus goes to the columns (a legal one in free play).
  useEffect(() => {
    if (selected === null || !handFocusWasKeyboard.current) return;
    handFocusWasKeyboard.current = false;
    const rows = rowsRef.current;
    const target =
      rows?.querySelector<HTMLElement>('.reihe-eigen .ziel-frei') ?? rows?.querySelector<HTMLElement>('.ziel-frei') ?? rows?.querySelector<HTMLElement>('[data-ziel="eigene-1"]');
    target?.focus();
  }, [selected]);
  // A column chosen from the keyboard left the DOM with the move: focus goes back to the hand.
  const focusHand = useRef(false);
  useEffect(() => {
    if (!focusHand.current || selected !== null) return;
    focusHand.current = false;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      // after the placement the drum decision, if there is one, else the hand
      const hand = document.getElementById(idBase + '-hand');
      (hand?.querySelector<HTMLElement>('[data-aktion="weiter"]') ?? hand?.querySelector<HTMLElement>('.hand button[tabindex="0"]'))?.focus();
    });
  }, [state, selected]);
  // Another card while one is chosen: choose that one instead (once the old choice is cleared).
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  useEffect(() => {
    if (switchTo !== null && !input.pending) {
      setSwitchTo(null);
      input.clickCard(switchTo);
    }
  }, [switchTo, input.pending]);

  function cancelSelection() {
    const card = selected;
    input.cancel();
    if (card) document.querySelector<HTMLElement>(`#${CSS.escape(idBase)}-hand [data-karte="${CSS.escape(card)}"]`)?.focus();
  }

  function send(move: BambutiMove) {
    if (canAct || props.explainWhileWaiting) onMove(move);
    else onNote(props.waitText);
  }

  const hand = arranging ? [] : (state.hands[0] ?? []);
  const drums = state.trommeln[0] ?? 0;
  const drumMove: BambutiMove = { type: 'trommeln', seat: 0 };
  const drumLegal = canAct && state.phase === 'trommeln';
  const weiter = input.buttons.filter((m) => m.type === 'weiter');
  // „So auslegen“: the order as the engine's input model encodes it.
  const arrangeMove = arranging ? bambutiInput.attempt(state, 0, { cards: order, target: anordnungTarget(order) }) : null;

  const sym = [0, 1].map((r) => (tops[r]!.every((c) => c !== null) && (r === 0 || otherShown) ? symmetrieBild(tops[r]!) : null));
  const symRow = symmetry && symmetry.type === 'Symmetrie' ? symmetry.reihe : null;

  function row(reihe: Seat) {
    const mine = reihe === 0;
    const shown = mine || otherShown;
    const bild = sym[reihe] ?? null;
    const cards: (string | null)[] = mine ? tops[0]! : shown ? tops[reihe]! : [null, null, null, null, null];
    // The opponent's cards while still to be arranged: backs (or the cards, with „Alle Karten zeigen“).
    const pending = !mine && arranging && !otherArranged;
    const pendingCards = state.zuOrdnen[reihe] ?? [];
    const descId = `${idBase}-reihe-${reihe}`;
    return (
      <div class={'reihe-bereich' + (mine ? ' reihe-bereich-eigen' : ' reihe-bereich-gegner') + (bild?.symmetrisch ? ' ist-symmetrisch' : '') + (symRow === reihe && held ? ' symmetrie-neu' : '')}>
        <ol class={'reihe' + (mine ? ' reihe-eigen' : ' reihe-gegner')} aria-label={rowName(names, reihe)} aria-describedby={bild ? descId : undefined}>
          {[0, 1, 2, 3, 4].map((j) => {
            const spalte = j + 1;
            const card = pending ? (showAll ? (pendingCards[j] ?? null) : null) : (cards[j] ?? null);
            const height = heights[reihe]![j] ?? 0;
            const target = spaltenTarget(0, reihe, spalte);
            const pair = PAIR_OF[j];
            const paired = bild !== null && pair !== null && bild.paare[pair === 'aussen' ? 0 : 1]!.gleich;
            const tipp = hint !== null && hint.reihe === reihe && hint.spalte === spalte;
            const picture =
              card === null ? (
                height > 0 || pending ? (
                  <BambutiCard id="" size="normal" hidden />
                ) : (
                  <span class="platz-leer" />
                )
              ) : (
                <BambutiCard id={card} size="normal" />
              );
            const cls =
              'platz-spalte' +
              (j === 2 ? ' platz-mitte' : '') +
              (height > 1 ? ' gestapelt' : '') +
              (paired ? ` paar paar-${pair}` : '') +
              (tipp ? ' tipp-markiert' : '');
            const depth = height > 1 ? (
              <span class="stapel-zahl" aria-hidden="true">
                {height}
              </span>
            ) : null;
            if (selected !== null && card !== null && !pending) {
              const legal = targetSet.has(target);
              return (
                <li key={j} class={cls}>
                  <button
                    type="button"
                    class={'platz-knopf ziel' + (markPlayable ? (legal ? ' ziel-frei' : ' ziel-gesperrt') : '')}
                    data-ziel={target}
                    aria-disabled={markPlayable && !legal ? 'true' : undefined}
                    onClick={(e) => {
                      focusHand.current = e.detail === 0;
                      input.clickTarget(target);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') {
                        e.preventDefault();
                        cancelSelection();
                      }
                    }}
                  >
                    <span class="sr-only">{targetText(names, reihe, spalte, card)}</span>
                    <span class="platz-bild" aria-hidden="true">
                      {picture}
                    </span>
                    {depth}
                  </button>
                </li>
              );
            }
            return (
              <li key={j} class={cls}>
                {card !== null ? <span class="sr-only">{slotText(spalte, card, height)}</span> : null}
                <span class="platz-bild" aria-hidden="true">
                  {picture}
                </span>
                {depth}
              </li>
            );
          })}
        </ol>
        {bild && (
          <p id={descId} class="symmetrie-text">
            <span class="sr-only">{mine ? 'Deine Farben' : `Farben von ${names[reihe]}`}: </span>
            {bild.symmetrisch ? <span class="abz abz-symmetrie">symmetrisch</span> : null}
            <span class="sr-only">{bild.text}</span>
          </p>
        )}
      </div>
    );
  }
  const markers = state.anzeiger;
  const calc = revealedTops ? alleSpalten(revealedTops, 0, names) : null;
  const line = revealedTops && rechnerSpalte !== null ? spaltenRechnung(revealedTops, rechnerSpalte, 0, names) : null;
  const otherName = names[other] ?? '';
  const otherHand = state.hands[other] ?? [];
  const otherCount = arranging ? 0 : otherHand.length;
  const otherDrums = state.trommeln[other] ?? 0;

  return (
    <div class={'spieltisch bambuti-tisch' + (markPlayable ? '' : ' im-beispiel')}>
      <div class="bambuti-oben">
        <ul class="gegner" aria-label="Gegner">
          <li class={'platz' + (toAct === other ? ' am-zug' : '')}>
            <p class="platz-name">
              <strong>{otherName}</strong> {arranging ? (otherArranged ? 'hat ausgelegt' : 'ordnet') : cardsText(otherCount)} · {plural(score[other]!, 'Punkt', 'Punkte')}
            </p>
            <p class="platz-werte">
              <span class="trommel-anzahl">
                {drumIcons(other, otherDrums)}
                {drumCount(otherDrums)}
              </span>
              {toAct === other && <span class="abz abz-zug">ist dran</span>}
            </p>
            {showAll && otherCount > 0 ? (
              <ul class="gegner-karten offen" aria-label={`Karten von ${otherName}`}>
                {otherHand.map((id) => (
                  <li key={id} class="gegner-karte">
                    <span class="sr-only">{cardName(id)}</span>
                    <BambutiCard id={id} size="klein" />
                  </li>
                ))}
              </ul>
            ) : (
              otherCount > 0 && (
                <div class="gegner-karten faecher-ruecken" aria-hidden="true">
                  {Array.from({ length: Math.min(otherCount, MAX_BACKS) }, (_, i) => (
                    <span key={i} class="gegner-karte" style={{ '--i': String(i), '--n': String(Math.min(otherCount, MAX_BACKS)) }}>
                      <BambutiCard id="" size="klein" hidden />
                    </span>
                  ))}
                </div>
              )
            )}
          </li>
        </ul>
        <p class={'nachziehstapel' + (state.nachziehstapel.length === 0 ? ' stapel-leer' : '')}>
          <span class="stapel-bild" aria-hidden="true">
            {state.nachziehstapel.length > 0 && <BambutiCard id="" size="klein" hidden />}
          </span>
          <span>{endText(state)}</span>
        </p>
      </div>

      <div class="reihen" ref={rowsRef}>
        {row(other)}
        <ol class="anzeiger-leiste" aria-label="Punkteanzeiger">
          {markers.map((a, j) => {
            const side = a.seat === null ? 'keiner' : a.seat === 0 ? 'du' : 'gegner';
            return (
              <li key={j} class={'anzeiger anzeiger-' + side + (j === 2 ? ' anzeiger-mitte' : '')}>
                <button
                  type="button"
                  class={'anzeiger-knopf' + (rechnerSpalte === j + 1 ? ' gewaehlt' : '')}
                  aria-pressed={rechnerSpalte === j + 1 ? 'true' : 'false'}
                  disabled={arranging}
                  onClick={() => setChosen(j + 1)}
                >
                  <span class="sr-only">{markerText(names, j + 1, a)}</span>
                  <span class="anzeiger-spalte" aria-hidden="true">
                    {j === 2 ? 'Mitte' : j + 1}
                  </span>
                  <span class="anzeiger-stein" aria-hidden="true">
                    {a.seat === null ? '–' : a.wert}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        {arranging && toArrange.length === 5 ? (
          <ArrangeRow order={order} onOrder={setOrder} verdict={markPlayable && arrangeMove ? bambutiPlay.check(state, arrangeMove) : null} idBase={idBase} />
        ) : (
          row(0)
        )}
        {held && (
          <p class="symmetrie-meldung" role="status">
            Symmetrisch! {symRow === 0 ? 'Deine Farben' : `Die Farben von ${names[symRow ?? 1]}`} lesen sich von beiden Enden gleich – das gibt eine Wertung.
          </p>
        )}
      </div>

      {calc && (
        <p class="rechner">
          {line ? (
            <strong>{`Spalte ${line.spalte}: ${line.text}`}</strong>
          ) : (
            <>
              {`Auf dem Tisch: ${tableSum(markers, 0)} für dich, ${tableSum(markers, other)} für ${otherName}.`}
              {/* on a phone the markers' own names say they can be chosen; the line stays one line */}
              <span class="rechner-hilfe"> Wähl einen Punkteanzeiger für seine Rechnung.</span>
            </>
          )}
        </p>
      )}

      <TurnLine canAct={canAct} toAct={toAct} over={state.phase === 'spielende'} waitText={props.waitText} prompt={turnPrompt(state, names)} />

      <div class="du">
        <div class="du-kopf">
          <p class="platz-name">
            <strong>Du</strong> · {plural(score[0]!, 'Punkt', 'Punkte')}
          </p>
          {drums > 0 && !arranging ? (
            <button
              type="button"
              class={'knopf trommel-knopf' + (markPlayable && drumLegal ? ' spielbar' : '') + (highlight?.type === 'trommeln' ? ' tipp-markiert' : '')}
              aria-disabled={markPlayable ? (drumLegal ? undefined : 'true') : canAct ? undefined : 'true'}
              onClick={() => send(drumMove)}
            >
              {drumIcons(0, drums)}
              <span>
                Trommelkarte spielen<span class="sr-only"> (noch {drums})</span>
              </span>
            </button>
          ) : (
            <p class="trommel-anzahl">
              {drumIcons(0, drums)}
              {drumCount(drums)}
            </p>
          )}
        </div>
        <div id={idBase + '-hand'}>
          <Hand
            label="Deine Hand"
            cards={handCards(hand, cardName, markPlayable, input.playable, canAct)}
            selected={selected ? [selected] : []}
            highlight={hint ? [hint.karte] : []}
            renderCard={(id) => <BambutiCard id={id} size="normal" />}
            onActivate={(id) => {
              handFocusWasKeyboard.current = (document.activeElement as HTMLElement | null)?.matches(':focus-visible') ?? false;
              if (selected !== null && selected !== id) {
                input.cancel();
                setSwitchTo(id);
              } else input.clickCard(id);
            }}
            choice={null}
            onCancelChoice={input.cancel}
            empty={
              arranging
                ? 'Deine Handkarten nimmst du nach dem Aufdecken auf.'
                : state.phase === 'spielende'
                  ? 'Das Spiel ist vorbei.'
                  : 'Du hast keine Handkarten.'
            }
          >
            {selected !== null && (
              <div class="aktionen auswahl-hinweis">
                <p>
                  Wohin mit {cardWithArticle(selected, 'dat')}? Wähl eine Maske in deiner Reihe oder in der von {otherName}.
                </p>
                <button type="button" class="knopf knopf-leise knopf-klein" onClick={cancelSelection}>
                  Abbrechen
                </button>
              </div>
            )}
            {arranging && toArrange.length === 5 && (
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
                {weiter.map((m) => (
                  <button
                    key={m.type}
                    type="button"
                    data-aktion="weiter"
                    class={'knopf' + (highlight?.type === 'weiter' ? ' tipp-markiert' : '')}
                    onClick={() => onMove(m)}
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
      {calc && (
        <details class="klappe rechner-klappe">
          <summary>Alle Spalten</summary>
          <ol class="rechner-liste">
            {calc.map((c) => (
              <li key={c.spalte}>
                <strong>{c.spalte === 3 ? 'Mitte' : `Spalte ${c.spalte}`}:</strong> {c.text}
              </li>
            ))}
          </ol>
          {sym.map((b, r) =>
            b ? (
              <p key={r} class="rechner-farben">
                <strong>{r === 0 ? 'Deine Farben' : `Farben von ${names[r]}`}:</strong> {b.text}
              </p>
            ) : null,
          )}
        </details>
      )}

      <details class="klappe wertungs-klappe">
        <summary>
          Wertungsblock{' '}
          <span class="klappe-zusatz">
            (<span class="sr-only">Stand </span>
            {score[0]} : {score[1]})
          </span>
        </summary>
        <Wertungsblock wertungen={booked} names={names} pending={held ? 'Symmetrische Farbreihenfolge – die Wertung wird gleich gebucht …' : null} />
      </details>
      </div>
    </div>
  );
}

/** The index of the symmetry Wertung among the state's Wertungen (the one the last play booked first). */
function symmetryIndex(state: BambutiState): number {
  const e = state.events.find((x) => x.type === 'Wertung');
  return e && e.type === 'Wertung' ? e.wertung.nr - 1 : state.wertungen.length;
}

/** „2 Trommelkarten“, „keine Trommelkarte mehr“. */
function drumCount(left: number): string {
  return left === 0 ? 'keine Trommelkarte mehr' : plural(left, 'Trommelkarte', 'Trommelkarten');
}

/** The drum cards in front of a player, as small pictures (the count is in the text next to them). */
function drumIcons(seat: Seat, left: number) {
  if (left === 0) return null;
  return (
    <span class="trommel-bilder" aria-hidden="true">
      {drumsLeft(seat, left).map((id) => (
        <BambutiCard key={id} id={id} size="klein" />
      ))}
    </span>
  );
}
