/**
 * Why „Tipp“ suggests a move in Bambuti: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts) as a German clause after „weil“ (core/playMachine.ts hintText). Its own module: the
 * page loads it with the first „Tipp“ (kit.hintWhy).
 */
import { pointsText } from '../core/text';
import type { CardId, Seat } from '../core/types';
import { BIG_LEAD, drumWanted, ownTurnsLeft, symmetric } from './bots';
import { farbeIndex, wertOf } from './cards';
import { anzeigerFuer } from './position';
import type { BambutiMove, BambutiView } from './types';

function markerSums(tops: readonly (readonly (CardId | null)[])[], seat: Seat): [number, number] {
  let mine = 0;
  let theirs = 0;
  for (let j = 0; j < 5; j++) {
    const a = tops[0]![j];
    const b = tops[1]![j];
    if (!a || !b) continue;
    const x = anzeigerFuer(wertOf(a), wertOf(b));
    if (x.seat === seat) mine += x.wert;
    else if (x.seat !== null) theirs += x.wert;
  }
  return [mine, theirs];
}

/** The markers for and against `seat` after laying `move` (a `legen`). */
function markersAfter(view: BambutiView, move: Extract<BambutiMove, { type: 'legen' }>, seat: Seat): [number, number] {
  const tops = view.tops.map((row) => row.slice());
  tops[move.reihe]![move.spalte - 1] = move.karte;
  return markerSums(tops, seat);
}

/**
 * Why `move` is good at `view`, as a German clause („die Punkteanzeiger danach 12 für dich und 4
 * für Anna zeigen“), or null. `names` are the seat names (names[seat] === 'Du'). With `made` (the
 * analysis: the move the reader made instead) only a reason about the difference of the two: the
 * marker balance after each, when `move`'s is better. A balance that is worse than before (or than
 * after `made`) is never given as the reason: it would argue against the move.
 */
export function hintWhy(view: BambutiView, move: BambutiMove, names: readonly string[], made?: BambutiMove): string | null {
  const seat = view.seat;
  const other = 1 - seat;
  const fuer = (s: Seat) => (names[s] === 'Du' ? 'dich' : (names[s] ?? `Spieler ${s + 1}`));
  const [mine, theirs] = markerSums(view.tops, seat);
  switch (move.type) {
    case 'anordnen':
      return 'diese Reihenfolge gegen eine zufällige erste Auslage deines Gegners im Schnitt die meisten Punkteanzeiger bringt';
    case 'legen': {
      const before = view.tops[seat]!.map((c) => (c ? farbeIndex(c) : -1));
      const after = before.slice();
      if (move.reihe === seat) after[move.spalte - 1] = farbeIndex(move.karte);
      const [m2, t2] = markersAfter(view, move, seat);
      const symmetry = move.reihe === seat && !symmetric(before) && symmetric(after);
      if (symmetry && m2 > t2) {
        const them = names[other] ?? 'deinem Gegner';
        return `deine Farben damit symmetrisch werden und die Wertung dir ${m2}, ${them} nur ${pointsText(t2)} bringt`;
      }
      if (made?.type === 'legen') {
        const [m3, t3] = markersAfter(view, made, seat);
        return m2 - t2 > m3 - t3
          ? `die Punkteanzeiger danach ${m2} für ${fuer(seat)} und ${t2} für ${fuer(other)} zeigen, nach deinem Zug nur ${m3} zu ${t3}`
          : null;
      }
      if (made) return null;
      return m2 - t2 > mine - theirs
        ? `die Punkteanzeiger danach ${m2} für ${fuer(seat)} und ${t2} für ${fuer(other)} zeigen (vorher ${mine} zu ${theirs})`
        : null;
    }
    case 'trommeln':
      return drumWanted(view.trommeln[seat]!, ownTurnsLeft(view), mine - theirs) && mine - theirs < BIG_LEAD
        ? `du mit ${mine} zu ${theirs} vorn liegst und deine Trommelkarten sonst am Ende übrig blieben`
        : `du bei den Punkteanzeigern mit ${mine} zu ${theirs} deutlich vorn liegst`;
    case 'weiter':
      return mine <= theirs
        ? `eine Wertung jetzt nicht dir nützen würde (${mine} zu ${theirs})`
        : `dein Vorsprung (${mine} zu ${theirs}) für eine Trommelkarte noch zu klein ist`;
  }
}
