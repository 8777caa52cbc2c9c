/**
 * Writing links, what every game page needs at once: the partie code of the running game (the free
 * game's address and its „Link teilen“ field) and the href of a tutorial step. The format and the
 * partie parser are in ./codec.ts, which the free game loads only when there is a code to read (a
 * `?partie=` link or a kept game; startChoice.ts); reading a tutorial link's `?szenario=&schritt=`
 * is ./scenarioLink.ts, which an example loads only when the address names it.
 */
import type { GameKit } from './kit';
import { sameMove } from './scenario';
import type { BaseEvent, BaseView, BaseMove } from './types';

export interface Partie<O, M> {
  options: O;
  level: string;
  seed: number;
  moves: M[];
}

export const PARTIE_VERSION = 'A';
export const MAX_SEED = 0xffffffff;

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const CHUNK = 32;

function encodeVarint(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Varint: ${n} ist keine natürliche Zahl.`);
  let out = '';
  let v = n;
  while (v >= CHUNK) {
    out += ALPHABET[CHUNK + (v % CHUNK)];
    v = Math.floor(v / CHUNK);
  }
  return out + ALPHABET[v];
}

export function makePartieCode<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  partie: Partie<O, M>,
): string {
  const levelIndex = kit.levels.findIndex((l) => l.id === partie.level);
  if (levelIndex < 0 || levelIndex >= 36) throw new Error(`Unbekannte Spielstärke: ${partie.level}`);
  if (!Number.isInteger(partie.seed) || partie.seed < 0 || partie.seed > MAX_SEED) {
    throw new RangeError(`Seed außerhalb des Bereichs: ${partie.seed}`);
  }
  const opts = kit.optionsCodec.make(partie.options);
  if (/[.-]/.test(opts)) throw new Error(`Optionen-Code darf weder '.' noch '-' enthalten: ${opts}`);
  let state = kit.rules.deal(partie.options, partie.seed);
  let moves = '';
  partie.moves.forEach((move, i) => {
    const legal = kit.rules.legalMoves(state);
    const index = legal.findIndex((m) => sameMove(m, move));
    if (index < 0) throw new Error(`Spielaktion Nr. ${i + 1} ist in diesem Spiel nicht erlaubt: ${JSON.stringify(move)}`);
    moves += encodeVarint(index);
    state = kit.rules.play(state, legal[index]!);
  });
  return `${PARTIE_VERSION}${opts}.${levelIndex.toString(36)}${partie.seed.toString(36)}.${moves}`;
}

export function makeScenarioHref(pathname: string, id: string, step: number): string {
  return `${pathname}?szenario=${encodeURIComponent(id)}&schritt=${step}`;
}

export function makePartieHref(pathname: string, code: string): string {
  return `${pathname}?partie=${code}`;
}
