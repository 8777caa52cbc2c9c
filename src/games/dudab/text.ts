/**
 * German sentences for the Dudab log and live region: `describe` words a decision, `describeEvent`
 * the automatic steps (shared/rules/dudab.md §5 events). Du-form for the seat called 'Du', third
 * person for the others. Cards that only the owner may see (drawn cards, cards put face down into
 * a Sammelstapel, kept hand cards) are named only in the reader's own sentences (D22).
 */
import type { Seat } from '../core/types';
import { capitalize, cardsText, groupVerb, isDu, joinAnd, nameOf, plural, subjectVerb, verb } from '../core/text';
import { cardName, cardPhrase, isDudab, wunschText } from './cards';
import { cardList } from './cardList';
import type { DudabEvent, DudabMove, DudabState } from './types';
import { punkteZahl } from './wertung';

/** „in deinen Sammelstapel“ / „in den Sammelstapel“. */
function inStapel(names: readonly string[], seat: Seat): string {
  return isDu(names, seat) ? 'in deinen Sammelstapel' : 'in den Sammelstapel';
}

function reihe(r: number): string {
  return `Reihe ${r + 1}`;
}

/** „eine Karte“, „2 Karten“. */
function karten(n: number): string {
  return n === 1 ? 'eine Karte' : cardsText(n);
}

/**
 * A German sentence for a decision of `state`, du-form when `names[move.seat] === 'Du'`:
 * „Du legst Gelb · Mammut · 3 auf Reihe 1.“, „Anna legt eine Dudab-Karte auf Reihe 2 und wünscht
 * sich das Symbol Mammut.“, „Bernd nimmt die Strafe.“ …
 */
export function describe(state: DudabState, m: DudabMove, names: string[]): string {
  const seat = m.seat;
  const du = isDu(names, seat);
  switch (m.type) {
    case 'legen': {
      const head = `${subjectVerb(names, seat, 'legst', 'legt')} ${cardPhrase(m.karte, 'akk')} auf ${reihe(m.reihe)}`;
      if (isDudab(m.karte) && m.wunsch) return `${head} und ${verb(names, seat, 'wünschst dir', 'wünscht sich')} ${wunschText(m.wunsch)}.`;
      return `${head}.`;
    }
    case 'ziehen':
      if (m.inStapel === undefined) return `${subjectVerb(names, seat, 'ziehst', 'zieht')} eine Karte.`;
      return du
        ? `Du legst ${cardPhrase(m.inStapel, 'akk')} in deinen Sammelstapel und ziehst eine Karte.`
        : `${nameOf(names, seat)} legt eine Karte in den Sammelstapel und zieht eine Karte.`;
    case 'strafe':
      return `${subjectVerb(names, seat, 'kannst', 'kann')} nicht antworten und ${verb(names, seat, 'nimmst', 'nimmt')} die Strafe.`;
    case 'nichtReduzieren':
      return `${subjectVerb(names, seat, 'behältst', 'behält')} alle Handkarten.`;
    case 'reduzieren': {
      const hand = state.hands[seat] ?? [];
      const removed = hand.filter((c) => m.behalten.indexOf(c) === -1);
      if (du) {
        const where = m.ziel === 'abwurf' ? `wirfst ${cardList(removed)} ab` : `legst ${cardList(removed)} in deinen Sammelstapel`;
        return `Du behältst ${cardList(m.behalten)} und ${where}.`;
      }
      const who = nameOf(names, seat);
      // The discard lies face up (its cards are public); the Sammelstapel face down.
      return m.ziel === 'abwurf'
        ? `${who} reduziert auf zwei Karten und wirft ${cardList(removed)} ab.`
        : `${who} reduziert auf zwei Karten und legt ${karten(removed.length)} in den Sammelstapel, darunter mindestens eine Dudab-Karte.`;
    }
    case 'entsorgen':
      return du
        ? `Du entsorgst ${cardList(m.karten)} in deinen Sammelstapel.`
        : `${nameOf(names, seat)} entsorgt ${karten(m.karten.length)} in den Sammelstapel.`;
    case 'naechsteRunde':
      return `${subjectVerb(names, seat, 'beginnst', 'beginnt')} Runde ${state.runde + 1}.`;
    default:
      return `${nameOf(names, seat)}: unbekannter Spielzug.`;
  }
}

/** „Du 5, Anna −3, Bernd +12“ style list of scores. */
function scoreList(values: readonly number[], names: readonly string[]): string {
  return joinAnd(values.map((v, p) => `${nameOf(names, p)} ${punkteZahl(v)}`));
}

