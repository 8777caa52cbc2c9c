/**
 * „Übungen“: the island's props, computed at build time (UebungenInsel.astro calls
 * `uebungenProps`), so the games' kinds are in the page's HTML and the start button needs no
 * engine code. Only types reach the browser from here. Each game's kinds come through its manifest's
 * loaders (src/games/registry.ts), imported on call: imported statically into every page's server
 * chunk, they ran before the kits they use were initialised.
 */
import type { KindInfo } from '../../../games/core/manifest';
import type { GameId } from '../../../games/core/types';
import { manifestOf } from '../../../games/registry';

export interface UebungsArt {
  id: string;
  title: string;
  /** A „Taktik“ kind (made by the Profi search in a worker). */
  taktik?: boolean;
}

export interface UebungsSpiel {
  id: string;
  name: string;
  kinds: UebungsArt[];
}

export interface UebungenProps {
  games: UebungsSpiel[];
  /** The sentence beside the start button. */
  intro: string;
  /** True on a game page: „Zur Regel“ jumps to the rule on this page, else to the game's page. */
  rulesHere: boolean;
}

const art = (k: KindInfo, taktik: boolean): UebungsArt => (taktik ? { id: k.id, title: k.title, taktik } : { id: k.id, title: k.title });

/** Props for the island: one game on its page, or every game (`/uebungen/`). */
export async function uebungenProps(games: readonly GameId[]): Promise<UebungenProps> {
  const list = await Promise.all(
    games.map(async (id) => {
      const game = manifestOf(id);
      const [rules, tactics] = await Promise.all([game.load.drills().then((d) => d.kinds), game.load.tactics()]);
      return {
        id,
        name: game.title,
        kinds: [...rules.map((k) => art(k, false)), ...tactics.map((k) => art(k, true))],
      };
    }),
  );
  const one = list.length === 1 ? list[0]! : null;
  return {
    games: list,
    intro: one
      ? `Echte Stellungen aus ${one.name}, jede mit einer genauen Frage – ohne Ende und von der Spielregel selbst geprüft: ${one.kinds.filter((k) => !k.taktik).length} Arten zu den Regeln, von „${one.kinds[0]!.title}“ an, und ${one.kinds.filter((k) => k.taktik).length} zur Taktik, bei denen die Profi-Suche den besten Zug kennt.`
      : 'Echte Stellungen aus allen Spielen, jede mit einer genauen Frage – ohne Ende und von der Spielregel selbst geprüft. Arten, bei denen du danebenliegst, kommen früher wieder.',
    rulesHere: one !== null,
  };
}
