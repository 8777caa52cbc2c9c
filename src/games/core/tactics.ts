/**
 * „Taktik“ exercises (issue 17): „Welcher Zug ist hier am besten?“, made by the „Profi“ search.
 *
 * A Taktik exercise is a position from a real game — the game's „Fortgeschritten“ bot on every
 * seat (now and then a random move, so positions vary) from a seeded deal — at a decision of seat 0
 * (the reader, as in free play) of the chosen kind, where the search finds a clear best move:
 *  - the search runs from seat 0's VIEW only (never the hidden cards), with the game's analysis
 *    table (core/analysis.ts: search, fixed larger iteration count, value and its scale) and a seed
 *    from the exercise seed, so the same code gives the same exercise on every machine;
 *  - a move's value is the mean of the analysis quantity over the samples through it (chance games:
 *    percent; Dudab: round points against the table average, lower is better);
 *  - every move within `band` of the best (the search's choice, most visits) counts as right;
 *  - the exercise is „clear“ when every other move trails the best by at least `gap`, and at
 *    least half of the moves are such wrong moves (so the question is which move is best, not
 *    which few moves to avoid). Chance games: band 3, gap 15 percentage points. A game with points
 *    (Dudab) takes the same place on its own threshold scale: 15 pp is 1.5 × the „Fehler“ threshold
 *    of the chance games (10), 3 pp is ¾ of „ungenau“ (4); so band = ¾ · ungenau and gap =
 *    1.5 · Fehler of the game's analysis thresholds (Dudab: 0.75 and 4.5 Punkte).
 * Positions that do not qualify are skipped and play goes on (a finished game is dealt anew from the
 * next derived seed). Screening (`TacticScreen`, per game `TacticGame.screens`) drops positions that
 * are not going to be clear before the full search is paid: each stage runs the first `share` of the
 * full search's iterations — the same search from the same seed, so exactly the start of the full
 * search (ISMCTS with a seeded generator does the same first k iterations whatever the total) — and
 * goes on only when the best move already leads by `lead` × gap. These stages (shares in rising
 * order) and the full search are one search run in parts (ismcts.ts `startSearch`), so a position
 * that passes costs the full search once, not the full search plus its screens. Screening decides only which
 * positions are searched in full; whether a position is an exercise, and its values, come from the
 * full search alone, so the meaning of „clear“ does not depend on it. A game may add a cheaper first
 * stage with a search of its own (`search`, e.g. Profi's smaller pool of deals in Ganjifa).
 *
 * The shapes follow core/drills.ts: a `TacticDrill` is a `Drill` with shape 'moves' whose choices
 * are the move keys of the search (`search.key`), plus each choice's move and German label, the
 * values and the top three lines worded as in „Warum?“ („Pik 9 schlagen: 71 %“). Judging
 * (`judgeTactic`) reads only the stored search values: one chosen move, right when within `band`.
 *
 * The exercise's shapes and the judging live in tacticJudge.ts (re-exported here), which a page can
 * load without the search.
 *
 * Link: `?uebung=<kind>.<version><level><seed base36>` as every exercise (`drillCode`; kind ids like
 * 'durak-taktik-angriff', never renamed). Version `A` made every kind as its fields say; version
 * `B` (new links) takes the kind's `B` fields instead where it has them: narrower `find`s and other
 * screening stages, where a clear best move is more likely, so an exercise needs fewer searches
 * (`BENCH <game>.drill_tactic_ms_p95`). An `A` link still opens exactly its old position. Work is
 * cut into steps (`tacticSteps`, one search per step) so the Profi worker can take a cancel
 * between two searches (profiWorker.ts).
 */
import { dataKey } from './data';
import { DRILL_VERSION, drillHead, type DrillLevel, type DrillVersion } from './drills';
import { deriveSeed, makeRng, randomInt, shuffle, toSeed } from './rng';
import { iterationsFor, startSearch, type RunningSearch, type SearchGame, type SearchResult } from './ismcts';
import { judgeOptions, reasonOf, type AnalysisGame, type AnalysisScale } from './analysis';
import { formatLoss, shownLoss } from './analysisText';
import { classOf, judgeMoves } from './judge';
import { bestChoice, choiceLine, orientation, type TacticChoice, type TacticDrill, type TacticQ } from './tacticJudge';
import { DEFAULT_SCREENS, kindAt, tacticThresholds, type TacticGame, type TacticKind, type TacticScreen } from './tacticGame';
import type { BaseMove, BaseView, Seat } from './types';

