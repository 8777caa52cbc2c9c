/**
 * The move log (newest line last and scrolled into view) and a polite live region that announces
 * what changed since the last render, for screen-reader users.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { LogLine } from './types';

/**
 * A line with `auto` is what the game did on its own (drawing cards, an automatic pass): styled apart
 * from the moves, so the reader's own moves (bold) stand out.
 */
export function MoveLog({ lines, idBase }: { lines: LogLine[]; idBase: string }) {
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length, lines[lines.length - 1]]);
  const head = idBase + '-verlauf';
  return (
    <div class="verlauf">
      <h4 id={head}>Spielverlauf</h4>
      <ol ref={list} aria-labelledby={head} tabIndex={0}>
        {lines.length === 0 && <li class="verlauf-leer">Noch ist nichts passiert.</li>}
        {lines.map((line, i) => (
          <li key={i} class={line.auto ? 'verlauf-spiel' : line.seat === 0 ? 'verlauf-du' : undefined}>
            {line.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Visually hidden; screen readers read `text` whenever it changes. */
export function LiveRegion({ text }: { text: string }) {
  return (
    <div class="sr-only" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
