/**
 * „Profi“: Information-Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling, Powley &
 * Whitehouse 2012), written once for every game over the `GameRules` contract.
 *
 * The search decides from the deciding seat's view only. Each iteration
 *  1. samples a complete state consistent with everything the view shows (the game's
 *     `determinize`: hidden cards drawn from the seeded generator),
 *  2. walks down the one shared tree with UCB1, counting for every child how often it was
 *     available (moves that are legal in this determinization only),
 *  3. adds one untried move, plays out to the end (or `maxPlayoutMoves`) with the game's playout
 *     policy, and
 *  4. credits every node on the path with the reward of the seat that made its move (several
 *     players are searched the same way: each seat maximises its own reward).
 * It answers the root move with the most visits. A fixed number of iterations and the seeded
 * generator make every answer reproducible: the same view, seed and iterations give the same move
 * on every machine, so a game against „Profi“ replays exactly from its link.
 */
import { dataKey } from './data';
import { randomInt, type Random } from './rng';
import type { BaseMove, BaseView, Bot, Seat } from './types';

/** What one search hands to the game: the seat it decides for and its seeded generator. */
export interface SearchContext {
  seat: Seat;
  random: Random;
}

/** What the search needs to know about one game (per game: a determinizer, rewards, a playout policy). */
export interface SearchGame<S, M extends BaseMove, V extends BaseView<M>> {
  /** The engine (only these four functions are used; pass the fast, unchecked rules). */
  rules: {
    legalMoves(state: S): M[];
    play(state: S, move: M): S;
    isOver(state: S): boolean;
    toAct(state: S): Seat | null;
  };
  /**
   * A complete state consistent with everything `view` shows: the seat's own cards as they are,
   * every hidden card drawn from `random` among the cards that can still be there (respecting what
   * the game has revealed: cards shown, suits a player showed void in, hand sizes). Its legal
   * moves for the view's seat must be exactly `view.legal`.
   */
  determinize(view: V, random: Random): S;
  /**
   * Rewards in [0, 1] per seat of a finished state (or of a playout cut off by `maxPlayoutMoves`);
   * `search` lets a game finish the playout itself or weigh the searching seat differently.
   */
  rewards(state: S, search: SearchContext): number[];
  /**
   * The moves the tree considers below the root (default: every legal move), e.g. only the playout
   * policy's best few for a wide opponent move list. The root always has every move of `view.legal`.
   */
  treeMoves?(state: S, search: SearchContext): M[];
  /** The playout policy (default: a uniformly random legal move). */
  playout?(state: S, legal: M[], random: Random): M;
  /** Search stops here as if the game were over (e.g. at the end of a round); default `isOver`. */
  isTerminal?(state: S): boolean;
  /** Playouts stop after this many moves and are scored by `rewards` (default: to the end). */
  maxPlayoutMoves?: number;
  /** A move's identity across determinizations (default: the move as plain data). */
  key?(move: M): string;
  /** The game's UCB1 exploration constant (default 0.7; `SearchOptions.exploration` overrides it). */
  exploration?: number;
}

export interface SearchOptions<S = unknown> {
  /** Iterations per decision (fixed, so answers replay exactly). */
  iterations: number;
  /** The UCB1 exploration constant (default 0.7, rewards are in [0, 1]). */
  exploration?: number;
  /**
   * Analysis only: a quantity of the finished (or cut-off) sample, e.g. „not the Durak“ as 0 or 1,
   * averaged per root move into `Candidate.value`. It must not draw from `search.random`.
   */
  value?: (state: S, rewards: readonly number[], search: SearchContext) => number;
}

/** One root move as the search saw it. */
export interface Candidate<M> {
  move: M;
  /** How often the search tried it. */
  visits: number;
  /** Its mean reward for the deciding seat over those visits (0 … 1): „how often it won“. */
  score: number;
  /** The mean of `SearchOptions.value` over those visits (only when the search was given one). */
  value?: number;
}

export interface SearchResult<M> {
  move: M;
  /** Every root move the search tried, most visits first (ties: better score, then legal order). */
  candidates: Candidate<M>[];
  /** Iterations actually run (0 for a forced move). */
  iterations: number;
}

interface Node<M> {
  move: M | null;
  /** The seat that made `move` (its reward is credited here). */
  seat: Seat;
  visits: number;
  reward: number;
  /** How often this node's move was legal when its parent was visited. */
  available: number;
  /** The sum of `SearchOptions.value` over the samples through this root move (root moves only). */
  value: number;
  children: Map<string, Node<M>>;
}

