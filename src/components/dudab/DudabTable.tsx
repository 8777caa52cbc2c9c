/**
 * The Dudab table: opponents (name, hand and Sammelstapel counts, shown cards, turn and curse), the
 * Nachziehstapel and the Abwurf, the rows with their count toward six, their wish and the cursing
 * shaman, one status line for the open wishes and the curse (a polite live region), whose turn it is,
 * and the reader's hand with the buttons of the phase. At the end of a round the rows give way to
 * the scoring of every player, step by step (the engine's wertung/wertungSchritte).
 *
 * Input goes through the shared selection model (useMoveInput over the engine's dudabInput), which
 * also says what the table offers: a card, then a row (rows become target buttons; a card that fits
 * no row stays chosen, so the engine says why not there); a Dudab-Karte on a row matches twelve
 * moves, and the wish picker offers them grouped by Farbe, Symbol and Ziffer; the buttons of the
 * phase are the input's offers (with five cards and a card chosen, „Nachziehen“ puts it into the
 * Sammelstapel first); after „6 nimmt“ and when dumping, the chosen cards are collected until a
 * button sends them. The machine checks every move with the engine, which answers wrong tries in
 * German. The table itself decides nothing. In a places exercise („Übungen“) each row shows the
 * exercise's toggle button instead (`answer.place`, key: the row index).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import Card from './DudabCard';
import { cardsText, nameOf } from '../../games/core/text';
import { dudabPlay } from '../../games/dudab/page';
import { dudabInput, rowTarget } from '../../games/dudab/input';
import { cardName, isDudab } from '../../games/dudab/cards';
import { totals } from '../../games/dudab/play';
import { roundIsOver } from '../../games/dudab/position';
import { punkte } from '../../games/dudab/wertung';
import type { DudabMove, DudabState } from '../../games/dudab/types';
import { Hand, handCards } from '../game/Hand';
import { OfferButtons } from '../game/OfferButtons';
import { OpponentBacks } from '../game/OpponentBacks';
import { useMoveInput } from '../game/useMoveInput';
import { useOnDemand } from '../game/useOnDemand';
import { withStyles } from '../game/uebungen/stylesheet';
import type { TableProps } from '../game/types';
import { actionLabel, cardUse, offenText, reiheName, rowLabel, selectionCaption, turnPrompt, wunschBadge } from './dudab-ui';
import { TurnLine } from '../game/TurnLine';

/** At most this many backs are drawn per opponent; the count is always in the text. */
const MAX_BACKS = 6;

