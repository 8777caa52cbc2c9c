/**
 * A tiny game used to test the generic core (codec, machines) independently of any real game.
 *
 * „Hölzchen“: a pile of sticks; the seat to act takes 1..3 sticks (`NEHMEN`, optionally with one of
 * `variants` marks, so tests can blow up the number of legal moves). A seat that has taken at least
 * `goal` sticks is done and is skipped. The game ends when the pile is empty or at most one seat
 * is still playing. Phases: 'ZIEHEN' while the pile holds more than 3 sticks, then 'ENDSPIEL'.
 */
import type { GameKit } from '../../../src/games/core/kit';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import { err, ok, type Bot, type GameRules, type Result } from '../../../src/games/core/types';

export interface ToyOptions {
  players: number;
  variants: number;
}
export interface ToyMove {
  type: 'NEHMEN';
  seat: number;
  n: number;
  mark: number;
}
export type ToyEvent = { type: 'Start'; pile: number } | { type: 'Genommen'; seat: number; n: number } | { type: 'Fertig'; seat: number };
export interface ToyState {
  options: ToyOptions;
  pile: number;
  taken: number[];
  toAct: number | null;
  events: ToyEvent[];
}
export interface ToyLayout {
  options: ToyOptions;
  pile: number;
  taken?: number[];
  toAct?: number;
}
export interface ToyView {
  seat: number;
  pile: number;
  legal: ToyMove[];
}

export const GOAL = 6;
const active = (s: ToyState, seat: number) => (s.taken[seat] ?? 0) < GOAL;
const nextActive = (s: ToyState, from: number): number | null => {
  const n = s.options.players;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (active(s, seat)) return seat;
  }
  return null;
};
const over = (s: ToyState) => s.pile === 0 || s.taken.filter((t) => t < GOAL).length <= 1;

export const toy: GameRules<ToyState, ToyMove, ToyOptions, ToyLayout, ToyView, ToyEvent> = {
  id: 'hoelzchen',
  defaultOptions: { players: 3, variants: 1 },
  fromDeck: () => {
    throw new Error('not used');
  },
  deal(options, seed) {
    const rng = makeRng(seed);
    const pile = 20 + randomInt(rng, 10);
    const first = randomInt(rng, options.players);
    return { options, pile, taken: Array(options.players).fill(0), toAct: first, events: [{ type: 'Start', pile }] };
  },
  fromLayout(layout) {
    const s: ToyState = {
      options: layout.options,
      pile: layout.pile,
      taken: layout.taken ?? Array(layout.options.players).fill(0),
      toAct: layout.toAct ?? 0,
      events: [],
    };
    return over(s) ? { ...s, toAct: null } : s;
  },
  phase: (s) => (over(s) ? 'GAME_OVER' : s.pile > 3 ? 'ZIEHEN' : 'ENDSPIEL'),
  toAct: (s) => s.toAct,
  legalMoves(s) {
    if (s.toAct === null) return [];
    const out: ToyMove[] = [];
    for (let n = 1; n <= Math.min(3, s.pile); n++)
      for (let mark = 0; mark < s.options.variants; mark++) out.push({ type: 'NEHMEN', seat: s.toAct, n, mark });
    return out;
  },
  check(s, m) {
    if (s.toAct === null) return { ok: false, reason: 'Das Spiel ist schon vorbei.', rule: 'ende' };
    if (m.seat !== s.toAct) return { ok: false, reason: 'Du bist nicht am Zug.', rule: 'reihenfolge' };
    if (m.type !== 'NEHMEN' || !Number.isInteger(m.n) || m.n < 1 || m.n > 3)
      return { ok: false, reason: 'Man nimmt ein bis drei Hölzchen.', rule: 'nehmen' };
    if (m.n > s.pile) return { ok: false, reason: 'So viele Hölzchen liegen nicht mehr da.', rule: 'nehmen' };
    if (!Number.isInteger(m.mark) || m.mark < 0 || m.mark >= s.options.variants)
      return { ok: false, reason: 'Diese Markierung gibt es nicht.', rule: 'nehmen' };
    return { ok: true };
  },
  play(s, m) {
    const v = toy.check(s, m);
    if (!v.ok) throw new Error(v.reason);
    const taken = s.taken.slice();
    taken[m.seat] = (taken[m.seat] ?? 0) + m.n;
    const events: ToyEvent[] = [{ type: 'Genommen', seat: m.seat, n: m.n }];
    if (taken[m.seat]! >= GOAL) events.push({ type: 'Fertig', seat: m.seat });
    const next: ToyState = { ...s, pile: s.pile - m.n, taken, events };
    return { ...next, toAct: over(next) ? null : nextActive(next, m.seat) };
  },
  isOver: over,
  outcome(s) {
    const winners = s.taken.map((_, i) => i).filter((i) => (s.taken[i] ?? 0) >= GOAL);
    const losers = s.taken.map((_, i) => i).filter((i) => (s.taken[i] ?? 0) < GOAL);
    return { winners, losers, places: [winners, losers], scores: { rounds: [s.taken.slice()], totals: s.taken.slice(), better: 'hoch', unit: 'Hölzchen' } };
  },
  view: (s, seat) => ({ seat, pile: s.pile, legal: s.toAct === seat ? toy.legalMoves(s) : [] }),
  events: (s) => s.events,
  describe: (_s, m, names) => `${names[m.seat]} ${m.seat === 0 ? 'nimmst' : 'nimmt'} ${m.n}`,
  describeEvent: (e, names) =>
    e.type === 'Fertig' ? `${names[e.seat]} ist fertig.` : e.type === 'Start' ? `Es liegen ${e.pile} Hölzchen.` : null,
};

export const toyRandomBot: Bot<ToyView, ToyMove> = (view, random) => view.legal[randomInt(random, view.legal.length)]!;
/** Always takes as many as possible (with the first mark). */
export const toyGreedyBot: Bot<ToyView, ToyMove> = (view) =>
  view.legal.reduce((best, m) => (m.n > best.n ? m : best), view.legal[0]!);

export const toyKit: GameKit<ToyState, ToyMove, ToyOptions, ToyLayout, ToyView, ToyEvent> = {
  rules: toy,
  phases: ['ZIEHEN', 'ENDSPIEL'],
  levels: [
    { id: 'leicht', label: 'Leicht' },
    { id: 'gierig', label: 'Gierig' },
  ],
  bots: { leicht: toyRandomBot, gierig: toyGreedyBot },
  hintBot: toyGreedyBot,
  optionsCodec: {
    make: (o) => `${o.players}x${o.variants.toString(36)}`,
    parse(s): Result<ToyOptions> {
      const m = /^([2-4])x([0-9a-z]{1,2})$/.exec(s);
      if (!m) return err('Unbekannte Spielregeln.');
      const variants = parseInt(m[2]!, 36);
      if (variants < 1 || variants > 400) return err('Unbekannte Spielregeln.');
      return ok({ players: Number(m[1]), variants });
    },
  },
  seatNames: (o) => ['Du', 'Anna', 'Bernd', 'Clara'].slice(0, o.players),
  isSeatDone: (s, seat) => !active(s, seat),
  maxMoves: 200,
};
