/**
 * Durak's part of the example format (core/exampleFormat.ts): its moves and layouts as the files
 * write them — cards by the spec's ids ('C7', 'SA', 'H10'), seats by name. The shapes are those of
 * `DurakMove` and `DurakLayout` (types.ts); a file of content/beispiele/durak/ is read with
 * `durakExampleSchema` by the build (src/content.config.ts), the page and the tests.
 */
import { z } from 'astro/zod';
import { exampleSchema, idSchema, moveSchemas, seatSchema } from '../core/exampleFormat';
import { CARD_IDS, RANKS, SUITS } from './cards';

const card = idSchema(CARD_IDS, 'keine Karte des Durak-Spiels (z. B. C7, SA, H10)');
const cards = z.array(card);
const seat = seatSchema;

const { move, when } = moveSchemas([
  z.object({ type: z.literal('ATTACK'), seat, card }).strict(),
  z.object({ type: z.literal('DEFEND'), seat, attackCard: card, card }).strict(),
  z.object({ type: z.literal('TAKE'), seat }).strict(),
  z.object({ type: z.literal('THROW_IN'), seat, card }).strict(),
  z.object({ type: z.literal('PASS'), seat }).strict(),
  z.object({ type: z.literal('TRANSFER'), seat, card }).strict(),
]);

const layout = z
  .object({
    options: z.object({ players: z.number().int().min(2).max(6), transfer: z.boolean() }).strict(),
    hands: z.array(cards),
    talon: cards,
    trumpSuit: idSchema(SUITS, 'keine Farbe (C, S, H oder D)').optional(),
    trumpCard: card.optional(),
    table: z.array(z.object({ attack: card, defence: card.nullable() }).strict()).optional(),
    discard: cards.optional(),
    dealer: seat.optional(),
    phase: z.enum(['ATTACK_OPEN', 'DEFEND', 'THROW_IN']).optional(),
    attacker: seat.optional(),
    defender: seat.optional(),
    limit: z.number().int().min(1).max(6).optional(),
    firstRank: idSchema(RANKS, 'kein Wert (6 bis 10, J, Q, K, A; in Anführungszeichen)').nullable().optional(),
    cursor: z.number().int().nonnegative().optional(),
    finishOrder: z.array(z.array(seat)).optional(),
    known: z.array(cards).optional(),
    noRanks: z.array(z.array(idSchema(RANKS, 'kein Wert'))).optional(),
  })
  .strict();

/** One file of content/beispiele/durak/. */
export const durakExampleSchema = exampleSchema(move, when, layout);
