/**
 * „Übungen“ for Dudab (issue 17): six rules kinds over core/drills.ts, each named with its section
 * of shared/rules/dudab.md and the engine call that decides it: which cards fit a row, where a card
 * may go, what is allowed under a wish (Nachziehen included) and under a curse (Strafe included) —
 * from `legalMoves`, reasons for wrong choices from `check` —, how many points your cards count
 * (the round scoring) and how many cards „6 nimmt“ brings (`play`).
 */
import { drillGame, type DrillKind, type DrillLevel } from '../core/drills';
import { randomInt, type Random } from '../core/rng';
import { capitalize } from '../core/text';
import type { CardId } from '../core/types';
import { formatNumber } from '../core/numbers';
import { cardPhrase, fits, isDudab, isSchamane, wunschText } from './cards';
import { check } from './check';
import { DUDAB_NAMES } from './kit';
import { dudabPlay } from './rules';
import { rundenPunkte, wertung } from './wertung';
import type { DudabEvent, DudabMove, DudabOptions, DudabState } from './types';

type Kind<Q> = DrillKind<DudabState, Q, DudabOptions>;
type Legen = Extract<DudabMove, { type: 'legen' }>;

/** Two to four players, one round; „schwerer“: four to six (more rows, more cards in play). */
const options = (level: DrillLevel, rng: Random): DudabOptions => ({
  spieler: level === 0 ? 2 + randomInt(rng, 3) : 4 + randomInt(rng, 3),
  runden: 1,
  startSeat: 0,
});

const legen = (s: DudabState): Legen[] => dudabPlay.legalMoves(s).filter((m): m is Legen => m.type === 'legen');
const hand = (s: DudabState): CardId[] => s.hands[0]!;
/** Rows as the table names them: 'Reihe 1' … (index + 1). */
const rowText = (r: number): string => `Reihe ${r + 1}`;

/** `check` for placing `karte` on row `reihe` (a Dudab-Karte with the wish of one of its legal moves). */
function legenVerdict(s: DudabState, karte: CardId, reihe: number, fallback: string): { reason: string; rule: string } {
  const wunsch = legen(s).find((m) => m.karte === karte)?.wunsch;
  const move: Legen = wunsch ? { type: 'legen', seat: 0, karte, reihe, wunsch } : { type: 'legen', seat: 0, karte, reihe };
  const v = check(s, move);
  return v.ok ? { reason: '', rule: fallback } : { reason: v.reason, rule: v.rule };
}

/** Why a card is wrong anywhere: the verdict for the first row. */
const anywhere = (s: DudabState, karte: CardId, fallback: string) => legenVerdict(s, karte, 0, fallback);

// ---------------------------------------------------------------------------------------------
// 1. Welche Karten passen auf diese Reihe? (§4 P(karte, reihe), §5.3)

interface RowQ {
  reihe: number;
}

/** Decided by `legalMoves`: the cards of the legen moves on the row. */
const fitting = (s: DudabState, reihe: number): CardId[] => {
  const fit = new Set(legen(s).flatMap((m) => (m.reihe === reihe ? [m.karte] : [])));
  return hand(s).filter((c) => fit.has(c));
};

const reihe: Kind<RowQ> = {
  id: 'dudab-reihe',
  title: 'Welche Karten passen auf diese Reihe?',
  section: '§4 placement table, §5.3 legen',
  rule: 'legen',
  shape: 'cards',
  legality: true,
  decidedBy: 'legalMoves (the legen moves on the row); reasons from check(legen)',
  options,
  find(s, level, rng) {
    if (s.phase !== 'zug') return null;
    const q = { reihe: randomInt(rng, s.reihen.length) };
    const n = fitting(s, q.reihe).length;
    // „schwerer“: more than one card fits, and some card that is not a Dudab-Karte does not.
    if (level === 1 && (n < 2 || !hand(s).some((c) => !isDudab(c) && !fitting(s, q.reihe).includes(c)))) return null;
    return n >= 1 && n < hand(s).length ? q : null;
  },
  question: (_s, q) => `Welche deiner Karten darfst du auf ${rowText(q.reihe)} legen?`,
  choices: (s) => hand(s).slice(),
  solve: (s, q) => fitting(s, q.reihe),
  whyWrong: (s, q, karte) => legenVerdict(s, karte, q.reihe, 'legen'),
  whyRight: (_s, q, karte) => ({
    reason: `${capitalize(cardPhrase(karte, 'akk'))} darfst du auf ${rowText(q.reihe)} legen: Sie passt zur oberen Karte.`,
    rule: 'legen',
  }),
};

