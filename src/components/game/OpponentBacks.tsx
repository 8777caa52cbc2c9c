/**
 * An opponent's hidden cards, for every table: a small fan of at most `max` card backs (the game's
 * back from `back`), hidden from assistive technology – the table says the count in text. `inline`
 * draws only the fan (beside face-up cards in the same box); otherwise it is the seat's card box,
 * drawn even when empty so the seats keep their height. Each back is the card's own <svg> with the
 * class `back(cls)` is given (no box around it: a page shows dozens, issue 30); its place in the fan
 * (`--i`) comes from islands.css by its position, the fan's size (`--n`) stands on the box.
 */
import { Fragment, type JSX } from 'preact';

export function OpponentBacks({ n, max, back, inline }: { n: number; max: number; back: (cls: string) => JSX.Element; inline?: boolean }) {
  const k = Math.max(0, Math.min(n, max));
  if (inline && k === 0) return null;
  const Box = inline ? 'span' : 'div';
  return (
    <Box class={inline ? 'faecher-ruecken' : 'gegner-karten faecher-ruecken'} style={{ '--n': String(k) }} aria-hidden="true">
      {Array.from({ length: k }, (_, i) => (
        <Fragment key={i}>{back('gegner-karte')}</Fragment>
      ))}
    </Box>
  );
}
