/**
 * A Dudab card drawn as inline SVG in a stone-age style (no image files, no hooks, so it renders
 * statically in MDX and inside islands alike).
 *
 *   <DudabCard id="Z-gelb-mammut-3" size="normal" />   a Ziffer-Karte on the table
 *   <DudabCard id="S-blau-2" size="klein" />           inline in running text
 *   <DudabCard id="" size="normal" hidden />            the back
 *
 * Ziffer-Karten show their colour (fill, plus the colour word on the normal size), their symbol as a
 * silhouette that differs in shape (Hand, Keule, Mammut, Fell — told apart without colour) and their
 * digit as a numeral and as tally marks. A Schamane is a horned figure on a dark card of its colour;
 * a Dudab-Karte a four-coloured sun — neither can be taken for a Ziffer-Karte. The <svg> is
 * `aria-hidden`: the accessible name is the engine's German card name on the button around it.
 */
import type { JSX } from 'preact';
import { farbeOf, isCardId, isDudab, isSchamane, symbolOf, zifferOf } from '../../games/dudab/cards';
import type { DudabSymbol, Farbe } from '../../games/dudab/types';

export interface DudabCardProps {
  /** Card id (shared/rules/dudab.md §2), e.g. 'Z-gelb-mammut-3', 'S-blau-2', 'D-5'. Ignored when hidden. */
  id: string;
  size: 'klein' | 'normal';
  /** Draw the back: for cards the reader may not see. */
  hidden?: boolean;
  /** Extra class names for the <svg>. */
  class?: string;
}

/** Ink of each colour (dark enough for contrast on the sand-coloured card). */
const INK: Record<Farbe, string> = { rot: '#b3261e', gelb: '#9a6700', gruen: '#2e7d32', blau: '#1f4f86' };
const WORT: Record<Farbe, string> = { rot: 'rot', gelb: 'gelb', gruen: 'grün', blau: 'blau' };
const SAND = '#f1e6cc';
const EDGE = '#6b4f2a';

/** Symbol silhouettes in a 20×20 box, each a different outline. */
const SYMBOL_PATH: Record<DudabSymbol, string> = {
  // an open hand: palm, four fingers, thumb to the right
  hand: 'M5 19V9.6c0-1.6 2.4-1.6 2.4 0V3.8c0-1.6 2.4-1.6 2.4 0V2.6c0-1.6 2.4-1.6 2.4 0v1.2c0-1.6 2.4-1.6 2.4 0v6.6l1.5-2c1-1.3 2.9-.3 2.1 1.2l-3.4 6.4C14.3 18 12.6 19 10.5 19Z',
  // a club: thin grip, knobbly head with bumps
  keule:
    'M2.6 17.6l7.2-7.4 2 2-7.2 7.4c-.6.6-1.4.6-2 0s-.6-1.4 0-2ZM9.4 9c-1-2.8.5-5.4 2.6-6.6.4-1.3 2-1.9 3-1 1.5-.2 3 .6 3.5 2 1.3.5 1.8 2.1.9 3.2.2 1.5-.5 3-1.9 3.6-.5 1.3-2.1 1.8-3.2.9C12.4 11.3 10.5 10.6 9.4 9Z',
  // a mammoth: domed back, trunk hanging to the right, four legs
  mammut:
    'M1.5 16.5V11C1.5 5.6 5 3.6 9.4 3.6c4.8 0 8 2.4 8.8 6.3.5 2.6.2 5.6-.5 7.6-.4 1-1.8.8-1.7-.2.2-1.5.4-3.2 0-4.5l-1.1 1.4v4.8h-2.3v-3.6H7.3v3.6H5v-3.3Z',
  // a stretched hide: four leg tabs and a notched outline
  fell: 'M3 2.5l3.6 2.6h6.8L17 2.5l-.9 4.2c1.6 2 1.6 4.6 0 6.6l.9 4.2-3.6-2.6H6.6L3 17.5l.9-4.2c-1.6-2-1.6-4.6 0-6.6Z',
};

