/**
 * The exercise bench (issue 17), shared by bench/<game>.drills.bench.ts: the time to make one
 * exercise (`makeDrill`, the position search from the seeded deal plus question and choices) for
 * every rules kind, 600 seeds per kind (both levels, after a warm-up), and the 95th percentile of
 * the slowest kind, `BENCH <game>.drill_make_ms_p95`. A `# …` line names each kind's p95.
 * Time per exercise: the smaller of wall-clock and CPU time (see lib.ts).
 */
import { makeDrill, type DrillGame, type DrillLevel } from '../src/games/core/drills';

declare const process: { cpuUsage?: () => { user: number; system: number } } | undefined;
const cpuMs = (): number => {
  const u = typeof process !== 'undefined' && process.cpuUsage ? process.cpuUsage() : null;
  return u ? (u.user + u.system) / 1000 : performance.now();
};

const SEEDS = 600;

function p95(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function benchDrills(game: DrillGame<any, any, any, any, any>): void {
  for (const kind of game.kinds) for (let seed = 0; seed < 50; seed++) makeDrill(game, kind.id, 1_000_000 + seed, (seed & 1) as DrillLevel);
  const perKind: string[] = [];
  let worst = 0;
  for (const kind of game.kinds) {
    const times: number[] = [];
    for (let seed = 0; seed < SEEDS; seed++) {
      const wall = performance.now();
      const cpu = cpuMs();
      makeDrill(game, kind.id, seed, (seed & 1) as DrillLevel);
      times.push(Math.min(performance.now() - wall, cpuMs() - cpu));
    }
    const p = p95(times);
    perKind.push(`${kind.id} ${p.toFixed(2)}`);
    worst = Math.max(worst, p);
  }
  console.log(`# ${game.id} drill p95 per kind (ms): ${perKind.join(', ')}`);
  console.log(`BENCH ${game.id}.drill_make_ms_p95 ${worst.toFixed(2)} ms`);
}
