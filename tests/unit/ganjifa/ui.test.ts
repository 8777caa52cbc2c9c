import { describe, expect, test } from 'vitest';
import { dukalTitle } from '../../../src/components/ganjifa/ganjifa-ui';

describe('Ganjifa UI words', () => {
  test('a Dukal on the table is named by its owner in German, never „von Du“', () => {
    const names = ['Du', 'Anna', 'Klaus'];
    expect(dukalTitle(names, 0)).toBe('Deine Dukal-Sequenz');
    expect(dukalTitle(names, 1)).toBe('Annas Dukal-Sequenz');
    expect(dukalTitle(names, 2)).toBe('Klaus’ Dukal-Sequenz');
  });
});