/** Math.log of the counts UCB1 asks for on every visit, looked up (the very same numbers). */
const LOGS = new Float64Array(1 << 13);
for (let i = 1; i < LOGS.length; i++) LOGS[i] = Math.log(i);
const logOf = (n: number): number => (n < LOGS.length ? LOGS[n]! : Math.log(n));

const newNode = <M>(move: M | null, seat: Seat): Node<M> => ({
  move,
  seat,
  visits: 0,
  reward: 0,
  available: 0,
  value: 0,
  children: new Map(),
});

/** Searches the view's position and returns the chosen move with the root statistics. */
export function searchMove<S, M extends BaseMove, V extends BaseView<M>>(
  game: SearchGame<S, M, V>,
  view: V,
  random: Random,
  options: SearchOptions<S>,
): SearchResult<M> {
  const search = startSearch(game, view, random, options);
  search.run(options.iterations);
  return search.result();
}

/**
 * A search that runs in parts (the „Taktik“ screening, core/tactics.ts): `run(n)` adds n iterations,
 * `result()` reads the root as it stands. Its first k iterations are the same whatever comes after
 * (one seeded generator, nothing depends on the total), so `run(a)`, `result()`, `run(b)`,
 * `result()` gives exactly `searchMove` with a and with a + b iterations, for the price of a + b.
 */
export interface RunningSearch<M> {
  /** Runs `iterations` more iterations (nothing for a forced move). */
  run(iterations: number): void;
  /** The answer after the iterations run so far (`SearchResult.iterations` counts them). */
  result(): SearchResult<M>;
}

/**
 * The playout: plays `state` on with the game's playout policy from `random` until `isTerminal`,
 * nobody is to act or `maxPlayoutMoves` moves (the search's playouts and the judgement's, core/judge.ts).
 */
export function playOut<S, M extends BaseMove, V extends BaseView<M>>(game: SearchGame<S, M, V>, state: S, random: Random): S {
  const { rules } = game;
  const maxPlayout = game.maxPlayoutMoves ?? Number.POSITIVE_INFINITY;
  let s = state;
  for (let n = 0; n < maxPlayout && !(game.isTerminal ? game.isTerminal(s) : rules.isOver(s)); n++) {
    if (rules.toAct(s) === null) break;
    const moves = rules.legalMoves(s);
    if (moves.length === 0) break;
    s = rules.play(s, game.playout ? game.playout(s, moves, random) : moves[randomInt(random, moves.length)]!);
  }
  return s;
}

export function startSearch<S, M extends BaseMove, V extends BaseView<M>>(
  game: SearchGame<S, M, V>,
  view: V,
  random: Random,
  options: Omit<SearchOptions<S>, 'iterations'>,
): RunningSearch<M> {
  if (view.legal.length === 0) throw new Error('Profi: der Sitz ist nicht am Zug (view.legal ist leer)');
  const legal = view.legal;
  const key = game.key ?? dataKey;
  const keys = legal.map(key);
  if (legal.length === 1) {
    return {
      run: () => undefined,
      result: () => ({ move: legal[0]!, candidates: [{ move: legal[0]!, visits: 0, score: Number.NaN }], iterations: 0 }),
    };
  }
  const { rules } = game;
  const terminal = game.isTerminal ?? ((s: S) => rules.isOver(s));
  const c = options.exploration ?? game.exploration ?? 0.7;
  const root = newNode<M>(null, -1);
  const path: Node<M>[] = [];
  const search: SearchContext = { seat: view.seat, random };
  const treeMoves = game.treeMoves ? (state: S) => game.treeMoves!(state, search) : (state: S) => rules.legalMoves(state);
  const valueOf = options.value;
  let done = 0;
  // Scratch of the selection step (one node at a time): the keys of a node's moves and its untried moves.
  const moveKeys: string[] = [];
  const untried: number[] = [];
  // The root's children also by root move (the first root move with its key): no Map lookup per
  // root move and iteration.
  const rootSlot = keys.map((k) => keys.indexOf(k));
  const rootChildren: (Node<M> | undefined)[] = keys.map(() => undefined);

  const run = (iterations: number): void => {
    for (let it = 0; it < iterations; it++) {
      let state = game.determinize(view, random);
      let node = root;
      path.length = 0;
      path.push(root);

      // Selection and expansion.
      while (!terminal(state)) {
        const seat = rules.toAct(state);
        if (seat === null) break;
        const atRoot = node === root;
        const moves = atRoot ? legal : treeMoves(state);
        const children = node.children;
        let open = 0;
        let best: Node<M> | null = null;
        let bestValue = Number.NEGATIVE_INFINITY;
        let bestIndex = -1;
        for (let i = 0; i < moves.length; i++) {
          const k = atRoot ? keys[i]! : key(moves[i]!);
          moveKeys[i] = k;
          const child = atRoot ? rootChildren[rootSlot[i]!] : children.get(k);
          if (!child) {
            untried[open++] = i;
            continue;
          }
          child.available++;
          const value = child.reward / child.visits + c * Math.sqrt(logOf(child.available) / child.visits);
          if (value > bestValue) {
            bestValue = value;
            best = child;
            bestIndex = i;
          }
        }
        if (open > 0) {
          const i = untried[randomInt(random, open)]!;
          const child = newNode(moves[i]!, seat);
          child.available = 1;
          children.set(moveKeys[i]!, child);
          if (atRoot) rootChildren[rootSlot[i]!] = child;
          state = rules.play(state, moves[i]!);
          path.push(child);
          node = child;
          break;
        }
        if (!best) break;
        state = rules.play(state, moves[bestIndex]!);
        path.push(best);
        node = best;
      }

      // Playout.
      state = playOut(game, state, random);

      // Backpropagation: each node learns what its mover got.
      const rewards = game.rewards(state, search);
      for (let i = 0; i < path.length; i++) {
        const visited = path[i]!;
        visited.visits++;
        if (visited.seat >= 0) visited.reward += rewards[visited.seat] ?? 0;
      }
      if (valueOf && path.length > 1) path[1]!.value += valueOf(state, rewards, search);
    }
    done += Math.max(0, iterations);
  };

  const result = (): SearchResult<M> => {
    const order = new Map(keys.map((k, i) => [k, i]));
    const candidates: Candidate<M>[] = [...root.children.entries()]
      .map(([k, n]) => ({ k, n, move: n.move!, visits: n.visits, score: n.visits > 0 ? n.reward / n.visits : 0 }))
      .sort((a, b) => b.visits - a.visits || b.score - a.score || order.get(a.k)! - order.get(b.k)!)
      .map(({ n, move, visits, score }) =>
        valueOf ? { move, visits, score, value: visits > 0 ? n.value / visits : Number.NaN } : { move, visits, score },
      );
    const move = candidates[0]?.move ?? legal[0]!;
    return { move, candidates, iterations: done };
  };
  return { run, result };
}

