/**
 * The checks every game's „Taktik“ kinds get (src/games/core/tactics.ts), written once: for each
 * kind and a range of seeds (both levels) a valid position at a decision of seat 0 with at least
 * two legal moves, every legal move valued by the one judgement (core/judge.ts), judging
 * by the search values (within the band right, others wrong), the same seed giving the same
 * exercise, the values coming from the view only (another deal of the hidden cards that fits the
 * view gives the same values), and golden exercises (tests/fixtures/tactics-golden.json;
 * `TACTICS_GOLDEN_WRITE=1` writes missing or changed entries instead of comparing).
 *
 * Why not 10,000 seeds as for the rules kinds: one Taktik exercise costs several searches of a few
 * thousand playouts each (0.1–2 s, see `BENCH <game>.drill_tactic_ms_p95`); the seeds per game are
 * chosen so that each game's file runs in about a minute on one core.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dataKey } from '../../src/games/core/data';
import { DRILL_VERSION, drillCode, type DrillLevel } from '../../src/games/core/drills';
import { makeRng } from '../../src/games/core/rng';
import {
  bestChoice,
  buildTactic,
  judgeChoices,
  judgeTactic,
  kindAt,
  neutralOrder,
  tacticThresholds,
  type TacticDrill,
  type TacticGame,
} from '../../src/games/core/tactics';
import { shownLoss } from '../../src/games/core/analysisText';
import { reasonOf } from '../../src/games/core/analysis';
import type { BaseMove, BaseView } from '../../src/games/core/types';

const GOLDEN = new URL('../fixtures/tactics-golden.json', import.meta.url);
const WRITE = process.env.TACTICS_GOLDEN_WRITE === '1';
const round = (x: number): number => Math.round(x * 1e4) / 1e4;

/** What the golden file freezes of one exercise. */
function frozen<S, V, M>(d: TacticDrill<S, V, M>) {
  return {
    code: d.code,
    moves: d.moves,
    question: d.question,
    best: d.q.best,
    choices: d.q.choices.map((c) => ({ key: c.key, value: round(c.value), samples: c.samples, right: c.right })),
    top: d.top,
  };
}

