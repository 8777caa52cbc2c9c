import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  MAX_CODE_LENGTH,
  makePartieCode,
  makePartieHref,
  makeScenarioHref,
  parsePartieCode,
  parsePartieParams,
  parseScenarioParams,
  type Partie,
} from '../../../src/games/core/codec';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import type { Result } from '../../../src/games/core/types';
import { durakKit } from '../../../src/games/durak/kit';
import { durak } from '../../../src/games/durak/rules';
import type { DurakMove, DurakOptions } from '../../../src/games/durak/types';
import { toy, toyKit, type ToyMove, type ToyOptions } from './toyGame';

/** A seeded game with uniformly random legal moves, cut after `cut` moves (or at its end). */
function randomDurakPartie(seed: number, options: DurakOptions, cut: number): Partie<DurakOptions, DurakMove> {
  const rng = makeRng(seed ^ 0x5eed);
  let state = durak.deal(options, seed);
  const moves: DurakMove[] = [];
  while (moves.length < cut && !durak.isOver(state)) {
    const legal = durak.legalMoves(state);
    const move = legal[randomInt(rng, legal.length)]!;
    moves.push(move);
    state = durak.play(state, move);
  }
  return { options, level: seed % 2 === 0 ? 'anfaenger' : 'fortgeschritten', seed, moves };
}

function randomToyPartie(seed: number, options: ToyOptions): Partie<ToyOptions, ToyMove> {
  const rng = makeRng(seed);
  let state = toy.deal(options, seed);
  const moves: ToyMove[] = [];
  const cut = randomInt(rng, 40);
  while (moves.length < cut && !toy.isOver(state)) {
    const legal = toy.legalMoves(state);
    const move = legal[randomInt(rng, legal.length)]!;
    moves.push(move);
    state = toy.play(state, move);
  }
  return { options, level: 'gierig', seed, moves };
}

function expectGermanError<T>(result: Result<T>): string {
  expect(result.ok).toBe(false);
  const error = result.ok ? '' : result.error;
  expect(error.length).toBeGreaterThan(20);
  expect(error).not.toMatch(/undefined|null|NaN|Error|\[object/);
  // D21: „Zug“ means a whole bout in Durak, so single moves are „Spielaktionen“; „Spiel“, not „Partie“.
  expect(error).not.toMatch(/\bZug\b|Züge|Partie/);
  return error;
}

const URL_SAFE = /^[A-Za-z0-9._~-]*$/;

describe('partie code: round trip', () => {
  const cases: [number, DurakOptions][] = [];
  for (let i = 0; i < 60; i++) cases.push([1000 + i * 7919, { players: 2 + (i % 5), transfer: i % 3 === 0 }]);

  test.each(cases)('seed %i, %o: encode at a random move count, decode, replay → same state', (seed, options) => {
    const full = randomDurakPartie(seed, options, Infinity);
    // every 5th cut, plus the very start and the very end
    const cuts = [0, full.moves.length, randomInt(makeRng(seed), full.moves.length + 1)];
    for (const cut of cuts) {
      const partie = { ...full, moves: full.moves.slice(0, cut) };
      const code = makePartieCode(durakKit, partie);
      expect(code).toMatch(URL_SAFE);
      expect(code[0]).toBe('A');
      const parsed = parsePartieCode(durakKit, code);
      expect(parsed).toEqual({ ok: true, value: partie });
      if (!parsed.ok) continue;
      const replayed = parsed.value.moves.reduce((s, m) => durak.play(s, m), durak.deal(parsed.value.options, parsed.value.seed));
      const direct = partie.moves.reduce((s, m) => durak.play(s, m), durak.deal(options, seed));
      expect(replayed).toEqual(direct);
    }
  });

  test('most Durak moves take a single character', () => {
    const partie = randomDurakPartie(424242, { players: 3, transfer: false }, Infinity);
    const code = makePartieCode(durakKit, partie);
    const movesPart = code.split('.')[2]!;
    expect(movesPart.length).toBeGreaterThanOrEqual(partie.moves.length);
    expect(movesPart.length).toBeLessThan(partie.moves.length * 1.2 + 1);
  });

  test('the largest seed and seed 0 survive', () => {
    for (const seed of [0, 1, 0xffffffff]) {
      const partie = randomDurakPartie(seed, { players: 2, transfer: true }, 10);
      expect(parsePartieCode(durakKit, makePartieCode(durakKit, partie))).toEqual({ ok: true, value: partie });
    }
  });

  test('games with hundreds of legal moves per position (multi-character indices) round-trip', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const partie = randomToyPartie(seed, { players: 2 + (seed % 3), variants: 1 + ((seed * 37) % 400) });
      const code = makePartieCode(toyKit, partie);
      expect(code).toMatch(URL_SAFE);
      expect(parsePartieCode(toyKit, code)).toEqual({ ok: true, value: partie });
    }
  });

  test('a move that is not legal cannot be encoded (a bug, so it throws)', () => {
    const partie = randomDurakPartie(5, { players: 2, transfer: false }, 3);
    const bad = { ...partie, moves: [...partie.moves, { type: 'PASS', seat: 0 } as DurakMove, ...partie.moves] };
    expect(() => makePartieCode(durakKit, bad)).toThrow();
  });
});

