/**
 * The link codec (core/codec.ts) on the toy games: partie codes round-trip, damaged or foreign
 * codes give a German error and never throw, and scenario links. Durak's own links (its options,
 * its recorded codes) are tested in tests/unit/durak/links.test.ts and golden.test.ts.
 */
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
import type { GameKit } from '../../../src/games/core/kit';
import { makeRng, randomInt } from '../../../src/games/core/rng';
import type { BaseEvent, BaseMove, BaseView, Result } from '../../../src/games/core/types';
import { kaertchenKit, toy, toyKit, type ToyMove, type ToyOptions } from './toyGame';

/** A seeded game with uniformly random legal moves, cut after `cut` moves (or at its end). */
function randomPartie<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  options: O,
  seed: number,
  cut: number,
): Partie<O, M> {
  const rng = makeRng(seed ^ 0x5eed);
  let state = kit.rules.deal(options, seed);
  const moves: M[] = [];
  while (moves.length < cut && !kit.rules.isOver(state)) {
    const legal = kit.rules.legalMoves(state);
    const move = legal[randomInt(rng, legal.length)]!;
    moves.push(move);
    state = kit.rules.play(state, move);
  }
  return { options, level: kit.levels[seed % kit.levels.length]!.id, seed, moves };
}

const replay = (p: Partie<ToyOptions, ToyMove>) => p.moves.reduce((s, m) => toy.play(s, m), toy.deal(p.options, p.seed));

function expectGermanError<T>(result: Result<T>): string {
  expect(result.ok).toBe(false);
  const error = result.ok ? '' : result.error;
  expect(error.length).toBeGreaterThan(20);
  expect(error).not.toMatch(/undefined|null|NaN|Error|\[object/);
  // „Zug“ means a whole bout in Durak, so single moves are „Spielaktionen“ in every game; „Spiel“, not „Partie“.
  expect(error).not.toMatch(/\bZug\b|Züge|Partie/);
  return error;
}

const URL_SAFE = /^[A-Za-z0-9._~-]*$/;

describe('partie code: round trip', () => {
  const cases: [number, ToyOptions][] = [];
  for (let i = 0; i < 30; i++) cases.push([1000 + i * 7919, { players: 2 + (i % 3), variants: 1 + (i % 4) }]);

  test.each(cases)('seed %i, %o: encode at the start, the end and a random cut, decode, replay → same state', (seed, options) => {
    const full = randomPartie(toyKit, options, seed, Infinity);
    for (const cut of [0, full.moves.length, randomInt(makeRng(seed), full.moves.length + 1)]) {
      const partie = { ...full, moves: full.moves.slice(0, cut) };
      const code = makePartieCode(toyKit, partie);
      expect(code).toMatch(URL_SAFE);
      expect(code[0]).toBe('A');
      const parsed = parsePartieCode(toyKit, code);
      expect(parsed).toEqual({ ok: true, value: partie });
      if (parsed.ok) expect(replay(parsed.value)).toEqual(replay(partie));
    }
  });

  test('a game of several rounds round-trips as well', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const partie = randomPartie(kaertchenKit, { players: 2 + (seed % 2), rounds: 1 + (seed % 3) }, seed, Infinity);
      expect(parsePartieCode(kaertchenKit, makePartieCode(kaertchenKit, partie))).toEqual({ ok: true, value: partie });
    }
  });

  test('with few legal moves, one character per move', () => {
    const partie = randomPartie(toyKit, { players: 3, variants: 2 }, 4242, Infinity);
    const code = makePartieCode(toyKit, partie);
    expect(code.split('.')[2]).toHaveLength(partie.moves.length);
  });

  test('the largest seed and seed 0 survive', () => {
    for (const seed of [0, 1, 0xffffffff]) {
      const partie = randomPartie(toyKit, { players: 2, variants: 3 }, seed, 10);
      expect(parsePartieCode(toyKit, makePartieCode(toyKit, partie))).toEqual({ ok: true, value: partie });
    }
  });

  test('games with hundreds of legal moves per position (multi-character indices) round-trip', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const partie = randomPartie(
        toyKit,
        { players: 2 + (seed % 3), variants: 1 + ((seed * 37) % 400) },
        seed,
        randomInt(makeRng(seed), 40),
      );
      const code = makePartieCode(toyKit, partie);
      expect(code).toMatch(URL_SAFE);
      expect(parsePartieCode(toyKit, code)).toEqual({ ok: true, value: partie });
    }
  });

  test('a move that is not legal cannot be encoded (a bug, so it throws)', () => {
    const partie = randomPartie(toyKit, { players: 2, variants: 1 }, 5, 3);
    const bad = { ...partie, moves: [...partie.moves, { type: 'NEHMEN', seat: 9, n: 1, mark: 0 } as ToyMove] };
    expect(() => makePartieCode(toyKit, bad)).toThrow();
  });
});

