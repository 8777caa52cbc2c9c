/**
 * Ganjifa's part of the example format (core/exampleFormat.ts): its moves and layouts as the files
 * write them — cards by the spec's ids ('KUR-1', 'RAM-R', 'PAR-10'), seats by name. The shapes are
 * those of `GanjifaMove` and `GanjifaLayout` (types.ts); a file of content/beispiele/ganjifa/ is read
 * with `ganjifaExampleSchema` by the build (src/content.config.ts), the page and the tests.
 */
import { z } from 'astro/zod';
import { exampleSchema, idSchema, moveSchemas, seatSchema } from '../core/exampleFormat';
import { CARD_IDS, SUITS } from './cards';

const card = idSchema(CARD_IDS, 'keine Karte des Ganjifa-Spiels (z. B. KUR-1, RAM-R, PAR-10)');
const cards = z.array(card);
const seat = seatSchema;
const period = z.enum(['day', 'night']);
const placed = z.object({ seat, card }).strict();

const { move, when } = moveSchemas([
  z.object({ type: z.literal('CHOOSE_PERIOD'), seat, period }).strict(),
  z.object({ type: z.literal('LEAD'), seat, card }).strict(),
  z.object({ type: z.literal('LEAD_DUKAL'), seat, cards }).strict(),
  z.object({ type: z.literal('PLAY'), seat, card }).strict(),
  z.object({ type: z.literal('DISCARD'), seat, card }).strict(),
]);

const layout = z
  .object({
    hands: z.array(cards).length(3),
    period: period.nullable().optional(),
    captured: z
      .array(z.union([cards, z.number().int().nonnegative()]))
      .length(3)
      .optional(),
    leader: seat.optional(),
    trickNo: z.number().int().min(1).optional(),
    trick: z.array(placed).max(2).optional(),
    dukal: z.object({ seat, cards }).strict().optional(),
    discards: z.array(placed).optional(),
    lastTrick: z
      .object({ kind: z.enum(['stich', 'dukal']), winner: seat, cards: z.array(placed) })
      .strict()
      .nullable()
      .optional(),
    voids: z.array(z.array(idSchema(SUITS, 'keine Farbe (MAT, KUR, VAR, NAR, VAM, PAR, RAM, KRI, BUD, KAL)'))).optional(),
    dealer: seat.optional(),
  })
  .strict();

/** One file of content/beispiele/ganjifa/. */
export const ganjifaExampleSchema = exampleSchema(move, when, layout);
