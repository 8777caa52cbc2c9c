/**
 * „Taktik“ exercises (core/tactics.ts), the part a page needs after the worker made one: the shapes
 * of an exercise and judging one chosen move by the search values the exercise carries. No search
 * here (only types from the analysis and its German wording), so the page loads it cheaply.
 */
import type { AnalysisScale } from './analysis';
import { formatLoss, formatValue, shownLoss } from './analysisText';
import type { Drill, DrillJudgement } from './drills';

/** +1 when higher values are better for the reader, −1 when lower ones are (Dudab). */
export const orientation = (scale: AnalysisScale): number => (scale.better === 'hoch' ? 1 : -1);

/** One move of the exercise as the judgement (core/judge.ts, the one of „Analyse“ and „Tipp“) valued it. */
export interface TacticChoice<M> {
  /** The move key (`search.key`): what the reader answers with. */
  key: string;
  move: M;
  /** German, as the log words it, without the full stop („Pik 9 schlagen“). */
  label: string;
  /** The analysis quantity in the scale's unit, averaged over the samples of its class of moves. */
  value: number;
  /** Samples its class was played out on. */
  samples: number;
  /** Within `band` of the best as shown: a right answer. */
  right: boolean;
}

/** What the judgement found: the question data of a Taktik exercise (plain JSON). */
export interface TacticQ<M> {
  /** The key of the best move (the judgement's best class, its first move in the table's order). */
  best: string;
  /**
   * Every legal move in the table's order (the order of `legalMoves`: by card, row or seat as the
   * game lists them), never in the search's order, so the order gives nothing away. The best is
   * `bestChoice(q)`.
   */
  choices: TacticChoice<M>[];
  scale: AnalysisScale;
  /** Moves within this of the best count as right (scale unit). */
  band: number;
  /** Every wrong move trails the best by at least this (scale unit). */
  gap: number;
  /** The iterations of the search that found the position. */
  iterations: number;
  /** The seed of the search and of the judgement (`judgeChoices` with the view and this seed gives `choices` again). */
  searchSeed: number;
  /**
   * Why the best move is better than a wrong answer, by the wrong answer's key: a „weil …“ clause
   * about the difference of the two moves (the analysis' `reasonOf`); absent where none is true.
   */
  reasons: Record<string, string>;
}

/** A Taktik exercise: a `Drill` of shape 'moves' (choices = move keys) with the search's values. */
export interface TacticDrill<S, V, M> extends Drill<S, V, TacticQ<M>> {
  shape: 'moves';
  /** The top three moves worded as in „Warum?“: „Pik 9 schlagen: 71 %“. */
  top: string[];
  /** The keys of the right moves (within `band` of the best), best first. */
  right: string[];
  /** What the values mean („Chance, nicht Durak zu werden“) and how to read them, in German. */
  legend: string;
}

/** The best move of an exercise (the judgement's). */
export function bestChoice<M>(q: Pick<TacticQ<M>, 'choices' | 'best'>): TacticChoice<M> {
  return q.choices.find((c) => c.key === q.best) ?? q.choices[0]!;
}

/** „Pik 9 schlagen: 71 %“ (chance) or „Rot 3 auf Reihe 2 legen: −1,5 Punkte“ (points), as in „Warum?“. */
export function choiceLine<M>(c: Pick<TacticChoice<M>, 'label' | 'value'>, scale: AnalysisScale): string {
  return `${c.label}: ${formatValue(c.value, scale)}`;
}

/** A Taktik judgement: a `DrillJudgement` (expected = the right keys) plus the top three in words. */
export interface TacticJudgement extends DrillJudgement {
  expected: string[];
  /** The top three moves with their values („Pik 9 schlagen: 71 %“). */
  top: string[];
}

/**
 * Judges one chosen move (its key, or a one-key list) by the stored search values only: right when
 * within `band` of the best. A wrong move gets its value and how far it trails; the best move is
 * named as missed, with why it is better than the one move chosen where the game can say so. Never throws on odd input.
 */
export function judgeTactic<S, V, M>(drill: TacticDrill<S, V, M>, answer: string | readonly string[] | number): TacticJudgement {
  const { q } = drill;
  const keys = typeof answer === 'string' ? [answer] : Array.isArray(answer) ? [...new Set(answer as string[])] : [];
  const best = bestChoice(q);
  const expected = [...drill.right];
  const chosen = keys.map((k) => q.choices.find((c) => c.key === k));
  const right = keys.length === 1 && chosen[0]?.right === true;
  const wrong = keys.flatMap((item, i) => {
    const c = chosen[i];
    if (c?.right && keys.length === 1) return [];
    if (!c) return [{ item, reason: 'Diesen Zug gibt es in dieser Stellung nicht.', rule: drill.rule }];
    if (c.right) return [{ item, reason: 'Wähle genau einen Zug.', rule: drill.rule }];
    // the difference of the two values as shown (97 % and 47 %: 50 points, never 51)
    const behind = formatLoss(shownLoss(best.value, c.value, q.scale), q.scale);
    return [{ item, reason: `${choiceLine(c, q.scale)} – ${behind} schlechter als der beste Zug.`, rule: drill.rule }];
  });
  const against = keys.length === 1 && Object.hasOwn(q.reasons, keys[0]!) ? q.reasons[keys[0]!] : undefined;
  const why = against ? `, weil ${against}` : '';
  const missed = right ? [] : [{ item: best.key, reason: `Am besten ist: ${choiceLine(best, q.scale)}${why}.`, rule: drill.rule }];
  return { right, expected, wrong, missed, top: drill.top };
}
