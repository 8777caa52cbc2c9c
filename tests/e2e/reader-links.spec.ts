/**
 * Issue 6, damaged links: a garbled game code is called damaged (not „from a newer version“), a bad
 * parameter leaves the address bar once its notice is shown, and ?szenario= only opens examples.
 */
import { test, expect, hydrated } from './fixtures';
import { PAGE, decide, newGame, openFreePlay } from './durak-helpers';

const params = (url: string) => [...new URL(url).searchParams.keys()];

test('a garbled game code is „beschädigt“, and the bad parameter leaves the address bar', async ({ page }) => {
  for (const bad of ['A40.1abc.!!!', 'Zzz', 'A2x', '%E2%9C%93', 'A21.09ix.%%%']) {
    const section = await openFreePlay(page, `?partie=${bad}`);
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('beschädigt');
    await expect(alert).not.toContainText('neueren');
    await expect(section.getByRole('group', { name: 'Deine Hand', exact: true })).toBeVisible();
    expect(params(page.url())).toEqual([]);
  }
  // a code from a later version of the site says so
  const later = await openFreePlay(page, '?partie=B21.09ix.A');
  await expect(later.getByRole('alert')).toContainText('neueren');
  expect(params(page.url())).toEqual([]);
});

test('a damaged link leaves the reader’s running game alone', async ({ page }) => {
  const section = await openFreePlay(page);
  await newGame(section, 2);
  await decide(section);
  const link = await section.getByRole('textbox', { name: 'Link zu dieser Stellung' }).inputValue();
  const again = await openFreePlay(page, '?partie=A40.1abc.!!!');
  await expect(again.getByRole('alert')).toContainText('Du siehst dein Spiel von eben.');
  await expect(again.getByRole('textbox', { name: 'Link zu dieser Stellung' })).toHaveValue(link);
});

test('?szenario= opens only examples; other ids and bad steps leave the address bar', async ({ page }) => {
  // the heading of an example is no example
  for (const id of ['erster-angriff-titel', 'ziel', 'inhalt', 'gibt-es-nicht']) {
    await page.goto(`${PAGE}?szenario=${id}&schritt=2`);
    const notice = page.locator('#link-hinweis');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText(id);
    expect(params(page.url())).toEqual([]);
    // the page stays at its start, no example claims the link
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
  }
  // a real example with a bad step: its own notice, step 1, and the address is clean
  await page.goto(`${PAGE}?szenario=trumpf&schritt=99`);
  await hydrated(page, '#szenario-trumpf');
  const section = page.locator('#szenario-trumpf');
  await expect(section.getByRole('alert')).toBeVisible();
  await expect(section.getByText(/Schritt 1 von \d+/)).toBeVisible();
  expect(params(page.url())).toEqual([]);
});
