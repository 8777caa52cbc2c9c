// npm run bench:analyse (`node bench/analyse.mjs [game]`): the „Analyse“ figures (bench/analyse.ts,
// issue 16) for every game or one. Each game is collected in parts (ANALYSE_PART, bench/analyse.ts),
// more parts for the slower games (`PARTS`; ANALYSE_PARTS=n gives every game n), slowest first,
// two processes at a time (one core each; ANALYSE_JOBS=n runs n), so both cores stay busy to the
// end; once all parts of a game are in, its lines are reported over all of them (ANALYSE_MERGE). A
// closing note repeats every line with its 95 % interval. Sample sizes: ANALYSE_GAMES,
// ANALYSE_FLAGGED, ANALYSE_PLAYOUTS, ANALYSE_CALIBRATION, ANALYSE_ITERATIONS, ANALYSE_MAX_GAMES,
// ANALYSE_EPSILON (see bench/analyse.ts); small values give a quick check, not the figures.
import { mkdtempSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bundleForNode, runCollected } from './bundle.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(mkdtempSync(join(tmpdir(), 'bench-analyse-')), 'analyse.mjs');
await bundleForNode(join(here, 'analyse.ts'), outfile);
const games = process.argv[2] ? [process.argv[2]] : ['ganjifa', 'dudab', 'durak', 'bambuti'];
/** Parts per game, by its time per analysed game (Ganjifa takes about twice as long as the others). */
const PARTS = { ganjifa: 4, dudab: 2, durak: 2, bambuti: 2 };
const partsOf = (game) => Number(process.env.ANALYSE_PARTS ?? PARTS[game] ?? 1);
const raw = mkdtempSync(join(tmpdir(), 'bench-analyse-raw-'));
const run = (game, env) => runCollected(outfile, [game], { cwd: join(here, '..'), env: { ...process.env, ...env } });
// Every part of every game, slowest games first; a game is reported when its last part is in.
const queue = games.flatMap((game) => Array.from({ length: partsOf(game) }, (_, k) => ({ game, k, n: partsOf(game) })));
const fileOf = (game, k) => join(raw, `${game}-${k}.json`);
const left = new Map(games.map((g) => [g, partsOf(g)]));
const outputs = new Map();
let failed = false;
const runOne = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const { game, k, n } = job;
    const part = await run(game, { ANALYSE_PART: `${k}/${n}`, ANALYSE_RAW_FILE: fileOf(game, k) });
    process.stdout.write(part.text);
    if (part.code !== 0) failed = true;
    left.set(game, left.get(game) - 1);
    if (left.get(game) > 0) continue;
    const files = Array.from({ length: n }, (_, i) => fileOf(game, i));
    if (!files.every((f) => existsSync(f))) {
      failed = true;
      continue;
    }
    const merged = await run(game, { ANALYSE_MERGE: files.join(',') });
    process.stdout.write(merged.text);
    outputs.set(game, merged.text);
    if (merged.code !== 0) failed = true;
  }
};
const jobs = Math.max(1, Number(process.env.ANALYSE_JOBS ?? 2));
await Promise.all(Array.from({ length: jobs }, runOne));
console.log('# Analyse, closing note: every figure with its 95 % interval');
for (const game of games) {
  const lines = (outputs.get(game) ?? '').split('\n');
  for (const line of lines) {
    const m = /^BENCH (\S+) (\S+) (\S+)$/.exec(line);
    if (!m) continue;
    const interval = lines.find((l) => l.startsWith(`# ${m[1]} 95 % interval`));
    console.log(`#   ${m[1]} = ${m[2]} ${m[3]}${interval ? `, 95 % interval ${interval.split('interval ')[1]}` : ''}`);
  }
}
process.exit(failed ? 1 : 0);