export function checkTacticKinds<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: TacticGame<S, M, O, V>,
  names: readonly string[],
  seeds: number,
  /** Seeds per kind for the slower checks (determinism, view only). */
  few = 2,
): void {
  const { rules, analysis } = game;
  const key = analysis.search.key ?? dataKey;
  const { band } = tacticThresholds(analysis);
  const o = analysis.scale.better === 'hoch' ? 1 : -1;

  describe.each(game.kinds.map((k) => k.id))('%s', (kindId) => {
    const drills: TacticDrill<S, V, M>[] = [];
    for (let seed = 0; seed < seeds; seed++) drills.push(buildTactic(game, kindId, seed, (seed & 1) as DrillLevel, names));

    test(`${seeds} seeds: a decision of seat 0 of this kind with at least two legal moves, every one valued`, () => {
      const kind = kindAt(
        game.kinds.find((k) => k.id === kindId)!,
        DRILL_VERSION,
      );
      for (const d of drills) {
        expect(d.code).toBe(drillCode(kindId, d.seed, d.level));
        expect(rules.toAct(d.state)).toBe(0);
        expect(d.view).toEqual(rules.view(d.state, 0));
        expect(kind.find(d.state, d.level)).toBe(true);
        const legal = rules.legalMoves(d.state).map(key);
        expect(legal.length).toBeGreaterThanOrEqual(2);
        // Every legal move is an answer, offered in the neutral order of the exercise's seed (never the search's).
        expect(d.choices).toEqual(neutralOrder(legal, d.q.searchSeed));
        expect(d.q.choices.map((c) => c.key)).toEqual(d.choices);
        expect(d.shape).toBe('moves');
        expect(d.q.choices.map((c) => c.label)).toEqual(
          d.q.choices.map((c) => rules.describe(d.state, c.move, game.names(d.state, names)).replace(/\.$/, '')),
        );
      }
    });

    test(`${seeds} seeds: the answers are the judgement's – the best is right, right means within ${band} of the best as shown`, () => {
      for (const d of drills) {
        const best = bestChoice(d.q);
        expect(best.key).toBe(d.q.best);
        expect(best.key).toBe(d.right[0]);
        expect(best.right).toBe(true);
        for (const c of d.q.choices) {
          expect(o * (best.value - c.value)).toBeGreaterThanOrEqual(-1e-9);
          expect(c.right).toBe(shownLoss(best.value, c.value, analysis.scale) <= band);
        }
        expect([...d.right].sort()).toEqual(
          d.q.choices
            .filter((c) => c.right)
            .map((c) => c.key)
            .sort(),
        );
      }
    });

    test(`${seeds} seeds: judging by the stored values – within ${band} of the best right, every other move wrong`, () => {
      for (const d of drills) {
        const best = bestChoice(d.q);
        for (const c of d.q.choices) {
          const within = shownLoss(best.value, c.value, analysis.scale) <= band;
          const j = judgeTactic(d, c.key);
          expect(j.right).toBe(within);
          expect(j.wrong.length).toBe(within ? 0 : 1);
          expect(j.missed.length).toBe(within ? 0 : 1);
          if (!within) expect(j.missed[0]!.item).toBe(best.key);
        }
        expect(judgeTactic(d, []).right).toBe(false);
        expect(judgeTactic(d, 'kein Zug').right).toBe(false);
        expect(d.top.length).toBe(Math.min(3, d.q.choices.length));
      }
    });

    test(`${seeds} seeds: a wrong answer's correction says why the best beats THAT move (the analysis' reason of the pair), or nothing`, () => {
      let differ = 0;
      for (const d of drills) {
        const best = bestChoice(d.q);
        const seatNames = game.names(d.state, names);
        const said = new Set<string>();
        for (const c of d.q.choices) {
          const j = judgeTactic(d, c.key);
          if (c.right) {
            expect(d.q.reasons[c.key]).toBeUndefined();
            continue;
          }
          const why = analysis.reason ? reasonOf(analysis, d.view, best.move, c.move, seatNames) : null;
          expect(d.q.reasons[c.key] ?? null).toBe(why);
          expect(j.missed[0]!.reason.startsWith(`Am besten ist: ${best.label}: `)).toBe(true);
          if (why) {
            expect(j.missed[0]!.reason.endsWith(`, weil ${why}.`)).toBe(true);
            said.add(why);
          } else expect(j.missed[0]!.reason).not.toContain(', weil ');
        }
        if (said.size > 1) differ++;
      }
      // the reason follows the move picked: in some exercise two wrong answers get different ones
      // (where the kind has exercises with two wrong answers at all; Bambuti's drum has two moves)
      if (analysis.reason && drills.some((d) => d.q.choices.filter((c) => !c.right).length > 1)) expect(differ).toBeGreaterThan(0);
    });

    test(`the same seed gives the same exercise (${few} seeds)`, () => {
      for (let seed = 0; seed < few; seed++) expect(buildTactic(game, kindId, seed, (seed & 1) as DrillLevel, names)).toEqual(drills[seed]);
    });

    test(`the values come from the view only (${few} seeds)`, () => {
      for (const d of drills.slice(0, few)) {
        // The same view, other hidden cards: a sample of the determinizer.
        const other = analysis.search.determinize(d.view, makeRng(d.seed + 4242));
        expect(rules.view(other, 0)).toEqual(d.view);
        const label = (m: M) => rules.describe(d.state, m, game.names(d.state, names)).replace(/\.$/, '');
        const again = judgeChoices(game, rules.view(other, 0), d.q.searchSeed, label);
        expect(neutralOrder(again.choices, d.q.searchSeed)).toEqual(d.q.choices);
      }
    });

    test('golden exercises', () => {
      const all = existsSync(GOLDEN) ? (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, unknown>) : {};
      // The first links (version A) still open their positions; then the newest version's.
      const first = Array.from({ length: few }, (_, seed) => buildTactic(game, kindId, seed, (seed & 1) as DrillLevel, names, 'A'));
      const mine = [...first, ...drills.slice(0, few)].map(frozen);
      if (WRITE) {
        const now = existsSync(GOLDEN) ? (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, unknown>) : {};
        now[kindId] = mine;
        writeFileSync(GOLDEN, `${JSON.stringify(Object.fromEntries(Object.entries(now).sort()), null, 1)}\n`);
        return;
      }
      expect(mine).toEqual(all[kindId]);
    });
  });
}
