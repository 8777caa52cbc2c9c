/**
 * `check` for Bambuti (shared/rules/bambuti.md §5, B4, B7, B10, B15, B16): the teaching verdict.
 * Every refusal is a German du-form sentence that names the rule and the cards involved, with the
 * anchor of the rules page's heading (RULE_ANCHORS). The fast boolean legality of the hot path lives
 * in play.ts; the tests and the checking wrapper keep both in agreement. Reasons carry no colon:
 * the page puts one in front („Nicht erlaubt: …“).
 */
import type { CardId, Seat, Verdict } from '../core/types';
import { capitalize } from '../core/text';
import { FARBE_ADJEKTIV, cardWithArticle, farbeOf, isMaskId, sameFarbe, wertOf } from './cards';
import { passtAufStapel, topOf, verstossDerWerte } from './position';
import type { BambutiMove, BambutiState } from './types';

/** The heading ids of the rules page; every `check` reason points at one of them. */
export const RULE_ANCHORS = [
  'ziel',
  'karten',
  'vorbereitung',
  'auslage-anordnen',
  'punkteanzeiger',
  'legen',
  'eigene-reihe',
  'gegnerische-reihe',
  'abfallend',
  'nachziehen',
  'wertungen',
  'symmetrie',
  'trommelkarte',
  'schlusswertung',
  'spielende',
  'tipps',
] as const;
export type RuleAnchor = (typeof RULE_ANCHORS)[number];

const OK: Verdict = Object.freeze({ ok: true }) as Verdict;

function no(reason: string, rule: RuleAnchor): Verdict {
  return { ok: false, reason, rule };
}

const MOVE_TYPES = ['anordnen', 'legen', 'trommeln', 'weiter'];

const NOT_YOUR_TURN = 'Du bist gerade nicht an der Reihe.';

/** „die Blau 7“ and, at the start of a sentence, „Die Blau 7“. */
const the = (card: CardId): string => cardWithArticle(card, 'nom');
const The = (card: CardId): string => capitalize(the(card));

/** True when `seat` made a symmetric row in the turn that just ended (the last play's events). */
function justScoredSymmetry(s: BambutiState, seat: Seat): boolean {
  for (const e of s.events) if (e.type === 'Symmetrie' && e.seat === seat) return true;
  return false;
}

/** Why an arrangement is not allowed (§5.2, B4), or null when it is. */
function checkAnordnung(s: BambutiState, seat: Seat, karten: unknown): Verdict | null {
  const mine = s.zuOrdnen[seat]!;
  if (!Array.isArray(karten) || karten.length !== 5) {
    return no('Ordne genau deine fünf Auslagekarten an, jede genau einmal, von Spalte 1 bis Spalte 5.', 'auslage-anordnen');
  }
  for (const c of karten) if (!isMaskId(c)) return no(`„${String(c)}“ ist keine Karte dieses Spiels.`, 'karten');
  const cards = karten as CardId[];
  for (let i = 0; i < 5; i++) {
    const c = cards[i]!;
    if (mine.indexOf(c) === -1) return no(`${The(c)} gehört nicht zu deinen fünf Auslagekarten.`, 'auslage-anordnen');
    if (cards.indexOf(c) !== i) {
      return no(`${The(c)} steht zweimal in deiner Auslage – jede deiner fünf Karten kommt genau einmal vor.`, 'auslage-anordnen');
    }
  }
  const v = verstossDerWerte(cards.map(wertOf));
  if (v === null) return null;
  if (v.art === 'mitte') {
    return no(
      `In der Mitte muss der höchste Wert liegen – ${the(cards[v.spalte - 1]!)} in Spalte ${v.spalte} ist höher als ${the(cards[2]!)} in der Mitte.`,
      'auslage-anordnen',
    );
  }
  return no(
    `Die Werte müssen von der Mitte weg abfallen – ${the(cards[v.aussen - 1]!)} in Spalte ${v.aussen} ist höher als ${the(cards[v.innen - 1]!)} in Spalte ${v.innen} weiter innen.`,
    'auslage-anordnen',
  );
}

/**
 * Why placing `karte` at column `spalte` breaks the order of row `reihe` (B6, B16); only called when
 * it does. A placement only meets its neighbours: an outer column its inner neighbour, columns 2
 * and 4 the outer column and the middle, the middle both sides.
 */
function orderReason(s: BambutiState, seat: Seat, karte: CardId, reihe: Seat, spalte: number): Verdict {
  const t = s.auslage[reihe]!.map((st) => wertOf(topOf(st)!));
  const x = wertOf(karte);
  const own = reihe === seat;
  const middle = own
    ? 'In der Mitte muss der höchste Wert liegen'
    : 'Auch in der Reihe deines Gegners muss der höchste Wert in der Mitte liegen';
  const falling = own ? 'Die Werte müssen von der Mitte weg abfallen' : 'Auch die Reihe deines Gegners muss von der Mitte weg abfallen';
  if (spalte === 3) {
    // The higher of the two inner columns (the left one on a tie) is the one the reader sees beat the middle.
    const k = t[1]! >= t[3]! ? 2 : 4;
    return no(
      `${middle} – mit ${cardWithArticle(karte, 'dat')} in der Mitte läge in Spalte ${k} eine höhere Karte (${t[k - 1]}).`,
      'abfallend',
    );
  }
  const outer = spalte === 1 || spalte === 5;
  const inner = spalte === 1 ? 2 : spalte === 5 ? 4 : 3;
  if (outer)
    return no(
      `${falling} – ${the(karte)} in Spalte ${spalte} wäre höher als die ${t[inner - 1]} in Spalte ${inner} weiter innen.`,
      'abfallend',
    );
  if (x > t[2]!) return no(`${middle} – ${the(karte)} in Spalte ${spalte} wäre höher als die Mitte (${t[2]}).`, 'abfallend');
  const aussen = spalte === 2 ? 1 : 5;
  return no(
    `${falling} – mit ${cardWithArticle(karte, 'dat')} in Spalte ${spalte} läge außen in Spalte ${aussen} eine höhere Karte (${t[aussen - 1]}).`,
    'abfallend',
  );
}

