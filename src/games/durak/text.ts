/**
 * Durak in German words: a sentence per decision (`describe`), a log line per automatic engine
 * event (`describeEvent`, §9) and the label of a choice button (`actionLabel`). The reader's seat
 * is called 'Du' in `names` and gets the du-form; group sentences agree with their subject (core
 * text helpers). Terms follow the glossary of spec §13; „Zug“ is always a bout (D21).
 */
import type { Seat } from '../core/types';
import { capitalize, cardsText, groupVerb, isDu, nameOf, seatGroup, subjectVerb, type VerbForms } from '../core/text';
import { SUIT_NAMES, cardWithArticle } from './cards';
import { MAX_ATTACK, tableCards } from './position';
import type { DurakEvent, DurakMove, DurakState } from './types';

/**
 * A German sentence for a decision, du-form when `names[move.seat] === 'Du'`:
 * „Du greifst mit der Pik 9 an.“ / „Anna schlägt die Pik 9 mit der Pik Dame.“ /
 * „Bernd nimmt 3 Karten auf.“ … A TAKE counts the cards on the table of `s` (the state before the
 * move), so the log needs no separate line for the Taken event.
 */
export function describe(s: DurakState, m: DurakMove, names: string[]): string {
  switch (m.type) {
    case 'ATTACK':
      return `${subjectVerb(names, m.seat, 'greifst', 'greift')} mit ${cardWithArticle(m.card, 'dat')} an.`;
    case 'DEFEND':
      return `${subjectVerb(names, m.seat, 'schlägst', 'schlägt')} ${cardWithArticle(m.attackCard, 'akk')} mit ${cardWithArticle(m.card, 'dat')}.`;
    case 'TAKE': {
      const n = tableCards(s.table).length;
      return `${subjectVerb(names, m.seat, 'nimmst', 'nimmt')} ${n > 0 ? `${cardsText(n)} ` : ''}auf.`;
    }
    case 'THROW_IN':
      return `${subjectVerb(names, m.seat, 'legst', 'legt')} ${cardWithArticle(m.card, 'akk')} nach.`;
    case 'PASS':
      return `${subjectVerb(names, m.seat, 'legst', 'legt')} nichts nach.`;
    case 'TRANSFER':
      return `${subjectVerb(names, m.seat, 'reichst', 'reicht')} mit ${cardWithArticle(m.card, 'dat')} weiter.`;
    default:
      return `${nameOf(names, (m as DurakMove).seat)} macht eine unbekannte Spielaktion.`;
  }
}

/**
 * What a choice button says when one card allows several decisions (beat one of several open
 * cards, or pass the attack on): an action in the infinitive, not a log line.
 * „Die Pik 9 mit der Kreuz Dame schlagen“, „Mit der Herz 9 weiterreichen“, „Aufnehmen“.
 */
export function actionLabel(m: DurakMove): string {
  switch (m.type) {
    case 'ATTACK':
      return `Mit ${cardWithArticle(m.card, 'dat')} angreifen`;
    case 'DEFEND':
      return `${capitalize(cardWithArticle(m.attackCard, 'akk'))} mit ${cardWithArticle(m.card, 'dat')} schlagen`;
    case 'TAKE':
      return 'Aufnehmen';
    case 'THROW_IN':
      return `${capitalize(cardWithArticle(m.card, 'akk'))} nachlegen`;
    case 'PASS':
      return 'Nichts nachlegen';
    case 'TRANSFER':
      return `Mit ${cardWithArticle(m.card, 'dat')} weiterreichen`;
  }
}

const SEIN: VerbForms = { du: 'bist', er: 'ist', ihr: 'seid', sie: 'sind' };
const HABEN: VerbForms = { du: 'hast', er: 'hat', ihr: 'habt', sie: 'haben' };

/** „bei dir“ / „bei Anna“. */
function bei(names: readonly string[], seat: Seat): string {
  return isDu(names, seat) ? 'bei dir' : `bei ${nameOf(names, seat)}`;
}

