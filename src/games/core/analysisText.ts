/**
 * The analysis in German words (core/analysis.ts), for the page: values, losses, thresholds and
 * one line per decision. Imports only types from the analysis, so a page can word a result that
 * the worker computed without loading the search.
 */
import type { AnalysisScale, DecisionAnalysis, Mark, Thresholds } from './analysisModel';
import { formatSigned } from './numbers';

const NBSP = '\u00a0';

/**
 * A value as the page shows it: a chance in whole percent, points to one decimal. Every difference
 * the page shows is the difference of two such shown values, and every mark follows them.
 */
export function shownValue(value: number, scale: Pick<AnalysisScale, 'kind'>): number {
  return scale.kind === 'chance' ? Math.round(value) : Math.round(value * 10) / 10;
}

/** The shown loss: shown best minus shown made value, in the reader's favour, never below 0. */
export function shownLoss(best: number, made: number, scale: Pick<AnalysisScale, 'kind' | 'better'>): number {
  const d = (scale.better === 'hoch' ? 1 : -1) * (shownValue(best, scale) - shownValue(made, scale));
  return Math.max(0, Math.round(d * 10) / 10);
}

/** The shown uncertainty of a loss (its 95 % half-width), rounded up to the shown unit. */
export function shownMargin(margin: number, scale: Pick<AnalysisScale, 'kind'>): number {
  if (!Number.isFinite(margin)) return Number.POSITIVE_INFINITY;
  return scale.kind === 'chance' ? Math.ceil(margin - 1e-9) : Math.ceil(margin * 10 - 1e-9) / 10;
}

/**
 * A „Fehler“ must hold on the real cards, which the analysis never sees: of the card distributions
 * it sampled that fit what the reader saw (its „worlds“), the move made must come out worse in at
 * least this share (a world where both moves came out the same counts half).
 */
export const SURE_SHARE = 0.9;

/** The share of worlds in which the move made came out worse than the best (ties half), 1 without worlds. */
export function worseShare(d: Pick<DecisionAnalysis<unknown>, 'worlds' | 'worldsWorse' | 'worldsBetter'>): number {
  if (!(d.worlds > 0)) return 1;
  return (d.worldsWorse + 0.5 * (d.worlds - d.worldsWorse - d.worldsBetter)) / d.worlds;
}

/**
 * The mark of a shown loss and its shown uncertainty: „ungenau“ from the first threshold on; a
 * „Fehler“ or „grober Fehler“ only when the loss minus its uncertainty still reaches that threshold
 * (a clear mistake, not noise) and the move came out worse in at least `SURE_SHARE` of the sampled
 * card distributions (`share`; a mistake on the real cards, not only on average).
 */
export function markFor(loss: number, margin: number, t: Thresholds, share = 1): Mark {
  const sure = loss - margin;
  if (share >= SURE_SHARE) {
    if (sure >= t['grober Fehler']) return 'grober Fehler';
    if (sure >= t.Fehler) return 'Fehler';
  }
  if (loss >= t.ungenau) return 'ungenau';
  return 'gut';
}

/** „in 6 von 10“: a share in tenths, rounded down (so „9 von 10“ only from 0.9 on). */
export function tenthsText(share: number): string {
  return `${Math.floor(share * 10 + 1e-9)} von 10`;
}

/**
 * Why a move that loses at least the „Fehler“ threshold is still no „Fehler“ (null when it is one,
 * or loses less): it came out worse in too few of the possible card distributions.
 */
export function notSureText(d: DecisionAnalysis<unknown>, t: Thresholds, scale: AnalysisScale): string | null {
  if (d.madeIsBest || d.forced || d.mark === 'Fehler' || d.mark === 'grober Fehler') return null;
  const loss = shownLoss(d.bestValue, d.madeValue, scale);
  if (loss - shownMargin(d.margin, scale) < t.Fehler) return null;
  return (
    `Kein Fehler, obwohl der Zug im Mittel ${formatLoss(loss, scale)} kostet: Er schnitt nur in ${tenthsText(worseShare(d))} ` +
    'möglichen Verteilungen der verdeckten Karten schlechter ab. Ob er mit den echten Karten geschadet hat, bleibt offen.'
  );
}

