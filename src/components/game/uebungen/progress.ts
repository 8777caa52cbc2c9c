/**
 * „Übungen“: the reader's progress per game, pure (no DOM, no storage): what `record` adds after
 * „Prüfen“, which kind comes next (`pickKind`, a small spaced-repetition rule) and the summary the
 * island and the home page show. The island stores it under `progressKey(game)` (versioned: a
 * stored value of another version counts as no progress); `readProgress` accepts anything and
 * never throws.
 *
 * The rule (stated on the page, `REPEAT_RULE`): every kind has a gap, counted in exercises of its
 * game. A wrong answer sets it to 2, a right one doubles it, starting at 4 (at most 16). The kind
 * is due again after its gap; the next exercise is the kind that has been due longest, kinds never
 * tried first.
 *
 * An exercise counts once (issue 30): `answered` keeps the codes (`?uebung=`) already counted, the
 * newest `MAX_ANSWERED`; answering a reopened link again is judged but `record` leaves the progress
 * as it was. Progress stored before this list existed reads as having answered none.
 */

export const PROGRESS_VERSION = 1;
export const progressKey = (game: string): string => `kartenspiele:uebungen:v${PROGRESS_VERSION}:${game}`;
/** „schwerer“, one switch for all games. */
export const HARD_KEY = 'kartenspiele:uebungen:schwerer';

export const FIRST_GAP = 2;
/** How many answered exercise codes are kept per game (the oldest are forgotten). */
export const MAX_ANSWERED = 500;
export const MAX_GAP = 16;

export const REPEAT_RULE =
  `Welche Art als Nächstes kommt, richtet sich nach deinen Antworten: Eine Art, bei der du danebenlagst, kommt schon ${FIRST_GAP} Übungen später wieder. ` +
  `Nach einer richtigen Antwort kommt sie erst ${2 * FIRST_GAP} Übungen später, nach jeder weiteren richtigen doppelt so spät, höchstens nach ${MAX_GAP}. Neue Arten kommen zuerst dran.`;

export interface KindProgress {
  seen: number;
  right: number;
  /** Right answers in a row. */
  streak: number;
  /** Exercises until the kind is due again after its last answer. */
  gap: number;
  /** The exercise count (`done`) at which it is due again. */
  due: number;
}

export interface GameProgress {
  v: typeof PROGRESS_VERSION;
  /** Exercises answered in this game. */
  done: number;
  /** Right answers in a row over all kinds of the game. */
  streak: number;
  best: number;
  kinds: Record<string, KindProgress>;
  /** The codes of the exercises already counted, oldest first (at most `MAX_ANSWERED`). */
  answered: string[];
}

export const emptyProgress = (): GameProgress => ({
  v: PROGRESS_VERSION,
  done: 0,
  streak: 0,
  best: 0,
  kinds: {},
  answered: [],
});

const count = (x: unknown): number => (typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : 0);

/** Stored JSON → progress; anything else (missing, broken, another version) → no progress. */
export function readProgress(raw: unknown): GameProgress {
  if (!raw || typeof raw !== 'object') return emptyProgress();
  const r = raw as Record<string, unknown>;
  if (r.v !== PROGRESS_VERSION) return emptyProgress();
  const kinds: Record<string, KindProgress> = {};
  if (r.kinds && typeof r.kinds === 'object') {
    for (const [id, k] of Object.entries(r.kinds as Record<string, Record<string, unknown> | null>)) {
      if (!k || typeof k !== 'object') continue;
      const seen = count(k.seen);
      kinds[id] = {
        seen,
        right: Math.min(seen, count(k.right)),
        streak: count(k.streak),
        gap: count(k.gap),
        due: count(k.due),
      };
    }
  }
  const answered = Array.isArray(r.answered)
    ? r.answered.filter((c): c is string => typeof c === 'string' && c.length <= 80).slice(-MAX_ANSWERED)
    : [];
  return {
    v: PROGRESS_VERSION,
    done: count(r.done),
    streak: count(r.streak),
    best: count(r.best),
    kinds,
    answered,
  };
}

/** Has the exercise with this code been counted already? */
export const counted = (p: GameProgress, code: string): boolean => p.answered.includes(code);

/** The progress after one answer of `kind` (exercise `code`); an exercise already counted changes nothing. */
export function record(p: GameProgress, kind: string, right: boolean, code?: string): GameProgress {
  if (code !== undefined && counted(p, code)) return p;
  const old = p.kinds[kind] ?? { seen: 0, right: 0, streak: 0, gap: 0, due: 0 };
  const done = p.done + 1;
  const gap = right ? Math.min(MAX_GAP, Math.max(2 * FIRST_GAP, old.gap * 2)) : FIRST_GAP;
  const streak = right ? p.streak + 1 : 0;
  return {
    v: PROGRESS_VERSION,
    done,
    streak,
    best: Math.max(p.best, streak),
    kinds: {
      ...p.kinds,
      [kind]: {
        seen: old.seen + 1,
        right: old.right + (right ? 1 : 0),
        streak: right ? old.streak + 1 : 0,
        gap,
        due: done + gap,
      },
    },
    answered: code === undefined ? p.answered : [...p.answered, code].slice(-MAX_ANSWERED),
  };
}

/** How long `kind` has been due (negative: not yet); a kind never tried is due since ever. */
export function overdue(p: GameProgress, kind: string): number {
  const k = p.kinds[kind];
  return k ? p.done - k.due : Number.MAX_SAFE_INTEGER;
}

/**
 * The next kind: the one due longest over all games given (`kinds` per game); ties are broken by
 * `rnd` in [0, 1), so the same progress and `rnd` always pick the same kind.
 */
export function pickKind(
  candidates: readonly {
    game: string;
    progress: GameProgress;
    kinds: readonly string[];
  }[],
  rnd: number,
): { game: string; kind: string } {
  let best = -Infinity;
  let tied: { game: string; kind: string }[] = [];
  for (const c of candidates) {
    for (const kind of c.kinds) {
      const o = overdue(c.progress, kind);
      if (o > best) {
        best = o;
        tied = [];
      }
      if (o === best) tied.push({ game: c.game, kind });
    }
  }
  if (tied.length === 0) throw new Error('pickKind: no kinds');
  return tied[Math.min(tied.length - 1, Math.floor(rnd * tied.length))]!;
}

/** Percent of right answers, rounded (null before the first answer). */
export const rate = (right: number, seen: number): number | null => (seen > 0 ? Math.round((100 * right) / seen) : null);

/** Totals of a game: answered, right, rate, current and best streak. */
export function summary(p: GameProgress): {
  done: number;
  right: number;
  rate: number | null;
  streak: number;
  best: number;
} {
  let right = 0;
  let seen = 0;
  for (const k of Object.values(p.kinds)) {
    right += k.right;
    seen += k.seen;
  }
  return {
    done: seen,
    right,
    rate: rate(right, seen),
    streak: p.streak,
    best: p.best,
  };
}
