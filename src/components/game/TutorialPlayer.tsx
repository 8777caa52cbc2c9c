/**
 * The guided example („Beispiel“) island, generic over the game: it runs the core tutorial machine
 * for one scenario and renders the game's table component, the step text, feedback, navigation,
 * the „Alle Karten zeigen“ switch and the link to the current step.
 *
 * Links: `?szenario=<id>&schritt=<n>` opens this island at step n (read by tutorialLink.ts, a chunk
 * loaded only for such a link; a bad step shows a notice, leaves the address bar and starts at 1;
 * should the chunk not load, the island says so and offers to try again). Every step change or
 * move by the reader replaces the address with this island's link (history.replaceState, never
 * pushState). The end of the example (TutorialDone.tsx) is a chunk too, loaded when reached.
 *
 * Progress: the step the reader is at and the steps solved are kept locally, so a reload (or a
 * free-play link in the address bar) never loses them; the example counts as done only when every
 * step that asks for a move was solved, never by paging to the end.
 */
import { retrying } from '../site/importAgain';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BaseEvent, BaseMove, BaseView, GameRules } from '../../games/core/types';
import type { Scenario } from '../../games/core/scenario';
import type { TutorialEvent, TutorialMachine } from '../../games/core/tutorialMachine';
import { isScenarioSolved, tutorialStart, type TutorialContext } from '../../games/core/tutorialStart';
import { makeScenarioHref } from '../../games/core/linkCode';
import { FeedbackView } from './FeedbackView';
import { LinkField } from './LinkField';
import { LoadFailed } from './LoadFailed';
import { Notice } from './Notice';
import type { TableComponent } from './types';
import { useLazyActor } from './useLazyActor';
import { useOnDemand } from './useOnDemand';
import {
  claimAddress,
  currentPath,
  dropParams,
  exampleKey,
  loadJson,
  loadProgress,
  markDone,
  readSearch,
  saveJson,
  writeAddress,
} from './useUrlState';
import '../../styles/islands.css';
import '../../styles/spielseite.css';

// Loaded on demand, each tried again with a fresh fetch after a failure (importAgain.ts).
const loadTutorialLink = retrying(() => import('./tutorialLink'));
const loadTutorialDone = retrying(() => import('./TutorialDone'));

export interface TutorialPlayerProps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  scenario: Scenario<L, M, S>;
  /** The game's rules: the example's first step is shown from them until the machine runs. */
  rules: GameRules<S, M, O, L, V, E>;
  /**
   * Loads the game's tutorial machine (createTutorialMachine(rules)) with XState: on the reader's
   * first action, not before (issue 30; `useLazyActor`).
   */
  machine: () => Promise<TutorialMachine<S, M, O, L, V, E>>;
  /** Game id for the progress key, e.g. 'durak'. */
  game: string;
  /** Path of the game page, used for links until the browser tells the real one. */
  basePath: string;
  Table: TableComponent<S, M>;
  /**
   * Draw the table only once the island runs (a game whose table has many elements, issue 30: a
   * page keeps under 2,000 elements before any interaction): until then the page's HTML holds a
   * placeholder (.tisch-wartet) with this class, whose sheet gives it the table's height (--wartet-*). Without it the HTML has the table.
   */
  waitClass?: string;
}

/** What is kept of an example between visits. */
interface KeptPlace {
  step: number;
  solved: number[];
}

function loadPlace(game: string, id: string): KeptPlace | null {
  const raw = loadJson(exampleKey(game, id));
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const step = typeof r.step === 'number' && Number.isInteger(r.step) ? r.step : 1;
  const solved = Array.isArray(r.solved) ? r.solved.filter((n): n is number => typeof n === 'number') : [];
  return { step, solved };
}

/**
 * What the disabled „Weiter“ says while the step waits for the reader's move: the step's own task,
 * in the example's words („… Leg eine Maske …“), never a generic sentence that fits no game.
 */
export function waitForMoveText<M>(step: Scenario<unknown, M>['steps'][number] | undefined): string {
  const task = step?.kind === 'expect' ? ` ${step.text}` : '';
  return `„Weiter“ geht erst nach deinem Zug.${task} Wenn du nicht weiterweißt, hilft „Tipp“.`;
}

