/**
 * The reader's hand, for every game: a labelled group of card buttons with one Tab stop (roving
 * tabindex: the arrow keys, Home and End move between cards, see handKeys.ts; Enter or Space plays
 * or selects).
 * The game's card picture comes from `renderCard`; the accessible name of each card is its German
 * name. Cards that cannot be played now are marked (dimmed, unless none is playable) and, unless
 * `disabled` says otherwise, `aria-disabled`; they stay reachable, so activating them explains why.
 *
 * Several cards at once („select, then confirm“): with `multi` the cards are toggle buttons
 * (`aria-pressed`), `selected` lists the chosen ones, and the game puts its confirm button into
 * `children`. When one card allows several moves, `choice` shows them as action buttons.
 * `groups` splits the hand into labelled rows (e.g. by suit) for long hands: then Up and Down move
 * between the rows and Home and End within one (Ctrl+Home, Ctrl+End: the whole hand).
 *
 * The Tab stop starts on the first playable card. A table that says when the reader's turn starts
 * (`turn`) gets it back there then, and the focus with it when it is in the hand: the reader who
 * waited in the hand while the others played starts on a card that can be played.
 *
 * Focus: when the focused card (or a choice or action button) leaves the DOM because it was
 * played, focus moves to the card now at the same place, so keyboard users stay in the hand.
 *
 * Fit: every card keeps a visible, tappable strip of at least MIN_STRIP px (WCAG 2.5.8 asks for
 * 24): the hand overlaps its cards only as far as that allows and wraps into balanced rows beyond
 * (`fitRow`, from the measured width and the card width `--w` that the stylesheet sets).
 */
import type { ComponentChildren, JSX, TargetedKeyboardEvent } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useIslandId } from './ids';
import { handKeyTarget, isHandKey } from './handKeys';
import { plural } from '../../games/core/text';
import { MARK_TEXT } from './marks';
import type { AnswerSelection } from './types';

/** A card's label on the replay board: part of the move made, of the better move, or of both. */
export function compareText(played: boolean, better: boolean): string | null {
  return played && better ? 'gespielt und besser' : played ? 'gespielt' : better ? 'besser' : null;
}

export interface HandCard {
  id: string;
  /** Accessible name: the German card name. */
  label: string;
  /** Shown as playable (raised; the others are dimmed). */
  playable: boolean;
  /** `aria-disabled`; defaults to !playable. */
  disabled?: boolean;
  /** What the card can do, when that needs saying („nur in den Sammelstapel“): shown on the card, its description. */
  note?: string | null;
}

/**
 * The reader's cards as every table passes them to `Hand`. With `mark` (free play) the legal ones
 * are raised; in the guided examples nothing gives the answer away: no card is marked, and only
 * while the reader may not move (`canAct` false) are the cards aria-disabled.
 */
export function handCards(
  ids: readonly string[],
  name: (id: string) => string,
  mark: boolean,
  playable: ReadonlySet<string>,
  canAct: boolean,
): HandCard[] {
  return ids.map((id) => ({ id, label: name(id), playable: mark && playable.has(id), disabled: mark ? undefined : !canAct }));
}

export interface HandChoice {
  card: string;
  /** Question above the options, e.g. „Was möchtest du mit der Pik 7 tun?“ */
  title: string;
  options: { label: string; pick: () => void; marked?: boolean }[];
}

export interface HandGroup {
  /** Visible row label, e.g. „Matsya“. */
  label: string;
  ids: string[];
}

interface HandProps {
  cards: HandCard[];
  label: string;
  /** Cards marked by „Tipp“ (one or several). */
  highlight: readonly string[];
  /**
   * The replay board of „Analyse“: the cards of the move made here. Given, the hand labels them
   * „gespielt“ and the `highlight` cards „besser“ (visible and for screen readers).
   */
  played?: readonly string[];
  renderCard: (id: string) => JSX.Element;
  onActivate: (id: string) => void;
  choice: HandChoice | null;
  onCancelChoice: () => void;
  /** Shown when the hand is empty. */
  empty: string;
  /** Cards are toggled into a selection (aria-pressed) instead of being played at once. */
  multi?: boolean;
  /** The selected cards (multi). */
  selected?: readonly string[];
  /** Optional rows of the hand (every card in exactly one group, in display order). */
  groups?: HandGroup[];
  /**
   * Changes whenever a turn of the reader starts (null while it is not the reader's turn): the Tab
   * stop goes to the first playable card, and the focus follows when it is in the hand.
   */
  turn?: string | number | null;
  /** Action buttons under the hand (inside the focus tracking, so a vanished button returns focus here). */
  children?: ComponentChildren;
  /**
   * „Übungen“: the cards are toggled into the exercise's answer instead of being played (the
   * offered ones only); after „Prüfen“ each shows its mark and the choice is locked.
   */
  answer?: AnswerSelection;
}