/** Tally marks for a digit, as one path (stone-age counting). */
/** Light details drawn over some silhouettes (the mammoth's tusk and eye, the club's knots). */
const SYMBOL_DETAIL: Partial<Record<DudabSymbol, string>> = {
  mammut: 'M14.4 11.4c.5 2.3 2.2 3.5 4.2 3.1M13.6 7.6h.1',
  keule: 'M12.6 5.4h.1M15.8 4.6h.1M15.2 8h.1',
};

function symbolAt(symbol: DudabSymbol, ink: string, transform: string): JSX.Element {
  const detail = SYMBOL_DETAIL[symbol];
  // each path placed on its own, without a group around them: a page draws dozens of cards (issue 30)
  return (
    <>
      <path d={SYMBOL_PATH[symbol]} fill={ink} transform={transform} />
      {detail && <path d={detail} fill="none" stroke={SAND} stroke-width="1.2" stroke-linecap="round" transform={transform} />}
    </>
  );
}

function tally(z: number, x: number, y: number): string {
  let d = '';
  for (let i = 0; i < z; i++) d += `M${x + i * 3.2} ${y}v6`;
  return d;
}

const BACK_RINGS =
  'M25 35m-15 0a15 15 0 1 0 30 0a15 15 0 1 0-30 0M25 35m-9 0a9 9 0 1 0 18 0a9 9 0 1 0-18 0M25 35m-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0';

/** The four-coloured sun of the Dudab-Karte. */
function sun(cx: number, cy: number, r: number): JSX.Element {
  const colours = [INK.rot, INK.gelb, INK.gruen, INK.blau];
  const rays = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x1 = (cx + Math.cos(a) * r * 1.05).toFixed(1);
    const y1 = (cy + Math.sin(a) * r * 1.05).toFixed(1);
    const x2 = (cx + Math.cos(a) * r * 1.6).toFixed(1);
    const y2 = (cy + Math.sin(a) * r * 1.6).toFixed(1);
    rays.push(<path d={`M${x1} ${y1}L${x2} ${y2}`} stroke={colours[i % 4]} stroke-width={r / 3.2} stroke-linecap="round" />);
  }
  const q = (i: number) => {
    const a0 = (i * Math.PI) / 2;
    const a1 = a0 + Math.PI / 2;
    return `M${cx} ${cy}L${(cx + Math.cos(a0) * r).toFixed(1)} ${(cy + Math.sin(a0) * r).toFixed(1)}A${r} ${r} 0 0 1 ${(cx + Math.cos(a1) * r).toFixed(1)} ${(cy + Math.sin(a1) * r).toFixed(1)}Z`;
  };
  return (
    <g>
      {rays}
      {colours.map((c, i) => (
        <path d={q(i)} fill={c} />
      ))}
      <circle cx={cx} cy={cy} r={r * 0.38} fill={SAND} stroke={EDGE} stroke-width=".8" />
    </g>
  );
}

/** A horned shaman figure in a 20×24 box at (x, y), scaled by s. */
function shaman(x: number, y: number, s: number, ink: string): JSX.Element {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      {/* horns, head, robe, staff */}
      <path
        d="M5 5C3 3.5 2.6 1.3 3.4 0c.6 2 1.9 3 3.6 3.4M15 5c2-1.5 2.4-3.7 1.6-5-.6 2-1.9 3-3.6 3.4"
        fill="none"
        stroke={SAND}
        stroke-width="1.4"
        stroke-linecap="round"
      />
      <circle cx="10" cy="6" r="3.6" fill={SAND} />
      <path d="M10 9.4c-4.6 0-7 4.4-7.6 14.6h15.2C17 13.8 14.6 9.4 10 9.4Z" fill={SAND} />
      <path d="M7.6 5.6h1.6M10.8 5.6h1.6M8.6 7.8h2.8" stroke={ink} stroke-width="1" stroke-linecap="round" />
      <path d="M6 15l4 3 4-3M6.6 19.4l3.4 2.4 3.4-2.4" fill="none" stroke={ink} stroke-width="1.2" stroke-linejoin="round" />
      <path d="M19 4v20" stroke={SAND} stroke-width="1.4" stroke-linecap="round" />
      <circle cx="19" cy="4" r="1.6" fill={SAND} />
    </g>
  );
}

