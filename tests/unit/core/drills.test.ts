/**
 * The exercise core (core/drills.ts): the link format (round trip, damaged links with German
 * errors, never a throw), judging (wrong and missed items kept apart, reasons from the engine) and
 * the generator frozen by tests/fixtures/drills-golden.json for every kind of every game of the
 * registry.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DRILL_VERSIONS,
  drillAnswer,
  drillCode,
  drillFromCode,
  freshDrill,
  judgeDrill,
  makeDrill,
  markOf,
  parseDrillCode,
  type DrillLevel,
} from '../../../src/games/core/drills';
import { GAME_REGISTRY, manifestOf } from '../../../src/games/registry';
import { goldenOf } from '../../helpers/drillsGolden';

/** The exercises of every game of the registry. */
const GAMES = await Promise.all(GAME_REGISTRY.map((g) => g.load.drills()));
const durakDrills = await manifestOf('durak').load.drills();
const ganjifaDrills = await manifestOf('ganjifa').load.drills();
const KINDS = ['durak-schlagen', 'ganjifa-blank'];

describe('drill links', () => {
  it('round-trip kind, seed, level and version', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom(0 as const, 1 as const),
        fc.constantFrom(...DRILL_VERSIONS),
        (kind, seed, level, version) => {
          expect(parseDrillCode(drillCode(kind, seed, level, version), KINDS)).toEqual({ ok: true, value: { kind, seed, level, version } });
        },
      ),
    );
  });

  it('has a frozen form: <kind>.<version><level><seed base36>, new links in the newest version B', () => {
    expect(drillCode('durak-schlagen', 0, 0, 'A')).toBe('durak-schlagen.A00');
    expect(drillCode('ganjifa-blank', 123456789, 1, 'A')).toBe('ganjifa-blank.A121i3v9');
    expect(drillCode('ganjifa-blank', 123456789, 1)).toBe('ganjifa-blank.B121i3v9');
    expect(parseDrillCode('durak-schlagen.A0abc', KINDS)).toEqual({
      ok: true,
      value: { kind: 'durak-schlagen', seed: parseInt('abc', 36), level: 0, version: 'A' },
    });
  });

  it('a rules kind makes the same exercise in every version; the link keeps its letter', () => {
    for (const game of GAMES)
      for (const kind of game.kinds)
        for (const seed of [3, 4]) {
          const a = makeDrill(game, kind.id, seed, (seed & 1) as DrillLevel, 'A');
          const b = makeDrill(game, kind.id, seed, (seed & 1) as DrillLevel, 'B');
          expect(b.state).toEqual(a.state);
          expect(b.question).toEqual(a.question);
          expect([a.code, b.code]).toEqual([
            drillCode(kind.id, seed, (seed & 1) as DrillLevel, 'A'),
            drillCode(kind.id, seed, (seed & 1) as DrillLevel, 'B'),
          ]);
        }
  });

  it('answers a damaged link with a German error and never throws', () => {
    const broken = [
      '',
      'durak-schlagen',
      'durak-schlagen.',
      'durak-schlagen.A',
      'durak-schlagen.A2abc',
      'durak-schlagen.a0abc',
      'durak-schlagen.A0ABC',
      'durak-schlagen.A0zzzzzzz',
      'durak-schlagen.A001',
      '.A0abc',
      'durak-schlagen.A0a-b',
    ];
    for (const code of broken) {
      const r = parseDrillCode(code, KINDS);
      expect(r, code).toEqual({ ok: false, error: 'Dieser Übungslink ist beschädigt. Hier ist eine neue Übung.' });
    }
    expect(parseDrillCode('durak-schlagen.C0abc', KINDS)).toMatchObject({ ok: false, error: expect.stringContaining('neueren Version') });
    expect(parseDrillCode('durak-zaubern.A0abc', KINDS)).toMatchObject({ ok: false, error: expect.stringContaining('Übungsart') });
    expect(parseDrillCode(undefined, KINDS).ok).toBe(false);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseDrillCode(s, KINDS);
        if (!r.ok) expect(r.error).toMatch(/Übung/);
      }),
    );
  });

  it('opens the same position from its link, and refuses a kind of another game', () => {
    const d = makeDrill(durakDrills, 'durak-nachlegen', 4711, 1);
    const again = drillFromCode(durakDrills, d.code);
    expect(again.ok && again.value.state).toEqual(d.state);
    expect(drillFromCode(durakDrills, 'ganjifa-blank.A0abc').ok).toBe(false);
  });
});

