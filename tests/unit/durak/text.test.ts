/**
 * German text of the Durak engine: card names, move sentences (du-form vs third person), event
 * log lines and the `check` reasons (du-form, umlauts, typographic quotes, valid rule anchors).
 */
import { describe, expect, test } from 'vitest';
import { actionLabel, describeEvent, durak } from '../../../src/games/durak/rules';
import { CARD_IDS, RANKS, RANK_SHORT, cardName, cardWithArticle, rankName, sortHand, suitOf } from '../../../src/games/durak/cards';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import type { DurakEvent, DurakMove, DurakState } from '../../../src/games/durak/types';
import { PAGE_ANCHORS } from '../../helpers/rulesPage';

const SUIT_DE: Record<string, string> = { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' };
/** The spec's rank names (§2.3); the number ranks read as their numbers. */
const RANK_DE: Record<string, string> = { J: 'Bube', Q: 'Dame', K: 'König', A: 'Ass' };

describe('cardName', () => {
  test.each([
    ['SQ', 'Pik Dame'],
    ['H10', 'Herz 10'],
    ['DQ', 'Karo Dame'],
    ['HJ', 'Herz Bube'],
    ['CK', 'Kreuz König'],
    ['DA', 'Karo Ass'],
    ['C6', 'Kreuz 6'],
  ])('%s → %s', (id, name) => expect(cardName(id)).toBe(name));

  test('all 36 names are unique and read „Farbe Wert“ (spec §2.3)', () => {
    const names = CARD_IDS.map(cardName);
    expect(new Set(names).size).toBe(36);
    for (const id of CARD_IDS) expect(cardName(id)).toBe(`${SUIT_DE[id[0]!]} ${RANK_DE[id.slice(1)] ?? id.slice(1)}`);
    for (const n of names) expect(n).toMatch(/^(Kreuz|Pik|Herz|Karo) (6|7|8|9|10|Bube|Dame|König|Ass)$/);
  });
});

describe('rank names (spec §2.2, „German (short)“)', () => {
  // The spec's table, copied by hand: id → „name (short letter)“; the number cards are their own short form.
  const SPEC_2_2 = '6 6 | 7 7 | 8 8 | 9 9 | 10 10 | J Bube (B) | Q Dame (D) | K König (K) | A Ass (A)';
  test.each(SPEC_2_2.split(' | ').map((row) => row.split(' ')))('%s', (id, name, short) => {
    const rank = RANKS.find((r) => r === id)!;
    expect(rankName(rank)).toBe(name);
    expect(RANK_SHORT[rank]).toBe(short === undefined ? name : short.replace(/[()]/g, ''));
  });
});

describe('actionLabel (a choice button says what the reader does, not what happened)', () => {
  test.each([
    [{ type: 'DEFEND', seat: 0, attackCard: 'S9', card: 'CQ' }, 'Die Pik 9 mit der Kreuz Dame schlagen'],
    [{ type: 'DEFEND', seat: 0, attackCard: 'HK', card: 'HA' }, 'Den Herz König mit dem Herz Ass schlagen'],
    [{ type: 'TRANSFER', seat: 0, card: 'HJ' }, 'Mit dem Herz Buben weiterreichen'],
    [{ type: 'ATTACK', seat: 0, card: 'C7' }, 'Mit der Kreuz 7 angreifen'],
    [{ type: 'THROW_IN', seat: 0, card: 'DA' }, 'Das Karo Ass nachlegen'],
    [{ type: 'TAKE', seat: 0 }, 'Aufnehmen'],
    [{ type: 'PASS', seat: 0 }, 'Nichts nachlegen'],
  ] as [DurakMove, string][])('%o → %s', (move, label) => expect(actionLabel(move)).toBe(label));
});

describe('cardWithArticle (definite article, declined)', () => {
  // German grammar: die Neun/Dame (feminine), der König (masculine), der Bube (weak masculine:
  // den/dem Buben), das Ass (neuter).
  test.each([
    ['S9', 'nom', 'die Pik 9'],
    ['S9', 'akk', 'die Pik 9'],
    ['S9', 'dat', 'der Pik 9'],
    ['H10', 'dat', 'der Herz 10'],
    ['C6', 'akk', 'die Kreuz 6'],
    ['SQ', 'nom', 'die Pik Dame'],
    ['SQ', 'akk', 'die Pik Dame'],
    ['SQ', 'dat', 'der Pik Dame'],
    ['CJ', 'nom', 'der Kreuz Bube'],
    ['CJ', 'akk', 'den Kreuz Buben'],
    ['CJ', 'dat', 'dem Kreuz Buben'],
    ['DK', 'nom', 'der Karo König'],
    ['DK', 'akk', 'den Karo König'],
    ['DK', 'dat', 'dem Karo König'],
    ['HA', 'nom', 'das Herz Ass'],
    ['HA', 'akk', 'das Herz Ass'],
    ['HA', 'dat', 'dem Herz Ass'],
  ] as const)('%s, %s → %s', (id, kasus, text) => expect(cardWithArticle(id, kasus)).toBe(text));

  test('every card: article + the card name (Bube → Buben outside the nominative)', () => {
    for (const id of CARD_IDS) {
      expect(cardWithArticle(id, 'nom')).toMatch(/^(der|die|das) /);
      expect(cardWithArticle(id, 'nom').replace(/^\S+ /, '')).toBe(cardName(id));
      const akk = cardWithArticle(id, 'akk').replace(/^\S+ /, '');
      expect(akk).toBe(id.endsWith('J') ? cardName(id).replace('Bube', 'Buben') : cardName(id));
      expect(cardWithArticle(id, 'dat')).toMatch(/^(der|dem) /);
    }
  });
});

describe('sortHand', () => {
  test('non-trumps by suit then value, trumps last', () => {
    expect(sortHand(['HA', 'C9', 'S6', 'H6', 'CQ', 'D10', 'C6'], 'H')).toEqual(['C6', 'C9', 'CQ', 'S6', 'D10', 'H6', 'HA']);
    expect(sortHand(['DA', 'C6'], 'C')).toEqual(['DA', 'C6']);
  });
  test('does not change its input', () => {
    const hand = ['HA', 'C9'];
    sortHand(hand, 'C');
    expect(hand).toEqual(['HA', 'C9']);
  });
});

const names = ['Du', 'Anna', 'Bernd'];
const dummy = durak.fromDeck({ players: 3, transfer: true }, [...CARD_IDS], 0);

describe('describe (a decision in German)', () => {
  test.each([
    [{ type: 'ATTACK', seat: 1, card: 'S9' }, 'Anna greift mit der Pik 9 an.'],
    [{ type: 'ATTACK', seat: 0, card: 'S9' }, 'Du greifst mit der Pik 9 an.'],
    [{ type: 'ATTACK', seat: 1, card: 'CK' }, 'Anna greift mit dem Kreuz König an.'],
    [{ type: 'DEFEND', seat: 1, attackCard: 'S9', card: 'SQ' }, 'Anna schlägt die Pik 9 mit der Pik Dame.'],
    [{ type: 'DEFEND', seat: 0, attackCard: 'S9', card: 'SQ' }, 'Du schlägst die Pik 9 mit der Pik Dame.'],
    [{ type: 'DEFEND', seat: 1, attackCard: 'C8', card: 'CJ' }, 'Anna schlägt die Kreuz 8 mit dem Kreuz Buben.'],
    [{ type: 'DEFEND', seat: 2, attackCard: 'DK', card: 'DA' }, 'Bernd schlägt den Karo König mit dem Karo Ass.'],
    [{ type: 'THROW_IN', seat: 1, card: 'D9' }, 'Anna legt die Karo 9 nach.'],
    [{ type: 'THROW_IN', seat: 0, card: 'SJ' }, 'Du legst den Pik Buben nach.'],
    [{ type: 'THROW_IN', seat: 2, card: 'HA' }, 'Bernd legt das Herz Ass nach.'],
    [{ type: 'PASS', seat: 1 }, 'Anna legt nichts nach.'],
    [{ type: 'PASS', seat: 0 }, 'Du legst nichts nach.'],
    [{ type: 'TRANSFER', seat: 1, card: 'H7' }, 'Anna reicht mit der Herz 7 weiter.'],
    [{ type: 'TRANSFER', seat: 0, card: 'HJ' }, 'Du reichst mit dem Herz Buben weiter.'],
  ] as [DurakMove, string][])('%o → %s', (move, text) => {
    expect(durak.describe(dummy, move, names)).toBe(text);
  });

  test('a take counts the cards on the table before it', () => {
    const three: DurakState = {
      ...dummy,
      table: [
        { attack: 'S9', defence: 'SQ' },
        { attack: 'D9', defence: null },
      ],
    };
    expect(durak.describe(three, { type: 'TAKE', seat: 2 }, names)).toBe('Bernd nimmt 3 Karten auf.');
    expect(durak.describe(three, { type: 'TAKE', seat: 0 }, names)).toBe('Du nimmst 3 Karten auf.');
    const one: DurakState = { ...dummy, table: [{ attack: 'C7', defence: null }] };
    expect(durak.describe(one, { type: 'TAKE', seat: 0 }, names)).toBe('Du nimmst 1 Karte auf.');
  });

  test('in a real game each move and its events give no two lines about the same thing', () => {
    let s = durak.deal({ players: 4, transfer: true }, 7);
    const rng = makeRng(11);
    let takes = 0;
    while (!durak.isOver(s)) {
      const legal = durak.legalMoves(s);
      const m = legal[randomInt(rng, legal.length)]!;
      const before = s;
      s = durak.play(s, m);
      const lines = [durak.describe(before, m, names), ...durak.events(s).map((e) => describeEvent(e, names))].filter(
        (l): l is string => l !== null,
      );
      expect(new Set(lines).size).toBe(lines.length);
      if (m.type === 'TAKE') {
        takes++;
        const n = before.table.reduce((k, p) => k + (p.defence ? 2 : 1), 0);
        expect(lines.filter((l) => / auf\.$/.test(l))).toEqual([durak.describe(before, m, names)]);
        expect(lines[0]).toContain(n === 1 ? '1 Karte' : `${n} Karten`);
      }
    }
    expect(takes).toBeGreaterThan(0);
  });
});

/** A Dealt event (the trump suit is the trump card's). */
const dealt = (
  dealer: number,
  trumpCard: string,
  trumpInDealerHand: boolean,
  firstAttacker: number,
  lowestTrump: string | null,
): DurakEvent => ({
  type: 'Dealt',
  dealer,
  trumpCard,
  trumpInDealerHand,
  trumpSuit: suitOf(trumpCard),
  firstAttacker,
  lowestTrump,
});

describe('describeEvent (automatic steps in German)', () => {
  test.each([
    [{ type: 'BoutBeaten', cards: ['C7', 'C9'] }, 'Abgewehrt – die Karten sind verbraucht.'],
    [{ type: 'Drew', seat: 1, count: 2, gotTrumpCard: false }, 'Anna zieht 2 Karten.'],
    [{ type: 'Drew', seat: 0, count: 1, gotTrumpCard: false }, 'Du ziehst 1 Karte.'],
    [{ type: 'Drew', seat: 1, count: 3, gotTrumpCard: true }, 'Anna zieht 3 Karten, zuletzt die aufgedeckte Trumpfkarte.'],
    [{ type: 'PlayerFinished', seats: [0], place: 1 }, 'Du bist ohne Karten ausgeschieden und hast gewonnen!'],
    [{ type: 'PlayerFinished', seats: [1], place: 1 }, 'Anna ist ohne Karten ausgeschieden und hat gewonnen!'],
    [{ type: 'PlayerFinished', seats: [1, 2], place: 1 }, 'Anna und Bernd sind ohne Karten ausgeschieden und haben gewonnen!'],
    [{ type: 'PlayerFinished', seats: [1, 0], place: 2 }, 'Du und Anna seid ohne Karten ausgeschieden und habt gewonnen!'],
    [{ type: 'GameOver', durak: 2, finishOrder: [[0], [1]] }, 'Bernd ist der Durak.'],
    [{ type: 'GameOver', durak: 0, finishOrder: [[1], [2]] }, 'Du bist der Durak.'],
    [{ type: 'GameOver', durak: null, finishOrder: [[0, 1]] }, 'Unentschieden – kein Durak.'],
    [
      dealt(2, 'H10', false, 1, 'H7'),
      'Bernd hat gegeben. Trumpf ist Herz – die Herz 10 liegt aufgedeckt unter dem Nachziehstapel. Anna hat mit der Herz 7 den niedrigsten Trumpf auf der Hand und beginnt.',
    ],
    [
      dealt(1, 'HK', false, 0, 'HJ'),
      'Anna hat gegeben. Trumpf ist Herz – der Herz König liegt aufgedeckt unter dem Nachziehstapel. Du hast mit dem Herz Buben den niedrigsten Trumpf auf der Hand und beginnst.',
    ],
    [
      dealt(0, 'DA', false, 1, null),
      'Du hast gegeben. Trumpf ist Karo – das Karo Ass liegt aufgedeckt unter dem Nachziehstapel. Niemand hat einen Trumpf auf der Hand, darum beginnt, wer links vom Geber sitzt – das ist Anna.',
    ],
    [
      dealt(2, 'S8', true, 0, 'S6'),
      'Bernd hat gegeben. Trumpf ist Pik – die zuletzt gegebene Karte, die Pik 8, ist aufgedeckt und bleibt bei Bernd auf der Hand. Du hast mit der Pik 6 den niedrigsten Trumpf auf der Hand und beginnst.',
    ],
    [
      dealt(0, 'SA', true, 0, null),
      'Du hast gegeben. Trumpf ist Pik – die zuletzt gegebene Karte, das Pik Ass, ist aufgedeckt und bleibt bei dir auf der Hand. Niemand hat einen Trumpf auf der Hand, darum beginnt, wer links vom Geber sitzt – das bist du.',
    ],
    [{ type: 'BoutStarted', attacker: 1, defender: 0, limit: 6 }, 'Neuer Zug: Anna greift an, du verteidigst.'],
    [
      { type: 'BoutStarted', attacker: 0, defender: 1, limit: 3 },
      'Neuer Zug: Du greifst an, Anna verteidigt. Anna hat nur 3 Karten, also dürfen höchstens 3 Angriffskarten kommen.',
    ],
    [
      { type: 'BoutStarted', attacker: 2, defender: 0, limit: 1 },
      'Neuer Zug: Bernd greift an, du verteidigst. Du hast nur 1 Karte, also darf höchstens 1 Angriffskarte kommen.',
    ],
    [{ type: 'Passed', seat: 2, auto: true }, 'Bernd hat nichts zum Nachlegen.'],
    [{ type: 'Passed', seat: 0, auto: true }, 'Du hast nichts zum Nachlegen.'],
  ] as [DurakEvent, string][])('%o → %s', (event, text) => {
    expect(describeEvent(event, names)).toBe(text);
  });

  test.each([
    { type: 'Attacked', seat: 1, card: 'S9' },
    { type: 'Beaten', seat: 1, attackCard: 'S9', card: 'SQ' },
    { type: 'ThrownIn', seat: 1, card: 'S9' },
    { type: 'Transferred', from: 1, to: 2, card: 'S9', newLimit: 6 },
    { type: 'Passed', seat: 1, auto: false },
    { type: 'Taken', seat: 2, cards: ['C7', 'C9', 'S7'] },
  ] as DurakEvent[])('%o restates a decision (describe covers it) → null', (event) => {
    expect(describeEvent(event, names)).toBeNull();
  });

  test('every event of a real game has a line or null, never an empty string', () => {
    let s = durak.deal({ players: 4, transfer: true }, 99);
    const rng = makeRng(5);
    const seen = new Set<string>();
    const all = [...durak.events(s)];
    while (!durak.isOver(s)) {
      const legal = durak.legalMoves(s);
      s = durak.play(s, legal[randomInt(rng, legal.length)]!);
      all.push(...durak.events(s));
    }
    for (const e of all) {
      seen.add(e.type);
      const line = describeEvent(e, ['Du', 'Anna', 'Bernd', 'Carla']);
      if (line === null) continue;
      expect(line).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
      // A log line may lead with one colon („Neuer Zug: …“), never two.
      expect((line.match(/:/g) ?? []).length).toBeLessThanOrEqual(1);
    }
    expect(seen.has('GameOver')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// check reasons: collect them from many positions and every kind of wrong move.

function wrongMoves(s: DurakState): DurakMove[] {
  const out: DurakMove[] = [];
  const tableCards = s.table.map((p) => p.attack);
  for (let seat = 0; seat < s.options.players; seat++) {
    out.push({ type: 'TAKE', seat }, { type: 'PASS', seat });
    for (const card of CARD_IDS) {
      out.push({ type: 'ATTACK', seat, card }, { type: 'THROW_IN', seat, card }, { type: 'TRANSFER', seat, card });
      for (const a of tableCards.length ? tableCards : ['C6']) out.push({ type: 'DEFEND', seat, attackCard: a, card });
    }
  }
  return out;
}

function collectReasons(): Map<string, string> {
  const reasons = new Map<string, string>();
  for (let g = 0; g < 12; g++) {
    const players = 2 + (g % 5);
    let s = durak.deal({ players, transfer: g % 2 === 0 }, 1000 + g);
    const rng = makeRng(g);
    let step = 0;
    while (!durak.isOver(s)) {
      if (step++ % 3 === 0) {
        for (const m of wrongMoves(s)) {
          const v = durak.check(s, m);
          if (!v.ok) reasons.set(v.reason, v.rule);
        }
      }
      const legal = durak.legalMoves(s);
      s = durak.play(s, legal[randomInt(rng, legal.length)]!);
    }
    const v = durak.check(s, { type: 'PASS', seat: 0 });
    if (!v.ok) reasons.set(v.reason, v.rule);
  }
  return reasons;
}

describe('check reasons', () => {
  const reasons = collectReasons();

  test('many different reasons occur', () => {
    expect(reasons.size).toBeGreaterThan(60);
  });

  test('every reason is a German sentence whose rule anchor is a heading of the rules page', () => {
    for (const [reason, rule] of reasons) {
      expect(PAGE_ANCHORS).toContain(rule);
      // The page puts „Nicht erlaubt:“ in front: a colon in the reason would make two.
      expect(reason).not.toContain(':');
      expect(reason).toMatch(/^[A-ZÄÖÜ„].*[.!]$/);
      // typographic quotes only, real umlauts, du-form
      expect(reason).not.toMatch(/["']/);
      expect(reason).not.toMatch(/\b(Koenig|koennen|kannst nicht mehr|muessen|ueber|Ueber|waehl)/);
      expect(reason).not.toMatch(/\b(Sie|Ihnen|Ihre?)\b/);
    }
  });

  test('the main kinds of illegal move are all explained', () => {
    const all = [...reasons.keys()].join('\n');
    for (const fragment of [
      'Du bist gerade nicht an der Reihe.',
      'nicht auf der Hand',
      'kann',
      'nicht schlagen – gleiche Farbe, aber niedriger',
      'nicht schlagen – andere Farbe und kein Trumpf',
      'nicht schlagen – beides Trumpf, aber niedriger',
      'Nachlegen darfst du nur Werte',
      'Erst muss der Verteidiger die offene Karte abwehren',
      'Als Verteidiger darfst du nicht nachlegen',
      'Als Angreifer musst du den Zug mit einer Karte eröffnen',
      'Aufnehmen darf nur der Verteidiger',
      'Weiterreichen',
      'Das Spiel ist schon vorbei',
    ]) {
      expect(all).toContain(fragment);
    }
  });

  test('reasons for a finished seat, an unknown card and an unknown seat', () => {
    const s = durak.fromLayout({
      options: { players: 3, transfer: false },
      hands: [['C6'], ['C7'], []],
      talon: [],
      trumpSuit: 'H',
      finishOrder: [[2]],
      attacker: 0,
    });
    expect(durak.check(s, { type: 'ATTACK', seat: 2, card: 'C6' })).toEqual({
      ok: false,
      reason: 'Du bist schon ausgeschieden und spielst nicht mehr mit.',
      rule: 'ausscheiden',
    });
    expect(durak.check(s, { type: 'ATTACK', seat: 0, card: 'C5' })).toEqual({
      ok: false,
      reason: '„C5“ ist keine Karte dieses Spiels.',
      rule: 'karten',
    });
    expect(durak.check(s, { type: 'ATTACK', seat: 7, card: 'C6' })).toMatchObject({ ok: false, rule: 'ziel' });
    expect(durak.check(s, { type: 'JUMP', seat: 0 } as unknown as DurakMove)).toMatchObject({ ok: false, rule: 'ziel' });
  });

  test('Angriffslimit is named and explained', () => {
    const s = durak.fromLayout({
      options: { players: 3, transfer: false },
      hands: [['C8', 'D6'], ['HA'], ['C9']],
      talon: ['S6', 'SA'],
      phase: 'DEFEND',
      attacker: 0,
      table: [
        { attack: 'C6', defence: 'C7' },
        { attack: 'H6', defence: null },
      ],
    });
    expect(s.limit).toBe(2);
    expect(durak.check(s, { type: 'THROW_IN', seat: 2, card: 'C9' })).toEqual({
      ok: false,
      reason:
        'Das Angriffslimit ist erreicht. In diesem Zug dürfen höchstens 2 Angriffskarten liegen – der Verteidiger hatte zu Beginn seiner Abwehr nur 2 Karten.',
      rule: 'nachlegen',
    });
  });
});
