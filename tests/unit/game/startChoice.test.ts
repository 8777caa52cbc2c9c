/**
 * Which game the free-play island starts with and what it keeps (startChoice.ts), with the toy
 * game: the reader's own game and a link's game are kept apart, a link says which position opened,
 * and a bad link says once what the reader sees instead.
 */
import { describe, expect, test } from 'vitest';
import { makePartieCode, type Partie } from '../../../src/games/core/codec';
import { chooseStart, positionText, readStored } from '../../../src/components/game/startChoice';
import { freshStart, storagePlan } from '../../../src/components/game/keptGames';
import { toy, toyKit, type ToyMove, type ToyOptions } from '../core/toyGame';

const OPTS: ToyOptions = { players: 3, variants: 2 };
const fresh = { options: { players: 2, variants: 1 }, level: 'leicht', seed: 4242 };

/** A game of `n` moves (every seat takes one stick). */
function partie(seed: number, n: number, level = 'leicht'): Partie<ToyOptions, ToyMove> {
  let s = toy.deal(OPTS, seed);
  const moves: ToyMove[] = [];
  for (let i = 0; i < n; i++) {
    const m = toy.legalMoves(s).find((x) => x.n === 1 && x.mark === 0)!;
    moves.push(m);
    s = toy.play(s, m);
  }
  return { options: OPTS, level, seed, moves };
}
const code = (p: Partie<ToyOptions, ToyMove>) => makePartieCode(toyKit, p);

describe('chooseStart', () => {
  const mine = partie(11, 5);
  const theirs = partie(12, 6, 'gierig');

  test('nothing kept, no link: a new deal from the reader’s settings, nothing to say', () => {
    const c = chooseStart(toyKit, { url: null, own: null, link: null, fresh });
    expect(c.input).toEqual({ ...fresh, moves: [], linked: 0, foreign: false, previous: null });
    expect([c.notice, c.info, c.fromUrl, c.dropUrl]).toEqual([null, null, false, false]);
    // the island's start without the parser (nothing to read) is this same choice
    expect(freshStart(fresh)).toEqual(c);
  });

  test('the reader’s own game comes back after a reload, with the game it replaced', () => {
    const own = { code: code(mine), linked: 0, previous: { code: code(theirs), linked: 2 } };
    const c = chooseStart(toyKit, { url: null, own, link: null, fresh });
    expect(c.input).toEqual({ ...mine, linked: 0, foreign: false, previous: { ...theirs, linked: 2 } });
    expect(c.info).toBe('Dein Spiel von eben geht weiter.');
    // the old stored form ({ code } only) still reads
    expect(chooseStart(toyKit, { url: null, own: { code: code(mine) }, link: null, fresh }).input).toMatchObject({
      ...mine,
      linked: 0,
      previous: null,
    });
  });

  test('somebody else’s link: that game, its moves not the reader’s, the reader’s own game one press away, and which position opened', () => {
    const c = chooseStart(toyKit, { url: code(theirs), own: { code: code(mine) }, link: null, fresh });
    expect(c.input).toEqual({ ...theirs, linked: 6, foreign: true, previous: { ...mine, linked: 0 } });
    expect(c.fromUrl).toBe(true);
    expect(c.info).toBe(
      'Du siehst das Spiel aus dem Link: diese Stellung nach 6 Zügen. Dein eigenes Spiel holst du mit „Zurück zu deinem Spiel“ zurück.',
    );
    // without an own game, it says how the link's game becomes the reader's
    const alone = chooseStart(toyKit, { url: code(partie(12, 1)), own: null, link: null, fresh });
    expect(alone.input.previous).toBeNull();
    expect(alone.info).toBe('Du siehst das Spiel aus dem Link: diese Stellung nach 1 Zug. Sobald du darin ziehst, ist es dein Spiel.');
  });

  test('a code cut inside its moves opens the earlier position and says so', () => {
    const cut = code(theirs).slice(0, -4);
    const c = chooseStart(toyKit, { url: cut, own: null, link: null, fresh });
    expect(c.input.moves).toEqual(theirs.moves.slice(0, 2));
    expect(c.info).toContain('diese Stellung nach 2 Zügen');
  });

  test('the reader’s own link is their own game, not a foreign one', () => {
    const own = { code: code(mine), linked: 0 };
    const c = chooseStart(toyKit, { url: code(mine), own, link: null, fresh });
    expect(c.input.foreign).toBe(false);
    expect(c.info).toBeNull();
    expect(c.fromUrl).toBe(true);
  });

  test('a kept link’s game comes back without its link in the address (an example took it), before the reader’s own', () => {
    const link = { code: code(partie(12, 8, 'gierig')), linked: 6 };
    const c = chooseStart(toyKit, { url: null, own: { code: code(mine) }, link, fresh });
    expect(c.input).toEqual({ ...partie(12, 8, 'gierig'), linked: 6, foreign: true, previous: { ...mine, linked: 0 } });
    expect(c.fromUrl).toBe(false);
    expect(c.info).toBe('Du siehst weiter das Spiel aus dem Link. Dein eigenes Spiel holst du mit „Zurück zu deinem Spiel“ zurück.');
    // and the same with its link in the address
    expect(chooseStart(toyKit, { url: link.code, own: null, link, fresh }).input.linked).toBe(6);
  });

  test('a bad link: a notice that says once what the reader sees, and the parameter goes', () => {
    const later = 'B2x2.1abc.A';
    const c = chooseStart(toyKit, { url: later, own: null, link: null, fresh });
    expect(c.dropUrl).toBe(true);
    expect(c.notice).toMatch(/^Den Spiel-Link konnten wir nicht öffnen\. .*neueren.* Darum beginnt hier ein neues Spiel\.$/);
    expect(c.notice!.match(/neues Spiel/g)).toHaveLength(1);
    expect(c.input.seed).toBe(fresh.seed);
    const kept = chooseStart(toyKit, { url: 'A2x2.1abc.!!', own: { code: code(mine) }, link: null, fresh });
    expect(kept.notice).toMatch(/beschädigt.*Du siehst dein Spiel von eben\.$/);
    expect(kept.input.seed).toBe(mine.seed);
    expect(kept.info).toBeNull();
  });

  test('broken storage is ignored', () => {
    for (const junk of [null, 3, 'x', { code: 7 }, { code: 'A9x9.1.' }]) {
      expect(readStored(toyKit, junk)).toBeNull();
      expect(chooseStart(toyKit, { url: null, own: junk, link: junk, fresh }).input.seed).toBe(fresh.seed);
    }
    // a stored count of linked moves never exceeds the moves
    expect(readStored(toyKit, { code: code(mine), linked: 99 })!.linked).toBe(5);
  });
});

