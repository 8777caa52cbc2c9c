// What the offline worker downloads in the background on a reader's first visit: every file of its
// precache list (src/integrations/offline.mjs), raw and each gzip-compressed on its own (what a host
// that compresses sends), and the worker script itself. Reads an existing build:
// `node bench/offline-size.mjs [dir]` (default: PAGE_SIZE_DIST or dist/); bench/page-size.mjs runs it.
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { precacheList } from '../src/integrations/offline.mjs';

const dist = process.argv[2] ?? process.env.PAGE_SIZE_DIST ?? 'dist';
if (!existsSync(join(dist, 'sw.js'))) {
  console.error(`bench/offline-size: no ${dist}/sw.js – build the site first`);
  process.exit(1);
}
const list = precacheList(dist);
let raw = 0;
let gzip = 0;
for (const f of list) {
  const data = readFileSync(join(dist, f.file));
  raw += data.length;
  gzip += gzipSync(data, { level: 9 }).length;
  if (process.env.PAGE_SIZE_FILES) console.log(`  offline ${data.length} ${f.url}`);
}
const sw = gzipSync(readFileSync(join(dist, 'sw.js')), { level: 9 }).length;
console.log(`BENCH offline.precache_bytes ${raw} bytes`);
console.log(`BENCH offline.precache_gzip_bytes ${gzip} bytes`);
console.log(`BENCH offline.precache_files ${list.length} files`);
console.log(`BENCH offline.sw_gzip_bytes ${sw} bytes`);
