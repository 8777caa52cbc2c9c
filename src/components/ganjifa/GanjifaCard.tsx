/**
 * A round Dashavatara Ganjifa card drawn as inline SVG, without hooks (it renders statically in MDX
 * and inside islands alike).
 *
 *   <GanjifaCard id="RAM-R" size="normal" />   Rama Raja
 *   <GanjifaCard id="MAT-1" size="klein" />    Matsya 1, inline in running text
 *   <GanjifaCard id="" size="normal" hidden /> a card back
 *
 * Every suit has its own colour and its own sign (Fisch, Schildkröte, Eber, Löwe, Wasserkrug, Axt,
 * Pfeil und Bogen, Wurfscheibe, Muschelhorn, Schwert), so suits differ without colour too. The Raja
 * is a filled disc with a crown and the word „Raja“, the Mantri a double ring with a parasol and the
 * word „Mantri“. Number cards carry the number order of their suit group: „1 ist hoch“ in the first
 * five suits, „10 ist hoch“ in the last five. The svg is `aria-hidden`: the accessible name (the
 * engine's German card name) belongs to the button or text around it.
 */
import type { ComponentChildren } from 'preact';
import { SUITS, isCardId, rankOf, suitOf } from '../../games/ganjifa/cards';
import type { Suit } from '../../games/ganjifa/types';

/** Suit colours, all dark enough for the ivory face. */
const COLOUR: Record<Suit, string> = {
  MAT: '#0b5f8a',
  KUR: '#2e6b30',
  VAR: '#6d4535',
  NAR: '#a04600',
  VAM: '#5f5a10',
  PAR: '#a31a1a',
  RAM: '#67228f',
  KRI: '#1d2a7a',
  BUD: '#9c1450',
  KAL: '#33434b',
};

/** Each avatar's sign in a 20×20 box (filled, even-odd); several paths where parts overlap. */
const SIGN: Record<Suit, string[]> = {
  // Fisch: body, tail, an eye
  MAT: ['M1 10Q6 3 13 8l5-4v12l-5-4Q6 17 1 10ZM5 8.7a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6Z'],
  // Schildkröte: shell, head, two legs
  KUR: ['M2 13a7 7 0 0 1 14 0Z', 'M16.6 9.6a2.3 2.3 0 1 1 0 4.6a2.3 2.3 0 1 1 0-4.6ZM3 13.5h3v3.5H3ZM12 13.5h3v3.5h-3Z'],
  // Eber: body with snout, ear and tusk
  VAR: ['M2 12q0-6 7-6 6 0 9 4l1.6 1.2-1.6 2q-2 .8-4 .8l-1 3h-2l-.5-2.5h-5L5 17H3l-.5-3Q2 13 2 12Z', 'M12 6.5l1.5-3.2 1.8 4Z'],
  // Löwe: a mane of points around the face
  NAR: [
    'M10 .5l1.9 3 3.4-1.2.2 3.6 3.5 1-2 3 2 3-3.5 1-.2 3.6-3.4-1.2-1.9 3-1.9-3-3.4 1.2-.2-3.6-3.5-1 2-3-2-3 3.5-1 .2-3.6 3.4 1.2ZM10 5.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9Z',
    'M10 7.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5Z',
  ],
  // Wasserkrug: neck, rim and belly
  VAM: ['M7 1.5h6v2.2l-1 .8q5 2 5 7.5Q17 18 10 19q-7-1-7-7Q3 7 8 4.5l-1-.8Z'],
  // Axt: handle and blade
  PAR: ['M2.6 17.6l10-13.4 1.7 1.3-10 13.4Z', 'M10.6 3.6L13.4 1q6 1.6 6 9.4l-3.6 1.2q.6-5-5.2-8Z'],
  // Pfeil und Bogen
  RAM: [
    'M5 1.5q10 8.5 0 17l-1.2-.9q8.6-7.6 0-15.2Z',
    'M4.3 2.2h.8v15.6h-.8ZM2.5 9.4h12v1.2h-12Z',
    'M19 10l-4.6-3v6ZM3 10L1 8h2.5L5 10l-1.5 2H1Z',
  ],
  // Wurfscheibe (Chakra): a toothed ring with spokes and a hub
  KRI: [
    'M10 .8a9.2 9.2 0 1 0 0 18.4a9.2 9.2 0 1 0 0-18.4ZM10 3.6a6.4 6.4 0 1 1 0 12.8a6.4 6.4 0 1 1 0-12.8Z',
    'M9.3 3.5h1.4v13H9.3ZM3.5 9.3h13v1.4h-13Z',
    'M10 7.6a2.4 2.4 0 1 0 0 4.8a2.4 2.4 0 1 0 0-4.8Z',
  ],
  // Muschelhorn: a conch lying on its side, spire left, with ridges
  BUD: [
    'M.3 10.2l2.6-1.6C3.8 5.6 5.6 4 8 4c4.5 0 8.5 2.5 11 6l-1.2 1.6C15 15 10.5 16.5 6.5 16 4.2 15.7 2.6 14 2.4 11.6ZM5.5 8.6a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2ZM9 5.6l1.3-.1 1.4 9.6-1.3.3ZM12.6 6.4l1.3.5.7 7-1.3.5Z',
  ],
  // Schwert: blade, guard, grip, pommel
  KAL: ['M10 .4l2 2.6v10.6H8V3Z', 'M4.5 13.6h11v1.8h-11ZM9.1 15.4h1.8v2.4H9.1ZM10 17.4a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6Z'],
};

