/**
 * Ganjifa decisions a reader found wrongly marked (issue 29), frozen: the analysis of these
 * positions must not call them mistakes. Game of the report: the reader holds Matsya Mantri, 1 and
 * 4, the Matsya Raja is captured, Bernd has shown he holds no Matsya and no trump, so the two unseen
 * Matsya cards are Anna's: leading the 1 or the Mantri first wins the same tricks in either order.
 */
import { describe, expect, test } from 'vitest';
import { analyseAt, decisionSeed } from '../../../src/games/core/analysis';
import { parsePartieCode } from '../../../src/games/core/codec';
import { ganjifaAnalysis } from '../../../src/games/ganjifa/analysis';
import { ganjifaKit } from '../../../src/games/ganjifa/kit';
import { ganjifaPlay } from '../../../src/games/ganjifa/rules';

const CODE =
  'AG.0kwpzey.BABAGFCkBACeFAbBCJAGaACgBEAfCAZCBKAEVACXCAEBBFBBFAASCBNAASAAJEBCACGDBNEAHCAECDDCANBBBBBAAAAACABCEABEDBEBAFBABAABBAAAAABBAAA';

describe('the reported game', () => {
  const parsed = parsePartieCode(ganjifaKit, CODE);
  if (!parsed.ok) throw new Error(parsed.error);
  const partie = parsed.value;
  const stateBefore = (index: number) => partie.moves.slice(0, index).reduce((s, m) => ganjifaPlay.play(s, m), ganjifaPlay.deal(partie.options, partie.seed));

  // The report counts moves from 1 („Zug 86“), the index from 0.
  test.each([86, 89])("Zug %i (a card of a touching pair) is not marked a mistake", (zug) => {
    const index = zug - 1;
    const s = stateBefore(index);
    expect(ganjifaPlay.toAct(s)).toBe(0);
    const d = analyseAt(ganjifaAnalysis, s, partie.moves[index]!, decisionSeed(partie.seed, index));
    expect(['gut', 'ungenau']).toContain(d.mark);
  });
});
