/**
 * The opponent's seat above the table: name, what they are doing or how many hand cards they hold,
 * their points, their drum cards, whether they are to act, and their hand as a fan of backs (or
 * face up with „Alle Karten zeigen“). Hidden cards are never named: the fan is aria-hidden, the
 * count is in the text.
 */
import { cardName } from '../../games/bambuti/cards';
import { cardsText, plural } from '../../games/core/text';
import type { Seat } from '../../games/core/types';
import { OpponentBacks } from '../game/OpponentBacks';
import BambutiCard from './BambutiCard';
import { DrumIcons, drumCount } from './Trommeln';

/** At most this many backs are drawn for the opponent's hand; the count is always in the text. */
const MAX_BACKS = 7;

export interface GegnerPlatzProps {
  seat: Seat;
  name: string;
  /** What the seat shows instead of its hand count while the first Auslage is arranged, else null. */
  status: string | null;
  /** The hand (its cards are only shown with `showAll`). */
  hand: readonly string[];
  points: number;
  drums: number;
  toAct: boolean;
  showAll: boolean;
}

export function GegnerPlatz(p: GegnerPlatzProps) {
  const count = p.hand.length;
  return (
    <ul class="gegner" aria-label="Gegner">
      <li class={'platz' + (p.toAct ? ' am-zug' : '')}>
        <p class="platz-name">
          <strong>{p.name}</strong> {p.status ?? cardsText(count)} · {plural(p.points, 'Punkt', 'Punkte')}
        </p>
        <p class="platz-werte">
          <span class="trommel-anzahl">
            <DrumIcons seat={p.seat} left={p.drums} />
            {drumCount(p.drums)}
          </span>
          {p.toAct && <span class="abz abz-zug">ist dran</span>}
        </p>
        {p.showAll && count > 0 ? (
          <ul class="gegner-karten offen" aria-label={`Karten von ${p.name}`}>
            {p.hand.map((id) => (
              <li key={id} class="gegner-karte">
                <span class="sr-only">{cardName(id)}</span>
                <BambutiCard id={id} size="klein" />
              </li>
            ))}
          </ul>
        ) : (
          count > 0 && <OpponentBacks n={count} max={MAX_BACKS} back={(cls) => <BambutiCard id="" size="klein" hidden class={cls} />} />
        )}
      </li>
    </ul>
  );
}
