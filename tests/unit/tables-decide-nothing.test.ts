/**
 * Tables only render (issue 14, point 1): what a table offers – its buttons, its targets, whether
 * cards are collected – comes from the game's input model (src/games/<game>/input.ts through
 * useMoveInput), never from the table reading the phase, the hand's length or the trick number.
 * This test reads every component and UI-words file of every game of the registry and fails on such a read.
 * Display-only reads that need one of these patterns are listed in ALLOWED, each with its purpose.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { GAME_REGISTRY } from '../../src/games/registry';

const ROOT = join(__dirname, '..', '..');
/** Every game of the registry: its components are in src/components/<id>/. */
const GAMES = GAME_REGISTRY.map((g) => g.id);

/** Reads that decide by phase, hand length or trick number. */
const DECIDING: { name: string; re: RegExp }[] = [
  { name: 'compares a phase', re: /\bphase\s*[!=]==?|[!=]==?\s*[\w.]*\.phase\b/ },
  { name: 'a list of phases', re: /_PHASEN\b|PHASES\b|\.includes\(\s*[\w.]*phase\s*\)/ },
  {
    name: 'compares a hand length',
    re: /\bhand\w*(\[[^\]]*\])?(\?\.|\.)length\s*(>=?|<=?|[!=]==?|-)|\bhands?\b.*\.length\s*(>=?|<=?|[!=]==?|-)\s*\d/,
  },
  { name: 'compares a trick number', re: /\btrickNo\s*(>=?|<=?|[!=]==?)/ },
];

/**
 * Display-only lines allowed to match, by file and an exact fragment of the line, each with the
 * reason it decides nothing the reader can do. Every entry must still match something.
 */
const ALLOWED: { file: string; fragment: string; purpose: string }[] = [
  {
    file: 'src/components/ganjifa/ganjifa-ui.ts',
    fragment: 'if (state.trickNo === 1)',
    purpose: 'the turn prompt names the trump Raja that opens the deal (text only: the next line returns the sentence)',
  },
  {
    file: 'src/components/ganjifa/ganjifa-ui.ts',
    fragment: 'return state.trickNo === 1 ? `${name} eröffnet das Geben mit dem Trumpf-Raja.`',
    purpose: 'the same sentence for an opponent (text only)',
  },
];

function sources(): string[] {
  const out: string[] = [];
  for (const game of GAMES) {
    const dir = join('src', 'components', game);
    for (const f of readdirSync(join(ROOT, dir)).sort()) {
      if (/\.(tsx|ts)$/.test(f)) out.push(join(dir, f));
    }
  }
  return out;
}

/** The deciding reads in `text` (file `file`), as „file:line: what – code“, minus the allowed ones. */
export function decisions(file: string, text: string, used?: Set<number>): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '').trim();
    if (code.startsWith('*') || code.startsWith('/*')) return;
    for (const { name, re } of DECIDING) {
      if (!re.test(code)) continue;
      const allowed = ALLOWED.findIndex((a) => a.file === file && code.includes(a.fragment));
      if (allowed >= 0) {
        used?.add(allowed);
        continue;
      }
      found.push(`${file}:${i + 1}: ${name} – ${code}`);
    }
  });
  return found;
}

describe('tables decide nothing', () => {
  test('the scan covers each game’s table and UI words', () => {
    const files = sources();
    for (const game of GAMES) {
      expect(files.some((f) => f.startsWith(join('src', 'components', game)) && /Table\.tsx$/.test(f))).toBe(true);
      expect(files.some((f) => f.endsWith(`${game}-ui.ts`))).toBe(true);
    }
  });

  test.each(GAMES)('no component or UI-words file of %s reads a phase, a hand length or a trick number to decide', (game) => {
    const found = sources()
      .filter((f) => f.startsWith(join('src', 'components', game)))
      .flatMap((f) => decisions(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  test('every allowed line still exists and says why', () => {
    const used = new Set<number>();
    for (const f of sources()) decisions(f, readFileSync(join(ROOT, f), 'utf8'), used);
    expect(ALLOWED.filter((_, i) => !used.has(i))).toEqual([]);
    for (const a of ALLOWED) expect(a.purpose.length).toBeGreaterThan(10);
  });

  test('the patterns catch the rule decisions the tables used to make', () => {
    // lines of the tables before the input model said what they offer
    const old = [
      "const LEGEN_PHASEN = ['zug', 'wunsch', 'verhext'];",
      'const legenPhase = canAct && LEGEN_PHASEN.includes(phase);',
      "const multiPhase = phase === 'reduzieren' || phase === 'entsorgen';",
      "else aktionen.push(single !== null && hand.length >= 5 ? { type: 'ziehen', seat: me, inStapel: single } : { type: 'ziehen', seat: me });",
      "{phase === 'reduzieren' ? 2 : hand.length - 5}).",
      "const canDukal = canAct && state.phase === 'LEAD' && state.trickNo > 1 && hand.length >= 5;",
      "const drumLegal = state.phase === 'trommeln';",
      "if (s.phase !== 'legen') return;",
      'const five = (state.hands[0] ?? []).length >= 5;',
    ];
    for (const line of old) expect(decisions('src/components/x/XTable.tsx', line), line).not.toEqual([]);
    // display that names no phase, length or trick is fine
    for (const line of ['const over = durakPlay.isOver(state);', '{cardsText(hand.length)}', 'const dealt = state.period !== null;']) {
      expect(decisions('src/components/x/XTable.tsx', line), line).toEqual([]);
    }
  });
});
