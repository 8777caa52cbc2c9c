/**
 * „Übungen“: renders the exercise view into its section (start.ts loads this module on
 * „Übung starten“ or for an exercise link). The props were computed at build time and stand in the
 * section's `data-uebungen`. The exercise's look (the tables' islands.css and its own
 * uebungen.css) is linked first, unless the page has it (stylesheet.ts); the promise rejects when
 * a sheet does not load.
 */
import { h, render } from 'preact';
import type { UebungenProps } from './arten';
import UebungView from './UebungView';
import islands from '../../../styles/islands.css?url';
import uebungen from '../../../styles/uebungen.css?url';
import { stylesheet } from './stylesheet';

export function mount(place: HTMLElement, fromLink: boolean): Promise<void> {
  return Promise.all([stylesheet('uebungen', uebungen, true), stylesheet('islands', islands)]).then(() => {
    const props = JSON.parse(place.dataset.uebungen!) as UebungenProps;
    place.textContent = '';
    render(h(UebungView, { ...props, fromLink }), place);
  });
}
