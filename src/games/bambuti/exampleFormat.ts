/**
 * Bambuti's part of the example format (core/exampleFormat.ts): its moves and layouts as the files
 * write them — masks by the spec's ids ('M-blau-7', 'M-weiss-10'), seats by name, a row by the seat
 * that owns it (`reihe: Anna`), columns 1 to 5. The shapes are those of `BambutiMove` and
 * `BambutiLayout` (types.ts): the Nachziehstapel is written out, top first; the masks in no hand,
 * row or pile lie covered in the rows. A file of content/beispiele/bambuti/ is read with
 * `bambutiExampleSchema` by the build (src/content.config.ts), the page and the tests.
 */
import { z } from 'astro/zod';
import { exampleSchema, idSchema, moveSchemas, seatSchema } from '../core/exampleFormat';
import { MASK_IDS } from './cards';

const karte = idSchema(MASK_IDS, 'keine Maskenkarte des Bambuti-Spiels (z. B. M-blau-7, M-weiss-10)');
const karten = z.array(karte);
const seat = seatSchema;
const spalte = z.number().int().min(1).max(5);

// `when: {}` answers every other move (a last „das ist erlaubt, aber …“).
const { move, when } = moveSchemas(
  [
    z.object({ type: z.literal('anordnen'), seat, karten }).strict(),
    z.object({ type: z.literal('legen'), seat, karte, reihe: seat, spalte }).strict(),
    z.object({ type: z.literal('trommeln'), seat }).strict(),
    z.object({ type: z.literal('weiter'), seat }).strict(),
  ],
  { anyMove: true },
);

const anzeiger = z.object({ seat: seat.nullable(), wert: z.number().int().min(0).max(8) }).strict();

const layout = z
  .object({
    options: z.object({ startSeat: seat }).strict().optional(),
    phase: z.enum(['anordnen', 'legen', 'trommeln']).optional(),
    toAct: seat.optional(),
    zuOrdnen: z.array(karten).optional(),
    auslage: z.array(z.array(z.union([karte, karten]))).optional(),
    hands: z.array(karten),
    nachziehstapel: karten.optional(),
    nachziehstapelAnzahl: z.number().int().nonnegative().optional(),
    trommeln: z.array(z.number().int().min(0).max(2)).optional(),
    wertungen: z
      .array(
        z
          .object({
            nr: z.number().int().min(1),
            ausloeser: z.enum(['symmetrie', 'trommel', 'schluss']),
            seat: seat.nullable(),
            punkte: z.array(z.number().int()).optional(),
            anzeiger: z.array(anzeiger).length(5),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** One file of content/beispiele/bambuti/. */
export const bambutiExampleSchema = exampleSchema(move, when, layout);
