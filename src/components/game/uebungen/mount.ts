/**
 * „Übungen“: renders the exercise view into its section (start.ts loads this module on
 * „Übung starten“ or for an exercise link). The props were computed at build time and stand in the
 * section's `data-uebungen`.
 */
import { h, render } from 'preact';
import type { UebungenProps } from './arten';
import UebungView from './UebungView';

export function mount(place: HTMLElement, fromLink: boolean): void {
  const props = JSON.parse(place.dataset.uebungen!) as UebungenProps;
  place.textContent = '';
  render(h(UebungView, { ...props, fromLink }), place);
}
