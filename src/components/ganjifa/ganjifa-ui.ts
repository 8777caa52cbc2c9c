/**
 * Ganjifa words for the UI: whose turn it is and what to do, Tag/Nacht, the trick captions, the
 * result. Only presentation: every legality question goes to the engine (legalMoves, check,
 * legalFollow, describe).
 */
import { cardsText, genitiv, groupVerb, joinAnd, nameOf, plural, subjectVerb } from '../../games/core/text';
import { winnersOf } from '../../games/core/outcome';
import type { Seat } from '../../games/core/types';
import { SUIT_NAMES, cardWithArticle, trumpOf } from '../../games/ganjifa/cards';
import { ganjifaPlay } from '../../games/ganjifa/page';
import { actionLabel } from '../../games/ganjifa/text';
import { nextHeldSuit } from '../../games/ganjifa/position';
import type { GanjifaMove, GanjifaState, LastTrick, Period, Suit } from '../../games/ganjifa/types';
import type { Offer } from '../../games/core/input';
import type { GameResult } from '../game/FreePlayShell';

export const PERIOD_NAMES: Readonly<Record<Period, string>> = { day: 'Tag', night: 'Nacht' };

/** „Tag: Rama ist Trumpf“. */
export function periodText(period: Period): string {
  return `${PERIOD_NAMES[period]}: ${SUIT_NAMES[trumpOf(period)]} ist Trumpf`;
}

/** What to choose for a Dukal (while collecting with nothing chosen yet). */
export const DUKAL_HELP = 'Wähle die Karten deiner Dukal-Sequenz: Raja, Mantri und mindestens drei aufeinanderfolgende Zahlen einer Farbe.';

/** The label of an offer of the table (the collecting offer „Dukal“, else the move's own label). */
export function offerLabel(o: Offer<GanjifaMove>): string {
  return o.move ? actionLabel(o.move) : 'Mehrere Karten wählen (Dukal)';
}

/** How many cards `seat` still has to discard against the Dukal on the table (0 when none). */
/** The title of a Dukal on the table: „Deine Dukal-Sequenz“, „Annas Dukal-Sequenz“. */
export function dukalTitle(names: string[], seat: Seat): string {
  return seat === 0 ? 'Deine Dukal-Sequenz' : `${genitiv(names[seat] ?? '')} Dukal-Sequenz`;
}

export function discardsLeft(state: GanjifaState, seat: Seat): number {
  const d = state.dukal;
  if (!d || seat === d.seat) return 0;
  return d.m - state.discards.filter((p) => p.seat === seat).length;
}

/** „noch 3 Karten abwerfen“, „noch 1 Karte abwerfen“. */
export function discardText(n: number): string {
  return `noch ${plural(n, 'Karte', 'Karten')} abwerfen`;
}

/**
 * Whose turn it is and what to do. `helpful` (free play) names the suits the reader may play; the
 * guided examples pass false, so the table does not give the step's answer away.
 */
