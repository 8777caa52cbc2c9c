/**
 * The invariants of shared/rules/dudab.md (§3–§5, §11) plus the engine's bookkeeping, for the
 * checking wrapper (core/checked.ts) in tests — never in the hot path. Throws an Error naming the
 * first broken invariant.
 */
import type { CardId } from '../core/types';
import { CARD_COUNT, CARD_INDEX, isCanonical, isCardId, isDudab, isSchamane, wunschIndex } from './cards';
import { nextSeat } from '../core/seats';
import { hasOpenWish, rowCount, startSeatOfRound, turnPhase } from './position';
import { rundenPunkte } from './wertung';
import type { DudabState } from './types';

function fail(msg: string): never {
  throw new Error(`Dudab invariant broken: ${msg}`);
}

/** Every card of the state, in a fixed order (hands, Sammelstapel, rows, discard, pile). */
export function allCards(s: DudabState): CardId[] {
  const all: CardId[] = [];
  for (const h of s.hands) all.push(...h);
  for (const p of s.sammelstapel) all.push(...p);
  for (const r of s.reihen) all.push(...r.karten);
  all.push(...s.abwurf, ...s.nachziehstapel);
  return all;
}

export function assertDudabInvariants(s: DudabState): void {
  const n = s.options.spieler;
  if (!Number.isInteger(n) || n < 2 || n > 6) fail(`spieler ${n}`);
  if (s.hands.length !== n || s.sammelstapel.length !== n || s.known.length !== n || s.offenImStapel.length !== n) {
    fail('per-seat arrays must have one entry per seat');
  }

  // Card conservation: all 80 cards exactly once.
  const all = allCards(s);
  if (all.length !== CARD_COUNT) fail(`${all.length} cards instead of ${CARD_COUNT}`);
  const seen = new Uint8Array(CARD_COUNT);
  for (const c of all) {
    if (!isCardId(c)) fail(`unknown card ${String(c)}`);
    const i = CARD_INDEX[c]!;
    if (seen[i]) fail(`card ${c} appears twice`);
    seen[i] = 1;
  }

  // Hands canonical; known cards are in the hand.
  s.hands.forEach((h, p) => {
    if (!isCanonical(h)) fail(`hand ${p} is not in canonical order`);
    if (!isCanonical(s.known[p]!)) fail(`known ${p} is not in canonical order`);
    for (const c of s.known[p]!) if (h.indexOf(c) === -1) fail(`known card ${c} is not in hand ${p}`);
  });

  // Cards known to be in a Sammelstapel (taken rows) are there, each listed once.
  s.offenImStapel.forEach((k, p) => {
    k.forEach((c, i) => {
      if (s.sammelstapel[p]!.indexOf(c) === -1) fail(`openly taken card ${c} is not in Sammelstapel ${p}`);
      if (k.indexOf(c) !== i) fail(`openly taken card ${c} is listed twice for seat ${p}`);
    });
  });

  // Rows (§3.3, §4, D7).
  if (s.reihen.length !== rowCount(n)) fail(`${s.reihen.length} rows for ${n} players`);
  s.reihen.forEach((r, i) => {
    if (r.karten.length < 1 || r.karten.length > 5) fail(`row ${i} holds ${r.karten.length} cards`);
    const top = r.karten[r.karten.length - 1]!;
    if (isDudab(top) !== (r.wunsch !== null)) fail(`row ${i}: a wish belongs exactly to a Dudab on top`);
    if (r.wunsch !== null && wunschIndex(r.wunsch) < 0) fail(`row ${i}: bad wish`);
  });

  // Rounds and scores.
  if (!Number.isInteger(s.runde) || s.runde < 1 || s.runde > s.options.runden) fail(`runde ${s.runde}`);
  if (s.startSpieler !== startSeatOfRound(s.options.startSeat, s.runde, n)) fail('wrong start player for this round');
  const ended = s.phase === 'rundenende' || s.phase === 'spielende';
  if (s.punkte.length !== (ended ? s.runde : s.runde - 1)) fail(`${s.punkte.length} scored rounds in round ${s.runde} (${s.phase})`);
  for (const row of s.punkte) if (row.length !== n) fail('a score row has the wrong length');
  if ((s.phase === 'spielende') !== (ended && s.runde === s.options.runden)) fail('spielende exactly after the last round');
  if (s.toAct < 0 || s.toAct >= n || !Number.isInteger(s.toAct)) fail(`toAct ${s.toAct}`);

  if (ended) {
    // §5.9: the round ended on the draw that emptied the pile; hands went into the Sammelstapel.
    if (s.nachziehstapel.length !== 0) fail('round over with cards in the Nachziehstapel');
    if (s.hands.some((h) => h.length > 0)) fail('hands must be empty at round end');
    if (s.verhext !== null) fail('a curse outlived the round');
    if (s.handAmEnde === null || s.handAmEnde.length !== n) fail('handAmEnde missing at round end');
    const last = s.punkte[s.punkte.length - 1]!;
    s.sammelstapel.forEach((p, i) => {
      if (rundenPunkte(p) !== last[i]) fail(`seat ${i}: round score ${last[i]} does not match its Sammelstapel`);
    });
    if (s.phase === 'rundenende' && s.toAct !== startSeatOfRound(s.options.startSeat, s.runde + 1, n)) {
      fail('rundenende waits for the next round’s start player');
    }
    return;
  }
  if (s.handAmEnde !== null) fail('handAmEnde set during a round');
  if (s.nachziehstapel.length === 0) fail('empty Nachziehstapel during a round (§5.9)');

  // Hands between turns 2…5 (§5.1); the actor may be reducing (3…4) or dumping (6…9).
  s.hands.forEach((h, p) => {
    if (p === s.toAct && s.phase === 'reduzieren') {
      if (h.length < 3 || h.length > 4) fail(`reduzieren with ${h.length} cards`);
    } else if (p === s.toAct && s.phase === 'entsorgen') {
      if (h.length < 6 || h.length > 9) fail(`entsorgen with ${h.length} cards`);
    } else if (h.length < 2 || h.length > 5) fail(`hand ${p} holds ${h.length} cards between turns`);
  });

  // Curse (§4): it waits for the next player, on a shaman on top.
  const curse = s.verhext;
  if (curse !== null) {
    const row = s.reihen[curse.reihe];
    if (!row) fail('curse on a missing row');
    if (!isSchamane(row.karten[row.karten.length - 1]!)) fail('the cursing shaman is not on top of its row');
  }
  switch (s.phase) {
    case 'zug':
    case 'wunsch':
    case 'verhext':
      if (s.phase !== turnPhase(s.reihen, curse, s.toAct)) fail(`phase ${s.phase} but §5.1 says ${turnPhase(s.reihen, curse, s.toAct)}`);
      if (curse !== null && curse.seat !== s.toAct) fail('a curse for somebody else than the player to act');
      break;
    case 'reduzieren':
    case 'entsorgen':
      if (curse !== null && curse.seat !== nextSeat(n, s.toAct)) fail('a curse must wait for the next player');
      if (s.phase === 'entsorgen' && curse !== null) fail('entsorgen follows the penalty, which ends the curse');
      break;
    default:
      fail(`unknown phase ${String(s.phase)}`);
  }
  if (s.phase === 'zug' && hasOpenWish(s.reihen)) fail('zug with an open wish');
}
