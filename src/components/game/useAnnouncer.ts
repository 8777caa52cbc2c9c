/**
 * What the free game's polite live region reads: the log lines that are new since the last
 * announcement (the last few, if many came at once), then the result or the reader's turn.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LogLine } from '../../games/core/playTypes';

/** At most this many new lines are read at once; more are shortened to „…“ and the last four. */
const MAX_LINES = 6;

/**
 * The announcement after the log went from `seen` lines to `log` (fewer lines: moves were taken
 * back or another game came). `end` is the result's headline once the game is over, `turn` the
 * reader's turn prompt when they are to act. Empty: nothing to say.
 */
export function announcementText(log: readonly LogLine[], seen: number, end: string | null, turn: string | null): string {
  let fresh = log.length >= seen ? log.slice(seen).map((l) => l.text) : ['Zurückgenommen.'];
  if (fresh.length > MAX_LINES) fresh = ['…', ...fresh.slice(-4)];
  if (end !== null) fresh = [...fresh.filter((t) => t !== end), 'Spiel vorbei: ' + end];
  else if (turn !== null) fresh.push(turn);
  return fresh.join(' ');
}

/**
 * The live region's text; it changes with the log, the end of the game and the reader's turn.
 * `end` and `turn` are asked only when needed.
 */
export function useAnnouncer(log: readonly LogLine[], over: boolean, canAct: boolean, end: () => string, turn: () => string): string {
  const [text, setText] = useState('');
  const seen = useRef(log.length);
  useEffect(() => {
    const said = announcementText(log, seen.current, over ? end() : null, !over && canAct ? turn() : null);
    seen.current = log.length;
    if (said !== '') setText(said);
  }, [log, over, canAct]);
  return text;
}
