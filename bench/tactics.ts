/**
 * The „Taktik“ bench (issue 17), shared by bench/<game>.tactics.bench.ts: the time to make one
 * Taktik exercise (`buildTactic`: play up to candidate positions, the short screening searches,
 * the full search at the analysis iteration count and the judgement of the answers, core/judge.ts),
 * for every Taktik kind, `TACTIC_SEEDS` seeds per
 * kind (default 200, both levels, after a warm-up; with 40 the 95th percentile jumped by a third
 * between runs), in the newest link version (`DRILL_VERSION`), and the 95th percentile of the
 * slowest kind, `BENCH <game>.drill_tactic_ms_p95`. `# …` lines name each kind's p95 and median and the mean
 * number of searches. Time per exercise: the smaller of wall-clock and CPU time (see lib.ts).
 */
import type { DrillLevel } from '../src/games/core/drills';
import { bestChoice, buildTactic, tacticSteps, type TacticGame } from '../src/games/core/tactics';
import { wilson } from './lib';

declare const process: { cpuUsage?: () => { user: number; system: number }; env: Record<string, string | undefined> } | undefined;
const cpuMs = (): number => {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
};

const SEEDS = Number((typeof process !== 'undefined' && process.env.TACTIC_SEEDS) || 200);

function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function benchTactics(game: TacticGame<any, any, any, any>, names: readonly string[]): void {
  for (const kind of game.kinds)
    for (let seed = 0; seed < 3; seed++) buildTactic(game, kind.id, 1_000_000 + seed, (seed & 1) as DrillLevel, names);
  const perKind: string[] = [];
  let worst = 0;
  // Issue 29: is the first answer offered the best move more often than a random order would make it?
  let exercises = 0;
  let bestFirst = 0;
  let randomFirst = 0;
  for (const kind of game.kinds) {
    const times: number[] = [];
    let searches = 0;
    for (let seed = 0; seed < SEEDS; seed++) {
      const wall = performance.now();
      const cpu = cpuMs();
      const steps = tacticSteps(game, kind.id, seed, (seed & 1) as DrillLevel, names);
      let r = steps.next();
      while (!r.done) {
        searches++;
        r = steps.next();
      }
      times.push(Math.min(performance.now() - wall, cpuMs() - cpu));
      const d = r.value;
      exercises++;
      if (d.choices[0] === bestChoice(d.q).key) bestFirst++;
      randomFirst += 1 / d.choices.length;
    }
    const p = quantile(times, 0.95);
    perKind.push(`${kind.id} p95 ${p.toFixed(0)} median ${quantile(times, 0.5).toFixed(0)} searches ${(searches / SEEDS).toFixed(1)}`);
    worst = Math.max(worst, p);
  }
  console.log(`# ${game.id} tactic per kind (ms, ${SEEDS} seeds): ${perKind.join('; ')}`);
  console.log(`BENCH ${game.id}.drill_tactic_ms_p95 ${worst.toFixed(0)} ms`);
  const [lo, hi] = wilson(bestFirst, exercises);
  console.log(
    `# ${game.id} tactic best first: ${bestFirst} of ${exercises} exercises, 95 % interval ${lo.toFixed(3)}–${hi.toFixed(3)}; ` +
      `a random order would put the best first in ${(randomFirst / exercises).toFixed(3)} (mean of 1 / number of answers)`,
  );
  console.log(`BENCH ${game.id}.tactic_best_first_share ${(bestFirst / exercises).toFixed(3)} share`);
  console.log(`BENCH ${game.id}.tactic_best_first_random ${(randomFirst / exercises).toFixed(3)} share`);
}
