/**
 * The scoring explainer at the end of a round (shared/rules/dudab.md §7): for every player, the
 * Sammelstapel with the hand added, scored step by step in the engine's words (wertung and
 * wertungSchritte), and, between rounds, the table of round and total scores. Used on the table
 * (rundenende, spielende) and, for the last round, under the result of a free game.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import Card from './DudabCard';
import { joinAnd, nameOf } from '../../games/core/text';
import { cardName } from '../../games/dudab/cards';
import { totals } from '../../games/dudab/play';
import { punkte, wertung, wertungSchritte } from '../../games/dudab/wertung';
import type { DudabState } from '../../games/dudab/types';
import { ScoreTable } from '../game/ScoreTable';

/** The score table's sheet comes with this chunk (DudabTable: `withStyles`). */
export { styles } from '../game/ScoreTable';

// Loaded together with the scoring (rarely needed at once): the wish picker.
export { WunschWahl } from './WunschWahl';

export function DudabWertung({
  state,
  names,
  idBase,
  scoreTable,
  focus,
  children,
}: {
  state: DudabState;
  names: string[];
  idBase: string;
  /** Show the table of round and total scores (between rounds; the result of a game has its own). */
  scoreTable: boolean;
  /** Take the focus when it appears and nothing else has it (the reader's move ended the round). */
  focus: boolean;
  children?: ComponentChildren;
}) {
  const box = useRef<HTMLElement>(null);
  const headId = idBase + '-wertung';
  const runde = state.punkte.length;
  useEffect(() => {
    const active = document.activeElement;
    if (focus && (!active || active === document.body)) box.current?.focus();
  }, [runde, state.seed]);

  // On a phone only the reader's own scoring is open at first; the others unfold on a tap.
  const [wide, setWide] = useState(true);
  useEffect(() => setWide(window.matchMedia('(min-width: 40rem)').matches), []);
  const seats = state.sammelstapel.map((_, s) => s);
  const row = state.punkte[runde - 1] ?? [];
  return (
    <section ref={box} class="dudab-wertung" aria-labelledby={headId} tabIndex={-1}>
      <h4 id={headId}>Wertung von Runde {runde}</h4>
      <p class="wertung-einleitung">
        Die letzte Karte vom Nachziehstapel ist gezogen. Alle Handkarten kommen zum Sammelstapel ihres Besitzers, dann wird jeder gewertet –
        wenige Punkte sind gut.
      </p>
      {scoreTable && (
        <ScoreTable
          scores={{
            rounds: state.punkte,
            totals: totals(state.punkte, state.options.spieler),
            better: 'niedrig',
            unit: 'Punkte',
          }}
          names={names}
          winners={[]}
          caption={`Punkte nach ${runde === 1 ? 'der ersten Runde' : `${runde} Runden`} von ${state.options.runden} – die wenigsten gewinnen.`}
        />
      )}
      {children && <div class="aktionen">{children}</div>}
      <ul class="wertung-spieler">
        {seats.map((s) => {
          const w = wertung(state.sammelstapel[s] ?? []);
          const schritte = wertungSchritte(w, state.handAmEnde?.[s] ?? []);
          return (
            <li key={s}>
              <details open={s === 0 || wide}>
                <summary>
                  <h5>
                    {nameOf(names, s)}: {punkte(row[s] ?? w.summe)}
                  </h5>
                </summary>
                <ol class="wertung-schritte">
                  {schritte.map((step, i) => (
                    <li key={i} class={'schritt-' + step.art}>
                      <span class="wertung-text">{step.text}</span>
                      {step.karten.length > 0 && step.art !== 'summe' && (
                        <span class="wertung-karten" role="img" aria-label={'Karten: ' + joinAnd(step.karten.map(cardName))}>
                          {step.karten.map((id) => (
                            <Card key={id} id={id} size="klein" />
                          ))}
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A list of cards with their names (the own Sammelstapel on the table). */
export function Kartenliste({ cards, label }: { cards: string[]; label: string }) {
  return (
    <ul class="dudab-kartenliste" aria-label={label}>
      {cards.map((id) => (
        <li key={id}>
          <Card id={id} size="klein" /> {cardName(id)}
        </li>
      ))}
    </ul>
  );
}
