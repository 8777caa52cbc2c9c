/**
 * „Profi fragen“ is the judgement of „Tipp“ and „Analyse“ (issue 29): at reader decisions of every
 * game, `judgePosition` names as best exactly the move `tippMove` names with the same seed, every
 * other choice carries exactly what the analysis of that decision would show had the reader made
 * it, and the panel's words (ProfiPanel.tsx `judgementWords`) follow the display rules: every shown
 * difference is the difference of the two shown values, every mark follows the shown numbers.
 * Fewer samples than the real setting keep the file quick (the properties do not depend on them).
 */
import { describe, expect, test } from 'vitest';
import { analyseDecision, judgeOptions, judgeSeed, tippMove, type AnalysisGame } from '../../../src/games/core/analysis';
import { judgePosition, type PositionJudgement } from '../../../src/games/core/judgePosition';
import { markFor, shownValue } from '../../../src/games/core/analysisText';
import { judgeMemo, judgeMoves } from '../../../src/games/core/judge';
import { judgementWords, SHOWN_CHOICES } from '../../../src/components/game/ProfiPanel';
import { deriveSeed, makeRng } from '../../../src/games/core/rng';
import { randomLegalBot } from '../../../src/games/core/bots';
import type { BaseMove, BaseView } from '../../../src/games/core/types';

type Table = AnalysisGame<unknown, BaseMove, unknown, BaseView<BaseMove>>;

async function games() {
  const [du, ga, dd, ba] = await Promise.all([
    import('../../../src/games/durak/analysis'),
    import('../../../src/games/ganjifa/analysis'),
    import('../../../src/games/dudab/analysis'),
    import('../../../src/games/bambuti/analysis'),
  ]);
  return [
    { game: du.durakAnalysis, options: { players: 2, transfer: false }, samples: 120 },
    { game: ga.ganjifaAnalysis, options: {}, samples: 40 },
    { game: dd.dudabAnalysis, options: { spieler: 3, runden: 1, startSeat: 0 }, samples: 60 },
    { game: ba.bambutiAnalysis, options: { startSeat: 0 }, samples: 120 },
  ] as unknown as { game: Table; options: unknown; samples: number }[];
}

/** Up to `count` reader decisions with a choice in a random game: the view and the decision's free-play seed. */
function decisions(game: Table, options: unknown, seed: number, count: number) {
  const { rules } = game;
  const bot = randomLegalBot<BaseView<BaseMove>, BaseMove>();
  let s = rules.deal(options, seed);
  const found: { view: BaseView<BaseMove>; botSeed: number }[] = [];
  for (let n = 0; !rules.isOver(s) && found.length < count; n++) {
    const seat = rules.toAct(s)!;
    const view = rules.view(s, seat);
    if (seat === 0 && view.legal.length > 1 && n % 2 === 1) found.push({ view, botSeed: deriveSeed(seed, n) });
    s = rules.play(s, bot(view, makeRng(deriveSeed(seed, n))));
  }
  return found;
}

const NUMBER = '([−+]?\\d+(?:,\\d)?)\u00a0\\S+';
const BEST_LINE = new RegExp(`: ${NUMBER} – der beste Zug \\(den nennt auch „Tipp“\\): gut$`);
const OTHER_LINE = new RegExp(
  `: ${NUMBER} – ${NUMBER} (weniger|mehr), Unsicherheit ±${NUMBER}: (gut|ungenau|Fehler|grober Fehler)( \\(schlechter nur in \\d von 10 möglichen Kartenverteilungen\\))?$`,
);
const SAME_LINE = new RegExp(`: ${NUMBER} – so gut wie der beste Zug: gut$`);
const read = (text: string) => Number(text.replace('−', '-').replace(',', '.'));

