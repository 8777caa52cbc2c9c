/**
 * The wish picker: a Dudab-Karte placed on a row matches twelve legal moves that differ only by the
 * wish. They are offered grouped by Farbe, Symbol and Ziffer (the engine's order), each button
 * phrased as the action („Farbe Rot wünschen“). Escape or „Abbrechen“ goes back to the card.
 */
import { useEffect, useRef } from 'preact/hooks';
import { sameMove } from '../../games/core/scenario';
import type { DudabMove, Wunsch } from '../../games/dudab/types';
import { wunschWert } from '../../games/dudab/cards';
import { reiheName } from './dudab-ui';

/** The three kinds of wish, in the order the wish picker shows them (and legalMoves lists them). */
const WUNSCH_ARTEN: readonly { art: Wunsch['art']; label: string }[] = [
  { art: 'farbe', label: 'Farbe' },
  { art: 'symbol', label: 'Symbol' },
  { art: 'ziffer', label: 'Ziffer' },
];

type Legen = Extract<DudabMove, { type: 'legen' }>;

export function WunschWahl({
  moves,
  highlight,
  onPick,
  onCancel,
}: {
  moves: DudabMove[];
  highlight: DudabMove | null;
  onPick: (move: DudabMove) => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const legen = moves.filter((m): m is Legen & { wunsch: Wunsch } => m.type === 'legen' && m.wunsch !== undefined);
  const reihe = legen[0]?.reihe ?? 0;
  const title = `Was wünschst du dir für ${reiheName(reihe)}?`;
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
  }, [reihe, legen[0]?.karte]);

  return (
    <div
      ref={box}
      class="wahl dudab-wunschwahl"
      role="group"
      aria-label={title}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <p class="wahl-frage" aria-hidden="true">
        {title}
      </p>
      {WUNSCH_ARTEN.map(({ art, label }) => (
        <div key={art} class="wunsch-gruppe" role="group" aria-label={label}>
          <span class="wunsch-gruppe-name" aria-hidden="true">
            {label}
          </span>
          {legen
            .filter((m) => m.wunsch.art === art)
            .map((m) => (
              <button
                key={String(m.wunsch.wert)}
                type="button"
                class={
                  'knopf knopf-klein wunsch-knopf wunsch-' +
                  String(m.wunsch.wert) +
                  (highlight && sameMove(highlight, m) ? ' tipp-markiert' : '')
                }
                onClick={() => onPick(m)}
              >
                <span class="sr-only">{label} </span>
                {wunschWert(m.wunsch)}
                <span class="sr-only"> wünschen</span>
              </button>
            ))}
        </div>
      ))}
      <button type="button" class="knopf knopf-leise knopf-klein" onClick={onCancel}>
        Abbrechen
      </button>
    </div>
  );
}
