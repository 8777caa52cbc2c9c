// The home-screen icons of the web app manifest (public/manifest.webmanifest), drawn from the
// site's favicon (a card with a spade, layouts/Base.astro) on the site's green. Run once after a
// change: `node src/offline/icons.mjs` writes public/icons/*.png with sharp (no remote service).
// tests/unit/site/offline-manifest.test.ts checks that the files match the manifest.
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const GREEN = '#1c5d39';
const CARD = `<rect x="5" y="2" width="22" height="28" rx="3" fill="#fffdf7" stroke="#0f3a22" stroke-width="1.2"/>
<path d="M16 8c-2 3-6 5-6 9 0 2 1.5 3.3 3.2 3.3 1.1 0 2-.6 2.4-1.3-.2 1.8-.9 3-2.2 3.8h5.2c-1.3-.8-2-2-2.2-3.8.4.7 1.3 1.3 2.4 1.3 1.7 0 3.2-1.3 3.2-3.3 0-4-4-6-6-9Z" fill="#1b1b1f"/>`;

/**
 * The icon as SVG (viewBox 0 0 32 32). `maskable`: full-bleed background, the card inside the
 * central safe circle (80 % of the width) that every mask shape keeps; otherwise a rounded square.
 * @param {{ maskable?: boolean }} [o]
 */
export function iconSvg({ maskable = false } = {}) {
  const scale = maskable ? 0.62 : 0.82;
  const offset = 16 * (1 - scale);
  const ground = maskable ? `<rect width="32" height="32" fill="${GREEN}"/>` : `<rect width="32" height="32" rx="6" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${ground}<g transform="translate(${offset} ${offset}) scale(${scale})">${CARD}</g></svg>`;
}

/** Every icon file: name, size in pixels, maskable. */
export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners: a full square like the maskable one
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const icon of ICONS) {
    const out = fileURLToPath(new URL(`../../public/icons/${icon.file}`, import.meta.url));
    await sharp(Buffer.from(iconSvg(icon)), { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(out);
    console.log(out);
  }
}