describe('judging', () => {
  it('keeps wrongly chosen and missed cards apart, each with the engine’s reason and anchor', () => {
    const d = makeDrill(durakDrills, 'durak-schlagen', 7, 0);
    const right = drillAnswer(durakDrills, d) as string[];
    expect(judgeDrill(durakDrills, d, right)).toMatchObject({ right: true, wrong: [], missed: [] });
    expect(judgeDrill(durakDrills, d, [...right].reverse()).right).toBe(true);
    const bad = d.choices.find((c) => !right.includes(c))!;
    const j = judgeDrill(durakDrills, d, [bad, ...right.slice(1)]);
    expect(j.right).toBe(false);
    expect(j.wrong.map((w) => w.item)).toEqual([bad]);
    expect(j.wrong[0]!.reason).toMatch(/nicht schlagen/);
    expect(j.wrong[0]!.rule).toBe('abwehren');
    expect(j.missed.map((m) => m.item)).toEqual([right[0]]);
    expect(j.missed[0]!.reason).toMatch(/schlägt/);
  });

  it('counts an answer of the wrong shape as wrong, without throwing', () => {
    const d = makeDrill(durakDrills, 'durak-limit', 3, 0);
    expect(judgeDrill(durakDrills, d, ['1']).right).toBe(false);
    expect(judgeDrill(durakDrills, d, drillAnswer(durakDrills, d)).right).toBe(true);
    const set = makeDrill(durakDrills, 'durak-schlagen', 3, 0);
    expect(judgeDrill(durakDrills, set, 2).right).toBe(false);
  });

  it('every kind names its spec section, rule anchor and deciding engine call', () => {
    for (const g of GAMES) {
      expect(g.kinds.length).toBeGreaterThanOrEqual(6);
      for (const k of g.kinds) {
        expect(k.id.startsWith(`${g.id}-`)).toBe(true);
        expect(k.section).toMatch(/§\d/);
        expect(k.decidedBy.length).toBeGreaterThan(5);
      }
      expect(new Set(g.kinds.map((k) => k.id)).size).toBe(g.kinds.length);
    }
  });
});

describe('golden exercises (tests/fixtures/drills-golden.json)', () => {
  const golden = JSON.parse(readFileSync(new URL('../../fixtures/drills-golden.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >[];
  it('freezes every kind of every game at both levels', () => {
    const kinds = GAMES.flatMap((g) => g.kinds.map((k) => k.id));
    expect(new Set(golden.map((e) => (e.code as string).split('.')[0]))).toEqual(new Set(kinds));
  });
  for (const entry of golden) {
    it(`${entry.code as string} opens the same position and question`, () => {
      const game = GAMES.find((g) => (entry.code as string).startsWith(`${g.id}-`))!;
      const r = drillFromCode(game, entry.code);
      expect(r.ok).toBe(true);
      if (r.ok) expect(goldenOf(game, r.value)).toEqual(entry);
    });
  }
});

describe('for the table', () => {
  it('marks chosen-right, wrong and missed items apart', () => {
    const d = makeDrill(durakDrills, 'durak-schlagen', 7, 0);
    const right = drillAnswer(durakDrills, d) as string[];
    const bad = d.choices.find((c) => !right.includes(c))!;
    const chosen = [bad, ...right.slice(1)];
    const j = judgeDrill(durakDrills, d, chosen);
    expect(markOf(j, bad, chosen)).toBe('wrong');
    expect(markOf(j, right[0]!, chosen)).toBe('missed');
    if (right.length > 1) expect(markOf(j, right[1]!, chosen)).toBe('right');
    const untouched = d.choices.find((c) => c !== bad && !right.includes(c));
    if (untouched) expect(markOf(j, untouched, chosen)).toBeNull();
  });

  it('makes a fresh exercise from the clock whose link reopens it', () => {
    const d = freshDrill(ganjifaDrills, 'ganjifa-stich', 1, 1_764_000_000_000);
    expect(d.level).toBe(1);
    const again = drillFromCode(ganjifaDrills, d.code);
    expect(again.ok && again.value.q).toEqual(d.q);
  });
});
