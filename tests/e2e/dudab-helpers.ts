/** Helpers that drive the Dudab islands the way a reader does: by role and German name. */
import type { Locator, Page } from '@playwright/test';
import {
  copiedLink,
  gamePage,
  logLines,
  openFreePlay as openGameFreePlay,
  openScenario as openGameScenario,
  playScenarioStep,
  click,
  type Press,
} from './game-helpers';
import { dudab } from '../../src/games/dudab/rules';
import { dudabKit } from '../../src/games/dudab/kit';
import { FARBE_NAMEN, SYMBOL_NAMEN, cardName } from '../../src/games/dudab/cards';
import { makePartieCode } from '../../src/games/core/codec';
import { makeRng, randomInt } from '../../src/games/core/rng';
import { stateBeforeStep, type Scenario } from '../../src/games/core/scenario';
import type { DudabLayout, DudabMove, DudabOptions, DudabState, Wunsch } from '../../src/games/dudab/types';

export const PAGE = gamePage('dudab');

export type { Press };
export { click, keyboardPress } from './game-helpers';

export const openScenario = (page: Page, id: string, step?: number | string): Promise<Locator> => openGameScenario(page, 'dudab', id, step);

export const openFreePlay = (page: Page, query = ''): Promise<Locator> => openGameFreePlay(page, 'dudab', query);

export function hand(section: Locator): Locator {
  return section.getByRole('group', { name: 'Deine Hand', exact: true });
}

/** The button of hand card `id` (cards with the same name, e.g. two Dudab-Karten, by their place). */
export function cardButton(section: Locator, state: DudabState, id: string): Locator {
  const name = cardName(id);
  const same = (state.hands[0] ?? []).filter((c) => cardName(c) === name);
  return hand(section)
    .getByRole('button', { name, exact: true })
    .nth(Math.max(0, same.indexOf(id)));
}

/** The accessible name of a wish button: „Symbol Mammut wünschen“. */
export function wishName(w: Wunsch): string {
  if (w.art === 'farbe') return `Farbe ${FARBE_NAMEN[w.wert]} wünschen`;
  if (w.art === 'symbol') return `Symbol ${SYMBOL_NAMEN[w.wert]} wünschen`;
  return `Ziffer ${w.wert} wünschen`;
}

export function button(section: Locator, name: string): Locator {
  return section.getByRole('button', { name, exact: true });
}

/** Makes `move` at `state` as a reader: cards, then the row, the wish or the confirm button. */
export async function makeMove(section: Locator, state: DudabState, move: DudabMove, press: Press = click) {
  switch (move.type) {
    case 'legen':
      await press(cardButton(section, state, move.karte));
      await press(button(section, `Auf Reihe ${move.reihe + 1} legen`));
      if (move.wunsch) {
        const picker = section.getByRole('group', { name: `Was wünschst du dir für Reihe ${move.reihe + 1}?` });
        await press(picker.getByRole('button', { name: wishName(move.wunsch), exact: true }));
      }
      return;
    case 'ziehen':
      if (move.inStapel) {
        await press(cardButton(section, state, move.inStapel));
        await press(button(section, 'In den Sammelstapel legen und nachziehen'));
      } else await press(button(section, 'Nachziehen'));
      return;
    case 'strafe':
      return press(button(section, 'Strafe nehmen'));
    case 'nichtReduzieren':
      return press(button(section, 'Alle Karten behalten'));
    case 'reduzieren':
      for (const c of move.behalten) await press(cardButton(section, state, c));
      return press(button(section, move.ziel === 'abwurf' ? 'Rest abwerfen' : 'Rest in den Sammelstapel'));
    case 'entsorgen':
      for (const c of move.karten) await press(cardButton(section, state, c));
      return press(button(section, 'In den Sammelstapel entsorgen'));
    case 'naechsteRunde':
      return press(button(section, 'Nächste Runde'));
  }
}

/** Plays step `n` of a scenario as a reader: the expected move for 'expect' steps, then „Weiter“. */
export function playStep(section: Locator, scenario: Scenario<DudabLayout, DudabMove, DudabState>, n: number, press: Press = click) {
  return playScenarioStep(section, scenario, n, press, (move) => makeMove(section, stateBeforeStep(dudab, scenario, n), move, press));
}

/** Everything visible of a position that a link must reproduce. */
export async function position(section: Locator) {
  const rows = section.getByRole('list', { name: 'Reihen' });
  return {
    hand: await hand(section)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    rows: (await rows.count()) > 0 ? await rows.innerText() : '',
    opponents: await section.getByRole('list', { name: 'Gegner' }).innerText(),
  };
}

/**
 * A free-play link (`?partie=…`) to the first position of a seeded game where the reader is to act
 * and `wanted` holds. Every seat plays seeded random legal moves from the engine's own list, so the
 * link opens exactly that position. Returns the query and the position.
 */
export function partieWhere(
  wanted: (state: DudabState) => boolean,
  options: DudabOptions = { spieler: 3, runden: 3, startSeat: 0 },
): { query: string; state: DudabState } {
  for (let seed = 1; seed < 400; seed++) {
    const rng = makeRng(seed * 7919);
    let state = dudab.deal(options, seed);
    const moves: DudabMove[] = [];
    for (let guard = 0; guard < 400 && !dudab.isOver(state); guard++) {
      if (dudab.toAct(state) === 0 && wanted(state)) {
        const code = makePartieCode(dudabKit, { options, level: dudabKit.levels[0]!.id, seed, moves });
        return { query: '?partie=' + code, state };
      }
      const legal = dudab.legalMoves(state);
      const move = legal[randomInt(rng, legal.length)]!;
      moves.push(move);
      state = dudab.play(state, move);
    }
  }
  throw new Error('no such position found');
}

export { copiedLink, logLines };

/** The ids of the examples this browser counts as done. */
export async function examplesDone(page: Page): Promise<string[]> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('kartenspiele:fortschritt:dudab'))) ?? '[]');
}
