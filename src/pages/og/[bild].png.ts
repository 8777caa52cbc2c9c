/**
 * The Open Graph pictures as static PNG files: /og/<spiel>.png for each game page and
 * /og/kartenspiele.png for the home page, drawn at build time (components/site/ogBild.tsx) and
 * rasterised by sharp – the library Astro's own image service uses, so the build needs nothing new.
 * A PNG rather than the SVG itself: not every service that shows link previews reads SVG.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { OG_BILDER, ogSvg, type OgBild } from '../../components/site/ogBild';

export const getStaticPaths = (() => OG_BILDER.map((bild) => ({ params: { bild: bild.slug }, props: { bild } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const { bild } = props as { bild: OgBild };
  const svg = await ogSvg(bild, site?.host ?? '');
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
