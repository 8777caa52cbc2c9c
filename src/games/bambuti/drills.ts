/**
 * „Übungen“ for Bambuti (issue 17): six rules kinds over core/drills.ts, each named with its
 * section of shared/rules/bambuti.md and the engine call that decides it: where a mask may go and
 * which masks fit a place (`legalMoves`, reasons from `check`), who gets a column's Punkteanzeiger
 * after a placement and with which value (`play`), which masks make a row symmetric (`play`, the
 * Symmetrie event), how many points a drum brings now (`play(trommeln)`, the Wertung event).
 */
import { drillGame, type DrillKind } from '../core/drills';
import { randomInt } from '../core/rng';
import { capitalize, nameOf } from '../core/text';
import type { CardId } from '../core/types';
import { cardWithArticle, wertOf } from './cards';
import { check } from './check';
import { istSymmetrisch } from './position';
import { BAMBUTI_NAMES } from './kit';
import { bambutiPlay } from './rules';
import type { BambutiEvent, BambutiMove, BambutiOptions, BambutiState } from './types';

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

/** Why a mask may go to a place (for a missed place or mask). */
function placeReason(karte: CardId, reihe: number, spalte: number, names: readonly string[]): { reason: string; rule: string } {
  const colour = reihe === 0 ? 'in der eigenen Reihe gilt kein Farbzwang' : 'dort liegt dieselbe Farbe';
  return {
    reason: `${The(karte)} passt in ${rowName(reihe, names)}, Spalte ${spalte}: ${colour}, und die Werte fallen danach von der Mitte weg weiter ab.`,
    rule: reihe === 0 ? 'eigene-reihe' : 'gegnerische-reihe',
  };
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
  question: (_s, q) =>
    `Wohin darfst du ${cardWithArticle(q.karte, 'akk')} legen? Wähle alle Plätze, in deiner Reihe und in der deines Gegners.`,
  choices: () => PLACES.slice(),
  label(_s, _q, item, names) {
    const [reihe, spalte] = item.split('.').map(Number) as [number, number];
    return `${capitalize(rowName(reihe, names))}, Spalte ${spalte}`;
  },
  solve: (s, q) => placesOf(s, q.karte),
  focus: (_s, q) => [q.karte],
  whyWrong(s, q, item) {
    const [reihe, spalte] = item.split('.').map(Number) as [number, number];
    const v = check(s, { type: 'legen', seat: 0, karte: q.karte, reihe, spalte });
    return v.ok ? { reason: '', rule: 'legen' } : { reason: v.reason, rule: v.rule };
  },
  whyRight(_s, q, item, names) {
    const [reihe, spalte] = item.split('.').map(Number) as [number, number];
    return placeReason(q.karte, reihe, spalte, names);
  },
};

// ---------------------------------------------------------------------------------------------
// 2./3. Wer bekommt den Punkteanzeiger, mit welchem Wert? (§4, B3)

interface MoveQ {
  move: Legen;
}

/** Decided by `play`: the marker of the column in the state after the placement (−1: none). */
function markerAfter(s: BambutiState, m: Legen): { seat: number; wert: number } {
  const a = bambutiPlay.play(s, m).anzeiger[m.spalte - 1]!;
  return { seat: a.seat ?? -1, wert: a.wert };
}

/** A legen decision of seat 0 and one of its moves; „schwerer“: the lower mask wins the marker, or equal points. */
function findMarkerMove(s: BambutiState, level: number, rng: () => number): MoveQ | null {
  if (s.phase !== 'legen') return null;
  const moves = legen(s);
  if (moves.length < 2) return null;
  const move = moves[randomInt(rng, moves.length)]!;
  if (level === 1) {
    const m = markerAfter(s, move);
    const tops = bambutiPlay.play(s, move).auslage.map((row) => wertOf(row[move.spalte - 1]!.at(-1)!));
    const high = tops[0]! > tops[1]! ? 0 : 1;
    if (tops[0] === tops[1] || m.seat === high) return null;
  }
  return { move };
}

const placing = (q: MoveQ, names: readonly string[]): string =>
  `Du legst ${cardWithArticle(q.move.karte, 'akk')} in ${rowName(q.move.reihe, names)}, Spalte ${q.move.spalte}.`;

const anzeiger: Kind<MoveQ> = {
  id: 'bambuti-anzeiger',
  title: 'Wer bekommt den Punkteanzeiger?',
  section: '§4 Punkteanzeiger (B3)',
  rule: 'punkteanzeiger',
  shape: 'seat',
  legality: false,
  decidedBy: 'play(legen): the marker of that column in the resulting state',
  options: startOptions,
  find: findMarkerMove,
  question: (_s, q, names) => `${placing(q, names)} Wer bekommt danach den Punkteanzeiger dieser Spalte?`,
  // '-1' is „Niemand“ (no marker).
  choices: () => ['0', '1', '-1'],
  label: (_s, _q, item) => (item === '-1' ? 'Niemand' : null),
  solve: (s, q) => markerAfter(s, q.move).seat,
  whyWrong: (s, q, _item, names) => ({ reason: markerReason(s, q.move, names), rule: 'punkteanzeiger' }),
  whyRight: (s, q, _item, names) => ({ reason: markerReason(s, q.move, names), rule: 'punkteanzeiger' }),
};

