/** Helpers that drive the Durak islands the way a reader does: by role and German name. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  dealAgain,
  gamePage,
  logLines,
  openFreePlay as openGameFreePlay,
  openScenario as openGameScenario,
  playScenarioStep,
  type Press,
} from './game-helpers';
export { keyboardPress } from './game-helpers';
import { durak, movesForCard } from '../../src/games/durak/rules';
import { durakKit } from '../../src/games/durak/kit';
import { makePartieCode } from '../../src/games/core/codec';
import { actionLabel } from '../../src/components/durak/durak-ui';
import { cardName } from '../../src/games/durak/cards';
import { stateBeforeStep } from '../../src/games/core/scenario';
import type { Scenario } from '../../src/games/core/scenario';
import type { DurakLayout, DurakState, DurakMove } from '../../src/games/durak/types';

export const PAGE = gamePage('durak');

export const openScenario = (page: Page, id: string, step?: number): Promise<Locator> => openGameScenario(page, 'durak', id, step);

export function hand(section: Locator): Locator {
  return section.getByRole('group', { name: 'Deine Hand', exact: true });
}

/** The names of the reader's cards, in the order shown. */
export async function handNames(section: Locator): Promise<string[]> {
  return hand(section).getByRole('button').allInnerTexts();
}

/** Everything visible of a position that a link must reproduce. */
export async function position(section: Locator) {
  return {
    hand: await hand(section)
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.textContent?.trim())),
    table: await section.getByRole('list', { name: 'Tisch' }).or(section.getByText('Der Tisch ist leer.')).first().innerText(),
    opponents: await section.getByRole('list', { name: 'Gegner' }).innerText(),
  };
}

/** The button a reader uses for a scenario's expected move (a card in the hand, or an action). */
export function buttonFor(section: Locator, move: DurakMove): Locator {
  if (move.type === 'TAKE') return section.getByRole('button', { name: 'Aufnehmen', exact: true });
  if (move.type === 'PASS') return section.getByRole('button', { name: 'Nichts nachlegen', exact: true });
  return hand(section).getByRole('button', { name: cardName(move.card), exact: true });
}

/** Plays step `n` of a scenario as a reader: the expected move for 'expect' steps, then „Weiter“. */
export function playStep(section: Locator, scenario: Scenario<DurakLayout, DurakMove, DurakState>, n: number, press: Press) {
  return playScenarioStep(section, scenario, n, press, (move) => makeMove(section, stateBeforeStep(durak, scenario, n), move, press));
}

/** Makes one move as a reader: its card or action button, then the option naming it where a card has several. */
export async function makeMove(section: Locator, state: DurakState, move: DurakMove, press: Press) {
  await press(buttonFor(section, move));
  // A card with several legal moves asks which one is meant: pick the option named as that action.
  const option = section.getByRole('button', { name: actionLabel(state, move), exact: true });
  if (await option.isVisible().catch(() => false)) await press(option);
}

/** Opens the free-play island (optionally with a query such as `?partie=…`) and waits for it. */
export const openFreePlay = (page: Page, query = ''): Promise<Locator> => openGameFreePlay(page, 'durak', query);

/** Opens „Einstellungen für das nächste Spiel“ (folded under the table) and returns the fieldset. */
export async function settings(section: Locator): Promise<Locator> {
  const fold = section.locator('details.einstellungen-klappe');
  if ((await fold.count()) === 0) return section;
  if ((await fold.getAttribute('open')) === null) await fold.locator('summary').click();
  return fold;
}

/** Chooses players and tempo for the next game and deals it („Neu geben“). */
export async function newGame(section: Locator, players: number, tempo = 'Sofort') {
  const form = await settings(section);
  await form.getByRole('combobox', { name: 'Spieler', exact: true }).selectOption(String(players));
  await form.getByRole('combobox', { name: 'Tempo', exact: true }).selectOption({ label: tempo });
  await dealAgain(section);
}

export { logLines };

/**
 * A free-play link (`?partie=…`) to a two-player position where the reader holds at least
 * `minCards` cards and is to act: the reader takes every attack, the computer attacks with all it
 * may. Built from the engine's own legal moves, so the link opens exactly this position.
 */
