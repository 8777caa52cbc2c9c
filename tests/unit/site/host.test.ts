/**
 * Ready for a real host (issue 30): the `_headers` file the build writes (src/integrations/headers.mjs)
 * carries each page's own CSP – the policy of its `<meta>`, plus `frame-ancestors 'none'` – and the
 * caching rules; public/robots.txt allows all and names the sitemap under the site's address; the
 * island styles Astro writes into the body move to the head (src/integrations/kopfStile.mjs).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { withPolicy } from '../../../src/integrations/csp.mjs';
import { headersFile, pagesOf } from '../../../src/integrations/headers.mjs';
import { printLast, stylesToHead } from '../../../src/integrations/kopfStile.mjs';
import { tempSite } from '../../helpers/tempSite';

/** Reads a `_headers` file as Netlify and Cloudflare Pages do: path lines, indented `Name: value` lines. */
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      expect(rules.has(line), `path ${line} twice`).toBe(false);
      rules.set(line, (current = new Map()));
      continue;
    }
    const m = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    expect(m, `header line ${JSON.stringify(line)}`).not.toBeNull();
    expect(current, 'a header before any path').not.toBeNull();
    current!.set(m![1]!.toLowerCase(), m![2]!);
  }
  return rules;
}

const page = (body: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe('_headers', () => {
  const { dir } = tempSite('kartenspiele-headers-', {
    'index.html': withPolicy(page('<script>console.log("start")</script>')),
    'spiele/durak/index.html': withPolicy(page('<script type="module">document.title="Durak"</script><script>var a=1</script>')),
    '404.html': withPolicy(page('<p>Nicht gefunden</p>')),
    'ohne-richtlinie.html': '<p>kein Kopf</p>',
    '_astro/kern.ABCdef12.js': 'export{}',
  });
  const rules = parseHeaders(headersFile(pagesOf(dir)));
  const metaOf = (rel: string) =>
    /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(readFileSync(`${dir}/${rel}`, 'utf8'))![1]!;

  it("gives every page its own meta policy as an HTTP header, plus frame-ancestors 'none'", () => {
    const pages = { '/': 'index.html', '/spiele/durak/': 'spiele/durak/index.html', '/404.html': '404.html' };
    for (const [path, rel] of Object.entries(pages)) {
      const csp = rules.get(path)?.get('content-security-policy');
      expect(csp, path).toBe(`${metaOf(rel)}; frame-ancestors 'none'`);
    }
    expect(metaOf('index.html')).not.toBe(metaOf('spiele/durak/index.html'));
    const withPolicyPaths = [...rules].filter(([, h]) => h.has('content-security-policy')).map(([p]) => p);
    expect(withPolicyPaths.sort()).toEqual(Object.keys(pages).sort());
  });

  it('caches hashed build files for a year, pages briefly and the service worker never', () => {
    expect(rules.get('/_astro/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(rules.get('/sw.js')?.get('cache-control')).toBe('no-cache');
    for (const path of ['/', '/spiele/durak/', '/404.html']) {
      expect(rules.get(path)?.get('cache-control'), path).toMatch(/^public, max-age=0, must-revalidate$/);
    }
  });

  it('sends nosniff and a referrer policy with every file, and no header twice for one address', () => {
    const all = rules.get('/*')!;
    expect(all.get('x-content-type-options')).toBe('nosniff');
    expect(all.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    // hosts join the values of one header from several matching rules: each name in one rule only
    const names = [...rules.values()].flatMap((h) => [...h.keys()]);
    for (const name of all.keys())
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('allows every robot and names the sitemap under the site address of astro.config.mjs', () => {
    const site = /\bsite:\s*'([^']+)'/.exec(readFileSync('astro.config.mjs', 'utf8'))![1]!;
    const robots = readFileSync('public/robots.txt', 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \S/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${new URL('/sitemap-index.xml', site).href.replace(/[.]/g, '\\.')}$`, 'm'));
  });
});

describe('stylesToHead', () => {
  it('moves each style element of the body, in order, to the end of the head; SVG styles stay', () => {
    const html =
      '<html><head><meta charset="utf-8"><title>T</title></head><body><main><div>' +
      '<style>astro-island{display:contents}</style><script>x()</script><p>Text</p>' +
      '<svg><style>.a{fill:red}</style><rect/></svg><style>.b{color:red}</style></div></main></body></html>';
    expect(stylesToHead(html)).toBe(
      '<html><head><meta charset="utf-8"><title>T</title><style>astro-island{display:contents}</style><style>.b{color:red}</style></head>' +
        '<body><main><div><script>x()</script><p>Text</p><svg><style>.a{fill:red}</style><rect/></svg></div></main></body></html>',
    );
  });

  it('leaves a page without styles in its body as it is', () => {
    const html = '<html><head><style>a{}</style></head><body><p>x</p></body></html>';
    expect(stylesToHead(html)).toBe(html);
  });
});

describe('printLast', () => {
  it('puts the print sheet after every other stylesheet of the head, so it wins on paper', () => {
    const print = '<link rel="stylesheet" href="/_astro/print.x.css" media="print">';
    const html = `<html><head>${print}<link rel="stylesheet" href="/_astro/index.y.css"><style>.a{}</style></head><body></body></html>`;
    expect(printLast(html)).toBe(
      `<html><head><link rel="stylesheet" href="/_astro/index.y.css"><style>.a{}</style>${print}</head><body></body></html>`,
    );
  });

  it('leaves a page without a print sheet as it is', () => {
    const html = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
    expect(printLast(html)).toBe(html);
  });
});
