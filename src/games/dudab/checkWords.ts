/**
 * The German wording of Dudab's refusals (./check.ts): why a card may not go on a row
 * (`whyNotPlace`, also for the hints), the open wishes, the cards that answer a curse.
 */
import type { CardId } from '../core/types';
import { capitalize, joinAnd, joinOr } from '../core/text';
import { CARD_IDS, CARD_INDEX, DUDAB, SCHAMANE, cardName, cardPhrase, farbeAt, kindAt, symAt, wunschText, zifAt } from './cards';
import type { DudabState, Wunsch } from './types';

const FARBE_ADJ = ['rot', 'gelb', 'grün', 'blau'];
const SYMBOL_AKK = ['eine Hand', 'eine Keule', 'ein Mammut', 'ein Fell'];

export function cardsName(n: number): string {
  return n === 1 ? 'eine Karte' : `${n} Karten`;
}

/** „eine 1 oder eine 3“: the digits that may follow `z` (D5). */
function neighbours(z: number): string {
  const out: string[] = [];
  if (z > 1) out.push(`eine ${z - 1}`);
  if (z < 4) out.push(`eine ${z + 1}`);
  return joinOr(out);
}

/** Why the non-Dudab card `c` may not go on a row with top `t` and wish `w` under P (§4), as a sentence. */
export function whyNotPlace(c: number, t: number, w: Wunsch | null, reihe: number): string {
  const card = nameAt(c);
  const top = nameAt(t);
  if (kindAt(t) === DUDAB && w !== null) {
    return `${capitalize(cardPhraseAt(c, 'nom'))} erfüllt den Wunsch in Reihe ${reihe + 1} nicht: Gewünscht ist ${wunschText(w)}.`;
  }
  if (kindAt(t) === SCHAMANE) {
    if (kindAt(c) === SCHAMANE) {
      return 'Ein Schamane darf nur als Antwort auf einen Fluch auf einen anderen Schamanen gelegt werden.';
    }
    return `Auf einen Schamanen passt nur eine Ziffer-Karte seiner Farbe: Auf ${cardPhraseAt(t, 'akk')} in Reihe ${reihe + 1} gehört eine ${FARBE_ADJ[farbeAt(t)]}e Ziffer-Karte.`;
  }
  // top is a Ziffer-Karte
  if (kindAt(c) === SCHAMANE) {
    return `Ein Schamane passt nur auf eine Ziffer-Karte seiner Farbe: ${capitalize(cardPhraseAt(c, 'nom'))} braucht eine ${FARBE_ADJ[farbeAt(c)]}e Ziffer-Karte, oben auf Reihe ${reihe + 1} liegt ${top}.`;
  }
  const sameColour = farbeAt(c) === farbeAt(t);
  const sameSymbol = symAt(c) === symAt(t);
  const diff = Math.abs(zifAt(c) - zifAt(t));
  const badDigit = diff !== 1;
  const wrap = diff === 3 ? ' Die Ziffern laufen nicht im Kreis: Von 4 geht es nicht weiter zur 1.' : '';
  const problems = (sameColour ? 1 : 0) + (sameSymbol ? 1 : 0) + (badDigit ? 1 : 0);
  if (problems === 1) {
    if (sameColour) return `Gleiche Farbe: ${card} und ${top} sind beide ${FARBE_ADJ[farbeAt(c)]}. Die Farben müssen sich unterscheiden.`;
    if (sameSymbol)
      return `Gleiches Symbol: ${card} und ${top} zeigen beide ${SYMBOL_AKK[symAt(c)]}. Die Symbole müssen sich unterscheiden.`;
    return `Die Ziffer muss sich um genau eins unterscheiden: Auf ${top} passt nur ${neighbours(zifAt(t))}.${wrap}`;
  }
  const clauses: string[] = [];
  if (sameColour) clauses.push('gleiche Farbe');
  if (sameSymbol) clauses.push('gleiches Symbol');
  if (badDigit) clauses.push(diff === 0 ? 'gleiche Ziffer' : 'die Ziffer liegt nicht um eins daneben');
  return `${card} passt nicht auf ${top}: ${joinAnd(clauses)}. Farbe und Symbol müssen verschieden sein, und die Ziffer muss um genau eins größer oder kleiner sein.${wrap}`;
}

function nameAt(i: number): string {
  return cardName(CARD_IDS[i]!);
}
function cardPhraseAt(i: number, kasus: 'nom' | 'akk' | 'dat'): string {
  return cardPhrase(CARD_IDS[i]!, kasus);
}

/** „In Reihe 1 ist die Farbe Gelb gewünscht“ for every open wish. */
export function openWishes(s: DudabState): string {
  const parts: string[] = [];
  s.reihen.forEach((row, r) => {
    if (row.wunsch !== null) parts.push(`in Reihe ${r + 1} ${wunschText(row.wunsch)}`);
  });
  return `Gewünscht ${parts.length === 1 ? 'ist' : 'sind'} ${joinAnd(parts)}`;
}

/** „einen Schamanen“, „eine Dudab-Karte“, „einen Schamanen und eine Dudab-Karte“. */
export function answerCards(hand: readonly CardId[]): string {
  let s = false;
  let d = false;
  for (const c of hand) {
    const k = kindAt(CARD_INDEX[c]!);
    if (k === SCHAMANE) s = true;
    if (k === DUDAB) d = true;
  }
  return s && d ? 'einen Schamanen und eine Dudab-Karte' : s ? 'einen Schamanen' : 'eine Dudab-Karte';
}

export const ORDER_REASON =
  'Die Karten eines Spielzugs stehen in der festen Reihenfolge der Kartenliste: erst die Ziffer-Karten, dann die Schamanen, dann die Dudab-Karten.';