/** The reader's seat: every exercise is a decision of seat 0. */
const READER: Seat = 0;

/** The seed stream of the exercise's searches (never a bot's or Profi's). */
const TACTIC_SALT = 0x74616b;
/**
 * Redeals before giving up: version A 200 (no seed of the tests comes near it); B asks in narrower
 * windows, so fewer deals have a candidate at all (a deal without one costs a few milliseconds of
 * bot moves): with 200, 4 of 300 seeds of Ganjifa found none. 2000 make that vanishingly rare.
 */
const MAX_DEALS: Record<DrillVersion, number> = { A: 200, B: 2000 };
/** Screens need no words for the moves. */
const unnamed = (): string => '';
/** Chance of a random move instead of the bot's (varied positions from the same bot). */
const RANDOM_MOVE = 0.15;

export function findTacticKind<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  kind: string,
): TacticKind<S, O> | undefined {
  return game.kinds.find((k) => k.id === kind);
}

/**
 * The values of every legal move of seat 0 in `view`, searched with `iterations` from `seed`, which
 * are right, and the lead of the best over the best wrong move (NaN when fewer than half of the
 * moves are wrong). Reads nothing but the view.
 */
export function valueMoves<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  view: V,
  seed: number,
  iterations: number,
  label: (move: M) => string,
  search: SearchGame<S, M, V> = game.analysis.search,
): { choices: SearchedChoice<M>[]; lead: number } {
  const running = startValues(game, view, seed, search);
  running.run(iterations);
  return leadOf(game, running.result(), label);
}

/** A move as the search that finds the positions valued it (most visits first). */
export interface SearchedChoice<M> {
  key: string;
  move: M;
  label: string;
  value: number;
  visits: number;
  right: boolean;
}

/**
 * The answers of an exercise at `view`: every legal move in the table's order (legalMoves; the
 * exercise offers them in `neutralOrder`), each
 * with the value of its class by the one judgement of the site (core/judge.ts, seeded with the
 * exercise's search seed, the analysis's samples); right when within `band` of the best as shown.
 */
export function judgeChoices<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  view: V,
  seed: number,
  label: (move: M) => string,
): { choices: TacticChoice<M>[]; best: string; right: string[]; top: string[] } {
  const an = game.analysis;
  const key = an.search.key ?? dataKey;
  const { band } = tacticThresholds(an);
  const o = orientation(an.scale);
  const j = judgeMoves(an, view, seed, judgeOptions(an, view));
  const best = j.classes[j.best]!;
  const choices = view.legal.map((move) => {
    const k = key(move);
    const c = classOf(j, k)!;
    return {
      key: k,
      move,
      label: label(move),
      value: c.value,
      samples: c.samples,
      right: shownLoss(best.value, c.value, an.scale) <= band,
    };
  });
  const byValue = [...choices].sort((a, b) => o * (b.value - a.value));
  const top: string[] = [];
  const seen = new Set<number>();
  for (const c of byValue) {
    const cls = j.classes.indexOf(classOf(j, c.key)!);
    if (seen.has(cls) || top.length === 3) continue;
    seen.add(cls);
    top.push(choiceLine(c, an.scale));
  }
  const bestKey = best.keys[0]!;
  return { choices, best: bestKey, right: [bestKey, ...byValue.filter((c) => c.right && c.key !== bestKey).map((c) => c.key)], top };
}

/** The seed stream of the answers' order (never a search's). */
const ORDER_SALT = 0x6f7264;

/**
 * The order the answers are offered in: neutral, so it gives nothing away. The table's order alone
 * is not (Durak lists a hand from low to high, and the lowest card is often best: the first answer
 * was the best in 0.64 of the exercises, a random order gives 0.40). Up to 8 answers (buttons) are
 * shuffled; a longer list („Dein Zug“) keeps the table's order to be searchable but starts at a
 * random place in it (a rotation). Seeded from the exercise's search seed: the same link, the same
 * order.
 */