function checkLegen(s: BambutiState, m: Extract<BambutiMove, { type: 'legen' }>): Verdict {
  const seat = m.seat;
  if (s.phase === 'anordnen') {
    return s.zuOrdnen[seat]!.length > 0
      ? no(
          'Zuerst legst du deine erste Auslage aus. Deine Handkarten nimmst du erst auf, wenn beide Auslagen aufgedeckt sind.',
          'auslage-anordnen',
        )
      : no('Erst müssen beide ersten Auslagen liegen und aufgedeckt sein – dann wird gelegt.', 'auslage-anordnen');
  }
  if (seat !== s.toAct) return no(NOT_YOUR_TURN, 'legen');
  if (s.phase === 'trommeln') {
    return no(
      'Du hast in diesem Zug schon eine Maske gelegt. Jetzt kannst du nur noch eine Trommelkarte spielen oder ohne Trommeln weitermachen.',
      'trommelkarte',
    );
  }
  if (!isMaskId(m.karte)) return no(`„${String(m.karte)}“ ist keine Karte dieses Spiels.`, 'karten');
  if (s.hands[seat]!.indexOf(m.karte) === -1) return no(`Du hast ${the(m.karte)} nicht auf der Hand.`, 'legen');
  if (m.reihe !== 0 && m.reihe !== 1) return no('Es gibt nur zwei Reihen, deine und die deines Gegners.', 'legen');
  if (!Number.isInteger(m.spalte) || m.spalte < 1 || m.spalte > 5) return no('Jede Reihe hat genau fünf Spalten, 1 bis 5.', 'legen');
  const row = s.auslage[m.reihe]!;
  const top = topOf(row[m.spalte - 1]!)!;
  if (m.reihe !== seat && !sameFarbe(m.karte, top)) {
    return no(
      `Auf die Reihe deines Gegners darfst du nur eine Maske derselben Farbe legen – in Spalte ${m.spalte} liegt ${the(top)}, und ${the(m.karte)} ist nicht ${FARBE_ADJEKTIV[farbeOf(top)]}.`,
      'gegnerische-reihe',
    );
  }
  if (!passtAufStapel(row, m.spalte - 1, wertOf(m.karte))) return orderReason(s, seat, m.karte, m.reihe, m.spalte);
  return OK;
}

function checkTrommeln(s: BambutiState, seat: Seat): Verdict {
  if (s.trommeln[seat]! === 0) return no('Du hast keine Trommelkarte mehr – beide hast du schon gespielt.', 'trommelkarte');
  if (s.phase === 'anordnen') return no('Trommelkarten spielst du erst später, jeweils direkt nach dem Legen einer Maske.', 'trommelkarte');
  if (seat === s.toAct) {
    return s.phase === 'legen' ? no('Trommeln darfst du erst nach dem Legen. Leg zuerst eine Maske.', 'trommelkarte') : OK;
  }
  if (justScoredSymmetry(s, seat)) {
    return no('Nach einer Symmetrie-Wertung darfst du in diesem Zug keine Trommelkarte mehr spielen.', 'trommelkarte');
  }
  return no('Du bist gerade nicht an der Reihe. Eine Trommelkarte spielst du nur direkt nach deinem eigenen Legen.', 'trommelkarte');
}

function checkWeiter(s: BambutiState, seat: Seat): Verdict {
  if (s.phase === 'anordnen') return no('Zuerst legst du deine erste Auslage aus.', 'auslage-anordnen');
  if (seat !== s.toAct) return no(NOT_YOUR_TURN, 'legen');
  if (s.phase === 'legen') return no('Du musst eine Maske legen – aussetzen darfst du nicht.', 'legen');
  return OK;
}

export function check(s: BambutiState, m: BambutiMove): Verdict {
  if (m === null || typeof m !== 'object' || MOVE_TYPES.indexOf((m as { type: string }).type) === -1) {
    return no('Diesen Spielzug gibt es bei Bambuti nicht.', 'ziel');
  }
  const seat = m.seat;
  if (seat !== 0 && seat !== 1) return no('Bambuti spielen genau zwei – diesen Platz gibt es nicht.', 'ziel');
  if (s.phase === 'spielende') return no('Das Spiel ist schon vorbei – die Schlusswertung ist gebucht.', 'spielende');
  switch (m.type) {
    case 'anordnen': {
      if (s.phase !== 'anordnen') {
        return no('Deine erste Auslage liegt schon. Angeordnet wird nur zu Beginn des Spiels, jetzt wird gelegt.', 'auslage-anordnen');
      }
      if (s.zuOrdnen[seat]!.length === 0) return no('Du hast deine erste Auslage schon ausgelegt.', 'auslage-anordnen');
      if (seat === 1 && s.zuOrdnen[0]!.length > 0) {
        return no('Du bist noch nicht an der Reihe. Zuerst ordnet dein Gegner seine Auslage, dann du.', 'auslage-anordnen');
      }
      return checkAnordnung(s, seat, (m as { karten?: unknown }).karten) ?? OK;
    }
    case 'legen':
      return checkLegen(s, m);
    case 'trommeln':
      return checkTrommeln(s, seat);
    case 'weiter':
      return checkWeiter(s, seat);
  }
}
