/**
 * An opponent's card box either way: the backs (OpponentBacks), or (`shown`, after the game or with
 * „Alle Karten zeigen“) the cards face up as a named group, each named by `label` where the game's
 * small card does not name itself.
 */
import type { JSX } from 'preact';
import { OpponentBacks } from './OpponentBacks';

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
  back: (cls: string) => JSX.Element;
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