export function neutralOrder<T>(items: readonly T[], seed: number): T[] {
  const random = makeRng(deriveSeed(seed, ORDER_SALT));
  if (items.length <= 8) return shuffle(items, random);
  const start = randomInt(random, items.length);
  return [...items.slice(start), ...items.slice(0, start)];
}

/** The search of `valueMoves` in parts (ismcts.ts `startSearch`): the screening stages are its start. */
function startValues<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  view: V,
  seed: number,
  search: SearchGame<S, M, V> = game.analysis.search,
): RunningSearch<M> {
  const an = game.analysis;
  return startSearch(search, view, makeRng(seed), { value: an.value.bind(an) });
}

/** The values, which moves are right, and the lead of the best over the best wrong move (see `valueMoves`). */
function leadOf<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  result: SearchResult<M>,
  label: (move: M) => string,
): { choices: SearchedChoice<M>[]; lead: number } {
  const an = game.analysis;
  const key = an.search.key ?? dataKey;
  const { band } = tacticThresholds(an);
  const o = orientation(an.scale);
  const best = result.candidates[0]!;
  const choices = result.candidates.map((c) => {
    const behind = o * (best.value! - c.value!);
    return { key: key(c.move), move: c.move, label: label(c.move), value: c.value!, visits: c.visits, right: behind <= band };
  });
  const wrong = choices.filter((c) => !c.right);
  // No exercise where most moves are right: then the question is not which move is best.
  const lead = wrong.length < choices.length / 2 ? Number.NaN : Math.min(...wrong.map((c) => o * (best.value! - c.value)));
  return { choices, lead };
}

/**
 * The exercise in steps: each `next()` runs at most one search (the generator is done with the
 * exercise). Same game, kind, seed and level: the same exercise. Throws only for an unknown kind.
 */
export function* tacticSteps<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  kindId: string,
  seed: number,
  level: DrillLevel,
  seatNames: readonly string[],
  version: DrillVersion = DRILL_VERSION,
): Generator<void, TacticDrill<S, V, M>, void> {
  const found = findTacticKind(game, kindId);
  if (!found) throw new Error(`Unknown tactic kind ${kindId}`);
  const kind = kindAt(found, version);
  const { rules, analysis } = game;
  const { gap } = tacticThresholds(analysis);
  const stop = kind.stop ?? 0.5;
  const screens = (kind.screens ?? game.screens ?? DEFAULT_SCREENS) as readonly TacticScreen<S, M, V>[];
  let searches = 0;
  for (let deal = 0; deal < MAX_DEALS[version]; deal++) {
    const rng = makeRng(deriveSeed(seed, deal));
    const options = kind.options(level, rng);
    let state = rules.deal(options, toSeed(rng() * 4294967296));
    for (let n = 0; !rules.isOver(state); n++) {
      const seat = rules.toAct(state);
      if (seat === null) break;
      const legal = rules.legalMoves(state);
      if (seat === READER && legal.length >= 2 && kind.find(state, level) && rng() < stop) {
        const view = rules.view(state, READER);
        const names = game.names(state, seatNames);
        const label = (m: M) => rules.describe(state, m, names).replace(/\.$/, '');
        const full = iterationsFor(analysis.iterations, view);
        const searchSeed = deriveSeed(deriveSeed(seed, TACTIC_SALT), searches++);
        // The stages without a search of their own are the start of the full search: run in parts.
        const running = startValues(game, view, searchSeed);
        let done = 0;
        let passed = true;
        for (const stage of screens) {
          const iterations = Math.max(1, Math.round(full * stage.share));
          let look: { lead: number };
          if (stage.search) look = valueMoves(game, view, searchSeed, iterations, unnamed, stage.search);
          else {
            running.run(iterations - done);
            done = iterations;
            look = leadOf(game, running.result(), unnamed);
          }
          yield;
          if (!(look.lead >= stage.lead * gap)) {
            passed = false;
            break;
          }
        }
        if (passed) {
          running.run(full - done);
          // only the lead counts here (the answers and their words come from judgeChoices)
          const values = leadOf(game, running.result(), unnamed);
          yield;
          if (values.lead >= gap)
            return tacticAt(game, kind, state, names, label, { iterations: full, seed: searchSeed }, seed, level, version, n);
        }
      }
      const move =
        rng() < RANDOM_MOVE ? legal[randomInt(rng, legal.length)]! : game.bot(rules.view(state, seat), makeRng(deriveSeed(seed, 1000 + n)));
      state = rules.play(state, move);
    }
  }
  throw new Error(`No ${kindId} position for seed ${seed}`);
}

