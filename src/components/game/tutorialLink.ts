/**
 * An example's link (`?szenario=<id>&schritt=<n>`), loaded by TutorialPlayer as a chunk of its own
 * only when the address names the example: reading the step (core/scenarioLink.ts) and, once that
 * step is on screen, bringing it into view.
 */
import { revealIsland } from './useUrlState';

export { parseScenarioParams } from '../../games/core/scenarioLink';

/**
 * Scrolls the example into view – and further, if the step's buttons would still be below the
 * fold, as far as the hand's top allows: the hand, the task, „Tipp“ and „Weiter“ on one screen.
 */
export function revealStep(el: HTMLElement) {
  revealIsland(el);
  const hand = el.querySelector('.hand')?.getBoundingClientRect();
  const controls = el.querySelector('.steuerung')?.getBoundingClientRect();
  const below = controls ? controls.bottom - window.innerHeight + 8 : 0;
  if (hand && below > 0) window.scrollBy(0, Math.min(below, hand.top - 8));
}
