/**
 * Content-Security-Policy (issue 18, „Sicherheit“): after every `astro build`, each HTML page of the
 * build directory gets a `<meta http-equiv="content-security-policy">` as the first element after
 * `<meta charset>`, so it governs every script and style that follows. Scripts may come only from
 * this host or be one of the inline scripts of that very page, named by their SHA-256 hash
 * (Astro's island loader, the page's own small scripts, `is:inline` ones): no `'unsafe-inline'`
 * for scripts. `'wasm-unsafe-eval'` lets the search (Pagefind) compile its WebAssembly; nothing
 * may be fetched from another host (`connect-src 'self'`, `default-src 'self'`).
 *
 * Why not Astro's own `experimental.csp` (Astro 5.18)? It hashes the scripts Astro processes, but
 * not `is:inline` ones (their hashes would have to be written into astro.config.mjs by hand), and
 * it always lists hashes under style-src, which makes a browser ignore `'unsafe-inline'` there;
 * then every `style="…"` attribute in the server-rendered HTML is blocked (the islands' custom
 * properties such as `--i`/`--n` for a fanned hand, and MDX's `text-align` for table columns)
 * until the island hydrates. Hashing the finished HTML catches every inline script whoever adds it.
 *
 * Styles: `style-src 'self' 'unsafe-inline'`. Inline `<style>` and `style` attributes are allowed;
 * a style can change how the page looks but runs no code, and the site shows no text from others.
 *
 * It must run before the integrations that read the finished HTML files (the search index and the
 * service worker's precache list, whose version is a hash over the files): it comes first in
 * astro.config.mjs, and hooks run in that order. `astro dev` has no policy (Vite injects its own
 * inline scripts there).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directives besides script-src, in the order they are written. */
export const DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Script types a browser runs (others, such as JSON data blocks, are never checked by a policy). */
const RUNS = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * The text of every inline script of an HTML document that a browser would run, exactly as the
 * browser hashes it (a script's text is raw: no entities; the parser turns CR LF into LF).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/(^|\s)src\s*=/i.test(attrs)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!RUNS.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    out.push((m[2] ?? '').replace(/\r\n?/g, '\n'));
  }
  return out;
}

/** A CSP source expression for a script's text: 'sha256-<base64>'. @param {string} text */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy for a page with these inline scripts (each distinct hash once, in order of appearance).
 * @param {string[]} scripts
 */
export function policyFor(scripts) {
  const hashes = [...new Set(scripts.map(hashSource))];
  const scriptSrc = ["script-src 'self' 'wasm-unsafe-eval'", ...hashes].join(' ');
  return [DIRECTIVES[0], scriptSrc, ...DIRECTIVES.slice(1)].join('; ');
}

const META = /<meta\s+http-equiv\s*=\s*"content-security-policy"[^>]*>/i;

/**
 * The page with its policy: a meta element right after `<meta charset>` (or at the start of
 * `<head>`), replacing an older one. A document without `<head>` is returned unchanged.
 * @param {string} html
 */
export function withPolicy(html) {
  const without = html.replace(META, '');
  const meta = `<meta http-equiv="content-security-policy" content="${policyFor(inlineScripts(without))}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(without);
  if (charset && charset.index < without.search(/<\/head>/i)) {
    const at = charset.index + charset[0].length;
    return without.slice(0, at) + meta + without.slice(at);
  }
  const head = /<head\b[^>]*>/i.exec(without);
  if (!head) return html;
  const at = head.index + head[0].length;
  return without.slice(0, at) + meta + without.slice(at);
}

/** Every .html file under dir (absolute paths). @param {string} dir */
export function htmlFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/**
 * An integration that, after every build, passes each HTML page through `rewrite` and writes it back
 * when it changed. @param {string} name @param {(html: string) => string} rewrite
 * @returns {import('astro').AstroIntegration}
 */
export function htmlRewrite(name, rewrite) {
  return {
    name,
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const out = rewrite(html);
          if (out !== html) writeFileSync(file, out);
        }
      },
    },
  };
}

/** @returns {import('astro').AstroIntegration} */
export default function csp() {
  return {
    name: 'csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const files = htmlFiles(fileURLToPath(dir));
        for (const file of files) writeFileSync(file, withPolicy(readFileSync(file, 'utf8')));
        logger.info(`Content-Security-Policy in ${files.length} Seiten`);
      },
    },
  };
}