/** The narrowest visible strip of an overlapped card (px). */
const MIN_STRIP = 32;
const GAP = 6;

/**
 * How `n` cards of width `w` sit in a row `width` px wide: `m` cards per row (rows as even as
 * possible) and the step `s` from one card to the next (the visible strip; w + GAP when they do not
 * overlap). Null before the width is known (server rendering): the stylesheet's overlap applies.
 */
export function fitRow(n: number, width: number, w: number): { m: number; s: number } | null {
  if (width <= 0 || w <= 0 || n < 1) return null;
  if (n * (w + GAP) - GAP <= width) return { m: n, s: w + GAP };
  const perRow = Math.max(1, Math.floor((width - w) / MIN_STRIP) + 1);
  const m = Math.ceil(n / Math.ceil(n / perRow));
  return { m, s: m > 1 ? Math.min(w + GAP, Math.floor((width - w) / (m - 1))) : w };
}

function fitStyle(n: number, width: number, w: number): Record<string, string> {
  const f = fitRow(n, width, w);
  return f ? { '--n': String(n), '--m': String(f.m), '--s': f.s + 'px' } : { '--n': String(Math.max(n, 1)) };
}

export function Hand(props: HandProps) {
  const { label, highlight, renderCard, onCancelChoice, empty, answer } = props;
  // An exercise's answer replaces playing: toggles only, no choice menu, no action buttons.
  const offered = answer ? new Set(answer.items) : null;
  const cards = offered
    ? props.cards.map((c) => ({ ...c, playable: false, disabled: !offered.has(c.id) || answer!.marks !== null, note: null }))
    : props.cards;
  const onActivate = answer
    ? (id: string) => {
        if (offered!.has(id) && !answer.marks) answer.onToggle(id);
      }
    : props.onActivate;
  const choice = answer ? null : props.choice;
  const children = answer ? null : props.children;
  const multi = answer ? true : props.multi;
  const selected = (answer ? answer.selected : props.selected) ?? [];
  const group = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  const lastIndex = useRef(0);
  const area = useRef<HTMLDivElement>(null);

  // The width the hand has and the card width the stylesheet gives it, measured after layout.
  const [box, setBox] = useState({ width: 0, w: 0 });
  useLayoutEffect(() => {
    const el = area.current;
    const hand = group.current;
    if (!el || !hand || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = { width: el.clientWidth, w: parseFloat(getComputedStyle(hand).getPropertyValue('--w')) || 0 };
      setBox((old) => (old.width === next.width && old.w === next.w ? old : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fitted = box.width > 0 && box.w > 0;

  // Display order: by group when grouped, else as given.
  const byId = new Map(cards.map((c) => [c.id, c]));
  const rows: { label: string | null; cards: HandCard[] }[] = props.groups
    ? props.groups
        .map((g) => ({ label: g.label, cards: g.ids.map((id) => byId.get(id)).filter((c): c is HandCard => c !== undefined) }))
        .filter((r) => r.cards.length > 0)
    : [{ label: null, cards }];
  const order = rows.flatMap((r) => r.cards.map((c) => c.id));

  // Roving tabindex: the card that takes the Tab stop. Default: the first playable card.
  const [current, setCurrent] = useState<string | null>(null);
  const firstPlayable = order.find((id) => byId.get(id)?.playable) ?? order[0] ?? null;
  const tabStop = current !== null && order.includes(current) ? current : firstPlayable;

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

  // The reader's turn starts: the Tab stop (and a focus in the hand) goes to the first playable card.
  const turn = props.turn ?? null;
  const turnSeen = useRef(turn);
  useLayoutEffect(() => {
    if (turn === turnSeen.current) return;
    turnSeen.current = turn;
    const first = order.find((id) => byId.get(id)?.playable);
    if (turn === null || first === undefined) return;
    if (area.current?.contains(document.activeElement)) focusCard(first);
    else setCurrent(first);
  }, [turn]);

  // A choice opened: focus its first option.
  const choiceCard = choice?.card ?? null;
  useEffect(() => {
    if (choiceCard !== null) menu.current?.querySelector('button')?.focus();
  }, [choiceCard]);

  function focusCard(id: string) {
    setCurrent(id);
    group.current?.querySelector<HTMLElement>(`[data-karte="${CSS.escape(id)}"]`)?.focus();
  }

  function cancel() {
    const card = choiceCard;
    onCancelChoice();
    if (card !== null) focusCard(card);
  }

  function onKeyDown(e: TargetedKeyboardEvent<HTMLDivElement>) {
    const id = (e.target as HTMLElement).dataset?.karte;
    if (id === undefined || !isHandKey(e.key) || e.altKey || e.metaKey) return;
    const target = handKeyTarget(
      rows.map((r) => r.cards.map((c) => c.id)),
      id,
      e.key,
      e.ctrlKey,
      (a, b) => {
        const [p, q] = [a, b].map((k) => group.current?.querySelector(`[data-karte="${CSS.escape(k)}"]`)?.getBoundingClientRect());
        return p && q ? Math.hypot(p.left + p.width / 2 - (q.left + q.width / 2), p.top + p.height / 2 - (q.top + q.height / 2)) : 0;
      },
    );
    if (target === null) return;
    e.preventDefault();
    focusCard(target);
  }

  const playableCount = cards.filter((c) => c.playable).length;
  // Read after the group's name: how many cards, how many playable, how many chosen.
  const summary =
    cards.length === 0
      ? ''
      : plural(cards.length, 'Karte', 'Karten') +
        (playableCount > 0 && playableCount < cards.length ? `, ${playableCount} davon spielbar` : '') +
        (multi && selected.length > 0 ? `, ${selected.length} ausgewählt` : '') +
        (rows.length > 1
          ? '. Pfeil nach links und rechts wechselt die Karte, Pfeil nach oben und unten die Reihe.'
          : '. Pfeiltasten wechseln die Karte.');
  const summaryId = useIslandId();

  const cardButton = (card: HandCard) => {
    const isSelected = selected.includes(card.id);
    const mark = answer?.marks?.[card.id] ?? null;
    const compared = props.played ? compareText(props.played.includes(card.id), highlight.includes(card.id)) : null;
    return (
      <button
        key={card.id}
        type="button"
        data-karte={card.id}
        tabIndex={card.id === tabStop ? 0 : -1}
        class={
          'handkarte' +
          (card.playable ? ' spielbar' : '') +
          (highlight.includes(card.id) ? ' tipp-markiert' : '') +
          (props.played?.includes(card.id) ? ' zug-gespielt' : '') +
          (choiceCard === card.id || isSelected ? ' gewaehlt' : '') +
          (mark ? ' marke-' + mark : '') +
          (answer?.focus?.includes(card.id) ? ' frage-karte' : '')
        }
        aria-disabled={(card.disabled ?? !card.playable) ? 'true' : undefined}
        aria-pressed={multi ? (isSelected ? 'true' : 'false') : undefined}
        aria-expanded={choiceCard === card.id ? 'true' : undefined}
        title={card.note ?? undefined}
        onClick={() => {
          setCurrent(card.id);
          onActivate(card.id);
        }}
      >
        <span class="sr-only">
          {card.label +
            (mark ? ', ' + MARK_TEXT[mark][1] : '') +
            (compared ? ', ' + compared : '') +
            (answer?.focus?.includes(card.id) ? ', um diese Karte geht es' : '')}
        </span>
        <span aria-hidden="true" class="handkarte-bild">
          {renderCard(card.id)}
          {card.note && <span class="handkarte-notiz">{card.note}</span>}
          {mark && <span class="marke">{MARK_TEXT[mark][0]}</span>}
          {compared && <span class="zugmarke-karte">{compared}</span>}
        </span>
      </button>
    );
  };

  return (
    <div
      ref={area}
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
        aria-describedby={summary ? summaryId : undefined}
        tabIndex={-1}
        class={'hand' + (playableCount > 0 ? ' hand-waehlen' : '') + (props.groups ? ' hand-gruppiert' : fitted ? ' hand-passt' : '')}
        style={props.groups ? undefined : fitStyle(cards.length, box.width, box.w)}
        onKeyDown={onKeyDown}
        onFocusIn={(e) => {
          const i = Array.prototype.indexOf.call(group.current?.querySelectorAll('button') ?? [], e.target);
          if (i >= 0) lastIndex.current = i;
          const id = (e.target as HTMLElement).dataset?.karte;
          if (id !== undefined && id !== current) setCurrent(id);
        }}
      >
        {summary && (
          <span id={summaryId} class="sr-only">
            {summary}
          </span>
        )}
        {cards.length === 0 && <p class="hand-leer">{empty}</p>}
        {rows.map((row, r) =>
          row.label === null ? (
            row.cards.map(cardButton)
          ) : (
            <div key={r} class={'hand-reihe' + (fitted ? ' hand-passt' : '')} style={fitStyle(row.cards.length, box.width, box.w)}>
              <span class="hand-reihe-name" aria-hidden="true">
                {row.label}
              </span>
              {row.cards.map(cardButton)}
            </div>
          ),
        )}
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
            <button key={o.label} type="button" class={'knopf' + (o.marked ? ' tipp-markiert' : '')} onClick={o.pick}>
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
