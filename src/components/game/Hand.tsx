/**
 * The reader's hand: a labelled group of card buttons (Tab/Enter/Space), generic over the game's
 * card picture. Cards that cannot be played now are marked (dimmed, unless none is playable) and,
 * unless `disabled` says otherwise, `aria-disabled`; they stay focusable, so activating them can
 * explain why. When a card allows several moves, a small choice appears.
 *
 * Focus: when the focused card (or choice or action button) leaves the DOM because it was played,
 * focus moves to the card now at the same place, so keyboard users stay in the hand.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

export interface HandCard {
  id: string;
  /** Accessible name: the German card name. */
  label: string;
  /** Shown as playable (raised; the others are dimmed). */
  playable: boolean;
  /** `aria-disabled`; defaults to !playable. */
  disabled?: boolean;
}

export interface HandChoice {
  card: string;
  /** Question above the options, e.g. „Was möchtest du mit Pik 7 tun?“ */
  title: string;
  options: { label: string; pick: () => void }[];
}

interface HandProps {
  cards: HandCard[];
  label: string;
  highlight: string | null;
  renderCard: (id: string) => JSX.Element;
  onActivate: (id: string) => void;
  choice: HandChoice | null;
  onCancelChoice: () => void;
  /** Shown when the hand is empty. */
  empty: string;
  /** Action buttons under the hand (inside the focus tracking, so a vanished button returns focus here). */
  children?: ComponentChildren;
}

export function Hand({ cards, label, highlight, renderCard, onActivate, choice, onCancelChoice, empty, children }: HandProps) {
  const group = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  const lastIndex = useRef(0);

  // The focused card (or choice button) was played and left the DOM: put focus back into the hand.
  useLayoutEffect(() => {
    const el = group.current;
    const gone = lastFocused.current;
    if (!el || !gone || gone.isConnected) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const buttons = el.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons[Math.min(lastIndex.current, buttons.length - 1)];
    (target ?? el).focus();
  });

  // A choice opened: focus its first option.
  const choiceCard = choice?.card ?? null;
  useEffect(() => {
    if (choiceCard !== null) menu.current?.querySelector('button')?.focus();
  }, [choiceCard]);

  function cancel() {
    const card = choiceCard;
    onCancelChoice();
    if (card !== null) group.current?.querySelector<HTMLElement>(`[data-karte="${card}"]`)?.focus();
  }

  return (
    <div
      class="hand-bereich"
      onFocusIn={(e) => {
        lastFocused.current = e.target as Element;
      }}
      onFocusOut={(e) => {
        const next = e.relatedTarget as Node | null;
        if (next && !e.currentTarget.contains(next)) lastFocused.current = null;
      }}
    >
      <div
        ref={group}
        role="group"
        aria-label={label}
        tabIndex={-1}
        class={cards.some((c) => c.playable) ? 'hand hand-waehlen' : 'hand'}
        style={{ '--n': String(Math.max(cards.length, 1)) }}
        onFocusIn={(e) => {
          const i = Array.prototype.indexOf.call(group.current?.querySelectorAll('button') ?? [], e.target);
          if (i >= 0) lastIndex.current = i;
        }}
      >
        {cards.length === 0 && <p class="hand-leer">{empty}</p>}
        {cards.map((card) => (
          <button
            key={card.id}
            type="button"
            data-karte={card.id}
            class={
              'handkarte' +
              (card.playable ? ' spielbar' : '') +
              (highlight === card.id ? ' tipp-markiert' : '') +
              (choiceCard === card.id ? ' gewaehlt' : '')
            }
            aria-disabled={(card.disabled ?? !card.playable) ? 'true' : undefined}
            aria-expanded={choiceCard === card.id ? 'true' : undefined}
            onClick={() => onActivate(card.id)}
          >
            <span class="sr-only">{card.label}</span>
            <span aria-hidden="true" class="handkarte-bild">
              {renderCard(card.id)}
            </span>
          </button>
        ))}
      </div>
      {choice && (
        <div
          ref={menu}
          class="wahl"
          role="group"
          aria-label={choice.title}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
        >
          <p class="wahl-frage" aria-hidden="true">
            {choice.title}
          </p>
          {choice.options.map((o) => (
            <button key={o.label} type="button" class="knopf" onClick={o.pick}>
              {o.label}
            </button>
          ))}
          <button type="button" class="knopf knopf-leise" onClick={cancel}>
            Abbrechen
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
