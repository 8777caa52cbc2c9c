/**
 * „Analyse“ of a free game (issue 16), loaded only when the reader asks („Partie analysieren“,
 * „Bisherige Züge analysieren“) or a link opens it (`&analyse`, `&zug=<n>`).
 *
 * It runs the analysis of the game (core/analysis.ts) in the game's worker, with a progress bar and
 * „Analyse abbrechen“ above the board (in view when the panel opens), and shows its report
 * (AnalyseBericht.tsx) under the board. It analyses the first `upTo` moves only: the reader's own
 * decisions before „Zum Ergebnis“ (`rushFrom`), or the rounds over so far.
 *
 * At a decision of the reader the board marks the move made and the better one: the table outlines
 * their cards („gespielt“, „besser“: `played` and `highlight`), and two labelled chips name both
 * moves in the engine's words (`describe`), also moves without a card („Besser: Aufnehmen“).
 *
 * The replay board: the game's own table, read-only, at any move of the game – with ← / → (and
 * buttons, Pos1 / Ende) to step through every move, the move's sentence, and „Alle Karten zeigen“,
 * which reveals every hand at that moment (after the game nothing is secret any more, and seeing
 * what the others held is what teaches). Every position is a link (`?partie=<code>&zug=<n>&analyse`).
 * The positions are replayed once (core/replay.ts), so stepping is instant.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameKit } from '../../games/core/kit';
import type { GameAnalysis } from '../../games/core/analysis';
import type { AnalyseMessage, AnalyseRequest } from '../../games/core/profiWorker';
import { makeReplayHref, parseReplayParams, replaySteps } from '../../games/core/replay';
import { sameData } from '../../games/core/data';
import { AnalyseBericht } from './AnalyseBericht';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { LinkField } from './LinkField';
import { Notice } from './Notice';
import type { TableComponent } from './types';
import { currentPath, readSearch, writeAddress } from './useUrlState';

export interface AnalysePanelProps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  kit: GameKit<S, M, O, L, V, E>;
  Table: TableComponent<S, M>;
  options: O;
  seed: number;
  moves: readonly M[];
  /** The game's partie code (what its link carries). */
  code: string;
  basePath: string;
  /** The island that owns the address bar while the reader steps here. */
  owner: string;
  idBase: string;
  /** Opened from a link: read `&zug=` and `&analyse` from the address. */
  fromLink: boolean;
  /** The analysis looks at the first `upTo` moves (default: all). */
  upTo?: number;
  /** From this move on the computer played for the reader („Zum Ergebnis“), or null. */
  rushFrom?: number | null;
  onClose: () => void;
}

const noop = () => {};

/** Where the analysis stands. */
type Run<M> =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  /** `code`: the game's link code the analysis is of; `key`: that code with how many of its moves (`runKey`). */
  | { kind: 'done'; analysis: GameAnalysis<M>; code: string; key: string }
  | { kind: 'cancelled' }
  | { kind: 'error' };

/**
 * Runs the analysis of (options, seed, moves) in a worker of its own (the game's Profi worker, so
 * the page never searches): progress as it comes, the analysis at the end. Returns the cancel.
 */
function runInWorker<O, M>(
  makeWorker: () => Worker,
  request: Omit<AnalyseRequest<O, M>, 'id' | 'kind'>,
  on: { progress: (done: number, total: number) => void; done: (a: GameAnalysis<M>) => void; failed: () => void },
): () => void {
  let worker: Worker | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  try {
    worker = makeWorker();
  } catch {
    on.failed();
    return stop;
  }
  worker.onmessage = ({ data }: MessageEvent<AnalyseMessage<M>>) => {
    if (data.kind === 'progress') on.progress(data.done, data.total);
    else if (data.kind === 'analysis') {
      stop();
      if (data.ok) on.done(data.result);
      else on.failed();
    }
  };
  worker.onerror = (e) => {
    e.preventDefault();
    stop();
    on.failed();
  };
  worker.postMessage({ id: 1, kind: 'analyse', ...request } satisfies AnalyseRequest<O, M>);
  return stop;
}

