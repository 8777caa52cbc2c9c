/**
 * „Analyse“ of a free game (issue 16), loaded only when the reader asks („Partie analysieren“,
 * „Bisherige Züge analysieren“) or a link opens it (`&analyse`, `&zug=<n>`).
 *
 * The replay board: the game's own table, read-only, at any move of the game – with ← / → (and
 * buttons, Pos1 / Ende) to step through every move, the move's sentence, and „Alle Karten zeigen“,
 * which reveals every hand at that moment (after the game nothing is secret any more, and seeing
 * what the others held is what teaches). Every position is a link (`?partie=<code>&zug=<n>&analyse`).
 * The positions are replayed once (core/replay.ts), so stepping is instant.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameKit } from '../../games/core/kit';
import { makeReplayHref, parseReplayParams, replaySteps } from '../../games/core/replay';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { LinkField } from './LinkField';
import { Notice } from './Notice';
import type { TableComponent } from './types';
import { currentPath, readSearch, writeAddress } from './useUrlState';
import '../../styles/analyse.css';

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
  /** Opened from a link: read `&zug=` from the address. */
  fromLink: boolean;
  onClose: () => void;
}

const noop = () => {};

export function AnalysePanel<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(props: AnalysePanelProps<S, M, O, L, V, E>) {
  const { kit, Table, options, seed, moves, code, basePath, owner, idBase, fromLink, onClose } = props;
  const steps = useMemo(() => replaySteps(kit, options, seed, moves), [code]);
  const last = steps.length - 1;
  const [at, setAt] = useState(last);
  const [showAll, setShowAll] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [path, setPath] = useState(basePath);
  const board = useRef<HTMLDivElement>(null);
  const names = kit.seatNames(options);

  useEffect(() => {
    setPath(currentPath(basePath));
    if (fromLink) {
      const params = parseReplayParams(readSearch(), last);
      if (!params.ok) setNotice(`${params.error} Du siehst das Ende des Spiels.`);
      else if (params.value.zug !== null) setAt(params.value.zug);
    }
    board.current?.focus({ preventScroll: false });
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

  const step = steps[at]!;
  const toAct = kit.rules.isOver(step.state) ? null : kit.rules.toAct(step.state);
  const turn = kit.rules.isOver(step.state) ? 'Hier ist das Spiel vorbei.' : toAct === null ? 'Hier ist niemand am Zug.' : toAct === 0 ? 'Hier bist du am Zug.' : `Hier ist ${names[toAct]} am Zug.`;
  const titleId = idBase + '-analyse-titel';
  const position = at === 0 ? 'Nach dem Geben' : `Zug ${at} von ${last}`;
  return (
    <section class="analyse" aria-labelledby={titleId}>
      <header class="analyse-kopf">
        <h4 id={titleId}>Partie nachspielen</h4>
        <button type="button" class="knopf knopf-klein" onClick={onClose}>
          Schließen
        </button>
      </header>
      {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}
      <div
        ref={board}
        class="analyse-brett"
        tabIndex={0}
        role="group"
        aria-roledescription="Nachspiel-Brett"
        aria-label={`${position}. Mit Pfeil links und rechts gehst du einen Zug zurück oder vor, mit Pos1 und Ende an den Anfang oder ans Ende.`}
        onKeyDown={onKey}
      >
        <p class="analyse-stand" aria-live="polite">
          <strong>{position}</strong>
          {step.lines.length > 0 && <span class="analyse-zug"> {step.lines.join(' ')}</span>}
        </p>
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
            highlight={null}
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
    </section>
  );
}
