/**
 * What the site needs to know about one game (issue 31, „one game, one folder“): each game's folder
 * has one `manifest.ts` of this shape, and src/games/registry.ts is the only list of them. Plain
 * data is read at once; everything with weight (rules, bots, teaching, pictures) comes through a
 * loader (`import()`), so naming a game costs no page anything it does not use.
 */
import type { ComponentType } from 'preact';
import type { DrillGame } from './drills';
import type { Scenario } from './scenario';
import type { GameId } from './types';

/** How hard the rules are to learn, judged from the spec, with a short reason (home page). */
export interface Difficulty {
  stufe: 'leicht' | 'mittel' | 'anspruchsvoll';
  /** A few words why, e.g. „zehn Farben“. */
  grund: string;
}

/** The props every game's card picture takes. */
export interface CardPictureProps {
  id: string;
  size: 'klein' | 'normal';
  hidden?: boolean;
  class?: string;
}

/** A game's card picture and the test for its card ids. */
export interface CardPictures {
  Card: ComponentType<CardPictureProps>;
  /** True for the id of a card this picture draws. */
  isCardId(id: string): boolean;
  /** Round cards (Ganjifa) are drawn in a square; the others in a 5 : 7 rectangle. */
  round: boolean;
}

/** What a game is, as plain data. */
export interface GameInfo {
  id: GameId;
  /** German title as shown. */
  title: string;
  /** Players as shown, e.g. „2–6“. */
  players: string;
  deck: string;
  duration: string;
  /** What the game is, in one short German line a reader takes in at a glance (home page). */
  teaser: string;
  difficulty: Difficulty;
  /** The cards of the game's Open Graph picture, in fan order, and the one card it shows on the home page's. */
  ogCards: { fan: readonly string[]; home: string };
}

/** A kind of exercise as lists name it: its link id and German title. */
export interface KindInfo {
  id: string;
  title: string;
}

/**
 * A game's „Übungen“ parts as the exercise view loads them through the game's exercise.ts (listed in
 * src/games/exercises.ts, not in the manifest: the server build would then reach them, and Astro
 * would cut each game's stylesheet URL into chunks of its own): its parts (`default`, of the view's
 * own type GameParts in components/game/uebungen/parts.ts, which the view narrows to: core knows no
 * component) and its stylesheets (`styles`: name → URL, linked when the exercise opens).
 */
export interface ExerciseModule {
  default: unknown;
  styles: Readonly<Record<string, string>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds games of every state type
export type AnyDrillGame = DrillGame<any, any, any, any, any>;

/**
 * A game's plain data and the loaders of its parts. Shared code (pages, /uebungen/, tests) reaches
 * a game's parts only through these, never by a path into the game's folder.
 */
export interface GameManifest extends GameInfo {
  /** The cards of the home page's fan, in order: set by the one game whose cards it shows. */
  homeFan?: readonly string[];
  load: {
    /** The card picture (build time: Open Graph pictures). */
    pictures(): Promise<CardPictures>;
    /** The rule anchors the engine names in its reasons: headings of the game's rules page. */
    ruleAnchors(): Promise<readonly string[]>;
    /** The exercises of the rules (core/drills.ts): the game's engine and its kinds. */
    drills(): Promise<AnyDrillGame>;
    /** The „Taktik“ kinds (core/tactics.ts, made by the game's Profi search). */
    tactics(): Promise<readonly KindInfo[]>;
    /** The guided examples, in the order the game lists them. */
    scenarios(): Promise<readonly Scenario<unknown, unknown, unknown>[]>;
  };
}
