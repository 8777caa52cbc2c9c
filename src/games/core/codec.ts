/**
 * Links. A free-play link carries a „Partie“ (options, bot level, seed and the moves so far) in
 * one compact, URL-safe code; a tutorial link names a scenario and a step.
 *
 * Partie code, version A (its meaning never changes once out):
 *
 *   'A' <options> '.' <level> <seed> '.' <moves>
 *
 * - <options>: kit.optionsCodec.make(options) — never contains '.' or '-'.
 * - <level>: one base-36 digit, the index of the level in kit.levels.
 * - <seed>: the 32-bit seed in base 36 (lower case, no leading zeros).
 * - <moves>: for each move, its index in rules.legalMoves at that position, as a little-endian
 *   varint over the base64url alphabet (5 payload bits per character, value 32 = „more follows“).
 *   Most moves take one character.
 *
 * Parsing never throws: every failure is a Result with a German message.
 *
 * This module is the parser; writing links is ./linkCode.ts and reading an example's link
 * ./scenarioLink.ts (both re-exported here, so tests and tools import one module). Page modules import linkCode.ts: the parser comes as a chunk of its own with
 * startChoice.ts, only when the free game has a code to read.
 */
import type { AnyGameKit, GameKit } from './kit';
import { ALPHABET, CHUNK, MAX_SEED, PARTIE_VERSION, type Partie } from './linkCode';
import { err, ok, type BaseEvent, type BaseView, type BaseMove, type Result } from './types';

export * from './linkCode';
export { parseScenarioParams } from './scenarioLink';

/** Longest code we look at; longer ones are rejected before any work. */
export const MAX_CODE_LENGTH = 4000;
const DEFAULT_MAX_MOVES = 3000;
/** A move index never needs more than this many characters (32^4 > any list of legal moves). */
const MAX_VARINT_CHARS = 4;

/** Decodes the whole string into indices, or null if it is not a sequence of canonical varints. */
function decodeVarints(s: string): number[] | null {
  const out: number[] = [];
  let value = 0;
  let scale = 1;
  let chars = 0;
  for (const ch of s) {
    const d = ALPHABET.indexOf(ch);
    if (d < 0) return null;
    chars += 1;
    if (chars > MAX_VARINT_CHARS) return null;
    if (d >= CHUNK) {
      value += (d - CHUNK) * scale;
      scale *= CHUNK;
    } else {
      // A last chunk of 0 after a continuation would be a second spelling of a shorter number.
      if (d === 0 && chars > 1) return null;
      out.push(value + d * scale);
      value = 0;
      scale = 1;
      chars = 0;
    }
  }
  return chars === 0 ? out : null;
}

const LINK_DAMAGED = 'Dieser Spiel-Link ist beschädigt oder unvollständig. Vielleicht wurde er beim Kopieren abgeschnitten?';

export function parsePartieCode<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  code: string,
): Result<Partie<O, M>> {
  try {
    return parsePartieCodeUnsafe(kit, code);
  } catch {
    return err(LINK_DAMAGED);
  }
}

function parsePartieCodeUnsafe<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  code: string,
): Result<Partie<O, M>> {
  if (typeof code !== 'string' || code.trim() === '') return err('Der Spiel-Link enthält keinen Spielstand.');
  if (code.length > MAX_CODE_LENGTH) return err('Dieser Spiel-Link ist viel zu lang – so ein Spiel kann es nicht geben.');
  const version = code[0]!;
  // A later version letter (B, C, …) comes from a newer site; anything else is a damaged link.
  if (version !== PARTIE_VERSION && !/^[B-Z][0-9a-zA-Z]*\.[0-9a-z]+\.[A-Za-z0-9_-]*$/.test(code)) return err(LINK_DAMAGED);
  if (version !== PARTIE_VERSION) {
    return err('Dieser Spiel-Link stammt aus einer neueren oder unbekannten Version der Seite und kann hier nicht geöffnet werden.');
  }
  const parts = code.slice(1).split('.');
  if (parts.length !== 3) return err(LINK_DAMAGED);
  const [optsPart, headPart, movesPart] = parts as [string, string, string];

  const options = kit.optionsCodec.parse(optsPart);
  if (!options.ok) return err(`Die Spielregeln in diesem Link passen nicht zu diesem Spiel: ${options.error}`);
  if (kit.optionsCodec.make(options.value) !== optsPart) {
    return err('Die Spielregeln in diesem Link passen nicht zu diesem Spiel.');
  }

  if (!/^[0-9a-z][0-9a-z]+$/.test(headPart)) return err(LINK_DAMAGED);
  const levelIndex = parseInt(headPart[0]!, 36);
  const level = kit.levels[levelIndex];
  if (!level) return err('Die Spielstärke in diesem Link kennt diese Seite nicht.');
  const seedText = headPart.slice(1);
  if (seedText.length > 7 || (seedText.length > 1 && seedText[0] === '0')) return err(LINK_DAMAGED);
  const seed = parseInt(seedText, 36);
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
    return err('Die Kartenmischung in diesem Link liegt außerhalb des gültigen Bereichs.');
  }

  const indices = decodeVarints(movesPart);
  if (indices === null) return err(LINK_DAMAGED);
  const maxMoves = kit.maxMoves ?? DEFAULT_MAX_MOVES;
  if (indices.length > maxMoves) return err('Dieser Spiel-Link enthält mehr Spielaktionen, als ein Spiel haben kann.');

  let state = kit.rules.deal(options.value, seed);
  const moves: M[] = [];
  for (let i = 0; i < indices.length; i++) {
    if (kit.rules.isOver(state)) {
      return err(`Der Link enthält nach dem Ende des Spiels noch Spielaktionen (ab Spielaktion Nr. ${i + 1}). Er ist wohl beschädigt.`);
    }
    const legal = kit.rules.legalMoves(state);
    const move = legal[indices[i]!];
    if (move === undefined) {
      return err(`Spielaktion Nr. ${i + 1} aus diesem Link ist bei dieser Kartenverteilung nicht möglich. Der Link ist wohl beschädigt.`);
    }
    moves.push(move);
    state = kit.rules.play(state, move);
  }
  return ok({ options: options.value, level: level.id, seed, moves });
}

/** Reads `?partie=<code>` from a location.search string: null when there is no such parameter. */
export function parsePartieParams<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  search: string,
): Result<Partie<O, M>> | null {
  let code: string | null;
  try {
    code = new URLSearchParams(search).get('partie');
  } catch {
    return null;
  }
  if (code === null) return null;
  return parsePartieCode(kit, code);
}

export type { AnyGameKit };
