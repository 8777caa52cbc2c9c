/**
 * The Durak table: opponents (name, card count, role, their cards as backs unless all are shown),
 * the Nachziehstapel with the trump card, the table pairs, the Ablage, whose turn it is, and the
 * reader's hand with „Aufnehmen“ / „Nichts nachlegen“. Clicks go through the shared input model
 * (useMoveInput over the engine's durakInput); which card and which button can be played comes
 * from legalMoves, and every move goes to the machine, which checks it.
 */
import Card from './DurakCard';
import { sameMove } from '../../games/core/scenario';
import { durakInput } from '../../games/durak/input';
import { durakPlay } from '../../games/durak/page';
import { SUIT_NAMES, SUIT_SYMBOLS, cardName, cardWithArticle, sortHand } from '../../games/durak/cards';
import type { DurakMove, DurakState } from '../../games/durak/types';
import { Hand, handCards } from '../game/Hand';
import { OfferButtons } from '../game/OfferButtons';
import { OpponentCards } from '../game/OpponentCards';
import { useMoveInput } from '../game/useMoveInput';
import type { TableProps } from '../game/types';
import { actionLabel, roleBadge, roleOf, turnPrompt } from './durak-ui';
import { capitalize, cardsText } from '../../games/core/text';
import { TurnLine } from '../game/TurnLine';

/** At most this many backs are drawn per opponent; the count is always in the text. */
const MAX_BACKS = 8;

