/**
 * Move-sequence counts („perft“) from several decks, checked against a deliberately naive second
 * enumerator written here: it tries every move shape for every seat with every card id (and every
 * row and wish; for reduzieren every ordered pair, for entsorgen every ordered tuple of hand
 * cards), and keeps those that pass a small independent re-reading of shared/rules/dudab.md
 * §4–§5 — it never asks dudab.legalMoves or dudab.check. Positions advance with dudab.play (the
 * transitions are covered by the acceptance tests). A second check: on every visited position,
 * `check` and `isLegal` accept exactly the candidates the naive reading accepts.
 */
import { describe, expect, test } from 'vitest';
import { enginePerft } from '../../helpers/engineProperties';
import { deriveSeed, makeRng, shuffle } from '../../../src/games/core/rng';
import { dudab } from '../../../src/games/dudab/rules';
import type { DudabMove, DudabState, Wunsch } from '../../../src/games/dudab/types';

// ---------------------------------------------------------------------------------------------
// Engine perft

const perft = (s: DudabState, depth: number): number => enginePerft(dudab, s, depth);

// ---------------------------------------------------------------------------------------------
// The naive reading: own card parsing, own placement table (§4), own phase rules (§5.3–§5.9).

const FARBEN = ['rot', 'gelb', 'gruen', 'blau'];
const SYMBOLE = ['hand', 'keule', 'mammut', 'fell'];
const ALL_CARDS: string[] = [
  ...FARBEN.flatMap((f) => SYMBOLE.flatMap((s) => [1, 2, 3, 4].map((z) => `Z-${f}-${s}-${z}`))),
  ...FARBEN.flatMap((f) => [`S-${f}-1`, `S-${f}-2`]),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `D-${n}`),
];
const WISHES: Wunsch[] = [
  ...FARBEN.map((wert) => ({ art: 'farbe', wert }) as Wunsch),
  ...SYMBOLE.map((wert) => ({ art: 'symbol', wert }) as Wunsch),
  ...[1, 2, 3, 4].map((wert) => ({ art: 'ziffer', wert }) as Wunsch),
];

interface Card {
  kind: 'Z' | 'S' | 'D';
  farbe?: string;
  symbol?: string;
  ziffer?: number;
}
function parse(id: string): Card {
  const [k, a, b, c] = id.split('-');
  if (k === 'Z') return { kind: 'Z', farbe: a, symbol: b, ziffer: Number(c) };
  if (k === 'S') return { kind: 'S', farbe: a };
  return { kind: 'D' };
}
function naiveFits(id: string, w: Wunsch): boolean {
  const c = parse(id);
  if (c.kind === 'D') return false;
  if (w.art === 'farbe') return c.farbe === w.wert;
  if (c.kind !== 'Z') return false;
  return w.art === 'symbol' ? c.symbol === w.wert : c.ziffer === w.wert;
}
/** The table of §4. */
function naiveP(id: string, row: DudabState['reihen'][number]): boolean {
  const c = parse(id);
  if (c.kind === 'D') return true;
  const t = parse(row.karten[row.karten.length - 1]!);
  if (t.kind === 'Z') {
    if (c.kind === 'S') return c.farbe === t.farbe;
    return c.farbe !== t.farbe && c.symbol !== t.symbol && Math.abs(c.ziffer! - t.ziffer!) === 1;
  }
  if (t.kind === 'S') return c.kind === 'Z' && c.farbe === t.farbe;
  return row.wunsch !== null && naiveFits(id, row.wunsch);
}
const rank = (id: string) => ALL_CARDS.indexOf(id);
const sortedDistinct = (cards: string[]) => cards.every((c, i) => i === 0 || rank(cards[i - 1]!) < rank(c));
const sameWish = (a: Wunsch | undefined, b: Wunsch) => a !== undefined && a.art === b.art && a.wert === b.wert;

