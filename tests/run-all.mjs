// `npm test`: the whole suite, in the order a failure is cheapest to find.
// 1. a Chromium for the browser tests must exist (CHROMIUM_PATH or /usr/bin/chromium),
// 2. type check (astro check: .astro, .ts, .tsx, .mdx imports), then the layers of the code
//    (dependency-cruiser, .dependency-cruiser.cjs; known exceptions in .dependency-cruiser-known-violations.json),
//    lint (ESLint, eslint.config.js) and format (Prettier --check, .prettierrc.json / .prettierignore),
// 3. unit, property and machine tests (Vitest),
// 4. the static build (astro build), then every built page through html-validate (.htmlvalidate.mjs),
// 5. browser tests (Playwright in that Chromium, against the built site and `astro dev`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromiumPath } from './chromium.mjs';

const browser = chromiumPath();
if (!browser) {
  console.error(
    '\nnpm test: kein Chromium gefunden / no Chromium found.\n' +
      'The browser tests need a Chromium: install the system package (`apt-get install -y chromium`,\n' +
      'binary /usr/bin/chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.\n',
  );
  process.exit(1);
}

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';
const tmp = mkdtempSync(join(tmpdir(), 'kartenspiele-test-'));
const bin = (name) => join('node_modules', '.bin', name);
function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\nnpm test: step "${title}" failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

run('type check (astro check)', bin('astro'), ['check', '--minimumFailingSeverity', 'warning']);
run('lint (eslint)', bin('eslint'), ['.']);
run('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
run('layers (dependency-cruiser)', bin('depcruise'), [
  'src',
  '--config',
  '.dependency-cruiser.cjs',
  '--ignore-known',
  '--output-type',
  'err',
]);
const vitestJson = join(tmp, 'vitest.json');
run('unit, property and machine tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
run('static build (astro build)', bin('astro'), ['build']);
run('valid HTML (html-validate, every built page)', bin('html-validate'), ['dist/**/*.html']);
const pwJson = join(tmp, 'playwright.json');
run('browser tests (playwright, chromium)', bin('playwright'), ['test'], {
  CHROMIUM_PATH: browser,
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});

// One plain closing line over both runners.
let passed = 0;
let failed = 0;
const flaky = [];
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
}
if (existsSync(pwJson)) {
  const p = JSON.parse(readFileSync(pwJson, 'utf8'));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
  // Tests that failed first and passed on their retry (CI only): named, so they get fixed.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') flaky.push([...titles, spec.title].filter(Boolean).join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of p.suites ?? []) walk(suite, [suite.title]);
}
if (flaky.length) console.log(`\n${flaky.length} flaky (failed, then passed on retry):\n` + flaky.map((t) => '  ' + t).join('\n'));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
