// „Analyse“ figures of one game (issue 16): node bench/analyse.mjs [game] runs this per game.
//
// Games: the reader (seat 0) is played by „Fortgeschritten“ or „Anfänger“, every other seat by
// „Fortgeschritten“; Durak with 2 players, Ganjifa one deal, Dudab one round with 4 players,
// Bambuti one game. Every decision is seeded as in free play (makeRng(deriveSeed(seed, move))).
// Each game is analysed at the game's real settings (core/analysis.ts, <game>/analysis.ts).
//
// - <game>.analysis_s_per_game: median time to analyse one game with the reader „Fortgeschritten“
//   (the smaller of wall-clock and CPU time, see bench/lib.ts), over ANALYSE_GAMES games (20).
// - <game>.analysis_flagged_gain: for the decisions marked „Fehler“ or „grober Fehler“ (games with
//   the reader „Anfänger“ and „Fortgeschritten“ in turn, until ANALYSE_FLAGGED = 300 such
//   decisions): from the TRUE state (the real hidden cards, which the analysis never saw) the move
//   made and the suggested move are each played out ANALYSE_PLAYOUTS = 100 times with
//   „Fortgeschritten“ on every seat, in pairs (playout j of both moves uses the same seeds). Every
//   seat makes a random move with probability ANALYSE_EPSILON = 0.1 instead of the heuristic's: the
//   „Fortgeschritten“ bots hardly use their generator, so without it all 100 playouts of a move from
//   the same true state would be one game repeated, and most pairs would tie. The
//   gain of one decision is the mean result of the suggested move minus that of the move made, in
//   the game's unit and in the reader's favour (Dudab: fewer points); the figure is the mean over
//   the decisions with its 95 % interval.
// - <game>.analysis_flagged_confirmed: the share of those decisions with a gain above 0 (Wilson
//   interval).
// - <game>.analysis_brier_skill (not Dudab): every chance on the graph of the games with the reader
//   „Fortgeschritten“ (at least ANALYSE_CALIBRATION = 300 games) against the game's true result
//   (1, 0, a draw ½): 1 − Brier / Brier of the constant base rate; 95 % interval by resampling games.
// - dudab.analysis_score_correlation: the same positions, Pearson correlation of the expected
//   round score against the table average with the true one.
//
// Parts: ANALYSE_PART=k/n makes this process collect only part k of n of a game's samples (the
// timed games, the flagged decisions and the calibration games whose number is k modulo n, up to
// 1/n of each sample) and write them as JSON to ANALYSE_RAW_FILE; ANALYSE_MERGE=<file>,<file>…
// then reports the lines over all parts. bench/analyse.mjs runs a game's parts side by side, so
// the two cores stay busy until the end. One part (the default) reports at once.
//
// ANALYSE_ITERATIONS=n searches every decision with n iterations instead of the game's (a quick
// check only: the figures then describe that weaker analysis). ANALYSE_MAX_GAMES caps the games
// played for the flagged decisions and the calibration (default 2000). ANALYSE_DEBUG=1 prints every
// flagged decision's loss and gain and every calibration game's result.
import {
  analyseAt,
  decisionSeed,
  judgeOptions,
  tippMove,
  analyseDecision,
  type AnalysisGame,
  type DecisionAnalysis,
  type GameAnalysis,
} from '../src/games/core/analysis';
import { analyseGame } from '../src/games/core/analysisRun';
import { shownLoss, worseShare } from '../src/games/core/analysisText';
import { classOf, judgeMemo, judgeMoves, Z95, type JudgeMemo } from '../src/games/core/judge';
import { dataKey } from '../src/games/core/data';
import { deriveSeed, makeRng } from '../src/games/core/rng';
import type { BaseMove, BaseView, Bot } from '../src/games/core/types';
import { meanInterval, report, wilson } from './lib';
import { readFileSync, writeFileSync } from 'node:fs';

declare const process: {
  env: Record<string, string | undefined>;
  argv: string[];
  cpuUsage(): { user: number; system: number };
  exit(code: number): never;
};

