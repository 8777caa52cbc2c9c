/**
 * The line above the reader's hand, for every table: what the reader should do now, or — while
 * seat 0 is to act but may not yet (a scripted move or a bot's pause is pending) — the wait text.
 */
import type { Seat } from '../../games/core/types';

export function TurnLine(props: { canAct: boolean; toAct: Seat | null; over: boolean; waitText: string; prompt: string }) {
  const waiting = props.toAct === 0 && !props.canAct && !props.over;
  return <p class={'am-zug-text' + (props.canAct ? ' du-dran' : '')}>{waiting ? props.waitText : props.prompt}</p>;
}
