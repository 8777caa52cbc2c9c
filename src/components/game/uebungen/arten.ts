/**
 * „Übungen“: the island's props, computed at build time (UebungenInsel.astro calls
 * `uebungenProps`), so the games' kinds are in the page's HTML and the start button needs no
 * engine code. Only types reach the browser from here. The drills are imported on call: imported
 * statically into every page's server chunk, they ran before the kits they use were initialised.
 */
import { GAMES } from '../../../data/games';
import type { GameId } from '../../../games/core/types';

export interface UebungsArt {
  id: string;
  title: string;
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

type Kinds = Promise<{ kinds: readonly { id: string; title: string }[] }>;
const DRILLS: Record<string, () => Kinds> = {
  durak: async () => (await import('../../../games/durak/drills')).durakDrills,
  ganjifa: async () => (await import('../../../games/ganjifa/drills')).ganjifaDrills,
  dudab: async () => (await import('../../../games/dudab/drills')).dudabDrills,
  bambuti: async () => (await import('../../../games/bambuti/drills')).bambutiDrills,
};

/** Props for the island: one game on its page, or every game (`/uebungen/`). */
export async function uebungenProps(games: readonly GameId[]): Promise<UebungenProps> {
  const list = await Promise.all(
    games.map(async (id) => ({
      id,
      name: GAMES.find((g) => g.slug === id)?.title ?? id,
      kinds: (await DRILLS[id]!()).kinds.map((k) => ({ id: k.id, title: k.title })),
    })),
  );
  const one = list.length === 1 ? list[0]! : null;
  return {
    games: list,
    intro: one
      ? `Echte Stellungen aus ${one.name}, jede mit einer genauen Frage – ohne Ende und von der Spielregel selbst geprüft: ${one.kinds.length} Arten, von „${one.kinds[0]!.title}“ bis „${one.kinds.at(-1)!.title}“.`
      : 'Echte Stellungen aus allen Spielen, jede mit einer genauen Frage – ohne Ende und von der Spielregel selbst geprüft. Arten, bei denen du danebenliegst, kommen früher wieder.',
    rulesHere: one !== null,
  };
}
