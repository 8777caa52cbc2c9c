/**
 * The one judgement of a decision (issue 29): how good is each legal move for the seat of a view,
 * from that view only. „Analyse“ (marks), „Taktik“ (answers) and „Tipp“ (suggestions) all ask it, so
 * the three voices never contradict each other.
 *
 * Method — paired playouts on common random numbers:
 *  - The legal moves fall into classes of moves that are equivalent in the game's own terms
 *    (`JudgeGame.equivalent`, e.g. Ganjifa's touching cards of one suit); one representative per
 *    class is played, and moves of one class are never judged against each other.
 *  - Sample i draws one complete state from the view (the game's determinizer, from one seeded
 *    generator for all samples) and one playout seed. Every class is played on exactly that state,
 *    followed by a playout from exactly that seed (the game's playout policy for every seat: the
 *    „Fortgeschritten“ rules of thumb), and scored in the analysis quantity. So two moves are
 *    compared on the same cards and the same later luck: the difference of their values is the
 *    mean of per-sample differences (a paired comparison), and two identical moves differ by
 *    exactly 0.
 *  - A move's loss is the best class's mean minus its own (in the reader's favour), with a 95 %
 *    interval from the spread of the paired differences (normal approximation: ±1.96 · s / √n).
 *  - Classes are raced: after every batch, a class that trails the best so clearly that even the
 *    lower end of its loss lies beyond `dropAt` stops drawing samples (its values stay those of
 *    the samples it had, all of them shared with the best). Moves named in `keep` (the move a
 *    reader made) always get every sample.
 * Everything is seeded: the same view, seed and sample count give the same judgement everywhere.
 */
import { dataKey } from './data';
import { playOut, type SearchContext, type SearchGame } from './ismcts';
import { deriveSeed, makeRng, type Random } from './rng';
import type { BaseMove, BaseView } from './types';

/** The scale a judgement is read on (see core/analysis.ts `AnalysisScale`). */
export interface JudgeScale {
  better: 'hoch' | 'niedrig';
}

/** What the judgement needs of a game (the analysis table provides it, core/analysis.ts). */
export interface JudgeGame<S, M extends BaseMove, V extends BaseView<M>> {
  search: SearchGame<S, M, V>;
  scale: JudgeScale;
  /** The analysis quantity of a finished (or cut-off) sample for `search.seat`. Must not draw from `search.random`. */
  value(state: S, rewards: readonly number[], search: SearchContext): number;
  /**
   * True when `value` reads the state only, never `rewards` (Dudab: the round points): the
   * judgement's playouts then skip `search.rewards` and hand `value` an empty list.
   */
  stateValue?: boolean;
  /**
   * Classes of equivalent moves at this view: moves with the same class key are one choice
   * (default: every move its own class).
   */
  equivalent?(view: V): (move: M) => string;
}

export interface JudgeOptions<M> {
  /** Samples (shared determinizations and playout seeds) for every class that is not dropped. */
  samples: number;
  /** Moves that always get every sample (e.g. the move a reader made). */
  keep?: readonly M[];
  /** A class stops drawing once the lower end of its loss's 95 % interval is beyond this (scale unit). */
  dropAt?: number;
  /** Samples per racing batch (default: an eighth of `samples`, at least 16). */
  batch?: number;
  /**
   * Playouts per sampled state (default 1): `samples` is then `samples / perWorld` states („worlds“),
   * each played out `perWorld` times with its own playout seeds, so that the judgement can also
   * tell in how many of the worlds a move is worse (`JudgedClass.worldsWorse`).
   */
  perWorld?: number;
  /**
   * Shares the played-out samples between several judgements of the same view and seed (e.g. one
   * per `keep`, „Profi fragen“): a sample's state and a class's value on it are computed once. The
   * answers are exactly those without it.
   */
  memo?: JudgeMemo;
  /**
   * Stop after the first `until` samples (a screen, benchmarks only; rounded up to whole worlds):
   * every class is judged on exactly those samples and with exactly the values the whole
   * judgement starts with (with a shared `memo`, the whole judgement then goes on from them at no
   * extra cost).
   */
  until?: number;
}

/**
 * What judgements of one view and seed share (`judgeMemo()`): the sampled states in order, the
 * generator they were drawn from, and every class's value on every sample played so far.
 */
export interface JudgeMemo {
  seed?: number;
  samples?: number;
  perWorld?: number;
  sampling?: Random;
  states: unknown[];
  values: Map<number, Float64Array>;
}

export const judgeMemo = (): JudgeMemo => ({ states: [], values: new Map() });

