/**
 * The Dudab table: opponents (name, hand and Sammelstapel counts, shown cards, turn and curse), the
 * Nachziehstapel and the Abwurf, the rows with their count toward six, their wish and the cursing
 * shaman, one status line for the open wishes and the curse (a polite live region), whose turn it is,
 * and the reader's hand with the buttons of the phase. At the end of a round the rows give way to
 * the scoring of every player, step by step (the engine's wertung/wertungSchritte).
 *
 * Input goes through the shared selection model (useMoveInput over the engine's dudabInput):
 * a card, then a row (rows become target buttons); a Dudab-Karte on a row matches twelve moves, and
 * the wish picker offers them grouped by Farbe, Symbol and Ziffer; with five cards, a selected card
 * and „Nachziehen“ put that card into the Sammelstapel first; after „6 nimmt“ the reader selects the
 * two cards to keep and then where the rest goes; „Entsorgen“ is select-then-confirm. The machine
 * checks every move with the engine, which answers wrong tries in German.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import Card from './DudabCard';
import { sameMove } from '../../games/core/scenario';
import { cardsText, nameOf } from '../../games/core/text';
import { dudab } from '../../games/dudab/rules';
import { dudabInput, rowTarget, TARGET_ABWURF, TARGET_SAMMELSTAPEL, TARGET_STAPEL } from '../../games/dudab/input';
import { cardName, isDudab } from '../../games/dudab/cards';
import { totals } from '../../games/dudab/play';
import { punkte } from '../../games/dudab/wertung';
import type { DudabMove, DudabState } from '../../games/dudab/types';
import { Hand, type HandCard } from '../game/Hand';
import { useMoveInput } from '../game/useMoveInput';
import type { TableProps } from '../game/types';
import { DudabWertung } from './DudabWertung';
import { WunschWahl } from './WunschWahl';
import { actionLabel, offenText, reiheName, rowLabel, turnPrompt, wunschBadge } from './dudab-ui';
import './dudab.css';

/** At most this many backs are drawn per opponent; the count is always in the text. */
const MAX_BACKS = 6;

const LEGEN_PHASEN = ['zug', 'wunsch', 'verhext'];

function highlightCards(m: DudabMove | null): string[] {
  if (!m) return [];
  switch (m.type) {
    case 'legen':
      return [m.karte];
    case 'ziehen':
      return m.inStapel ? [m.inStapel] : [];
    case 'reduzieren':
      return m.behalten;
    case 'entsorgen':
      return m.karten;
    default:
      return [];
  }
}

