/**
 * An opponent's hidden cards, for every table: a small fan of at most `max` card backs (the game's
 * back from `back`), hidden from assistive technology – the table says the count in text. `inline`
 * draws only the fan (beside face-up cards in the same box); otherwise it is the seat's card box,
 * drawn even when empty so the seats keep their height.
 *
 * `OpponentCards` is the seat's card box either way: the backs, or (`shown`, after the game or with
 * „Alle Karten zeigen“) the cards face up as a named group, each named by `label` where the game's
 * small card does not name itself.
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

export function OpponentCards({
  name,
  shown,
  n,
  max,
  face,
  back,
  label,
}: {
  name: string;
  shown: readonly string[] | null;
  n: number;
  max: number;
  face: (id: string) => JSX.Element;
  back: () => JSX.Element;
  label?: (id: string) => string;
}) {
  if (!shown) return <OpponentBacks n={n} max={max} back={back} />;
  return (
    <div class="gegner-karten offen" role="group" aria-label={`Karten von ${name}`}>
      {shown.map((id) => (
        <span key={id} class="gegner-karte" role={label ? 'img' : undefined} aria-label={label?.(id)}>
          {face(id)}
        </span>
      ))}
    </div>
  );
}
