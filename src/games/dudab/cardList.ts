/**
 * Dudab cards in a German sentence (the log and the scoring explainer): a list in one case, with
 * cards of the same name counted („zwei Dudab-Karten“, „zwei rote Schamanen“).
 */
import type { CardId } from '../core/types';
import { joinAnd } from '../core/text';
import { cardName, cardPhrase, isDudab } from './cards';

const ZAHLWORT = ['keine', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'];

/** `n` ≥ 2 cards of the same name `card`: „zwei Dudab-Karten“, „zwei rote Schamanen“ (dative „zwei roten Schamanen“). */
function severalAlike(card: CardId, n: number, kasus: 'nom' | 'akk' | 'dat'): string {
  const zahl = ZAHLWORT[n] ?? String(n);
  if (isDudab(card)) return `${zahl} Dudab-Karten`;
  const schamane = /^(\S+)er Schamane$/.exec(cardName(card));
  return schamane ? `${zahl} ${schamane[1]}${kasus === 'dat' ? 'en' : 'e'} Schamanen` : `${zahl} Karten „${cardName(card)}“`;
}

/**
 * Cards in a sentence, in case `kasus`. Cards of the same name (the eight Dudab-Karten, the two
 * shamans of a colour) are counted where the first one stands („zwei Dudab-Karten und Rot · Hand ·
 * 1“), never listed one by one („eine Dudab-Karte und eine Dudab-Karte“).
 */
export function cardList(cards: readonly CardId[], kasus: 'nom' | 'akk' | 'dat' = 'akk'): string {
  const count = new Map<string, number>();
  for (const c of cards) count.set(cardName(c), (count.get(cardName(c)) ?? 0) + 1);
  const parts: string[] = [];
  for (const c of cards) {
    const n = count.get(cardName(c))!;
    if (n === 1) parts.push(cardPhrase(c, kasus));
    else if (n > 1) parts.push(severalAlike(c, n, kasus));
    count.set(cardName(c), 0); // said: the others of this name are in it
  }
  return joinAnd(parts);
}