const anzeigerWert: Kind<MoveQ> = {
  ...anzeiger,
  id: 'bambuti-anzeiger-wert',
  title: 'Welchen Wert zeigt der Punkteanzeiger?',
  shape: 'number',
  decidedBy: 'play(legen): the value of that column’s marker in the resulting state (0: none)',
  question: (_s, q, names) => `${placing(q, names)} Welchen Wert zeigt danach der Punkteanzeiger dieser Spalte? (0, wenn keiner liegt)`,
  choices: () => ['0', '1', '2', '3', '4', '5', '6', '7', '8'],
  solve: (s, q) => markerAfter(s, q.move).wert,
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
// 4. Welche Masken passen auf diesen Platz? (§5.3 legen: Farbzwang, abfallende Werte)

interface PlaceQ {
  reihe: number;
  spalte: number;
}

/** Decided by `legalMoves`: the masks of the legen moves to this place. */
const masksFor = (s: BambutiState, q: PlaceQ): CardId[] => {
  const fit = new Set(legen(s).flatMap((m) => (m.reihe === q.reihe && m.spalte === q.spalte ? [m.karte] : [])));
  return s.hands[0]!.filter((c) => fit.has(c));
};

const spalte: Kind<PlaceQ> = {
  id: 'bambuti-spalte',
  title: 'Welche Masken passen auf diesen Platz?',
  section: '§5.3 legen (B6, B7)',
  rule: 'abfallend',
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (the legen moves to the place); reasons from check(legen)',
  options: startOptions,
  find(s, level, rng) {
    if (s.phase !== 'legen') return null;
    // „schwerer“: the opponent's row (colour and slope at once).
    const q = { reihe: level === 1 ? 1 : randomInt(rng, 2), spalte: 1 + randomInt(rng, 5) };
    const n = masksFor(s, q).length;
    return n >= 1 && n < s.hands[0]!.length ? q : null;
  },
  question: (_s, q, names) => `Welche deiner Masken darfst du in ${rowName(q.reihe, names)}, Spalte ${q.spalte} legen?`,
  choices: (s) => s.hands[0]!.slice(),
  solve: (s, q) => masksFor(s, q),
  whyWrong(s, q, karte) {
    const v = check(s, { type: 'legen', seat: 0, karte, reihe: q.reihe, spalte: q.spalte });
    return v.ok ? { reason: '', rule: 'legen' } : { reason: v.reason, rule: v.rule };
  },
  whyRight: (_s, q, karte, names) => placeReason(karte, q.reihe, q.spalte, names),
};

// ---------------------------------------------------------------------------------------------
// 5. Mit welchen Masken wird eine Reihe symmetrisch? (§5.3 step 3, B8)

/** Decided by `play` for every legal legen move: those with a Symmetrie event, by mask. */
function symmetryMoves(s: BambutiState): Legen[] {
  return legen(s).filter((m) => (bambutiPlay.play(s, m).events as BambutiEvent[]).some((e) => e.type === 'Symmetrie'));
}

/** True when `karte` on some outer place of your row would make its colours symmetric (values ignored). */
function wouldMirror(s: BambutiState, karte: CardId): boolean {
  const tops = s.auslage[0]!.map((stack) => stack.at(-1)!);
  if (istSymmetrisch(tops)) return false;
  return [0, 1, 3, 4].some((j) => istSymmetrisch(tops.map((c, i) => (i === j ? karte : c))));
}

const symmetrie: Kind<Record<string, never>> = {
  id: 'bambuti-symmetrie',
  title: 'Mit welchen Masken wird eine Reihe symmetrisch?',
  section: '§5.3 step 3, §5.5 Wertung (B8)',
  rule: 'symmetrie',
  shape: 'cards',
  legality: true,
  decidedBy: 'play(legen) for every legal move: the Symmetrie event',
  options: startOptions,
  find(s, level) {
    if (s.phase !== 'legen') return null;
    const moves = symmetryMoves(s);
    if (moves.length === 0) return null;
    const cards = new Set(moves.map((m) => m.karte));
    // „schwerer“: another mask has the right colour, but the falling values forbid its place.
    if (level === 1 && !s.hands[0]!.some((c) => !cards.has(c) && wouldMirror(s, c))) return null;
    return cards.size < s.hands[0]!.length ? {} : null;
  },
  stop: 0.8,
  question: () => 'Mit welchen deiner Masken kannst du jetzt eine Reihe farblich symmetrisch machen und so eine Wertung auslösen?',
  choices: (s) => s.hands[0]!.slice(),
  solve: (s) => {
    const cards = new Set(symmetryMoves(s).map((m) => m.karte));
    return s.hands[0]!.filter((c) => cards.has(c));
  },
  whyWrong: (s, _q, karte) =>
    legen(s).some((m) => m.karte === karte)
      ? {
          reason: `Wohin du ${cardWithArticle(karte, 'akk')} auch legen darfst: Danach hat keine Reihe außen und innen je zwei gleiche Farben (Spalte 1 wie 5, Spalte 2 wie 4), die es vorher nicht hatte.`,
          rule: 'symmetrie',
        }
      : {
          reason: `${The(karte)} passt auf keinen Platz: In deiner Reihe fielen die Werte nicht mehr von der Mitte weg ab, und in der deines Gegners fehlt die Farbe oder der Platz.`,
          rule: 'legen',
        },
  whyRight(s, _q, karte, names) {
    const m = symmetryMoves(s).find((x) => x.karte === karte)!;
    return {
      reason: `Lege ${cardWithArticle(karte, 'akk')} in ${rowName(m.reihe, names)}, Spalte ${m.spalte}: Dann stimmen die Farben von Spalte 1 und 5 und von Spalte 2 und 4 überein – eine Wertung.`,
      rule: 'symmetrie',
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 6. Wie viele Punkte bringt Trommeln jetzt? (§5.4, §5.5)

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

export const BAMBUTI_DRILL_KINDS = [wohin, anzeiger, anzeigerWert, spalte, symmetrie, trommeln] as const;

export const bambutiDrills = drillGame('bambuti', bambutiPlay, BAMBUTI_DRILL_KINDS, BAMBUTI_NAMES);