const GAMES = Number(process.env.ANALYSE_GAMES ?? 20);
const FLAGGED = Number(process.env.ANALYSE_FLAGGED ?? 300);
const PER_WORLD = process.env.ANALYSE_PER_WORLD ? Number(process.env.ANALYSE_PER_WORLD) : undefined;
const PLAYOUTS = Number(process.env.ANALYSE_PLAYOUTS ?? 200);
const CALIBRATION = Number(process.env.ANALYSE_CALIBRATION ?? 100);
/** Decisions where made and best move are worth the same by the reference (false flags). */
const EQUAL = Number(process.env.ANALYSE_EQUAL ?? 300);
/** Times the analysis's samples for the reference evaluation of two moves. */
const REFERENCE = Number(process.env.ANALYSE_REFERENCE ?? 20);
/**
 * The reference is drawn in tenths and stops early, after a tenth of its samples or more, once its
 * verdict is settled: the two moves further apart than the equal-worth bound by more than EARLY_Z
 * standard errors of their paired difference (the decision does not count), or closer than the
 * bound by more than EARLY_Z standard errors (it counts). Only a 4-sigma swing of the rest of the
 * samples could have changed either verdict.
 */
const EARLY_Z = Number(process.env.ANALYSE_EARLY_Z ?? 4);
/** Games analysed twice with different seeds (mark agreement). */
const AGREEMENT = Number(process.env.ANALYSE_AGREEMENT ?? 100);
/** „Tipp“ suggestions checked against the analysis. */
const TIPPS = Number(process.env.ANALYSE_TIPPS ?? 1000);
const MAX_GAMES = Number(process.env.ANALYSE_MAX_GAMES ?? 2000);
const ITERATIONS = process.env.ANALYSE_ITERATIONS ? Number(process.env.ANALYSE_ITERATIONS) : undefined;
const EPSILON = Number(process.env.ANALYSE_EPSILON ?? 0.1);
/**
 * The screen for the flagged decisions in „Anfänger“ games (ANALYSE_SCREEN=0 switches it off): a
 * decision is judged in full only when it passes every stage of SCREEN_STAGES in turn. A stage
 * judges on the first `fraction` of the judgement's samples (at least `worlds` worlds): the same
 * samples, with the same values, the full judgement starts with, shared through its memo
 * (core/judge.ts `until`), so a decision that passes costs nothing extra. It passes when the move
 * made trails the leading move by at least `loss` times the „Fehler“ threshold and came out worse
 * in at least `share` of those worlds. Every ANALYSE_AUDIT-th „Anfänger“ game is judged in full
 * at every decision: its flagged decisions the screen would have skipped give the screen's miss
 * rate (`<game>.analysis_screen_miss_rate`).
 */
const SCREEN = process.env.ANALYSE_SCREEN !== '0';
const SCREEN_STAGES = [
  { fraction: 1 / 64, worlds: 4, loss: 0.25, share: 0.5 },
  { fraction: 1 / 16, worlds: 8, loss: 0.5, share: 0.7 },
  { fraction: 1 / 4, worlds: 16, loss: 0.8, share: 0.8 },
];
const AUDIT = Number(process.env.ANALYSE_AUDIT ?? 10);
const BASE = 20261202;
const [PART, PARTS] = (process.env.ANALYSE_PART ?? '0/1').split('/').map(Number) as [number, number];
/** This part's share of a sample of `total` (the parts together hold at least `total`). */
const share = (total: number): number => Math.ceil(total / PARTS);

/** What one part collected: the raw samples, merged over the parts before anything is reported. */
interface Collected {
  times: number[];
  gains: number[];
  /** Per equal-worth decision: 1 when the analysis marked it „Fehler“ or worse. */
  falseFlags: number[];
  /** Per decision of a game analysed twice: 1 when both runs agree whether it is a „Fehler“ or worse. */
  agreement: number[];
  /** Per „Tipp“ suggestion: 1 when the analysis marks it „Fehler“ or worse. */
  tippFlags: number[];
  calibration: [number, number][][];
  flaggedGames: number;
  /** The screen in „Anfänger“ games: decisions seen and passed; in audited games, flagged and missed. */
  screen: { decisions: number; passed: number; flagged: number; missed: number; games: number; audited: number; seconds: number };
  seconds: number;
  /** Seconds spent in each step (analysing games, flagged playouts, reference, second analysis, Tipp). */
  phases: Record<string, number>;
}

