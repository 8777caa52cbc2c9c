/** importAgain.ts: a failed chunk is fetched anew on the next try, under its own URL with a query. */
import { expect, test } from 'vitest';
import { chunkUrl, retrying } from '../../../src/components/site/importAgain';

test('the chunk URL is read from Chromium’s and Firefox’s messages, without an earlier query', () => {
  expect(
    chunkUrl(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4321/_astro/TutorialDone.QMhyAlrn.js')),
  ).toBe('http://127.0.0.1:4321/_astro/TutorialDone.QMhyAlrn.js');
  expect(chunkUrl(new TypeError('error loading dynamically imported module: https://example.org/_astro/x.js?wieder=1'))).toBe(
    'https://example.org/_astro/x.js',
  );
  expect(chunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
});

test('after a failure without a URL the plain import is tried again; a success resets', async () => {
  let calls = 0;
  const load = retrying(async () => {
    calls++;
    if (calls === 1) throw new TypeError('Importing a module script failed.');
    return 'modul';
  });
  await expect(load()).rejects.toThrow();
  await expect(load()).resolves.toBe('modul');
  expect(calls).toBe(2);
});
