/**
 * Bambuti words for the UI: whose turn it is and what to do, names of rows, slots and markers, the
 * lines of the Wertungsblock and the result. Only presentation: legality, the column arithmetic and
 * the symmetry check come from the engine (legalMoves, check, rechner.ts).
 */
import { bambutiPlay } from '../../games/bambuti/page';
import { cardName, cardWithArticle } from '../../games/bambuti/cards';
import { aufSeite, fuerWen, genitiv } from '../../games/bambuti/text';
import type { Anzeiger, BambutiState, Wertung } from '../../games/bambuti/types';
import { isDu, nameInText, nameOf, plural } from '../../games/core/text';
import type { Seat } from '../../games/core/types';
import type { GameResult } from '../game/FreePlayShell';

/** „Deine Reihe“ / „Annas Reihe“ (list names on the table). */
export function rowName(names: readonly string[], reihe: Seat): string {
  return isDu(names, reihe) ? 'Deine Reihe' : `${genitiv(nameOf(names, reihe))} Reihe`;
}

/** A row that lies face down: „Annas Reihe: 5 verdeckte Masken“ (or „… noch leer“). */
export function hiddenRowText(names: readonly string[], reihe: Seat, backs: number): string {
  return `${rowName(names, reihe)}: ${backs > 0 ? plural(backs, 'verdeckte Maske', 'verdeckte Masken') : 'noch leer'}`;
}

/** „deine Reihe“ / „Annas Reihe“ inside a sentence. */
function rowInside(names: readonly string[], reihe: Seat): string {
  return isDu(names, reihe) ? 'deine Reihe' : `${genitiv(nameOf(names, reihe))} Reihe`;
}

/** „Mitte“ for column 3, else „Spalte n“. */
export function columnName(spalte: number): string {
  return spalte === 3 ? 'Mitte (Spalte 3)' : `Spalte ${spalte}`;
}

/** A slot of a row: „Spalte 2: Blau 7, darunter 2 Masken“. */
export function slotText(spalte: number, top: string | null, height: number): string {
  if (top === null) return `${columnName(spalte)}: verdeckt`;
  const under = height > 1 ? `, darunter ${plural(height - 1, 'Maske', 'Masken')}` : '';
  return `${columnName(spalte)}: ${cardName(top)}${under}`;
}

/** The target button on a slot: „Auf die Weiß 6 legen (Annas Reihe, Spalte 1)“. */
export function targetText(names: readonly string[], reihe: Seat, spalte: number, top: string): string {
  return `Auf ${cardWithArticle(top, 'akk')} legen (${rowInside(names, reihe)}, Spalte ${spalte})`;
}

/** A column marker: „Spalte 3: Anzeiger 8 auf deiner Seite“ / „Spalte 1: kein Anzeiger“. */
export function markerText(names: readonly string[], spalte: number, a: Anzeiger): string {
  if (a.seat === null) return `Spalte ${spalte}: kein Anzeiger`;
  return `Spalte ${spalte}: Anzeiger ${a.wert} ${aufSeite(names, a.seat)}`;
}

/** The trigger of a Wertung for the Wertungsblock: „Symmetrische Farbreihenfolge – du“ … */
export function triggerText(names: readonly string[], w: Wertung): string {
  const who = w.seat === null ? '' : ` – ${nameInText(names, w.seat)}`;
  switch (w.ausloeser) {
    case 'symmetrie':
      return `Symmetrische Farbreihenfolge${who}`;
    case 'trommel':
      return `Trommelkarte${who}`;
    case 'schluss':
      return 'Schlusswertung';
  }
}

/** Sum of the markers on `seat`'s side. */
export function tableSum(anzeiger: readonly Anzeiger[], seat: Seat): number {
  return anzeiger.reduce((t, a) => t + (a.seat === seat ? a.wert : 0), 0);
}

/** Whose turn it is, in words, with an instruction for the reader (seat 0). */
export function turnPrompt(state: BambutiState, names: string[]): string {
  const who = bambutiPlay.toAct(state);
  if (who === null) return 'Das Spiel ist vorbei.';
  if (who !== 0) {
    const name = nameOf(names, who);
    switch (state.phase) {
      case 'anordnen':
        return `${name} ordnet die erste Auslage.`;
      case 'trommeln':
        return `${name} hat gelegt und überlegt, ob eine Trommelkarte kommt.`;
      default:
        return `${name} ist am Zug.`;
    }
  }
  switch (state.phase) {
    case 'anordnen':
      return 'Du bist am Zug: Ordne deine erste Auslage.';
    case 'trommeln':
      return 'Du bist am Zug: Trommeln oder weiter?';
    default:
      return 'Du bist am Zug: Leg eine Maske.';
  }
}

/** What the end of the game looks like from here (pile, hand sizes). */
export function endText(state: BambutiState): string {
  const pile = state.nachziehstapel.length;
  if (bambutiPlay.isOver(state)) return 'Die Schlusswertung ist gebucht.';
  if (pile > 0) return `Nachziehstapel: ${plural(pile, 'Karte', 'Karten')}`;
  return 'Nachziehstapel leer – Schlusswertung, sobald ihr beide nur noch 4 Handkarten habt.';
}

/** The result: who won with which score, and how the points came about. */
export function bambutiResult(state: BambutiState, names: string[]): GameResult {
  const o = bambutiPlay.outcome(state);
  const [p0, p1] = [state.punkte[0] ?? 0, state.punkte[1] ?? 0];
  const other = nameOf(names, 1);
  const headline =
    o.winners.length === 2
      ? `Unentschieden – ihr habt beide ${plural(p0, 'Punkt', 'Punkte')}.`
      : o.winners[0] === 0
        ? `Du gewinnst mit ${p0} : ${p1} Punkten.`
        : `${other} gewinnt mit ${p1} : ${p0} Punkten.`;
  const last = state.wertungen[state.wertungen.length - 1];
  const explanation = [
    `${plural(state.wertungen.length, 'Wertung', 'Wertungen')} – in jeder bekommt jeder die Summe der Punkteanzeiger auf seiner Seite.`,
  ];
  if (last && last.ausloeser === 'schluss') {
    explanation.push(
      `In der Schlusswertung lagen ${last.punkte[0]} für dich und ${last.punkte[1]} für ${fuerWen(names, 1)} auf dem Tisch.`,
    );
  }
  const unused = state.trommeln[0] ?? 0;
  if (unused > 0)
    explanation.push(
      `${unused === 1 ? 'Eine' : 'Zwei'} deiner Trommelkarten ${unused === 1 ? 'blieb' : 'blieben'} ungenutzt – sie zählen nichts.`,
    );
  return { headline, places: [], explanation };
}
