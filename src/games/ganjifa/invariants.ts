/**
 * The invariants of shared/rules/ganjifa.md §5.7 (and the shape of the state) for the checking
 * wrapper core/checked.ts and the tests — never called on the hot path.
 */
import type { CardId } from '../core/types';
import { CARD_IDS, SUITS, cardIndex, isCardId, suitIndex, trumpOf, trumpRajaOf } from './cards';
import { isDukal } from './dukal';
import { suitCountsOf } from './position';
import { SEATS } from './setup';
import type { GanjifaState } from './types';

export function assertGanjifaInvariants(s: GanjifaState): void {
  const bad = (msg: string): never => {
    throw new Error(`ganjifa invariant: ${msg}`);
  };
  // Conservation (§5.7, GT-35): every one of the 120 cards in exactly one place.
  const seen = new Uint8Array(120);
  const count = (cards: readonly CardId[], where: string) => {
    for (const c of cards) {
      if (!isCardId(c)) bad(`${where}: unknown card ${JSON.stringify(c)}`);
      const k = cardIndex(c);
      if (seen[k]) bad(`card ${c} is in two places (again in ${where})`);
      seen[k] = 1;
    }
  };
  count(s.deck, 'deck');
  s.hands.forEach((h, p) => count(h, `hands[${p}]`));
  count(
    s.trick.map((t) => t.card),
    'trick',
  );
  count(s.dukal?.cards ?? [], 'dukal');
  count(
    s.discards.map((d) => d.card),
    'discards',
  );
  s.captured.forEach((c, p) => count(c, `captured[${p}]`));
  for (let k = 0; k < 120; k++) if (!seen[k]) bad(`card ${CARD_IDS[k]} has vanished`);

  if (s.hands.length !== SEATS || s.captured.length !== SEATS || s.voids.length !== SEATS) bad('three seats');
  s.hands.forEach((h, p) => {
    for (let i = 1; i < h.length; i++) if (cardIndex(h[i - 1]!) >= cardIndex(h[i]!)) bad(`hands[${p}] is not in canonical order`);
  });
  s.hands.forEach((h, p) => {
    const counts = suitCountsOf(h);
    const kept = s.suitCounts[p];
    if (!kept || kept.length !== 10 || counts.some((n, i) => kept[i] !== n)) bad(`suitCounts[${p}] does not match the hand`);
  });
  s.captured.forEach((c, p) => {
    if (c.length % 3 !== 0) bad(`captured[${p}] holds ${c.length} cards, not a multiple of 3`);
  });
  s.voids.forEach((mask, p) => {
    for (const c of s.hands[p]!) if (mask & (1 << suitIndex(c))) bad(`seat ${p} is marked blank in ${SUITS[suitIndex(c)]} but holds ${c}`);
  });

  if (s.phase === 'CHOOSE_PERIOD') {
    if (s.period !== null || s.trumpSuit !== null) bad('the period is set before M1');
    if (s.deck.length !== 120) bad('before M1 the whole deck is undealt');
    if (s.toAct !== 0) bad('seat 0 chooses the period');
    return;
  }
  if (s.deck.length !== 0) bad('the deck is dealt at M1');
  if (s.period === null || s.trumpSuit !== trumpOf(s.period)) bad('period and trump suit disagree');
  const raja = trumpRajaOf(s.period!);
  const h = s.hands[s.leader]!.length;
  const lead = (i: number) => (s.leader + i) % SEATS;

  if (s.trickNo === 1) {
    const captured = s.captured.reduce((n, c) => n + c.length, 0);
    if (captured !== 0) bad('cards captured in trick 1');
  } else if (!s.captured.some((c) => c.includes(raja))) bad(`${raja} is not captured after trick 1 (§5.7)`);

  switch (s.phase) {
    case 'LEAD':
    case 'GAME_OVER':
      if (s.trick.length || s.dukal || s.discards.length) bad(`${s.phase} with cards on the table`);
      if (s.hands.some((x) => x.length !== h)) bad('hands differ in size at LEAD (§5.7)');
      if (s.toAct !== s.leader) bad('the leader acts at LEAD');
      if (s.phase === 'LEAD' && h === 0) bad('LEAD with empty hands');
      if (s.phase === 'GAME_OVER' && h !== 0) bad('GAME_OVER with cards in hand');
      if (s.phase === 'LEAD' && s.trickNo === 1 && !s.hands[s.leader]!.includes(raja)) bad('trick 1 is led by the trump Raja holder');
      break;
    case 'FOLLOW':
      if (s.trick.length < 1 || s.trick.length > 2 || s.dukal) bad('FOLLOW needs 1 or 2 trick cards and no Dukal');
      s.trick.forEach((t, i) => {
        if (t.seat !== lead(i)) bad('trick out of play order');
      });
      if (s.ledSuit !== SUITS[suitIndex(s.trick[0]!.card)]) bad('ledSuit is not the suit of the first trick card');
      if (s.trickNo === 1 && s.trick[0]!.card !== raja) bad('trick 1 not led with the trump Raja');
      if (s.toAct !== lead(s.trick.length)) bad('wrong actor in FOLLOW');
      for (let p = 0; p < SEATS; p++) {
        const played = s.trick.some((t) => t.seat === p);
        if (s.hands[p]!.length !== (played ? h : h + 1)) bad(`hand size of seat ${p} does not fit the trick`);
      }
      break;
    case 'DUKAL_DISCARD': {
      const d = s.dukal;
      if (!d || s.trick.length) bad('DUKAL_DISCARD needs a Dukal and no trick');
      if (d!.seat !== s.leader || d!.m !== d!.cards.length || !isDukal(d!.cards)) bad('the Dukal is not valid');
      if (s.discards.length >= 2 * d!.m) bad('all discards made but the Dukal not resolved');
      s.discards.forEach((x, i) => {
        if (x.seat !== lead(i < d!.m ? 1 : 2)) bad('discards out of order');
      });
      if (s.toAct !== lead(s.discards.length < d!.m ? 1 : 2)) bad('wrong actor in DUKAL_DISCARD');
      for (const k of [1, 2]) {
        const p = lead(k);
        const done = s.discards.filter((x) => x.seat === p).length;
        if (s.hands[p]!.length !== h + d!.m - done) bad(`hand size of seat ${p} does not fit the Dukal`);
      }
      break;
    }
    default:
      bad(`unknown phase ${String(s.phase)}`);
  }
  if (s.phase === 'GAME_OVER' && s.captured.reduce((n, c) => n + c.length, 0) !== 120) bad('scores do not sum to 120');
}
