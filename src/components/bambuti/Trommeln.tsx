/**
 * The drum cards in front of a player: small pictures (aria-hidden) and the count in words, and the
 * reader's „Trommelkarte spielen“ button. Whether the button is offered as legal comes from the
 * input model; the button only shows it.
 */
import { drumsLeft } from '../../games/bambuti/cards';
import { plural } from '../../games/core/text';
import type { Seat } from '../../games/core/types';
import BambutiCard from './BambutiCard';

/** „2 Trommelkarten“, „keine Trommelkarte mehr“. */
export function drumCount(left: number): string {
  return left === 0 ? 'keine Trommelkarte mehr' : plural(left, 'Trommelkarte', 'Trommelkarten');
}

/** The drum cards in front of a player, as small pictures (the count is in the text next to them). */
export function DrumIcons({ seat, left }: { seat: Seat; left: number }) {
  if (left === 0) return null;
  return (
    <span class="trommel-bilder" aria-hidden="true">
      {drumsLeft(seat, left).map((id) => (
        <BambutiCard key={id} id={id} size="klein" />
      ))}
    </span>
  );
}

/** The reader's drum cards: a button while they have some (and the row is laid out), else the count. */
export function EigeneTrommeln(p: {
  left: number;
  /** Offer the button (false while the first Auslage is arranged). */
  offer: boolean;
  /** The input model offers the drum now as a legal move. */
  legal: boolean;
  markPlayable: boolean;
  canAct: boolean;
  tipp: boolean;
  onPress: () => void;
}) {
  if (p.left === 0 || !p.offer) {
    return (
      <p class="trommel-anzahl">
        <DrumIcons seat={0} left={p.left} />
        {drumCount(p.left)}
      </p>
    );
  }
  return (
    <button
      type="button"
      class={'knopf trommel-knopf' + (p.markPlayable && p.legal ? ' spielbar' : '') + (p.tipp ? ' tipp-markiert' : '')}
      aria-disabled={p.markPlayable ? (p.legal ? undefined : 'true') : p.canAct ? undefined : 'true'}
      onClick={p.onPress}
    >
      <DrumIcons seat={0} left={p.left} />
      <span>
        Trommelkarte spielen<span class="sr-only"> (noch {p.left})</span>
      </span>
    </button>
  );
}
