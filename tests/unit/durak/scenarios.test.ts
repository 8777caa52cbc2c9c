/**
 * The guided Durak examples (src/games/durak/scenarios.ts) against the engine, the spec
 * (shared/rules/durak.md §12) and the rules page (content/spiele/durak.mdx).
 *
 * Card comparison, rank order and the expected consequences below are written from the spec by
 * hand (a small independent oracle), never read back from the engine's output.
 */
import { describe, expect, test } from 'vitest';
import { sameMove, stateBeforeStep } from '../../../src/games/core/scenario';
import { RULE_ANCHORS, durak } from '../../../src/games/durak/rules';
import { durakScenarios, szenario } from '../../../src/games/durak/scenarios';
import type { DurakLayout, DurakMove, DurakState } from '../../../src/games/durak/types';
import type { Scenario } from '../../../src/games/core/scenario';
import { feedbackTests, replayedBefore, scenarioTexts, stepOf } from '../../helpers/scenarioReplay';
import { PAGE_ANCHORS, RULES_MDX as MDX } from '../../helpers/rulesPage';

type S = Scenario<DurakLayout, DurakMove, DurakState>;

// ---------------------------------------------------------------------------------------------
// A hand-written oracle for spec §2–§3.

const ORDER = ['6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suit = (c: string) => c[0]!;
const rank = (c: string) => c.slice(1);
const value = (c: string) => ORDER.indexOf(rank(c));
/** §3: d beats a iff same suit and higher, or d is trump and a is not. */
function beatsBySpec(d: string, a: string, trump: string): boolean {
  if (suit(d) === suit(a)) return value(d) > value(a);
  return suit(d) === trump;
}
const ALL_CARDS = ['C', 'S', 'H', 'D'].flatMap((s) => ORDER.map((r) => s + r));

// ---------------------------------------------------------------------------------------------
// Helpers

const ids = durakScenarios.map((s) => s.id);

/** The state before step n (1-based), replayed independently of core/scenario. */
const before = (sc: S, n: number): DurakState => replayedBefore(durak, sc, n);

/** The state after the move of step n. */
function after(sc: S, n: number): DurakState {
  const step = sc.steps[n - 1]!;
  if (step.kind === 'info') throw new Error(`step ${n} of ${sc.id} has no move`);
  return durak.play(before(sc, n), step.move);
}

function finalState(sc: S): DurakState {
  return before(sc, sc.steps.length + 1);
}

function mdxHeadingIds(): string[] {
  return [...MDX.matchAll(/<h([23])\s+id="([^"]+)"/g)].map((m) => `${m[1]}:${m[2]}`);
}

// ---------------------------------------------------------------------------------------------
// Coverage: which item of spec §12 each scenario shows (written by hand from §12), and which
// rules sections it demonstrates besides its own `rule` anchor.

const SPEC_12 = {
  '1': 'erster Angriff und einfache Abwehr; andere Farbe schlägt nicht',
  '2': 'Trumpf-6 schlägt ein Ass; Trumpfangriff braucht höheren Trumpf',
  '3': 'Nachlegen mit dem Wert der Abwehrkarte, Fragereihenfolge, Passen',
  '4': 'Aufnehmen statt Trumpf; nächster Angreifer nach dem Verteidiger',
  '5a': 'Limit: Verteidiger mit 3 Karten',
  '5b': 'Limit: höchstens 6 bei 9 Karten',
  '6a': 'Nachziehreihenfolge: Angreifer zuerst, Verteidiger zuletzt',
  '6b': 'aufgedeckte Trumpfkarte wird zuletzt gezogen',
  '6c': 'nach leerem Stapel scheiden Spieler aus',
  '6d': 'Ende mit Durak',
  '6e': 'Ende unentschieden (D16)',
  '7': 'Weiterreichen: Wert, Handgröße des Empfängers, Rollen',
} as const;
type Item = keyof typeof SPEC_12;

const COVERS: Record<string, { items: Item[]; shows: string[] }> = {
  'erster-angriff': { items: ['1'], shows: ['wer-beginnt', 'angreifen', 'abwehren', 'geben-und-trumpf'] },
  trumpf: { items: ['2'], shows: ['abwehren', 'nachlegen'] },
  nachlegen: { items: ['3', '6a'], shows: ['nachlegen', 'nachziehen'] },
  angriffslimit: { items: ['5a', '5b', '6c'], shows: ['nachlegen', 'ausscheiden'] },
  aufnehmen: { items: ['4'], shows: ['aufnehmen', 'abwehren'] },
  nachziehen: { items: ['6a', '6b'], shows: ['nachziehen', 'geben-und-trumpf'] },
  'wer-ist-durak': { items: ['6c', '6d'], shows: ['ausscheiden', 'ziel'] },
  unentschieden: { items: ['6e'], shows: ['ausscheiden'] },
  weiterreichen: { items: ['7'], shows: ['weiterreichen'] },
};

// ---------------------------------------------------------------------------------------------

describe('Durak scenarios: shape and texts', () => {
  test('at least seven scenarios with unique slug-shaped ids', () => {
    expect(durakScenarios.length).toBeGreaterThanOrEqual(7);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  test('szenario(id) finds each scenario and throws on an unknown id', () => {
    for (const sc of durakScenarios) expect(szenario(sc.id)).toEqual({ ...sc, start: durak.fromLayout(sc.layout) });
    expect(() => szenario('gibt-es-nicht')).toThrow(/gibt-es-nicht/);
  });

  test.each(durakScenarios.map((s) => [s.id, s] as const))('%s: names, steps and rule anchor', (_id, sc) => {
    expect(sc.names[0]).toBe('Du');
    expect(sc.names).toHaveLength(sc.layout.options.players);
    expect(new Set(sc.names).size).toBe(sc.names.length);
    expect(sc.steps.length).toBeGreaterThanOrEqual(4);
    expect(sc.steps.length).toBeLessThanOrEqual(10);
    expect(sc.steps.some((st) => st.kind === 'expect')).toBe(true);
    expect(sc.steps.some((st) => st.kind === 'auto')).toBe(true);
    expect(PAGE_ANCHORS).toContain(sc.rule);
  });

  test.each(durakScenarios.map((s) => [s.id, s] as const))('%s: texts are non-empty, short and typographic', (_id, sc) => {
    for (const t of scenarioTexts(sc)) {
      expect(t.trim().length).toBeGreaterThan(0);
      expect(t).not.toContain('"');
      expect(t).not.toMatch(/\s$|^\s|\s{2}/);
      // Typographic quotes come in pairs „…“.
      expect((t.match(/„/g) ?? []).length).toBe((t.match(/“/g) ?? []).length);
      // Umlauts, not their ASCII spellings.
      expect(t).not.toMatch(/Koenig|fuer|ueber|naechst|Zuege|waehl|koenn|muess|schlaegt|hoeher|Spielzug/);
      // „Zug“ only ever means a bout (D21): never „am Zug“.
      expect(t).not.toMatch(/am Zug\b/);
    }
    for (const st of sc.steps) {
      // One to three sentences per step text.
      const sentences = st.text.split(/[.!?](?:\s|$)/).filter((x) => x.trim().length > 0);
      expect(sentences.length).toBeLessThanOrEqual(3);
      if (st.kind === 'expect') expect(st.hint).not.toBe(st.done);
    }
  });
});

describe('Durak scenarios: every move is legal and replays to the end', () => {
  test.each(durakScenarios.map((s) => [s.id, s] as const))('%s', (_id, sc) => {
    let state = durak.fromLayout(sc.layout);
    // Card conservation (§5.6): the layout places all 36 cards exactly once.
    const placed = [
      ...state.hands.flat(),
      ...state.talon,
      ...state.table.flatMap((p) => [p.attack, p.defence ?? []].flat()),
      ...state.discard,
    ];
    expect([...placed].sort()).toEqual([...ALL_CARDS].sort());

    sc.steps.forEach((step, i) => {
      const n = i + 1;
      // The core helper computes the same position as this replay.
      expect(stateBeforeStep(durak, sc, n)).toEqual(state);
      if (step.kind === 'info') return;
      const verdict = durak.check(state, step.move);
      expect(verdict, `${sc.id} Schritt ${n}`).toEqual({ ok: true });
      expect(durak.toAct(state)).toBe(step.move.seat);
      if (step.kind === 'expect') {
        // The reader plays seat 0 and really has a choice at this point.
        expect(step.move.seat).toBe(0);
        const legal = durak.legalMoves(state);
        expect(legal.some((m) => sameMove(m, step.move))).toBe(true);
        expect(legal.some((m) => !sameMove(m, step.move))).toBe(true);
      } else {
        // Scripted moves are the opponents'.
        expect(step.move.seat).not.toBe(0);
      }
      if (step.move.type === 'DEFEND') {
        // Independent oracle: every scripted or expected defence beats by §3.
        expect(beatsBySpec(step.move.card, step.move.attackCard, state.trumpSuit)).toBe(true);
      }
      state = durak.play(state, step.move);
    });
  });

  test('every expect step waits for a decision of the reader, not an automatic step', () => {
    for (const sc of durakScenarios) {
      sc.steps.forEach((st, i) => {
        if (st.kind !== 'expect') return;
        expect(durak.phase(before(sc, i + 1))).not.toBe('GAME_OVER');
      });
    }
  });
});

type ExpectStep = Extract<S['steps'][number], { kind: 'expect' }>;

/** Every expect step with its position, for the feedback tests. */
const expectSteps = durakScenarios.flatMap((sc) =>
  sc.steps.flatMap((st, i) => (st.kind === 'expect' ? [[`${sc.id} Schritt ${i + 1}`, sc, st, before(sc, i + 1)] as const] : [])),
);
const accepted = (st: ExpectStep) => [st.move, ...(st.alsoOk ?? [])];

describe('Durak scenarios: feedback that teaches', () => {
  feedbackTests(durak, durakScenarios);

  test.each(expectSteps)('%s: the text asks for what the step accepts', (_name, _sc, st) => {
    // A step that accepts one move must not promise a free choice.
    if (accepted(st).length === 1) expect(st.text).not.toMatch(/deiner Wahl|Entscheide dich|ob du .* oder|irgendeine|eine beliebige/);
  });

  test.each(expectSteps)('%s: no double colons once the page puts its lead word in front', (_name, _sc, st) => {
    // „Tipp:“ comes before the hint, „Nicht ganz:“ before a wrong answer: they carry no colon of their own.
    expect(st.hint).not.toContain(':');
    for (const w of st.wrong ?? []) expect(w.text).not.toContain(':');
    for (const t of [st.text, st.done]) expect((t.match(/:/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  test.each(durakScenarios.map((sc) => [sc.id, sc] as const))('%s ends on a settled table with a closing sentence', (_id, sc) => {
    const end = finalState(sc);
    const last = sc.steps.at(-1)!.text;
    expect(end.table).toEqual([]);
    if (durak.isOver(end)) {
      expect(last).toMatch(/Durak|unentschieden/);
      return;
    }
    expect(end.phase).toBe('ATTACK_OPEN');
    // The closing sentence says who opens the next bout (not a frozen „… ist dran“).
    const who = end.attacker === 0 ? /\bdu\b/i : new RegExp(sc.names[end.attacker]!);
    expect(last).toMatch(who);
    expect(last).toMatch(/greif(s?t)|eröffne(s?t)/);
  });
});

describe('Durak scenarios: coverage of spec §12 and the rules page', () => {
  test('the coverage table lists exactly the scenarios', () => {
    expect(Object.keys(COVERS).sort()).toEqual([...ids].sort());
  });

  test('together the scenarios cover every item of §12', () => {
    const covered = new Set(Object.values(COVERS).flatMap((c) => c.items));
    expect([...covered].sort()).toEqual(Object.keys(SPEC_12).sort());
  });

  test('the rule anchors and the demonstrated sections cover every rules section with a rule in it', () => {
    const anchors = new Set(durakScenarios.flatMap((sc) => [sc.rule, ...COVERS[sc.id]!.shows]));
    for (const a of [
      'ziel',
      'geben-und-trumpf',
      'wer-beginnt',
      'angreifen',
      'abwehren',
      'nachlegen',
      'aufnehmen',
      'nachziehen',
      'ausscheiden',
      'weiterreichen',
    ]) {
      expect(anchors, a).toContain(a);
    }
  });

  test('the rules page has the sections in the agreed order', () => {
    const h2 = mdxHeadingIds()
      .filter((h) => h.startsWith('2:'))
      .map((h) => h.slice(2));
    // The order of the spec's sections (§1–§8), then the tips, the glossary, the exercises and free play.
    const agreed =
      'ziel karten geben-und-trumpf wer-beginnt angreifen abwehren nachlegen aufnehmen nachziehen ausscheiden weiterreichen tipps begriffe uebungen freies-spiel-regeln';
    expect(h2).toEqual(agreed.split(' '));
    // Every anchor `check` may give (its RuleAnchor type) is a section of the page.
    for (const a of RULE_ANCHORS) expect(h2).toContain(a);
    // Heading ids are unique and do not collide with the islands' ids.
    const all = mdxHeadingIds().map((h) => h.slice(2));
    expect(new Set(all).size).toBe(all.length);
    for (const a of all) expect(a === 'freies-spiel' || a.startsWith('szenario-')).toBe(false);
    // MDX's {#id} heading syntax does not work; the page must not rely on it.
    expect(MDX).not.toMatch(/\{#[a-z-]+\}/);
  });

  test('every scenario rule anchor and demonstrated section is a heading on the page', () => {
    const all = mdxHeadingIds().map((h) => h.slice(2));
    for (const sc of durakScenarios) {
      expect(all).toContain(sc.rule);
      for (const a of COVERS[sc.id]!.shows) expect(all).toContain(a);
    }
  });

  test('the page embeds every scenario once and links to it (the home page counts the embedded ones)', () => {
    for (const id of ids) {
      const embeds = MDX.split(`<DurakTutorial client:visible scenario={szenario('${id}')} />`).length - 1;
      expect(embeds, id).toBe(1);
      expect(MDX, id).toContain(`](#szenario-${id})`);
    }
    const anyEmbed = [...MDX.matchAll(/szenario\('([^']+)'\)/g)].map((m) => m[1]);
    for (const id of anyEmbed) expect(ids).toContain(id);
    expect(anyEmbed).toHaveLength(durakScenarios.length);
    expect(MDX).toContain('<DurakFreePlay client:visible />');
  });

  test('each scenario is embedded inside the section of its rule anchor', () => {
    const sections = MDX.split(/(?=<h2 id=")/);
    for (const sc of durakScenarios) {
      const section = sections.find((s) => s.startsWith(`<h2 id="${sc.rule}"`));
      expect(section, sc.id).toBeDefined();
      expect(section, sc.id).toContain(`szenario('${sc.id}')`);
    }
  });

  test('every section that states a rule links to an example', () => {
    const sections = MDX.split(/(?=<h2 id=")/).filter((s) => s.startsWith('<h2'));
    for (const s of sections) {
      const id = /<h2 id="([^"]+)"/.exec(s)![1]!;
      // free play, the glossary and the exercises state no rule of their own
      if (id === 'freies-spiel-regeln' || id === 'begriffe' || id === 'uebungen') continue;
      expect(s, id).toMatch(/\]\(#szenario-[a-z-]+\)/);
    }
  });

  test('reader-facing prose on the page uses typographic quotes only', () => {
    const body = MDX.replace(/^---[\s\S]*?\n---\n/, '')
      .replace(/^import .*$/gm, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\{[^}]*\}/g, '');
    expect(body).not.toContain('"');
    expect((body.match(/„/g) ?? []).length).toBe((body.match(/“/g) ?? []).length);
    expect(body).not.toMatch(/Koenig|fuer |ueber|naechst|waehl|koenn|muess|schlaegt|hoeher/);
    expect(body).not.toMatch(/am Zug\b|Spielzug/);
  });

  test('the frontmatter has the agreed facts', () => {
    const fm = /^---\n([\s\S]*?)\n---/.exec(MDX)![1]!;
    expect(fm).toMatch(/^title: Durak$/m);
    expect(fm).toMatch(/^players: "2–6"$/m);
    expect(fm).toMatch(/^deck: "36 Karten \(6 bis Ass\)"$/m);
    expect(fm).toMatch(/^duration: "15–30 Minuten"$/m);
    expect(fm).toMatch(/^order: 1$/m);
    expect(fm).toMatch(/^summary: .+$/m);
  });
});

// ---------------------------------------------------------------------------------------------
// What each scenario demonstrates, checked against the rules.

describe('erster-angriff (§12.1)', () => {
  const sc = szenario('erster-angriff');

  test('the holder of the lowest trump attacks first (D5)', () => {
    const s = durak.fromLayout(sc.layout);
    const trump = suit(sc.layout.talon[sc.layout.talon.length - 1]!);
    let best: [number, string] | null = null;
    sc.layout.hands.forEach((h, p) => {
      for (const c of h) if (suit(c) === trump && (best === null || value(c) < value(best[1]))) best = [p, c];
    });
    expect(best).not.toBeNull();
    expect(s.attacker).toBe(best![0]);
    expect(s.attacker).toBe(0);
    expect(s.defender).toBe(1);
  });

  test('the layout is a real 2-player game start (deal §4: 6 cards each, the rest is the talon)', () => {
    const s = durak.fromLayout(sc.layout);
    expect(sc.layout.options.players).toBe(2);
    for (const h of s.hands) expect(h).toHaveLength(6);
    expect(s.talon).toHaveLength(36 - 2 * 6);
    expect(s.discard).toEqual([]);
    expect(s.table).toEqual([]);
    expect(s.talon[s.talon.length - 1]).toBe('DA');
    expect(s.trumpSuit).toBe('D');
  });

  test('after each bout both draw one card, attacker first (D13); the trump card stays under the talon', () => {
    const talon = sc.layout.talon;
    const firstDefence = stepOf(sc, { type: 'DEFEND', seat: 1, attackCard: 'C7', card: 'C9' });
    const mid = after(sc, firstDefence);
    // Bout 1: you attacked, so you draw first, then Anna.
    expect(mid.hands[0]).toContain(talon[0]);
    expect(mid.hands[1]).toContain(talon[1]);
    for (const h of mid.hands) expect(h).toHaveLength(6);
    expect(mid.talon).toEqual(talon.slice(2));
    expect(mid.discard).toHaveLength(2);
    // Bout 2: Anna attacked, so she draws first, then you.
    const end = finalState(sc);
    expect(end.hands[1]).toContain(talon[2]);
    expect(end.hands[0]).toContain(talon[3]);
    for (const h of end.hands) expect(h).toHaveLength(6);
    expect(end.talon).toEqual(talon.slice(4));
    expect(end.talon[end.talon.length - 1]).toBe('DA');
    expect(end.hands[1]).not.toContain('DA');
    expect(end.discard).toHaveLength(4);
    // The closing text must not claim that the trump card was drawn.
    const last = sc.steps[sc.steps.length - 1]!;
    expect(last.text).not.toMatch(/zieht die aufgedeckte Trumpfkarte/);
  });

  test('the reader opens with the lowest card that is not trump', () => {
    const n = sc.steps.findIndex((st) => st.kind === 'expect') + 1;
    const s = before(sc, n);
    const step = sc.steps[n - 1]!;
    expect(step.kind === 'expect' && step.move.type).toBe('ATTACK');
    const card = step.kind === 'expect' && step.move.type === 'ATTACK' ? step.move.card : '';
    const plain = s.hands[0]!.filter((c) => suit(c) !== s.trumpSuit);
    expect(Math.min(...plain.map(value))).toBe(value(card));
    expect(suit(card)).not.toBe(s.trumpSuit);
  });

  test('a plain defence: same suit, higher; another plain suit is refused with the reason in „abwehren“', () => {
    const defence = { type: 'DEFEND', seat: 0, attackCard: 'H8', card: 'H10' } as const;
    const n = stepOf(sc, defence);
    const s = before(sc, n);
    expect(suit(defence.card)).toBe(suit(defence.attackCard));
    expect(value(defence.card)).toBeGreaterThan(value(defence.attackCard));
    // The Pik Ass the text invites the reader to try: higher value, other plain suit.
    expect(s.hands[0]).toContain('SA');
    expect(suit('SA')).not.toBe(s.trumpSuit);
    const wrong = durak.check(s, { type: 'DEFEND', seat: 0, attackCard: 'H8', card: 'SA' });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.rule).toBe('abwehren');
    expect(!wrong.ok && wrong.reason.length).toBeGreaterThan(10);
  });

  test('who beat off the attack attacks next (D14)', () => {
    const first = stepOf(sc, { type: 'DEFEND', seat: 1, attackCard: 'C7', card: 'C9' });
    const s = after(sc, first);
    expect(s.phase).toBe('ATTACK_OPEN');
    expect(s.attacker).toBe(1);
    expect(s.defender).toBe(0);
    const end = finalState(sc);
    expect(end.attacker).toBe(0);
    expect(end.table).toEqual([]);
  });
});

describe('trumpf (§12.2)', () => {
  const sc = szenario('trumpf');

  test('a plain Ass is beaten by the Trumpf-6', () => {
    const m = { type: 'DEFEND', seat: 0, attackCard: 'SA', card: 'H6' } as const;
    const s = before(sc, stepOf(sc, m));
    expect(rank(m.attackCard)).toBe('A');
    expect(suit(m.attackCard)).not.toBe(s.trumpSuit);
    expect(suit(m.card)).toBe(s.trumpSuit);
    expect(rank(m.card)).toBe('6');
    // No card of the Ass's suit could do it.
    for (const c of s.hands[0]!.filter((c) => suit(c) === 'S')) {
      expect(durak.check(s, { type: 'DEFEND', seat: 0, attackCard: 'SA', card: c }).ok).toBe(false);
    }
  });

  test('a trump attack needs a higher trump: the lower trump is refused', () => {
    const m = { type: 'DEFEND', seat: 0, attackCard: 'H10', card: 'HQ' } as const;
    const s = before(sc, stepOf(sc, m));
    expect(suit(m.attackCard)).toBe(s.trumpSuit);
    expect(suit(m.card)).toBe(s.trumpSuit);
    expect(value(m.card)).toBeGreaterThan(value(m.attackCard));
    const lower = durak.check(s, { type: 'DEFEND', seat: 0, attackCard: 'H10', card: 'H8' });
    expect(lower.ok).toBe(false);
    expect(!lower.ok && lower.rule).toBe('abwehren');
    // Only a higher trump (or taking) helps here.
    for (const mv of durak.legalMoves(s)) {
      if (mv.type === 'DEFEND') {
        expect(suit(mv.card)).toBe(s.trumpSuit);
        expect(value(mv.card)).toBeGreaterThan(value('H10'));
      } else expect(mv.type).toBe('TAKE');
    }
  });

  test('every throw-in matched a rank on the table, and the bout ends beaten with the reader attacking next', () => {
    sc.steps.forEach((st, i) => {
      if (st.kind === 'info' || st.move.type !== 'THROW_IN') return;
      const s = before(sc, i + 1);
      const ranks = s.table.flatMap((p) => [p.attack, p.defence ?? p.attack]).map(rank);
      expect(ranks).toContain(rank(st.move.card));
    });
    const end = finalState(sc);
    expect(end.phase).toBe('ATTACK_OPEN');
    expect(end.attacker).toBe(0);
    expect(end.hands.every((h) => h.length === 6)).toBe(true);
  });
});

describe('nachlegen (§12.3)', () => {
  const sc = szenario('nachlegen');

  test('the attacker throws in the rank of the defence card', () => {
    const m = { type: 'THROW_IN', seat: 0, card: 'SJ' } as const;
    const s = before(sc, stepOf(sc, m));
    expect(s.table).toHaveLength(1);
    const pair = s.table[0]!;
    expect(rank(m.card)).toBe(rank(pair.defence!));
    expect(rank(m.card)).not.toBe(rank(pair.attack));
  });

  test('poll order: the attacker first, then the Mitspieler; the poll restarts after each beaten card', () => {
    const firstPass = sc.steps.findIndex((st) => st.kind === 'expect' && st.move.type === 'PASS') + 1;
    const s = before(sc, firstPass);
    expect(s.phase).toBe('THROW_IN');
    expect(durak.toAct(s)).toBe(0);
    // Bernd holds a fitting card but must wait for the attacker (D9).
    const early = durak.check(s, { type: 'THROW_IN', seat: 2, card: 'HK' });
    expect(early.ok).toBe(false);
    expect(!early.ok && early.rule).toBe('nachlegen');
    // The defender never throws in.
    expect(durak.check(s, { type: 'PASS', seat: 1 }).ok).toBe(false);
    const afterPass = after(sc, firstPass);
    expect(durak.toAct(afterPass)).toBe(2);
    // After Bernd's card is beaten, the reader is asked first again.
    const beaten = stepOf(sc, { type: 'DEFEND', seat: 1, attackCard: 'HK', card: 'D9' });
    expect(durak.toAct(after(sc, beaten))).toBe(0);
  });

  test('„Nichts nachlegen“ is a real choice: the reader could still throw in', () => {
    sc.steps.forEach((st, i) => {
      if (st.kind !== 'expect' || st.move.type !== 'PASS') return;
      expect(durak.legalMoves(before(sc, i + 1)).some((m) => m.type === 'THROW_IN')).toBe(true);
    });
  });

  test('after the bout: beaten off, drawn in the order attacker, Mitspieler, defender (D13)', () => {
    const start = durak.fromLayout(sc.layout);
    const end = finalState(sc);
    const talon = sc.layout.talon;
    // Du (4 cards left) draws the top two, Bernd (5 left) the next one, Anna (3 left) three more.
    expect(end.hands[0]).toEqual(expect.arrayContaining(talon.slice(0, 2)));
    expect(end.hands[2]).toEqual(expect.arrayContaining(talon.slice(2, 3)));
    expect(end.hands[1]).toEqual(expect.arrayContaining(talon.slice(3, 6)));
    expect(end.talon).toEqual(talon.slice(6));
    expect(end.discard.length).toBe(start.discard.length + 6);
    expect(end.attacker).toBe(1);
    expect(end.defender).toBe(2);
  });
});

describe('angriffslimit (§12.5)', () => {
  const sc = szenario('angriffslimit');

  test('the cap is 6 even though the defender held 9 cards at the start of the bout', () => {
    const { limit: _limit, ...withoutLimit } = sc.layout;
    const s = durak.fromLayout(withoutLimit);
    const held = s.hands[s.defender]!.length + s.table.filter((p) => p.defence !== null).length;
    expect(held).toBe(9);
    expect(s.limit).toBe(6);
  });

  test('after the sixth card is beaten the bout ends although the reader still holds a fitting card', () => {
    const sixth = sc.steps.findIndex((st) => st.kind === 'expect') + 1;
    const s = before(sc, sixth + 1);
    expect(s.table).toHaveLength(6);
    const ranks = new Set(s.table.flatMap((p) => [p.attack, p.defence ?? p.attack]).map(rank));
    const defence = sc.steps[sixth]!;
    expect(defence.kind).toBe('auto');
    if (defence.kind !== 'info' && defence.move.type === 'DEFEND') ranks.add(rank(defence.move.card));
    expect(s.hands[0]!.some((c) => ranks.has(rank(c)))).toBe(true);
    const t = after(sc, sixth + 1);
    expect(t.phase).toBe('ATTACK_OPEN');
    expect(t.table).toEqual([]);
  });

  test('a defender with 3 cards faces at most 3 attack cards', () => {
    const attack = stepOf(sc, { type: 'ATTACK', seat: 1, card: 'C8' });
    const s = before(sc, attack);
    expect(s.defender).toBe(2);
    expect(s.hands[2]).toHaveLength(3);
    expect(s.limit).toBe(3);
    const last = stepOf(sc, { type: 'DEFEND', seat: 2, attackCard: 'CJ', card: 'CA' });
    const full = before(sc, last);
    expect(full.table).toHaveLength(3);
    // The reader still holds the Pik Bube, of a rank on the table – but no fourth card may come.
    expect(full.hands[0]).toContain('SJ');
    const fourth = durak.check(full, { type: 'THROW_IN', seat: 0, card: 'SJ' });
    expect(fourth.ok).toBe(false);
    expect(!fourth.ok && fourth.rule).toBe('nachlegen');
  });

  test('with the talon empty, the defender who used his last card has finished', () => {
    const end = finalState(sc);
    expect(end.talon).toEqual([]);
    expect(end.active[2]).toBe(false);
    expect(end.finishOrder).toEqual([[2]]);
    // The next bout: the defender has finished, so the next active seat clockwise attacks (D14).
    expect(end.attacker).toBe(0);
    expect(end.defender).toBe(1);
  });
});

describe('aufnehmen (§12.4)', () => {
  const sc = szenario('aufnehmen');
  const take = { type: 'TAKE', seat: 0 } as const;

  test('taking is chosen although a trump could beat the card (D11)', () => {
    const s = before(sc, stepOf(sc, take));
    const beatWithTrump = durak.legalMoves(s).filter((m) => m.type === 'DEFEND');
    expect(beatWithTrump.length).toBeGreaterThan(0);
    for (const m of beatWithTrump) expect(m.type === 'DEFEND' && suit(m.card)).toBe(s.trumpSuit);
  });

  test('all table cards, the beaten ones too, go to the defender; the next attacker sits after the defender', () => {
    const n = stepOf(sc, take);
    const s = before(sc, n);
    const tableCards = s.table.flatMap((p) => (p.defence === null ? [p.attack] : [p.attack, p.defence]));
    expect(tableCards).toHaveLength(3);
    const t = after(sc, n);
    expect([...t.hands[0]!].sort()).toEqual([...s.hands[0]!, ...tableCards].sort());
    expect(t.table).toEqual([]);
    expect(t.discard).toEqual(s.discard);
    expect(t.phase).toBe('ATTACK_OPEN');
    expect(t.attacker).toBe((s.defender + 1) % 3);
    expect(t.defender).toBe(2);
    // The taker had more than six cards and drew nothing; the attacker refilled to six.
    expect(t.hands[2]).toHaveLength(6);
  });
});

describe('nachziehen (§12.6)', () => {
  const sc = szenario('nachziehen');
  const throwIn = { type: 'THROW_IN', seat: 0, card: 'C9' } as const;

  test('attacker first, then the Mitspieler, defender last; the face-up trump card comes last', () => {
    const trumpCard = sc.layout.talon[sc.layout.talon.length - 1]!;
    const top = sc.layout.talon[0]!;
    const end = finalState(sc);
    expect(end.talon).toEqual([]);
    expect(end.hands[1]).toContain(top); // Anna, the attacker
    expect(end.hands[0]).toContain(trumpCard); // du, the Mitspieler
    expect(end.hands[2]).toHaveLength(4); // Bernd, the defender, got nothing
    expect(end.trumpSuit).toBe(suit(trumpCard));
  });

  test('throwing in is what wins the trump card: after a pass the defender would draw it', () => {
    const n = stepOf(sc, throwIn);
    const s = durak.play(before(sc, n), { type: 'PASS', seat: 0 });
    const trumpCard = sc.layout.talon[sc.layout.talon.length - 1]!;
    expect(s.talon).toEqual([]);
    expect(s.hands[0]).not.toContain(trumpCard);
    expect(s.hands[2]).toContain(trumpCard);
  });

  test('the defender who beat off attacks next', () => {
    const end = finalState(sc);
    expect(end.attacker).toBe(2);
    expect(end.defender).toBe(0);
  });
});

describe('wer-ist-durak (§12.6)', () => {
  const sc = szenario('wer-ist-durak');

  test('the reader leaves after the last card, and the next active player attacks', () => {
    const n = stepOf(sc, { type: 'DEFEND', seat: 0, attackCard: 'SK', card: 'C8' });
    const s = after(sc, n);
    expect(s.hands[0]).toEqual([]);
    expect(s.active[0]).toBe(false);
    expect(s.finishOrder).toEqual([[0]]);
    expect(s.attacker).toBe(1);
    expect(s.defender).toBe(2);
  });

  test('saving the trump mattered: the Pik König could not be beaten by the Herz König', () => {
    const n = stepOf(sc, { type: 'DEFEND', seat: 0, attackCard: 'SK', card: 'C8' });
    expect(beatsBySpec('HK', 'SK', 'C')).toBe(false);
    expect(beatsBySpec('C8', 'SK', 'C')).toBe(true);
    expect(durak.check(before(sc, n), { type: 'DEFEND', seat: 0, attackCard: 'SK', card: 'HK' }).ok).toBe(false);
  });

  test('the last player with cards is the Durak', () => {
    const end = finalState(sc);
    expect(durak.isOver(end)).toBe(true);
    expect(end.durak).toBe(2);
    expect(end.hands[2]!.length).toBeGreaterThan(0);
    const out = durak.outcome(end);
    expect(out.losers).toEqual([2]);
    expect([...out.winners].sort()).toEqual([0, 1]);
  });
});

describe('unentschieden (§12.6, D16)', () => {
  const sc = szenario('unentschieden');

  test('the last card is beaten with the last card: nobody is Durak', () => {
    const end = finalState(sc);
    expect(durak.isOver(end)).toBe(true);
    expect(end.durak).toBeNull();
    expect(end.hands.every((h) => h.length === 0)).toBe(true);
    expect(end.finishOrder.at(-1)!.slice().sort()).toEqual([0, 1]);
    expect(durak.outcome(end).losers).toEqual([]);
  });

  test('spending the trump first would have forced the reader to take', () => {
    const n = stepOf(sc, { type: 'DEFEND', seat: 0, attackCard: 'H9', card: 'HJ' });
    let s = durak.play(before(sc, n), { type: 'DEFEND', seat: 0, attackCard: 'H9', card: 'D6' });
    s = durak.play(s, { type: 'THROW_IN', seat: 1, card: 'S9' });
    expect(durak.legalMoves(s)).toEqual([{ type: 'TAKE', seat: 0 }]);
  });
});

describe('weiterreichen (§12.7)', () => {
  const sc = szenario('weiterreichen');
  const transfer = { type: 'TRANSFER', seat: 0, card: 'S7' } as const;

  test('the transfer card has the rank of the first attack card, before anything is beaten', () => {
    const s = before(sc, stepOf(sc, transfer));
    expect(s.table).toHaveLength(1);
    expect(s.table[0]!.defence).toBeNull();
    expect(rank(transfer.card)).toBe(rank(s.table[0]!.attack));
    // Another rank may not be used.
    const other = durak.check(s, { type: 'TRANSFER', seat: 0, card: 'C10' });
    expect(other.ok).toBe(false);
    expect(!other.ok && other.rule).toBe('weiterreichen');
    // Without the variant the same move is refused.
    const off = durak.fromLayout({ ...sc.layout, options: { ...sc.layout.options, transfer: false } });
    const offState = durak.play(off, { type: 'ATTACK', seat: 2, card: 'C7' });
    expect(durak.check(offState, transfer).ok).toBe(false);
  });

  test('roles after the transfer: the transferring player attacks, the receiver defends with the limit of his hand', () => {
    const n = stepOf(sc, transfer);
    const s = before(sc, n);
    const receiver = 1;
    expect(s.hands[receiver]!.length).toBeGreaterThanOrEqual(2);
    const t = after(sc, n);
    expect(t.attacker).toBe(0);
    expect(t.defender).toBe(receiver);
    expect(t.limit).toBe(Math.min(6, s.hands[receiver]!.length));
    expect(t.table.map((p) => p.defence)).toEqual([null, null]);
  });

  test('the receiver’s hand-size check: Anna may not pass three cards on to Bernd with two cards', () => {
    const t = after(sc, stepOf(sc, transfer));
    expect(t.hands[2]).toHaveLength(2);
    expect(t.hands[1]).toContain('D7');
    const onward = durak.check(t, { type: 'TRANSFER', seat: 1, card: 'D7' });
    expect(onward.ok).toBe(false);
    expect(!onward.ok && onward.rule).toBe('weiterreichen');
    // Once a card is beaten, transferring is over (D17) – checked on the next position.
    const beaten = before(sc, stepOf(sc, { type: 'DEFEND', seat: 1, attackCard: 'S7', card: 'SQ' }));
    expect(beaten.table.some((p) => p.defence !== null)).toBe(true);
    expect(durak.legalMoves(beaten).some((m) => m.type === 'TRANSFER')).toBe(false);
  });

  test('after the transferred bout is beaten off, the new defender attacks next', () => {
    const end = finalState(sc);
    expect(end.phase).toBe('ATTACK_OPEN');
    expect(end.attacker).toBe(1);
    expect(end.defender).toBe(2);
  });
});
