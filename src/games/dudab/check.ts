/**
 * `check`: the teaching verdict of the Dudab engine (shared/rules/dudab.md §4–§5, §12 „Suggested
 * check reasons“). Every illegal move gets a German du-form sentence that says which rule forbids it
 * and why, and the anchor of that rule's heading on the rules page (`RULE_ANCHORS`).
 *
 * `check` is also the legality test of `play`, so its accepting path is kept cheap; its verdict
 * agrees exactly with `legalMoves` (asserted by the tests, the simulation and core/checked.ts).
 */
import type { CardId, Verdict } from '../core/types';
import { capitalize } from '../core/text';
import {
  CARD_INDEX,
  DUDAB,
  ZIFFER_KARTE,
  cardName,
  cardPhrase,
  isCanonical,
  isCardId,
  isDudab,
  kindAt,
  wunschIndex,
  wunschText,
  wunschZu,
} from './cards';
import { canAnswer, firstFitting, mayPlace, topAt } from './position';
import type { DudabMove, DudabState } from './types';
import { ORDER_REASON, answerCards, cardsName, openWishes, whyNotPlace } from './checkWords';
import { cardList } from './cardList';

/** The rule anchors of the rules page (heading ids); every `check` reason points at one of them. */
export const RULE_ANCHORS = [
  'ziel',
  'karten',
  'vorbereitung',
  'legen',
  'wuenschen',
  'schamane',
  'nachziehen',
  'sechs-nimmt',
  'reduzieren',
  'entsorgen',
  'rundenende',
  'wertung',
  'mehrere-runden',
  'tipps',
] as const;
export type RuleAnchor = (typeof RULE_ANCHORS)[number];

/** The German heading each anchor stands for (for the page and the report). */
export const RULE_HEADINGS: Readonly<Record<RuleAnchor, string>> = {
  ziel: 'Ziel des Spiels',
  karten: 'Die Karten',
  vorbereitung: 'Vorbereitung',
  legen: 'Karten ablegen',
  wuenschen: 'Wünschen mit der Dudab-Karte',
  schamane: 'Schamane und Fluch',
  nachziehen: 'Nachziehen',
  'sechs-nimmt': '„6 nimmt“',
  reduzieren: 'Kartenhand reduzieren',
  entsorgen: 'Karten entsorgen',
  rundenende: 'Rundenende',
  wertung: 'Wertung',
  'mehrere-runden': 'Mehrere Runden',
  tipps: 'Tipps',
};

const OK: Verdict = Object.freeze({ ok: true }) as Verdict;

function no(reason: string, rule: RuleAnchor): Verdict {
  return { ok: false, reason, rule };
}

/** The fields each move may carry besides `type` and `seat`. */
const FIELDS: Readonly<Record<DudabMove['type'], readonly string[]>> = {
  legen: ['karte', 'reihe', 'wunsch'],
  ziehen: ['inStapel'],
  strafe: [],
  reduzieren: ['behalten', 'ziel'],
  nichtReduzieren: [],
  entsorgen: ['karten'],
  naechsteRunde: [],
};

const RULE_OF_TYPE: Readonly<Record<DudabMove['type'], RuleAnchor>> = {
  legen: 'legen',
  ziehen: 'nachziehen',
  strafe: 'schamane',
  reduzieren: 'reduzieren',
  nichtReduzieren: 'reduzieren',
  entsorgen: 'entsorgen',
  naechsteRunde: 'mehrere-runden',
};

// ---------------------------------------------------------------------------------------------
// Wording helpers

/** „Gelb · Hand · 2 hast du nicht …“, „Den blauen Schamanen …“, „Diese Dudab-Karte …“. */
function notInHand(card: CardId, rule: RuleAnchor): Verdict {
  const what = isDudab(card) ? 'Diese Dudab-Karte' : capitalize(cardPhrase(card, 'akk'));
  return no(`${what} hast du nicht auf der Hand.`, rule);
}

