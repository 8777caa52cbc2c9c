/**
 * The games registry (src/games/registry.ts, issue 31): one list, plain data and loaders agree,
 * and what the site builds from it (the Open Graph pictures) finds every game's cards.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { GAME_INFOS, GAME_REGISTRY, manifestOf } from '../../../src/games/registry';
import { EXERCISES } from '../../../src/games/exercises';
import { GAMES } from '../../../src/data/games';
import { OG_BILDER, ogSvg } from '../../../src/components/site/ogBild';
import { uebungenProps } from '../../../src/components/game/uebungen/arten';

const root = resolve(__dirname, '../../..');

describe('games registry', () => {
  it('lists every game folder once, plain data and manifests in the same order', () => {
    const folders = readdirSync(resolve(root, 'src/games'), { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'core')
      .map((d) => d.name)
      .sort();
    const ids = GAME_REGISTRY.map((g) => g.id);
    expect([...ids].sort()).toEqual(folders);
    expect(new Set(ids).size).toBe(ids.length);
    expect(GAME_INFOS.map((g) => g.id)).toEqual(ids);
    GAME_REGISTRY.forEach((g, i) => expect({ ...g, load: undefined, homeFan: undefined }).toEqual({ ...GAME_INFOS[i], load: undefined }));
    expect(GAMES.map((g) => g.slug)).toEqual(ids);
    // What the configs (chunking, layers) read of the registry: the same games.
    expect([...createRequire(import.meta.url)('../../../src/games/folders.cjs')].sort()).toEqual([...ids].sort());
  });

  it("one game's cards make the home page's fan, and its card picture knows them", async () => {
    const fans = GAME_REGISTRY.filter((g) => g.homeFan);
    expect(fans.length).toBe(1);
    const { isCardId } = await fans[0]!.load.pictures();
    expect(fans[0]!.homeFan!.length).toBeGreaterThan(0);
    for (const id of fans[0]!.homeFan!) expect(isCardId(id), id).toBe(true);
  });

  it('finds a game by id and refuses an unknown one', () => {
    expect(manifestOf('ganjifa').title).toBe('Dashavatara Ganjifa');
    expect(() => manifestOf('skat')).toThrow('Unbekanntes Spiel: skat');
  });

  it("loads each game's card picture, which knows the cards of its Open Graph picture and no other game's", async () => {
    for (const g of GAME_REGISTRY) {
      const { isCardId } = await g.load.pictures();
      for (const id of [...g.ogCards.fan, g.ogCards.home]) expect(isCardId(id), `${g.id} ${id}`).toBe(true);
      for (const other of GAME_REGISTRY.filter((o) => o.id !== g.id))
        expect(isCardId(other.ogCards.home), `${g.id} ${other.ogCards.home}`).toBe(false);
    }
  });

  it('draws an Open Graph picture per game and one for the home page, with one card of every game there', async () => {
    expect(OG_BILDER.map((b) => b.slug)).toEqual(['kartenspiele', ...GAME_REGISTRY.map((g) => g.id)]);
    for (const bild of OG_BILDER) {
      const svg = await ogSvg(bild, 'example.org');
      const cards = (svg.match(/<svg\b/g) ?? []).length - 1;
      const game = GAME_REGISTRY.find((g) => g.id === bild.slug);
      expect(cards, bild.slug).toBe(game ? game.ogCards.fan.length : GAME_REGISTRY.length);
    }
    expect(OG_BILDER[0]!.alt).toBe('Je eine Karte von Durak, Dashavatara Ganjifa, Dudab und Bambuti auf einem grünen Spieltisch');
  });

  it("loads each game's own exercises, Taktik kinds, rule anchors and examples", async () => {
    for (const g of GAME_REGISTRY) {
      const [drills, tactics, anchors, scenarios] = await Promise.all([
        g.load.drills(),
        g.load.tactics(),
        g.load.ruleAnchors(),
        g.load.scenarios(),
      ]);
      expect(drills.id).toBe(g.id);
      expect(drills.kinds.length, g.id).toBeGreaterThan(0);
      for (const k of [...drills.kinds, ...tactics]) expect(k.id.startsWith(`${g.id}-`), k.id).toBe(true);
      expect(tactics.length, g.id).toBeGreaterThan(0);
      for (const k of tactics) expect(k.id, g.id).toContain('-taktik-');
      expect(anchors.length, g.id).toBeGreaterThan(0);
      for (const s of scenarios) expect(anchors, `${g.id} ${s.id}`).toContain(s.rule);
    }
  });

  it("the exercise view's loaders (the registry's browser half) list the registry's games, and each loads its game's parts and look", async () => {
    expect(Object.keys(EXERCISES)).toEqual(GAME_REGISTRY.map((g) => g.id));
    for (const g of GAME_REGISTRY) {
      const m = await EXERCISES[g.id]!();
      expect((m.default as { id: string }).id).toBe(g.id);
      expect(Object.keys(m.styles), g.id).toContain(g.id);
    }
  });

  it('/uebungen/ offers every game of the registry by its title, with its rules kinds first and its Taktik kinds after', async () => {
    const props = await uebungenProps(GAME_REGISTRY.map((g) => g.id));
    expect(props.games.map((g) => [g.id, g.name])).toEqual(GAME_REGISTRY.map((g) => [g.id, g.title]));
    for (const [i, g] of GAME_REGISTRY.entries()) {
      const kinds = [...(await g.load.drills()).kinds.map((k) => k.id), ...(await g.load.tactics()).map((k) => k.id)];
      expect(props.games[i]!.kinds.map((k) => k.id)).toEqual(kinds);
      expect(props.games[i]!.kinds.map((k) => k.taktik === true)).toEqual(kinds.map((k) => k.includes('-taktik-')));
    }
  });
});
