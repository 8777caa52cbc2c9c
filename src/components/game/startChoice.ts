/**
 * Which game the free-play island starts with when there is a code to read – a `?partie=` link or a
 * kept game (keptGames.ts says what is kept and how) – pure functions, no browser. The island loads
 * this module and the partie parser (core/codec.ts) on demand, only then; without any code it
 * starts a new deal at once (`freshStart`).
 *
 * On load: a valid `?partie=` code opens that game (the reader's own if it is the same code);
 * without one, a kept link's game comes back before the reader's own (it was the last one on the
 * table), else the reader's own, else a new deal.
 */
import { makePartieCode, parsePartieCode } from '../../games/core/codec';
import type { GameKit } from '../../games/core/kit';
import type { KeptGame } from '../../games/core/playTypes';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { freshStart, resumeLabel, type StartChoice, type StoredGame, type StoredOwn } from './keptGames';

function isStored(raw: unknown): raw is StoredGame {
  return !!raw && typeof raw === 'object' && typeof (raw as StoredGame).code === 'string';
}

/** A stored game, or null when missing or no longer readable. */
export function readStored<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  raw: unknown,
): (KeptGame<O, M> & { code: string }) | null {
  if (!isStored(raw)) return null;
  const parsed = parsePartieCode(kit, raw.code);
  if (!parsed.ok) return null;
  const linked = typeof raw.linked === 'number' && Number.isInteger(raw.linked) ? raw.linked : 0;
  return { ...parsed.value, linked: Math.max(0, Math.min(linked, parsed.value.moves.length)), code: raw.code };
}

const strip = <O, M>(g: KeptGame<O, M> & { code?: string }): KeptGame<O, M> => ({
  options: g.options,
  seed: g.seed,
  level: g.level,
  moves: g.moves,
  linked: g.linked,
});

/** The stored game `previous` of the reader's own game, or null. */
function readPrevious<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  raw: unknown,
): KeptGame<O, M> | null {
  const kept = raw && typeof raw === 'object' ? readStored(kit, (raw as StoredOwn).previous) : null;
  return kept ? strip(kept) : null;
}

/** „diese Stellung nach 6 Zügen“: which position of a linked game opened (the moves in its code). */
export function positionText(moves: number): string {
  if (moves === 0) return 'die Stellung gleich nach dem Geben';
  return `diese Stellung nach ${moves} ${moves === 1 ? 'Zug' : 'Zügen'}`;
}

function linkInfo(moves: number, hasOwn: boolean, again: boolean): string {
  const seen = again ? 'Du siehst weiter das Spiel aus dem Link' : `Du siehst das Spiel aus dem Link: ${positionText(moves)}`;
  return hasOwn
    ? `${seen}. Dein eigenes Spiel holst du mit „${resumeLabel(true)}“ zurück.`
    : `${seen}. Sobald du darin ziehst, ist es dein Spiel.`;
}

/**
 * Chooses the game to start with from the address (`url`: the `?partie=` value or null) and what is
 * stored (`own`, `link`: the raw JSON of both keys); `fresh` is the new deal used when there is
 * nothing else (the reader's settings and a seed).
 */
export function chooseStart<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  {
    url,
    own: ownRaw,
    link: linkRaw,
    fresh,
  }: { url: string | null; own: unknown; link: unknown; fresh: { options: O; level: string; seed: number } },
): StartChoice<O, M> {
  const own = readStored(kit, ownRaw);
  const ownGame = own ? strip(own) : null;
  const link = readStored(kit, linkRaw);
  const asOwn = (): StartChoice<O, M>['input'] => ({ ...strip(own!), foreign: false, previous: readPrevious(kit, ownRaw) });
  const asLink = (game: KeptGame<O, M>): StartChoice<O, M>['input'] => ({ ...game, foreign: true, previous: ownGame });

  let notice: string | null = null;
  if (url !== null) {
    const parsed = parsePartieCode(kit, url);
    if (parsed.ok) {
      const code = makePartieCode(kit, parsed.value);
      if (own && own.code === code) return { input: asOwn(), fromUrl: true, dropUrl: false, notice: null, info: null };
      if (link && link.code === code) {
        return {
          input: asLink(strip(link)),
          fromUrl: true,
          dropUrl: false,
          notice: null,
          info: linkInfo(link.moves.length, own !== null, true),
        };
      }
      const moves = parsed.value.moves.length;
      return {
        input: asLink({ ...parsed.value, linked: moves }),
        fromUrl: true,
        dropUrl: false,
        notice: null,
        info: linkInfo(moves, own !== null, false),
      };
    }
    const shown = link
      ? 'Du siehst weiter das Spiel aus dem Link von vorhin.'
      : own
        ? 'Du siehst dein Spiel von eben.'
        : 'Darum beginnt hier ein neues Spiel.';
    notice = `Den Spiel-Link konnten wir nicht öffnen. ${parsed.error} ${shown}`;
  }
  const dropUrl = url !== null;
  if (link) {
    return {
      input: asLink(strip(link)),
      fromUrl: false,
      dropUrl,
      notice,
      info: notice ? null : linkInfo(link.moves.length, own !== null, true),
    };
  }
  if (own) return { input: asOwn(), fromUrl: false, dropUrl, notice, info: notice ? null : 'Dein Spiel von eben geht weiter.' };
  return freshStart(fresh, dropUrl, notice);
}
