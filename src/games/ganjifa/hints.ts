/**
 * Why „Tipp“ suggests a move in Ganjifa: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts) as a German clause for „… weil ‹clause›.“. Its own module: the page loads it with
 * the first „Tipp“ (kit.hintWhy).
 */
import { isBoss, isSureWinner, knowledgeOf } from './bots';
import { cardWithArticle, suitIndex, suitName, suitOf } from './cards';
import { beatsInTrick, winningIndex } from './position';
import type { GanjifaMove, GanjifaView } from './types';

/**
 * Why the heuristic bot (and so „Tipp“) chooses `move` at `view`: a German clause for „… weil
 * ‹clause›.“ — „keine Karte mehr im Spiel ist, die sie schlagen kann“. Null when there is nothing
 * useful to say.
 */
export function hintWhy(view: GanjifaView, move: GanjifaMove): string | null {
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
      const k = knowledgeOf(view);
      const card = cardWithArticle(move.card, 'nom');
      if (isSureWinner(k, move.card)) {
        return suitIndex(move.card) === k.trump && k.unseen[k.trump]! > 0
          ? `${card} der höchste Trumpf im Spiel ist und die anderen ihre Trümpfe zugeben müssen`
          : `keine Karte im Spiel ${cardWithArticle(move.card, 'akk')} noch schlagen kann`;
      }
      if (isBoss(k, move.card)) return `${card} die höchste ${suitName(suitOf(move.card))}-Karte im Spiel ist`;
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