describe('partie code: rejects damaged, foreign and unknown codes with a German message', () => {
  const valid = makePartieCode(durakKit, randomDurakPartie(77, { players: 4, transfer: false }, 12));
  const [head, seedPart] = valid.split('.') as [string, string, string];

  test.each([
    ['empty', ''],
    ['blank', '   '],
    ['only the version', 'A'],
    ['a missing part', `${head}.${seedPart}`],
    ['an extra part', `${valid}.`],
    ['characters outside the alphabet', `${valid}!`],
    ['a percent-escape', `${valid}%20`],
    ['a varint that never ends', `${valid}g`],
    ['a varint spelled with a needless zero chunk', `${head}.${seedPart}.gA`],
    ['a seed with a leading zero', `${head}.${seedPart[0]}0${seedPart.slice(1)}.`],
    ['upper-case seed digits', `${head}.${seedPart.toUpperCase()}X.`],
    ['no seed', `${head}.0.`],
  ])('%s', (_name, code) => {
    expectGermanError(parsePartieCode(durakKit, code));
  });

  test('a later version letter says so; anything else garbled is „beschädigt“', () => {
    for (const code of [`B${valid.slice(1)}`, `Z${valid.slice(1)}`]) {
      expect(expectGermanError(parsePartieCode(durakKit, code))).toMatch(/Version/);
    }
    for (const code of [`a${valid.slice(1)}`, `%${valid.slice(1)}`, 'xyz', `B${valid.slice(1)}..`, ' A20.07.']) {
      const error = expectGermanError(parsePartieCode(durakKit, code));
      expect(error).toMatch(/beschädigt/);
      expect(error).not.toMatch(/Version/);
    }
  });

  test.each([
    ['seven players', 'A70.0abc.'],
    ['one player', 'A10.0abc.'],
    ['a transfer flag that is not 0/1', 'A42.0abc.'],
    ['another game’s options', 'A3x1.0abc.'],
    ['no options', 'A.0abc.'],
  ])('foreign options: %s', (_name, code) => {
    expectGermanError(parsePartieCode(durakKit, code));
  });

  test('an unknown level', () => {
    expect(expectGermanError(parsePartieCode(durakKit, 'A40.7abc.'))).toMatch(/Spielstärke/);
  });

  test('a seed beyond 32 bits', () => {
    expectGermanError(parsePartieCode(durakKit, 'A40.0zzzzzzz.')); // 36^7 - 1 > 2^32 - 1
    expectGermanError(parsePartieCode(durakKit, 'A40.01z141z4.')); // 2^32
    expect(parsePartieCode(durakKit, 'A40.01z141z3.').ok).toBe(true); // 2^32 - 1
  });

  test('a move index out of range names the move number', () => {
    // 'f' = 31: at the opening the attacker has only 6 cards, so 6 legal moves.
    expect(expectGermanError(parsePartieCode(durakKit, `${head}.${seedPart}.f`))).toMatch(/Spielaktion Nr\. 1\b/);
    // the third move out of range
    expect(expectGermanError(parsePartieCode(durakKit, `${head}.${seedPart}.AAf`))).toMatch(/Spielaktion Nr\. 3\b/);
  });

  test('moves after the end of the game', () => {
    const full = randomDurakPartie(99, { players: 2, transfer: false }, Infinity);
    expect(durak.isOver(full.moves.reduce((s, m) => durak.play(s, m), durak.deal(full.options, full.seed)))).toBe(true);
    const code = makePartieCode(durakKit, full);
    expectGermanError(parsePartieCode(durakKit, `${code}A`));
  });

  test('absurd lengths are refused before any work', () => {
    const long = `${head}.${seedPart}.${'A'.repeat(MAX_CODE_LENGTH)}`;
    expect(expectGermanError(parsePartieCode(durakKit, long))).toMatch(/lang/);
    // within the length limit but more moves than the kit allows
    const many = `${head}.${seedPart}.${'A'.repeat(durakKit.maxMoves! + 1)}`;
    expect(many.length).toBeLessThanOrEqual(MAX_CODE_LENGTH);
    expectGermanError(parsePartieCode(durakKit, many));
  });

  test('a non-string never throws', () => {
    expectGermanError(parsePartieCode(durakKit, undefined as unknown as string));
    expectGermanError(parsePartieCode(durakKit, 42 as unknown as string));
  });
});

