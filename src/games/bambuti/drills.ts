/**
 * „Übungen“ for Bambuti (issue 17), a first three rules kinds over core/drills.ts, each named with
 * its section of shared/rules/bambuti.md and the engine call that decides it: where a mask may go
 * (`legalMoves`, reasons from `check`), who gets a column's Punkteanzeiger after a placement
 * (`play`), how many points a drum brings now (`play(trommeln)`, the Wertung event).
 */
import type { DrillGame, DrillKind } from '../core/drills';
import { randomInt } from '../core/rng';
import { capitalize, nameOf } from '../core/text';
import type { CardId } from '../core/types';
import { cardWithArticle, wertOf } from './cards';
import { check } from './check';
import { BAMBUTI_NAMES } from './kit';
import { bambutiPlay } from './rules';
import type { BambutiEvent, BambutiMove, BambutiOptions, BambutiState, BambutiView } from './types';

type Kind<Q> = DrillKind<BambutiState, Q, BambutiOptions>;
type Legen = Extract<BambutiMove, { type: 'legen' }>;

const The = (card: CardId): string => capitalize(cardWithArticle(card, 'nom'));
/** A place as the table names it: '<reihe>.<spalte>' (reihe = the seat owning the row, spalte 1…5). */
export const placeKey = (reihe: number, spalte: number): string => `${reihe}.${spalte}`;
const PLACES = [0, 1].flatMap((r) => [1, 2, 3, 4, 5].map((j) => placeKey(r, j)));
const rowName = (reihe: number, names: readonly string[]): string => (reihe === 0 ? 'deine Reihe' : `${nameOf(names, reihe)}s Reihe`);
const startOptions = (): BambutiOptions => ({ startSeat: 0 });

function legen(s: BambutiState): Legen[] {
  return bambutiPlay.legalMoves(s).filter((m): m is Legen => m.type === 'legen');
}

// ---------------------------------------------------------------------------------------------
// 1. Wohin darf diese Maske? (§5.3 legen, B6, B7)

interface CardQ {
  karte: CardId;
}

/** Decided by `legalMoves`: the places of the legen moves with this mask. */
const placesOf = (s: BambutiState, karte: CardId): string[] =>
  legen(s).flatMap((m) => (m.karte === karte ? [placeKey(m.reihe, m.spalte)] : []));

