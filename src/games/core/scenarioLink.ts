/**
 * Reading a tutorial link's `?szenario=<id>&schritt=<n>` (written by ./linkCode.ts,
 * `makeScenarioHref`). An example (TutorialPlayer) loads this module as a chunk of its own, only
 * when the address names it; tests and tools import it through ./codec.ts.
 */
import { err, ok, type Result } from './types';

/** Reads `?szenario=<id>&schritt=<n>`: null when there is no szenario parameter. */
export function parseScenarioParams(
  search: string,
  scenarios: { id: string; steps: unknown[] }[],
): Result<{ id: string; step: number }> | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const id = params.get('szenario');
  if (id === null) return null;
  const scenario = scenarios.find((s) => s.id === id);
  if (!scenario) {
    const shown = id.length > 40 ? `${id.slice(0, 40)}…` : id;
    return err(`Ein Beispiel namens „${shown}“ gibt es auf dieser Seite nicht. Vielleicht ist der Link veraltet.`);
  }
  const stepText = params.get('schritt');
  if (stepText === null || stepText === '') return ok({ id, step: 1 });
  const count = scenario.steps.length;
  if (!/^[0-9]{1,4}$/.test(stepText)) {
    return err(`Die Schrittangabe in diesem Link ist ungültig. Das Beispiel hat die Schritte 1 bis ${count}.`);
  }
  const step = Number(stepText);
  if (step < 1 || step > count) {
    return err(`Schritt ${step} gibt es in diesem Beispiel nicht. Es hat die Schritte 1 bis ${count}.`);
  }
  return ok({ id, step });
}