// ---------------------------------------------------------------------------------------------
// 2. Wohin darf diese Karte? (§4, §5.3)

interface CardQ {
  karte: CardId;
}

/** Decided by `legalMoves`: the rows of the legen moves with the card. */
const rowsFor = (s: DudabState, karte: CardId): string[] => [
  ...new Set(legen(s).flatMap((m) => (m.karte === karte ? [String(m.reihe)] : []))),
];

const wohin: Kind<CardQ> = {
  id: 'dudab-wohin',
  title: 'Wohin darf diese Karte?',
  section: '§4 placement table, §5.3 legen',
  rule: 'legen',
  shape: 'places',
  legality: true,
  decidedBy: 'legalMoves (the legen moves with the card); reasons from check(legen)',
  options,
  find(s, level, rng) {
    if (s.phase !== 'zug') return null;
    const cards = hand(s).filter((c) => !isDudab(c));
    if (cards.length === 0) return null;
    const karte = cards[randomInt(rng, cards.length)]!;
    const n = rowsFor(s, karte).length;
    // „schwerer“: a row to choose among several.
    return n >= level + 1 && n < s.reihen.length ? { karte } : null;
  },
  question: (_s, q) => `Auf welche Reihen darfst du ${cardPhrase(q.karte, 'akk')} legen?`,
  choices: (s) => s.reihen.map((_, r) => String(r)),
  label: (_s, _q, item) => rowText(Number(item)),
  solve: (s, q) => rowsFor(s, q.karte),
  focus: (_s, q) => [q.karte],
  whyWrong: (s, q, item) => legenVerdict(s, q.karte, Number(item), 'legen'),
  whyRight: (_s, q, item) => ({
    reason: `Auf ${rowText(Number(item))} passt ${cardPhrase(q.karte, 'nom')} zur oberen Karte.`,
    rule: 'legen',
  }),
};

/** A real choice: at least two legal moves, and some choice (a card or the extra move) not allowed. */
const open = (s: DudabState, extra: 'ziehen' | 'strafe'): boolean =>
  dudabPlay.legalMoves(s).length >= 2 && allowed(s, extra).length < hand(s).length + 1;

// ---------------------------------------------------------------------------------------------
// 3. Ein Wunsch liegt offen: was darfst du? (§5.4, Nachziehen included)

const DRAW = 'ziehen';
const PENALTY = 'strafe';

/** Decided by `legalMoves`: the cards of the legen moves, plus 'ziehen'/'strafe' when such a move is legal. */
function allowed(s: DudabState, extra: 'ziehen' | 'strafe'): string[] {
  const moves = dudabPlay.legalMoves(s);
  const cards = new Set(moves.flatMap((m) => (m.type === 'legen' ? [m.karte] : [])));
  const out: string[] = hand(s).filter((c) => cards.has(c));
  if (moves.some((m) => m.type === extra)) out.push(extra);
  return out;
}

const wunsch: Kind<Record<string, never>> = {
  id: 'dudab-wunsch',
  title: 'Ein Wunsch liegt offen: Was darfst du?',
  section: '§5.4 phase wunsch',
  rule: 'wuenschen',
  shape: 'moves',
  legality: true,
  decidedBy: 'legalMoves in phase wunsch (legen moves by card, and ziehen); reasons from check',
  options,
  // „schwerer“: more players (options) and at least four cards in hand to look through.
  find: (s, level) => (s.phase === 'wunsch' && (level === 0 || hand(s).length >= 4) && open(s, DRAW) ? {} : null),
  stop: 0.7,
  question: () =>
    'Auf einer Reihe liegt ein offener Wunsch. Was darfst du jetzt tun? Wähle alle Karten, die du legen darfst, und „Nachziehen“, falls es erlaubt ist.',
  choices: (s) => [...hand(s), DRAW],
  label: (_s, _q, item) => (item === DRAW ? 'Nachziehen' : null),
  solve: (s) => allowed(s, 'ziehen'),
  whyWrong(s, _q, item) {
    if (item !== DRAW) return anywhere(s, item, 'wuenschen');
    const v = check(s, { type: 'ziehen', seat: 0 });
    return v.ok
      ? { reason: 'Du hast 5 oder mehr Karten: Dann legst du beim Nachziehen eine Karte in deinen Sammelstapel.', rule: 'nachziehen' }
      : { reason: v.reason, rule: v.rule };
  },
  whyRight: (s, _q, item) =>
    item === DRAW
      ? { reason: 'Keine deiner Karten erfüllt den Wunsch, also ziehst du nach.', rule: 'nachziehen' }
      : { reason: wishAnswer(s, item), rule: 'wuenschen' },
};