/**
 * A German log line for an event, du-form for the seat called 'Du'; null for events whose content
 * `describe` already says (a plain draw of another seat).
 */
export function describeEvent(e: DudabEvent, names: string[]): string | null {
  switch (e.type) {
    case 'RoundStarted': {
      const who = isDu(names, e.startSeat) ? 'du fängst an' : `${nameOf(names, e.startSeat)} fängt an`;
      const rows = joinAnd(e.reihen.map(cardName));
      const under =
        e.untergelegt.length === 0
          ? ''
          : ` ${capitalize(cardList(e.untergelegt, 'nom'))} ${e.untergelegt.length === 1 ? 'kam' : 'kamen'} unter den Nachziehstapel, denn eine Reihe beginnt immer mit einer Ziffer-Karte.`;
      return `Runde ${e.runde} beginnt, ${who}. Jeder hat 3 Karten, die Reihen beginnen mit ${rows}.${under}`;
    }
    case 'HandShown':
      return isDu(names, e.seat)
        ? `Du zeigst deine Handkarten: ${cardList(e.karten)}.`
        : `${nameOf(names, e.seat)} zeigt die Handkarten: ${cardList(e.karten)}.`;
    case 'Drew': {
      const du = isDu(names, e.seat);
      if (e.grund === 'ziehen') return du && e.karten.length > 0 ? `Du bekommst ${cardList(e.karten)}.` : null;
      if (e.grund === 'strafe') {
        return du && e.karten.length > 0
          ? `Dazu ziehst du ${cardList(e.karten)}.`
          : `${subjectVerb(names, e.seat, 'ziehst', 'zieht')} ${e.anzahl === 1 ? 'eine weitere Karte' : `${e.anzahl} weitere Karten`}.`;
      }
      return du && e.karten.length > 0
        ? `Du hast weniger als zwei Karten und ziehst ${cardList(e.karten)} nach.`
        : `${nameOf(names, e.seat)} hat weniger als zwei Karten und zieht ${karten(e.anzahl)} nach.`;
    }
    case 'Revealed': {
      const total = e.anzahl === 1 ? 'Das ist die ganze Strafe' : `Die Strafe: ${e.anzahl} Karten, die aufgedeckte mitgezählt`;
      return `${subjectVerb(names, e.seat, 'deckst', 'deckt')} ${cardPhrase(e.karte, 'akk')} auf und ${verb(names, e.seat, 'nimmst', 'nimmt')} die Karte auf die Hand. ${total}.`;
    }
    case 'SechsNimmt': {
      const d = e.karten.filter(isDudab).length;
      const tail = d === 0 ? '' : d === 1 ? ' Eine Dudab-Karte ist dabei.' : ` ${d} Dudab-Karten sind dabei.`;
      return `„6 nimmt“: ${subjectVerb(names, e.seat, 'nimmst', 'nimmt')} die 5 Karten von ${reihe(e.reihe)} ${inStapel(names, e.seat)}.${tail}`;
    }
    case 'WunschErfuellt':
      return `${subjectVerb(names, e.seat, 'erfüllst', 'erfüllt')} den Wunsch in ${reihe(e.reihe)}: ${wunschText(e.wunsch)}.`;
    case 'Verhext':
      return isDu(names, e.seat)
        ? `Du bist verhext: Antworte mit einem Schamanen oder einer Dudab-Karte, sonst gibt es die Strafe.`
        : `${nameOf(names, e.seat)} ist verhext: Ein Schamane oder eine Dudab-Karte muss her, sonst gibt es die Strafe.`;
    case 'EntsorgenNoetig':
      return isDu(names, e.seat)
        ? `Du hast zu viele Karten: ${e.anzahl === 1 ? 'Eine' : e.anzahl} davon musst du in deinen Sammelstapel entsorgen.`
        : `${nameOf(names, e.seat)} hat zu viele Karten und muss ${karten(e.anzahl)} in den Sammelstapel entsorgen.`;
    case 'RoundOver':
      return `Die letzte Karte vom Nachziehstapel ist gezogen: Runde ${e.runde} ist vorbei. Wertung: ${scoreList(e.punkte, names)}. Gesamt: ${scoreList(e.summen, names)}.`;
    case 'GameOver': {
      const best = e.scores[e.winners[0]!]!;
      const forms = { du: 'gewinnst', er: 'gewinnt', ihr: 'gewinnt', sie: 'gewinnen' };
      const together = e.winners.length > 1 ? ' gemeinsam' : '';
      return `Das Spiel ist aus: ${groupVerb(names, e.winners, forms)}${together} mit ${plural(best, 'Punkt', 'Punkten')}.`;
    }
    default:
      return null;
  }
}
