/**
 * The web app manifest (public/manifest.webmanifest) and its icons (public/icons, drawn by
 * src/offline/icons.mjs): German names, the site's colours, start at the home page, standalone,
 * PNG icons of the stated sizes, a maskable one that fills its square, and the links in the layout.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8'));
const base = readFileSync('src/layouts/Base.astro', 'utf8');

describe('web app manifest', () => {
  it('names the site in German and opens the home page on its own', () => {
    expect(manifest.lang).toBe('de');
    expect(manifest.name).toBe('Kartenspiele lernen');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
  });

  it('takes its colours from the layout', () => {
    const light = /<meta name="theme-color" content="(#[0-9a-f]{6})" media="\(prefers-color-scheme: light\)"/.exec(base)?.[1];
    expect(light).toBeDefined();
    expect(manifest.theme_color).toBe(light);
    expect(manifest.background_color).toBe(light);
  });

  it('has PNG icons of 192 and 512 pixels, one maskable, each file of the size it states', async () => {
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toContain('192x192');
    expect(sizes).toContain('512x512');
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(icon.type).toBe('image/png');
      const meta = await sharp(`public${icon.src}`).metadata();
      expect(meta.format, icon.src).toBe('png');
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('a maskable icon fills its square to the corner; the plain one has rounded, clear corners', async () => {
    const corner = async (file: string) => {
      const { data } = await sharp(file)
        .ensureAlpha()
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[3];
    };
    expect(await corner('public/icons/icon-maskable-512.png')).toBe(255);
    expect(await corner('public/icons/apple-touch-icon.png')).toBe(255);
    expect(await corner('public/icons/icon-512.png')).toBe(0);
  });

  it('the layout links the manifest and the home-screen icon, and loads the worker only in the built site', async () => {
    expect(base).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(base)?.[1];
    expect(touch).toBeDefined();
    expect((await sharp(`public${touch}`).metadata()).width).toBe(180);
    expect(base).toMatch(/import\.meta\.env\.PROD && <script is:inline type="module" src="\/offline\.js"><\/script>/);
  });
});
