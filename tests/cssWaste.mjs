// Lighthouse's „unused-css-rules“ figure for one stylesheet (linked or inline) from Chromium's CSS
// coverage (Playwright `page.coverage.stopCSSCoverage()`, the rule usage Lighthouse reads too): the
// share of its bytes in rules never used, times the bytes it transfers – here its gzip size, as a
// host that compresses serves it. Used by bench/page-size.mjs and tests/e2e/site-css-unused.spec.ts.
import { gzipSync } from 'node:zlib';

/**
 * @param {{ text?: string, ranges: { start: number, end: number }[] }} entry
 * @returns {{ wasted: number, unusedRaw: number }}
 */
export function cssWaste(entry) {
  const text = entry.text ?? '';
  const used = entry.ranges.reduce((sum, r) => sum + r.end - r.start, 0);
  const unusedRaw = text.length - used;
  const wasted = text.length === 0 ? 0 : Math.round((unusedRaw / text.length) * gzipSync(text, { level: 9 }).length);
  return { wasted, unusedRaw };
}