/** Dealt (§4.3–§4.7, D4, D5): who dealt, where the trump card lies, who starts and why. */
function gameStarted(e: Extract<DurakEvent, { type: 'Dealt' }>, names: string[]): string {
  const dealt = `${subjectVerb(names, e.dealer, 'hast', 'hat')} gegeben.`;
  const suit = SUIT_NAMES[e.trumpSuit];
  const card = cardWithArticle(e.trumpCard, 'nom');
  // With six players every card is dealt: the dealer's last card is shown and kept (D4).
  const trump = e.trumpInDealerHand
    ? `Trumpf ist ${suit} – die zuletzt gegebene Karte, ${card}, ist aufgedeckt und bleibt ${bei(names, e.dealer)} auf der Hand.`
    : `Trumpf ist ${suit} – ${card} liegt aufgedeckt unter dem Nachziehstapel.`;
  const starter = isDu(names, e.firstAttacker) ? 'das bist du' : `das ist ${nameOf(names, e.firstAttacker)}`;
  const first =
    e.lowestTrump !== null
      ? `${subjectVerb(names, e.firstAttacker, 'hast', 'hat')} mit ${cardWithArticle(e.lowestTrump, 'dat')} den niedrigsten Trumpf auf der Hand und ${isDu(names, e.firstAttacker) ? 'beginnst' : 'beginnt'}.`
      : `Niemand hat einen Trumpf auf der Hand, darum beginnt, wer links vom Geber sitzt – ${starter}.`;
  return `${dealt} ${trump} ${first}`;
}

/**
 * A German log line for an automatic engine event (§9); du-form for the seat called 'Du'.
 * Returns null for events that only restate a decision, which `describe` already words:
 * Attacked, Beaten, ThrownIn, Transferred, Taken (describe(TAKE) carries the count) and a manual
 * Passed. An automatic Passed (D18) says that it was not a decision.
 */
export function describeEvent(e: DurakEvent, names: string[]): string | null {
  switch (e.type) {
    case 'Dealt':
      return gameStarted(e, names);
    case 'BoutStarted': {
      const a = subjectVerb(names, e.attacker, 'greifst', 'greift');
      const d = isDu(names, e.defender) ? 'du verteidigst' : `${nameOf(names, e.defender)} verteidigt`;
      if (e.limit >= MAX_ATTACK) return `Neuer Zug: ${a} an, ${d}.`;
      // D10: the defender's hand at the start of the bout is the limit.
      const held = `${subjectVerb(names, e.defender, 'hast', 'hat')} nur ${cardsText(e.limit)}`;
      const most = e.limit === 1 ? 'darf höchstens 1 Angriffskarte' : `dürfen höchstens ${e.limit} Angriffskarten`;
      return `Neuer Zug: ${a} an, ${d}. ${held}, also ${most} kommen.`;
    }
    case 'Passed':
      if (!e.auto) return null;
      return `${subjectVerb(names, e.seat, 'hast', 'hat')} nichts zum Nachlegen.`;
    case 'Taken':
      return null;
    case 'BoutBeaten':
      return 'Abgewehrt – die Karten sind verbraucht.';
    case 'Drew': {
      const tail = e.gotTrumpCard ? ', zuletzt die aufgedeckte Trumpfkarte' : '';
      return `${subjectVerb(names, e.seat, 'ziehst', 'zieht')} ${cardsText(e.count)}${tail}.`;
    }
    case 'PlayerFinished': {
      // D15: the talon is empty and the hand too; several seats share the place.
      const person = seatGroup(names, e.seats).person;
      return `${groupVerb(names, e.seats, SEIN)} ohne Karten ausgeschieden und ${HABEN[person]} gewonnen!`;
    }
    case 'GameOver':
      if (e.durak === null) return 'Unentschieden – kein Durak.';
      return `${subjectVerb(names, e.durak, 'bist', 'ist')} der Durak.`;
    default:
      return null;
  }
}
