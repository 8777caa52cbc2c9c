/**
 * The layers of the code, checked by dependency-cruiser in `npm test` (issue 31, point 4):
 * `npx depcruise src --config .dependency-cruiser.cjs --ignore-known`.
 *
 * - the engine core (the pure contract every game's rules build on) imports nothing else of ours;
 * - src/games/core imports no game, no component and no page;
 * - a game's rules (the engine files of src/games/<g>/) import only the engine core and each other;
 * - a game never imports another game, and no game imports a component;
 * - a game's components import no other game;
 * - nothing outside a game's folders (src/games/<g>/, src/components/<g>/) imports from them but the
 *   registry (src/games/registry.ts) and its browser half (src/games/exercises.ts: each game's
 *   „Übungen“ loader, which the browser reaches without the manifests' build-time loaders): shared
 *   code takes a game from the registry. The remaining exceptions are listed in
 *   .dependency-cruiser-known-violations.json (`--ignore-known`); a new one fails.
 *   src/content.config.ts is exempt for now: the examples' collections need each game's example
 *   format at once (no loader), until the manifest carries it;
 * - no import cycles, type-only imports included.
 * dependency-cruiser does not read .astro files (pages and layouts).
 */
/** The games (src/games/folders.cjs: the folders the registry imports), as a group of a path pattern. */
const GAMES = `(${require('./src/games/folders.cjs').join('|')})`;
/** The engine core: what a game's rules may use of src/games/core. */
const ENGINE_CORE = '^src/games/core/(types|text|numbers|cards|seats|engine|rng|outcome|input|data)\\.ts$';
/** A game's engine files: the rules module and what it is made of. */
const ENGINE_FILES = '(rules|setup|types|position|cards|page|text|play|bout|legal|check|checkWords|input|dukal|wertung|cardList)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only imports count): move the shared part into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-core-is-pure',
      severity: 'error',
      comment: 'The engine core imports nothing of ours but the engine core.',
      from: { path: ENGINE_CORE },
      to: { path: '^src/', pathNot: ENGINE_CORE },
    },
    {
      name: 'core-imports-no-game',
      severity: 'error',
      comment: 'src/games/core is shared by every game: it never imports a game, a component or a page.',
      from: { path: '^src/games/core/' },
      to: { path: '^src/', pathNot: '^src/games/core/' },
    },
    {
      name: 'rules-import-only-engine',
      severity: 'error',
      comment: "A game's rules import only the engine core and the game's own engine files (no bots, search, teaching or UI).",
      from: { path: `^src/games/([^/]+)/${ENGINE_FILES}` },
      to: { path: '^src/', pathNot: [ENGINE_CORE, `^src/games/$1/${ENGINE_FILES}`] },
    },
    {
      name: 'game-imports-no-other-game',
      severity: 'error',
      comment: 'A game never imports another game; what two games share belongs in src/games/core.',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/', pathNot: ['^src/games/$1/', '^src/games/core/'] },
    },
    {
      name: 'game-imports-no-component',
      severity: 'error',
      comment:
        "Rules, bots and teaching code render nothing: no game imports a component, layout or page. Only a game's manifest.ts and exercise.ts name its parts in other folders (loaders).",
      from: { path: '^src/games/', pathNot: '^src/games/[^/]+/(manifest|exercise)\\.ts$' },
      to: { path: '^src/(components|layouts|pages)/' },
    },
    {
      name: 'game-components-stay-with-their-game',
      severity: 'error',
      comment: "A game's components import no other game's code or components.",
      from: { path: `^src/components/${GAMES}/` },
      to: { path: `^src/(games|components)/${GAMES}/`, pathNot: '^src/(games|components)/$1/' },
    },
    {
      name: 'only-the-registry-imports-a-game',
      severity: 'error',
      comment: "Shared code takes a game from the registry (src/games/registry.ts), never from a game's folder.",
      from: { pathNot: ['^src/games/(registry|exercises)\\.ts$', '^src/content\\.config\\.ts$', `^src/(games|components)/${GAMES}/`] },
      to: { path: `^src/(games|components)/${GAMES}/` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    // astro:content, offline:manifest and the like are virtual modules of the build.
    moduleSystems: ['es6', 'cjs'],
  },
};