export function partieWithBigHand(minCards: number): string {
  const options = { players: 2, transfer: false };
  const seed = 7;
  let state = durak.deal(options, seed);
  const moves: DurakMove[] = [];
  for (let guard = 0; guard < 500; guard++) {
    const who = durak.toAct(state);
    if (who === 0 && (state.hands[0]?.length ?? 0) >= minCards) break;
    const legal = durak.legalMoves(state);
    const pick =
      who === 0
        ? (legal.find((m) => m.type === 'TAKE') ?? legal.find((m) => m.type === 'PASS') ?? legal[0])
        : (legal.find((m) => m.type === 'THROW_IN' || m.type === 'ATTACK' || m.type === 'DEFEND') ?? legal[0]);
    if (!pick) throw new Error('no legal move');
    moves.push(pick);
    state = durak.play(state, pick);
  }
  if ((state.hands[0]?.length ?? 0) < minCards) throw new Error('no position with so many cards found');
  return '?partie=' + makePartieCode(durakKit, { options, level: durakKit.levels[0]!.id, seed, moves });
}

/** A free-play link to the start of a game with `players` players (nothing played yet). */
export function partieStart(players: number, seed = 12345): string {
  return '?partie=' + makePartieCode(durakKit, { options: { players, transfer: true }, level: durakKit.levels[0]!.id, seed, moves: [] });
}

/** Waits until the computer opponents have moved: the reader can act again, or the game is over. */
export async function readerToAct(section: Locator): Promise<void> {
  const playable = hand(section).locator('button:not([aria-disabled])');
  const actions = section.getByRole('button', { name: /^(Aufnehmen|Nichts nachlegen)$/ });
  await expect(
    playable
      .or(actions)
      .first()
      .or(section.getByRole('heading', { name: 'Ergebnis' })),
  ).toBeVisible();
}

/** One decision of the reader: the first playable card, else the action the phase offers. Returns false when the game is over. */
export async function decide(section: Locator): Promise<boolean> {
  if (await section.getByRole('heading', { name: 'Ergebnis' }).isVisible()) return false;
  const before = await logLines(section).count();
  const playable = hand(section).locator('button:not([aria-disabled])');
  const actions = section.getByRole('button', { name: /^(Aufnehmen|Nichts nachlegen)$/ });
  await readerToAct(section);
  if (await section.getByRole('heading', { name: 'Ergebnis' }).isVisible()) return false;
  if ((await playable.count()) > 0) {
    await playable.first().click();
    const choice = section.getByRole('group', { name: /^Was möchtest du mit/ });
    if (await choice.isVisible()) await choice.getByRole('button').first().click();
  } else {
    await actions.first().click();
  }
  await expect.poll(async () => logLines(section).count()).toBeGreaterThan(before);
  return true;
}

/**
 * A free-play link (with Weiterreichen) to a position where one card of the reader stands for
 * several legal moves (beat one of two open cards, or beat or pass on), so the hand asks which is
 * meant. Returns the link and that card's German name.
 */
export function partieWithChoice(): { query: string; card: string } {
  const options = { players: 3, transfer: true };
  for (let seed = 1; seed < 500; seed++) {
    let state = durak.deal(options, seed);
    const moves: DurakMove[] = [];
    for (let guard = 0; guard < 300 && !durak.isOver(state); guard++) {
      if (durak.toAct(state) === 0) {
        const card = (state.hands[0] ?? []).find((c) => movesForCard(state, 0, c).legal.length > 1);
        if (card) {
          const code = makePartieCode(durakKit, { options, level: durakKit.levels[0]!.id, seed, moves });
          return { query: '?partie=' + code, card: cardName(card) };
        }
      }
      const legal = durak.legalMoves(state);
      // attack with everything, rather beat than take: many open cards, many choices
      const pick = legal.find((m) => m.type !== 'PASS' && m.type !== 'TAKE') ?? legal[0]!;
      moves.push(pick);
      state = durak.play(state, pick);
    }
  }
  throw new Error('no position with a choice found');
}
