/**
 * Where readers hesitated (issue 30, point 12): Rama and Krishna are not both trump – only the one
 * the period chose is, and a Dukal in the other one is allowed like in any suit. The engine plays it so.
 */
import { describe, expect, test } from 'vitest';
import { CARD_IDS } from '../../../src/games/ganjifa/cards';
import type { Period } from '../../../src/games/ganjifa/types';
import { sectionOf } from '../../helpers/rulesPage';
import { dukal, expectLegal, follow, ganjifa, lead, mid } from './helpers';

const ofSuit = (suit: string, n: number) => CARD_IDS.filter((c) => c.startsWith(`${suit}-`)).slice(0, n);

describe('only the chosen one of Rama and Krishna is trump', () => {
  test.each<[Period, string]>([
    ['day', 'KRI'],
    ['night', 'RAM'],
  ])('%s: a Dukal in %s, the other one, may be led', (period, suit) => {
    const cards = [`${suit}-3`, `${suit}-4`, `${suit}-5`, `${suit}-M`, `${suit}-R`];
    const s = mid({ period, hands: [[...cards, 'MAT-1'], ofSuit('KUR', 6), ofSuit('NAR', 6)], leader: 0 });
    expectLegal(s, dukal(0, cards));
    expect(ganjifa.play(s, dukal(0, cards)).dukal).toEqual({ seat: 0, cards, m: 5 });
  });

  test('by day a Krishna card does not trump: a blank player’s Krishna 10 loses to the led Matsya 10', () => {
    const s = mid({
      period: 'day',
      hands: [
        ['MAT-10', 'MAT-9'],
        ['KRI-10', 'BUD-1'],
        ['NAR-1', 'NAR-2'],
      ],
      leader: 0,
    });
    const t = [lead(0, 'MAT-10'), follow(1, 'KRI-10'), follow(2, 'NAR-1')].reduce((st, m) => ganjifa.play(st, m), s);
    expect(ganjifa.events(t).find((e) => e.type === 'TrickWon')).toMatchObject({ seat: 0 });
  });

  test('the page says so', () => {
    const karten = sectionOf('ganjifa', 'karten');
    expect(karten).not.toMatch(/beiden Trumpffarben/);
    const tagNacht = sectionOf('ganjifa', 'tag-oder-nacht');
    expect(tagNacht).toMatch(/Trumpf ist nur die gewählte Farbe/);
    expect(tagNacht).toMatch(/Diese andere Farbe sticht nicht, und ein Dukal in ihr ist erlaubt/);
  });
});
