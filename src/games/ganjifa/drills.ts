/**
 * „Übungen“ for Dashavatara Ganjifa (issue 17): six rules kinds over core/drills.ts, each named
 * with its section of shared/rules/ganjifa.md and the engine call that decides it. Positions come
 * from random play from a seeded deal; answers from the engine (`legalMoves`, `play` and its
 * TrickWon/DukalWon events, `winningIndex`), reasons for wrongly chosen cards from `check`.
 */
import { drillGame, type DrillKind, type DrillLevel } from '../core/drills';
import { randomInt } from '../core/rng';
import { capitalize, nameOf } from '../core/text';
import type { CardId } from '../core/types';
import { SUITS, SUIT_NAMES, cardWithArticle, rankIndex, sortCanonical, suitIndex, suitOf } from './cards';
import { check } from './check';
import { dukalParts } from './dukal';
import { GANJIFA_NAMES } from './kit';
import { nextHeldSuitIndex, suitMaskOf, winningIndex } from './position';
import { ganjifaPlay } from './rules';
import type { GanjifaEvent, GanjifaMove, GanjifaOptions, GanjifaState, Placed } from './types';

type Kind<Q> = DrillKind<GanjifaState, Q, GanjifaOptions>;
type Empty = Record<string, never>;

const The = (card: CardId): string => capitalize(cardWithArticle(card, 'nom'));
const noOptions = (): GanjifaOptions => ({});
const actor = (s: GanjifaState): number => s.toAct;
const hand = (s: GanjifaState): CardId[] => s.hands[s.toAct]!;

/** Decided by `legalMoves`: the cards of the actor's legal PLAY moves. */
function playable(s: GanjifaState): CardId[] {
  return ganjifaPlay.legalMoves(s).flatMap((m) => (m.type === 'PLAY' ? [m.card] : []));
}

function verdict(s: GanjifaState, move: GanjifaMove, fallback: string): { reason: string; rule: string } {
  const v = check(s, move);
  return v.ok ? { reason: '', rule: fallback } : { reason: v.reason, rule: v.rule };
}

/**
 * Hand sizes per level: normal exercises come from the second half of a deal (at most 20 cards in
 * hand; a Dukal needs more, 28); „schwerer“ grows the hand up to the whole deal.
 */
const HAND_MAX = [20, 40] as const;
const DUKAL_HAND_MAX = [28, 40] as const;
const sizeOk = (s: GanjifaState, level: DrillLevel, max: readonly number[] = HAND_MAX): boolean => s.hands[s.toAct]!.length <= max[level]!;

const voidIn = (cards: readonly CardId[], suit: number): boolean => (suitMaskOf(cards) & (1 << suit)) === 0;

/** What both following kinds share: the hand to choose from, the engine's legal cards. */
const followKind = {
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (PLAY moves of the follower); reasons from check(PLAY)',
  options: noOptions,
  choices: (s: GanjifaState) => hand(s).slice(),
  solve: (s: GanjifaState) => playable(s),
} as const;

// ---------------------------------------------------------------------------------------------
// 1. Blank: welche Karten darfst du spielen? (§5.5 legalFollow step 2, G7, G8)

