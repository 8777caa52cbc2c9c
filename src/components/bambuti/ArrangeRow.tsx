/**
 * Arranging the first Auslage (phase `anordnen`): the reader's five masks stand in columns 1–5 and
 * change places by dragging one onto another (mouse, pen or finger), or from the keyboard by
 * choosing one (Enter or Space) and then the one to swap it with; the arrow keys move between
 * columns. The table sends the order as the engine's input model encodes it (an `anordnung:`
 * target, games/bambuti/input.ts); the engine's `check` says in German why an order is not allowed.
 *
 * The buttons are the five columns (keyed by column, not by card), so a swap changes what the
 * focused button shows instead of moving it in the DOM: focus stays on the column the reader chose,
 * which now holds the moved mask, and a polite live region says where both masks went.
 */
import { useRef, useState } from 'preact/hooks';
import type { TargetedKeyboardEvent } from 'preact';
import { cardName } from '../../games/bambuti/cards';
import type { Verdict } from '../../games/core/types';
import BambutiCard from './BambutiCard';
import { columnName } from './bambuti-ui';

interface ArrangeProps {
  /** The five cards in their current order (columns 1…5), owned by the table. */
  order: string[];
  onOrder: (order: string[]) => void;
  /** The engine's verdict on the order, said before it is sent (free play only: examples let the reader try); null: say nothing. */
  verdict: Verdict | null;
  idBase: string;
}

/** How far (px) a pointer must move before a press becomes a drag. */
const DRAG_START = 6;

interface Drag {
  from: number;
  pointer: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
  moving: boolean;
}

export function ArrangeRow({ order, onOrder, verdict, idBase }: ArrangeProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<number | null>(null);
  /** The last swap in words („Rot 8 jetzt in Spalte 4, Gelb 2 in Spalte 1.“), for the live region. */
  const [said, setSaid] = useState('');
  /** A drag just ended on this press: the click that follows is not a pick. */
  const dragged = useRef(false);
  const list = useRef<HTMLOListElement>(null);

  /** Moves the mask of column `from` to column `to`, and the one there to `from`. */
  function swap(from: number, to: number) {
    const next = order.slice();
    next[from] = order[to]!;
    next[to] = order[from]!;
    onOrder(next);
    setSaid(swapText(order[from]!, to, order[to]!, from));
  }

  function focusSlot(i: number) {
    list.current?.querySelectorAll<HTMLButtonElement>('button')[i]?.focus();
  }

  function activate(i: number) {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (picked === null) setPicked(i);
    else if (picked === i) setPicked(null);
    else {
      swap(picked, i);
      setPicked(null);
    }
  }

  /** The column under the pointer, looking past the mask being dragged (it follows the pointer). */
  function slotAt(x: number, y: number, from: number): number | null {
    for (const hit of document.elementsFromPoint(x, y)) {
      const el = hit.closest<HTMLElement>('[data-platz]');
      if (el && list.current?.contains(el) && Number(el.dataset.platz) !== from) return Number(el.dataset.platz);
    }
    return null;
  }

  function onKeyDown(e: TargetedKeyboardEvent<HTMLButtonElement>, i: number) {
    if (e.key === 'ArrowRight' && i < 4) focusSlot(i + 1);
    else if (e.key === 'ArrowLeft' && i > 0) focusSlot(i - 1);
    else if (e.key === 'Escape' && picked !== null) setPicked(null);
    else return;
    e.preventDefault();
  }

  const statusId = idBase + '-ordnung';

  return (
    <div class="anordnen">
      <ol ref={list} class="reihe reihe-eigen reihe-anordnen" aria-label="Deine erste Auslage anordnen" aria-describedby={statusId}>
        {order.map((id, i) => {
          const d = drag && drag.from === i && drag.moving ? drag : null;
          return (
            <li key={i} class="platz-spalte">
              <button
                type="button"
                data-platz={i}
                class={
                  'platz-knopf anordnen-karte' +
                  (picked === i ? ' gewaehlt' : '') +
                  (d ? ' zieht' : '') +
                  (over === i && drag?.moving && drag.from !== i ? ' ziel-drueber' : '')
                }
                aria-pressed={picked === i ? 'true' : 'false'}
                style={d ? { transform: `translate(${d.dx}px, ${d.dy}px)` } : undefined}
                onClick={() => activate(i)}
                onKeyDown={(e) => onKeyDown(e, i)}
                onPointerDown={(e) => {
                  if (e.button !== 0) return;
                  dragged.current = false;
                  setDrag({ from: i, pointer: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, dy: 0, moving: false });
                }}
                onPointerMove={(e) => {
                  if (!drag || drag.pointer !== e.pointerId) return;
                  const dx = e.clientX - drag.x;
                  const dy = e.clientY - drag.y;
                  const moving = drag.moving || Math.hypot(dx, dy) > DRAG_START;
                  if (moving && !drag.moving) e.currentTarget.setPointerCapture(e.pointerId);
                  setDrag({ ...drag, dx, dy, moving });
                  if (moving) setOver(slotAt(e.clientX, e.clientY, drag.from));
                }}
                onPointerUp={(e) => {
                  if (!drag || drag.pointer !== e.pointerId) return;
                  if (drag.moving) {
                    dragged.current = true;
                    const to = slotAt(e.clientX, e.clientY, drag.from);
                    if (to !== null) swap(drag.from, to);
                    setPicked(null);
                  }
                  setDrag(null);
                  setOver(null);
                }}
                onPointerCancel={() => {
                  setDrag(null);
                  setOver(null);
                }}
              >
                <span class="sr-only">
                  {columnName(i + 1)}: {cardName(id)}
                </span>
                <span class="platz-bild" aria-hidden="true">
                  <BambutiCard id={id} size="normal" />
                </span>
                <span class="spalte-nr" aria-hidden="true">
                  {i === 2 ? 'Mitte' : i + 1}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <p class="sr-only" aria-live="polite">
        {said}
      </p>
      <p id={statusId} class={'anordnen-hilfe' + (picked === null && verdict && !verdict.ok ? ' anordnen-nein' : '')}>
        {picked !== null
          ? `${cardName(order[picked]!)} ist gewählt – wähl die Maske, mit der sie den Platz tauscht.`
          : verdict
            ? verdict.ok
              ? 'Diese Reihenfolge ist erlaubt.'
              : verdict.reason
            : 'Zum Tauschen eine Maske auf eine andere ziehen – oder zwei nacheinander wählen.'}
      </p>
    </div>
  );
}

/** „Rot 8 jetzt in Spalte 4, Gelb 2 in Spalte 1.“ */
export function swapText(moved: string, to: number, other: string, from: number): string {
  return `${cardName(moved)} jetzt in ${columnName(to + 1)}, ${cardName(other)} in ${columnName(from + 1)}.`;
}