/**
 * A game's `SearchGame.key` that words each frozen move object once: for a `legalMoves` that hands
 * out shared, frozen move objects (the search asks for the keys of a node's moves on every visit).
 * A move that is not frozen is keyed anew each time.
 */
export function frozenMoveKeys<M extends object>(keyOf: (move: M) => string): (move: M) => string {
  const keys = new WeakMap<M, string>();
  return (move) => {
    let k = keys.get(move);
    if (k === undefined) {
      k = keyOf(move);
      if (Object.isFrozen(move)) keys.set(move, k);
    }
    return k;
  };
}

/**
 * Iterations per decision: one fixed number, or a fixed number per kind of position read from the
 * view (e.g. fewer with more players, whose playouts are longer) — never from the clock, so that
 * decisions replay exactly.
 */
export type Iterations<V> = number | ((view: V) => number);

export const iterationsFor = <V>(iterations: Iterations<V>, view: V): number =>
  typeof iterations === 'number' ? iterations : iterations(view);

/** The „Profi“ bot of a game: a search with a fixed number of iterations per decision. */
export function profiBot<S, M extends BaseMove, V extends BaseView<M>>(game: SearchGame<S, M, V>, iterations: Iterations<V>): Bot<V, M> {
  return (view, random) => searchMove(game, view, random, { iterations: iterationsFor(iterations, view) }).move;
}

/** One candidate in German: „Pik 9 schlagen: 71 %“ (a non-breaking space before %), or the only move. */
export function candidateLine<M>(candidate: Candidate<M>, label: (move: M) => string, forced: boolean): string {
  return forced
    ? `${label(candidate.move)}: der einzige erlaubte Zug`
    : `${label(candidate.move)}: ${Math.round(candidate.score * 100)}\u00a0%`;
}

/** „Pik 9 schlagen: 71 % – Aufnehmen: 48 %“: the top candidates in German (`label` words a move). */
export function candidatesText<M>(candidates: readonly Candidate<M>[], label: (move: M) => string, top = 3): string {
  const forced = candidates.length === 1 && candidates[0]!.visits === 0;
  return candidates
    .slice(0, top)
    .map((c) => candidateLine(c, label, forced))
    .join(' – ');
}

/**
 * `make(view)`, worked out once for the last view it was asked for: a search determinizes the
 * same view thousands of times, and what every sample of it shares is prepared once.
 */
export function perView<V, P>(make: (view: V) => P): (view: V) => P {
  let last: V | null = null;
  let value: P | null = null;
  return (view) => {
    if (view !== last || value === null) {
      value = make(view);
      last = view;
    }
    return value;
  };
}