function tacticAt<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  kind: TacticKind<S, O>,
  state: S,
  names: string[],
  label: (move: M) => string,
  search: { iterations: number; seed: number },
  seed: number,
  level: DrillLevel,
  version: DrillVersion,
  moves: number,
): TacticDrill<S, V, M> {
  const an = game.analysis;
  const { band, gap } = tacticThresholds(an);
  const view = game.rules.view(state, READER);
  const judged = judgeChoices(game, view, search.seed, label);
  const best = bestChoice(judged);
  const choices = neutralOrder(judged.choices, search.seed);
  const q: TacticQ<M> = {
    best: judged.best,
    choices,
    scale: an.scale,
    band,
    gap,
    iterations: search.iterations,
    searchSeed: search.seed,
    reasons: reasonsAgainst(an, view, best.move, choices, names),
  };
  return {
    ...drillHead(game, kind, state, READER, seed, level, version, moves),
    q,
    question: kind.question(state, names),
    shape: 'moves',
    choices: choices.map((c) => c.key),
    allowEmpty: false,
    top: judged.top,
    right: judged.right,
    legend: legendOf(an.scale, iterationsFor(an.samples, view), band),
  };
}

/**
 * Why the best move beats each wrong answer, by its key: the analysis' „weil …“ of the pair
 * (`reasonOf`: about the difference of the two moves, never a clause that fits the wrong one too).
 * A wrong answer without such a sentence has none; right answers need none.
 */
function reasonsAgainst<S, M extends BaseMove, O, V extends BaseView<M>>(
  an: AnalysisGame<S, M, O, V>,
  view: V,
  best: M,
  choices: readonly TacticChoice<M>[],
  names: readonly string[],
): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const c of choices) {
    if (c.right) continue;
    const why = reasonOf(an, view, best, c.move, names);
    if (why) reasons[c.key] = why;
  }
  return reasons;
}

function legendOf(scale: AnalysisScale, samples: number, band: number): string {
  const from = `jeder Zug auf denselben ${samples.toLocaleString('de-DE')} ausgelosten Verteilungen der Karten, die du nicht siehst, zu Ende gespielt – wie die Analyse und der Tipp; die wirklichen Karten der anderen kennt die Rechnung nicht`;
  const what =
    scale.kind === 'chance'
      ? `Die Prozentzahl hinter jedem Zug: ${scale.label} (${from}).`
      : `Die Zahl hinter jedem Zug: ${scale.label}, ${scale.better === 'niedrig' ? 'weniger' : 'mehr'} ist besser (${from}).`;
  return `${what} Jeder Zug, der höchstens ${formatLoss(band, scale)} hinter dem besten liegt, zählt als richtig.`;
}

/** The whole exercise in one call (Node, tests, the bench); the worker steps it itself (profiWorker.ts). */
export function buildTactic<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  kindId: string,
  seed: number,
  level: DrillLevel,
  seatNames: readonly string[],
  version: DrillVersion = DRILL_VERSION,
): TacticDrill<S, V, M> {
  const steps = tacticSteps(game, kindId, seed, level, seatNames, version);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

export { DEFAULT_SCREENS, kindAt, tacticGame, tacticThresholds, type TacticGame, type TacticKind, type TacticScreen } from './tacticGame';
export {
  bestChoice,
  choiceLine,
  judgeTactic,
  type TacticChoice,
  type TacticDrill,
  type TacticJudgement,
  type TacticQ,
} from './tacticJudge';
