/**
 * Where a key moves the focus in the reader's hand (Hand.tsx, roving tabindex). Pure: the hand
 * passes its rows of card ids and, for a grouped hand, how far apart two cards are on the screen.
 *
 * One row (an ungrouped hand): every arrow key moves one card (Right/Down on, Left/Up back), Home
 * and End go to the first and last card. Several rows (a hand grouped, e.g. by suit): Left and
 * Right move one card, across rows; Up and Down go to the nearest card of the previous or next row;
 * Home and End stay within the row. Ctrl+Home and Ctrl+End go to the first and last card of the
 * whole hand. Nothing wraps around: at an edge the focus stays where it is.
 */

export type HandKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

export function isHandKey(key: string): key is HandKey {
  return KEYS.includes(key);
}

/**
 * The card that `key` (with Ctrl when `ctrl`) moves to from card `id`, or null when `id` is not in
 * the hand. `distance(a, b)` says how far apart two cards are (their centres on the screen); without
 * it, Up and Down keep the position within the row.
 */
export function handKeyTarget(
  rows: readonly (readonly string[])[],
  id: string,
  key: HandKey,
  ctrl = false,
  distance?: (a: string, b: string) => number,
): string | null {
  const nonEmpty = rows.filter((r) => r.length > 0);
  const order = nonEmpty.flat();
  const i = order.indexOf(id);
  if (i < 0) return null;
  const grouped = nonEmpty.length > 1;
  if (key === 'ArrowRight' || (key === 'ArrowDown' && !grouped)) return order[Math.min(order.length - 1, i + 1)]!;
  if (key === 'ArrowLeft' || (key === 'ArrowUp' && !grouped)) return order[Math.max(0, i - 1)]!;
  const r = nonEmpty.findIndex((row) => row.includes(id));
  const row = nonEmpty[r]!;
  if (key === 'Home') return ctrl || !grouped ? order[0]! : row[0]!;
  if (key === 'End') return ctrl || !grouped ? order[order.length - 1]! : row[row.length - 1]!;
  // Up or Down in a grouped hand: the nearest card of the neighbouring row
  const other = nonEmpty[key === 'ArrowDown' ? r + 1 : r - 1];
  if (!other) return id;
  if (!distance) return other[Math.min(row.indexOf(id), other.length - 1)]!;
  let best = other[0]!;
  let bestDistance = distance(id, best);
  for (const candidate of other.slice(1)) {
    const d = distance(id, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