export function turnPrompt(state: GanjifaState, names: string[], helpful = true): string {
  const who = ganjifaPlay.toAct(state);
  if (who === null) return 'Das Geben ist vorbei: Alle Hände sind leer.';
  const name = nameOf(names, who);
  const trump = state.trumpSuit;
  const led = state.ledSuit;
  if (who === 0) {
    switch (state.phase) {
      case 'CHOOSE_PERIOD':
        return 'Du bist am Zug: Wähle Tag oder Nacht – danach wird gegeben.';
      case 'LEAD':
        if (state.trickNo === 1)
          return `Du eröffnest das Geben: Spiel ${cardWithArticle(state.period === 'night' ? 'KRI-R' : 'RAM-R', 'akk')} aus.`;
        return 'Du bist am Zug: Spiel eine Karte aus – oder eine Dukal-Sequenz, wenn du eine hast.';
      case 'FOLLOW':
        return led && trump ? `Du bist am Zug: ${followHelp(state.hands[0] ?? [], led, trump, helpful)}` : 'Du bist am Zug.';
      case 'DUKAL_DISCARD':
        return `Du bist am Zug: ${capital(discardText(discardsLeft(state, 0)))} – jede Farbe ist erlaubt.`;
      default:
        return 'Du bist am Zug.';
    }
  }
  switch (state.phase) {
    case 'LEAD':
      return state.trickNo === 1 ? `${name} eröffnet das Geben mit dem Trumpf-Raja.` : `${name} ist am Zug und spielt aus.`;
    case 'FOLLOW':
      return `${name} ist am Zug und legt eine Karte zum Stich.`;
    case 'DUKAL_DISCARD':
      return `${name} ist am Zug und muss ${discardText(discardsLeft(state, who))}.`;
    default:
      return `${name} ist am Zug.`;
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What following means for this hand: bedienen, or (blank) trump or the next held suit. */
function followHelp(hand: readonly string[], led: Suit, trump: Suit, helpful: boolean): string {
  const ledName = SUIT_NAMES[led];
  if (!helpful) return `Leg eine Karte zum Stich – ausgespielt ist ${ledName}.`;
  if (hand.some((c) => c.startsWith(led + '-'))) return `Bediene ${ledName}.`;
  const next = nextHeldSuit(hand, led);
  const hasTrump = hand.some((c) => c.startsWith(trump + '-'));
  if (next === null) return `Du bist in ${ledName} blank.`;
  if (next === trump) return `Du bist in ${ledName} blank, und die nächste Farbe, die du hältst, ist der Trumpf ${SUIT_NAMES[trump]}.`;
  if (!hasTrump || led === trump) return `Du bist in ${ledName} blank: Spiel die nächste Farbe, die du hältst – ${SUIT_NAMES[next]}.`;
  return `Du bist in ${ledName} blank: Stich mit ${SUIT_NAMES[trump]} oder spiel die nächste Farbe, die du hältst – ${SUIT_NAMES[next]}.`;
}

/** The card that won a finished trick (the winner's card), or null for a Dukal. */
function winningCard(last: LastTrick): string | null {
  if (last.kind === 'dukal') return null;
  return last.cards.find((p) => p.seat === last.winner)?.card ?? null;
}

/** „Anna gewinnt den Stich mit der Rama 9.“ / „Du bekommst alle 15 Karten des Dukals.“ */
export function lastTrickText(last: LastTrick, names: string[]): string {
  const card = winningCard(last);
  if (card === null) return `${subjectVerb(names, last.winner, 'bekommst', 'bekommt')} alle ${last.cards.length} Karten des Dukals.`;
  return `${subjectVerb(names, last.winner, 'gewinnst', 'gewinnt')} den Stich mit ${cardWithArticle(card, 'dat')}.`;
}

/** The result of a finished deal: captured cards per player (120 in all); ties share the win. */
export function ganjifaResult(state: GanjifaState, names: string[]): GameResult {
  const scores = state.captured.map((p) => p.length);
  const winners = winnersOf(scores, 'hoch');
  const top = scores[winners[0]!] ?? 0;
  const headline =
    winners.length === 1
      ? `${subjectVerb(names, winners[0]!, 'gewinnst', 'gewinnt')} mit ${top} von 120 Karten.`
      : `${groupVerb(names, winners, { du: 'teilst dir', er: 'teilt sich', ihr: 'teilt euch', sie: 'teilen sich' })} den Sieg mit je ${cardsText(top)}.`;
  const explanation = [
    `Jede erbeutete Karte zählt einen Punkt, ein Raja nicht mehr als eine Zahl: ${scores.join(' + ')} = ${scores.reduce((a, b) => a + b, 0)}.`,
  ];
  if (winners.length > 1) {
    explanation.push(
      winners.length === 3
        ? 'Alle drei haben gleich viele Karten erbeutet. Einen Stichentscheid gibt es nicht – also gewinnt ihr alle drei.'
        : `Bei Gleichstand an der Spitze gibt es keinen Stichentscheid: ${groupVerb(names, winners, { du: 'gewinnst', er: 'gewinnt', ihr: 'gewinnt', sie: 'gewinnen' })} gemeinsam.`,
    );
  }
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const places = distinct.map((v) => {
    const group = scores.flatMap((x, s) => (x === v ? [s] : []));
    return `${joinAnd(group.map((s) => nameOf(names, s)))}: ${group.length > 1 ? 'je ' : ''}${plural(v, 'Karte', 'Karten')}`;
  });
  return { headline, places, placesNote: 'Nach erbeuteten Karten, die meisten zuerst:', explanation };
}