/**
 * Why a card may go down while a wish is open: a Dudab-Karte fits on every row (D20); any other
 * card only on a row whose wish it fulfils (D8, D9) – that row and its wish are named.
 */
function wishAnswer(s: DudabState, card: CardId): string {
  if (isDudab(card)) return 'Eine Dudab-Karte passt auf jede Reihe – du darfst sie auch legen, wenn ein Wunsch offen ist.';
  const r = s.reihen.findIndex((row) => row.wunsch !== null && fits(card, row.wunsch));
  const w = s.reihen[r]?.wunsch;
  if (!w) throw new Error(`dudab-wunsch: ${card} fulfils no open wish`);
  return `${capitalize(cardPhrase(card, 'nom'))} erfüllt den Wunsch in Reihe ${r + 1}: Gewünscht ist ${wunschText(w)}.`;
}

// ---------------------------------------------------------------------------------------------
// 4. Du bist verhext: was darfst du? (§5.5, Strafe included)

const verhext: Kind<Record<string, never>> = {
  id: 'dudab-verhext',
  title: 'Du bist verhext: Was darfst du?',
  section: '§5.5 phase verhext',
  rule: 'schamane',
  shape: 'moves',
  legality: true,
  decidedBy: 'legalMoves in phase verhext (legen moves by card, and strafe); reasons from check',
  options,
  find: (s) => (s.phase === 'verhext' && open(s, PENALTY) ? {} : null),
  stop: 0.8,
  question: () =>
    'Ein Schamane hat dich verhext. Was darfst du jetzt tun? Wähle alle Karten, die du legen darfst, und „Strafe“, falls sie erlaubt ist.',
  choices: (s) => [...hand(s), PENALTY],
  label: (_s, _q, item) => (item === PENALTY ? 'Strafe' : null),
  solve: (s) => allowed(s, 'strafe'),
  whyWrong(s, _q, item) {
    if (item !== PENALTY) return legenVerdict(s, item, s.verhext!.reihe, 'schamane');
    const v = check(s, { type: 'strafe', seat: 0 });
    return v.ok ? { reason: '', rule: 'schamane' } : { reason: v.reason, rule: v.rule };
  },
  whyRight: (_s, _q, item) =>
    item === PENALTY
      ? { reason: 'Du hast weder einen Schamanen noch eine Dudab-Karte, also nimmst du die Strafe.', rule: 'schamane' }
      : { reason: `Mit ${cardPhrase(item, 'dat')} antwortest du auf den Fluch.`, rule: 'schamane' },
};

// ---------------------------------------------------------------------------------------------
// 5. Wie viele Punkte zählen deine Karten? (§7 Scoring, D17–D21)

/** Decided by the engine's round scoring (`rundenPunkte`, wertung.ts) of Sammelstapel plus hand. */
const pilePoints = (s: DudabState): number => rundenPunkte([...s.sammelstapel[0]!, ...hand(s)]);
const pileSize = (s: DudabState): number => s.sammelstapel[0]!.length + hand(s).length;