function naiveLegal(s: DudabState, m: DudabMove): boolean {
  if (s.phase === 'spielende' || m.seat !== s.toAct) return false;
  const hand = s.hands[m.seat]!;
  const ph = s.phase;
  switch (m.type) {
    case 'naechsteRunde':
      return ph === 'rundenende';
    case 'nichtReduzieren':
      return ph === 'reduzieren';
    case 'reduzieren': {
      if (ph !== 'reduzieren' || m.behalten.length !== 2 || !sortedDistinct(m.behalten)) return false;
      if (!m.behalten.every((c) => hand.includes(c))) return false;
      const removed = hand.filter((c) => !m.behalten.includes(c));
      return m.ziel === 'abwurf' || (m.ziel === 'stapel' && removed.some((c) => c.startsWith('D-')));
    }
    case 'entsorgen':
      return (
        ph === 'entsorgen' && m.karten.length === hand.length - 5 && sortedDistinct(m.karten) && m.karten.every((c) => hand.includes(c))
      );
    case 'strafe':
      return ph === 'verhext' && !hand.some((c) => c.startsWith('S-') || c.startsWith('D-'));
    case 'ziehen': {
      if (ph !== 'zug' && ph !== 'wunsch') return false;
      if (ph === 'wunsch') {
        const canFulfil = hand.some((c) => s.reihen.some((r) => r.wunsch !== null && naiveFits(c, r.wunsch)));
        if (canFulfil) return false;
      }
      return hand.length === 5 ? m.inStapel !== undefined && hand.includes(m.inStapel) : m.inStapel === undefined;
    }
    case 'legen': {
      if (ph !== 'zug' && ph !== 'wunsch' && ph !== 'verhext') return false;
      if (!hand.includes(m.karte) || m.reihe < 0 || m.reihe >= s.reihen.length) return false;
      const row = s.reihen[m.reihe]!;
      if (m.karte.startsWith('D-')) return WISHES.some((w) => sameWish(m.wunsch, w));
      if (m.wunsch !== undefined) return false;
      if (ph === 'zug') return naiveP(m.karte, row);
      if (ph === 'wunsch') return row.wunsch !== null && naiveFits(m.karte, row.wunsch);
      return m.karte.startsWith('S-') && (m.reihe === s.verhext!.reihe || naiveP(m.karte, row));
    }
  }
}

/** Every move shape for every seat and card (tuples for entsorgen over the hand to act). */
function candidates(s: DudabState): DudabMove[] {
  const n = s.options.spieler;
  const out: DudabMove[] = [];
  for (let seat = 0; seat < n; seat++) {
    out.push({ type: 'ziehen', seat }, { type: 'strafe', seat }, { type: 'nichtReduzieren', seat }, { type: 'naechsteRunde', seat });
    for (const karte of ALL_CARDS) {
      out.push({ type: 'ziehen', seat, inStapel: karte });
      for (let reihe = 0; reihe < s.reihen.length; reihe++) {
        out.push({ type: 'legen', seat, karte, reihe });
        for (const wunsch of WISHES) out.push({ type: 'legen', seat, karte, reihe, wunsch });
      }
    }
  }
  const seat = s.toAct;
  const hand = s.hands[seat] ?? [];
  if (s.phase === 'reduzieren') {
    for (const a of ALL_CARDS)
      for (const b of ALL_CARDS)
        for (const ziel of ['abwurf', 'stapel'] as const) out.push({ type: 'reduzieren', seat, behalten: [a, b], ziel });
  }
  if (s.phase === 'entsorgen') {
    const k = hand.length - 5;
    const rec = (prefix: string[]): void => {
      if (prefix.length === k) {
        out.push({ type: 'entsorgen', seat, karten: prefix });
        return;
      }
      for (const c of hand) rec([...prefix, c]);
    };
    rec([]);
  }
  return out;
}

function naivePerft(s: DudabState, depth: number): number {
  if (depth === 0 || s.phase === 'spielende') return 1;
  let total = 0;
  for (const m of candidates(s)) if (naiveLegal(s, m)) total += naivePerft(dudab.play(s, m), depth - 1);
  return total;
}

/** On `s`, check and the page's fast isLegal accept exactly the candidates the naive reading accepts. */
function agreeWithCheck(s: DudabState): number {
  let legal = 0;
  for (const m of candidates(s)) {
    const naive = naiveLegal(s, m);
    if (dudab.check(s, m).ok !== naive) throw new Error(`check and the naive reading disagree on ${JSON.stringify(m)} in phase ${s.phase}`);
    if (dudab.isLegal(s, m) !== naive)
      throw new Error(`isLegal and the naive reading disagree on ${JSON.stringify(m)} in phase ${s.phase}`);
    if (naive) legal++;
  }
  return legal;
}

// ---------------------------------------------------------------------------------------------

/** A stacked deck: `top` first (hands, then row starters), the rest in canonical order. */
function stacked(top: string[]): string[] {
  return [...top, ...ALL_CARDS.filter((c) => !top.includes(c))];
}

// 2 players: A holds a Dudab and a shaman, B a shaman of the row colour — wishes and curses within 3 plies.
const DECK_WISH = stacked([
  'D-1',
  'Z-blau-hand-2',
  'S-rot-1',
  'S-gelb-2',
  'Z-gruen-fell-3',
  'Z-rot-mammut-1',
  'Z-rot-keule-2',
  'Z-gelb-fell-3',
]);
// 3 players, start player 1: plain digit cards.
const DECK_3P = shuffle(ALL_CARDS, makeRng(deriveSeed(2025, 1)));
// 5 players (three rows), start player 4.
const DECK_5P = shuffle(ALL_CARDS, makeRng(deriveSeed(777, 1)));

