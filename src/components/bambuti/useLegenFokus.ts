/**
 * Keyboard focus while placing a mask: a hand card chosen from the keyboard sends focus to the
 * columns (a legal one in free play); a column chosen from the keyboard leaves the DOM with the
 * move, so focus goes back — to „Ohne Trommeln weiter“ when the drum decision follows, else to the
 * hand. Mouse and touch leave focus where it is.
 */
import { useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';

export interface LegenFokus {
  rows: MutableRef<HTMLDivElement | null>;
  /** Call when a hand card is activated (before the selection changes). */
  cardActivated(): void;
  /** Call when a target is chosen; `keyboard`: by Enter or Space. */
  targetChosen(keyboard: boolean): void;
}

export function useLegenFokus(selected: string | null, position: unknown, idBase: string): LegenFokus {
  const rows = useRef<HTMLDivElement>(null);
  const handFocusWasKeyboard = useRef(false);
  // Both moves of the focus happen with the render that changes the selection or the position, before
  // the next key: never after a timer or a frame.
  useLayoutEffect(() => {
    if (selected === null || !handFocusWasKeyboard.current) return;
    handFocusWasKeyboard.current = false;
    const r = rows.current;
    const target =
      r?.querySelector<HTMLElement>('.reihe-eigen .ziel-frei') ??
      r?.querySelector<HTMLElement>('.ziel-frei') ??
      r?.querySelector<HTMLElement>('[data-ziel="eigene-1"]');
    target?.focus();
  }, [selected]);

  const focusHand = useRef(false);
  useLayoutEffect(() => {
    if (!focusHand.current || selected !== null) return;
    focusHand.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const hand = document.getElementById(idBase + '-hand');
    (hand?.querySelector<HTMLElement>('[data-aktion="weiter"]') ?? hand?.querySelector<HTMLElement>('.hand button[tabindex="0"]'))?.focus();
  }, [position, selected]);

  return {
    rows,
    cardActivated() {
      handFocusWasKeyboard.current = (document.activeElement as HTMLElement | null)?.matches(':focus-visible') ?? false;
    },
    targetChosen(keyboard) {
      focusHand.current = keyboard;
    },
  };
}