/** Card lists inside a move: ids, distinct, in the hand, canonical. */
function checkCardList(cards: readonly CardId[], hand: readonly CardId[], rule: RuleAnchor): Verdict | null {
  for (let i = 0; i < cards.length; i++) {
    for (let j = 0; j < i; j++)
      if (cards[j] === cards[i]) return no(`Du hast ${cardName(cards[i]!)} doppelt ausgewählt – jede Karte zählt nur einmal.`, rule);
  }
  for (const c of cards) if (hand.indexOf(c) === -1) return notInHand(c, rule);
  if (!isCanonical(cards)) return no(ORDER_REASON, 'karten');
  return null;
}

// ---------------------------------------------------------------------------------------------
// Shape

function checkShape(s: DudabState, m: DudabMove): Verdict | null {
  if (m === null || typeof m !== 'object' || !Object.prototype.hasOwnProperty.call(FIELDS, (m as { type?: unknown }).type as string)) {
    return no('Diesen Spielzug gibt es im Dudab nicht.', 'ziel');
  }
  const seat = m.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.options.spieler) {
    return no('Diesen Platz gibt es in diesem Spiel nicht.', 'ziel');
  }
  const raw = m as unknown as Record<string, unknown>;
  const allowed = FIELDS[m.type];
  for (const k in raw) {
    if (k === 'type' || k === 'seat' || raw[k] === undefined) continue;
    if (allowed.indexOf(k) === -1) return no('Dieser Spielzug enthält Angaben, die nicht zu ihm gehören.', RULE_OF_TYPE[m.type]);
  }
  switch (m.type) {
    case 'legen':
      if (Array.isArray(raw.karte)) return no('Du legst immer nur eine Karte auf einmal ab.', 'legen');
      if (!isCardId(raw.karte)) return no(`„${String(raw.karte)}“ ist keine Karte dieses Spiels.`, 'karten');
      if (typeof raw.reihe !== 'number' || !Number.isInteger(raw.reihe) || raw.reihe < 0 || raw.reihe >= s.reihen.length) {
        return no(`Diese Reihe gibt es nicht: Es liegen ${s.reihen.length} Reihen aus, Reihe 1 bis ${s.reihen.length}.`, 'legen');
      }
      return null;
    case 'ziehen':
      if (raw.inStapel === undefined) return null;
      if (Array.isArray(raw.inStapel))
        return no('Beim Nachziehen legst du genau eine Karte in deinen Sammelstapel, nicht mehrere.', 'nachziehen');
      if (!isCardId(raw.inStapel)) return no(`„${String(raw.inStapel)}“ ist keine Karte dieses Spiels.`, 'karten');
      return null;
    case 'reduzieren': {
      if (!Array.isArray(raw.behalten)) return no('Du musst genau zwei Karten behalten – alle anderen legst du ab.', 'reduzieren');
      for (const c of raw.behalten) if (!isCardId(c)) return no(`„${String(c)}“ ist keine Karte dieses Spiels.`, 'karten');
      if (raw.ziel !== 'abwurf' && raw.ziel !== 'stapel') {
        return no('Die abgelegten Karten kommen entweder auf den Abwurf oder in deinen Sammelstapel.', 'reduzieren');
      }
      return null;
    }
    case 'entsorgen':
      if (!Array.isArray(raw.karten)) return no('Nenne die Karten, die du in deinen Sammelstapel entsorgst.', 'entsorgen');
      for (const c of raw.karten) if (!isCardId(c)) return no(`„${String(c)}“ ist keine Karte dieses Spiels.`, 'karten');
      return null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------

export function check(s: DudabState, m: DudabMove): Verdict {
  const shape = checkShape(s, m);
  if (shape) return shape;
  const phase = s.phase;
  if (phase === 'spielende') return no('Das Spiel ist schon vorbei: Alle Runden sind gespielt.', 'mehrere-runden');
  if (m.seat !== s.toAct) return notYourTurn(s);
  const hand = s.hands[m.seat]!;

  if (phase === 'rundenende') {
    return m.type === 'naechsteRunde'
      ? OK
      : no('Die Runde ist vorbei: Jetzt wird gewertet, danach geht es mit der nächsten Runde weiter.', 'rundenende');
  }
  if (m.type === 'naechsteRunde') {
    return no('Die Runde läuft noch: Sie endet erst, wenn die letzte Karte vom Nachziehstapel gezogen ist.', 'rundenende');
  }

  if (phase === 'reduzieren') {
    if (m.type === 'nichtReduzieren') return OK;
    if (m.type === 'reduzieren') return checkReduzieren(m.behalten, m.ziel, hand);
    if (m.type === 'entsorgen') {
      return no(
        'Entsorgen musst du nur, wenn du am Ende deines Zugs mehr als fünf Karten hast – jetzt darfst du nach „6 nimmt“ deine Kartenhand reduzieren.',
        'reduzieren',
      );
    }
    return no(
      'Nach „6 nimmt“ ist dein Zug fast vorbei: Du entscheidest nur noch, ob du deine Kartenhand auf zwei Karten reduzierst.',
      'reduzieren',
    );
  }
  if (phase === 'entsorgen') {
    if (m.type === 'entsorgen') return checkEntsorgen(m.karten, hand);
    return no(
      `Du hast ${hand.length} Karten auf der Hand, erlaubt sind am Ende deines Zugs höchstens fünf: Lege zuerst ${cardsName(hand.length - 5)} in deinen Sammelstapel.`,
      'entsorgen',
    );
  }

  // zug, wunsch, verhext
  switch (m.type) {
    case 'legen':
      return checkLegen(s, phase, m, hand);
    case 'ziehen':
      return checkZiehen(s, phase, m.inStapel, hand);
    case 'strafe':
      if (phase !== 'verhext') return no('Die Strafe nimmt nur, wer verhext ist – und du bist gerade nicht verhext.', 'schamane');
      if (canAnswer(hand)) {
        return no(
          `Die Strafe gibt es nur, wenn du nicht antworten kannst: Du hast ${answerCards(hand)} auf der Hand, also musst du damit antworten.`,
          'schamane',
        );
      }
      return OK;
    case 'reduzieren':
    case 'nichtReduzieren':
      return no(
        'Reduzieren darfst du nur direkt nach „6 nimmt“, und nur wenn du dann noch mindestens drei Karten auf der Hand hast.',
        'reduzieren',
      );
    case 'entsorgen':
      return no('Entsorgen musst du nur, wenn du am Ende deines Zugs mehr als fünf Karten auf der Hand hast.', 'entsorgen');
    default:
      return no('Diesen Spielzug gibt es im Dudab nicht.', 'ziel');
  }
}

function notYourTurn(s: DudabState): Verdict {
  switch (s.phase) {
    case 'rundenende':
      return no('Du bist gerade nicht dran: Die nächste Runde startet der Spieler, der sie beginnt.', 'mehrere-runden');
    case 'reduzieren':
      return no(
        'Du bist gerade nicht am Zug: Nach „6 nimmt“ entscheidet ein anderer Spieler, ob er seine Kartenhand reduziert.',
        'reduzieren',
      );
    case 'entsorgen':
      return no('Du bist gerade nicht am Zug: Ein anderer Spieler entsorgt gerade überzählige Karten in seinen Sammelstapel.', 'entsorgen');
    default:
      return no('Du bist gerade nicht am Zug: Es wird reihum im Uhrzeigersinn gespielt, und gerade ist ein anderer Spieler dran.', 'legen');
  }
}

function checkLegen(s: DudabState, phase: string, m: Extract<DudabMove, { type: 'legen' }>, hand: readonly CardId[]): Verdict {
  if (hand.indexOf(m.karte) === -1) return notInHand(m.karte, 'legen');
  const c = CARD_INDEX[m.karte]!;
  if (kindAt(c) === DUDAB) {
    // D7, D20: always playable, with exactly one wish.
    if (m.wunsch === undefined)
      return no('Zu einer Dudab-Karte gehört ein Wunsch: Wünsch dir eine Farbe, ein Symbol oder eine Ziffer.', 'wuenschen');
    if (wunschIndex(m.wunsch) < 0) {
      return no(
        'Diesen Wunsch gibt es nicht: Wünschen kannst du dir eine der vier Farben, eines der vier Symbole oder eine Ziffer von 1 bis 4.',
        'wuenschen',
      );
    }
    return OK;
  }
  if (m.wunsch !== undefined) return no('Wünschen darfst du dir nur etwas, wenn du eine Dudab-Karte legst.', 'wuenschen');
  if (mayPlace(s, phase, c, m.reihe)) return OK;
  const row = s.reihen[m.reihe]!;
  switch (phase) {
    case 'verhext': {
      // D10
      if (kindAt(c) === ZIFFER_KARTE) {
        return canAnswer(hand)
          ? no(
              'Du bist verhext: Antworte mit einem Schamanen oder einer Dudab-Karte – eine Ziffer-Karte hilft dir jetzt nicht.',
              'schamane',
            )
          : no('Du bist verhext und hast weder einen Schamanen noch eine Dudab-Karte: Du musst die Strafe nehmen.', 'schamane');
      }
      const curse = s.verhext!.reihe;
      return no(
        `${whyNotPlace(c, topAt(row), row.wunsch, m.reihe)} Als Antwort auf den Fluch passt dein Schamane aber immer auf den Schamanen in Reihe ${curse + 1}.`,
        'schamane',
      );
    }
    case 'wunsch': {
      // D8, D9
      if (row.wunsch !== null) {
        return no(
          `${capitalize(cardPhrase(m.karte, 'nom'))} erfüllt den Wunsch in Reihe ${m.reihe + 1} nicht: Gewünscht ist ${wunschText(row.wunsch)}.`,
          'wuenschen',
        );
      }
      return no(
        `Solange ein Wunsch offen ist, darfst du nur einen Wunsch erfüllen oder eine Dudab-Karte legen. ${openWishes(s)}.`,
        'wuenschen',
      );
    }
    default:
      return no(whyNotPlace(c, topAt(row), row.wunsch, m.reihe), 'legen');
  }
}

function checkZiehen(s: DudabState, phase: string, inStapel: CardId | undefined, hand: readonly CardId[]): Verdict {
  if (phase === 'verhext') {
    return canAnswer(hand)
      ? no('Du bist verhext: Nachziehen geht jetzt nicht – antworte mit einem Schamanen oder einer Dudab-Karte.', 'schamane')
      : no('Du bist verhext und kannst nicht antworten: Statt nachzuziehen nimmst du die Strafe.', 'schamane');
  }
  if (phase === 'wunsch') {
    const f = firstFitting(hand, s.reihen);
    if (f !== null) {
      const w = s.reihen[f.reihe]!.wunsch!;
      return no(
        `Du kannst den Wunsch erfüllen – dann musst du es tun: ${capitalize(cardPhrase(f.karte, 'nom'))} passt ${wunschZu(w)} in Reihe ${f.reihe + 1}.`,
        'wuenschen',
      );
    }
  }
  if (hand.length >= 5) {
    if (inStapel === undefined)
      return no('Du hast schon fünf Karten: Lege zuerst eine davon in deinen Sammelstapel, dann ziehst du nach.', 'nachziehen');
    if (hand.indexOf(inStapel) === -1) return notInHand(inStapel, 'nachziehen');
    return OK;
  }
  if (inStapel !== undefined) {
    return no('Eine Karte in den Sammelstapel legst du beim Nachziehen nur, wenn du schon fünf Karten auf der Hand hast.', 'nachziehen');
  }
  return OK;
}

function checkReduzieren(behalten: CardId[], ziel: string, hand: readonly CardId[]): Verdict {
  if (behalten.length !== 2) return no('Du musst genau zwei Karten behalten – alle anderen legst du ab.', 'reduzieren');
  const list = checkCardList(behalten, hand, 'reduzieren');
  if (list) return list;
  if (ziel === 'stapel') {
    const removed = hand.filter((c) => behalten.indexOf(c) === -1);
    if (!removed.some(isDudab)) {
      const names = cardList(removed, 'nom');
      const verb = removed.length === 1 ? 'ist' : 'sind';
      return no(
        `In den Sammelstapel nur, wenn eine Dudab-Karte dabei ist: Abgelegt ${verb} ${names}, ohne Dudab-Karte – also weg damit auf den Abwurf.`,
        'reduzieren',
      );
    }
  }
  return OK;
}

function checkEntsorgen(karten: CardId[], hand: readonly CardId[]): Verdict {
  const k = hand.length - 5;
  if (karten.length !== k) {
    return no(
      `Du hast ${hand.length} Karten auf der Hand und darfst nur fünf behalten: Lege genau ${cardsName(k)} in deinen Sammelstapel.`,
      'entsorgen',
    );
  }
  return checkCardList(karten, hand, 'entsorgen') ?? OK;
}
