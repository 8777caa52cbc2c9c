/**
 * The layers of .dependency-cruiser.cjs (issue 31, point 4), run by dependency-cruiser itself:
 * each rule fails on a small tree made to break it, and the project passes (its known exceptions,
 * .dependency-cruiser-known-violations.json, aside). npm test runs the same check as a step of its own.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';

const root = resolve(__dirname, '../../..');
const config = join(root, '.dependency-cruiser.cjs');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The violations found in `cwd`'s src (JSON report), and the exit status of the check as npm test runs it (`err` report). */
const run = (cwd: string, type: string, extra: string[] = []) =>
  spawnSync(depcruise, ['src', '--config', config, '--output-type', type, ...extra], { cwd, encoding: 'utf8' });
const violationsIn = (cwd: string, extra: string[] = []): Violation[] =>
  (JSON.parse(run(cwd, 'json', extra).stdout) as { summary: { violations: Violation[] } }).summary.violations;
/** The violations found in `cwd`'s src (JSON report), and the exit status of the check as npm test runs it (`err` report). */
function cruise(cwd: string): { status: number | null; violations: Violation[] } {
  return { status: run(cwd, 'err').status, violations: violationsIn(cwd) };
}

/** A tree of TypeScript files (path → imports) in a fresh folder, with a tsconfig of its own. */
function tree(files: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }),
  );
  for (const [path, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    const lines = imports.map((to, i) => `import * as m${i} from '${to}';\nexport const x${i} = m${i};`);
    writeFileSync(join(dir, path), `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  return dir;
}

describe('dependency-cruiser layers', () => {
  it('fails each rule on a tree made to break it', () => {
    const dir = tree({
      // The engine core reaching into the judgement (not engine) and into a game.
      'src/games/core/engine.ts': ['./judge', '../durak/bots'],
      'src/games/core/judge.ts': [],
      // A game's rules importing its bots; a game importing another game and a component.
      'src/games/durak/rules.ts': ['./bots'],
      'src/games/durak/bots.ts': ['../ganjifa/rules', '../../components/durak/DurakTable'],
      'src/games/ganjifa/rules.ts': [],
      // A game's component importing another game; a shared component importing a game.
      'src/components/durak/DurakTable.ts': ['../../games/ganjifa/rules'],
      'src/components/game/Shell.ts': ['../../games/durak/rules', './Form'],
      // Shared code outside the components reaching into a game's folders.
      'src/data/games.ts': ['../games/durak/manifest', '../components/ganjifa/GanjifaTable'],
      'src/components/ganjifa/GanjifaTable.ts': [],
      'src/games/durak/manifest.ts': [],
      // A cycle.
      'src/components/game/Form.ts': ['./Shell'],
    });
    const { status, violations } = cruise(dir);
    expect(status).not.toBe(0);
    const by = (name: string) => violations.filter((v) => v.rule.name === name).map((v) => `${v.from} -> ${v.to}`);
    expect(by('engine-core-is-pure').sort()).toEqual([
      'src/games/core/engine.ts -> src/games/core/judge.ts',
      'src/games/core/engine.ts -> src/games/durak/bots.ts',
    ]);
    expect(by('core-imports-no-game')).toEqual(['src/games/core/engine.ts -> src/games/durak/bots.ts']);
    expect(by('rules-import-only-engine')).toEqual(['src/games/durak/rules.ts -> src/games/durak/bots.ts']);
    expect(by('game-imports-no-other-game').sort()).toEqual([
      'src/games/core/engine.ts -> src/games/durak/bots.ts',
      'src/games/durak/bots.ts -> src/games/ganjifa/rules.ts',
    ]);
    expect(by('game-imports-no-component')).toEqual(['src/games/durak/bots.ts -> src/components/durak/DurakTable.ts']);
    expect(by('game-components-stay-with-their-game')).toEqual(['src/components/durak/DurakTable.ts -> src/games/ganjifa/rules.ts']);
    expect(by('only-the-registry-imports-a-game').sort()).toEqual([
      'src/components/game/Shell.ts -> src/games/durak/rules.ts',
      'src/data/games.ts -> src/components/ganjifa/GanjifaTable.ts',
      'src/data/games.ts -> src/games/durak/manifest.ts',
      'src/games/core/engine.ts -> src/games/durak/bots.ts',
    ]);
    // A cycle is reported once, at one of its edges.
    expect(by('no-circular')).toHaveLength(1);
    expect([
      'src/components/game/Form.ts -> src/components/game/Shell.ts',
      'src/components/game/Shell.ts -> src/components/game/Form.ts',
    ]).toContain(by('no-circular')[0]);
  });

  it('the same tree without the offending imports passes', () => {
    const dir = tree({
      'src/games/core/engine.ts': ['./rng'],
      'src/games/core/rng.ts': [],
      'src/games/core/judge.ts': ['./engine'],
      'src/games/durak/rules.ts': ['../core/engine', './setup'],
      'src/games/durak/setup.ts': [],
      'src/games/durak/bots.ts': ['./rules', '../core/judge'],
      'src/components/durak/DurakTable.ts': ['../../games/durak/rules', '../game/Shell'],
      'src/components/game/Shell.ts': ['../../games/core/engine', '../../games/registry'],
      // Only the registry names a game's folder; the rest takes the games from it.
      'src/games/registry.ts': ['./durak/manifest'],
      'src/games/durak/manifest.ts': ['./rules', '../../components/durak/DurakCard'],
      'src/components/durak/DurakCard.ts': [],
      'src/data/games.ts': ['../games/registry'],
    });
    const { status, violations } = cruise(dir);
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  });

  it('the project keeps its layers (known exceptions aside)', () => {
    // Known exceptions come back with the severity 'ignore'; nothing else may be found.
    const found = violationsIn(root, ['--ignore-known']) as (Violation & { rule: { severity: string } })[];
    expect(found.filter((v) => v.rule.severity !== 'ignore')).toEqual([]);
    // The baseline holds no stale exception: without it the check finds exactly the ones it lists.
    const known = JSON.parse(readFileSync(join(root, '.dependency-cruiser-known-violations.json'), 'utf8')) as Violation[];
    const key = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;
    expect(violationsIn(root, ['--no-ignore-known']).map(key).sort()).toEqual(known.map(key).sort());
  }, 120_000);

  it('no page, layout or shared .astro component imports from a game’s folder (dependency-cruiser does not read .astro)', () => {
    const games: string[] = createRequire(import.meta.url)('../../../src/games/folders.cjs');
    const gameFolder = new RegExp(`^src/(games|components)/(${games.join('|')})/`);
    const astroFiles = (readdirSync(join(root, 'src'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.astro'))
      .map((f) => join('src', f));
    expect(astroFiles.length).toBeGreaterThan(5);
    const found: string[] = [];
    for (const file of astroFiles.filter((f) => !gameFolder.test(f))) {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? '';
      for (const m of frontmatter.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = relative(root, resolve(root, dirname(file), m[1]!));
        if (gameFolder.test(target)) found.push(`${file} -> ${target}`);
      }
    }
    expect(found).toEqual([]);
  });
});
