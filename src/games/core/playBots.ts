/**
 * The bots of free play (core/playMachine.ts): loading a kit's bots once, the input a bot decides
 * from, running the bot of a level, and the „Tipp“ sentence with its reason.
 */
import type { GameKit, KitBots } from './kit';
import type { BotInput, PlayContext } from './playTypes';
import { deriveSeed, makeRng } from './rng';
import type { BaseEvent, BaseView, BaseMove, Seat } from './types';

/**
 * The level that plays the reader's seat after „Zum Ergebnis“: no level of any kit, so `decide`
 * (and the Profi actor, which passes other levels on) answers with the hint bot, at once.
 */
export const STAND_IN = 'tipp';

const HUMAN: Seat = 0;

/** The reason the game's explainer gives for the hint `move` (null: the game has no explainer). */
export async function explain<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  view: V,
  move: M,
): Promise<string | null> {
  return kit.hintWhy ? (await kit.hintWhy())(view, move) : null;
}

/** „Tipp: Du greifst mit der Pik 9 an – weil du damit …“: the hint sentence with its reason. */
export function hintText(sentence: string, why: string | null): string {
  if (!why) return sentence;
  return `${sentence.replace(/\.$/, '')}, weil ${why}.`;
}

const loadedBots = new WeakMap<object, Promise<KitBots<unknown, unknown>>>();

/**
 * The kit's bots, loaded once per kit (their chunk comes with the first bot move or „Tipp“). A load
 * that failed (offline, say) is tried again next time.
 */
export function botsOf<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
): Promise<KitBots<V, M>> {
  let bots = loadedBots.get(kit) as Promise<KitBots<V, M>> | undefined;
  if (!bots) {
    bots = kit.bots();
    loadedBots.set(kit, bots as Promise<KitBots<unknown, unknown>>);
    bots.catch(() => loadedBots.delete(kit));
  }
  return bots;
}

/**
 * What a bot decides from: the view of the seat to act (or `seat`), and the decision's seed
 * deriveSeed(game seed, number of moves so far). The one place that builds a bot's input, for
 * bot moves, „Zum Ergebnis“ and „Tipp“ alike.
 */
export function botInput<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  context: Pick<PlayContext<S, M, O>, 'state' | 'seed' | 'moves' | 'level'>,
  seat: Seat = kit.rules.toAct(context.state) ?? HUMAN,
  rushing = false,
): BotInput<V> {
  return {
    view: kit.rules.view(context.state, seat),
    seed: deriveSeed(context.seed, context.moves.length),
    // after „Zum Ergebnis“ the hint bot stands in for the reader
    level: rushing && seat === HUMAN ? STAND_IN : context.level,
  };
}

/**
 * Runs the bot of the input's level on it (with `hint`: the hint bot). The „Profi“ level has no bot
 * here: its search runs in a Web Worker that the page provides as the `botMove` actor; where there
 * is no worker (Node), the hint bot stands in, as it does for an unknown level.
 */
export async function decide<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  input: BotInput<V>,
  hint = false,
): Promise<M> {
  const bots = await botsOf(kit);
  const bot = hint ? bots.hint : (bots.levels[input.level] ?? bots.hint);
  return bot(input.view, makeRng(input.seed));
}
