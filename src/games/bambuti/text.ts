/**
 * German sentences for Bambuti moves and events (du-form for the seat called 'Du', third person
 * otherwise), built on core/text.ts. Cards are named without article („Blau 7“), rows by their
 * owner („deine Reihe“, „Annas Reihe“), as the table labels them.
 */
import type { Seat } from '../core/types';
import { capitalize, cardsText, genitiv, isDu, nameInText, nameOf, plural, seatGroup, subjectVerb, verb } from '../core/text';
export { genitiv };
import { cardName, cardWithArticle } from './cards';
import { topOf } from './position';
import type { Anzeiger, BambutiEvent, BambutiMove, BambutiState, Wertung } from './types';

/** „dich“ for the reader, the name otherwise (after „für“). */
export function fuerWen(names: readonly string[], seat: Seat): string {
  return isDu(names, seat) ? 'dich' : nameOf(names, seat);
}

/** „auf deiner Seite“ / „auf Annas Seite“. */
export function aufSeite(names: readonly string[], seat: Seat): string {
  return isDu(names, seat) ? 'auf deiner Seite' : `auf ${genitiv(nameOf(names, seat))} Seite`;
}

/** Which row, by its owner, as the table labels it: „deine Reihe“, „Annas Reihe“ (also when Anna places there). */
function rowText(names: readonly string[], reihe: Seat): string {
  return isDu(names, reihe) ? 'deine Reihe' : `${genitiv(nameOf(names, reihe))} Reihe`;
}

/**
 * „Du legst deine erste Auslage verdeckt aus – Rot 1, Gelb 5, Blau 10, Gelb 8, Weiß 4.“ (the other
 * seat's order stays hidden: „Anna legt die erste Auslage verdeckt aus.“) /
 * „Anna legt die Gelb 3 auf die Gelb 8 (deine Reihe, Spalte 4).“ / „Du spielst eine Trommelkarte.“ /
 * „Anna spielt keine Trommelkarte.“ — `s` is the state before the move.
 */
export function describe(s: BambutiState, m: BambutiMove, names: string[]): string {
  switch (m.type) {
    case 'anordnen':
      return isDu(names, m.seat)
        ? `Du legst deine erste Auslage verdeckt aus – ${m.karten.map(cardName).join(', ')}.`
        : `${nameOf(names, m.seat)} legt die erste Auslage verdeckt aus.`;
    case 'legen': {
      const covered = topOf(s.auslage[m.reihe]?.[m.spalte - 1] ?? []);
      const on = covered ? ` auf ${cardWithArticle(covered, 'akk')}` : '';
      return `${subjectVerb(names, m.seat, 'legst', 'legt')} ${cardWithArticle(m.karte, 'akk')}${on} (${rowText(names, m.reihe)}, Spalte ${m.spalte}).`;
    }
    case 'trommeln':
      return `${subjectVerb(names, m.seat, 'spielst', 'spielt')} eine Trommelkarte.`;
    case 'weiter':
      return `${subjectVerb(names, m.seat, 'spielst', 'spielt')} keine Trommelkarte.`;
    default:
      return `${nameOf(names, (m as { seat: Seat }).seat)} macht eine unbekannte Spielaktion.`;
  }
}

/**
 * What a choice button says for a move of the reader (infinitive, not a log line):
 * „So auslegen – Rot 1, Gelb 5, Blau 10, Gelb 8, Weiß 4“, „Die Rot 3 in deine Reihe legen, Spalte 5“,
 * „Die Gelb 3 in die Reihe deines Gegners legen, Spalte 4“, „Trommelkarte spielen“, „Ohne Trommeln weiter“.
 */
export function actionLabel(m: BambutiMove): string {
  switch (m.type) {
    case 'anordnen':
      return `So auslegen – ${m.karten.map(cardName).join(', ')}`;
    case 'legen':
      return `${capitalize(cardWithArticle(m.karte, 'akk'))} in ${m.reihe === m.seat ? 'deine Reihe' : 'die Reihe deines Gegners'} legen, Spalte ${m.spalte}`;
    case 'trommeln':
      return 'Trommelkarte spielen';
    case 'weiter':
      return 'Ohne Trommeln weiter';
  }
}

