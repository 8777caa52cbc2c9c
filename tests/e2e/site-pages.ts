/**
 * The pages of the built site, read from the build directory (PW_OUTDIR, else dist), so a page
 * that someone adds is checked without naming it here; and waiting until every island of a page
 * has been seen and has hydrated. Used by site-csp.spec.ts and site-a11y.spec.ts.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const DIST = process.env.PW_OUTDIR ?? 'dist';

export interface SitePage {
  /** The address a reader opens. */
  path: string;
  /** The HTML file in the build directory. */
  file: string;
  /** The status the server answers with (the 404 page: opened at an address that does not exist). */
  status: number;
}

/** Every HTML page of the build, the 404 page at an unknown address. Sorted by address. */
export function builtPages(dist = DIST): SitePage[] {
  const out: SitePage[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        const file = relative(dist, full).split(sep).join('/');
        if (file === '404.html') out.push({ path: '/gibt-es-nicht/', file, status: 404 });
        else out.push({ path: '/' + file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''), file, status: 200 });
      }
    }
  };
  visit(dist);
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Scrolls every island that has not hydrated yet into view (client:visible hydrates only once
 * seen), until none is left. Fails if one never hydrates.
 */
export async function allIslandsHydrated(page: Page) {
  await expect(async () => {
    const waiting = page.locator('astro-island[ssr]');
    const n = await waiting.count();
    for (let i = n - 1; i >= 0; i--)
      await waiting
        .nth(i)
        .scrollIntoViewIfNeeded({ timeout: 2000 })
        .catch(() => {});
    await expect(waiting).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 40_000 });
}
