/**
 * The running free game: the play machine, the game's table, the reader's buttons („Neu geben“,
 * „Rückgängig“, „Zurück zu deinem Spiel“, „Tipp“, „Zum Ergebnis“), the result (with a score table
 * for games that count points), the move log, the live region and the link to the position.
 *
 * Every undo is the machine's (`UNDO`, `RESUME_PREVIOUS`; `can()` says what is possible); this view
 * only words what happened.
 *
 * „Zum Ergebnis“ is there at any point of a running game. While the reader still has decisions it
 * asks first (the computer then plays their seat too); afterwards the result says from which move on
 * the computer played for them (`rushFrom`, kept locally with the game's code for a reload), and the
 * analysis looks only at the moves before it. In a game over several rounds (Dudab) each finished
 * round can be analysed while the game goes on. After each change it keeps the game (`storagePlan`): the reader's own
 * game and a link's game the reader has not moved in are stored apart.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { isSeatDone } from '../../games/core/kit';
import { makePartieCode, makePartieHref } from '../../games/core/linkCode';
import { hasOwnMove, undoRestoresPrevious, type PlayMachine } from '../../games/core/playMachine';
import type { PlayContext, PlayEvent } from '../../games/core/playTypes';
import { roundEnds } from '../../games/core/replay';
import { seedFromClock } from '../../games/core/rng';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { FeedbackView } from './FeedbackView';
import type { FreePlayShellProps, StartInput } from './freePlayTypes';
import { LinkField } from './LinkField';
import { LiveRegion, MoveLog } from './MoveLog';
import { ProfiAsk } from './ProfiAsk';
import { resumeLabel } from './keptGames';
import type { Feedback } from './types';
import { useAnnouncer } from './useAnnouncer';
import { useKeptGame, withKeptRush } from './useKeptGame';
import { useOnDemand } from './useOnDemand';
import { stylesheet, withStyles } from './uebungen/stylesheet';
import analyseSheet from '../../styles/analyse.css?url';
import { useProfi } from './useProfi';
import { tempoMs, type Settings } from './useSettings';
import { claimAddress, currentPath, writeAddress } from './useUrlState';

export type { StartInput } from './freePlayTypes';

/** „Runde 1 analysieren“, „Runden 1 bis 3 analysieren“: what the analysis up to the end of round `n` covers. */
export function roundLabel(n: number): string {
  return n === 1 ? 'Runde 1 analysieren' : `Runden 1 bis ${n} analysieren`;
}

/** „Ab Zug 38 hat der Computer für dich zu Ende gespielt.“ (`rushFrom` moves were played before). */
export function rushText(rushFrom: number): string {
  return `Ab Zug ${rushFrom + 1} hat der Computer für dich zu Ende gespielt.`;
}

