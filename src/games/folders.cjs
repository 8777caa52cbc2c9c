/**
 * The games' folder names (src/games/<id>/), read from the registry's imports (src/games/registry.ts
 * imports each game's `./<id>/manifest`; the manifest type is a type-only import): for the configs that run before TypeScript does, the
 * chunking (astro.config.mjs) and the layers (.dependency-cruiser.cjs). No list of games here; a test
 * (tests/unit/core/registry.test.ts) checks that it agrees with the registry.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

module.exports = [
  ...readFileSync(join(__dirname, 'registry.ts'), 'utf8').matchAll(/^import (?!type )[^;]*from '\.\/([\w-]+)\/manifest';/gm),
].map((m) => m[1]);
