// npm run bench: bundles every bench/*.bench.ts with esbuild and runs it in this Node process's
// sibling (one core), then the page-size figures. Each script prints lines `BENCH <name> <value> <unit>`.
import { build } from 'esbuild';
import { readdirSync, mkdtempSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'bench-'));
const only = process.argv[2];
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.startsWith(only))
  .sort();
let failed = false;
for (const file of scripts) {
  const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [join(here, file)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    jsx: 'automatic',
    jsxImportSource: 'preact',
  });
  const r = spawnSync(process.execPath, [outfile], { stdio: 'inherit', cwd: join(here, '..') });
  if (r.status !== 0) failed = true;
}
const pageSize = join(here, 'page-size.mjs');
if ((!only || only === 'page') && existsSync(pageSize)) {
  const r = spawnSync(process.execPath, [pageSize], { stdio: 'inherit', cwd: join(here, '..') });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
