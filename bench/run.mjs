// npm run bench: bundles every bench/*.bench.ts with esbuild and runs it in this Node process's
// sibling (one core), then the page-size figures. Each script prints lines `BENCH <name> <value> <unit>`.
// npm run bench:profi (`node bench/run.mjs --profi [game]`): the long „Profi“ strength runs,
// bench/*.profi.ts, two at a time (one per core); their lines are printed when each has finished.
import { readdirSync, mkdtempSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { bundleForNode, runCollected } from './bundle.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'bench-'));
const profi = process.argv[2] === '--profi';
const only = process.argv[profi ? 3 : 2];
const suffix = profi ? '.profi.ts' : '.bench.ts';
const scripts = readdirSync(here)
  .filter((f) => f.endsWith(suffix))
  .filter((f) => !only || f.startsWith(only))
  .sort();
let failed = false;
const bundles = [];
for (const file of scripts) {
  const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
  bundles.push(outfile);
  await bundleForNode(join(here, file), outfile);
}
if (profi) {
  // Two scripts at a time; each prints its lines (and its errors) when it has finished.
  const queue = [...bundles];
  const runOne = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { code, text } = await runCollected(file, [], { cwd: join(here, '..') });
      process.stdout.write(text);
      if (code !== 0) failed = true;
    }
  };
  await Promise.all([runOne(), runOne()]);
  process.exit(failed ? 1 : 0);
}
for (const outfile of bundles) {
  const r = spawnSync(process.execPath, [outfile], { stdio: 'inherit', cwd: join(here, '..') });
  if (r.status !== 0) failed = true;
}
const pageSize = join(here, 'page-size.mjs');
if ((!only || only === 'page') && existsSync(pageSize)) {
  const r = spawnSync(process.execPath, [pageSize], { stdio: 'inherit', cwd: join(here, '..') });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
