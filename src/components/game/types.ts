/**
 * What the generic island shells (TutorialPlayer, FreePlayShell) and a game's table component
 * agree on. The table renders one engine state and turns the reader's clicks into moves; it never
 * decides legality itself (it asks the engine), and the shells send every move to their machine.
 */
import type { ComponentChildren, ComponentType, JSX } from 'preact';
import type { AnswerMark } from '../../games/core/drills';

export type { AnswerMark };

export interface TableProps<S, M> {
  /** The engine state to show. */
  state: S;
  /** Seat names, names[0] = 'Du'. */
  names: string[];
  /** Show the opponents' cards face up („Alle Karten zeigen“). */
  showAll: boolean;
  /** The reader (seat 0) may move now: clicks become moves. */
  canAct: boolean;
  /** Sends a move to the machine (which checks it with the engine). */
  onMove: (move: M) => void;
  /** Shows a short note in the island, e.g. why nothing happens right now. */
  onNote: (text: string) => void;
  /** What to say when the reader clicks while `canAct` is false. */
  waitText: string;
  /**
   * While the reader may not act, send attempted moves anyway so the machine answers with the
   * engine's reason (free play: „Du bist gerade nicht am Zug: …“). Otherwise show `waitText`.
   */
  explainWhileWaiting?: boolean;
  /**
   * Mark which cards can be played now (free play; default true). The guided examples pass false
   * so the hand does not give the answer away: while the reader is to move every card looks
   * playable and is not `aria-disabled`; activating an illegal one still explains why.
   */
  markPlayable?: boolean;
  /** A suggested move to highlight („Tipp“), or null. */
  highlight: M | null;
  /**
   * The replay board of „Analyse“: the move the reader made here. Given (also as null), the hand
   * labels its cards „gespielt“ and those of `highlight` „besser“.
   */
  played?: M | null;
  /** Prefix for DOM ids inside this island (unique on the page). */
  idBase: string;
  /** „Übungen“: the reader answers by choosing items instead of playing (the table passes it to its Hand). */
  answer?: AnswerSelection;
}

/**
 * An exercise's answer on the table: the items offered (the drill's choices), the chosen ones and
 * toggles. After „Prüfen“ `marks` says how each item is marked and the choice is locked.
 */
export interface AnswerSelection {
  /** The hand cards offered (none in a places exercise). */
  items: readonly string[];
  /** The hand cards the question is about („Wohin darfst du die Rot 5 legen?“): raised and framed, named so. */
  focus?: readonly string[];
  selected: readonly string[];
  marks: Readonly<Record<string, AnswerMark>> | null;
  onToggle: (item: string) => void;
  /**
   * A places exercise („Wohin darf …?“): the table shows each of its places (Dudab a row, Bambuti a
   * column of either row) through this, with the place's key in the item format of the game's
   * drills. It returns the place's toggle button (aria-pressed, its mark after „Prüfen“), or null
   * when the key is not offered (the table then shows the place as usual). The button is made by
   * the exercise's own chunk, so a table carries only the call.
   */
  place?: AnswerPlace;
}

/** What a table says about one of its places; `children` is its picture (Bambuti: the top mask). */
export interface PlaceLook {
  /** The German name, starting with the kind's label of the place: „Reihe 2: oben Herz 7“. */
  name: string;
  /** Visible text of the button (the picture's alternative stays in `name`). */
  text?: string;
  class?: string;
  children?: ComponentChildren;
}

export type AnswerPlace = (key: string, look: PlaceLook) => JSX.Element | null;

export type TableComponent<S, M> = ComponentType<TableProps<S, M>>;

/** Feedback shapes of the tutorial and play machines (the union of both contracts). */
export type Feedback =
  | { kind: 'illegal'; text: string; rule: string }
  | { kind: 'wrong'; text: string }
  | { kind: 'hint'; text: string }
  | { kind: 'right'; text: string };

/** A line of the move log: who did it (null = the game itself) and a German sentence. */
export type { LogLine } from '../../games/core/playTypes';
