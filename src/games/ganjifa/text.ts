/**
 * German sentences for moves and events (shared/rules/ganjifa.md §9, glossary §13), du-form for
 * the seat called 'Du'. Uses the shared helpers of core/text.ts.
 */
import { capitalize, groupVerb, nameOf, subjectVerb, verb } from '../core/text';
import type { Seat } from '../core/types';
import { SUIT_NAMES, cardWithArticle, trumpOf } from './cards';
import { dukalParts } from './dukal';
import { playKind } from './position';
import type { GanjifaEvent, GanjifaMove, GanjifaState } from './types';

const PERIOD_NAMES = { day: 'Tag', night: 'Nacht' } as const;

/**
 * A sentence for a decision, from the position before it: „Du wählst Tag: Rama ist Trumpf.“,
 * „Anna spielt die Matsya 3 aus.“, „Bernd ist in Kalki blank und spielt die nächste gehaltene
 * Farbe: die Kurma 7.“, „Du wirfst die Buddha 2 ab (3 von 5).“
 */
export function describe(s: GanjifaState, m: GanjifaMove, names: string[]): string {
  const who = (du: string, er: string) => subjectVerb(names, m.seat, du, er);
  const v = (du: string, er: string) => verb(names, m.seat, du, er);
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return `${who('wählst', 'wählt')} ${PERIOD_NAMES[m.period]}: ${SUIT_NAMES[trumpOf(m.period)]} ist Trumpf.`;
    case 'LEAD':
      if (s.trickNo === 1) return `${who('eröffnest', 'eröffnet')} das Geben mit ${cardWithArticle(m.card, 'dat')}.`;
      return `${who('spielst', 'spielt')} ${cardWithArticle(m.card, 'akk')} aus.`;
    case 'LEAD_DUKAL': {
      const d = dukalParts(m.cards);
      return `${who('spielst', 'spielt')} eine Dukal-Sequenz in ${d.suit} aus: ${d.cards}.`;
    }
    case 'PLAY': {
      if (s.ledSuit === null || s.trumpSuit === null) return `${who('legst', 'legt')} ${cardWithArticle(m.card, 'akk')}.`;
      const kind = playKind(m.card, s.ledSuit, s.trumpSuit);
      const led = SUIT_NAMES[s.ledSuit];
      if (kind === 'follow') return `${who('bedienst', 'bedient')} mit ${cardWithArticle(m.card, 'dat')}.`;
      if (kind === 'trump')
        return `${who('bist', 'ist')} in ${led} blank und ${v('stichst', 'sticht')} mit ${cardWithArticle(m.card, 'dat')}.`;
      return `${who('bist', 'ist')} in ${led} blank und ${v('spielst', 'spielt')} die nächste gehaltene Farbe: ${cardWithArticle(m.card, 'akk')}.`;
    }
    case 'DISCARD': {
      const m2 = s.dukal?.m ?? 0;
      const done = s.discards.filter((d) => d.seat === m.seat).length + 1;
      const count = m2 > 0 ? ` (${done} von ${m2})` : '';
      return `${who('wirfst', 'wirft')} ${cardWithArticle(m.card, 'akk')} ab${count}.`;
    }
    default:
      return `${nameOf(names, (m as { seat: Seat }).seat)}: unbekannter Spielzug.`;
  }
}

/**
 * A log line for an automatic event, or null for events that only restate a decision that
 * `describe` already words (PeriodChosen, Led, Played, DukalLed, Discarded).
 */
export function describeEvent(e: GanjifaEvent, names: string[]): string | null {
  switch (e.type) {
    case 'Dealt':
      return `${subjectVerb(names, e.dealer, 'gibst', 'gibt')} jedem 40 Karten, in Viererpaketen gegen den Uhrzeigersinn. ${subjectVerb(names, e.leader, 'hältst', 'hält')} ${cardWithArticle(e.trumpRaja, 'akk')} und ${verb(names, e.leader, 'spielst', 'spielt')} den Eröffnungsstich aus.`;
    case 'TrickWon':
      return `${subjectVerb(names, e.seat, 'gewinnst', 'gewinnt')} den Stich mit ${cardWithArticle(e.card, 'dat')}.`;
    case 'DukalWon':
      // Who leads next is the next line (as after a trick); after the last cards there is none (issue 15.19).
      return `Das Dukal gewinnt von selbst: ${subjectVerb(names, e.seat, 'bekommst', 'bekommt')} alle ${e.count} Karten.`;
    case 'GameOver': {
      const list = e.scores.map((v, s) => `${nameOf(names, s)} ${v}`).join(', ');
      const result =
        e.winners.length === 1
          ? `${subjectVerb(names, e.winners[0]!, 'gewinnst', 'gewinnt')}.`
          : `${groupVerb(names, e.winners, { du: 'teilst dir', er: 'teilt sich', ihr: 'teilt euch', sie: 'teilen sich' })} den Sieg.`;
      return `Spielende – erbeutete Karten: ${list}. ${result}`;
    }
    default:
      return null;
  }
}

/** The label of a choice button or a menu entry for `m` („Die Matsya 3 ausspielen“, „Tag (Rama ist Trumpf)“). */
export function actionLabel(m: GanjifaMove): string {
  switch (m.type) {
    case 'CHOOSE_PERIOD':
      return `${PERIOD_NAMES[m.period]} (${SUIT_NAMES[trumpOf(m.period)]} ist Trumpf)`;
    case 'LEAD':
      return `${capitalize(cardWithArticle(m.card, 'akk'))} ausspielen`;
    case 'LEAD_DUKAL': {
      const d = dukalParts(m.cards);
      return `Dukal-Sequenz in ${d.suit} ausspielen (${d.cards})`;
    }
    case 'PLAY':
      return `${capitalize(cardWithArticle(m.card, 'akk'))} spielen`;
    case 'DISCARD':
      return `${capitalize(cardWithArticle(m.card, 'akk'))} abwerfen`;
  }
}
