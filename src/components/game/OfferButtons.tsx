/**
 * The buttons a table offers beside the hand („Aufnehmen“, „Passen“, „Nachziehen“ …): one per
 * offer of the input model (useMoveInput `offers`) that carries a move. The engine decides; a button
 * of a move that is not legal now stays pressable (so the machine explains the refusal) and, with
 * `dimIllegal`, looks disabled. `marked` frames the move „Tipp“ suggests.
 */
import type { BaseMove } from '../../games/core/types';
import type { MoveInputApi } from './useMoveInput';

export function OfferButtons<M extends BaseMove>({
  input,
  label,
  marked,
  dimIllegal,
}: {
  input: Pick<MoveInputApi<M>, 'offers' | 'pick'>;
  label: (move: M) => string;
  marked: (move: M) => boolean;
  dimIllegal: boolean;
}) {
  if (input.offers.length === 0) return null;
  return (
    <div class="aktionen">
      {input.offers.map(
        (o) =>
          o.move && (
            <button
              key={label(o.move)}
              type="button"
              class={'knopf' + (marked(o.move) ? ' tipp-markiert' : '')}
              aria-disabled={dimIllegal && !o.legal ? 'true' : undefined}
              onClick={() => input.pick(o)}
            >
              {label(o.move)}
            </button>
          ),
      )}
    </div>
  );
}