const punkte: Kind<Record<string, never>> = {
  id: 'dudab-punkte',
  title: 'Wie viele Punkte zählen deine Karten?',
  section: '§7 Scoring (D17–D21)',
  rule: 'wertung',
  shape: 'number',
  legality: false,
  decidedBy: 'rundenPunkte (wertung.ts, the round scoring of play) on your Sammelstapel plus hand',
  options,
  find(s, level) {
    if (s.phase !== 'zug' || s.sammelstapel[0]!.length === 0 || dudabPlay.legalMoves(s).length < 2) return null;
    // Normal: up to 8 cards; „schwerer“: more, with Dudab-Karten and shamans to pair.
    const cards = [...s.sammelstapel[0]!, ...hand(s)];
    if (level === 0) return cards.length <= 8 ? {} : null;
    return cards.length > 8 && cards.some(isDudab) && cards.some(isSchamane) ? {} : null;
  },
  question: () => 'Angenommen, die Runde endet jetzt: Wie viele Punkte zählen dein Sammelstapel und deine Hand zusammen?',
  choices: (s) => Array.from({ length: 9 * pileSize(s) + 1 }, (_, i) => String(i - 4 * pileSize(s))),
  solve: (s) => pilePoints(s),
  whyWrong: (s) => ({ reason: pileReason(s), rule: 'wertung' }),
  whyRight: (s) => ({ reason: pileReason(s), rule: 'wertung' }),
};

function pileReason(s: DudabState): string {
  const w = wertung([...s.sammelstapel[0]!, ...hand(s)]);
  return `${formatNumber(w.schlechtpunkte)} Schlechtpunkte minus ${formatNumber(w.gutpunkte)} Gutpunkte ergibt ${formatNumber(w.summe)}: Je eine Dudab-Karte hebt einen Schamanen auf, übrige Schamanen zählen 5, übrige Dudab-Karten machen die höchsten Ziffern zu Gutpunkten, alle anderen Ziffern zählen ihren Wert.`;
}

// ---------------------------------------------------------------------------------------------
// 6. „6 nimmt“: wie viele Karten nimmst du? (§5.6 step 2)

interface MoveQ {
  move: Legen;
}

/** Decided by `play(legen)`: the cards of the SechsNimmt event (0 without one). */
function taken(s: DudabState, m: Legen): number {
  for (const e of dudabPlay.play(s, m).events as DudabEvent[]) if (e.type === 'SechsNimmt') return e.karten.length;
  return 0;
}

const sechsNimmt: Kind<MoveQ> = {
  id: 'dudab-sechs-nimmt',
  title: '„6 nimmt“: Wie viele Karten nimmst du?',
  section: '§5.6 step 2 „6 nimmt“',
  rule: 'sechs-nimmt',
  shape: 'number',
  legality: false,
  decidedBy: 'play(legen): the SechsNimmt event’s cards',
  options,
  find(s, level, rng) {
    if (s.phase !== 'zug' || !s.reihen.some((r) => r.karten.length === 5)) return null;
    const moves = legen(s);
    if (moves.length < 2) return null;
    // Normal: a move onto a full row; „schwerer“: any move, full row or not.
    const pool = level === 0 ? moves.filter((m) => s.reihen[m.reihe]!.karten.length === 5) : moves;
    return pool.length === 0 ? null : { move: pool[randomInt(rng, pool.length)]! };
  },
  question: (s, q) =>
    `Du legst ${cardPhrase(q.move.karte, 'akk')} auf ${rowText(q.move.reihe)} (dort ${s.reihen[q.move.reihe]!.karten.length === 1 ? 'liegt 1 Karte' : `liegen ${s.reihen[q.move.reihe]!.karten.length} Karten`}). Wie viele Karten kommen dadurch in deinen Sammelstapel?`,
  choices: () => ['0', '1', '2', '3', '4', '5', '6'],
  solve: (s, q) => taken(s, q.move),
  whyWrong: (s, q) => ({ reason: takeReason(s, q.move), rule: 'sechs-nimmt' }),
  whyRight: (s, q) => ({ reason: takeReason(s, q.move), rule: 'sechs-nimmt' }),
};

function takeReason(s: DudabState, m: Legen): string {
  return taken(s, m) > 0
    ? 'Deine Karte ist die sechste der Reihe: Die fünf Karten darunter nimmst du in deinen Sammelstapel, deine Karte bleibt liegen.'
    : 'Die Reihe hat danach höchstens fünf Karten – genommen wird erst mit der sechsten.';
}

// ---------------------------------------------------------------------------------------------

export const DUDAB_DRILL_KINDS = [reihe, wohin, wunsch, verhext, punkte, sechsNimmt] as const;

export const dudabDrills = drillGame('dudab', dudabPlay, DUDAB_DRILL_KINDS, DUDAB_NAMES, (s) => s.options.spieler);
