/**
 * A French-suited Durak card drawn as inline SVG, without hooks: it renders statically inside MDX
 * (no hydration) and inside islands alike.
 *
 *   <Card id="S9" />                 Pik 9, table size
 *   <Card id="DQ" size="klein" />    Karo Dame, inline in running text
 *   <Card id="" hidden />            a card back
 *
 * Suits differ by colour (Herz/Karo red, Kreuz/Pik black), by shape, and on the larger sizes by a
 * short letter under the corner symbol (Kr, P, H, Ka), so they can be told apart without colour.
 * A visible card is `role="img"` with its German name; a hidden card is a plain back with
 * `aria-hidden="true"` and carries neither name nor id, so nothing reveals it.
 */
import type { JSX } from 'preact';
import { RANK_SHORT, cardName, isCardId, rankOf, suitOf } from '../../games/durak/cards';
import type { Suit } from '../../games/durak/types';

export type CardSize = 'klein' | 'normal' | 'gross';

export interface CardProps {
  /** Durak card id (shared/rules/durak.md §2.3), e.g. 'S9', 'H10', 'DQ'. Ignored when hidden. */
  id: string;
  size?: CardSize;
  /** Draw the back: for cards the reader may not see. */
  hidden?: boolean;
  /** Extra class names for the <svg> (islands use them for layout and states). */
  class?: string;
}

/** Suit shapes in a 20×20 box. */
const SUIT_PATH: Record<Suit, string> = {
  // Kreuz: three leaves and a flared stem
  C: 'M10 1a4.6 4.6 0 1 1 0 9.2a4.6 4.6 0 1 1 0-9.2ZM5.2 7.4a4.6 4.6 0 1 1 0 9.2a4.6 4.6 0 1 1 0-9.2ZM14.8 7.4a4.6 4.6 0 1 1 0 9.2a4.6 4.6 0 1 1 0-9.2ZM9 10h2l.6 5.6q.6 2.8 3 3.9H5.4q2.4-1.1 3-3.9Z',
  // Pik: an upturned heart on a flared stem
  S: 'M10 1C7 5 1 8.2 1 12.6c0 2.6 2 4.4 4.3 4.4 1.8 0 3.2-1 3.9-2.3q-.4 3.2-3 4.8h7.6q-2.6-1.6-3-4.8c.7 1.3 2.1 2.3 3.9 2.3 2.3 0 4.3-1.8 4.3-4.4C19 8.2 13 5 10 1Z',
  // Herz
  H: 'M10 18.6C7 15.2 1 11.4 1 6.4 1 3.6 3.1 1.6 5.6 1.6c2 0 3.6 1.2 4.4 2.9.8-1.7 2.4-2.9 4.4-2.9 2.5 0 4.6 2 4.6 4.8 0 5-6 8.8-9 12.2Z',
  // Karo: a diamond with slightly curved sides
  D: 'M10 .8Q13.4 6 18 10 13.4 14 10 19.2 6.6 14 2 10 6.6 6 10 .8Z',
};

/** The letter under the corner symbol: two letters for Kreuz and Karo, so neither reads as König. */
const SUIT_LETTER: Record<Suit, string> = { C: 'Kr', S: 'P', H: 'H', D: 'Ka' };

const RED = '#b3122e';
const BLACK = '#1b1b1f';

/** The German name of a card („Pik Dame“, „Herz 10“); throws on an unknown id. */
export function cardLabel(id: string): string {
  if (!isCardId(id)) throw new Error(`Unbekannte Durak-Karte: ${JSON.stringify(id)}`);
  return cardName(id);
}

const PX: Record<Exclude<CardSize, 'klein'>, [number, number]> = { normal: [60, 84], gross: [90, 126] };

/** The back's lattice: diagonal lines over the inner field, computed once. */
const BACK_LATTICE = (() => {
  let d = '';
  for (let k = -64; k <= 42; k += 8) d += `M${k} 0l62 62M${k + 62} 0l-62 62`;
  return d;
})();

function suitAt(suit: Suit, x: number, y: number, size: number, fill: string) {
  return <path d={SUIT_PATH[suit]} fill={fill} transform={`translate(${x} ${y}) scale(${size / 20})`} />;
}

