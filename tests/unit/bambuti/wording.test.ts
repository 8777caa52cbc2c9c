/**
 * Bambuti wording the reader meets outside the moves (issue 15, point 10): the message for a link
 * whose options part is not Bambuti's, in du-form („beginnst entweder du …“).
 */
import { expect, test } from 'vitest';
import { bambutiOptionsCodec } from '../../../src/games/bambuti/kit';

test('a foreign options part is refused in du-form', () => {
  const r = bambutiOptionsCodec.parse('7');
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toBe('Bei Bambuti beginnst entweder du oder dein Gegner – diese Angabe passt nicht dazu.');
});