export default function DurakTable(props: TableProps<DurakState, DurakMove>) {
  const { state, names, showAll, canAct, onMove, highlight } = props;
  const markPlayable = props.markPlayable ?? true;
  const input = useMoveInput({ ...props, rules: durakPlay, input: durakInput });
  const choiceCard = input.choice ? (input.selection.cards[0] ?? null) : null;

  const seats = state.hands.map((_, s) => s);
  const toAct = durakPlay.toAct(state);
  const hand = sortHand(state.hands[0] ?? [], state.trumpSuit);
  const highlightCard = highlight && 'card' in highlight ? highlight.card : null;

  const talonCount = state.talon.length;
  const suit = state.trumpSuit;
  const over = durakPlay.isOver(state);
  const bout = !over && state.table.length > 0;
  const ownRole = roleOf(state, 0);
  // A draw (D16) comes from the engine's outcome: nobody lost, and you were in the last group.
  const result = over ? durakPlay.outcome(state) : null;
  const drawn = result !== null && result.losers.length === 0 && (result.places[result.places.length - 1] ?? []).includes(0);
  const emptyHandText = state.active[0]
    ? 'Du hast gerade keine Karten.'
    : drawn
      ? 'Du hast keine Karten mehr – du bist fertig, und niemand ist der Durak.'
      : 'Du hast keine Karten mehr – du bist fertig und hast gewonnen.';

  return (
    <div class="spieltisch durak-tisch">
      <ul class="gegner" aria-label="Gegner">
        {seats.slice(1).map((s) => {
          const count = state.hands[s]?.length ?? 0;
          const role = roleOf(state, s);
          const out = !state.active[s];
          return (
            <li key={s} class={'platz' + (toAct === s ? ' am-zug' : '') + (out ? ' raus' : '')}>
              <p class="platz-name">
                <strong>{names[s]}</strong> {cardsText(count)}
              </p>
              <p class="abzeichen">
                {role && <span class={'abz abz-' + role}>{roleBadge(role, false)}</span>}
                {out && <span class="abz abz-raus">fertig</span>}
                {toAct === s && <span class="abz abz-zug">ist dran</span>}
              </p>
              <OpponentCards
                name={names[s]!}
                shown={showAll ? sortHand(state.hands[s] ?? [], suit) : null}
                n={count}
                max={MAX_BACKS}
                face={(id) => <Card id={id} size="klein" />}
                back={(cls) => <Card id="" size="klein" hidden class={cls} />}
              />
            </li>
          );
        })}
      </ul>

      <div class="mitte">
        <div class="stapel-bereich">
          <div class="stapel" aria-hidden="true">
            {talonCount > 0 && (
              <>
                <span class="stapel-trumpf">
                  <Card id={state.trumpCard} size="klein" />
                </span>
                {talonCount > 1 && (
                  <span class="stapel-ruecken">
                    <Card id="" size="klein" hidden />
                  </span>
                )}
              </>
            )}
            {talonCount === 0 && (
              <span class={'trumpf-symbol farbe-' + suit} title={SUIT_NAMES[suit]}>
                {SUIT_SYMBOLS[suit]}
              </span>
            )}
          </div>
          <p>
            Nachziehstapel: <span class="zusammen">{cardsText(talonCount)}</span>
          </p>
          <p class="trumpf-text">
            {talonCount > 0 ? 'Trumpfkarte: ' : 'Trumpf: '}
            <span class="zusammen">{talonCount > 0 ? cardName(state.trumpCard) : SUIT_NAMES[suit]}</span>
          </p>
          {/* six players: the trump card is the dealer's last card, shown to all and kept (D4) */}
          {state.options.players === 6 && talonCount === 0 && state.hands[state.dealer]?.includes(state.trumpCard) && (
            <p>
              {capitalize(cardWithArticle(state.trumpCard, 'akk'))} {state.dealer === 0 ? 'hast du' : `hat ${names[state.dealer]}`}
            </p>
          )}
        </div>

        <div class="flaeche">
          {state.table.length === 0 ? (
            <p class="flaeche-leer">Der Tisch ist leer.</p>
          ) : (
            <ul class="paare kartenreihe" aria-label="Tisch">
              {state.table.map((pair) => (
                <li key={pair.attack} class={'paar' + (pair.defence ? ' geschlagen' : ' offen')}>
                  <span class="sr-only">
                    {pair.defence
                      ? `${cardName(pair.attack)}, geschlagen mit ${cardName(pair.defence)}`
                      : `${cardName(pair.attack)}, offen`}
                  </span>
                  <span class="paar-bild" aria-hidden="true">
                    <span class="paar-angriff">
                      <Card id={pair.attack} size="normal" />
                    </span>
                    {pair.defence && (
                      <span key={pair.defence} class="paar-abwehr">
                        <Card id={pair.defence} size="normal" />
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {bout && (
            <p class="limit">
              Angriffskarten: {state.table.length} von höchstens {state.limit}
            </p>
          )}
        </div>

        <p class="ablage">
          Ablage: <span class="zusammen">{cardsText(state.discard.length)}</span>
        </p>
      </div>

      <TurnLine canAct={canAct} toAct={toAct} over={over} waitText={props.waitText} prompt={turnPrompt(state, names)} />

      <div class="du">
        <p class="platz-name">
          <strong>Du</strong>: {cardsText(hand.length)}
          {ownRole && <span class={'abz abz-' + ownRole}>{roleBadge(ownRole, true)}</span>}
          {!state.active[0] && <span class="abz abz-raus">fertig</span>}
        </p>
        <Hand
          label="Deine Hand"
          answer={props.answer}
          cards={handCards(hand, cardName, markPlayable, input.playable, canAct)}
          played={input.played}
          highlight={highlightCard ? [highlightCard] : []}
          renderCard={(id) => <Card id={id} size="normal" />}
          onActivate={input.clickCard}
          choice={
            input.choice && choiceCard !== null
              ? {
                  card: choiceCard,
                  title: `Was möchtest du mit ${cardWithArticle(choiceCard, 'dat')} tun?`,
                  options: input.choice.map((m) => ({
                    label: actionLabel(state, m),
                    pick: () => {
                      input.cancel();
                      onMove(m);
                    },
                  })),
                }
              : null
          }
          onCancelChoice={input.cancel}
          empty={emptyHandText}
        >
          <OfferButtons
            input={input}
            label={(m) => actionLabel(state, m)}
            marked={(m) => highlight !== null && sameMove(highlight, m)}
            dimIllegal
          />
        </Hand>
      </div>
    </div>
  );
}