export default function DudabTable(props: TableProps<DudabState, DudabMove>) {
  const { state, names, showAll, canAct, onMove, onNote, highlight, idBase } = props;
  const markPlayable = props.markPlayable ?? true;
  const input = useMoveInput({ ...props, rules: dudab, input: dudabInput });

  const phase = state.phase;
  const toAct = dudab.toAct(state);
  const hand = state.haende[0] ?? [];
  const legenPhase = canAct && LEGEN_PHASEN.includes(phase);
  const legal = canAct ? dudab.legalMoves(state) : [];

  // A card that takes part in no legal move stays selected until the reader picks a row, so the
  // engine can say why it does not go there (`fremd`). „Entsorgen“ keeps its own selection so that
  // it waits for the confirm button. A click on another card while one is selected re-selects.
  const [fremd, setFremd] = useState<string | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const [auswahl, setAuswahl] = useState<string[]>([]);
  useEffect(() => {
    setFremd(null);
    setAuswahl([]);
  }, [state, canAct]);
  useEffect(() => {
    if (queued !== null && !input.pending) {
      setQueued(null);
      input.clickCard(queued);
    }
  }, [queued, input.pending]);

  const multiPhase = phase === 'reduzieren' || phase === 'entsorgen';
  const selected = multiPhase ? auswahl : fremd !== null ? [fremd] : input.selection.cards;
  const single = legenPhase && selected.length === 1 ? selected[0]! : null;

  function onCard(id: string) {
    if (!canAct) return input.clickCard(id);
    if (multiPhase) {
      setAuswahl((a) => (a.includes(id) ? a.filter((c) => c !== id) : [...a, id]));
      return;
    }
    if (!legenPhase) return input.clickCard(id);
    if (single === id) {
      setFremd(null);
      input.cancel();
      return;
    }
    setFremd(null);
    if (!input.playable.has(id)) {
      input.cancel();
      setFremd(id);
      return;
    }
    if (input.pending) {
      input.cancel();
      setQueued(id);
      return;
    }
    input.clickCard(id);
  }

  /** Sends the move the reader most plausibly means by the selected card and `target` (the machine checks it). */
  function tryTarget(target: string) {
    if (fremd !== null) {
      const attempt = dudabInput.attempt(state, 0, { cards: [fremd], target });
      setFremd(null);
      if (attempt) onMove(attempt);
      return;
    }
    input.clickTarget(target);
  }

  function onRow(r: number) {
    if (single === null) {
      onNote('Wähl zuerst eine Karte aus deiner Hand, dann die Reihe.');
      return;
    }
    tryTarget(rowTarget(r));
  }

  function ziehen() {
    if (single !== null && hand.length >= 5) tryTarget(TARGET_SAMMELSTAPEL);
    else onMove({ type: 'ziehen', seat: 0 });
  }

  /** Confirms a multi-card decision: the move the selection means, checked by the machine. */
  function confirm(target: string) {
    const attempt = dudabInput.attempt(state, 0, { cards: auswahl, target });
    if (attempt) onMove(attempt);
    else if (phase === 'entsorgen') onMove({ type: 'entsorgen', seat: 0, karten: [] });
    else onMove({ type: 'reduzieren', seat: 0, behalten: [], ziel: target === TARGET_STAPEL ? 'stapel' : 'abwurf' });
  }

  /** Whether the selection with `ziel` is a legal reduction (to mark the button in free play). */
  const reduziertLegal = (ziel: string) =>
    legal.some(
      (m) =>
        m.type === 'reduzieren' && m.ziel === ziel && m.behalten.length === auswahl.length && auswahl.every((c) => m.behalten.includes(c)),
    );

  // After choosing a card, focus goes to the first row it could go to (keyboard users then pick a row).
  const rows = useRef<HTMLOListElement>(null);
  const firstTarget = markPlayable ? input.targets.find((t) => t.startsWith('reihe-')) : undefined;
  useEffect(() => {
    if (single === null) return;
    const list = rows.current;
    const active = document.activeElement;
    // only when the card was chosen from the hand (keyboard or pointer), never stealing focus elsewhere
    if (!list || !active || !(list.contains(active) || active.closest('.hand'))) return;
    const button =
      (firstTarget && list.querySelector<HTMLElement>(`[data-ziel="${firstTarget}"]`)) || list.querySelector<HTMLElement>('[data-ziel]');
    button?.focus();
  }, [single]);

  function cancelToCard() {
    const card = single;
    setFremd(null);
    input.cancel();
    if (card) document.querySelector<HTMLElement>(`#${idBase}-hand [data-karte="${card}"]`)?.focus();
  }

  // The end of a round: the scoring replaces the rows. When a computer player starts the next round
  // at once, the scoring of the round before stays until the reader has seen it.
  const ende = phase === 'rundenende' || phase === 'spielende';
  const vorige = useRef<DudabState | null>(null);
  const [gesehen, setGesehen] = useState(0);
  if (ende) vorige.current = state;
  else if (vorige.current && (vorige.current.seed !== state.seed || vorige.current.runde >= state.runde)) vorige.current = null;
  const nachwirkend =
    !ende && vorige.current !== null && vorige.current.runde === state.runde - 1 && gesehen < vorige.current.runde ? vorige.current : null;
  const wertungState = ende ? state : nachwirkend;

  const hlCards = highlightCards(highlight);
  const hlRow = highlight?.type === 'legen' ? highlight.reihe : null;
  const hl = (m: DudabMove) => highlight !== null && sameMove(highlight, m);
  const summen = totals(state.punkte, state.options.spieler);
  const choice = input.choice && input.choice.length > 0 && input.choice.every((m) => m.type === 'legen' && m.wunsch) ? input.choice : null;

  const kannZiehen = legal.some((m) => m.type === 'ziehen');
  const dim = (ok: boolean) => (markPlayable && !ok ? 'true' : undefined);
  const sammelZiel = single !== null && hand.length >= 5 && (phase === 'zug' || phase === 'wunsch');

  const seats = state.haende.map((_, s) => s);
  const curse = state.verhext;
  // In the examples nothing is marked: every card looks alike, aria-disabled only while waiting.
  const handCard = (id: string): HandCard => ({
    id,
    label: cardName(id),
    playable: markPlayable && input.playable.has(id),
    disabled: markPlayable ? undefined : !canAct,
  });

  return (
    <div class="spieltisch dudab-tisch">
      <ul class="gegner" aria-label="Gegner">
        {seats.slice(1).map((s) => {
          const count = state.haende[s]?.length ?? 0;
          const known = showAll ? (state.haende[s] ?? []) : (state.bekannt[s] ?? []);
          const backs = Math.min(count - known.length, MAX_BACKS);
          return (
            <li key={s} class={'platz' + (toAct === s ? ' am-zug' : '')}>
              <p class="platz-name">
                <strong>{names[s]}</strong> {cardsText(count)}
              </p>
              <p class="platz-stapel">
                Sammelstapel: {state.sammelstapel[s]?.length ?? 0}
                {state.punkte.length > 0 && <span class="platz-punkte"> · {punkte(summen[s] ?? 0)}</span>}
              </p>
              <p class="abzeichen">
                {toAct === s && !ende && <span class="abz abz-zug">ist dran</span>}
                {curse?.seat === s && <span class="abz abz-fluch">verhext</span>}
              </p>
              <div class="gegner-karten">
                {known.length > 0 && (
                  <span
                    class="dudab-offen-karten"
                    role="group"
                    aria-label={showAll ? `Karten von ${names[s]}` : `Gezeigte Karten von ${names[s]}`}
                  >
                    {known.map((id) => (
                      <span key={id} class="gegner-karte" role="img" aria-label={cardName(id)}>
                        <Card id={id} size="klein" />
                      </span>
                    ))}
                  </span>
                )}
                <Ruecken n={backs} />
              </div>
            </li>
          );
        })}
      </ul>

      {wertungState ? (
        <DudabWertung
          state={wertungState}
          names={names}
          idBase={idBase}
          scoreTable={wertungState.phase === 'rundenende'}
          focus={canAct || nachwirkend !== null}
        >
          {nachwirkend ? (
            <button type="button" class="knopf knopf-haupt" onClick={() => setGesehen(nachwirkend.runde)}>
              Weiter zu Runde {state.runde}
            </button>
          ) : (
            canAct &&
            input.buttons.map((move) => (
              <button
                key={move.type}
                type="button"
                class={'knopf knopf-haupt' + (hl(move) ? ' tipp-markiert' : '')}
                onClick={() => {
                  setGesehen(state.runde);
                  onMove(move);
                }}
              >
                {actionLabel(move)}
              </button>
            ))
          )}
        </DudabWertung>
      ) : (
        <div class="dudab-mitte">
          <div class="dudab-stapel">
            <span class="dudab-stapel-bild" aria-hidden="true">
              {state.nachziehstapel.length > 0 && <Card id="" size="normal" hidden />}
            </span>
            <p>
              Nachzieh{'\u00ad'}stapel: <span class="zusammen">{cardsText(state.nachziehstapel.length)}</span>
            </p>
            <p>
              Abwurf: <span class="zusammen">{cardsText(state.abwurf.length)}</span>
            </p>
            <p>
              Runde {state.runde} von {state.options.runden}
            </p>
          </div>
          <ol
            ref={rows}
            class="dudab-reihen"
            aria-label="Reihen"
            onKeyDown={(e) => {
              if (e.key === 'Escape' && single !== null) {
                e.preventDefault();
                cancelToCard();
              }
            }}
          >
            {state.reihen.map((row, r) => {
              const n = row.karten.length;
              const top = row.karten[n - 1]!;
              const target = rowTarget(r);
              const fits = input.targets.includes(target);
              const cursing = curse !== null && curse.reihe === r;
              return (
                <li
                  key={r}
                  class={
                    'dudab-reihe' +
                    (row.wunsch ? ' mit-wunsch' : '') +
                    (cursing ? ' mit-fluch' : '') +
                    (n === 5 ? ' voll' : '') +
                    (markPlayable && single !== null && fits ? ' passt' : '') +
                    (hlRow === r ? ' tipp-markiert' : '')
                  }
                >
                  <p class="reihe-kopf">
                    <strong>{reiheName(r)}</strong>
                    <span class="reihe-zahl">
                      {n} von 6
                      <span class="sr-only">
                        {' '}
                        Karten
                        {n === 5 ? ' – wer hier ablegt, nimmt fünf Karten' : ''}
                      </span>
                    </span>
                    {row.wunsch && <span class="abz abz-wunsch">{wunschBadge(row.wunsch)}</span>}
                    {cursing && (
                      <span class="abz abz-fluch">{curse.seat === 0 ? 'verhext dich' : `verhext ${nameOf(names, curse.seat)}`}</span>
                    )}
                  </p>
                  <p class="sr-only">
                    {n === 1
                      ? `Eine Karte: ${cardName(top)}.`
                      : `Von unten: ${row.karten.slice(0, -1).map(cardName).join(', ')}; oben liegt ${cardName(top)}.`}
                  </p>
                  <div class="reihe-karten" aria-hidden="true" style={{ '--n': String(n) }}>
                    {row.karten.map((id, i) => (
                      <span key={id} class={'reihe-karte' + (i === n - 1 ? ' oben' : '')}>
                        <Card id={id} size="normal" />
                      </span>
                    ))}
                  </div>
                  {single !== null && (
                    <button
                      type="button"
                      class={'knopf knopf-klein reihe-ziel' + (hlRow === r ? ' tipp-markiert' : '')}
                      data-ziel={target}
                      aria-disabled={dim(fits)}
                      onClick={() => onRow(r)}
                    >
                      {rowLabel(r)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}

      <p class="dudab-status" role="status">
        {wertungState ? '' : offenText(state, names)}
      </p>

      <p class={'am-zug-text' + (canAct ? ' du-dran' : '')}>
        {toAct === 0 && !canAct && !ende ? props.waitText : turnPrompt(state, names)}
      </p>

      {!wertungState && (
        <div class="du">
          <p class="platz-name">
            <strong>Du</strong>: {cardsText(hand.length)} · Sammelstapel: {state.sammelstapel[0]?.length ?? 0}
            {state.punkte.length > 0 && <> · {punkte(summen[0] ?? 0)}</>}
            {curse?.seat === 0 && <span class="abz abz-fluch">verhext</span>}
          </p>
          <div id={idBase + '-hand'}>
            <Hand
              label="Deine Hand"
              cards={hand.map(handCard)}
              multi={canAct && phase !== 'rundenende'}
              selected={selected}
              highlight={hlCards}
              renderCard={(id) => <Card id={id} size="normal" />}
              onActivate={onCard}
              choice={null}
              onCancelChoice={input.cancel}
              empty="Du hast gerade keine Karten auf der Hand."
            >
              {choice && (
                <WunschWahl
                  moves={choice}
                  highlight={highlight}
                  onPick={(m) => {
                    input.cancel();
                    onMove(m);
                  }}
                  onCancel={cancelToCard}
                />
              )}
              {canAct && <p class="dudab-auswahl">{auswahlText(state, selected, single)}</p>}
              {canAct && (
                <div class="aktionen">
                  {(phase === 'zug' || phase === 'wunsch') && (
                    <button
                      type="button"
                      class={'knopf' + (highlight?.type === 'ziehen' ? ' tipp-markiert' : '')}
                      aria-disabled={dim(kannZiehen)}
                      onClick={ziehen}
                    >
                      {sammelZiel ? 'In den Sammelstapel legen und nachziehen' : 'Nachziehen'}
                    </button>
                  )}
                  {phase === 'verhext' && (
                    <button
                      type="button"
                      class={'knopf' + (highlight?.type === 'strafe' ? ' tipp-markiert' : '')}
                      aria-disabled={dim(legal.some((m) => m.type === 'strafe'))}
                      onClick={() => onMove({ type: 'strafe', seat: 0 })}
                    >
                      Strafe nehmen
                    </button>
                  )}
                  {phase === 'reduzieren' && (
                    <>
                      <button
                        type="button"
                        class={'knopf' + (highlight?.type === 'reduzieren' && highlight.ziel === 'abwurf' ? ' tipp-markiert' : '')}
                        aria-disabled={dim(reduziertLegal(TARGET_ABWURF))}
                        onClick={() => confirm(TARGET_ABWURF)}
                      >
                        Rest abwerfen
                      </button>
                      <button
                        type="button"
                        class={'knopf' + (highlight?.type === 'reduzieren' && highlight.ziel === 'stapel' ? ' tipp-markiert' : '')}
                        aria-disabled={dim(reduziertLegal(TARGET_STAPEL))}
                        onClick={() => confirm(TARGET_STAPEL)}
                      >
                        Rest in den Sammelstapel
                      </button>
                      <button
                        type="button"
                        class={'knopf knopf-leise' + (highlight?.type === 'nichtReduzieren' ? ' tipp-markiert' : '')}
                        onClick={() => onMove({ type: 'nichtReduzieren', seat: 0 })}
                      >
                        Alle Karten behalten
                      </button>
                    </>
                  )}
                  {phase === 'entsorgen' && (
                    <button
                      type="button"
                      class={'knopf knopf-haupt' + (highlight?.type === 'entsorgen' ? ' tipp-markiert' : '')}
                      aria-disabled={dim(auswahl.length === hand.length - 5)}
                      onClick={() => confirm(TARGET_SAMMELSTAPEL)}
                    >
                      In den Sammelstapel entsorgen
                    </button>
                  )}
                </div>
              )}
            </Hand>
          </div>
          <EigenerStapel cards={state.sammelstapel[0] ?? []} idBase={idBase} />
        </div>
      )}
    </div>
  );
}

/** An opponent's hidden cards: a small fan of backs, hidden from assistive technology (the count is in the text). */
function Ruecken({ n }: { n: number }) {
  if (n <= 0) return null;
  const backs = [];
  for (let i = 0; i < n; i++) {
    backs.push(
      <span key={i} class="gegner-karte" style={{ '--i': String(i), '--n': String(n) }}>
        <Card id="" size="klein" hidden />
      </span>,
    );
  }
  return (
    <span class="faecher-ruecken" aria-hidden="true">
      {backs}
    </span>
  );
}

/** What the reader has selected and what comes next, under the hand. */
function auswahlText(state: DudabState, selected: readonly string[], single: string | null): string {
  const hand = state.haende[0] ?? [];
  switch (state.phase) {
    case 'reduzieren':
      return selected.length === 0
        ? 'Wähl die zwei Karten, die du behalten willst.'
        : `Du behältst: ${selected.map(cardName).join(', ')} (${selected.length} von 2).`;
    case 'entsorgen': {
      const need = hand.length - 5;
      return selected.length === 0
        ? `Wähl ${need === 1 ? 'eine Karte' : `${need} Karten`} für deinen Sammelstapel.`
        : `Gewählt: ${selected.map(cardName).join(', ')} (${selected.length} von ${need}).`;
    }
    default:
      if (single === null)
        return hand.length >= 5
          ? 'Wähl eine Karte: dann eine Reihe – oder „Nachziehen“, dann kommt sie in deinen Sammelstapel.'
          : 'Wähl eine Karte und dann die Reihe.';
      return isDudab(single)
        ? 'Dudab-Karte gewählt: Wähl die Reihe, dann deinen Wunsch.'
        : `${cardName(single)} gewählt: Wähl die Reihe${hand.length >= 5 ? ' oder „In den Sammelstapel legen und nachziehen“' : ''}.`;
  }
}

/** The reader's own Sammelstapel: face down for the others, but the owner may look (D22). */
function EigenerStapel({ cards, idBase }: { cards: string[]; idBase: string }) {
  if (cards.length === 0) return null;
  return (
    <details class="dudab-eigener-stapel">
      <summary>Deinen Sammelstapel ansehen ({cardsText(cards.length)})</summary>
      <ul class="dudab-kartenliste" aria-label="Dein Sammelstapel" id={idBase + '-stapel'}>
        {cards.map((id) => (
          <li key={id}>
            <Card id={id} size="klein" /> {cardName(id)}
          </li>
        ))}
      </ul>
    </details>
  );
}
