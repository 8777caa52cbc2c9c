/**
 * A checking wrapper for any game's rules, for tests and debugging (never for the hot path):
 * `withInvariants(rules, assertInvariants)` returns rules that behave the same but, on every
 * constructed or played state, assert the game's invariants, that `play` left its input unchanged,
 * and that `legalMoves`, `check` and `toAct` agree. Any disagreement throws: it is an engine bug.
 */
import type { BaseEvent, BaseView, BaseMove, GameEngine } from './types';
import { dataKey, sameData } from './data';

export { dataKey, sameData };

export interface CheckedOptions {
  /** Also compare a JSON snapshot of the input before and after `play` (default true). */
  checkPurity?: boolean;
}

export function withInvariants<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  rules: GameEngine<S, M, O, L, V, E>,
  assertInvariants: (state: S) => void,
  opts: CheckedOptions = {},
): GameEngine<S, M, O, L, V, E> {
  const purity = opts.checkPurity ?? true;
  const bug = (msg: string): never => {
    throw new Error(`${rules.id} engine bug: ${msg}`);
  };

  /** Everything that must hold for a state the engine hands out. */
  const assertState = (state: S): S => {
    assertInvariants(state);
    const over = rules.isOver(state);
    const actor = rules.toAct(state);
    const legal = rules.legalMoves(state);
    if (over !== (actor === null)) bug(`isOver ${over} but toAct ${String(actor)}`);
    if (over !== (legal.length === 0)) bug(`isOver ${over} but ${legal.length} legal moves`);
    const keys = new Set<string>();
    for (const m of legal) {
      const k = dataKey(m);
      if (keys.has(k)) bug(`legalMoves lists ${k} twice`);
      keys.add(k);
      if (m.seat !== actor) bug(`legal move ${k} is not by the seat to act (${String(actor)})`);
      const v = rules.check(state, m);
      if (!v.ok) bug(`legal move ${k} fails check: ${v.reason}`);
      if (!rules.isLegal(state, m)) bug(`legal move ${k} fails isLegal`);
    }
    if (over) rules.outcome(state);
    return state;
  };

  return {
    ...rules,
    fromDeck: (o, deck, dealer) => assertState(rules.fromDeck(o, deck, dealer)),
    deal: (o, seed) => assertState(rules.deal(o, seed)),
    fromLayout: (layout) => assertState(rules.fromLayout(layout)),
    play(state: S, move: M): S {
      const before = purity ? JSON.stringify(state) : '';
      const key = dataKey(move);
      const inLegal = rules.legalMoves(state).some((m) => sameData(m, move));
      const verdict = rules.check(state, move);
      if (verdict.ok !== inLegal) bug(`check says ${verdict.ok} but legalMoves says ${inLegal} for ${key}`);
      if (rules.isLegal(state, move) !== inLegal) bug(`isLegal says ${!inLegal} but legalMoves says ${inLegal} for ${key}`);
      if (!verdict.ok) {
        if (!verdict.reason || !verdict.rule) bug(`check gave no reason or rule for ${key}`);
        let threw = false;
        try {
          rules.play(state, move);
        } catch {
          threw = true;
        }
        if (!threw) bug(`play accepted the illegal move ${key}`);
        if (purity && JSON.stringify(state) !== before) bug('play changed its input on an illegal move');
        throw new Error(`Illegal move ${key}: ${verdict.reason}`);
      }
      const next = rules.play(state, move);
      if (purity && JSON.stringify(state) !== before) bug(`play changed its input state (move ${key})`);
      return assertState(next);
    },
  };
}
