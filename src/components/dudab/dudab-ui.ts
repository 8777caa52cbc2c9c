/**
 * Dudab words for the UI: whose turn it is and what to do, labels of the buttons and targets, the
 * open wishes and the curse in one sentence, and the result of a finished game. Presentation only:
 * what is legal comes from the engine (legalMoves through useMoveInput, check through the machine),
 * the scoring from its wertung/wertungSchritte.
 */
import { dudab } from '../../games/dudab/rules';
import { wunschText, wunschWert } from '../../games/dudab/cards';
import { punkteZahl, zahl } from '../../games/dudab/wertung';
import type { DudabMove, DudabState, Wunsch } from '../../games/dudab/types';
import { capitalize, cardsText, groupVerb, joinAnd, nameOf } from '../../games/core/text';
import type { GameResult } from '../game/FreePlayShell';

/** „Reihe 1“ for row 0. */
export function reiheName(r: number): string {
  return `Reihe ${r + 1}`;
}

/** The three kinds of wish, in the order the wish picker shows them (and legalMoves lists them). */
export const WUNSCH_ARTEN: readonly { art: Wunsch['art']; label: string }[] = [
  { art: 'farbe', label: 'Farbe' },
  { art: 'symbol', label: 'Symbol' },
  { art: 'ziffer', label: 'Ziffer' },
];

/** What a wish button shows: „Rot“, „Mammut“, „3“. */
export function wunschKurz(w: Wunsch): string {
  return wunschWert(w);
}

/** Short text for a row's wish badge: „Wunsch: Mammut“. */
export function wunschBadge(w: Wunsch): string {
  return `Wunsch: ${w.art === 'ziffer' ? 'Ziffer ' : ''}${wunschWert(w)}`;
}

/** Open wishes and the curse in one sentence, for the table's status line (and its live region). */
export function offenText(state: DudabState, names: string[]): string {
  const parts: string[] = [];
  const wishes = state.reihen.flatMap((row, r) => (row.wunsch ? [`in ${reiheName(r)} ${wunschText(row.wunsch)}`] : []));
  if (wishes.length > 0) parts.push(`Gewünscht ${wishes.length === 1 ? 'ist' : 'sind'} ${joinAnd(wishes)}.`);
  const curse = state.verhext;
  if (curse) {
    const who = curse.seat === 0 ? 'Du bist verhext' : `${nameOf(names, curse.seat)} ist verhext`;
    parts.push(`${who} – der Schamane liegt in ${reiheName(curse.reihe)}.`);
  }
  if (parts.length === 0) return 'Kein Wunsch offen, niemand ist verhext.';
  return parts.join(' ');
}

/** The label of a button move (no card selected). */
export function actionLabel(move: DudabMove): string {
  switch (move.type) {
    case 'ziehen':
      return move.inStapel === undefined ? 'Nachziehen' : 'In den Sammelstapel legen und nachziehen';
    case 'strafe':
      return 'Strafe nehmen';
    case 'nichtReduzieren':
      return 'Alle Karten behalten';
    case 'naechsteRunde':
      return 'Nächste Runde';
    case 'reduzieren':
      return move.ziel === 'abwurf' ? 'Rest abwerfen' : 'Rest in den Sammelstapel';
    case 'entsorgen':
      return 'In den Sammelstapel entsorgen';
    case 'legen':
      return `Auf ${reiheName(move.reihe)} legen`;
  }
}

/** The target name of a row button. */
export function rowLabel(r: number): string {
  return `Auf ${reiheName(r)} legen`;
}