export default function DudabTable(props: TableProps<DudabState, DudabMove>) {
  const { state, names, showAll, canAct, onMove, highlight, idBase } = props;
  const markPlayable = props.markPlayable ?? true;
  const input = useMoveInput({ ...props, rules: dudabPlay, input: dudabInput });

  const toAct = dudabPlay.toAct(state);
  const hand = state.hands[0] ?? [];
  const own = state.sammelstapel[0] ?? [];
  const selected = input.selection.cards;
  // one chosen card (not collected): the rows become its targets
  const single = !input.collecting && selected.length === 1 ? selected[0]! : null;

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
    input.cancel();
    if (card) document.querySelector<HTMLElement>(`#${idBase}-hand [data-karte="${card}"]`)?.focus();
  }

  // The end of a round: the scoring replaces the rows. When a computer player starts the next round
  // at once, the scoring of the round before stays until the reader has seen it.
  const ende = roundIsOver(state);
  const vorige = useRef<DudabState | null>(null);
  const [gesehen, setGesehen] = useState(0);
  if (ende) vorige.current = state;
  else if (vorige.current && (vorige.current.seed !== state.seed || vorige.current.runde >= state.runde)) vorige.current = null;
  const nachwirkend =
    !ende && vorige.current !== null && vorige.current.runde === state.runde - 1 && gesehen < vorige.current.runde ? vorige.current : null;
  const wertungState = ende ? state : nachwirkend;

  // The scoring explainer (and the card list of the own Sammelstapel) is needed only at the end of a
  // round or on request, so it is loaded then.
  // (the wish picker too: it is loaded once a Dudab-Karte is selected, before its row is chosen)
  const dudabGewaehlt = single !== null && isDudab(single);
  const [gefragt, setGefragt] = useState(false);
  const spaet = useOnDemand(() => withStyles(import('./DudabWertung')), wertungState !== null || dudabGewaehlt || gefragt);

  const hlCards = (highlight && dudabInput.selectionOf(highlight)?.cards) || [];
  const hlRow = highlight?.type === 'legen' ? highlight.reihe : null;
  const summen = totals(state.punkte, state.options.spieler);
  const choice = input.choice && input.choice.length > 0 && input.choice.every((m) => m.type === 'legen' && m.wunsch) ? input.choice : null;

  const dim = (ok: boolean) => (markPlayable && !ok ? 'true' : undefined);

  /** „Tipp“ marks the button of the suggested move (for reducing: the button of its Ziel). */
  const tipp = (m: DudabMove) => highlight?.type === m.type && (highlight as { ziel?: string }).ziel === (m as { ziel?: string }).ziel;

  const seats = state.hands.map((_, s) => s);
  const curse = state.verhext;
  const place = props.answer?.place;

  // A focused row button or round button that vanished (the move was made): focus goes back to the
  // hand (or to the scoring), so keyboard users stay at the table. The hand itself does the same.
  const root = useRef<HTMLDivElement>(null);
  const zuletzt = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const gone = zuletzt.current;
    if (gone && !gone.isConnected && document.activeElement === document.body) {
      root.current?.querySelector<HTMLElement>('.hand [tabindex="0"], .dudab-wertung')?.focus();
    }
  });

  return (
    <div ref={root} class="spieltisch dudab-tisch" onFocusIn={(e) => (zuletzt.current = e.target as Element)}>
      <ul class="gegner" aria-label="Gegner">
        {seats.slice(1).map((s) => {
          const count = state.hands[s]?.length ?? 0;
          const known = showAll ? (state.hands[s] ?? []) : (state.known[s] ?? []);
          return (
            <li key={s} class={'platz' + (toAct === s ? ' am-zug' : '')}>
              <p class="platz-name">
                <strong>{names[s]}</strong> {cardsText(count)}
                <span class="trenner"> · </span>
                <span class="platz-stapel">
                  Sammel{'\u00ad'}stapel: {state.sammelstapel[s]?.length ?? 0}
                  {state.punkte.length > 0 && <span class="platz-punkte"> · {punkte(summen[s] ?? 0)}</span>}
                </span>
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
                <OpponentBacks
                  n={count - known.length}
                  max={MAX_BACKS}
                  back={(cls) => <Card id="" size="klein" hidden class={cls} />}
                  inline
                />
              </div>
            </li>
          );
        })}
      </ul>

      {wertungState ? (
        spaet && (
          <spaet.DudabWertung
            state={wertungState}
            names={names}
            idBase={idBase}
            scoreTable={!dudabPlay.isOver(wertungState)}
            focus={canAct || nachwirkend !== null}
          >
            {nachwirkend ? (
              <button type="button" class="knopf knopf-haupt" onClick={() => setGesehen(nachwirkend.runde)}>
                Weiter zu Runde {state.runde}
              </button>
            ) : (
              input.offers.map(
                ({ move }) =>
                  move && (
                    <button
                      key={move.type}
                      type="button"
                      class={'knopf knopf-haupt' + (tipp(move) ? ' tipp-markiert' : '')}
                      onClick={() => {
                        setGesehen(state.runde);
                        onMove(move);
                      }}
                    >
                      {actionLabel(move)}
                    </button>
                  ),
              )
            )}
          </spaet.DudabWertung>
        )
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
                <li key={r} class={'dudab-reihe' + (n === 5 ? ' voll' : '') + (hlRow === r ? ' tipp-markiert' : '')}>
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
                  {place?.(String(r), {
                    name: `${reiheName(r)}: oben ${cardName(top)}`,
                    text: reiheName(r),
                    class: 'knopf knopf-klein reihe-ziel',
                  })}
                  {single !== null && (
                    <button
                      type="button"
                      class={'knopf knopf-klein reihe-ziel' + (hlRow === r ? ' tipp-markiert' : '')}
                      data-ziel={target}
                      aria-disabled={dim(fits)}
                      onClick={() => input.clickTarget(target)}
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

      {/* on a phone the rows' badges show the wishes and the curse; the sentence stays for screen readers */}
      <p class="dudab-status sr-only-schmal" role="status">
        {wertungState ? '' : offenText(state, names)}
      </p>

      <TurnLine canAct={canAct} toAct={toAct} over={ende} waitText={props.waitText} prompt={turnPrompt(state, names)} />

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
              answer={props.answer}
              cards={handCards(hand, cardName, markPlayable, input.playable, canAct).map((c) => ({
                ...c,
                note: markPlayable ? cardUse(input.uses(c.id)) : null,
              }))}
              multi={canAct}
              selected={selected}
              played={input.played}
              highlight={hlCards}
              renderCard={(id) => <Card id={id} size="normal" />}
              onActivate={input.clickCard}
              choice={null}
              onCancelChoice={input.cancel}
              empty="Du hast gerade keine Karten auf der Hand."
            >
              {choice && spaet && (
                <spaet.WunschWahl
                  moves={choice}
                  highlight={highlight}
                  onPick={(m) => {
                    input.cancel();
                    onMove(m);
                  }}
                  onCancel={cancelToCard}
                />
              )}
              {input.collecting && selected.length > 0 && (
                <p class="dudab-auswahl">
                  {selectionCaption(input.offers)}: {selected.map(cardName).join(', ')}
                  {input.need !== null && ` (${selected.length} von ${input.need})`}.
                </p>
              )}
              {single !== null && markPlayable && cardUse(input.uses(single)) && (
                <p class="dudab-auswahl">
                  {cardName(single)} passt in keine Reihe: {cardUse(input.uses(single))}.
                </p>
              )}
              <OfferButtons input={input} label={actionLabel} marked={tipp} dimIllegal={markPlayable} />
            </Hand>
          </div>
          {/* the own Sammelstapel lies face down, but its owner may look (D22) */}
          {own.length > 0 && (
            <details class="dudab-eigener-stapel" onToggle={() => setGefragt(true)}>
              <summary>Deinen Sammelstapel ansehen ({cardsText(own.length)})</summary>
              {spaet && <spaet.Kartenliste cards={own} label="Dein Sammelstapel" />}
            </details>
          )}
        </div>
      )}
    </div>
  );
}