export function AnalysePanel<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: AnalysePanelProps<S, M, O, L, V, E>,
) {
  const { kit, Table, options, seed, moves, code, basePath, owner, idBase, fromLink, onClose } = props;
  const upTo = Math.min(moves.length, props.upTo ?? moves.length);
  const rushFrom = props.rushFrom ?? null;
  /** What the analysis is of: the game's code and how many of its moves. */
  const runKey = `${code}:${upTo}`;
  const steps = useMemo(() => replaySteps(kit, options, seed, moves), [code]);
  const last = steps.length - 1;
  const [at, setAt] = useState(last);
  const [showAll, setShowAll] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [path, setPath] = useState(basePath);
  const board = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const names = kit.seatNames(options);
  const [run, setRun] = useState<Run<M>>({ kind: 'idle' });
  const cancel = useRef<(() => void) | null>(null);

  function start() {
    if (!kit.profi) return;
    cancel.current?.();
    const forKey = runKey;
    const forCode = code;
    setRun({ kind: 'running', done: 0, total: 0 });
    cancel.current = runInWorker<O, M>(
      kit.profi.worker,
      { partie: { options, seed, moves: moves.slice(0, upTo) }, names },
      {
        progress: (done, total) => setRun({ kind: 'running', done, total }),
        done: (analysis) => setRun({ kind: 'done', analysis, code: forCode, key: forKey }),
        failed: () => setRun({ kind: 'error' }),
      },
    );
  }
  function stopRun() {
    cancel.current?.();
    cancel.current = null;
    setRun({ kind: 'cancelled' });
  }
  useEffect(() => () => cancel.current?.(), []);

  useEffect(() => {
    setPath(currentPath(basePath));
    const params = fromLink ? parseReplayParams(readSearch(), last) : null;
    if (params && !params.ok) setNotice(`${params.error} Du siehst das Ende des Spiels.`);
    else if (params && params.value.zug !== null) setAt(params.value.zug);
    // the reader asked for it, or the link has `&analyse`
    if (!params || !params.ok || params.value.analyse) start();
    // the focus on the board, the view on the panel's top: the progress and „Analyse abbrechen“ sit
    // above the board and are seen at once
    board.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);

  const href = makeReplayHref(path, code, at);
  useEffect(() => writeAddress(owner, href), [href]);

  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));
  function onKey(e: KeyboardEvent) {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[e.key];
    // keys inside the table (its hand's own arrow keys) stay there
    if (to === undefined || e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    go(to);
  }

  const analysis = run.kind === 'done' ? run.analysis : null;
  const stale = run.kind === 'done' && run.key !== runKey;
  const label = (index: number, move: M) => kit.rules.describe(steps[index]!.state, move, names).replace(/\.$/, '');
  const show = (index: number) => {
    go(index);
    board.current?.focus({ preventScroll: true });
    board.current?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  // at a decision of the reader the board marks the move made and, when the analysis found one, the better move
  const decision = (!stale && analysis?.decisions.find((d) => d.index === at && !d.forced)) || null;
  const better = decision && !decision.madeIsBest && !sameData(decision.best, decision.made) ? decision.best : null;

  const step = steps[at]!;
  const toAct = kit.rules.isOver(step.state) ? null : kit.rules.toAct(step.state);
  const turn = kit.rules.isOver(step.state)
    ? 'Hier ist das Spiel vorbei.'
    : toAct === null
      ? 'Hier ist niemand am Zug.'
      : toAct === 0
        ? 'Hier bist du am Zug.'
        : `Hier ist ${names[toAct]} am Zug.`;
  const titleId = idBase + '-analyse-titel';
  const position = at === 0 ? 'Nach dem Geben' : `Zug ${at} von ${last}`;
  const scope =
    rushFrom !== null && rushFrom <= upTo
      ? `Ab Zug ${rushFrom + 1} hat der Computer für dich zu Ende gespielt. Die Analyse schaut nur auf deine Entscheidungen davor.`
      : upTo < last
        ? `Die Analyse schaut auf deine Entscheidungen bis Zug ${upTo}.`
        : null;
  return (
    <section ref={section} class="analyse" aria-labelledby={titleId}>
      <header class="analyse-kopf">
        <h4 id={titleId}>Analyse</h4>
        <button type="button" class="knopf knopf-klein" onClick={onClose}>
          Schließen
        </button>
      </header>
      {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}
      {scope && <p class="analyse-umfang">{scope}</p>}
      <div class="analyse-lauf" aria-live="polite">
        {run.kind === 'running' && (
          <>
            <label for={idBase + '-analyse-fortschritt'}>
              {run.total === 0
                ? 'Die Analyse beginnt …'
                : `Analysiere deine Entscheidung ${Math.min(run.done + 1, run.total)} von ${run.total} …`}
            </label>
            <progress id={idBase + '-analyse-fortschritt'} max={Math.max(1, run.total)} value={run.done} />
            <button type="button" class="knopf" onClick={stopRun}>
              Analyse abbrechen
            </button>
          </>
        )}
        {run.kind === 'cancelled' && <p>Die Analyse ist abgebrochen.</p>}
        {run.kind === 'error' && <p>Die Analyse ist ausgefallen. Versuch es gleich noch einmal.</p>}
        {stale && <p>Seit der Analyse hat sich das Spiel weiterbewegt.</p>}
        {(run.kind === 'idle' || run.kind === 'cancelled' || run.kind === 'error' || stale) && kit.profi && (
          <button type="button" class="knopf knopf-haupt" onClick={start}>
            {run.kind === 'idle' ? 'Analyse starten' : 'Neu analysieren'}
          </button>
        )}
      </div>
      <div
        ref={board}
        class="analyse-brett"
        tabIndex={0}
        role="group"
        aria-roledescription="Nachspiel-Brett"
        aria-label={`${position}. Mit Pfeil links und rechts gehst du einen Zug zurück oder vor, mit Pos1 und Ende an den Anfang oder ans Ende.`}
        onKeyDown={onKey}
      >
        <div aria-live="polite">
          <p class="analyse-stand">
            <strong>{position}</strong>
            {step.lines.length > 0 && <span class="analyse-zug"> {step.lines.join(' ')}</span>}
          </p>
          {decision && (
            <ul class="analyse-marken" aria-label="Deine Entscheidung hier">
              <li class="zugmarke zugmarke-gespielt">
                <span class="zugmarke-art">{better ? 'Gespielt:' : 'Gespielt, bester Zug:'}</span> {label(at, decision.made)}
              </li>
              {better && (
                <li class="zugmarke zugmarke-besser">
                  <span class="zugmarke-art">Besser:</span> {label(at, better)}
                </li>
              )}
            </ul>
          )}
        </div>
        <div class="tisch insel-tisch analyse-tisch">
          <Table
            state={step.state}
            names={names}
            showAll={showAll}
            canAct={false}
            onMove={noop}
            onNote={noop}
            waitText={turn}
            markPlayable={false}
            highlight={better}
            played={decision ? decision.made : null}
            idBase={idBase + '-analyse'}
          />
        </div>
      </div>
      <div class="steuerung analyse-steuerung">
        <button type="button" class="knopf" aria-disabled={at === 0 ? 'true' : undefined} onClick={() => go(0)}>
          Zum Anfang
        </button>
        <button type="button" class="knopf" aria-disabled={at === 0 ? 'true' : undefined} onClick={() => go(at - 1)}>
          ← Zug zurück
        </button>
        <button type="button" class="knopf knopf-haupt" aria-disabled={at === last ? 'true' : undefined} onClick={() => go(at + 1)}>
          Zug vor →
        </button>
        <button type="button" class="knopf" aria-disabled={at === last ? 'true' : undefined} onClick={() => go(last)}>
          Zum Ende
        </button>
      </div>
      <label class="schalter">
        <input type="checkbox" role="switch" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
        <span>Alle Karten zeigen</span>
      </label>
      <LinkField href={href} idBase={idBase + '-analyse'} />

      {analysis && (
        <AnalyseBericht
          analysis={analysis}
          moves={upTo}
          label={label}
          onShow={show}
          hrefOf={(index) => makeReplayHref(path, run.kind === 'done' ? run.code : code, index)}
          idBase={idBase}
        />
      )}
    </section>
  );
}
