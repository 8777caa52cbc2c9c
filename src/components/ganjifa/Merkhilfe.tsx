/**
 * The „Merkhilfe“: per suit in avatar order, which cards are already captured (public: every one
 * was played face up, G19), the strongest card still in play, and who is known to be blank in it.
 * Built from the reader's view only (the engine's suitMemo over view.out, view.voids).
 */
import { joinAnd } from '../../games/core/text';
import { RANK_NAMES, SUIT_NAMES, isReversedSuit, rankOf } from '../../games/ganjifa/cards';
import { suitMemo } from '../../games/ganjifa/memo';
import { ganjifaPlay } from '../../games/ganjifa/page';
import type { GanjifaState } from '../../games/ganjifa/types';

export function Merkhilfe({ state, names }: { state: GanjifaState; names: string[] }) {
  const view = ganjifaPlay.view(state, 0);
  const rows = suitMemo(view.out);
  const onTable = new Set([...state.trick.map((p) => p.card), ...(state.dukal?.cards ?? []), ...state.discards.map((p) => p.card)]);
  return (
    <div class="merkhilfe">
      <table>
        <caption>Merkhilfe: schon erbeutete Karten je Farbe (R = Raja, M = Mantri)</caption>
        <thead>
          <tr>
            <th scope="col">Farbe</th>
            <th scope="col">Erbeutet</th>
            <th scope="col">Höchste im Spiel</th>
            <th scope="col">Blank</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const blank = [1, 2].filter((s) => view.voids[s]?.includes(row.suit)).map((s) => names[s] ?? '');
            const where =
              row.highest === null ? '' : view.hand.includes(row.highest) ? ' (bei dir)' : onTable.has(row.highest) ? ' (im Stich)' : '';
            return (
              <tr key={row.suit} class={row.suit === state.trumpSuit ? 'trumpf-zeile' : undefined}>
                <th scope="row">
                  {SUIT_NAMES[row.suit]}
                  {row.suit === state.trumpSuit && ' (Trumpf)'}
                  <span class="merk-folge">{isReversedSuit(row.suit) ? '1 ist hoch' : '10 ist hoch'}</span>
                </th>
                <td>{row.out.length === 0 ? '–' : row.out.map(rankOf).join(' ')}</td>
                <td>{row.highest === null ? 'keine mehr' : RANK_NAMES[rankOf(row.highest)] + where}</td>
                <td>{blank.length === 0 ? '–' : joinAnd(blank)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