describe('storagePlan', () => {
  const game = { ...partie(11, 5), linked: 0 };
  const prev = { ...partie(12, 3), linked: 3 };

  test('a link’s game the reader has not moved in is kept apart; the reader’s own stays as stored', () => {
    expect(storagePlan(toyKit, { ...prev, foreign: true, previous: game }, false)).toEqual({
      own: 'keep',
      link: { code: code(prev), linked: 3 },
    });
  });

  test('the reader’s game is stored with the game it replaced; the link’s copy goes', () => {
    expect(storagePlan(toyKit, { ...game, foreign: false, previous: prev }, false)).toEqual({
      own: { code: code(game), linked: 0, previous: { code: code(prev), linked: 3 } },
      link: null,
    });
  });

  test('a finished game leaves the game it replaced to come back; a new deal without moves keeps what is stored', () => {
    expect(storagePlan(toyKit, { ...game, foreign: false, previous: prev }, true)).toEqual({
      own: { code: code(prev), linked: 3 },
      link: null,
    });
    expect(storagePlan(toyKit, { ...game, foreign: false, previous: null }, true)).toEqual({ own: null, link: null });
    expect(storagePlan(toyKit, { ...game, moves: [], foreign: false, previous: prev }, false)).toEqual({ own: 'keep', link: null });
  });
});

test('positionText names the position by its number of moves', () => {
  expect(positionText(0)).toBe('die Stellung gleich nach dem Geben');
  expect(positionText(1)).toBe('diese Stellung nach 1 Zug');
  expect(positionText(6)).toBe('diese Stellung nach 6 Zügen');
});
