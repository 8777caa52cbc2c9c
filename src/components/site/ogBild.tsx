/**
 * The Open Graph pictures (1200 × 630), one per game and one for the home page, drawn at build time
 * from the games' own card components: a felt table with the title and a fan of the game's cards.
 * `ogSvg` returns the picture as SVG text; src/pages/og/[bild].png.ts turns it into a PNG (sharp,
 * which Astro's image service already brings), so no service outside the build draws anything.
 */
import type { JSX } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { GAME_REGISTRY } from '../../games/registry';
import { joinAnd } from '../../games/core/text';
import type { GameManifest } from '../../games/core/manifest';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** One card of a picture: the card as an SVG element, and its width and height there. */
interface Pic {
  card: JSX.Element;
  w: number;
  h: number;
}

const rect = (card: JSX.Element): Pic => ({ card, w: 50, h: 70 });
const round = (card: JSX.Element): Pic => ({ card, w: 100, h: 100 });

/** The game's cards `ids` as pictures; an id the game does not know stops the build. */
async function picsOf(game: GameManifest, ids: readonly string[]): Promise<Pic[]> {
  const { Card, isCardId, round: isRound } = await game.load.pictures();
  const bad = ids.filter((id) => !isCardId(id));
  if (bad.length > 0) throw new Error(`OG-Bild ${game.id}: keine Karten-Ids: ${bad.join(', ')}`);
  return ids.map((id) => (isRound ? round : rect)(<Card id={id} size="normal" />));
}

/** The home page's picture: one card of every game. */
const HOME_CARDS = async (): Promise<Pic[]> => (await Promise.all(GAME_REGISTRY.map((g) => picsOf(g, [g.ogCards.home])))).flat();

export interface OgBild {
  /** File name without `.png`: the game's slug, or `kartenspiele` for the home page. */
  slug: string;
  /** Title on the picture. */
  title: string;
  /** The line under the title. */
  line: string;
  /** Text for og:image:alt. */
  alt: string;
  cards: () => Promise<Pic[]>;
}

export const HOME_BILD = 'kartenspiele';

export const OG_BILDER: OgBild[] = [
  {
    slug: HOME_BILD,
    title: 'Kartenspiele lernen',
    line: GAME_REGISTRY.map((g) => g.title).join(' · '),
    alt: `Je eine Karte von ${joinAnd(GAME_REGISTRY.map((g) => g.title))} auf einem grünen Spieltisch`,
    cards: HOME_CARDS,
  },
  ...GAME_REGISTRY.map((g) => ({
    slug: g.id,
    title: g.title,
    line: `${g.players} Spieler · ${g.duration}`,
    alt: `Karten aus ${g.title} auf einem grünen Spieltisch`,
    cards: () => picsOf(g, g.ogCards.fan),
  })),
];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One card of the fan: its SVG, scaled to `height`, turned by `angle` about the fan's centre. */
function fanCard(pic: Pic, i: number, n: number, height: number): string {
  const scale = height / pic.h;
  const w = pic.w * scale;
  const spread = n > 1 ? (i / (n - 1)) * 2 - 1 : 0; // −1 … 1
  const angle = spread * 14;
  const cx = OG_WIDTH / 2 + spread * (n > 4 ? 270 : 240);
  const top = 250 + Math.abs(spread) * 30;
  // The card's own <svg> (width/height from its viewBox at this scale) inside a turned group.
  const inner = renderToString(pic.card).replace(/^<svg\b([^>]*)>/, (_m, attrs: string) => {
    const kept = attrs.replace(/\s(width|height|class|role|aria-[a-z]+|focusable|data-[a-z]+)="[^"]*"/g, '');
    return `<svg${kept} width="${w.toFixed(1)}" height="${height.toFixed(1)}">`;
  });
  return `<g transform="rotate(${angle.toFixed(1)} ${cx.toFixed(1)} ${(top + height * 2.2).toFixed(1)}) translate(${(cx - w / 2).toFixed(1)} ${top.toFixed(1)})"><rect x="6" y="8" width="${w.toFixed(1)}" height="${height.toFixed(1)}" rx="${(pic.w === pic.h ? w / 2 : w * 0.09).toFixed(1)}" fill="#000" fill-opacity=".25"/>${inner}</g>`;
}

/** The picture as SVG text. `host` (e.g. „kartenspiele-lernen.de“) stands at the foot. */
export async function ogSvg(bild: OgBild, host: string): Promise<string> {
  const pics = await bild.cards();
  const fan = pics.map((pic, i) => fanCard(pic, i, pics.length, pic.h === pic.w ? 200 : 250)).join('');
  const long = bild.title.length > 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><radialGradient id="filz" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#2f7a4c"/><stop offset="1" stop-color="#1b4d30"/></radialGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#filz)"/>
<rect x="18" y="18" width="${OG_WIDTH - 36}" height="${OG_HEIGHT - 36}" rx="28" fill="none" stroke="#f4f1e6" stroke-opacity=".35" stroke-width="3"/>
<text x="${OG_WIDTH / 2}" y="${long ? 112 : 122}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', 'Liberation Serif', serif" font-weight="700" font-size="${long ? 76 : 92}" fill="#f4f1e6">${escape(bild.title)}</text>
<text x="${OG_WIDTH / 2}" y="${long ? 170 : 180}" text-anchor="middle" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="32" fill="#dcebe0">${escape(bild.line)}</text>
${fan}
<text x="${OG_WIDTH / 2}" y="${OG_HEIGHT - 38}" text-anchor="middle" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="24" fill="#f4f1e6" fill-opacity=".8">${escape(host)}</text>
</svg>`;
}
