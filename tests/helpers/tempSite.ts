/**
 * A small build directory in the system's temp folder, written file by file (for the offline
 * tests: the build step and the service worker read it like Astro's output).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory `<prefix>…` holding `files` (relative path → text); `put` writes or replaces one more. */
export function tempSite(prefix: string, files: Record<string, string>): { dir: string; put: (rel: string, text: string) => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const put = (rel: string, text: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  for (const [rel, text] of Object.entries(files)) put(rel, text);
  return { dir, put };
}