export function TutorialPlayer<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: TutorialPlayerProps<S, M, O, L, V, E>,
) {
  const { scenario, rules, machine, game, basePath, Table, waitClass } = props;
  const first = useRef<ReturnType<typeof tutorialStart<S, M, O, L, V, E>> | null>(null);
  first.current ??= tutorialStart(rules, scenario);
  const { snapshot, send, start, failed } = useLazyActor<TutorialMachine<S, M, O, L, V, E>, TutorialContext<S, M, L, E>>(
    machine,
    { scenario },
    () => ({ context: first.current!.context, matches: (m) => m === first.current!.mode }),
    () => (first.current!.skipped ? [{ type: 'NEXT' }] : []),
  );
  const ctx = snapshot.context;
  const sectionId = 'szenario-' + scenario.id;
  const total = scenario.steps.length;

  const [showAll, setShowAll] = useState(scenario.showAll ?? false);
  const [notice, setNotice] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [path, setPath] = useState(basePath);
  const [reveal, setReveal] = useState(false);
  const section = useRef<HTMLElement>(null);
  const weiter = useRef<HTMLButtonElement>(null);
  // The table once the island runs (before the first paint after hydration), see `waitClass`.
  const [live, setLive] = useState(!waitClass);
  useLayoutEffect(() => setLive(true), []);

  const mode = (['awaitingMove', 'opponentMoving', 'stepSolved', 'finished'] as const).find((m) => snapshot.matches(m)) ?? 'explaining';

  const link = useRef<typeof import('./tutorialLink') | null>(null);
  /** The chunk that reads this island's link did not load: the island offers to try again. */
  const [linkFailed, setLinkFailed] = useState(false);

  // On mount: progress, the kept place, and a link that addresses this island.
  // The link is the address as the page opened: its reader comes a moment later, and by then the
  // reader's own moves may have replaced the address with a later step.
  const opened = useRef('');
  useEffect(() => {
    opened.current = readSearch();
    setPath(currentPath(basePath));
    setDone(loadProgress(game).includes(scenario.id));
    const kept = loadPlace(game, scenario.id);
    if (kept && kept.solved.length > 0) send({ type: 'RESTORE_PROGRESS', solved: kept.solved });
    if (new URLSearchParams(opened.current).get('szenario') === scenario.id) openLink();
    else if (kept && kept.step > 1 && kept.step <= total) send({ type: 'GO_TO_STEP', step: kept.step });
  }, []);

  /** This island's link: its step (a bad one: a notice, and step 1), then the island comes into view. */
  function openLink() {
    setLinkFailed(false);
    loadTutorialLink().then(
      (m) => {
        link.current = m;
        const parsed = m.parseScenarioParams(opened.current, [scenario]);
        // The step is on screen once the machine (loaded on demand) has gone to it: reveal then.
        if (parsed?.ok && parsed.value.step !== 1) send({ type: 'GO_TO_STEP', step: parsed.value.step }, () => setReveal(true));
        else setReveal(true);
        if (parsed && !parsed.ok) {
          setNotice(parsed.error + ' Das Beispiel beginnt deshalb bei Schritt 1.');
          dropParams('szenario', 'schritt');
        }
        claimAddress(sectionId);
      },
      () => setLinkFailed(true),
    );
  }

  // A link addressed this island: once its step is on screen (the step's own table and text, not
  // step 1's – the machine that goes to it may still be loading), bring it into view (tutorialLink.ts).
  useLayoutEffect(() => {
    const el = section.current;
    if (reveal && el) link.current?.revealStep(el);
  }, [reveal]);

  // Keep the place (step and solved steps) for the next visit.
  useEffect(() => {
    saveJson(exampleKey(game, scenario.id), { step: ctx.step, solved: ctx.solved });
  }, [ctx.step, ctx.solved]);

  // Finished, and every move of the example found by the reader: remember it – before the end
  // panel is painted, so „Geschafft!“ never shows while the progress is not yet stored. The panel
  // (TutorialDone, a chunk of its own) comes with the first end and takes the focus.
  const solvedAll = isScenarioSolved(scenario, ctx.solved);
  useLayoutEffect(() => {
    if (mode === 'finished' && solvedAll) {
      markDone(game, scenario.id);
      setDone(true);
    }
  }, [mode]);
  const [doneFailed, setDoneFailed] = useState(false);
  const Done = useOnDemand(
    () => loadTutorialDone().then((m) => m.TutorialDone),
    mode === 'finished' && !doneFailed,
    () => setDoneFailed(true),
  );

  // Solved the step: the next thing to do is „Weiter“. A step that asks for a move, reached by
  // „Weiter“ from the keyboard: focus goes to the hand.
  const prevMode = useRef(mode);
  const handFocus = useRef(false);
  useEffect(() => {
    if (prevMode.current === 'awaitingMove' && mode === 'stepSolved') weiter.current?.focus();
    if (mode === 'awaitingMove' && handFocus.current) {
      handFocus.current = false;
      section.current?.querySelector<HTMLElement>('.hand button[tabindex="0"]')?.focus();
    }
    prevMode.current = mode;
  }, [mode, ctx.step]);

  function act(event: TutorialEvent<M>) {
    setNote(null);
    claimAddress(sectionId);
    send(event, (now) => writeAddress(sectionId, makeScenarioHref(currentPath(basePath), scenario.id, now.context.step)));
  }

  const stepData = scenario.steps[ctx.step - 1];
  const actorName = stepData && stepData.kind === 'auto' ? (scenario.names[stepData.move.seat] ?? '') : '';
  // Once the step is solved, its task gives way to the answer („Richtig: …“, in the feedback).
  const text = !stepData || mode === 'stepSolved' ? '' : mode === 'opponentMoving' ? `${actorName} ist am Zug …` : stepData.text;
  // a line the step text already says word for word is not repeated
  const shown = mode === 'explaining' || mode === 'stepSolved' ? ctx.shown.filter((line) => line !== text) : [];
  const moveLine = ctx.shown[0];

  const waitText =
    mode === 'opponentMoving'
      ? `Einen Moment: ${actorName} spielt gerade.`
      : mode === 'finished'
        ? 'Das Beispiel ist zu Ende. Mit „Nochmal von vorn“ kannst du es wiederholen.'
        : 'Lies den Text und klick auf „Weiter“.';

  const canBack = ctx.step > 1 || mode === 'finished';
  const canNext = mode !== 'awaitingMove' && mode !== 'finished';
  const titleId = sectionId + '-titel';

  return (
    <section id={sectionId} ref={section} class="insel beispiel" aria-labelledby={titleId} tabIndex={-1}>
      <header class="insel-kopf">
        <p class="insel-art">Beispiel zum Mitspielen</p>
        <h3 id={titleId}>{scenario.title}</h3>
        {done && <p class="erledigt">✓ Schon geschafft</p>}
      </header>
      {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}
      {failed && (
        <div class="hinweis fehler insel-hinweis">
          <LoadFailed text="Das Beispiel ließ sich gerade nicht laden. Versuch es gleich noch einmal." onRetry={start} />
        </div>
      )}
      {linkFailed && (
        <div class="hinweis fehler insel-hinweis">
          <LoadFailed text="Der Link zu diesem Schritt ließ sich gerade nicht öffnen. Versuch es gleich noch einmal." onRetry={openLink} />
        </div>
      )}

      <div class="insel-spiel">
        <div class="tisch insel-tisch">
          {live ? (
            <Table
              state={ctx.state}
              names={scenario.names}
              showAll={showAll}
              canAct={mode === 'awaitingMove'}
              onMove={(move) => act({ type: 'MOVE', move })}
              onNote={setNote}
              waitText={waitText}
              markPlayable={false}
              highlight={null}
              idBase={sectionId}
            />
          ) : (
            <p class={'tisch-wartet ' + waitClass}>Der Spieltisch erscheint, sobald das Beispiel geladen ist.</p>
          )}
        </div>

        <div class="insel-seite">
          <div class="schritt">
            <p class="schritt-zahl">
              Schritt {ctx.step} von {total}
            </p>
            <p class="schritt-text" aria-live="polite">
              {text}
            </p>
            <FeedbackView feedback={ctx.feedback} note={note} answer={ctx.answers} />
            <div class="steuerung">
              <button
                type="button"
                class="knopf"
                aria-disabled={canBack ? undefined : 'true'}
                onClick={() => (canBack ? act({ type: 'BACK' }) : setNote('Das ist schon der erste Schritt.'))}
              >
                Zurück
              </button>
              <button
                type="button"
                class="knopf"
                aria-disabled={mode === 'awaitingMove' ? undefined : 'true'}
                onClick={() =>
                  mode === 'awaitingMove'
                    ? act({ type: 'HINT' })
                    : setNote('Einen Tipp gibt es, sobald du selbst eine Karte spielen sollst.')
                }
              >
                Tipp
              </button>
              <button
                ref={weiter}
                type="button"
                class="knopf knopf-haupt"
                aria-disabled={canNext ? undefined : 'true'}
                onClick={(e) =>
                  canNext
                    ? ((handFocus.current = e.detail === 0), act({ type: 'NEXT' }))
                    : setNote(mode === 'finished' ? 'Das war der letzte Schritt.' : waitForMoveText(stepData))
                }
              >
                Weiter
              </button>
            </div>
            {/* what happened, under the buttons: the step text and „Weiter“ stay together */}
            <div aria-live="polite">
              {shown.length > 0 && (
                <ul class="geschehen" aria-label="Was passiert ist">
                  {shown.map((line, i) => (
                    // the first line is the move itself, the others what the game did on its own
                    <li key={i} class={line === moveLine ? 'geschehen-zug' : 'geschehen-auto'}>
                      {line}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>

          {mode === 'finished' &&
            (Done ? (
              <Done
                title={scenario.title}
                solvedAll={solvedAll}
                onRestart={() => {
                  act({ type: 'GO_TO_STEP', step: 1 });
                  section.current?.focus();
                }}
              />
            ) : (
              doneFailed && (
                <LoadFailed
                  text="Das Ende des Beispiels ließ sich gerade nicht laden. Versuch es gleich noch einmal."
                  onRetry={() => setDoneFailed(false)}
                />
              )
            ))}
        </div>
      </div>

      <div class="insel-fuss">
        <label class="schalter">
          <input type="checkbox" role="switch" checked={showAll} onChange={(e) => setShowAll(e.currentTarget.checked)} />
          <span>Alle Karten zeigen</span>
        </label>
        <LinkField href={makeScenarioHref(path, scenario.id, ctx.step)} idBase={sectionId} />
      </div>
    </section>
  );
}