/** One class of equivalent moves as judged. */
export interface JudgedClass<M> {
  /** The class's representative (the first of its moves in legal order): what was played out. */
  move: M;
  /** Move keys (`search.key`) of every move in the class, legal order. */
  keys: string[];
  /** Samples it was played on (the first `samples` of the judgement's). */
  samples: number;
  /** Mean analysis quantity over its samples (scale unit). */
  value: number;
  /** Best class's value minus this one's, oriented so that larger is worse, paired over this class's samples (0 for the best). */
  loss: number;
  /** Half-width of the 95 % interval of `loss` (0 for the best). */
  margin: number;
  /** Worlds (sampled states) this class was played on to the end of all their playouts. */
  worlds: number;
  /** Of those, the worlds where its mean over the world's playouts is worse than the best class's (0 for the best). */
  worldsWorse: number;
  /** Of those, the worlds where it is better than the best class (0 for the best). */
  worldsBetter: number;
}

export interface Judgement<M> {
  /** One entry per class, in the order of the first legal move of each class. */
  classes: JudgedClass<M>[];
  /** Index into `classes` of the best class (highest value in the reader's favour). */
  best: number;
  /** Samples drawn in all. */
  samples: number;
}

/** The 95 % normal quantile. */
export const Z95 = 1.96;

/** +1 when higher values are better, −1 when lower ones are (Dudab). */
export const orientationOf = (scale: JudgeScale): number => (scale.better === 'hoch' ? 1 : -1);

/** The class of `move` in a judgement (by its key), or undefined. */
export function classOf<M>(j: Judgement<M>, key: string): JudgedClass<M> | undefined {
  return j.classes.find((c) => c.keys.includes(key));
}

/**
 * Plays `state` on with the game's playout policy from `search.random` (the same loop as a search's
 * playout), then reads the quantity for `search.seat`.
 */
export function playoutValue<S, M extends BaseMove, V extends BaseView<M>>(
  game: Pick<JudgeGame<S, M, V>, 'search' | 'value' | 'stateValue'>,
  state: S,
  search: SearchContext,
): number {
  const s = playOut(game.search, state, search.random);
  return game.value(s, game.stateValue ? NO_REWARDS : game.search.rewards(s, search), search);
}

const NO_REWARDS: readonly number[] = [];

/** Mean and paired loss statistics of `values` against `best` over the first `n` samples. */
function pairedLoss(best: Float64Array, values: Float64Array, n: number, o: number): { loss: number; margin: number } {
  if (n === 0) return { loss: Number.NaN, margin: Number.POSITIVE_INFINITY };
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const d = o * (best[i]! - values[i]!);
    sum += d;
    sq += d * d;
  }
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sq - n * mean * mean) / (n - 1)) : Number.POSITIVE_INFINITY;
  return { loss: mean, margin: Z95 * Math.sqrt(variance / n) };
}