/** One decimal with a decimal comma: „2,5“, „−3“ (typographic minus). */
const decimal = (n: number, signed: boolean): string => {
  const r = Math.round(n * 10) / 10 || 0;
  return (signed ? formatSigned(r) : formatSigned(r).replace(/^\+/, '')).replace('.', ',');
};

/** A value as the graph and the list show it: „58 %“, „−3,2 Punkte“ (Dudab: against the table average). */
export function formatValue(value: number, scale: AnalysisScale): string {
  if (scale.kind === 'chance') return `${shownValue(value, scale)}${NBSP}%`;
  const text = decimal(value, true);
  return `${text}${NBSP}${/^[−+]?1$/.test(text) ? 'Punkt' : scale.unit}`;
}

/** A loss: „12 Prozentpunkte“, „1 Prozentpunkt“, „2,5 Punkte“. */
export function formatLoss(loss: number, scale: AnalysisScale): string {
  if (scale.kind === 'chance') {
    const n = Math.round(loss);
    return `${n}${NBSP}${n === 1 ? 'Prozentpunkt' : 'Prozentpunkte'}`;
  }
  const text = decimal(loss, false);
  return `${text}${NBSP}${/^[−+]?1$/.test(text) ? 'Punkt' : 'Punkte'}`;
}

/** „±3 Prozentpunkte“ / „±0,4 Punkte“: a shown uncertainty. */
export function formatMargin(margin: number, scale: AnalysisScale): string {
  return `±${formatLoss(shownMargin(margin, scale), scale)}`;
}

/** Which way the scale is good, in one sentence („Mehr ist besser …“ / Dudab: „Weniger ist besser …“). */
export function scaleText(scale: AnalysisScale): string {
  if (scale.kind === 'chance') return `Die Werte sind in Prozent die ${scale.label}: mehr ist besser.`;
  return scale.better === 'niedrig'
    ? `Die Werte sind ${scale.label}: weniger ist besser – −2,5 Punkte heißt 2,5 Punkte weniger als der Durchschnitt am Tisch.`
    : `Die Werte sind ${scale.label}: mehr ist besser.`;
}

/** „Ab 4 Prozentpunkten Verlust ist ein Zug ungenau, ab 10 ein Fehler, ab 20 ein grober Fehler.“ */
export function thresholdsText(scale: AnalysisScale, t: Thresholds): string {
  const first = t.ungenau;
  const unit = scale.kind === 'chance' ? (first === 1 ? 'Prozentpunkt' : 'Prozentpunkten') : first === 1 ? 'Punkt' : 'Punkten';
  const n = (x: number) => decimal(x, false);
  return (
    `Ab ${n(first)}${NBSP}${unit} Verlust ist ein Zug ungenau, ab ${n(t.Fehler)} ein Fehler, ab ${n(t['grober Fehler'])} ein grober Fehler. ` +
    'Ein Fehler ist es erst, wenn der Verlust auch nach Abzug seiner Unsicherheit (±) die Schwelle erreicht ' +
    'und der Zug in mindestens 9 von 10 möglichen Verteilungen der verdeckten Karten schlechter abschneidet.'
  );
}

/**
 * One decision in a line („Pik 7 angreifen: 58 % – besser: Herz 6 angreifen: 71 %“); `label`
 * words a move (e.g. the engine's `describe` at that position without its full stop).
 */
export function decisionLine<M>(d: DecisionAnalysis<M>, label: (move: M) => string, scale: AnalysisScale): string {
  if (d.forced) return `${label(d.made)}: der einzige erlaubte Zug`;
  const made = `${label(d.made)}: ${formatValue(d.madeValue, scale)}`;
  if (d.madeIsBest) return d.equivalent ? `${made} – gleichwertig mit dem besten Zug ${label(d.best)}` : `${made} – der beste Zug`;
  if (shownLoss(d.bestValue, d.madeValue, scale) === 0) return `${made} – so gut wie ${label(d.best)}`;
  return `${made} – besser: ${label(d.best)}: ${formatValue(d.bestValue, scale)}`;
}
