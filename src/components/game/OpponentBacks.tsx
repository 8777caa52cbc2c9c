/**
 * An opponent's hidden cards, for every table: a small fan of at most `max` card backs (the game's
 * back from `back`), hidden from assistive technology – the table says the count in text. `inline`
 * draws only the fan (beside face-up cards in the same box); otherwise it is the seat's card box,
 * drawn even when empty so the seats keep their height.
 */
import type { JSX } from 'preact';

export function OpponentBacks({ n, max, back, inline }: { n: number; max: number; back: () => JSX.Element; inline?: boolean }) {
  const k = Math.max(0, Math.min(n, max));
  if (inline && k === 0) return null;
  const Box = inline ? 'span' : 'div';
  return (
    <Box class={inline ? 'faecher-ruecken' : 'gegner-karten faecher-ruecken'} aria-hidden="true">
      {Array.from({ length: k }, (_, i) => (
        <span key={i} class="gegner-karte" style={{ '--i': String(i), '--n': String(k) }}>
          {back()}
        </span>
      ))}
    </Box>
  );
}