describe('partie code: 10,000 random and mutated strings', () => {
  const validCodes = Array.from({ length: 20 }, (_, i) =>
    makePartieCode(durakKit, randomDurakPartie(31 * i + 3, { players: 2 + (i % 5), transfer: i % 2 === 1 }, 5 + i * 4)),
  );

  /** Never throws; either a German error or a value that encodes back to exactly the same code. */
  function checkAny(code: string) {
    let result: Result<Partie<DurakOptions, DurakMove>> | undefined;
    expect(() => {
      result = parsePartieCode(durakKit, code);
    }).not.toThrow();
    if (result!.ok) {
      expect(makePartieCode(durakKit, result!.value)).toBe(code);
    } else {
      expect(result!.error).toMatch(/[a-zäöüß]{3,}/);
    }
  }

  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%!+ äöü'.split('');
  const urlish = fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }).map((a) => a.join(''));
  const mutated = fc
    .tuple(
      fc.constantFrom(...validCodes),
      fc.array(
        fc.tuple(fc.constantFrom('ersetzen', 'einfügen', 'löschen', 'kürzen'), fc.nat(), fc.constantFrom(...alphabet)),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([code, edits]) =>
      edits.reduce((c, [kind, at, ch]) => {
        const i = c.length === 0 ? 0 : at % c.length;
        if (kind === 'ersetzen') return c.slice(0, i) + ch + c.slice(i + 1);
        if (kind === 'einfügen') return c.slice(0, i) + ch + c.slice(i);
        if (kind === 'löschen') return c.slice(0, i) + c.slice(i + 1);
        return c.slice(0, i);
      }, code),
    );

  test('arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), checkAny), { numRuns: 3000, seed: 1 });
  });
  test('URL-like strings', () => {
    fc.assert(fc.property(urlish, (s) => checkAny(s)), { numRuns: 2000, seed: 2 });
    fc.assert(fc.property(urlish, (s) => checkAny(`A${s}`)), { numRuns: 1000, seed: 3 });
  });
  test('valid codes with a few edits', () => {
    fc.assert(fc.property(mutated, checkAny), { numRuns: 4000, seed: 4 });
  });
});

describe('partie link', () => {
  test('href and reading it back from location.search', () => {
    const partie = randomDurakPartie(2024, { players: 3, transfer: true }, 20);
    const code = makePartieCode(durakKit, partie);
    const href = makePartieHref('/spiele/durak/', code);
    expect(href).toBe(`/spiele/durak/?partie=${code}`);
    const url = new URL(href, 'https://example.org');
    expect(parsePartieParams(durakKit, url.search)).toEqual({ ok: true, value: partie });
  });

  test('no partie parameter → null; a bad one → German error', () => {
    expect(parsePartieParams(durakKit, '')).toBeNull();
    expect(parsePartieParams(durakKit, '?szenario=x')).toBeNull();
    expectGermanError(parsePartieParams(durakKit, '?partie=kaputt')!);
  });
});

describe('scenario links', () => {
  const scenarios = [
    { id: 'erster-angriff', steps: [1, 2, 3, 4] },
    { id: 'mit-trumpf-abwehren', steps: [1] },
  ];

  test('href format', () => {
    expect(makeScenarioHref('/spiele/durak/', 'erster-angriff', 3)).toBe('/spiele/durak/?szenario=erster-angriff&schritt=3');
  });

  test('every step of every scenario round-trips', () => {
    for (const s of scenarios) {
      for (let step = 1; step <= s.steps.length; step++) {
        const url = new URL(makeScenarioHref('/spiele/durak/', s.id, step), 'https://example.org');
        expect(parseScenarioParams(url.search, scenarios)).toEqual({ ok: true, value: { id: s.id, step } });
      }
    }
  });

  test('no szenario parameter → null', () => {
    expect(parseScenarioParams('', scenarios)).toBeNull();
    expect(parseScenarioParams('?schritt=2', scenarios)).toBeNull();
    expect(parseScenarioParams('?partie=A40.0a.', scenarios)).toBeNull();
  });

  test('without schritt the scenario starts at step 1', () => {
    expect(parseScenarioParams('?szenario=erster-angriff', scenarios)).toEqual({ ok: true, value: { id: 'erster-angriff', step: 1 } });
  });

  test('an unknown scenario names it in „…“', () => {
    expect(expectGermanError(parseScenarioParams('?szenario=gibt-es-nicht&schritt=1', scenarios)!)).toMatch(/„gibt-es-nicht“/);
  });

  test.each(['0', '5', '-1', '1.5', 'zwei', '1e2', '999999', ' 2'])('bad step %j', (step) => {
    expectGermanError(parseScenarioParams(`?szenario=erster-angriff&schritt=${encodeURIComponent(step)}`, scenarios)!);
  });
});