describe('partie code: rejects damaged, foreign and unknown codes with a German message', () => {
  const valid = makePartieCode(toyKit, randomPartie(toyKit, { players: 4, variants: 1 }, 77, 6));
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
    expectGermanError(parsePartieCode(toyKit, code));
  });

  test('a later version letter says so; anything else that is garbled is „beschädigt“', () => {
    for (const code of [`B${valid.slice(1)}`, `Z${valid.slice(1)}`]) {
      expect(expectGermanError(parsePartieCode(toyKit, code))).toMatch(/Version/);
    }
    for (const code of [`a${valid.slice(1)}`, `9${valid.slice(1)}`, `B${valid.slice(1)}!`, 'Bx']) {
      expect(expectGermanError(parsePartieCode(toyKit, code))).toMatch(/beschädigt/);
    }
  });

  test.each([
    ['five players', 'A5x1.0abc.'],
    ['no variants', 'A3x0.0abc.'],
    ['another game’s options', 'A3r2.0abc.'],
    ['no options', 'A.0abc.'],
  ])('foreign options: %s', (_name, code) => {
    expectGermanError(parsePartieCode(toyKit, code));
  });

  test('an unknown level', () => {
    expect(expectGermanError(parsePartieCode(toyKit, 'A3x1.7abc.'))).toMatch(/Spielstärke/);
  });

  test('a seed beyond 32 bits', () => {
    expectGermanError(parsePartieCode(toyKit, 'A3x1.0zzzzzzz.')); // 36^7 - 1 > 2^32 - 1
    expectGermanError(parsePartieCode(toyKit, 'A3x1.01z141z4.')); // 2^32
    expect(parsePartieCode(toyKit, 'A3x1.01z141z3.').ok).toBe(true); // 2^32 - 1
  });

  test('a move index out of range names the move number', () => {
    // 'f' = 31: with one variant there are at most 3 legal moves.
    expect(expectGermanError(parsePartieCode(toyKit, `${head}.${seedPart}.f`))).toMatch(/Spielaktion Nr\. 1\b/);
    expect(expectGermanError(parsePartieCode(toyKit, `${head}.${seedPart}.AAf`))).toMatch(/Spielaktion Nr\. 3\b/);
  });

  test('moves after the end of the game', () => {
    const full = randomPartie(toyKit, { players: 2, variants: 1 }, 99, Infinity);
    expect(toy.isOver(replay(full))).toBe(true);
    expectGermanError(parsePartieCode(toyKit, `${makePartieCode(toyKit, full)}A`));
  });

  test('absurd lengths are refused before any work', () => {
    const long = `${head}.${seedPart}.${'A'.repeat(MAX_CODE_LENGTH)}`;
    expect(expectGermanError(parsePartieCode(toyKit, long))).toMatch(/lang/);
    // within the length limit but more moves than the kit allows
    const many = `${head}.${seedPart}.${'A'.repeat(toyKit.maxMoves! + 1)}`;
    expect(many.length).toBeLessThanOrEqual(MAX_CODE_LENGTH);
    expectGermanError(parsePartieCode(toyKit, many));
  });

  test('a non-string never throws', () => {
    expectGermanError(parsePartieCode(toyKit, undefined as unknown as string));
    expectGermanError(parsePartieCode(toyKit, 42 as unknown as string));
  });
});

