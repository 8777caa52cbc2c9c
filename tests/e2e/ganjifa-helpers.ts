/** Helpers that drive the Ganjifa islands the way a reader does: by role and German name. */
import type { Locator, Page } from '@playwright/test';
import { gamePage, openFreePlay as openGameFreePlay, openScenario as openGameScenario, playScenarioStep, type Press } from './game-helpers';
export { keyboardPress } from './game-helpers';
import { actionLabel, cardName, ganjifa, type GanjifaLayout, type GanjifaMove, type GanjifaState } from '../../src/games/ganjifa';
import { ganjifaKit } from '../../src/games/ganjifa/kit';
import { heuristicBot } from '../../src/games/ganjifa/bots';
import { makeRng, deriveSeed } from '../../src/games/core/rng';
import { makePartieCode } from '../../src/games/core/codec';
import type { Scenario } from '../../src/games/core/scenario';

export const PAGE = gamePage('ganjifa');

export type GanjifaScenario = Scenario<GanjifaLayout, GanjifaMove, GanjifaState>;

export const openScenario = (page: Page, id: string, step?: number): Promise<Locator> => openGameScenario(page, 'ganjifa', id, step);

export const openFreePlay = (page: Page, query = ''): Promise<Locator> => openGameFreePlay(page, 'ganjifa', query);

export function hand(section: Locator): Locator {
  return section.getByRole('group', { name: 'Deine Hand', exact: true });
}

export function card(section: Locator, id: string): Locator {
  return hand(section).getByRole('button', { name: cardName(id), exact: true });
}

/** Everything visible of a position that a link must reproduce. */
export async function position(section: Locator) {
  return {
    hand: await hand(section)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    table: await section.locator('.flaeche').innerText(),
    period: await section.locator('.tageszeit').innerText(),
    opponents: await section.getByRole('list', { name: 'Gegner' }).innerText(),
  };
}

/** Makes the reader's move `move` with `press` (a click, or Tab + Enter): a button or the cards. */
export async function makeMove(section: Locator, move: GanjifaMove, press: (target: Locator) => Promise<void>) {
  switch (move.type) {
    case 'CHOOSE_PERIOD':
      await press(section.getByRole('button', { name: actionLabel(move), exact: true }));
      return;
    case 'LEAD_DUKAL':
      // Select the cards one after another; the last one completes the Dukal.
      for (const c of move.cards) await press(card(section, c));
      return;
    default: {
      await press(card(section, move.card));
      // A card that also belongs to a Dukal waits for more cards: lead it alone.
      const alone = section.getByRole('group', { name: 'Auswahl' }).getByRole('button', { name: actionLabel(move), exact: true });
      if (await alone.isVisible().catch(() => false)) await press(alone);
    }
  }
}

/** Plays step `n` of a scenario as a reader: the expected move for 'expect' steps, then „Weiter“. */
export function playStep(section: Locator, scenario: GanjifaScenario, n: number, press: Press) {
  return playScenarioStep(section, scenario, n, press, (move) => makeMove(section, move, press));
}

/**
 * A free-play game (level „Fortgeschritten“) replayed as the page's machine would play it, with the
 * reader always taking the first legal single-card move, until `stop` says so. Returns the partie
 * code of that position and its state, or null if no seed up to `seeds` gets there.
 */
export function findPartie(stop: (state: GanjifaState) => boolean, seeds = 400): { code: string; state: GanjifaState } | null {
  const level = 'fortgeschritten';
  for (let seed = 1; seed <= seeds; seed++) {
    let state = ganjifa.deal({}, seed);
    const moves: GanjifaMove[] = [];
    while (!ganjifa.isOver(state)) {
      if (stop(state)) return { code: makePartieCode(ganjifaKit, { options: {}, level, seed, moves }), state };
      const legal = ganjifa.legalMoves(state);
      const move =
        ganjifa.toAct(state) === 0
          ? (legal.find((m) => m.type !== 'LEAD_DUKAL') ?? legal[0]!)
          : heuristicBot(ganjifa.view(state, ganjifa.toAct(state)!), makeRng(deriveSeed(seed, moves.length)));
      moves.push(move);
      state = ganjifa.play(state, move);
    }
  }
  return null;
}
