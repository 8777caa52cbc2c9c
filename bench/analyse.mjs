// npm run bench:analyse (`node bench/analyse.mjs [game]`): the „Analyse“ figures (bench/analyse.ts,
// issue 16) for every game or one, two games at a time (one core each; ANALYSE_JOBS=n runs n). Each game prints its lines
// when it has finished; a closing note repeats every line with its 95 % interval. Sample sizes:
// ANALYSE_GAMES, ANALYSE_FLAGGED, ANALYSE_PLAYOUTS, ANALYSE_CALIBRATION, ANALYSE_ITERATIONS,
// ANALYSE_MAX_GAMES (see bench/analyse.ts); small values give a quick check, not the figures.
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(mkdtempSync(join(tmpdir(), 'bench-analyse-')), 'analyse.mjs');
await build({
  entryPoints: [join(here, 'analyse.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
});
const games = process.argv[2] ? [process.argv[2]] : ['durak', 'bambuti', 'dudab', 'ganjifa'];
const queue = [...games];
const outputs = new Map();
let failed = false;
const runOne = async () => {
  for (let game = queue.shift(); game; game = queue.shift()) {
    const child = spawn(process.execPath, [outfile, game], { cwd: join(here, '..') });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    const code = await new Promise((resolve) => child.on('close', resolve));
    process.stdout.write(text);
    outputs.set(game, text);
    if (code !== 0) failed = true;
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
