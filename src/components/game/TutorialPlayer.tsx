/**
 * The guided example („Beispiel“) island, generic over the game: it runs the core tutorial machine
 * for one scenario and renders the game's table component, the step text, feedback, navigation,
 * the „Alle Karten zeigen“ switch and the link to the current step.
 *
 * Links: `?szenario=<id>&schritt=<n>` opens this island at step n (validated by the core codec;
 * a bad step shows a notice, leaves the address bar and starts at 1). Every step change or move by
 * the reader replaces the address with this island's link (history.replaceState, never pushState).
 *
 * Progress: the step the reader is at and the steps solved are kept locally, so a reload (or a
 * free-play link in the address bar) never loses them; the example counts as done only when every
 * step that asks for a move was solved, never by paging to the end.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { Scenario } from '../../games/core/scenario';
import { isScenarioSolved, type TutorialEvent, type TutorialMachine } from '../../games/core/tutorialMachine';
import { makeScenarioHref, parseScenarioParams } from '../../games/core/linkCode';
import { FeedbackView } from './FeedbackView';
import { LinkField } from './LinkField';
import { Notice } from './Notice';
import type { TableComponent } from './types';
import {
  claimAddress,
  currentPath,
  dropParams,
  exampleKey,
  loadJson,
  loadProgress,
  markDone,
  readSearch,
  revealIsland,
  saveJson,
  writeAddress,
} from './useUrlState';
import '../../styles/islands.css';

export interface TutorialPlayerProps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  scenario: Scenario<L, M, S>;
  /** The game's tutorial machine (createTutorialMachine(rules)). */
  machine: TutorialMachine<S, M, O, L, V, E>;
  /** Game id for the progress key, e.g. 'durak'. */
  game: string;
  /** Path of the game page, used for links until the browser tells the real one. */
  basePath: string;
  Table: TableComponent<S, M>;
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
  const { scenario, machine, game, basePath, Table } = props;
  const [snapshot, send, actor] = useMachine(machine, { input: { scenario } });
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
  const panel = useRef<HTMLDivElement>(null);

  const mode = (['awaitingMove', 'opponentMoving', 'stepSolved', 'finished'] as const).find((m) => snapshot.matches(m)) ?? 'explaining';

  // On mount: progress, the kept place, and a link that addresses this island.
  useEffect(() => {
    setPath(currentPath(basePath));
    setDone(loadProgress(game).includes(scenario.id));
    const kept = loadPlace(game, scenario.id);
    const search = readSearch();
    const addressed = new URLSearchParams(search).get('szenario') === scenario.id;
    const parsed = addressed ? parseScenarioParams(search, [scenario]) : null;
    const step = parsed && parsed.ok ? parsed.value.step : kept && kept.step > 1 && kept.step <= total ? kept.step : 1;
    if (kept && kept.solved.length > 0) send({ type: 'RESTORE_PROGRESS', solved: kept.solved });
    if (step !== 1) send({ type: 'GO_TO_STEP', step });
    if (parsed && !parsed.ok) {
      setNotice(parsed.error + ' Das Beispiel beginnt deshalb bei Schritt 1.');
      dropParams('szenario', 'schritt');
    }
    if (addressed) {
      claimAddress(sectionId);
      setReveal(true);
    }
  }, []);

  // A link addressed this island: once its step is on screen (the step's own table and text, not
  // step 1's), scroll it into view – and further, if the step's buttons would still be below the
  // fold, as far as the hand's top allows: the hand, the task, „Tipp“ and „Weiter“ on one screen.
  useLayoutEffect(() => {
    const el = section.current;
    if (!reveal || !el) return;
    revealIsland(el);
    const hand = el.querySelector('.hand')?.getBoundingClientRect();
    const controls = el.querySelector('.steuerung')?.getBoundingClientRect();
    const below = controls ? controls.bottom - window.innerHeight + 8 : 0;
    if (hand && below > 0) window.scrollBy(0, Math.min(below, hand.top - 8));
  }, [reveal]);

  // Keep the place (step and solved steps) for the next visit.
  useEffect(() => {
    saveJson(exampleKey(game, scenario.id), { step: ctx.step, solved: ctx.solved });
  }, [ctx.step, ctx.solved]);

  // Finished, and every move of the example found by the reader: remember it – before the panel
  // is painted, so „Geschafft!“ never shows while the progress is not yet stored.
  const solvedAll = isScenarioSolved(scenario, ctx.solved);
  useLayoutEffect(() => {
    if (mode !== 'finished') return;
    if (solvedAll) {
      markDone(game, scenario.id);
      setDone(true);
    }
    panel.current?.focus();
  }, [mode]);

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
    send(event);
    const step = actor.getSnapshot().context.step;
    writeAddress(sectionId, makeScenarioHref(currentPath(basePath), scenario.id, step));
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

      <div class="insel-spiel">
        <div class="tisch insel-tisch">
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

          {mode === 'finished' && (
            <div class="geschafft" ref={panel} tabIndex={-1} role="status">
              <h4>{solvedAll ? 'Geschafft!' : 'Ende des Beispiels'}</h4>
              <p>
                {solvedAll
                  ? `Du hast das Beispiel „${scenario.title}“ durchgespielt.`
                  : `Das war der letzte Schritt von „${scenario.title}“. Als geschafft zählt das Beispiel, sobald du jeden Zug darin selbst gefunden hast – spiel es dazu einmal von vorn.`}
              </p>
              <p class="geschafft-aktionen">
                <a class="knopf knopf-haupt" href="#freies-spiel" onClick={() => claimAddress('freies-spiel')}>
                  Jetzt frei spielen
                </a>
                <button
                  type="button"
                  class="knopf"
                  onClick={() => {
                    act({ type: 'GO_TO_STEP', step: 1 });
                    section.current?.focus();
                  }}
                >
                  Nochmal von vorn
                </button>
              </p>
            </div>
          )}
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
