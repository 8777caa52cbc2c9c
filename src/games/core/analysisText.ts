/**
 * The analysis in German words (core/analysis.ts), for the page: values, losses, thresholds and
 * one line per decision. Imports only types from the analysis, so a page can word a result that
 * the worker computed without loading the search.
 */
import type { AnalysisScale, DecisionAnalysis, Thresholds } from './analysis';
import { formatSigned } from './numbers';

const NBSP = '\u00a0';

/** One decimal with a decimal comma: „2,5“, „−3“ (typographic minus). */
const decimal = (n: number, signed: boolean): string => {
  const r = Math.round(n * 10) / 10 || 0;
  return (signed ? formatSigned(r) : formatSigned(r).replace(/^\+/, '')).replace('.', ',');
};

/** A value as the graph and the list show it: „58 %“, „−3,2 Punkte“ (Dudab: against the table average). */
export function formatValue(value: number, scale: AnalysisScale): string {
  if (scale.kind === 'chance') return `${Math.round(value)}${NBSP}%`;
  return `${decimal(value, true)}${NBSP}${scale.unit}`;
}

/** A loss: „12 Prozentpunkte“, „1 Prozentpunkt“, „2,5 Punkte“. */
export function formatLoss(loss: number, scale: AnalysisScale): string {
  if (scale.kind === 'chance') {
    const n = Math.round(loss);
    return `${n}${NBSP}${n === 1 ? 'Prozentpunkt' : 'Prozentpunkte'}`;
  }
  const text = decimal(loss, false);
  return `${text}${NBSP}${text === '1' ? 'Punkt' : 'Punkte'}`;
}

/** „Ab 4 Prozentpunkten Verlust ist ein Zug ungenau, ab 10 ein Fehler, ab 20 ein grober Fehler.“ */
export function thresholdsText(scale: AnalysisScale, t: Thresholds): string {
  const first = t.ungenau;
  const unit = scale.kind === 'chance' ? (first === 1 ? 'Prozentpunkt' : 'Prozentpunkten') : first === 1 ? 'Punkt' : 'Punkten';
  const n = (x: number) => decimal(x, false);
  return `Ab ${n(first)}${NBSP}${unit} Verlust ist ein Zug ungenau, ab ${n(t.Fehler)} ein Fehler, ab ${n(t['grober Fehler'])} ein grober Fehler.`;
}

/**
 * One decision in a line („Pik 7 angreifen: 58 % – besser: Herz 6 angreifen: 71 %“); `label`
 * words a move (e.g. the engine's `describe` at that position without its full stop).
 */
export function decisionLine<M>(d: DecisionAnalysis<M>, label: (move: M) => string, scale: AnalysisScale): string {
  if (d.forced) return `${label(d.made)}: der einzige erlaubte Zug`;
  const made = `${label(d.made)}: ${formatValue(d.madeValue, scale)}`;
  if (d.madeIsBest) return `${made} – der beste Zug`;
  if (d.loss === 0) return `${made} – so gut wie der Vorschlag ${label(d.best)}`;
  return `${made} – besser: ${label(d.best)}: ${formatValue(d.bestValue, scale)}`;
}