interface BenchGame<S, M extends BaseMove, O, V extends BaseView<M>> {
  analysis: AnalysisGame<S, M, O, V>;
  options: O;
  random: Bot<V, M>;
  heuristic: Bot<V, M>;
}

/** Plays `state` to the end with `bots`, each decision seeded from (seed, moves played here). */
function playOut<S, M extends BaseMove, O, V extends BaseView<M>>(
  g: BenchGame<S, M, O, V>,
  state: S,
  seed: number,
  bots: readonly Bot<V, M>[],
) {
  const { rules } = g.analysis;
  let s = state;
  const moves: M[] = [];
  for (let k = 0; !rules.isOver(s); k++) {
    if (k > 5000) throw new Error('a game did not end');
    const seat = rules.toAct(s)!;
    const move = bots[seat]!(rules.view(s, seat), makeRng(deriveSeed(seed, k)));
    moves.push(move);
    s = rules.play(s, move);
  }
  return { state: s, moves };
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? Number.NaN : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
};

/** 95 % percentile-bootstrap interval of `stat` over resampled groups (seeded, 1000 resamples). */
function bootstrap<T>(groups: readonly T[], stat: (sample: T[]) => number): [number, number] {
  const random = makeRng(BASE);
  const values: number[] = [];
  for (let b = 0; b < 1000; b++) {
    const sample: T[] = [];
    for (let i = 0; i < groups.length; i++) sample.push(groups[Math.floor(random() * groups.length)]!);
    const v = stat(sample);
    if (Number.isFinite(v)) values.push(v);
  }
  values.sort((a, b) => a - b);
  return [values[Math.floor(values.length * 0.025)] ?? Number.NaN, values[Math.ceil(values.length * 0.975) - 1] ?? Number.NaN];
}

/** Graph points of one game against its true result: [estimate, result] pairs. */
type Calibration = [number, number][];

/** 1 − Brier / Brier of the base rate (NaN when every result is the same: no skill to measure). */
function brierSkill(games: readonly Calibration[]): number {
  const pairs = games.flat();
  const base = pairs.reduce((a, [, o]) => a + o, 0) / pairs.length;
  let brier = 0;
  let ref = 0;
  for (const [p, o] of pairs) {
    brier += (p - o) ** 2;
    ref += (base - o) ** 2;
  }
  return ref === 0 ? Number.NaN : 1 - brier / ref;
}

