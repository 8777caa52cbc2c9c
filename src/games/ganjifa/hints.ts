/**
 * Why „Tipp“ suggests a move in Ganjifa: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts) as a German clause for „… weil ‹clause›.“. Its own module: the page loads it with
 * the first „Tipp“ (kit.hintWhy).
 */
import { SUITS, cardIndex, cardWithArticle, suitIndex, suitName, suitOf } from './cards';
import { isBossAt, isSureWinnerAt, readView } from './heuristic';
import { unseen } from './heuristicTables';
import { beatsInTrick, winningIndex } from './position';
import type { CardId } from '../core/types';
import type { GanjifaMove, GanjifaView } from './types';

/** The heuristic's „sure winner“ test at `view`: nobody can beat a lead of the card. */
function sureWinners(view: GanjifaView): (card: CardId) => boolean {
  const { trump, v1, v2 } = readView(view);
  return (card) => isSureWinnerAt(cardIndex(card), trump, v1, v2);
}

/**
 * Why `move` is better than `made` (the analysis), about the difference of the two only: one wins
 * the trick for sure or beats the highest card in the trick and the other does not. Null otherwise.
 */
function versus(view: GanjifaView, move: GanjifaMove, made: GanjifaMove): string | null {
  if (!('card' in move) || !('card' in made) || move.type !== made.type) return null;
  const better = cardWithArticle(move.card, 'nom');
  const worse = cardWithArticle(made.card, 'nom');
  if (move.type === 'LEAD') {
    const sure = sureWinners(view);
    if (sure(move.card) && !sure(made.card)) return `${better} den Stich sicher gewinnt, ${worse} nicht`;
    return null;
  }
  if (move.type === 'PLAY') {
    const top = view.trick[winningIndex(view.trick, view.trumpSuit!)]!.card;
    const beats = (c: string) => beatsInTrick(c, top, view.ledSuit!, view.trumpSuit!);
    if (beats(move.card) && !beats(made.card)) return `${better} die bisher höchste Karte im Stich schlägt, ${worse} nicht`;
    return null;
  }
  return null;
}

/**
 * Why the heuristic bot (and so „Tipp“) chooses `move` at `view`: a German clause for „… weil
 * ‹clause›.“ — „keine Karte mehr im Spiel ist, die sie schlagen kann“. Null when there is nothing
 * useful to say.
 */
export function hintWhy(view: GanjifaView, move: GanjifaMove, made?: GanjifaMove): string | null {
  if (made) return versus(view, move, made);
  if (view.legal.length === 1) {
    if (move.type === 'LEAD' && view.trickNo === 1) return 'der Trumpf-Raja jedes Geben eröffnet';
    return 'das dein einziger erlaubter Zug ist';
  }
  switch (move.type) {
    case 'CHOOSE_PERIOD':
      return 'du vor dem Geben noch keine Karte siehst und Tag und Nacht darum gleich gut sind';
    case 'LEAD_DUKAL':
      return `eine Dukal-Sequenz von selbst gewinnt und dir ${3 * move.cards.length} Karten bringt`;
    case 'LEAD': {
      const sure = sureWinners(view);
      const card = cardWithArticle(move.card, 'nom');
      if (sure(move.card)) {
        const trump = SUITS.indexOf(view.trumpSuit!);
        return suitIndex(move.card) === trump && unseen[trump]! > 0
          ? `${card} der höchste Trumpf im Spiel ist und die anderen ihre Trümpfe zugeben müssen`
          : `keine Karte im Spiel ${cardWithArticle(move.card, 'akk')} noch schlagen kann`;
      }
      if (isBossAt(cardIndex(move.card))) return `${card} die höchste ${suitName(suitOf(move.card))}-Karte im Spiel ist`;
      // Only true when it is: no card of the hand is a sure winner.
      if (view.hand.some(sure)) return null;
      return `du keine sichere Stichkarte hast und ${card} dir am wenigsten nützt`;
    }
    case 'PLAY': {
      const best = view.trick[winningIndex(view.trick, view.trumpSuit!)]!.card;
      if (beatsInTrick(move.card, best, view.ledSuit!, view.trumpSuit!)) return 'du damit den Stich am billigsten gewinnst';
      return `du den Stich nicht sicher gewinnen kannst und ${cardWithArticle(move.card, 'nom')} dir am wenigsten nützt`;
    }
    case 'DISCARD':
      return `${cardWithArticle(move.card, 'nom')} dir von deinen Karten am wenigsten nützt`;
  }
}
