/**
 * Ready for a real host (issue 30): after every build, `_headers` in the build directory, in the
 * format Netlify and Cloudflare Pages read (a path, then its headers indented on the lines below).
 * - every file: `X-Content-Type-Options: nosniff` and a `Referrer-Policy`;
 * - every page: its own Content-Security-Policy as an HTTP header – exactly the policy of its
 *   `<meta>` (src/integrations/csp.mjs; the script hashes differ from page to page, so there is one
 *   block per page) plus `frame-ancestors 'none'`, which a `<meta>` policy cannot carry – and short
 *   caching (`max-age=0, must-revalidate`: a new build is seen at once);
 * - `/_astro/*` (file names carry a content hash): cached for a year, immutable;
 * - `/sw.js`: `no-cache`, so a new service worker (a new build) is found on the next visit.
 * The `<meta>` stays in each page, so a host that ignores `_headers` still enforces the policy.
 * It runs after the service worker's integration (last in astro.config.mjs): `_headers` is a file
 * for the host, not one the site serves, and must not land in the worker's precache list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './csp.mjs';
import { precacheUrl } from '../offline/core.mjs';

/** Files in the build directory that are for the host only: it reads them and never serves them. */
export const HOST_FILES = ['_headers'];

/** Headers of every file the host serves. */
export const ALL_FILES = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];
/** Cache-Control of a page (HTML), of the hashed build files, and of the service worker. */
export const CACHE = {
  page: 'public, max-age=0, must-revalidate',
  hashed: 'public, max-age=31536000, immutable',
  worker: 'no-cache',
};
/** What a header policy adds to the page's meta policy. */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** The content of a page's CSP meta element, or null. @param {string} html */
export function metaPolicy(html) {
  const meta = /<meta\s+http-equiv\s*=\s*"content-security-policy"\s+content\s*=\s*"([^"]*)"[^>]*>/i.exec(html);
  return meta ? meta[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
}

/**
 * The `_headers` file for these pages (address and meta policy each).
 * @param {{ path: string, policy: string }[]} pages
 */
export function headersFile(pages) {
  /** @param {string} path @param {string[][]} headers */
  const block = (path, headers) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', ALL_FILES),
    block('/_astro/*', [['Cache-Control', CACHE.hashed]]),
    block('/sw.js', [['Cache-Control', CACHE.worker]]),
    ...[...pages]
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .map(({ path, policy }) =>
        block(path, [
          ['Content-Security-Policy', `${policy}; ${FRAME_ANCESTORS}`],
          ['Cache-Control', CACHE.page],
        ]),
      ),
  ];
  return blocks.join('\n\n') + '\n';
}

/** The pages of a build directory with their meta policy. @param {string} dir */
export function pagesOf(dir) {
  return htmlFiles(dir).flatMap((file) => {
    const policy = metaPolicy(readFileSync(file, 'utf8'));
    return policy ? [{ path: precacheUrl(relative(dir, file).split(sep).join('/')), policy }] : [];
  });
}

/** @returns {import('astro').AstroIntegration} */
export default function headers() {
  return {
    name: 'headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = pagesOf(root);
        writeFileSync(join(root, HOST_FILES[0]), headersFile(pages));
        logger.info(`_headers: ${pages.length} Seiten`);
      },
    },
  };
}