/** Whose turn it is, in words, with what the reader (seat 0) has to do now. */
export function turnPrompt(state: DudabState, names: string[]): string {
  const who = dudab.toAct(state);
  if (who === null) return 'Das Spiel ist vorbei.';
  const name = nameOf(names, who);
  const hand = state.haende[who]?.length ?? 0;
  if (who === 0) {
    switch (state.phase) {
      case 'zug':
        return hand >= 5
          ? 'Du bist am Zug: Leg eine Karte auf eine Reihe – oder leg eine Karte in deinen Sammelstapel und zieh nach.'
          : 'Du bist am Zug: Leg eine Karte auf eine Reihe oder zieh nach.';
      case 'wunsch':
        return `Du bist am Zug, und ein Wunsch ist offen: Erfüll ihn, leg eine Dudab-Karte oder zeig deine Hand und zieh nach, wenn du nicht kannst. ${offenText(state, names)}`;
      case 'verhext':
        return 'Du bist verhext: Antworte mit einem Schamanen oder einer Dudab-Karte – wenn du keine hast, nimm die Strafe.';
      case 'reduzieren':
        return `„6 nimmt“: Du darfst deine Kartenhand auf zwei Karten reduzieren. Wähl die zwei Karten, die du behältst – oder behalte alle ${cardsText(hand)}.`;
      case 'entsorgen':
        return `Du hast ${cardsText(hand)}: Wähl ${hand - 5 === 1 ? 'eine' : hand - 5} davon und entsorge sie in deinen Sammelstapel.`;
      case 'rundenende':
        return `Runde ${state.runde} ist vorbei. Sieh dir die Wertung an – dann beginnst du Runde ${state.runde + 1}.`;
      default:
        return 'Du bist am Zug.';
    }
  }
  switch (state.phase) {
    case 'wunsch':
      return `${name} ist am Zug und muss einen Wunsch erfüllen, wenn möglich.`;
    case 'verhext':
      return `${name} ist verhext und muss antworten.`;
    case 'reduzieren':
      return `„6 nimmt“: ${name} darf die Kartenhand reduzieren.`;
    case 'entsorgen':
      return `${name} hat zu viele Karten und entsorgt welche.`;
    case 'rundenende':
      return `Runde ${state.runde} ist vorbei. ${name} beginnt gleich Runde ${state.runde + 1}.`;
    default:
      return `${name} ist am Zug.`;
  }
}

/** The result of a finished game: the winners with their total, the others in order of their totals. */
export function dudabResult(state: DudabState, names: string[]): GameResult {
  const o = dudab.outcome(state);
  const totals = o.scores?.totals ?? [];
  const best = totals[o.winners[0] ?? 0] ?? 0;
  const forms = {
    du: 'gewinnst',
    er: 'gewinnt',
    ihr: 'gewinnt',
    sie: 'gewinnen',
  };
  const together = o.winners.length > 1 ? ' gemeinsam' : '';
  const points = `${zahl(best)} ${Math.abs(best) === 1 ? 'Punkt' : 'Punkten'}`;
  const headline = `${capitalize(groupVerb(names, o.winners, forms))}${together} mit ${points}.`;
  const places = o.places.map((group) => {
    const t = totals[group[0]!] ?? 0;
    return `${joinAnd(group.map((s) => nameOf(names, s)))}: ${zahl(t)} ${Math.abs(t) === 1 ? 'Punkt' : 'Punkte'}`;
  });
  const rounds = state.punkte.length;
  return {
    headline,
    places,
    placesNote: 'Die wenigsten Punkte gewinnen:',
    explanation: [`Nach ${rounds === 1 ? 'einer Runde' : `${rounds} Runden`} zählt die Summe aller Rundenergebnisse.`],
  };
}

/** One seat's rounds as a sum: „+2 + 22 − 3 = 21“. */
export function summeText(rounds: readonly number[]): string {
  if (rounds.length === 0) return '0';
  const total = rounds.reduce((a, b) => a + b, 0);
  if (rounds.length === 1) return punkteZahl(rounds[0]!);
  const terms = rounds.map((x, i) => (i === 0 ? zahl(x) : x < 0 ? `− ${-x}` : `+ ${x}`)).join(' ');
  return `${terms} = ${zahl(total)}`;
}
