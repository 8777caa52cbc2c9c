/**
 * The end of an example: „Geschafft!“ (every move found by the reader) or „Ende des Beispiels“,
 * with „Jetzt frei spielen“ and „Nochmal von vorn“. TutorialPlayer loads it when the reader first
 * reaches the end, and has stored the progress before; the panel takes the focus when it appears.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { claimAddress } from './useUrlState';

export function TutorialDone({ title, solvedAll, onRestart }: { title: string; solvedAll: boolean; onRestart: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => panel.current?.focus(), []);
  return (
    <div class="geschafft" ref={panel} tabIndex={-1} role="status">
      <h4>{solvedAll ? 'Geschafft!' : 'Ende des Beispiels'}</h4>
      <p>
        {solvedAll
          ? `Du hast das Beispiel „${title}“ durchgespielt.`
          : `Das war der letzte Schritt von „${title}“. Als geschafft zählt das Beispiel, sobald du jeden Zug darin selbst gefunden hast – spiel es dazu einmal von vorn.`}
      </p>
      <p class="geschafft-aktionen">
        <a class="knopf knopf-haupt" href="#freies-spiel" onClick={() => claimAddress('freies-spiel')}>
          Jetzt frei spielen
        </a>
        <button type="button" class="knopf" onClick={onRestart}>
          Nochmal von vorn
        </button>
      </p>
    </div>
  );
}