const blank: Kind<Empty> = {
  id: 'ganjifa-blank',
  title: 'Blank: Welche Karten darfst du spielen?',
  section: '§5.5 legalFollow, step 2 (G7, G8)',
  rule: 'blank',
  ...followKind,
  find(s, level) {
    if (s.phase !== 'FOLLOW' || !sizeOk(s, level)) return null;
    const h = hand(s);
    const led = SUITS.indexOf(s.ledSuit!);
    if (!voidIn(h, led)) return null;
    const n = playable(s).length;
    if (n < 2 || n >= h.length) return null;
    if (level === 1) {
      // „schwerer“: the rare cases — the search wraps from Kalki to Matsya, N is the trump, or trump was led.
      const next = nextHeldSuitIndex(suitMaskOf(h), led);
      const trump = SUITS.indexOf(s.trumpSuit!);
      if (!(next < led || next === trump || led === trump)) return null;
    }
    return {};
  },
  stop: 0.5,
  question: (s) =>
    `Ausgespielt ist ${SUIT_NAMES[s.ledSuit!]}, und du hast keine ${SUIT_NAMES[s.ledSuit!]}-Karte. Welche deiner Karten darfst du spielen?`,
  whyWrong: (s, _q, card) => verdict(s, { type: 'PLAY', seat: actor(s), card }, 'blank'),
  whyRight(s, _q, card) {
    const trump = suitOf(card) === s.trumpSuit;
    return {
      reason: trump
        ? `${The(card)} ist Trumpf – wer blank ist, darf immer stechen.`
        : `${The(card)} gehört zur ersten Farbe nach ${SUIT_NAMES[s.ledSuit!]}, die du in Avatar-Reihenfolge hältst (${SUIT_NAMES[suitOf(card)]}).`,
      rule: 'blank',
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 2. Bedienen: welche Karten darfst du spielen, wenn du die Farbe hast? (§5.5 step 1, G7)

const bedienen: Kind<Empty> = {
  id: 'ganjifa-bedienen',
  title: 'Bedienen: Welche Karten darfst du spielen?',
  section: '§5.5 legalFollow, step 1 (G7)',
  rule: 'bedienen',
  ...followKind,
  find(s, level) {
    if (s.phase !== 'FOLLOW' || !sizeOk(s, level)) return null;
    const h = hand(s);
    const led = SUITS.indexOf(s.ledSuit!);
    const trump = SUITS.indexOf(s.trumpSuit!);
    // The trap: the follower holds the led suit and a trump of another suit.
    if (led === trump || voidIn(h, led) || voidIn(h, trump)) return null;
    return playable(s).length >= 2 ? {} : null;
  },
  question: (s) => `Ausgespielt ist ${cardWithArticle(s.trick[0]!.card, 'nom')}. Welche deiner Karten darfst du dazulegen?`,
  whyWrong: (s, _q, card) => verdict(s, { type: 'PLAY', seat: actor(s), card }, 'bedienen'),
  whyRight: (s, _q, card) => ({
    reason: `${The(card)} ist ${SUIT_NAMES[s.ledSuit!]} – mit jeder Karte der ausgespielten Farbe bedienst du.`,
    rule: 'bedienen',
  }),
};

// ---------------------------------------------------------------------------------------------
// 3. Mit welchen Karten gewinnst du den Stich? (§3, G9)

/** Decided by `play`: the TrickWon event after the actor's PLAY of `card`. */
function winnerWith(s: GanjifaState, card: CardId): number {
  const next = ganjifaPlay.play(s, { type: 'PLAY', seat: actor(s), card });
  for (const e of next.events as GanjifaEvent[]) if (e.type === 'TrickWon') return e.seat;
  throw new Error('The trick did not end');
}

function winningCards(s: GanjifaState): CardId[] {
  return playable(s).filter((c) => winnerWith(s, c) === actor(s));
}

const gewinnen: Kind<Empty> = {
  id: 'ganjifa-gewinnen',
  title: 'Mit welchen Karten gewinnst du den Stich?',
  section: '§3 Trump and trick winner (G9), §5.5',
  rule: 'wer-gewinnt',
  shape: 'cards',
  legality: true,
  decidedBy: 'play(PLAY) for every legal card: the TrickWon event; illegal cards explained by check(PLAY)',
  options: noOptions,
  find(s, level) {
    if (s.phase !== 'FOLLOW' || s.trick.length !== 2 || !sizeOk(s, level)) return null;
    const legal = playable(s);
    if (legal.length < 2) return null;
    // „schwerer“: the follower is blank, so trumps and the next suit compete.
    if (level === 1 && !voidIn(hand(s), SUITS.indexOf(s.ledSuit!))) return null;
    // Some card of the hand must not win (else the question answers itself).
    return winningCards(s).length < hand(s).length ? {} : null;
  },
  question: () => 'Du legst die letzte Karte zu diesem Stich. Mit welchen deiner Karten gewinnst du ihn?',
  choices: (s) => hand(s).slice(),
  solve: (s) => winningCards(s),
  whyWrong(s, _q, card, names) {
    if (!playable(s).includes(card)) return verdict(s, { type: 'PLAY', seat: actor(s), card }, 'bedienen');
    const trick: Placed[] = [...s.trick, { seat: actor(s), card }];
    const best = trick[winningIndex(trick, s.trumpSuit!)]!;
    return {
      reason: `Mit ${cardWithArticle(card, 'dat')} gewänne ${nameOf(names, best.seat)} den Stich mit ${cardWithArticle(best.card, 'dat')}: ${winReason(s, best.card)}`,
      rule: 'wer-gewinnt',
    };
  },
  whyRight: (s, _q, card) => ({ reason: `Mit ${cardWithArticle(card, 'dat')} gewinnst du: ${winReason(s, card)}`, rule: 'wer-gewinnt' }),
};

function winReason(s: GanjifaState, card: CardId): string {
  return suitOf(card) === s.trumpSuit
    ? 'Der höchste Trumpf im Stich gewinnt.'
    : `Ohne Trumpf im Stich gewinnt die höchste Karte der ausgespielten Farbe (${SUIT_NAMES[s.ledSuit!]}); Karten anderer Farben gewinnen nie.`;
}

// ---------------------------------------------------------------------------------------------
// 4. Wer gewinnt diesen Stich? (§3, G9)

interface TrickQ {
  card: CardId;
}

const stich: Kind<TrickQ> = {
  id: 'ganjifa-stich',
  title: 'Wer gewinnt diesen Stich?',
  section: '§3 Trump and trick winner (G9)',
  rule: 'wer-gewinnt',
  shape: 'seat',
  legality: false,
  decidedBy: 'play(PLAY card): the TrickWon event',
  options: noOptions,
  find(s, level, rng) {
    if (s.phase !== 'FOLLOW' || s.trick.length !== 2 || !sizeOk(s, level)) return null;
    const legal = playable(s);
    if (legal.length < 2) return null;
    const card = legal[randomInt(rng, legal.length)]!;
    if (level === 1) {
      // „schwerer“: some card of the trick is not of the led suit (a trump or a card of N).
      const cards = [...s.trick.map((p) => p.card), card];
      if (cards.every((c) => suitOf(c) === s.ledSuit)) return null;
    }
    return { card };
  },
  question: (_s, q) => `Du legst ${cardWithArticle(q.card, 'akk')} dazu. Wer gewinnt den Stich?`,
  choices: () => ['0', '1', '2'],
  solve: (s, q) => winnerWith(s, q.card),
  whyWrong: (s, q, _item, names) => stichReason(s, q, names),
  whyRight: (s, q, _item, names) => stichReason(s, q, names),
};

function stichReason(s: GanjifaState, q: TrickQ, names: readonly string[]): { reason: string; rule: string } {
  const trick: Placed[] = [...s.trick, { seat: actor(s), card: q.card }];
  const best = trick[winningIndex(trick, s.trumpSuit!)]!;
  const who = nameOf(names, best.seat);
  return {
    reason: `${who === 'Du' ? 'Du gewinnst' : `${who} gewinnt`} mit ${cardWithArticle(best.card, 'dat')}. ${winReason(s, best.card)}`,
    rule: 'wer-gewinnt',
  };
}

// ---------------------------------------------------------------------------------------------
// 5. Welche Karten gehören zu einem Dukal, das du ausspielen darfst? (§5.3 M3, §5.4, G10–G12)

/** Decided by `legalMoves`: every card of some legal LEAD_DUKAL move. */
function dukalCards(s: GanjifaState): CardId[] {
  const out = new Set<CardId>();
  for (const m of ganjifaPlay.legalMoves(s)) if (m.type === 'LEAD_DUKAL') for (const c of m.cards) out.add(c);
  return hand(s).filter((c) => out.has(c));
}

/** Rank bits (0–9 numbers, 10 Mantri, 11 Raja) of `suit` in `cards`. */
function rankBits(cards: readonly CardId[], suit: number): number {
  let mask = 0;
  for (const c of cards) if (suitIndex(c) === suit) mask |= 1 << rankIndex(c);
  return mask;
}

/** The longest run of numbers in rank bits. */
function longestRun(mask: number): number {
  let best = 0;
  let run = 0;
  for (let r = 0; r < 10; r++) {
    run = mask & (1 << r) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

const COURTS = (1 << 10) | (1 << 11);

const dukal: Kind<Empty> = {
  id: 'ganjifa-dukal',
  title: 'Welche Karten ergeben ein Dukal, das du ausspielen darfst?',
  section: '§5.3 M3 LEAD_DUKAL, §5.4 isDukal (G10, G11, G12)',
  rule: 'dukal',
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (the LEAD_DUKAL moves of the leader); reasons from check(LEAD_DUKAL) with the cards of that suit',
  options: noOptions,
  find(s, level) {
    if (s.phase !== 'LEAD' || s.trickNo < 2 || !sizeOk(s, level, DUKAL_HAND_MAX)) return null;
    const h = hand(s);
    let candidate = false;
    let hard = false;
    const smallest = Math.min(...s.hands.filter((_, i) => i !== actor(s)).map((x) => x.length));
    for (let suit = 0; suit < 10; suit++) {
      const bits = rankBits(h, suit);
      if ((bits & COURTS) !== COURTS) continue;
      const numbers = bits & 0x3ff;
      let count = 0;
      for (let r = 0; r < 10; r++) if (numbers & (1 << r)) count++;
      if (count < 3) continue;
      candidate = true;
      const run = longestRun(numbers);
      // Rarer: a longer run (sub-runs), numbers beside the run, or opponents too short for the whole run.
      if (run >= 4 || count > run || run + 2 > smallest) hard = true;
    }
    if (!candidate || (level === 1 && !hard)) return null;
    return ganjifaPlay.legalMoves(s).length >= 2 ? {} : null;
  },
  stop: 0.6,
  question: () => 'Du spielst aus. Welche deiner Karten gehören zu einem Dukal, das du jetzt ausspielen darfst?',
  choices: (s) => hand(s).slice(),
  solve: (s) => dukalCards(s),
  whyWrong(s, _q, card) {
    const suit = suitIndex(card);
    const cards = sortCanonical(hand(s).filter((c) => suitIndex(c) === suit));
    return verdict(s, { type: 'LEAD_DUKAL', seat: actor(s), cards }, 'dukal');
  },
  whyRight(s, _q, card) {
    let best: CardId[] = [];
    for (const m of ganjifaPlay.legalMoves(s)) {
      if (m.type === 'LEAD_DUKAL' && m.cards.includes(card) && m.cards.length > best.length) best = m.cards;
    }
    const parts = dukalParts(best);
    return { reason: `${The(card)} gehört zum Dukal ${parts.cards} (${parts.suit}).`, rule: 'dukal' };
  },
};

// ---------------------------------------------------------------------------------------------
// 6. Wie viele Karten erbeutet das Dukal? (§5.3 M5, §5.6 RESOLVE_DUKAL, G13)

/** Decided by `play`: the discards played out (any card is allowed, G13) up to the DukalWon event. */
function dukalCount(s: GanjifaState): number {
  let state = s;
  for (let i = 0; i < 40; i++) {
    const move = ganjifaPlay.legalMoves(state)[0]!;
    state = ganjifaPlay.play(state, move);
    for (const e of state.events as GanjifaEvent[]) if (e.type === 'DukalWon') return e.count;
  }
  throw new Error('The Dukal did not end');
}

const beute: Kind<Empty> = {
  id: 'ganjifa-dukal-beute',
  title: 'Wie viele Karten erbeutet das Dukal?',
  section: '§5.3 M5 DISCARD (G13), §5.6 RESOLVE_DUKAL',
  rule: 'abwerfen',
  shape: 'number',
  legality: false,
  decidedBy: 'play (the discards to the end): the DukalWon event’s count',
  options: noOptions,
  // Leads a Dukal whenever one is legal for the seat that makes you the asked discarder (the
  // longest when harder): random play seldom does.
  steer(s, moves, level) {
    if (s.phase !== 'LEAD' || s.leader !== (level === 0 ? 2 : 1)) return -1;
    let at = -1;
    let size = 0;
    (moves as GanjifaMove[]).forEach((m, i) => {
      if (m.type === 'LEAD_DUKAL' && (at < 0 || (level === 1 && m.cards.length > size))) {
        at = i;
        size = m.cards.length;
      }
    });
    return at;
  },
  // Normal: the first opponent, before any discard; „schwerer“: the second one, the other's discards on the table.
  find: (s, level) =>
    s.phase === 'DUKAL_DISCARD' && (level === 0 ? s.discards.length === 0 : s.discards.length === s.dukal!.m) ? {} : null,
  stop: 1,
  question: (s, _q, names) =>
    `${nameOf(names, s.dukal!.seat)} hat ein Dukal mit ${s.dukal!.m} Karten ausgespielt. Wie viele Karten erbeutet ${nameOf(names, s.dukal!.seat)} damit?`,
  choices: (s) => [1, 2, 3, 4].map((k) => String(k * s.dukal!.m)),
  solve: (s) => dukalCount(s),
  whyWrong: (s) => beuteReason(s),
  whyRight: (s) => beuteReason(s),
};

function beuteReason(s: GanjifaState): { reason: string; rule: string } {
  const m = s.dukal!.m;
  return {
    reason: `Jeder der beiden Gegner wirft so viele Karten ab, wie das Dukal hat (${m}), in beliebigen Farben. Der Ausspieler erbeutet alles: ${m} + ${m} + ${m} = ${3 * m} Karten.`,
    rule: 'abwerfen',
  };
}

// ---------------------------------------------------------------------------------------------

export const GANJIFA_DRILL_KINDS = [blank, bedienen, gewinnen, stich, dukal, beute] as const;

export const ganjifaDrills = drillGame('ganjifa', ganjifaPlay, GANJIFA_DRILL_KINDS, GANJIFA_NAMES);
