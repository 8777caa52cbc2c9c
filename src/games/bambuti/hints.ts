/**
 * Why „Tipp“ suggests a move in Bambuti: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts) as a German clause after „weil“ (core/playMachine.ts hintText). Its own module: the
 * page loads it with the first „Tipp“ (kit.hintWhy).
 */
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

/**
 * Why the heuristic bot chooses `move` at `view`, as a German clause („die Punkteanzeiger danach 12
 * für dich und 4 für Anna zeigen“), or null. `names` are the seat names (names[seat] === 'Du').
 */
export function hintWhy(view: BambutiView, move: BambutiMove, names: readonly string[]): string | null {
  const seat = view.seat;
  const other = 1 - seat;
  const fuer = (s: Seat) => (names[s] === 'Du' ? 'dich' : (names[s] ?? `Spieler ${s + 1}`));
  const [mine, theirs] = markerSums(view.tops, seat);
  switch (move.type) {
    case 'anordnen':
      return 'diese Reihenfolge gegen eine zufällige erste Auslage deines Gegners im Schnitt die meisten Punkteanzeiger bringt';
    case 'legen': {
      const tops = view.tops.map((row) => row.slice());
      const before = tops[seat]!.map((c) => (c ? farbeIndex(c) : -1));
      tops[move.reihe]![move.spalte - 1] = move.karte;
      const after = tops[seat]!.map((c) => (c ? farbeIndex(c) : -1));
      const [m2, t2] = markerSums(tops, seat);
      const symmetry = move.reihe === seat && !symmetric(before) && symmetric(after);
      if (symmetry) {
        const them = names[other] ?? 'deinem Gegner';
        return `deine Farben damit symmetrisch werden und die Wertung dir ${m2}, ${them} ${m2 > t2 ? 'nur ' : ''}${t2} Punkte bringt`;
      }
      return `die Punkteanzeiger danach ${m2} für ${fuer(seat)} und ${t2} für ${fuer(other)} zeigen (vorher ${mine} zu ${theirs})`;
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
