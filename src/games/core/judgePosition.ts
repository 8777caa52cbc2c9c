/**
 * „Profi fragen“: the whole judgement of the reader's position (issue 29). Its best is exactly
 * „Tipp“'s move (core/analysis.ts `tippJudgement`, same seed), every other choice exactly what the
 * analysis would show had the reader made it (`analyseDecision`, samples shared by one memo).
 */
import { analyseDecision, judgeSeed, tippJudgement, type AnalysisGame } from './analysis';
import type { AnalysisScale, Mark, Thresholds } from './analysisModel';
import { worseShare } from './analysisText';
import { dataKey } from './data';
import { judgeMemo, orientationOf } from './judge';
import type { BaseMove, BaseView } from './types';

/** One class of equivalent moves as „Profi fragen“ shows it. */
export interface JudgedChoice<M> {
  /** The class's representative (what was played out). */
  move: M;
  /** The other moves of the class (equivalent to `move`, `AnalysisGame.equivalent`). */
  others: M[];
  /** The judgement's best class: the move „Tipp“ names here. */
  best: boolean;
  /** What the analysis would say had the reader made this move: its value, the best value, loss, margin and mark. */
  value: number;
  bestValue: number;
  loss: number;
  margin: number;
  mark: Mark;
  /** Share of the sampled card distributions in which it came out worse than the best (analysisText.ts `worseShare`; 0 for the best). */
  share: number;
}

/** „Profi fragen“: the judgement of the reader's position, every choice with the analysis's numbers. */
export interface PositionJudgement<M> {
  scale: AnalysisScale;
  thresholds: Thresholds;
  /** Only one legal move: nothing to judge (`choices` holds it, unvalued). */
  forced: boolean;
  /** Samples of the judgement (0 when forced). */
  samples: number;
  /** Every class, the best first (= „Tipp“'s move), then the better ones in the reader's favour first. */
  choices: JudgedChoice<M>[];
}

/**
 * The whole judgement of a decision for the page („Profi fragen“), with the seed of „Tipp“ and the
 * analysis there (`botSeed` as for `tippMove`): the best class is exactly „Tipp“'s move, and every
 * other class carries exactly what the analysis would show had the reader made it (its own
 * judgement with the move kept, `analyseDecision`; the samples are shared, so this costs little
 * more than „Tipp“).
 */
export function judgePosition<S, M extends BaseMove, O, V extends BaseView<M>>(
  game: AnalysisGame<S, M, O, V>,
  view: V,
  botSeed: number,
): PositionJudgement<M> {
  const { scale, thresholds } = game;
  if (view.legal.length === 1) {
    const only = {
      move: view.legal[0]!,
      others: [],
      best: true,
      value: Number.NaN,
      bestValue: Number.NaN,
      loss: 0,
      margin: 0,
      mark: 'gut' as const,
      share: 0,
    };
    return { scale, thresholds, forced: true, samples: 0, choices: [only] };
  }
  const key = game.search.key ?? dataKey;
  const memo = judgeMemo();
  const j = tippJudgement(game, view, botSeed, memo);
  const best = j.classes[j.best]!;
  const others = (keys: string[]) => view.legal.filter((m) => keys.slice(1).includes(key(m)));
  const choices = j.classes.map((c): JudgedChoice<M> => {
    if (c === best)
      return {
        move: c.move,
        others: others(c.keys),
        best: true,
        value: c.value,
        bestValue: c.value,
        loss: 0,
        margin: 0,
        mark: 'gut',
        share: 0,
      };
    const d = analyseDecision(game, view, c.move, judgeSeed(botSeed), { memo });
    return {
      move: c.move,
      others: others(c.keys),
      best: false,
      value: d.madeValue,
      bestValue: d.bestValue,
      loss: d.loss,
      margin: d.margin,
      mark: d.mark ?? 'gut',
      share: worseShare(d),
    };
  });
  const o = orientationOf(scale);
  choices.sort((a, b) => Number(b.best) - Number(a.best) || o * (b.value - a.value));
  return { scale, thresholds, forced: false, samples: j.samples, choices };
}
