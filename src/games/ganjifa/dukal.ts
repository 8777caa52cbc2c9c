/**
 * The Dukal-Sequenz (shared/rules/ganjifa.md §5.4, G10–G12): Raja + Mantri + one gap-free run of
 * at least three numbers (no wrap from 10 to 1), all of one suit. `isDukal` is the spec's test,
 * `whyNotDukal` says in German why a set of cards is not one, and `dukalSets` lists every Dukal a
 * hand can lead — every sub-run of length ≥ 3 of every run, as the leader may choose (GT-28).
 */
import { joinAnd } from '../core/text';
import type { CardId } from '../core/types';
import { CARD_IDS, SUITS, SUIT_NAMES, cardName, cardIndex, isCardId, rankIndex, sortCanonical, suitIndex } from './cards';

/** Bit r of the result: the hand holds rank r of suit `suit` (r = 0–9 numbers, 10 Mantri, 11 Raja). */
function rankMask(cards: readonly CardId[], suit: number): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) {
    const k = cardIndex(cards[i]!);
    if (Math.floor(k / 12) === suit) mask |= 1 << (k % 12);
  }
  return mask;
}

const COURTS = (1 << 10) | (1 << 11);

/** §5.4 isDukal(cards). */
export function isDukal(cards: readonly CardId[]): boolean {
  if (!Array.isArray(cards) || cards.length < 5) return false;
  let suit = -1;
  let mask = 0;
  for (const c of cards) {
    if (!isCardId(c)) return false;
    const s = suitIndex(c);
    if (suit === -1) suit = s;
    else if (s !== suit) return false;
    const bit = 1 << rankIndex(c);
    if (mask & bit) return false; // the same card twice
    mask |= bit;
  }
  if ((mask & COURTS) !== COURTS) return false;
  const numbers = mask & 0x3ff;
  if (numbers === 0 || cards.length - 2 < 3) return false;
  // One gap-free run: shifting the lowest bit to bit 0 leaves 2^k − 1.
  const run = numbers / (numbers & -numbers);
  return (run & (run + 1)) === 0;
}

/** The cards in the canonical order a LEAD_DUKAL move lists them (numbers ascending, Mantri, Raja). */
export function canonicalDukal(cards: readonly CardId[]): CardId[] {
  return sortCanonical(cards);
}

const COUNT_WORDS = ['keine', 'nur eine', 'nur zwei'];

/**
 * Why `cards` is not a Dukal-Sequenz, as a German sentence (null when it is one). The first
 * failing condition of §5.4 is named: one suit, Raja and Mantri, at least three numbers, no gap.
 */
export function whyNotDukal(cards: readonly CardId[]): string | null {
  if (!Array.isArray(cards) || cards.length === 0) {
    return 'Wähle die Karten der Dukal-Sequenz aus: Raja, Mantri und mindestens drei aufeinanderfolgende Zahlen einer Farbe.';
  }
  for (const c of cards) if (!isCardId(c)) return `„${String(c)}“ ist keine Karte dieses Spiels.`;
  for (let i = 0; i < cards.length; i++) {
    if (cards.indexOf(cards[i]!) !== i) return `Jede Karte zählt nur einmal: ${cardName(cards[i]!)} ist doppelt genannt.`;
  }
  const suits: number[] = [];
  for (const c of cards) if (!suits.includes(suitIndex(c))) suits.push(suitIndex(c));
  if (suits.length > 1) {
    const names = suits.sort((a, b) => a - b).map((s) => SUIT_NAMES[SUITS[s]!]);
    return `Eine Dukal-Sequenz besteht aus Karten einer einzigen Farbe – hier sind ${joinAnd(names)} gemischt.`;
  }
  const suit = suits[0]!;
  const mask = rankMask(cards, suit);
  const hasR = (mask & (1 << 11)) !== 0;
  const hasM = (mask & (1 << 10)) !== 0;
  if (!hasR || !hasM) {
    const missing = !hasR && !hasM ? 'fehlen beide' : !hasR ? 'fehlt der Raja' : 'fehlt der Mantri';
    return `Zu einer Dukal-Sequenz gehören Raja und Mantri derselben Farbe – hier ${missing}.`;
  }
  const numbers: number[] = [];
  for (let r = 0; r < 10; r++) if (mask & (1 << r)) numbers.push(r + 1);
  if (numbers.length < 3) {
    return `Zu Raja und Mantri gehören mindestens drei aufeinanderfolgende Zahlen derselben Farbe – hier ${numbers.length === 1 ? 'ist es' : 'sind es'} ${COUNT_WORDS[numbers.length]}.`;
  }
  for (let i = 1; i < numbers.length; i++) {
    const a = numbers[i - 1]!;
    const b = numbers[i]!;
    if (b === a + 1) continue;
    const gap: string[] = [];
    for (let v = a + 1; v < b; v++) gap.push(String(v));
    const what =
      gap.length === 1 ? `fehlt die ${gap[0]}` : gap.length <= 3 ? `fehlen ${joinAnd(gap)}` : `fehlen die Zahlen ${a + 1} bis ${b - 1}`;
    const wrap = numbers[0] === 1 && numbers[numbers.length - 1] === 10 ? ' Nach der 10 geht die Folge nicht wieder bei 1 weiter.' : '';
    return `Die Zahlen müssen lückenlos aufeinanderfolgen: Zwischen ${a} und ${b} ${what}.${wrap}`;
  }
  return null;
}

/**
 * Every Dukal `hand` can lead, as canonical card lists, in a stable order: by suit (avatar order),
 * then by the run's lowest number, then by length. A run of L numbers gives every sub-run of
 * length 3…L.
 */
export function dukalSets(hand: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  // Per suit: the rank bits present.
  const masks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < hand.length; i++) {
    const k = cardIndex(hand[i]!);
    masks[Math.floor(k / 12)]! |= 1 << (k % 12);
  }
  for (let s = 0; s < 10; s++) pushDukalSets(masks[s]!, s, out);
  return out;
}

/**
 * Appends to `out` every Dukal of suit index `suit` that a hand with the rank bits `mask` of that
 * suit can lead (see dukalSets for the order). The engine calls it for the few suits that can
 * hold one.
 */
export function pushDukalSets(mask: number, suit: number, out: CardId[][]): void {
  if ((mask & COURTS) !== COURTS) return;
  const base = 12 * suit;
  for (let v = 0; v < 8; v++) {
    if (!(mask & (1 << v))) continue;
    // the longest run from v
    let end = v;
    while (end + 1 < 10 && mask & (1 << (end + 1))) end++;
    for (let last = v + 2; last <= end; last++) {
      const cards: CardId[] = [];
      for (let r = v; r <= last; r++) cards.push(CARD_IDS[base + r]!);
      cards.push(CARD_IDS[base + 10]!, CARD_IDS[base + 11]!);
      out.push(cards);
    }
  }
}

/** The suit of a Dukal and its cards in words („Raja, Mantri, 3, 4 und 5“), for sentences. */
export function dukalParts(cards: readonly CardId[]): { suit: string; cards: string } {
  const sorted = sortCanonical(cards);
  const suit = SUIT_NAMES[SUITS[suitIndex(sorted[0]!)]!];
  const numbers = sorted.filter((c) => rankIndex(c) < 10).map((c) => String(rankIndex(c) + 1));
  return { suit, cards: joinAnd(['Raja', 'Mantri', ...numbers]) };
}
