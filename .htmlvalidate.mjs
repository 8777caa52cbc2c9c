// html-validate over every built page (tests/run-all.mjs, after `astro build`): the recommended
// rules, minus the few that flag a deliberate choice rather than a defect – each with its reason.
import { defineConfig } from 'html-validate';

export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Islands set custom properties (--i, --n of a fanned hand) and MDX tables their column
    // alignment as style attributes; the CSP allows them on purpose (src/integrations/csp.mjs).
    'no-inline-style': 'off',
    // Preact writes void elements as <input/>; both spellings are valid HTML.
    'void-style': 'off',
    // Named lists (a player's row, „Punkteanzeiger“, „Tisch“) are how a screen reader tells the
    // islands' lists apart; ARIA allows a name on a list, and axe accepts it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The search's results are a listbox of links (combobox pattern); a <select> cannot hold links.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // HTML5 ids may start with a digit (the heading „6 nimmt“ has the id 6-nimmt).
    'valid-id': ['error', { relaxed: true }],
  },
});
