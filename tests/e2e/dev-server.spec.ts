import { test, expect } from './fixtures';

const URL = `http://127.0.0.1:${process.env.PW_DEV_PORT ?? 4322}/spiele/durak/?szenario=erster-angriff&schritt=1`;

// `npm run dev` must hydrate islands too (Vite's dev-time dependency handling differs from the build's).
test('an island hydrates and works under astro dev', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // On a cold cache Vite discovers the islands' dependencies on the first visit, bundles them anew
  // and answers the requests of that visit with „504 Outdated Optimize Dep“ before it reloads the
  // page. That is the dev server warming up, not the site: warm it up in a context of its own,
  // whose console the test does not watch, then check a fresh visit strictly.
  const warmup = await browser.newContext();
  const first = await warmup.newPage();
  await first.goto(URL);
  await expect(first.locator('astro-island:has(#szenario-erster-angriff)')).not.toHaveAttribute('ssr', /.*/, { timeout: 90_000 });
  await warmup.close();

  await page.goto(URL);
  const section = page.locator('#szenario-erster-angriff');
  await expect(page.locator('astro-island:has(#szenario-erster-angriff)')).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
  await expect(section.getByText(/Schritt 1 von \d+/)).toBeVisible();
  await section.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(section.getByText(/Schritt 2 von \d+/)).toBeVisible();
});