function correlation(games: readonly Calibration[]): number {
  const pairs = games.flat();
  const n = pairs.length;
  const mx = pairs.reduce((a, [x]) => a + x, 0) / n;
  const my = pairs.reduce((a, [, y]) => a + y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

async function run<S, M extends BaseMove, O, V extends BaseView<M>>(name: string, g: BenchGame<S, M, O, V>): Promise<Collected> {
  const { analysis } = g;
  const { rules } = analysis;
  const sign = analysis.scale.better === 'hoch' ? 1 : -1;
  const chance = analysis.scale.kind === 'chance';
  const t0 = performance.now();
  const times: number[] = [];
  const calibration: Calibration[] = [];
  const gains: number[] = [];
  const falseFlags: number[] = [];
  const agreement: number[] = [];
  const tippFlags: number[] = [];
  const key = analysis.search.key ?? dataKey;
  const classKey = (view: V) => (analysis.equivalent ? analysis.equivalent(view) : key);
  const equalWithin = chance ? 2 : 1;
  const isError = (mark: string | null) => mark === 'Fehler' || mark === 'grober Fehler';
  let flaggedGames = 0;
  /** A decision judged in full, with its index in the game's moves. */
  type Decision = DecisionAnalysis<M>;
  const phases: Record<string, number> = {};
  /** Runs `f` and adds its seconds to the step `name`. */
  const timed = <T>(name: string, f: () => T): T => {
    const t = performance.now();
    try {
      return f();
    } finally {
      phases[name] = (phases[name] ?? 0) + (performance.now() - t) / 1000;
    }
  };

  /**
   * A game with the reader „Fortgeschritten“, analysed as the site does. With `keep`, each
   * decision's judgement memo is kept (by move index) so that „Tipp“ can be asked at the same
   * decision from the same samples (the same answer, core/judge.ts `JudgeMemo`; only at the game's
   * own settings). The timed games keep nothing.
   */
  const analyse = (seed: number, keep: boolean): { a: GameAnalysis<M>; moves: M[]; ms: number; memos: Map<number, JudgeMemo> } => {
    const bots = [g.heuristic, g.heuristic, g.heuristic, g.heuristic, g.heuristic, g.heuristic];
    const { moves } = playOut(g, rules.deal(g.options, seed), seed, bots);
    const memos = new Map<number, JudgeMemo>();
    const memoFor =
      keep && ITERATIONS === undefined && PER_WORLD === undefined ? (i: number) => memos.set(i, judgeMemo()).get(i)! : undefined;
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    const a = analyseGame(analysis, { options: g.options, seed, moves }, { iterations: ITERATIONS, perWorld: PER_WORLD, memoFor });
    return { a, moves, ms: Math.min(performance.now() - wall0, cpuMs() - cpu0), memos };
  };

  const judgeOpts = { iterations: ITERATIONS, perWorld: PER_WORLD };
  const screen = { decisions: 0, passed: 0, flagged: 0, missed: 0, games: 0, audited: 0, seconds: 0 };
  /**
   * The screen (see SCREEN): does the decision pass every stage? The first stage it fails at is
   * `failedAt` (-1: passed). The samples stay in `memo` for the full judgement.
   */
  const screenOf = (view: V, made: M, seed: number, memo: JudgeMemo): { failedAt: number; loss: number; share: number } => {
    const options = judgeOptions(analysis, view, judgeOpts, [made]);
    let seen = { failedAt: -1, loss: 0, share: 0 };
    for (const [k, stage] of SCREEN_STAGES.entries()) {
      const until = Math.max(Math.ceil(options.samples * stage.fraction), stage.worlds * options.perWorld!);
      const j = judgeMoves(analysis, view, seed, { ...options, memo, until });
      const lead = j.classes[j.best]!;
      const mine = classOf(j, key(made))!;
      seen =
        mine === lead
          ? { failedAt: k, loss: 0, share: 0 }
          : { failedAt: -1, loss: shownLoss(lead.value, mine.value, analysis.scale) / analysis.thresholds.Fehler, share: worseShare(mine) };
      if (seen.loss < stage.loss || seen.share < stage.share) return { ...seen, failedAt: k };
    }
    return seen;
  };
  /**
   * A game with the reader „Anfänger“ for the flagged decisions: every decision of the reader is
   * screened, and judged in full (exactly as `analyseGame` would, same seed and samples) when it
   * passes or when the game is audited. Returns the decisions judged in full.
   */
  const analyseA = (seed: number, audit: boolean): { decisions: Decision[]; moves: M[] } => {
    const bots = [g.random, g.heuristic, g.heuristic, g.heuristic, g.heuristic, g.heuristic];
    const { moves } = playOut(g, rules.deal(g.options, seed), seed, bots);
    const decisions: Decision[] = [];
    screen.games++;
    if (audit) screen.audited++;
    let s = rules.deal(g.options, seed);
    moves.forEach((made, index) => {
      if (rules.toAct(s) === 0) {
        const view = rules.view(s, 0);
        const ds = decisionSeed(seed, index);
        const memo = judgeMemo();
        const forced = view.legal.length === 1;
        if (!forced) screen.decisions++;
        const t = performance.now();
        const seen = forced || !SCREEN ? null : screenOf(view, made, ds, memo);
        screen.seconds += (performance.now() - t) / 1000;
        const pass = !forced && (!seen || seen.failedAt < 0);
        if (pass) screen.passed++;
        if (pass || audit) {
          const d = analyseDecision(analysis, view, made, ds, { ...judgeOpts, memo });
          decisions.push({ index, number: decisions.length + 1, ...d });
          if (audit && isError(d.mark)) {
            screen.flagged++;
            if (!pass) screen.missed++;
          }
          if (process.env.ANALYSE_DEBUG && seen)
            console.log(
              `# screen ${seed} move ${index} ${d.mark} failed at ${seen.failedAt} loss ${seen.loss.toFixed(2)} share ${seen.share.toFixed(2)}`,
            );
        }
      }
      s = rules.play(s, made);
    });
    return { decisions, moves };
  };

  const calibrate = (a: GameAnalysis<M>) => {
    const result = a.summary.result!;
    if (process.env.ANALYSE_DEBUG) console.log(`# calibration result ${result}`);
    const scale = chance ? 100 : 1;
    calibration.push(a.graph.map((p) => [p.value / scale, result / scale]));
  };

  /** Paired playouts of the flagged decisions of one game from its true states. */
  const judge = (seed: number, decisions: readonly Decision[], moves: M[]) => {
    const flagged = decisions.filter((d) => isError(d.mark));
    if (flagged.length === 0) return;
    flaggedGames++;
    let s = rules.deal(g.options, seed);
    let next = 0;
    const noisy: Bot<V, M> = (view, random) => (random() < EPSILON ? g.random(view, random) : g.heuristic(view, random));
    const heuristic = Array.from({ length: 6 }, () => noisy);
    for (const d of flagged) {
      while (next < d.index) s = rules.play(s, moves[next++]!);
      let sum = 0;
      for (let j = 0; j < PLAYOUTS; j++) {
        const pair = deriveSeed(deriveSeed(seed, d.index), j);
        const best = analysis.result(playOut(g, rules.play(s, d.best), pair, heuristic).state);
        const made = analysis.result(playOut(g, rules.play(s, d.made), pair, heuristic).state);
        sum += sign * (best - made);
      }
      gains.push(sum / PLAYOUTS);
      if (process.env.ANALYSE_DEBUG)
        console.log(
          `# ${seed} move ${d.index} ${d.mark} loss ${d.loss.toFixed(1)} ± ${d.margin.toFixed(1)} gain ${(sum / PLAYOUTS).toFixed(1)} worlds ${d.worlds} worse ${d.worldsWorse} better ${d.worldsBetter}`,
        );
    }
  };

  /**
   * False flags: at every decision whose made move is not the analysis's best, a reference
   * evaluation from the reader's view of just these two moves — the same judgement (paired
   * playouts on common random numbers) with REFERENCE times the samples and another seed. Where it
   * finds them within `equalWithin` of each other, the decision counts; a mark of „Fehler“ or worse
   * there is a false flag.
   */
  const equalWorth = (seed: number, decisions: readonly Decision[], moves: M[]) => {
    let s = rules.deal(g.options, seed);
    let next = 0;
    for (const d of decisions) {
      if (d.forced || d.madeIsBest || falseFlags.length >= equalTarget) continue;
      while (next < d.index) s = rules.play(s, moves[next++]!);
      const view = rules.view(s, 0);
      const two = { ...view, legal: [d.made, d.best] };
      const n = REFERENCE * judgeOptions(analysis, view).samples;
      // In tenths, each going on from the samples before (one memo), stopped once settled (EARLY_Z).
      const memo = judgeMemo();
      const refSeed = deriveSeed(decisionSeed(seed, d.index), 0x726566);
      let equal = false;
      for (let tenth = 1; tenth <= 10; tenth++) {
        const ref = judgeMoves(analysis, two, refSeed, {
          samples: n,
          keep: [d.made, d.best],
          memo,
          until: tenth === 10 ? undefined : Math.ceil((n * tenth) / 10),
        });
        const [x, y] = ref.classes;
        if (!x || !y) break;
        const apart = Math.abs(x.value - y.value);
        const sure = (EARLY_Z / Z95) * Math.max(x.margin, y.margin);
        if (tenth === 10) equal = apart <= equalWithin;
        else if (apart - sure > equalWithin) break;
        else if (apart + sure <= equalWithin) {
          equal = true;
          break;
        }
      }
      if (equal) falseFlags.push(isError(d.mark) ? 1 : 0);
    }
  };

  /** The same game analysed again from other samples: does it agree on every „Fehler“? */
  const twice = (seed: number, a: GameAnalysis<M>, moves: M[]) => {
    const b = analyseGame(analysis, { options: g.options, seed, moves }, { iterations: ITERATIONS, reseed: 1 });
    a.decisions.forEach((d, i) => {
      if (!d.forced) agreement.push(isError(d.mark) === isError(b.decisions[i]!.mark) ? 1 : 0);
    });
  };

  /**
   * „Tipp“ at every decision of the reader (a „Fortgeschritten“ game): its suggestion, then the
   * analysis of that suggestion at the same decision (only looked up where the suggestion is not of
   * the analysis's best class, which is never marked).
   */
  const tipps = (seed: number, a: GameAnalysis<M>, moves: M[], memos: Map<number, JudgeMemo>) => {
    let s = rules.deal(g.options, seed);
    let next = 0;
    for (const d of a.decisions) {
      if (d.forced || tippFlags.length >= tippTarget) continue;
      while (next < d.index) s = rules.play(s, moves[next++]!);
      const view = rules.view(s, 0);
      const tipp = tippMove(analysis, view, deriveSeed(seed, d.index), memos.get(d.index)).move;
      const cls = classKey(view);
      if (cls(tipp) === cls(d.best)) tippFlags.push(0);
      else
        tippFlags.push(
          isError(analyseAt(analysis, s, tipp, decisionSeed(seed, d.index), { iterations: ITERATIONS, memo: memos.get(d.index) }).mark)
            ? 1
            : 0,
        );
    }
  };

  // This part's share of each sample (all of it with one part).
  const equalTarget = share(EQUAL);
  const agreementTarget = share(AGREEMENT);
  const tippTarget = share(TIPPS);
  const flaggedTarget = share(FLAGGED);
  const calibrationTarget = share(CALIBRATION);
  let twiceGames = 0;
  // The timed games (reader „Fortgeschritten“); they count for the flagged decisions and the calibration.
  for (let i = PART; i < GAMES; i += PARTS) {
    const seed = deriveSeed(BASE, i);
    const { a, moves, ms, memos } = timed('analyse', () => analyse(seed, false));
    times.push(ms / 1000);
    calibrate(a);
    if (gains.length < flaggedTarget) timed('judge', () => judge(seed, a.decisions, moves));
    if (falseFlags.length < equalTarget) timed('equalWorth', () => equalWorth(seed, a.decisions, moves));
    if (twiceGames < agreementTarget) {
      timed('twice', () => twice(seed, a, moves));
      twiceGames++;
    }
    if (tippFlags.length < tippTarget) timed('tipps', () => tipps(seed, a, moves, memos));
  }
  // More games until both samples are full: the reader „Anfänger“ and „Fortgeschritten“ in turn
  // for the flagged decisions; „Fortgeschritten“ only once those are enough.
  let fGames = times.length;
  const more = () =>
    gains.length < flaggedTarget ||
    fGames < calibrationTarget ||
    falseFlags.length < equalTarget ||
    twiceGames < agreementTarget ||
    tippFlags.length < tippTarget;
  for (let i = PART, j = 0; i < MAX_GAMES && more(); i += PARTS, j++) {
    const seed = deriveSeed(BASE + 1, i);
    const fNeeded = fGames < calibrationTarget || twiceGames < agreementTarget || tippFlags.length < tippTarget;
    const level = (gains.length < flaggedTarget || falseFlags.length < equalTarget) && (j % 2 === 0 || !fNeeded) ? 'A' : 'F';
    if (level === 'A') {
      // Audited: every AUDIT-th „Anfänger“ game of this part, and every one while the screen is off.
      const audit = !SCREEN || screen.games % AUDIT === 0;
      const { decisions, moves } = timed('analyse_A', () => analyseA(seed, audit));
      if (gains.length < flaggedTarget) timed('judge', () => judge(seed, decisions, moves));
      // The equal-worth sample needs every decision judged in full.
      if (audit && falseFlags.length < equalTarget) timed('equalWorth', () => equalWorth(seed, decisions, moves));
      continue;
    }
    const { a, moves, memos } = timed('analyse', () => analyse(seed, true));
    fGames++;
    if (fGames <= calibrationTarget) calibrate(a);
    if (twiceGames < agreementTarget) {
      timed('twice', () => twice(seed, a, moves));
      twiceGames++;
    }
    if (tippFlags.length < tippTarget) timed('tipps', () => tipps(seed, a, moves, memos));
    if (gains.length < flaggedTarget) timed('judge', () => judge(seed, a.decisions, moves));
    if (falseFlags.length < equalTarget) timed('equalWorth', () => equalWorth(seed, a.decisions, moves));
  }
  return {
    times,
    gains,
    falseFlags,
    agreement,
    tippFlags,
    calibration,
    flaggedGames,
    screen,
    seconds: (performance.now() - t0) / 1000,
    phases,
  };
}

/** The lines of one game over the samples of all its parts. */
function reportAll<S, M extends BaseMove, O, V extends BaseView<M>>(
  name: string,
  analysis: AnalysisGame<S, M, O, V>,
  parts: readonly Collected[],
): void {
  const times = parts.flatMap((p) => p.times);
  const gains = parts.flatMap((p) => p.gains);
  const calibration = parts.flatMap((p) => p.calibration);
  const flaggedGames = parts.reduce((a, p) => a + p.flaggedGames, 0);
  const falseFlags = parts.flatMap((p) => p.falseFlags);
  const agreement = parts.flatMap((p) => p.agreement);
  const tippFlags = parts.flatMap((p) => p.tippFlags);
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const chance = analysis.scale.kind === 'chance';
  const unit = chance ? 'pp' : 'points';
  report(`${name}.analysis_s_per_game`, median(times), 's', 2, bootstrap(times, median));
  const gainMean = gains.reduce((a, b) => a + b, 0) / gains.length;
  report(`${name}.analysis_flagged_gain`, gainMean, unit, 2, meanInterval(gains));
  const confirmed = gains.filter((x) => x > 0).length;
  report(`${name}.analysis_flagged_confirmed`, confirmed / gains.length, 'ratio', 3, wilson(confirmed, gains.length));
  // Not a figure of the issue: how many flagged decisions the playouts told apart at all (a pair of
  // moves that lead to the same result in every playout ties).
  const differ = gains.filter((x) => x !== 0).length;
  console.log(
    `# ${name}: the playouts told ${differ} of ${gains.length} flagged decisions apart; the suggestion was better in ${confirmed} of them`,
  );
  report(`${name}.analysis_false_flag_rate`, sum(falseFlags) / falseFlags.length, 'ratio', 3, wilson(sum(falseFlags), falseFlags.length));
  report(`${name}.analysis_mark_agreement`, sum(agreement) / agreement.length, 'ratio', 3, wilson(sum(agreement), agreement.length));
  report(`${name}.tipp_flagged_rate`, sum(tippFlags) / tippFlags.length, 'ratio', 3, wilson(sum(tippFlags), tippFlags.length));
  console.log(
    `# ${name}: ${falseFlags.length} decisions worth the same as the best by the reference (${REFERENCE}× the samples, within ` +
      `${chance ? '2 pp' : '1 point'}), ${agreement.length} decisions of games analysed twice, ${tippFlags.length} „Tipp“ suggestions`,
  );
  if (chance) report(`${name}.analysis_brier_skill`, brierSkill(calibration), 'ratio', 3, bootstrap(calibration, brierSkill));
  else report(`${name}.analysis_score_correlation`, correlation(calibration), 'r', 3, bootstrap(calibration, correlation));
  console.log(
    `# ${name}: ${times.length} timed games, ${gains.length} flagged decisions from ${flaggedGames} games (${PLAYOUTS} paired playouts each), ` +
      `${calibration.length} calibration games (${calibration.reduce((a, c) => a + c.length, 0)} positions)` +
      `${ITERATIONS ? `, ${ITERATIONS} iterations per decision (not the real setting)` : ''}, ` +
      `${parts.length} part${parts.length === 1 ? '' : 's'} of ${parts.map((p) => p.seconds.toFixed(0)).join(' + ')} s`,
  );
  // The screen for the flagged decisions (see SCREEN): of the flagged decisions in the audited
  // „Anfänger“ games, the share it would have skipped.
  const sc = parts.reduce(
    (a, p) => {
      for (const k of Object.keys(a) as (keyof typeof a)[]) a[k] += p.screen?.[k] ?? 0;
      return a;
    },
    { decisions: 0, passed: 0, flagged: 0, missed: 0, games: 0, audited: 0, seconds: 0 },
  );
  if (SCREEN && sc.games > 0) {
    report(`${name}.analysis_screen_miss_rate`, sc.missed / sc.flagged, 'ratio', 3, wilson(sc.missed, sc.flagged));
    console.log(
      `# ${name}: screen over ${sc.games} „Anfänger“ games (${sc.audited} audited): ${sc.passed} of ${sc.decisions} decisions judged in full; ` +
        `in the audited games it would have skipped ${sc.missed} of ${sc.flagged} flagged decisions; ` +
        `the screen itself took ${sc.seconds.toFixed(0)} s`,
    );
  }
  const phases: Record<string, number> = {};
  for (const p of parts) for (const [k, v] of Object.entries(p.phases ?? {})) phases[k] = (phases[k] ?? 0) + v;
  console.log(
    `# ${name}: seconds per step over all parts: ${Object.entries(phases)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}`,
  );
}

/** Collects this process's part, then reports it (one part), writes it (ANALYSE_RAW_FILE), or reports merged parts (ANALYSE_MERGE). */
async function main<S, M extends BaseMove, O, V extends BaseView<M>>(name: string, g: BenchGame<S, M, O, V>): Promise<void> {
  const merge = process.env.ANALYSE_MERGE;
  if (merge) {
    reportAll(
      name,
      g.analysis,
      merge.split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')) as Collected),
    );
    return;
  }
  const collected = await run(name, g);
  const raw = process.env.ANALYSE_RAW_FILE;
  if (raw) writeFileSync(raw, JSON.stringify(collected));
  else reportAll(name, g.analysis, [collected]);
}

const game = process.argv[2];
switch (game) {
  case 'durak': {
    const [{ durakAnalysis }, bots] = await Promise.all([import('../src/games/durak/analysis'), import('../src/games/durak/bots')]);
    await main('durak', {
      analysis: durakAnalysis,
      options: { players: 2, transfer: false },
      random: bots.randomBot,
      heuristic: bots.heuristicBot,
    });
    break;
  }
  case 'ganjifa': {
    const [{ ganjifaAnalysis }, bots] = await Promise.all([import('../src/games/ganjifa/analysis'), import('../src/games/ganjifa/bots')]);
    await main('ganjifa', { analysis: ganjifaAnalysis, options: {}, random: bots.randomBot, heuristic: bots.heuristicBot });
    break;
  }
  case 'dudab': {
    const [{ dudabAnalysis }, bots] = await Promise.all([import('../src/games/dudab/analysis'), import('../src/games/dudab/bots')]);
    await main('dudab', {
      analysis: dudabAnalysis,
      options: { spieler: 4, runden: 1, startSeat: 0 },
      random: bots.randomBot,
      heuristic: bots.heuristicBot,
    });
    break;
  }
  case 'bambuti': {
    const [{ bambutiAnalysis }, bots] = await Promise.all([import('../src/games/bambuti/analysis'), import('../src/games/bambuti/bots')]);
    await main('bambuti', { analysis: bambutiAnalysis, options: { startSeat: 0 }, random: bots.randomBot, heuristic: bots.heuristicBot });
    break;
  }
  default:
    console.error(`bench/analyse.ts: unknown game ${game}`);
    process.exit(1);
}
