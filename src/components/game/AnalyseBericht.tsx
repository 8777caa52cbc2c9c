/**
 * The report of „Analyse“ (core/analysis.ts, computed in the game's worker): a summary (counts per
 * mark, the thresholds, the most expensive decision as a link, the chance at the deal against the
 * result: bad luck or bad play), the graph of the reader's chances across the game (SVG drawn
 * here, with the same numbers as a table for screen readers), and every decision of the reader in
 * order: the move made and the search's best move with their values, the mark and why.
 * Choosing a decision shows its position on the replay board (`onShow`).
 */
import type { AnalysisScale, DecisionAnalysis, GameAnalysis, Mark, Thresholds } from '../../games/core/analysis';
import {
  formatLoss,
  formatMargin,
  formatValue,
  notSureText,
  scaleText,
  shownLoss,
  shownValue,
  thresholdsText,
} from '../../games/core/analysisText';
import { formatNumber } from '../../games/core/numbers';

export interface BerichtProps<M> {
  analysis: GameAnalysis<M>;
  /** How many moves the game has (the graph's width). */
  moves: number;
  /** A move in words at the position before move `index` („Du greifst mit der Pik 7 an“). */
  label: (index: number, move: M) => string;
  /** Shows the position before move `index` on the board. */
  onShow: (index: number) => void;
  /** The link of the position before move `index`. */
  hrefOf: (index: number) => string;
  idBase: string;
}

/**
 * What the value at the deal says about the cards, measured against the value when all seats are
 * alike (`neutral`), by one rule for every game: for or against the reader when the shown values
 * differ by at least the game's „Fehler“ threshold, else neither.
 * „Die Karten waren gegen dich: 31 % zu Beginn, bei gleichen Karten für alle 50 %.“
 */
export function luckText(scale: AnalysisScale, deal: number, neutral: number, t: Thresholds): string {
  const good = (scale.better === 'hoch' ? 1 : -1) * (shownValue(deal, scale) - shownValue(neutral, scale));
  const side = good <= -t.Fehler ? 'gegen dich' : good >= t.Fehler ? 'für dich' : 'weder für noch gegen dich';
  return `Die Karten waren ${side}: ${formatValue(deal, scale)} zu Beginn, bei gleichen Karten für alle ${formatValue(neutral, scale)} (${scale.label}).`;
}

const MARK_CLASS: Record<Mark, string> = { gut: 'gut', ungenau: 'ungenau', Fehler: 'fehler', 'grober Fehler': 'grob' };

function MarkBadge({ mark }: { mark: Mark | null }) {
  if (!mark) return <span class="marke marke-frei">ohne Wahl</span>;
  return <span class={'marke marke-' + MARK_CLASS[mark]}>{mark}</span>;
}

