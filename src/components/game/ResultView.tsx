/**
 * The result box of a finished free game: headline, score table (for games that count points),
 * explanation, places, the game's own details and „Neu geben“. FreePlayGame loads it with the first
 * finished game, so a page that is only being played does not carry it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import type { Outcome } from '../../games/core/types';
import type { GameResult } from './FreePlayShell';
import type { ScoreTable as ScoreTableType } from './ScoreTable';

type Props<S> = {
  res: GameResult;
  outcome: Outcome;
  state: S;
  names: string[];
  ResultDetails: ComponentType<{ state: S; names: string[] }> | undefined;
  onNeu: () => void;
};

export function ResultView<S>({ res, outcome, state, names, ResultDetails, onNeu }: Props<S>) {
  // The score table comes only with games that count points (loaded when the first result has them).
  const scores = outcome.scores;
  const [ScoreTable, setScoreTable] = useState<typeof ScoreTableType | null>(null);
  useEffect(() => {
    if (scores && !ScoreTable) void import('./ScoreTable').then((m) => setScoreTable(() => m.ScoreTable));
  }, [scores]);
  return (
    <div class="ergebnis">
      <h4>Ergebnis</h4>
      <p class="ergebnis-satz">{res.headline}</p>
      {scores && ScoreTable && <ScoreTable scores={scores} names={names} winners={outcome.winners} />}
      {res.explanation?.map((line, i) => (
        <p key={i} class="ergebnis-info">
          {line}
        </p>
      ))}
      {res.places.length > 0 && res.placesNote && <p class="ergebnis-info">{res.placesNote}</p>}
      {res.places.length > 0 && (
        <ol class="ergebnis-plaetze" aria-label="Reihenfolge">
          {res.places.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ol>
      )}
      {ResultDetails && <ResultDetails state={state} names={names} />}
      <button type="button" class="knopf knopf-haupt" onClick={onNeu}>
        Neu geben
      </button>
    </div>
  );
}