/** Krone (Raja) and Schirm (Mantri), 20×20. */
const CROWN = 'M2 15l1.5-9 4 4L10 4l2.5 6 4-4 1.5 9ZM2 16h16v2H2Z';
const PARASOL = 'M1.5 9.5Q10 .5 18.5 9.5ZM9.3 9.5h1.4v7.5q0 2-2.2 2-1.6 0-1.8-1.6h1.3q.3.4.6.4.7 0 .7-.8Z';

const IVORY = '#fbf6e9';
const GOLD = '#e9b949';

function sign(suit: Suit, x: number, y: number, size: number, fill: string) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 20})`} fill={fill} fill-rule="evenodd">
      {SIGN[suit].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

const glyph = (d: string, x: number, y: number, size: number, fill: string) => (
  <path d={d} fill={fill} fill-rule="evenodd" transform={`translate(${x} ${y}) scale(${size / 20})`} />
);

const DIAMETER = { klein: '1.6em', normal: 72 } as const;

/** `class`: further class names for the <svg> (a fan's back, OpponentBacks). */
export default function GanjifaCard({
  id,
  size,
  hidden,
  class: extra,
}: {
  id: string;
  size: 'klein' | 'normal';
  hidden?: boolean;
  class?: string;
}) {
  const d = DIAMETER[size];
  const svg = (content: ComponentChildren) => (
    <svg
      class={`karte karte-${size} ganjifa-karte${extra ? ` ${extra}` : ''}`}
      viewBox="0 0 100 100"
      width={d}
      height={d}
      aria-hidden="true"
      focusable="false"
    >
      {content}
    </svg>
  );

  if (hidden || !isCardId(id)) {
    // The back: a dark disc with a ring of ten dots (the ten avatars) around a lotus star.
    return svg(
      <>
        <circle cx="50" cy="50" r="48" fill="#5a2a1a" stroke="#2b130b" stroke-width="2" />
        <circle cx="50" cy="50" r="39" fill="none" stroke={GOLD} stroke-width="2" />
        {SUITS.map((s, i) => (
          <circle key={s} cx={50 + 31 * Math.sin((i * Math.PI) / 5)} cy={50 - 31 * Math.cos((i * Math.PI) / 5)} r="3.2" fill={GOLD} />
        ))}
        <path d="M50 30l6 14 14 6-14 6-6 14-6-14-14-6 14-6Z" fill={GOLD} />
      </>,
    );
  }

  const suit = suitOf(id);
  const rank = rankOf(id);
  const ink = COLOUR[suit];
  const court = rank === 'R' || rank === 'M';
  const label = rank === 'R' ? 'Raja' : rank === 'M' ? 'Mantri' : rank;

  if (size === 'klein') {
    return svg(
      <>
        <circle cx="50" cy="50" r="46" fill={rank === 'R' ? ink : IVORY} stroke={ink} stroke-width={rank === 'M' ? 11 : 6} />
        {sign(suit, 33, 9, 34, rank === 'R' ? IVORY : ink)}
        <text x="50" y="84" text-anchor="middle" font-size={rank === '10' ? 36 : 42} font-weight="700" fill={rank === 'R' ? GOLD : ink}>
          {court ? rank : label}
        </text>
      </>,
    );
  }

  const face = IVORY;
  return svg(
    <>
      <circle cx="50" cy="50" r="48" fill={rank === 'R' ? ink : face} stroke={ink} stroke-width="3" />
      <circle cx="50" cy="50" r="42" fill="none" stroke={rank === 'R' ? GOLD : ink} stroke-width={rank === 'M' ? 3 : 1} />
      {rank === 'M' && <circle cx="50" cy="50" r="37.5" fill="none" stroke={ink} stroke-width="1" />}
      {rank === 'R' && (
        <>
          {glyph(CROWN, 33, 14, 34, GOLD)}
          {sign(suit, 38, 50, 24, face)}
          <text x="50" y="88" text-anchor="middle" font-size="14" font-weight="700" fill={face}>
            Raja
          </text>
        </>
      )}
      {rank === 'M' && (
        <>
          {glyph(PARASOL, 35, 14, 30, ink)}
          {sign(suit, 39, 46, 22, ink)}
          <text x="50" y="83" text-anchor="middle" font-size="12" font-weight="700" fill={ink}>
            Mantri
          </text>
        </>
      )}
      {!court && (
        <>
          {sign(suit, 36, 10, 28, ink)}
          <text x="50" y="72" text-anchor="middle" font-size="32" font-weight="700" fill={ink}>
            {rank}
          </text>
          <text x="50" y="86" text-anchor="middle" font-size="10.5" fill={ink}>
            {SUITS.indexOf(suit) < 5 ? '1 ist hoch' : '10 ist hoch'}
          </text>
        </>
      )}
    </>,
  );
}