const wohin: Kind<CardQ> = {
  id: 'bambuti-wohin',
  title: 'Wohin darf diese Maske?',
  section: '§5.3 legen (B6, B7)',
  rule: 'legen',
  shape: 'places',
  legality: true,
  decidedBy: 'legalMoves (the legen moves with the mask); reasons from check(legen)',
  options: startOptions,
  find(s, level, rng) {
    if (s.phase !== 'legen') return null;
    const hand = s.hands[0]!;
    const karte = hand[randomInt(rng, hand.length)]!;
    const places = placesOf(s, karte);
    if (places.length === 0) return null;
    // „schwerer“: the mask also fits the opponent's row (same colour there).
    if (level === 1 && !places.some((p) => p.startsWith('1.'))) return null;
    return { karte };
  },
  question: (_s, q) => `Wohin darfst du ${cardWithArticle(q.karte, 'akk')} legen? Wähle alle Plätze, in deiner Reihe und in der deines Gegners.`,
  choices: () => PLACES.slice(),
  solve: (s, q) => placesOf(s, q.karte),
  whyWrong(s, q, item) {
    const [reihe, spalte] = item.split('.').map(Number) as [number, number];
    const v = check(s, { type: 'legen', seat: 0, karte: q.karte, reihe, spalte });
    return v.ok ? { reason: '', rule: 'legen' } : { reason: v.reason, rule: v.rule };
  },
  whyRight(_s, q, item, names) {
    const [reihe, spalte] = item.split('.').map(Number) as [number, number];
    const colour = reihe === 0 ? 'in der eigenen Reihe gilt kein Farbzwang' : 'dort liegt dieselbe Farbe';
    return {
      reason: `${The(q.karte)} darf in ${rowName(reihe, names)}, Spalte ${spalte}: ${colour}, und die Werte fallen danach von der Mitte weg weiter ab.`,
      rule: reihe === 0 ? 'eigene-reihe' : 'gegnerische-reihe',
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 2. Wer bekommt den Punkteanzeiger? (§4, B3)

interface MoveQ {
  move: Legen;
}

/** Decided by `play`: the marker of the column in the state after the placement (−1: none). */
function markerAfter(s: BambutiState, m: Legen): { seat: number; wert: number } {
  const a = bambutiPlay.play(s, m).anzeiger[m.spalte - 1]!;
  return { seat: a.seat ?? -1, wert: a.wert };
}

const anzeiger: Kind<MoveQ> = {
  id: 'bambuti-anzeiger',
  title: 'Wer bekommt den Punkteanzeiger?',
  section: '§4 Punkteanzeiger (B3)',
  rule: 'punkteanzeiger',
  shape: 'seat',
  legality: false,
  decidedBy: 'play(legen): the marker of that column in the resulting state',
  options: startOptions,
  find(s, level, rng) {
    if (s.phase !== 'legen') return null;
    const moves = legen(s);
    if (moves.length < 2) return null;
    const move = moves[randomInt(rng, moves.length)]!;
    if (level === 1) {
      // „schwerer“: the lower mask wins the marker, or the points are equal (no marker).
      const m = markerAfter(s, move);
      const tops = bambutiPlay.play(s, move).auslage.map((row) => wertOf(row[move.spalte - 1]!.at(-1)!));
      const high = tops[0]! > tops[1]! ? 0 : 1;
      if (tops[0] === tops[1] || m.seat === high) return null;
    }
    return { move };
  },
  question: (_s, q, names) =>
    `Du legst ${cardWithArticle(q.move.karte, 'akk')} in ${rowName(q.move.reihe, names)}, Spalte ${q.move.spalte}. Wer bekommt danach den Punkteanzeiger dieser Spalte?`,
  // '-1' is „Niemand“ (no marker).
  choices: () => ['0', '1', '-1'],
  solve: (s, q) => markerAfter(s, q.move).seat,
  whyWrong: (s, q, _item, names) => ({ reason: markerReason(s, q.move, names), rule: 'punkteanzeiger' }),
  whyRight: (s, q, _item, names) => ({ reason: markerReason(s, q.move, names), rule: 'punkteanzeiger' }),
};

function markerReason(s: BambutiState, m: Legen, names: readonly string[]): string {
  const after = bambutiPlay.play(s, m);
  const [a, b] = after.auslage.map((row) => wertOf(row[m.spalte - 1]!.at(-1)!)) as [number, number];
  if (a === b) return `Beide Masken der Spalte haben den Wert ${a} – bei gleichen Werten gibt es keinen Anzeiger.`;
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  const marker = markerAfter(s, m);
  const head = `Oben liegen ${a} (du) und ${b} (${nameOf(names, 1)}): Die höhere Maske zählt ${high} − ${low} = ${high - low}, die niedrigere ${low}.`;
  if (marker.seat === -1) return `${head} Gleich viele Punkte – kein Anzeiger.`;
  const who = marker.seat === 0 ? 'Du bekommst' : `${nameOf(names, marker.seat)} bekommt`;
  return `${head} ${who} den Anzeiger mit dem Wert ${marker.wert}, der Differenz.`;
}

// ---------------------------------------------------------------------------------------------
// 3. Wie viele Punkte bringt Trommeln jetzt? (§5.4, §5.5)

/** Decided by `play(trommeln)`: the points of seat 0 in the Wertung event. */
function drumPoints(s: BambutiState): number {
  const after = bambutiPlay.play(s, { type: 'trommeln', seat: 0 });
  for (const e of after.events as BambutiEvent[]) if (e.type === 'Wertung') return e.wertung.punkte[0]!;
  throw new Error('No Wertung after a drum');
}

const trommeln: Kind<Record<string, never>> = {
  id: 'bambuti-trommeln',
  title: 'Wie viele Punkte bringt Trommeln jetzt?',
  section: '§5.4 trommeln, §5.5 Wertung',
  rule: 'trommelkarte',
  shape: 'number',
  legality: false,
  decidedBy: 'play(trommeln): the Wertung event’s points of seat 0',
  options: startOptions,
  // Normal: any drum decision; „schwerer“: both sides hold markers, so only your side counts.
  find: (s, level) =>
    s.phase === 'trommeln' && (level === 0 || new Set(s.anzeiger.map((a) => a.seat).filter((x) => x !== null)).size === 2) ? {} : null,
  stop: 0.6,
  question: () => 'Du hast gelegt. Wie viele Punkte bekommst du, wenn du jetzt trommelst?',
  choices: () => Array.from({ length: 41 }, (_, i) => String(i)),
  solve: (s) => drumPoints(s),
  whyWrong: (s) => ({ reason: drumReason(s), rule: 'wertungen' }),
  whyRight: (s) => ({ reason: drumReason(s), rule: 'wertungen' }),
};

function drumReason(s: BambutiState): string {
  const mine = s.anzeiger.filter((a) => a.seat === 0).map((a) => a.wert);
  if (mine.length === 0) return 'Auf deiner Seite liegt kein Punkteanzeiger – Trommeln brächte dir jetzt 0 Punkte.';
  return `Bei einer Wertung zählt jeder die Anzeiger auf seiner Seite: ${mine.join(' + ')} = ${drumPoints(s)}.`;
}

// ---------------------------------------------------------------------------------------------

export const BAMBUTI_DRILL_KINDS = [wohin, anzeiger, trommeln] as const;

export const bambutiDrills: DrillGame<BambutiState, BambutiMove, BambutiOptions, BambutiView, BambutiEvent> = {
  id: 'bambuti',
  rules: bambutiPlay,
  names: () => [...BAMBUTI_NAMES],
  kinds: BAMBUTI_DRILL_KINDS,
};