describe('partie code: 10,000 random and mutated strings', () => {
  const validCodes = Array.from({ length: 20 }, (_, i) =>
    makePartieCode(toyKit, randomPartie(toyKit, { players: 2 + (i % 3), variants: 1 + (i % 5) }, 31 * i + 3, 5 + i)),
  );

  /** Never throws; either a German error or a value that encodes back to exactly the same code. */
  function checkAny(code: string) {
    let result: Result<Partie<ToyOptions, ToyMove>> | undefined;
    expect(() => {
      result = parsePartieCode(toyKit, code);
    }).not.toThrow();
    if (result!.ok) {
      expect(makePartieCode(toyKit, result!.value)).toBe(code);
    } else {
      expect(result!.error).toMatch(/[a-zäöüß]{3,}/);
    }
  }

  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%!+ äöü'.split('');
  const urlish = fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }).map((a) => a.join(''));
  const mutated = fc
    .tuple(
      fc.constantFrom(...validCodes),
      fc.array(fc.tuple(fc.constantFrom('ersetzen', 'einfügen', 'löschen', 'kürzen'), fc.nat(), fc.constantFrom(...alphabet)), {
        minLength: 1,
        maxLength: 4,
      }),
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
    fc.assert(
      fc.property(urlish, (s) => checkAny(s)),
      { numRuns: 2000, seed: 2 },
    );
    fc.assert(
      fc.property(urlish, (s) => checkAny(`A${s}`)),
      { numRuns: 1000, seed: 3 },
    );
  });
  test('valid codes with a few edits', () => {
    fc.assert(fc.property(mutated, checkAny), { numRuns: 4000, seed: 4 });
  });
});

describe('partie link', () => {
  test('href and reading it back from location.search', () => {
    const partie = randomPartie(toyKit, { players: 3, variants: 2 }, 2024, 8);
    const code = makePartieCode(toyKit, partie);
    const href = makePartieHref('/spiele/hoelzchen/', code);
    expect(href).toBe(`/spiele/hoelzchen/?partie=${code}`);
    const url = new URL(href, 'https://example.org');
    expect(parsePartieParams(toyKit, url.search)).toEqual({ ok: true, value: partie });
  });

  test('no partie parameter → null; a bad one → German error', () => {
    expect(parsePartieParams(toyKit, '')).toBeNull();
    expect(parsePartieParams(toyKit, '?szenario=x')).toBeNull();
    expectGermanError(parsePartieParams(toyKit, '?partie=kaputt')!);
  });
});

describe('scenario links', () => {
  const scenarios = [
    { id: 'erste-hoelzchen', steps: [1, 2, 3, 4] },
    { id: 'das-letzte-hoelzchen', steps: [1] },
  ];

  test('href format', () => {
    expect(makeScenarioHref('/spiele/hoelzchen/', 'erste-hoelzchen', 3)).toBe('/spiele/hoelzchen/?szenario=erste-hoelzchen&schritt=3');
  });

  test('every step of every scenario round-trips', () => {
    for (const s of scenarios) {
      for (let step = 1; step <= s.steps.length; step++) {
        const url = new URL(makeScenarioHref('/spiele/hoelzchen/', s.id, step), 'https://example.org');
        expect(parseScenarioParams(url.search, scenarios)).toEqual({ ok: true, value: { id: s.id, step } });
      }
    }
  });

  test('no szenario parameter → null', () => {
    expect(parseScenarioParams('', scenarios)).toBeNull();
    expect(parseScenarioParams('?schritt=2', scenarios)).toBeNull();
    expect(parseScenarioParams('?partie=A3x1.0a.', scenarios)).toBeNull();
  });

  test('without schritt the scenario starts at step 1', () => {
    expect(parseScenarioParams('?szenario=erste-hoelzchen', scenarios)).toEqual({ ok: true, value: { id: 'erste-hoelzchen', step: 1 } });
  });

  test('an unknown scenario names it in „…“', () => {
    expect(expectGermanError(parseScenarioParams('?szenario=gibt-es-nicht&schritt=1', scenarios)!)).toMatch(/„gibt-es-nicht“/);
  });

  test.each(['0', '5', '-1', '1.5', 'zwei', '1e2', '999999', ' 2'])('bad step %j', (step) => {
    expectGermanError(parseScenarioParams(`?szenario=erste-hoelzchen&schritt=${encodeURIComponent(step)}`, scenarios)!);
  });
});
