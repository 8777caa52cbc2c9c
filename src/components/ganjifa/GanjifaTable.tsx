/**
 * The Ganjifa table: Tag or Nacht (chosen before the deal, shown all game), Bernd to your left and
 * Anna to your right (spec §4.1), the current trick with who played what (or the last trick, or a
 * Dukal with its discards face up), whose turn it is, the reader's 40-card hand in suit rows, and
 * the „Merkhilfe“. Clicks go through the shared input model (useMoveInput over the engine's
 * ganjifaInput); which card can be played comes from legalMoves, and every move goes to the
 * machine, which checks it. Several cards: a card that belongs to a possible Dukal waits for more
 * (select, then confirm), and the input's offer „Mehrere Karten wählen (Dukal)“ starts collecting
 * any selection, so the engine says why it is not a Dukal. The table decides nothing itself.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import Card from './GanjifaCard';
import { sameMove } from '../../games/core/scenario';
import { cardsText } from '../../games/core/text';
import { SUITS, SUIT_NAMES, cardName, suitOf } from '../../games/ganjifa/cards';
import { ganjifaInput } from '../../games/ganjifa/input';
import { ganjifaPlay } from '../../games/ganjifa/page';
import { actionLabel } from '../../games/ganjifa/text';
import type { GanjifaMove, GanjifaState } from '../../games/ganjifa/types';
import { Hand, handCards } from '../game/Hand';
import { OpponentCards } from '../game/OpponentCards';
import type { TableProps } from '../game/types';
import { useMoveInput } from '../game/useMoveInput';
import { Merkhilfe } from './Merkhilfe';
import { TrickArea } from './TrickArea';
import { DUKAL_HELP, discardText, discardsLeft, offerLabel, periodText, turnPrompt } from './ganjifa-ui';
import { TurnLine } from '../game/TurnLine';

/** Bernd (seat 2) sits to your left, Anna (seat 1) to your right (§4.1). */
const OPPONENTS = [
  { seat: 2, side: 'links' },
  { seat: 1, side: 'rechts' },
] as const;
/** The two long suit names with a soft hyphen, so they fit the narrow row names on a phone. */
const HYPHENATED: Partial<Record<string, string>> = { NAR: 'Nara\u00adsimha', PAR: 'Parashu\u00adrama' };
/** At most this many backs are drawn per opponent; the count is always in the text. */
const MAX_BACKS = 6;