describe('perft against the naive enumerator', () => {
  const cases = [
    { name: '2 players with a Dudab-Karte and shamans', spieler: 2, deck: DECK_WISH, start: 0, depth: 3 },
    { name: '3 players, a shuffled deck', spieler: 3, deck: DECK_3P, start: 1, depth: 5 },
    { name: '5 players, three rows', spieler: 5, deck: DECK_5P, start: 4, depth: 5 },
  ];
  test.each(cases)('$name: depth 1…$depth', ({ spieler, deck, start, depth }) => {
    expect(new Set(deck).size).toBe(80);
    const s = dudab.fromDeck({ spieler, runden: 1, startSeat: 0 }, deck, start);
    agreeWithCheck(s);
    for (let d = 1; d <= depth; d++) expect(perft(s, d)).toBe(naivePerft(s, d));
  });

  test('the Dudab deck by hand: depth 1 is 12 wishes × 2 rows for D-1, the shaman where its colour lies, and ziehen', () => {
    const s = dudab.fromDeck({ spieler: 2, runden: 1, startSeat: 0 }, DECK_WISH, 0);
    // A holds D-1, S-rot-1, Z-gruen-fell-3; rows Z-rot-keule-2 and Z-gelb-fell-3.
    expect(s.hands[0]).toEqual(['Z-gruen-fell-3', 'S-rot-1', 'D-1']);
    expect(s.reihen.map((r) => r.karten[0])).toEqual(['Z-rot-keule-2', 'Z-gelb-fell-3']);
    // Z-gruen-fell-3 on Z-rot-keule-2 (+1? no: 3 − 2 = 1, colour and symbol differ → yes); on Z-gelb-fell-3 (same symbol → no).
    // S-rot-1 on the red row; D-1: 24; ziehen: 1.
    expect(naivePerft(s, 1)).toBe(1 + 1 + 24 + 1);
    expect(perft(s, 1)).toBe(27);
  });

  test('positions deep in a match (6-nimmt, reduzieren, entsorgen, round end): both enumerators agree', () => {
    const phases = new Set<string>();
    for (const [spieler, seed] of [
      [2, 11],
      [4, 12],
      [6, 13],
    ] as const) {
      let s = dudab.deal({ spieler, runden: 2, startSeat: 0 }, seed);
      const rng = makeRng(seed);
      for (let i = 0; i < 400 && !dudab.isOver(s); i++) {
        const legal = dudab.legalMoves(s);
        phases.add(s.phase);
        if (i % 5 === 0 || s.phase === 'reduzieren' || s.phase === 'entsorgen' || s.phase === 'rundenende' || s.phase === 'verhext') {
          expect(agreeWithCheck(s)).toBe(legal.length);
          expect(perft(s, 2)).toBe(naivePerft(s, 2));
        }
        // Prefer moves that lead into the rarer phases, so they are visited.
        const pref =
          legal.find((m) => m.type === 'legen' && s.reihen[m.reihe]!.karten.length === 5) ?? legal[Math.floor(rng() * legal.length)]!;
        s = dudab.play(s, pref);
      }
    }
    expect(phases.has('reduzieren')).toBe(true);
    expect(phases.has('verhext')).toBe(true);
    expect(phases.has('wunsch')).toBe(true);
    expect(phases.has('rundenende')).toBe(true);
  });

  test('a penalty that ends in entsorgen (9 cards): both enumerators agree', () => {
    const s = dudab.fromLayout({
      options: { spieler: 3 },
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'D-4'],
        ['Z-blau-hand-1', 'S-blau-1'],
      ],
      reihen: [{ karten: ['Z-gelb-hand-4', 'S-rot-1'] }, { karten: ['Z-gelb-keule-1'] }],
      nachziehstapel: ['Z-gruen-mammut-4', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-gelb-hand-3'],
      toAct: 1,
      verhext: { seat: 1, reihe: 0 },
    });
    // B could answer with D-4; the naive enumerator sees the 24 Dudab moves, and no strafe.
    expect(agreeWithCheck(s)).toBe(24);
    expect(perft(s, 2)).toBe(naivePerft(s, 2));
    const cursedNoAnswer = dudab.fromLayout({
      options: { spieler: 3 },
      hands: [
        ['Z-gruen-fell-2', 'Z-gruen-fell-3'],
        ['Z-gelb-keule-4', 'Z-rot-fell-1', 'Z-rot-fell-3', 'Z-blau-keule-2', 'Z-blau-keule-4'],
        ['Z-blau-hand-1', 'S-blau-1'],
      ],
      reihen: [{ karten: ['Z-gelb-hand-4', 'S-rot-1'] }, { karten: ['Z-gelb-keule-1'] }],
      nachziehstapel: ['Z-gruen-mammut-4', 'Z-gelb-hand-1', 'Z-gelb-hand-2', 'Z-gelb-hand-3'],
      toAct: 1,
      verhext: { seat: 1, reihe: 0 },
    });
    const dumping = dudab.play(cursedNoAnswer, { type: 'strafe', seat: 1 });
    expect(dumping.phase).toBe('entsorgen');
    // C(9, 4) = 126 ways to choose the four cards.
    expect(agreeWithCheck(dumping)).toBe(126);
    expect(perft(dumping, 2)).toBe(naivePerft(dumping, 2));
  });
});