export default function DurakCard({ id, size = 'normal', hidden = false, class: extra }: CardProps) {
  const sizeClass = `karte karte-${size}${extra ? ` ${extra}` : ''}`;
  const dims = size === 'klein' ? ['1.36em', '1.9em'] : PX[size];

  if (hidden) {
    return (
      <svg class={`${sizeClass} karte-verdeckt`} viewBox="0 0 50 70" width={dims[0]} height={dims[1]} aria-hidden="true" focusable="false">
        <rect x=".5" y=".5" width="49" height="69" rx="4" fill="#fffdf7" stroke="#8a8a80" />
        <rect x="4" y="4" width="42" height="62" rx="2.5" fill="#1f4f86" />
        {/* a nested <svg> clips the lattice to the inner field */}
        <svg x="4" y="4" width="42" height="62" viewBox="0 0 42 62">
          <path d={BACK_LATTICE} stroke="#fff" stroke-opacity=".28" stroke-width="1.2" />
        </svg>
        <path d="M25 22l9 13-9 13-9-13Z" fill="#fffdf7" fill-opacity=".85" />
      </svg>
    );
  }

  const label = cardLabel(id);
  // A named card face: the picture's accessible name is the German card name.
  const face = (content: JSX.Element) => (
    <svg class={sizeClass} viewBox="0 0 50 70" width={dims[0]} height={dims[1]} role="img" aria-label={label} data-karte={id}>
      {content}
    </svg>
  );
  const suit = suitOf(id);
  const rank = rankOf(id);
  const ink = suit === 'H' || suit === 'D' ? RED : BLACK;
  const index = RANK_SHORT[rank]; // German letters for court cards and ace: B, D, K, A

  if (size === 'klein') {
    // Inline in text: just a big index and a big suit, readable at text size.
    return face(
      <>
        <title>{label}</title>
        <rect x="1" y="1" width="48" height="68" rx="5" fill="#fffdf7" stroke="#77776f" stroke-width="2" />
        <text x="25" y="30" text-anchor="middle" font-size={index.length > 1 ? 25 : 28} font-weight="700" fill={ink}>
          {index}
        </text>
        {suitAt(suit, 10, 35, 30, ink)}
      </>,
    );
  }

  const isCourt = rank === 'J' || rank === 'Q' || rank === 'K';
  let centre;
  if (isCourt) {
    centre = (
      <>
        <rect
          x="13"
          y="9"
          width="24"
          height="52"
          rx="2"
          fill={suit === 'H' || suit === 'D' ? '#fbe7e9' : '#e9ecf1'}
          stroke={ink}
          stroke-width=".8"
        />
        {suitAt(suit, 19.5, 13, 11, ink)}
        <text
          x="25"
          y="50"
          text-anchor="middle"
          font-size="24"
          font-weight="700"
          font-family="Georgia, 'Times New Roman', serif"
          fill={ink}
        >
          {index}
        </text>
      </>
    );
  } else if (rank === 'A') {
    centre = suitAt(suit, 10, 20, 30, ink);
  } else {
    centre = suitAt(suit, 14, 24, 22, ink);
  }

  return face(
    <>
      <rect x=".5" y=".5" width="49" height="69" rx="4" fill="#fffdf7" stroke="#8a8a80" />
      <text
        x="7"
        y="12"
        text-anchor="middle"
        font-size={index.length > 1 ? 10 : 12}
        font-weight="700"
        fill={ink}
        letter-spacing={index.length > 1 ? -0.6 : 0}
      >
        {index}
      </text>
      {suitAt(suit, 2.5, 14.5, 9, ink)}
      <text x="7" y="31" text-anchor="middle" font-size="6.5" font-weight="700" fill={ink}>
        {SUIT_LETTER[suit]}
      </text>
      <g transform="rotate(180 25 35)">
        <text
          x="7"
          y="12"
          text-anchor="middle"
          font-size={index.length > 1 ? 10 : 12}
          font-weight="700"
          fill={ink}
          letter-spacing={index.length > 1 ? -0.6 : 0}
        >
          {index}
        </text>
        {suitAt(suit, 2.5, 14.5, 9, ink)}
      </g>
      {centre}
    </>,
  );
}