describe('judgePosition („Profi fragen“)', async () => {
  const list = await games();
  test.each(list.map((g) => [g.game.id, g] as const))(
    '%s: the best is Tipp’s move, every other choice is the analysis’s verdict on it, the words follow the shown numbers',
    (_id, g) => {
      const game = { ...g.game, samples: g.samples };
      const key = game.search.key ?? ((m: BaseMove) => JSON.stringify(m));
      let others = 0;
      for (const { view, botSeed } of decisions(game, g.options, 5, 3)) {
        const j: PositionJudgement<BaseMove> = judgePosition(game, view, botSeed);
        expect(j.forced).toBe(false);
        expect(j.choices.filter((c) => c.best)).toHaveLength(1);
        expect(j.choices[0]!.best).toBe(true);
        expect(key(j.choices[0]!.move)).toBe(key(tippMove(game, view, botSeed).move));
        // every legal move is in exactly one choice
        expect(
          j.choices
            .flatMap((c) => [c.move, ...c.others])
            .map(key)
            .sort(),
        ).toEqual(view.legal.map(key).sort());
        for (const c of j.choices.slice(1)) {
          others++;
          const d = analyseDecision(game, view, c.move, judgeSeed(botSeed));
          expect({ value: c.value, bestValue: c.bestValue, loss: c.loss, margin: c.margin, mark: c.mark }).toEqual({
            value: d.madeValue,
            bestValue: d.bestValue,
            loss: d.loss,
            margin: d.margin,
            mark: d.mark,
          });
        }

        const words = judgementWords(j, (m) => key(m));
        expect(words.lines.length).toBe(Math.min(SHOWN_CHOICES, j.choices.length));
        const best = BEST_LINE.exec(words.lines[0]!.text);
        expect(best, words.lines[0]!.text).not.toBeNull();
        const bestShown = read(best![1]!);
        expect(bestShown).toBe(shownValue(j.choices[0]!.value, j.scale));
        const o = j.scale.better === 'hoch' ? 1 : -1;
        words.lines.slice(1).forEach((line, i) => {
          const c = j.choices[i + 1]!;
          const same = SAME_LINE.exec(line.text);
          if (same) {
            expect(read(same[1]!)).toBe(bestShown);
            return;
          }
          const m = OTHER_LINE.exec(line.text);
          expect(m, line.text).not.toBeNull();
          const [, value, loss, way, margin, mark, open] = m!;
          expect(read(value!)).toBe(shownValue(c.value, j.scale));
          // the shown difference is the difference of the two shown values, in the reader's favour
          expect(read(loss!)).toBeCloseTo(o * (bestShown - read(value!)), 9);
          expect(way).toBe(o > 0 ? 'weniger' : 'mehr');
          // the mark follows the shown loss and the shown uncertainty
          expect(mark).toBe(markFor(read(loss!), read(margin!), j.thresholds, c.share));
          // the note of too few card distributions stands exactly where the share alone kept it from a „Fehler“
          expect(Boolean(open)).toBe(markFor(read(loss!), read(margin!), j.thresholds) !== mark);
          expect(mark).toBe(c.mark);
        });
      }
      expect(others).toBeGreaterThan(2);
    },
  );

  test('a forced move: one choice, unvalued, and the words say so', () => {
    const game = { ...list[0]!.game, samples: 20 };
    const view = decisions(game, list[0]!.options, 5, 1)[0]!.view;
    const only = { ...view, legal: [view.legal[0]!] };
    const j = judgePosition(game, only, 1);
    expect(j.forced).toBe(true);
    expect(j.choices).toHaveLength(1);
    expect(judgementWords(j, () => 'Der Zug').lines[0]!.text).toBe('Der Zug: der einzige erlaubte Zug');
  });

  test('judgements that share a memo give exactly the answers they give alone', () => {
    const game = { ...list[0]!.game, samples: 120 };
    const { view, botSeed } = decisions(game, list[0]!.options, 7, 1)[0]!;
    const seed = judgeSeed(botSeed);
    const memo = judgeMemo();
    for (const keep of [[], [view.legal[1]!], [view.legal[0]!], []]) {
      const options = judgeOptions(game, view, {}, keep);
      expect(judgeMoves(game, view, seed, { ...options, memo })).toEqual(judgeMoves(game, view, seed, options));
    }
    expect(() => judgeMoves(game, view, seed + 1, { ...judgeOptions(game, view), memo })).toThrow(/Merkposten/);
  });

  test('a screen (`until`) judges on the first samples of the whole judgement, which then goes on from them unchanged', () => {
    for (const { game: table, options: gameOptions } of list) {
      const game = { ...table, samples: 96 };
      for (const { view, botSeed } of decisions(game, gameOptions, 11, 3)) {
        if (view.legal.length < 2) continue;
        const seed = judgeSeed(botSeed);
        const options = { ...judgeOptions(game, view, {}, [view.legal[1]!]), dropAt: undefined };
        // The same as a judgement of just its first 16 samples (same states, same playout seeds).
        const short = judgeMoves(game, view, seed, { ...options, samples: 16 });
        const memo = judgeMemo();
        const screen = judgeMoves(game, view, seed, { ...options, memo, until: 14 });
        // 14 of 96 samples, 4 per world: rounded up to 16 samples, 4 worlds.
        expect(screen.samples).toBe(16);
        expect(screen.classes.every((c) => c.samples === 16 && c.worlds === 4)).toBe(true);
        expect(screen.classes.map((c) => c.value)).toEqual(short.classes.map((c) => c.value));
        expect(screen.best).toBe(short.best);
        // The whole judgement going on at once from the screen's memo (as the benchmark does: a
        // determinizer may deal its worlds in pools, Ganjifa's) is exactly the one without it.
        const goneOn = judgeMoves(game, view, seed, { ...options, memo });
        const whole = judgeMoves(game, view, seed, options);
        expect(whole.samples).toBe(96);
        expect(goneOn).toEqual(whole);
        expect(memo.states.length).toBe(24);
      }
    }
  });
});