function frame(fill: string): JSX.Element {
  // a slightly uneven outline, like a cut stone slab
  return (
    <path
      d="M4 1.2 25 .6l21 .7c1.8.1 2.9 1.3 2.9 3l-.4 31 .4 30c0 1.8-1.2 3-2.9 3.1l-21 .6-21-.7C2.2 68.2 1.1 67 1.1 65.3l.4-30.3-.4-30.8C1.1 2.5 2.3 1.3 4 1.2Z"
      fill={fill}
      stroke={EDGE}
      stroke-width="1.2"
    />
  );
}

export default function DudabCard({ id, size, hidden = false, class: extra }: DudabCardProps) {
  const klein = size === 'klein';
  const cls = `karte karte-${size} dudab-karte${hidden ? ' karte-verdeckt' : ''}${extra ? ` ${extra}` : ''}`;
  const svg = (content: JSX.Element) => (
    <svg
      class={cls}
      viewBox="0 0 50 70"
      width={klein ? '1.36em' : 60}
      height={klein ? '1.9em' : 84}
      aria-hidden="true"
      focusable="false"
      data-karte={hidden ? undefined : id}
    >
      {content}
    </svg>
  );

  if (hidden || !isCardId(id)) {
    return svg(
      <>
        {frame('#8a6f4d')}
        <path d={BACK_RINGS} fill="none" stroke="#e9dcc0" stroke-width="2" stroke-opacity=".8" />
        <path d="M8 10l4 4M42 10l-4 4M8 60l4-4M42 60l-4-4" stroke="#e9dcc0" stroke-width="2" stroke-linecap="round" stroke-opacity=".6" />
      </>,
    );
  }

  if (isDudab(id)) {
    return svg(
      <>
        {frame(SAND)}
        {sun(25, klein ? 35 : 31, klein ? 11 : 9.5)}
        {!klein && (
          <text x="25" y="61" text-anchor="middle" font-size="9.5" font-weight="700" fill={EDGE} letter-spacing=".4">
            Dudab
          </text>
        )}
      </>,
    );
  }

  const farbe = farbeOf(id)!;
  const ink = INK[farbe];

  if (isSchamane(id)) {
    return svg(
      <>
        {frame(ink)}
        <path d="M5 5h40v60H5Z" fill="none" stroke={SAND} stroke-width=".8" stroke-dasharray="2 2" />
        {klein ? shaman(10, 10, 1.5, ink) : shaman(13, 9, 1.2, ink)}
        {!klein && (
          <text x="25" y="50" text-anchor="middle" font-size="6.6" font-weight="700" fill={SAND}>
            Schamane
          </text>
        )}
        {!klein && (
          <text x="25" y="60" text-anchor="middle" font-size="6" fill={SAND}>
            {WORT[farbe]}
          </text>
        )}
      </>,
    );
  }

  const symbol = symbolOf(id)!;
  const z = zifferOf(id);
  if (klein) {
    return svg(
      <>
        {frame(SAND)}
        <text x="25" y="29" text-anchor="middle" font-size="27" font-weight="700" fill={ink}>
          {z}
        </text>
        {symbolAt(symbol, ink, 'translate(11 35) scale(1.4)')}
      </>,
    );
  }
  return svg(
    <>
      {frame(SAND)}
      <text x="8.5" y="13" text-anchor="middle" font-size="12" font-weight="700" fill={ink}>
        {z}
      </text>
      <text x="8.5" y="13" text-anchor="middle" font-size="12" font-weight="700" fill={ink} transform="rotate(180 25 35)">
        {z}
      </text>
      {symbolAt(symbol, ink, 'translate(12 14) scale(1.3)')}
      <path d={tally(z, 25 - ((z - 1) * 3.2) / 2, 44)} stroke={ink} stroke-width="1.6" stroke-linecap="round" />
      <text x="25" y="60" text-anchor="middle" font-size="6" fill={EDGE}>
        {WORT[farbe]}
      </text>
    </>,
  );
}
