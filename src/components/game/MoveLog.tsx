/**
 * The move log (newest line last and scrolled into view) and a polite live region that announces
 * what changed since the last render, for screen-reader users.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { LogLine } from './types';

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
          <li key={i} class={line.seat === 0 ? 'verlauf-du' : line.seat === null ? 'verlauf-spiel' : undefined}>
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