/** „4 für Anna“, „keiner“. */
function markerText(names: readonly string[], a: Anzeiger): string {
  return a.seat === null ? 'keiner' : `${a.wert} für ${fuerWen(names, a.seat)}`;
}

/** The opening of a Wertung line: „Wertung 1 nach symmetrischer Farbreihenfolge“ … */
function wertungTitle(names: readonly string[], w: Wertung): string {
  switch (w.ausloeser) {
    case 'symmetrie':
      return `Wertung ${w.nr} nach symmetrischer Farbreihenfolge`;
    case 'trommel':
      return `Wertung ${w.nr} durch ${w.seat !== null && isDu(names, w.seat) ? 'deine' : `${genitiv(nameOf(names, w.seat ?? 0))}`} Trommelkarte`;
    case 'schluss':
      return `Schlusswertung (Wertung ${w.nr})`;
  }
}

/**
 * A log line for an event, or null where `describe` already says it (Angeordnet, Gelegt,
 * Getrommelt, Weiter).
 */
export function describeEvent(e: BambutiEvent, names: string[]): string | null {
  switch (e.type) {
    case 'Dealt':
      return 'Jeder bekommt fünf Maskenkarten für die erste Auslage und ordnet sie verdeckt an: die höchste in die Mitte, nach außen abfallend.';
    case 'Revealed': {
      const sum = (seat: Seat) => e.anzeiger.reduce((t, a) => t + (a.seat === seat ? a.wert : 0), 0);
      return `Beide Auslagen werden aufgedeckt. Die Punkteanzeiger zeigen ${sum(0)} für ${fuerWen(names, 0)} und ${sum(1)} für ${fuerWen(names, 1)}.`;
    }
    case 'HandsTaken': {
      const count = e.anzahl[0] === e.anzahl[1] ? `${e.anzahl[0]} Handkarten` : 'seine Handkarten';
      return `Jeder nimmt ${count} auf und legt seine zwei Trommelkarten offen vor sich. ${subjectVerb(names, e.startSeat, 'legst', 'legt')} zuerst.`;
    }
    case 'AnzeigerGeaendert':
      return e.nachher.seat === null
        ? `Spalte ${e.spalte}: jetzt kein Punkteanzeiger, vorher ${markerText(names, e.vorher)}.`
        : `Spalte ${e.spalte}: Punkteanzeiger jetzt ${markerText(names, e.nachher)}, vorher ${markerText(names, e.vorher)}.`;
    case 'Symmetrie': {
      const row = isDu(names, e.reihe) ? 'deiner Reihe' : `${genitiv(nameOf(names, e.reihe))} Reihe`;
      return `Die Farben in ${row} sind jetzt symmetrisch – das löst eine Wertung aus.`;
    }
    case 'Wertung': {
      const w = e.wertung;
      const first = `${nameInText(names, 0)} ${verb(names, 0, 'bekommst', 'bekommt')} ${plural(w.punkte[0]!, 'Punkt', 'Punkte')}`;
      const second = `${nameInText(names, 1)} ${w.punkte[1]}`;
      return `${wertungTitle(names, w)} – ${first}, ${second}. Stand ${e.stand[0]} : ${e.stand[1]}.`;
    }
    case 'Drew':
      return `${subjectVerb(names, e.seat, 'ziehst', 'zieht')} ${cardsText(e.anzahl)} nach.`;
    case 'GameOver': {
      if (e.winners.length === 2) {
        const g = seatGroup(names, [0, 1]);
        const verbForm = g.person === 'ihr' ? 'habt' : 'haben';
        return `Unentschieden: ${g.text} ${verbForm} beide ${plural(e.scores[0]!, 'Punkt', 'Punkte')}.`;
      }
      const w = e.winners[0]!;
      return `${subjectVerb(names, w, 'gewinnst', 'gewinnt')} mit ${e.scores[w]} : ${e.scores[1 - w]} Punkten.`;
    }
    default:
      return null;
  }
}