export function FreePlayGame<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: Omit<FreePlayShellProps<S, M, O, L, V, E>, 'machine'> & {
    /** The game's play machine, loaded with this chunk (FreePlayShell). */
    machine: PlayMachine<S, M, O, L, V, E>;
    input: StartInput<O, M>;
    settings: Settings<O>;
    idBase: string;
    /** The island's owner name for the address bar. */
    owner: string;
    /** A link asked for the analysis (`&analyse`, `&zug=<n>`): it opens at once. */
    openAnalysis?: boolean;
    onInfo: (text: string | null) => void;
  },
) {
  const { kit, machine, game, basePath, Table, settings, idBase, owner, result, turnText, ResultDetails, onInfo } = props;
  const rules = kit.rules;
  const profi = useProfi(kit, machine);
  const [input] = useState(() => withKeptRush(props.input, makePartieCode(kit, { ...props.input, moves: props.input.moves ?? [] }), game));
  const [snapshot, send, actor] = useMachine(profi.machine, { input });
  const ctx: PlayContext<S, M, O> = snapshot.context;
  const names = kit.seatNames(ctx.options);
  const state = ctx.state;
  const over = snapshot.hasTag('over');
  const canAct = snapshot.hasTag('human');
  const toAct = rules.toAct(state);
  const [note, setNote] = useState<string | null>(null);
  /** Counts the reader's tries in this position, so a repeated wrong try visibly answers again. */
  const [tries, setTries] = useState(0);
  const neuButton = useRef<HTMLButtonElement>(null);
  const analyseButton = useRef<HTMLButtonElement>(null);
  const finishButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  /** „Zum Ergebnis“ asks first while the reader still has decisions. */
  const [confirming, setConfirming] = useState(false);
  /**
   * The analysis is open (`fromLink`: the link's `&zug=` says where; `upTo`: the moves it analyses,
   * e.g. up to the end of a round; null: the reader's whole game).
   */
  const [analysis, setAnalysis] = useState<{ fromLink: boolean; upTo: number | null } | null>(
    props.openAnalysis ? { fromLink: true, upTo: null } : null,
  );
  const Analyse = useOnDemand(
    // the panel's look comes with it, linked once it is wanted (issue 30)
    () => Promise.all([import('./AnalysePanel'), stylesheet('analyse', analyseSheet)]).then(([m]) => m.AnalysePanel),
    analysis !== null,
    () => {
      setAnalysis(null);
      setNote('Die Analyse ließ sich gerade nicht laden. Versuch es gleich noch einmal.');
    },
  );
  const focusNeu = useRef(false);

  const code = useMemo(() => makePartieCode(kit, ctx), [ctx.options, ctx.level, ctx.seed, ctx.moves]);
  const [path, setPath] = useState(basePath);
  useEffect(() => setPath(currentPath(basePath)), []);
  const href = makePartieHref(path, code);

  useKeptGame(kit, ctx, { game, owner, href, code, over, analysis });

  // A new position starts the count of tries anew.
  useEffect(() => setTries(0), [ctx.moves]);
  // Once the game is over (or the computer plays), the question is gone.
  useEffect(() => setConfirming(false), [over, ctx.rushing, ctx.seed]);
  // Whatever happens on the table makes an earlier note stale.
  useEffect(() => setNote(null), [ctx.log, over, canAct]);

  // „Tempo“ applies at once.
  const pause = tempoMs(settings.tempo);
  useEffect(() => {
    if (ctx.botPauseMs !== pause) send({ type: 'SET_PACE', botPauseMs: pause });
  }, [pause]);

  const announce = useAnnouncer(
    ctx.log,
    over,
    canAct,
    () => result(state, names).headline,
    () => turnText(state, names),
  );

  useEffect(() => {
    if (focusNeu.current && !over) {
      focusNeu.current = false;
      neuButton.current?.focus();
    }
  });

  function act(event: PlayEvent<O, M>) {
    setNote(null);
    onInfo(null);
    claimAddress(owner);
    if (event.type === 'MOVE' || event.type === 'HINT') setTries((n) => n + 1);
    const wasForeign = ctx.foreign;
    send(event);
    const now = actor.getSnapshot().context;
    if (event.type === 'MOVE' && wasForeign && !now.foreign) {
      onInfo(
        now.previous
          ? `Das Spiel aus dem Link ist jetzt dein Spiel. Dein voriges holst du mit „${resumeLabel(false)}“ zurück.`
          : 'Das Spiel aus dem Link ist jetzt dein Spiel.',
      );
    }
  }

  function neu(fromPanel: boolean) {
    focusNeu.current = fromPanel;
    const keeps = !over && hasOwnMove(ctx);
    act({ type: 'NEW_GAME', options: settings.options, level: settings.level, seed: seedFromClock(Date.now()) });
    if (keeps) onInfo('Neu gegeben. Mit „Rückgängig“ holst du dein voriges Spiel zurück.');
  }

  function undo() {
    if (snapshot.can({ type: 'UNDO' })) {
      const restores = undoRestoresPrevious(ctx);
      act({ type: 'UNDO' });
      if (restores) onInfo(ctx.foreign ? 'Dein Spiel ist wieder da.' : 'Dein voriges Spiel ist wieder da.');
      return;
    }
    setNote('Du hast noch nichts gespielt, was du zurücknehmen könntest.');
  }

  function resume() {
    const foreign = ctx.foreign;
    act({ type: 'RESUME_PREVIOUS' });
    const now = actor.getSnapshot().context;
    onInfo(
      (foreign ? 'Dein Spiel ist wieder da.' : 'Dein voriges Spiel ist wieder da.') +
        (now.previous ? ` Das Spiel von eben holst du mit „${resumeLabel(false)}“ zurück.` : ''),
    );
  }

  const waitText = over
    ? 'Das Spiel ist vorbei. Mit „Neu geben“ beginnt ein neues.'
    : ctx.rushing
      ? 'Der Computer spielt das Spiel zu Ende – warte einen Moment.'
      : toAct === null
        ? 'Gerade ist niemand am Zug.'
        : `Gerade ist ${names[toAct] ?? ''} am Zug – warte einen Moment.`;
  const feedback: Feedback | null = ctx.feedback;
  const highlight = ctx.feedback?.kind === 'hint' ? ctx.feedback.move : null;
  const canUndo = snapshot.can({ type: 'UNDO' });
  const canResume = snapshot.can({ type: 'RESUME_PREVIOUS' });
  // While the reader still plays, the computer would play for them: it asks first. Once the reader is
  // out, with „Sofort“ the bots finish at once anyway; the button would only flash.
  const readerPlays = !isSeatDone(kit, state, 0);
  const canSkip = (readerPlays || ctx.botPauseMs > 0) && snapshot.can({ type: 'FINISH' });
  function finish() {
    if (!readerPlays) return act({ type: 'FINISH' });
    setConfirming(true);
    setTimeout(() => confirmButton.current?.focus());
  }
  const res = over ? result(state, names) : null;
  const outcome = over ? rules.outcome(state) : null;
  // The score table comes only with games that count points (loaded when the first result has them).
  const scores = outcome?.scores;
  const ScoreTable = useOnDemand(() => withStyles(import('./ScoreTable')).then((m) => m.ScoreTable), !!scores);
  const openAnalysis = (upTo: number | null = null) => {
    claimAddress(owner);
    setAnalysis({ fromLink: false, upTo });
  };
  const canAnalyse = ctx.moves.some((m) => m.seat === 0);
  // Dudab: the rounds over so far (the newest can be analysed while the game goes on)
  const rounds = useMemo(() => (over ? [] : roundEnds(rules, ctx.options, ctx.seed, ctx.moves)), [ctx.moves, over]);
  const rushNote = ctx.rushFrom !== null ? rushText(ctx.rushFrom) : null;

  return (
    <>
      <div class="insel-spiel">
        <div class="tisch insel-tisch" aria-busy={snapshot.hasTag('thinking') ? 'true' : undefined}>
          <Table
            state={state}
            names={names}
            showAll={over}
            canAct={canAct}
            onMove={(move) => act({ type: 'MOVE', move })}
            onNote={setNote}
            waitText={waitText}
            explainWhileWaiting={!over}
            highlight={highlight}
            idBase={idBase}
          />
        </div>

        <div class="insel-seite">
          {res && (
            <div class="ergebnis">
              <h4>Ergebnis</h4>
              <p class="ergebnis-satz">{res.headline}</p>
              {scores && ScoreTable && <ScoreTable scores={scores} names={names} winners={outcome?.winners ?? []} />}
              {res.explanation?.map((line, i) => (
                <p key={i} class="ergebnis-info">
                  {line}
                </p>
              ))}
              {res.places.length > 0 && res.placesNote && <p class="ergebnis-info">{res.placesNote}</p>}
              {res.places.length > 0 && (
                <ol class="ergebnis-plaetze" aria-label="Reihenfolge">
                  {res.places.map((p, i) => (
                    <li key={i}>{p}</li>
                  ))}
                </ol>
              )}
              {ResultDetails && <ResultDetails state={state} names={names} />}
              {rushNote && <p class="ergebnis-info ergebnis-zuende">{rushNote} Die Analyse schaut nur auf deine Entscheidungen davor.</p>}
              <p class="ergebnis-aktionen">
                <button type="button" class="knopf knopf-haupt" onClick={() => neu(true)}>
                  Neu geben
                </button>
                {!analysis && (
                  <button ref={analyseButton} type="button" class="knopf" onClick={() => openAnalysis()}>
                    Partie analysieren
                  </button>
                )}
              </p>
            </div>
          )}

          {/* free play has no tries to count: a repeated answer only re-appears */}
          <FeedbackView feedback={feedback} note={note} answer={tries} countTries={false} />

          <div class="steuerung">
            {!over && (
              <button ref={neuButton} type="button" class="knopf" onClick={() => neu(false)}>
                Neu geben
              </button>
            )}
            <button type="button" class="knopf" aria-disabled={canUndo ? undefined : 'true'} onClick={undo}>
              Rückgängig
            </button>
            {canResume && (
              <button type="button" class="knopf" onClick={resume}>
                {resumeLabel(ctx.foreign)}
              </button>
            )}
            {!over && (
              <button
                type="button"
                class="knopf"
                aria-disabled={canAct ? undefined : 'true'}
                aria-busy={snapshot.hasTag('hinting') ? 'true' : undefined}
                onClick={() => (canAct ? act({ type: 'HINT' }) : setNote(waitText))}
              >
                {snapshot.hasTag('hinting') ? 'Tipp wird gerechnet …' : 'Tipp'}
              </button>
            )}
            {canSkip && !confirming && (
              <button ref={finishButton} type="button" class={'knopf' + (readerPlays ? '' : ' knopf-haupt')} onClick={finish}>
                Zum Ergebnis
              </button>
            )}
          </div>
          {confirming && canSkip && (
            <div class="zuende-frage" role="group" aria-labelledby={idBase + '-zuende-frage'}>
              <p id={idBase + '-zuende-frage'}>
                Der Computer spielt das Spiel ab hier zu Ende, auch deine Züge. Die Analyse schaut danach nur auf deine Entscheidungen bis
                hierher; mit „Rückgängig“ kommst du zurück.
              </p>
              <p class="zuende-knoepfe">
                <button
                  ref={confirmButton}
                  type="button"
                  class="knopf knopf-haupt"
                  onClick={() => {
                    setConfirming(false);
                    act({ type: 'FINISH' });
                  }}
                >
                  Ja, zu Ende spielen
                </button>
                <button
                  type="button"
                  class="knopf"
                  onClick={() => {
                    setConfirming(false);
                    setTimeout(() => finishButton.current?.focus());
                  }}
                >
                  Selbst weiterspielen
                </button>
              </p>
            </div>
          )}

          {profi.analyse && profi.judge && (
            <ProfiAsk kit={kit} ctx={ctx} names={names} canAct={canAct} over={over} analyse={profi.analyse} judge={profi.judge} />
          )}

          <MoveLog lines={ctx.log} idBase={idBase} />
          {!over && !ctx.rushing && canAnalyse && !analysis && (
            <p class="analyse-zugang">
              {rounds.length > 0 && (
                <button type="button" class="knopf knopf-leise" onClick={() => openAnalysis(rounds[rounds.length - 1]!)}>
                  {roundLabel(rounds.length)}
                </button>
              )}
              <button ref={analyseButton} type="button" class="knopf knopf-leise" onClick={() => openAnalysis()}>
                Bisherige Züge analysieren
              </button>
            </p>
          )}
        </div>
      </div>
      {analysis && Analyse && (
        <Analyse
          kit={kit}
          Table={Table}
          options={ctx.options}
          seed={ctx.seed}
          moves={ctx.moves}
          code={code}
          basePath={basePath}
          owner={owner}
          idBase={idBase}
          fromLink={analysis.fromLink}
          upTo={analysis.upTo ?? ctx.rushFrom ?? ctx.moves.length}
          rushFrom={ctx.rushFrom}
          onClose={() => {
            setAnalysis(null);
            writeAddress(owner, href);
            setTimeout(() => analyseButton.current?.focus());
          }}
        />
      )}
      <LinkField href={href} idBase={idBase} />
      <LiveRegion text={announce} />
    </>
  );
}
