/**
 * Why „Tipp“ suggests a move in Dudab: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts) as a German clause after „weil …“. Its own module: the page loads it with the first
 * „Tipp“ (kit.hintWhy).
 */
import { CARD_INDEX, SCHAMANE, isDudab, kindAt, wunschText } from './cards';
import type { DudabMove, DudabView } from './types';

/**
 * Why the heuristic bot chose `move` (for „Tipp“), as a clause after „weil …“, or null.
 */
export function hintWhy(view: DudabView, move: DudabMove): string | null {
  switch (move.type) {
    case 'legen': {
      const row = view.reihen[move.reihe]!;
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