export default function GanjifaTable(props: TableProps<GanjifaState, GanjifaMove>) {
  const { state, names, showAll, canAct, onMove, onNote, highlight } = props;
  const markPlayable = props.markPlayable ?? true;
  const input = useMoveInput({ ...props, rules: ganjifaPlay, input: ganjifaInput });
  // The Merkhilfe: on in the guided examples, off in free play until the reader switches it on.
  // On a phone it starts off in the examples too, so the hand and the step text share the screen.
  const [memo, setMemo] = useState(false);
  useEffect(() => {
    if (!markPlayable && window.matchMedia('(min-width: 40rem)').matches) setMemo(true);
  }, []);
  // Tag or Nacht chosen: the buttons are gone, so the focus goes on to the new hand.
  const root = useRef<HTMLDivElement>(null);
  const chose = useRef(false);
  useEffect(() => {
    if (!chose.current || state.period === null) return;
    chose.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) root.current?.querySelector<HTMLElement>('.hand button[tabindex="0"]')?.focus();
  }, [state.period]);

  const toAct = ganjifaPlay.toAct(state);
  const hand = state.hands[0] ?? [];
  const captured = state.captured.map((p) => p.length);
  // before Tag or Nacht is chosen nobody holds cards yet
  const dealt = state.period !== null;
  const selected = input.selection.cards;
  const picking = input.collecting;
  const selecting = picking || input.pending;
  const highlightCards = highlight && 'card' in highlight ? [highlight.card] : highlight && 'cards' in highlight ? highlight.cards : [];
  const toDiscard = discardsLeft(state, 0);
  // A turn of the reader starts (once per trick; in free play, where the playable cards are
  // marked): the hand puts its Tab stop, and a focus inside it, on the first playable card.
  const turn = markPlayable && dealt && canAct && toAct === 0 ? state.trickNo : null;

  const groups = SUITS.map((suit) => ({
    label: (HYPHENATED[suit] ?? SUIT_NAMES[suit]) + (suit === state.trumpSuit ? ' (Trumpf)' : ''),
    ids: hand.filter((c) => suitOf(c) === suit),
  }));

  const periodMoves = dealt ? [] : ganjifaPlay.legalMoves(state);

  return (
    <div ref={root} class={'spieltisch ganjifa-tisch' + (markPlayable ? ' markiert' : '')}>
      <p class={'tageszeit' + (state.period ? ' tageszeit-' + state.period : '')}>
        <span class="tageszeit-zeichen" aria-hidden="true">
          {state.period === 'night' ? '☾' : state.period === 'day' ? '☀' : '?'}
        </span>
        {state.period ? periodText(state.period) : 'Tag oder Nacht?'}
        {state.period && !ganjifaPlay.isOver(state) && <span class="stichzahl"> · Stich {state.trickNo}</span>}
      </p>

      <ul class="gegner ganjifa-gegner" aria-label="Gegner">
        {OPPONENTS.map(({ seat, side }) => {
          const count = state.hands[seat]?.length ?? 0;
          const left = discardsLeft(state, seat);
          return (
            <li key={seat} class={'platz platz-' + side + (toAct === seat ? ' am-zug' : '')}>
              <p class="platz-name">
                <strong>{names[seat]}</strong>{' '}
                <span class="platz-seite sr-only-schmal">{side === 'links' ? 'links von dir' : 'rechts von dir'}</span>
              </p>
              <p class="platz-zahlen">
                {!dealt ? (
                  'noch keine Karten'
                ) : (
                  <>
                    <span>{cardsText(count)},</span> <span>{captured[seat]} erbeutet</span>
                  </>
                )}
              </p>
              <p class="abzeichen">
                {toAct === seat && <span class="abz abz-zug">{left > 0 ? discardText(left) : 'ist dran'}</span>}
                {state.dealer === seat && !dealt && <span class="abz">gibt</span>}
              </p>
              <OpponentCards
                name={names[seat]!}
                shown={showAll ? (state.hands[seat] ?? []) : null}
                n={count}
                max={MAX_BACKS}
                face={(id) => <Card id={id} size="klein" />}
                back={(cls) => <Card id="" size="klein" hidden class={cls} />}
                label={cardName}
              />
            </li>
          );
        })}
      </ul>

      {!dealt ? (
        <div class="zeitwahl" role="group" aria-labelledby={props.idBase + '-zeitwahl'}>
          <p id={props.idBase + '-zeitwahl'}>
            Vor dem Geben wählst du: Bei <strong>Tag</strong> ist Rama Trumpf, bei <strong>Nacht</strong> Krishna. Die Wahl gilt für das
            ganze Geben.
          </p>
          <div class="aktionen">
            {periodMoves.map((m) =>
              m.type === 'CHOOSE_PERIOD' ? (
                <button
                  key={m.period}
                  type="button"
                  class={'knopf zeitwahl-knopf' + (highlight !== null && sameMove(highlight, m) ? ' tipp-markiert' : '')}
                  onClick={() => {
                    if (!canAct) return onNote(props.waitText);
                    chose.current = true;
                    onMove(m);
                  }}
                >
                  <span aria-hidden="true">{m.period === 'day' ? '☀ ' : '☾ '}</span>
                  {actionLabel(m)}
                </button>
              ) : null,
            )}
          </div>
        </div>
      ) : (
        <TrickArea state={state} names={names} />
      )}

      <TurnLine
        canAct={canAct}
        toAct={toAct}
        over={ganjifaPlay.isOver(state)}
        waitText={props.waitText}
        prompt={turnPrompt(state, names, markPlayable)}
      />

      <div class="du">
        {/* your counts and the Merkhilfe switch share one line above the hand */}
        <div class="du-kopf">
          <p class="platz-name">
            <strong>Du</strong>: {!dealt ? 'noch keine Karten' : `${cardsText(hand.length)}, ${captured[0]} erbeutet`}
            {toAct === 0 && toDiscard > 0 && <span class="abz abz-zug">{discardText(toDiscard)}</span>}
          </p>
          <label class="schalter merkhilfe-schalter">
            <input type="checkbox" role="switch" checked={memo} onChange={(e) => setMemo(e.currentTarget.checked)} />
            <span>Merkhilfe</span>
          </label>
        </div>
        <Hand
          label="Deine Hand"
          answer={props.answer}
          cards={handCards(hand, cardName, markPlayable && !picking, input.playable, canAct)}
          groups={groups}
          turn={turn}
          multi={selecting}
          selected={selected}
          played={input.played}
          highlight={highlightCards}
          renderCard={(id) => <Card id={id} size="normal" />}
          onActivate={input.clickCard}
          choice={
            input.choice && input.selection.cards[0] !== undefined
              ? {
                  card: input.selection.cards[0],
                  title: 'Was möchtest du ausspielen?',
                  options: input.choice.map((m) => ({
                    label: actionLabel(m),
                    pick: () => {
                      input.cancel();
                      onMove(m);
                    },
                  })),
                }
              : null
          }
          onCancelChoice={input.cancel}
          empty={!dealt ? 'Gegeben wird, sobald Tag oder Nacht gewählt ist.' : 'Du hast keine Karten mehr.'}
        >
          {selecting && (
            <div class="auswahl" role="group" aria-label="Auswahl">
              <p class="auswahl-text">
                {selected.length === 0
                  ? DUKAL_HELP
                  : `Ausgewählt: ${selected.map(cardName).join(', ')}.` +
                    (!picking && input.ready.length > 0 && selected.length === 1
                      ? ' Spiel sie allein aus oder nimm Karten für eine Dukal-Sequenz dazu.'
                      : '')}
              </p>
              <div class="aktionen">
                {!picking &&
                  input.ready.map((m) => (
                    <button key={actionLabel(m)} type="button" class="knopf knopf-haupt" onClick={() => onMove(m)}>
                      {actionLabel(m)}
                    </button>
                  ))}
                {(picking || (input.ready.length === 0 && selected.length > 1)) && (
                  <button
                    type="button"
                    class="knopf knopf-haupt"
                    onClick={() => (selected.length === 0 ? onNote(DUKAL_HELP) : input.confirm())}
                  >
                    Als Dukal-Sequenz ausspielen
                  </button>
                )}
                <button type="button" class="knopf knopf-leise" onClick={input.cancel}>
                  Abbrechen
                </button>
              </div>
            </div>
          )}
          {!selecting && input.offers.length > 0 && (
            <div class="aktionen">
              {input.offers.map((o) => (
                <button key={o.collect} type="button" class="knopf knopf-leise" onClick={() => input.pick(o)}>
                  {offerLabel(o)}
                </button>
              ))}
            </div>
          )}
        </Hand>
      </div>

      {memo && state.period && <Merkhilfe state={state} names={names} />}
    </div>
  );
}