/** Judges every legal move of `view` (see the module comment). Needs at least one legal move. */
export function judgeMoves<S, M extends BaseMove, V extends BaseView<M>>(
  game: JudgeGame<S, M, V>,
  view: V,
  seed: number,
  options: JudgeOptions<M>,
): Judgement<M> {
  const legal = view.legal;
  if (legal.length === 0) throw new Error('Urteil: der Sitz ist nicht am Zug (view.legal ist leer)');
  const key = game.search.key ?? dataKey;
  const classKey = game.equivalent ? game.equivalent(view) : key;
  const byClass = new Map<string, { move: M; keys: string[] }>();
  for (const m of legal) {
    const c = classKey(m);
    const entry = byClass.get(c);
    if (entry) entry.keys.push(key(m));
    else byClass.set(c, { move: m, keys: [key(m)] });
  }
  const groups = [...byClass.values()];
  const k = groups.length;
  const perWorld = Math.max(1, Math.floor(options.perWorld ?? 1));
  const n = Math.max(1, Math.ceil(Math.floor(options.samples) / perWorld)) * perWorld;
  const values = groups.map(() => new Float64Array(n));
  const counts = new Array<number>(k).fill(0);
  const o = orientationOf(game.scale);
  const keepKeys = new Set((options.keep ?? []).map(key));
  const kept = groups.map((g) => g.keys.some((x) => keepKeys.has(x)));
  const live = groups.map(() => true);
  const dropAt = options.dropAt ?? Number.POSITIVE_INFINITY;
  const batch = Math.ceil(Math.max(16, Math.floor(options.batch ?? n / 8)) / perWorld) * perWorld;
  if (legal.length === 1) {
    const only = {
      move: groups[0]!.move,
      keys: groups[0]!.keys,
      samples: 0,
      value: Number.NaN,
      loss: 0,
      margin: 0,
      worlds: 0,
      worldsWorse: 0,
      worldsBetter: 0,
    };
    return { classes: [only], best: 0, samples: 0 };
  }

  const memo = options.memo ?? judgeMemo();
  if (memo.seed === undefined) {
    memo.seed = seed;
    memo.samples = n;
    memo.perWorld = perWorld;
    memo.sampling = makeRng(deriveSeed(seed, 0x6a7564));
  } else if (memo.seed !== seed || memo.samples !== n || memo.perWorld !== perWorld)
    throw new Error('Urteil: ein Merkposten gehört zu genau einem Seed und einer Zahl von Proben');
  const sampling = memo.sampling!;
  const states = memo.states as S[];
  const search: SearchContext = { seat: view.seat, random: sampling };
  const stop = options.until === undefined ? n : Math.min(n, Math.max(1, Math.ceil(options.until / perWorld)) * perWorld);
  let done = 0;
  while (done < stop) {
    const end = Math.min(stop, done + batch);
    for (let i = done; i < end; i++) {
      // Every judgement draws its worlds in order from the one generator: world w is the same state.
      const w = Math.floor(i / perWorld);
      if (w === states.length) states.push(game.search.determinize(view, sampling));
      const state = states[w]!;
      const playSeed = deriveSeed(seed, i + 1);
      for (let c = 0; c < k; c++) {
        if (!live[c]) continue;
        let known = memo.values.get(c);
        if (!known) memo.values.set(c, (known = new Float64Array(n).fill(Number.NaN)));
        if (Number.isNaN(known[i]!)) {
          search.random = makeRng(playSeed);
          known[i] = playoutValue(game, game.search.rules.play(state, groups[c]!.move), search);
        }
        values[c]![i] = known[i]!;
        counts[c]!++;
      }
      search.random = sampling;
    }
    done = end;
    if (done >= stop) break;
    // Racing: drop the classes that are clearly far behind the current best.
    const means = values.map((v, c) => mean(v, counts[c]!));
    const lead = bestIndex(means, live, o);
    for (let c = 0; c < k; c++) {
      if (!live[c] || c === lead || kept[c]) continue;
      const { loss, margin } = pairedLoss(values[lead]!, values[c]!, counts[c]!, o);
      if (loss - margin > dropAt) live[c] = false;
    }
  }
  const means = values.map((v, c) => mean(v, counts[c]!));
  const best = bestIndex(
    means,
    groups.map((_, c) => counts[c] === done),
    o,
  );
  const classes: JudgedClass<M>[] = groups.map((g, c) => {
    const { loss, margin } = c === best ? { loss: 0, margin: 0 } : pairedLoss(values[best]!, values[c]!, counts[c]!, o);
    const w =
      c === best
        ? { worlds: Math.floor(done / perWorld), worse: 0, better: 0 }
        : worldCounts(values[best]!, values[c]!, counts[c]!, perWorld, o);
    return {
      move: g.move,
      keys: g.keys,
      samples: counts[c]!,
      value: means[c]!,
      loss,
      margin,
      worlds: w.worlds,
      worldsWorse: w.worse,
      worldsBetter: w.better,
    };
  });
  return { classes, best, samples: done };
}

/** Per world (`perWorld` consecutive samples): is `values` worse or better than `best` on the world's mean? */
function worldCounts(
  best: Float64Array,
  values: Float64Array,
  n: number,
  perWorld: number,
  o: number,
): { worlds: number; worse: number; better: number } {
  const worlds = Math.floor(n / perWorld);
  let worse = 0;
  let better = 0;
  for (let w = 0; w < worlds; w++) {
    let d = 0;
    for (let i = w * perWorld; i < (w + 1) * perWorld; i++) d += o * (best[i]! - values[i]!);
    if (d > 1e-9) worse++;
    else if (d < -1e-9) better++;
  }
  return { worlds, worse, better };
}

function mean(v: Float64Array, n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += v[i]!;
  return n > 0 ? s / n : Number.NaN;
}

/** The best of the eligible classes (ties: the first in legal order). */
function bestIndex(means: readonly number[], eligible: readonly boolean[], o: number): number {
  let best = -1;
  for (let c = 0; c < means.length; c++) {
    if (!eligible[c]) continue;
    if (best < 0 || o * means[c]! > o * means[best]!) best = c;
  }
  return best;
}
