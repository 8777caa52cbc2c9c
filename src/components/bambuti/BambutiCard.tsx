/**
 * A Bambuti card drawn as inline SVG, without hooks (renders statically in MDX and in islands):
 *
 *   <BambutiCard id="M-blau-7" size="normal" />   a mask: value large, the mask in its colour
 *   <BambutiCard id="T-0-1" size="klein" />       a Trommelkarte
 *   <BambutiCard id="" size="normal" hidden />    the back
 *
 * The five colours are told apart without colour too: each has its own sign (rot ▲, gelb ●,
 * grün ◆, blau ≈, weiß ✚), on the mask's forehead and in the corner. The svg is aria-hidden: the
 * accessible name (the engine's German card name, „Blau 7“) belongs to the button around it.
 */
import type { ComponentChildren } from 'preact';
import { farbeOf, isDrumId, isMaskId, wertOf } from '../../games/bambuti/cards';
import type { Farbe } from '../../games/bambuti/types';

export interface BambutiCardProps {
  /** A mask id `M-<farbe>-<wert>` or a drum id `T-<seat>-<n>` (shared/rules/bambuti.md §2). Ignored when hidden. */
  id: string;
  size: 'klein' | 'normal';
  /** Draw the back. */
  hidden?: boolean;
  /** Further class names for the back's <svg> (a fan of backs, OpponentBacks). */
  class?: string;
}

const INK = '#231a12';
const PAPER = '#fffaf0';

const FILL: Record<Farbe, string> = {
  rot: '#c4382c',
  gelb: '#e8b423',
  gruen: '#3c8a3a',
  blau: '#2f5ea6',
  weiss: '#f3efe6',
};

/** The sign of each colour in a box around (0, 0), about 8 units wide. */
const SIGN: Record<Farbe, string> = {
  rot: 'M0-4L4.2 3.4H-4.2Z',
  gelb: 'M-3.6 0a3.6 3.6 0 1 0 7.2 0a3.6 3.6 0 1 0-7.2 0Z',
  gruen: 'M0-4.4L3.4 0L0 4.4L-3.4 0Z',
  blau: 'M-4.2-1.6q1.05-1.6 2.1 0t2.1 0 2.1 0 2.1 0M-4.2 2q1.05-1.6 2.1 0t2.1 0 2.1 0 2.1 0',
  weiss: 'M-1.3-4.2h2.6v2.9h2.9v2.6h-2.9v2.9h-2.6v-2.9h-2.9v-2.6h2.9Z',
};

/** A colour's sign at (x, y), scaled; blau is drawn as lines, the others filled. */
function Sign({ farbe, x, y, k, fill }: { farbe: Farbe; x: number; y: number; k: number; fill: string }) {
  const lines = farbe === 'blau';
  return (
    <path
      d={SIGN[farbe]}
      transform={`translate(${x} ${y}) scale(${k})`}
      fill={lines ? 'none' : fill}
      stroke={lines ? fill : INK}
      stroke-width={lines ? 1.3 : 0.5}
      stroke-linecap="round"
    />
  );
}

const MASK = 'M25 19c9.5 0 14.5 6.5 14.5 16.5c0 12-7.5 23.5-14.5 26c-7-2.5-14.5-14-14.5-26c0-10 5-16.5 14.5-16.5Z';
const EYES = 'M14.5 38q4.5-4.5 9 0q-4.5 3.4-9 0ZM26.5 38q4.5-4.5 9 0q-4.5 3.4-9 0Z';
const MOUTH = 'M20.5 51.5q4.5 3.4 9 0q-4.5-2.2-9 0Z';
const DRUM_BODY = 'M12 31v20c0 3.3 5.8 6 13 6s13-2.7 13-6V31Z';
const DRUM_LACE = 'M12 33l6.5 20l6.5-20l6.5 20l6.5-20';

function svg(size: 'klein' | 'normal', extra: string, content: ComponentChildren) {
  const [w, h] = size === 'klein' ? ['1.36em', '1.9em'] : [60, 84];
  return (
    <svg class={`karte karte-${size}${extra}`} viewBox="0 0 50 70" width={w} height={h} aria-hidden="true" focusable="false">
      {content}
    </svg>
  );
}

const frame = (fill: string) => <rect x=".6" y=".6" width="48.8" height="68.8" rx="4" fill={fill} stroke="#6b5842" stroke-width="1.2" />;

function Drum({ y }: { y: number }) {
  return (
    <g transform={`translate(0 ${y})`}>
      <path d="M14 14L29 27M36 14L21 27" stroke={INK} stroke-width="1.8" stroke-linecap="round" />
      <path d={DRUM_BODY} fill="#9a5a2c" stroke={INK} stroke-width="1" />
      <path d={DRUM_LACE} fill="none" stroke={PAPER} stroke-width="1" />
      <ellipse cx="25" cy="31" rx="13" ry="5" fill="#f0dcb4" stroke={INK} stroke-width="1" />
    </g>
  );
}

export default function BambutiCard({ id, size, hidden = false, class: extra }: BambutiCardProps) {
  if (hidden || (!isMaskId(id) && !isDrumId(id))) {
    return svg(
      size,
      ` karte-verdeckt${extra ? ` ${extra}` : ''}`,
      <>
        {frame('#5b3a24')}
        <rect x="4.5" y="4.5" width="41" height="61" rx="2.5" fill="none" stroke="#c9a46b" stroke-width="1" />
        <path d={MASK} fill="none" stroke="#c9a46b" stroke-width="1.6" transform="translate(0 -5)" />
        <path d={EYES} fill="#c9a46b" transform="translate(0 -5)" />
      </>,
    );
  }

  if (isDrumId(id)) {
    return svg(
      size,
      ' karte-trommel',
      <>
        {frame('#f3e6cf')}
        <Drum y={size === 'klein' ? 2 : -4} />
        {size === 'normal' && (
          <text x="25" y="64" text-anchor="middle" font-size="8" font-weight="700" fill={INK}>
            Trommel
          </text>
        )}
      </>,
    );
  }

  const farbe = farbeOf(id);
  const wert = String(wertOf(id));
  if (size === 'klein') {
    return svg(
      size,
      '',
      <>
        {frame(PAPER)}
        <text x="25" y="30" text-anchor="middle" font-size={wert.length > 1 ? 25 : 29} font-weight="700" fill={INK}>
          {wert}
        </text>
        <Sign farbe={farbe} x={25} y={50} k={2.3} fill={FILL[farbe]} />
      </>,
    );
  }

  return svg(
    size,
    '',
    <>
      {frame(PAPER)}
      <text x="4" y="17" font-size={wert.length > 1 ? 15 : 18} font-weight="700" fill={INK} letter-spacing={wert.length > 1 ? -0.8 : 0}>
        {wert}
      </text>
      <Sign farbe={farbe} x={42} y={9.5} k={1} fill={FILL[farbe]} />
      <path d={MASK} fill={FILL[farbe]} stroke={INK} stroke-width="1.2" />
      <path d={EYES} fill={PAPER} stroke={INK} stroke-width=".8" />
      <path d={MOUTH} fill={INK} />
      <circle cx="25" cy="28" r="5" fill={PAPER} stroke={INK} stroke-width=".8" />
      <Sign farbe={farbe} x={25} y={28} k={0.85} fill={FILL[farbe]} />
      <text x="46" y="66" text-anchor="end" font-size="9" font-weight="700" fill={INK}>
        {wert}
      </text>
    </>,
  );
}
