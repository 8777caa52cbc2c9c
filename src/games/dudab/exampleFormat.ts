/**
 * Dudab's part of the example format (core/exampleFormat.ts): its moves and layouts as the files
 * write them — cards by the spec's ids ('Z-blau-keule-3', 'S-gruen-1', 'D-2'), seats by name, rows
 * by their index (0 = Reihe 1). The shapes are those of `DudabMove` and `DudabLayout` (types.ts); a
 * file of content/beispiele/dudab/ is read with `dudabExampleSchema` by the build
 * (src/content.config.ts), the page and the tests.
 */
import { z } from 'astro/zod';
import { exampleSchema, idSchema, moveSchemas, seatSchema } from '../core/exampleFormat';
import { CARD_IDS, FARBEN, SYMBOLE } from './cards';

const karte = idSchema(CARD_IDS, 'keine Karte des Dudab-Spiels (z. B. Z-blau-keule-3, S-gruen-1, D-2)');
const karten = z.array(karte);
const seat = seatSchema;
const reihe = z.number().int().min(0).max(2);
const wunsch = z.discriminatedUnion('art', [
  z.object({ art: z.literal('farbe'), wert: z.enum(FARBEN as [string, ...string[]]) }).strict(),
  z.object({ art: z.literal('symbol'), wert: z.enum(SYMBOLE as [string, ...string[]]) }).strict(),
  z.object({ art: z.literal('ziffer'), wert: z.number().int().min(1).max(4) }).strict(),
]);

const { move, when } = moveSchemas([
  z.object({ type: z.literal('legen'), seat, karte, reihe, wunsch: wunsch.optional() }).strict(),
  z.object({ type: z.literal('ziehen'), seat, inStapel: karte.optional() }).strict(),
  z.object({ type: z.literal('strafe'), seat }).strict(),
  z.object({ type: z.literal('reduzieren'), seat, behalten: karten, ziel: z.enum(['abwurf', 'stapel']) }).strict(),
  z.object({ type: z.literal('nichtReduzieren'), seat }).strict(),
  z.object({ type: z.literal('entsorgen'), seat, karten }).strict(),
  z.object({ type: z.literal('naechsteRunde'), seat }).strict(),
]);

const layout = z
  .object({
    options: z
      .object({ spieler: z.number().int().min(2).max(6), runden: z.number().int().min(1).max(10).optional(), startSeat: seat.optional() })
      .strict(),
    hands: z.array(karten),
    reihen: z.array(z.object({ karten, wunsch: wunsch.nullable().optional() }).strict()),
    nachziehstapel: karten,
    abwurf: karten.optional(),
    sammelstapel: z.array(karten).optional(),
    rest: z.enum(['stapel', 'abwurf']).optional(),
    toAct: seat.optional(),
    phase: z.enum(['zug', 'wunsch', 'verhext', 'reduzieren', 'entsorgen']).optional(),
    verhext: z.object({ seat, reihe }).strict().nullable().optional(),
    runde: z.number().int().min(1).optional(),
    punkte: z.array(z.array(z.number().int())).optional(),
    known: z.array(karten).optional(),
    offenImStapel: z.array(karten).optional(),
    seed: z.number().int().optional(),
  })
  .strict();

/** One file of content/beispiele/dudab/. */
export const dudabExampleSchema = exampleSchema(move, when, layout);
