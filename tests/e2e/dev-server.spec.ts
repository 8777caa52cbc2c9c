import { test, expect } from './fixtures';

// `npm run dev` must hydrate islands too (Vite's dev-time dependency handling differs from the build's).
test('an island hydrates and works under astro dev', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('http://127.0.0.1:4322/spiele/durak/?szenario=erster-angriff&schritt=1');
  const section = page.locator('#szenario-erster-angriff');
  await expect(page.locator('astro-island:has(#szenario-erster-angriff)')).not.toHaveAttribute('ssr', /.*/, { timeout: 90_000 });
  await expect(section.getByText(/Schritt 1 von \d+/)).toBeVisible();
  await section.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(section.getByText(/Schritt 2 von \d+/)).toBeVisible();
});