/** The graph: the value after each decision (and at the deal), higher = better for the reader. */
function Graph<M>({ analysis, moves, onShow, idBase }: Pick<BerichtProps<M>, 'analysis' | 'moves' | 'onShow' | 'idBase'>) {
  const { scale, graph, decisions } = analysis;
  const W = 420;
  const H = 220;
  const PAD = 30;
  const sign = scale.better === 'hoch' ? 1 : -1;
  const values = graph.map((p) => sign * p.value);
  const lo = scale.kind === 'chance' ? (sign > 0 ? 0 : -100) : Math.min(-1, ...values) - 0.5;
  const hi = scale.kind === 'chance' ? (sign > 0 ? 100 : 0) : Math.max(1, ...values) + 0.5;
  const x = (index: number) => PAD + ((W - 2 * PAD) * index) / Math.max(1, moves);
  const y = (v: number) => H - PAD - ((H - 2 * PAD) * (sign * v - lo)) / (hi - lo);
  const mid = scale.kind === 'chance' ? 50 : 0;
  const path = graph.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.index).toFixed(1)} ${y(p.value).toFixed(1)}`).join('');
  const marked = decisions.filter((d) => d.mark === 'Fehler' || d.mark === 'grober Fehler');
  const titleId = idBase + '-verlauf-titel';
  return (
    <figure class="analyse-verlauf">
      <figcaption id={titleId}>
        {scale.label} im Lauf der Partie (oben ist besser{scale.better === 'niedrig' ? ': weniger Punkte' : ''})
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} class="analyse-graph">
        <line x1={PAD} x2={W - PAD} y1={y(mid)} y2={y(mid)} class="graph-mitte" />
        <line x1={PAD} x2={PAD} y1={PAD / 2} y2={H - PAD} class="graph-achse" />
        <text
          x={PAD - 4}
          y={y(scale.kind === 'chance' ? (sign > 0 ? 100 : 0) : sign * hi)}
          class="graph-text"
          text-anchor="end"
          dominant-baseline="middle"
        >
          {scale.kind === 'chance' ? (sign > 0 ? '100' : '0') : formatNumber(Math.round(sign * hi))}
        </text>
        <text x={PAD - 4} y={y(mid)} class="graph-text" text-anchor="end" dominant-baseline="middle">
          {scale.kind === 'chance' ? '50' : '0'}
        </text>
        <path d={path} class="graph-linie" />
        {graph.map((p, i) => (
          <circle key={i} cx={x(p.index)} cy={y(p.value)} r={3.5} class="graph-punkt" />
        ))}
        {marked.map((d) => (
          <g key={d.index} class={'graph-marke graph-' + MARK_CLASS[d.mark!]} onClick={() => onShow(d.index)}>
            <title>{`Entscheidung ${d.number}: ${d.mark}`}</title>
            {d.mark === 'grober Fehler' ? (
              <rect x={x(d.index) - 6} y={y(d.bestValue) - 6} width={12} height={12} />
            ) : (
              <circle cx={x(d.index)} cy={y(d.bestValue)} r={6} />
            )}
          </g>
        ))}
        <text x={W - PAD} y={H - 6} class="graph-text" text-anchor="end">
          Zug {moves}
        </text>
        <text x={PAD} y={H - 6} class="graph-text">
          Geben
        </text>
      </svg>
    </figure>
  );
}

/** The graph's numbers as a table (the text equivalent of the SVG). */
function GraphTable<M>({ analysis }: { analysis: GameAnalysis<M> }) {
  const { scale, graph, decisions } = analysis;
  const byIndex = new Map(decisions.map((d) => [d.index, d]));
  return (
    <details class="analyse-werte">
      <summary>Die Werte als Tabelle</summary>
      <div class="scrollbereich" tabIndex={0} role="region" aria-label="Werte der Analyse">
        <table>
          <caption>{scale.label}</caption>
          <thead>
            <tr>
              <th scope="col">Stellung</th>
              <th scope="col">Wert</th>
              <th scope="col">Bewertung deines Zugs</th>
            </tr>
          </thead>
          <tbody>
            {graph.map((p, i) => {
              // the first point is the deal; every other one a decision of the reader
              const d = i === 0 ? undefined : byIndex.get(p.index);
              return (
                <tr key={i}>
                  <th scope="row">{i === 0 ? 'Nach dem Geben' : `Vor Zug ${p.index + 1}${d ? ` (Entscheidung ${d.number})` : ''}`}</th>
                  <td>{formatValue(p.value, scale)}</td>
                  <td>{d?.mark ?? '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function DecisionItem<M>({
  d,
  analysis,
  label,
  onShow,
  hrefOf,
  idBase,
}: { d: DecisionAnalysis<M>; analysis: GameAnalysis<M> } & Omit<BerichtProps<M>, 'analysis' | 'moves'>) {
  const { scale } = analysis;
  const made = label(d.index, d.made);
  const best = label(d.index, d.best);
  const same = d.madeIsBest;
  const offen = notSureText(d, analysis.thresholds, scale);
  return (
    <li id={`${idBase}-entscheidung-${d.number}`} class={'analyse-entscheidung' + (d.mark ? ' entscheidung-' + MARK_CLASS[d.mark] : '')}>
      <p class="entscheidung-kopf">
        <strong>
          Entscheidung {d.number} · Zug {d.index + 1}
        </strong>{' '}
        <MarkBadge mark={d.mark} />
      </p>
      {d.forced ? (
        <p>„{made}“ – der einzige erlaubte Zug.</p>
      ) : same ? (
        <p>
          „{made}“ – {formatValue(d.madeValue, scale)}, {d.equivalent ? <>gleichwertig mit dem besten Zug „{best}“.</> : 'der beste Zug.'}
        </p>
      ) : (
        <>
          <p>
            Dein Zug: „{made}“ – {formatValue(d.madeValue, scale)}
          </p>
          {shownLoss(d.bestValue, d.madeValue, scale) > 0 ? (
            <>
              <p>
                Besser: „{best}“ – {formatValue(d.bestValue, scale)} ({formatLoss(shownLoss(d.bestValue, d.madeValue, scale), scale)}{' '}
                {scale.better === 'hoch' ? 'mehr' : 'weniger'}, Unsicherheit {formatMargin(d.margin, scale)})
              </p>
              {d.reason && <p class="entscheidung-grund">Besser, weil {d.reason}.</p>}
              {offen && <p class="entscheidung-offen">{offen}</p>}
            </>
          ) : (
            // Another move came out a little ahead, but not by a shown amount.
            <p>
              „{best}“ kam auf denselben Wert ({formatValue(d.bestValue, scale)}): gleich gut.
            </p>
          )}
        </>
      )}
      <p class="entscheidung-aktion">
        <a
          href={hrefOf(d.index)}
          onClick={(e) => {
            e.preventDefault();
            onShow(d.index);
          }}
        >
          Stellung am Brett zeigen
        </a>
      </p>
    </li>
  );
}

export function AnalyseBericht<M>(props: BerichtProps<M>) {
  const { analysis, hrefOf, onShow, label } = props;
  const { scale, summary, decisions } = analysis;
  const costliest = summary.costliest === null ? null : decisions[summary.costliest]!;
  const costly = costliest && shownLoss(costliest.bestValue, costliest.madeValue, scale) > 0 ? costliest : null;
  const counts = (['gut', 'ungenau', 'Fehler', 'grober Fehler'] as const).map((m) => `${summary.counts[m]}× ${m}`).join(', ');
  const result =
    summary.result === null
      ? null
      : scale.kind === 'chance'
        ? summary.result >= 50
          ? 'Am Ende hast du es geschafft.'
          : 'Am Ende hat es nicht gereicht.'
        : `Am Ende: ${formatValue(summary.result, scale)} (${scale.label}).`;
  const errors = summary.counts.Fehler + summary.counts['grober Fehler'];
  // bad luck or bad play: the result against the cards at the deal and the mistakes made
  const verdict =
    summary.result === null || scale.kind !== 'chance'
      ? null
      : summary.result < 50 && errors === 0
        ? 'Ohne Fehler verloren: Das lag eher an den Karten als an deinem Spiel.'
        : summary.result < 50 && shownValue(summary.dealValue, scale) >= shownValue(summary.neutral, scale)
          ? 'Die Karten hätten gereicht – die Fehler haben den Ausschlag gegeben.'
          : summary.result >= 50 && shownValue(summary.dealValue, scale) <= shownValue(summary.neutral, scale) - analysis.thresholds.Fehler
            ? 'Gegen schwache Karten gewonnen: gut gespielt.'
            : null;
  return (
    <div class="analyse-bericht">
      <div class="analyse-zusammenfassung">
        <p>
          <strong>{decisions.length} Entscheidungen:</strong> {counts}
          {summary.forced > 0 ? `; ${summary.forced}× ohne Wahl (nur ein Zug erlaubt, nicht bewertet)` : ''}.
        </p>
        <p>{luckText(scale, summary.dealValue, summary.neutral, analysis.thresholds)}</p>
        {result && <p>{result}</p>}
        {verdict && <p>{verdict}</p>}
        {costly && (
          <p>
            Der teuerste Zug:{' '}
            <a
              href={hrefOf(costly.index)}
              onClick={(e) => {
                e.preventDefault();
                onShow(costly.index);
              }}
            >
              Entscheidung {costly.number} (Zug {costly.index + 1})
            </a>
            : „{label(costly.index, costly.made)}“. Besser war „{label(costly.index, costly.best)}“ –{' '}
            {formatLoss(shownLoss(costly.bestValue, costly.madeValue, scale), scale)}
            {scale.kind === 'chance' ? ' Chance' : ''} verschenkt.
          </p>
        )}
        <p class="analyse-erklaerung">
          {scaleText(scale)} {thresholdsText(scale, analysis.thresholds)} Die Werte schätzen Probespiele: Jeder Zug wird auf denselben
          ausgelosten Verteilungen der verdeckten Karten zu Ende gespielt, so wie du sie an der jeweiligen Stelle für möglich halten
          konntest – nie mit den wirklichen verdeckten Karten. Es sind Schätzungen.
        </p>
      </div>
      <Graph analysis={analysis} moves={props.moves} onShow={onShow} idBase={props.idBase} />
      <GraphTable analysis={analysis} />
      <h5 class="analyse-liste-titel">Deine Entscheidungen</h5>
      <ol class="analyse-liste">
        {decisions.map((d) => (
          <DecisionItem key={d.index} d={d} analysis={analysis} label={label} onShow={onShow} hrefOf={hrefOf} idBase={props.idBase} />
        ))}
      </ol>
    </div>
  );
}
