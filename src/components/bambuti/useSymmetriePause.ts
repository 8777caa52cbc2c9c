/**
 * A new symmetric colour order: its pairs light up first, its Wertung is booked on the table a
 * moment later. While the pause lasts, the table shows the Wertungen and the score without it.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BambutiState, Wertung } from '../../games/bambuti/types';
import type { Seat } from '../../games/core/types';

/** How long a new symmetry shows its pairs before its Wertung is booked on the table (ms). */
const SYMMETRIE_PAUSE = 1400;

export interface SymmetriePause {
  /** The pause is running: the new symmetry shows, its Wertung is not booked yet. */
  held: boolean;
  /** The row whose colours just became symmetric (null: none in the last play). */
  reihe: Seat | null;
  /** The Wertungen booked on the table so far. */
  booked: Wertung[];
  /** Each seat's points from `booked`. */
  score: number[];
}

export function useSymmetriePause(state: BambutiState): SymmetriePause {
  const symmetry = state.events.find((e) => e.type === 'Symmetrie');
  const [holding, setHolding] = useState(false);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!symmetry) {
      setHolding(false);
      return;
    }
    setHolding(true);
    const t = setTimeout(() => setHolding(false), SYMMETRIE_PAUSE);
    return () => clearTimeout(t);
  }, [state]);
  const held = holding && symmetry !== undefined;
  const booked = held ? state.wertungen.slice(0, symmetryIndex(state)) : state.wertungen;
  const score = [0, 1].map((s) => booked.reduce((t, w) => t + (w.punkte[s] ?? 0), 0));
  return { held, reihe: symmetry && symmetry.type === 'Symmetrie' ? symmetry.reihe : null, booked, score };
}

/** The index of the symmetry Wertung among the state's Wertungen (the one the last play booked first). */
function symmetryIndex(state: BambutiState): number {
  const e = state.events.find((x) => x.type === 'Wertung');
  return e && e.type === 'Wertung' ? e.wertung.nr - 1 : state.wertungen.length;
}
