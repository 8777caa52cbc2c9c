/**
 * Why „Tipp“ suggests a move in Dudab: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts) as a German clause after „weil …“. Its own module: the page loads it with the first
 * „Tipp“ (kit.hintWhy).
 */
import { CARD_INDEX, SCHAMANE, isDudab, kindAt, wunschText } from './cards';
import type { DudabMove, DudabView } from './types';

/**
 * Why `move` is good (for „Tipp“), as a clause after „weil …“, or null. With `made` (the analysis:
 * the move the reader made instead) and the same card laid on another row, only a reason about the
 * row: „6 nimmt“ on the better row, or on the row of the move made.
 */
export function hintWhy(view: DudabView, move: DudabMove, made?: DudabMove): string | null {
  switch (move.type) {
    case 'legen': {
      const row = view.reihen[move.reihe]!;
      if (made?.type === 'legen' && made.karte === move.karte && made.reihe !== move.reihe) {
        if (row.karten.length === 5) return `auf Reihe ${move.reihe + 1} schon fünf Karten liegen und du dort „6 nimmt“ machst`;
        if (view.reihen[made.reihe]!.karten.length === 5) return `du auf Reihe ${made.reihe + 1} „6 nimmt“ machen müsstest`;
        return null;
      }
      if (row.karten.length === 5) {
        return row.karten.some(isDudab)
          ? 'in dieser Reihe eine Dudab-Karte liegt – „6 nimmt“ lohnt sich hier'
          : 'dir „6 nimmt“ die Gelegenheit gibt, danach deine Kartenhand zu reduzieren';
      }
      if (isDudab(move.karte) && move.wunsch) {
        return `du dir damit ${wunschText(move.wunsch)} wünschst und der nächste Spieler diesen Wunsch vermutlich nicht erfüllen kann`;
      }
      const kind = kindAt(CARD_INDEX[move.karte]!);
      if (kind === SCHAMANE) return 'du so fünf Schlechtpunkte loswirst und den nächsten Spieler verhext';
      if (row.wunsch !== null) return 'du den Wunsch erfüllen musst und so eine Karte loswirst';
      return 'jede abgelegte Karte weniger Schlechtpunkte am Rundenende bedeutet';
    }
    case 'ziehen':
      return view.legal.some((m) => m.type === 'legen')
        ? 'jede Karte, die du legen könntest, dir mehr schaden als nützen würde'
        : 'du keine Karte legen kannst';
    case 'strafe':
      return 'du weder einen Schamanen noch eine Dudab-Karte hast';
    case 'reduzieren':
      return move.ziel === 'abwurf'
        ? 'abgeworfene Karten am Rundenende gar nicht mehr zählen'
        : 'die Dudab-Karte im Sammelstapel Schlechtpunkte ausgleicht';
    case 'entsorgen':
      return 'Karten mit kleinen Ziffern auf der Hand am wenigsten nützen';
    default:
      return null;
  }
}
