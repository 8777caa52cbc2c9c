/**
 * Dudab words for the UI: whose turn it is and what to do, labels of the buttons and targets, the
 * open wishes and the curse in one sentence, and the result of a finished game. Presentation only:
 * what is legal comes from the engine (legalMoves through useMoveInput, check through the machine),
 * the scoring from its wertung/wertungSchritte.
 */
import { dudabPlay } from '../../games/dudab/page';
import { TARGET_SAMMELSTAPEL } from '../../games/dudab/input';
import { roundIsOver } from '../../games/dudab/position';
import { wunschText, wunschWert } from '../../games/dudab/cards';
import { punkte } from '../../games/dudab/wertung';
import type { DudabMove, DudabState, Wunsch } from '../../games/dudab/types';
import { capitalize, groupVerb, joinAnd, nameOf, plural } from '../../games/core/text';
import type { GameResult } from '../game/FreePlayShell';

/** „Reihe 1“ for row 0. */
export function reiheName(r: number): string {
  return `Reihe ${r + 1}`;
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
      return rowLabel(move.reihe);
  }
}

/**
 * What a chosen card can do, from the targets of its legal moves (useMoveInput's `uses`): with five
 * cards every card may go into the Sammelstapel, so one that fits no row says so. Null otherwise.
 */
export function cardUse(targets: readonly string[]): string | null {
  return targets.length > 0 && targets.every((t) => t === TARGET_SAMMELSTAPEL) ? 'nur in den Sammelstapel' : null;
}

/** The caption of the collected cards: the ones kept after „6 nimmt“ (its buttons send them as kept), else the chosen ones. */
export function selectionCaption(offers: readonly { move: DudabMove | null }[]): string {
  return offers.some((o) => o.move?.type === 'reduzieren') ? 'Du behältst' : 'Gewählt';
}

/** The target name of a row button. */
export function rowLabel(r: number): string {
  return `Auf ${reiheName(r)} legen`;
}

/** Whose turn it is, in words, with what the reader (seat 0) has to do now. */
export function turnPrompt(state: DudabState, names: string[]): string {
  const who = dudabPlay.toAct(state);
  if (who === null) return 'Das Spiel ist vorbei.';
  const n = state.hands[who]?.length ?? 0;
  const next = `Runde ${state.runde} ist vorbei.`;
  if (who !== 0) {
    const name = nameOf(names, who);
    return roundIsOver(state)
      ? `${next} ${name} beginnt die nächste.`
      : `${name} ist am Zug${state.verhext?.seat === who ? ' und verhext' : ''}.`;
  }
  switch (state.phase) {
    case 'wunsch':
      return 'Du bist am Zug: Erfüll einen Wunsch oder leg eine Dudab-Karte – kannst du nicht, zeig deine Hand und zieh nach.';
    case 'verhext':
      return 'Du bist verhext: Antworte mit einem Schamanen oder einer Dudab-Karte, sonst nimm die Strafe.';
    case 'reduzieren':
      return '„6 nimmt“: Du darfst deine Kartenhand auf zwei Karten reduzieren. Wähl die zwei, die du behältst – oder behalte alle.';
    case 'entsorgen':
      return `Du hast ${n} Karten: Wähl ${n === 6 ? 'eine' : n - 5} davon für deinen Sammelstapel.`;
    case 'rundenende':
      return `${next} Sieh dir die Wertung an, dann beginnst du die nächste.`;
    default:
      return `Du bist am Zug: Leg eine Karte ab oder zieh nach${n >= 5 ? ' – mit fünf Karten kommt vorher eine in deinen Sammelstapel' : ''}.`;
  }
}

/** The result of a finished game: the winners with their total, then every total, best first. */
export function dudabResult(state: DudabState, names: string[]): GameResult {
  const o = dudabPlay.outcome(state);
  const totals = o.scores!.totals;
  const best = totals[o.winners[0]!]!;
  const forms = { du: 'gewinnst', er: 'gewinnt', ihr: 'gewinnt', sie: 'gewinnen' };
  return {
    headline: `${capitalize(groupVerb(names, o.winners, forms))}${o.winners.length > 1 ? ' gemeinsam' : ''} mit ${plural(best, 'Punkt', 'Punkten')}.`,
    places: o.places.map((group) => `${joinAnd(group.map((s) => nameOf(names, s)))}: ${punkte(totals[group[0]!]!)}`),
    placesNote: 'Die Summen aller Runden, die wenigsten Punkte vorn:',
  };
}
