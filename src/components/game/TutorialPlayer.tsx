/**
 * The guided example („Beispiel“) island, generic over the game: it runs the core tutorial machine
 * for one scenario and renders the game's table component, the step text, feedback, navigation,
 * the „Alle Karten zeigen“ switch and the link to the current step.
 *
 * Links: `?szenario=<id>&schritt=<n>` opens this island at step n (validated by the core codec;
 * a bad step shows a notice and starts at 1). Every step change or move by the reader replaces
 * the address with this island's link (history.replaceState, never pushState).
 */
import { useMachine } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BaseMove } from '../../games/core/types';
import type { Scenario } from '../../games/core/scenario';
import type { TutorialContext, TutorialEvent } from '../../games/core/tutorialMachine';
import { makeScenarioHref, parseScenarioParams } from '../../games/core/codec';
import { FeedbackView } from './FeedbackView';
import { LinkField } from './LinkField';
import { Notice } from './Notice';
import type { Feedback, TableComponent } from './types';
import { claimAddress, currentPath, loadProgress, markDone, readSearch, scrollToIsland, writeAddress } from './useUrlState';
import '../../styles/islands.css';

export interface TutorialPlayerProps<S, M extends BaseMove, L> {
  scenario: Scenario<L, M>;
  /** The game's tutorial machine (createTutorialMachine(rules)). */
  machine: AnyStateMachine;
  /** Game id for the progress key, e.g. 'durak'. */
  game: string;
  /** Path of the game page, used for links until the browser tells the real one. */
  basePath: string;
  Table: TableComponent<S, M>;
  /** German lines about what the move just shown did (auto step or solved step); may be empty. */
  describeShown?: (scenario: Scenario<L, M>, step: number, events: unknown[], lastMove: M) => string[];
}

export function TutorialPlayer<S, M extends BaseMove, L>(props: TutorialPlayerProps<S, M, L>) {
  const { scenario, machine, game, basePath, Table, describeShown } = props;
  const [snapshot, send, actor] = useMachine(machine, { input: { scenario } });
  const ctx = snapshot.context as TutorialContext<S, M, L, unknown>;
  const sectionId = 'szenario-' + scenario.id;
  const total = scenario.steps.length;

  const [showAll, setShowAll] = useState(scenario.showAll ?? false);
  const [notice, setNotice] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [path, setPath] = useState(basePath);
  const section = useRef<HTMLElement>(null);
  const weiter = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const mode = (['zugErwartet', 'gegnerZieht', 'geschafft', 'fertig'] as const).find((m) => snapshot.matches(m)) ?? 'erklaeren';

  // On mount: progress, and a link that addresses this island.
  useEffect(() => {
    setPath(currentPath(basePath));
    setDone(loadProgress(game).includes(scenario.id));
    const search = readSearch();
    if (new URLSearchParams(search).get('szenario') !== scenario.id) return;
    const parsed = parseScenarioParams(search, [scenario]);
    if (parsed && parsed.ok) {
      if (parsed.value.step !== 1) send({ type: 'SCHRITT', step: parsed.value.step } as TutorialEvent<M>);
    } else if (parsed) {
      setNotice(parsed.error + ' Das Beispiel beginnt deshalb bei Schritt 1.');
    }
    scrollToIsland(section.current);
  }, []);

  // Finished: remember it.
  useEffect(() => {
    if (mode !== 'fertig') return;
    markDone(game, scenario.id);
    setDone(true);
    panel.current?.focus();
  }, [mode]);

  // Solved the step: the next thing to do is „Weiter“.
  const prevMode = useRef(mode);
  useEffect(() => {
    if (prevMode.current === 'zugErwartet' && mode === 'geschafft') weiter.current?.focus();
    prevMode.current = mode;
  }, [mode]);

  function act(event: TutorialEvent<M>) {
    setNote(null);
    claimAddress(sectionId);
    send(event);
    const step = (actor.getSnapshot().context as TutorialContext<S, M, L, unknown>).step;
    writeAddress(sectionId, makeScenarioHref(currentPath(basePath), scenario.id, step));
  }

  const stepData = scenario.steps[ctx.step - 1];
  const actorName = stepData && stepData.kind === 'auto' ? (scenario.names[stepData.move.seat] ?? '') : '';
  const text = !stepData ? '' : mode === 'gegnerZieht' ? `${actorName} ist am Zug …` : stepData.text;
  const shown =
    describeShown && ctx.lastMove && (mode === 'erklaeren' || mode === 'geschafft')
      ? // a line the step text already says word for word is not repeated
        describeShown(scenario, ctx.step, ctx.events, ctx.lastMove).filter((line) => line !== text)
      : [];

  const waitText =
    mode === 'gegnerZieht'
      ? `Einen Moment: ${actorName} spielt gerade.`
      : mode === 'fertig'
        ? 'Das Beispiel ist zu Ende. Mit „Nochmal von vorn“ kannst du es wiederholen.'
        : 'Hier musst du noch nichts spielen: Lies den Text und klick auf „Weiter“.';

  const canBack = ctx.step > 1 || mode === 'fertig';
  const canNext = mode !== 'zugErwartet' && mode !== 'fertig';
  const titleId = sectionId + '-titel';

  return (
    <section id={sectionId} ref={section} class="insel beispiel" aria-labelledby={titleId}>
      <header class="insel-kopf">
        <p class="insel-art">Beispiel zum Mitspielen</p>
        <h3 id={titleId}>{scenario.title}</h3>
        {done && <p class="erledigt">✓ Schon geschafft</p>}
      </header>
      {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}

      <div class="tisch insel-tisch">
        <Table
          state={ctx.state}
          names={scenario.names}
          showAll={showAll}
          canAct={mode === 'zugErwartet'}
          onMove={(move) => act({ type: 'MOVE', move })}
          onNote={setNote}
          waitText={waitText}
          markPlayable={false}
          highlight={null}
          idBase={sectionId}
        />
      </div>

      <div class="schritt">
        <p class="schritt-zahl">
          Schritt {ctx.step} von {total}
        </p>
        <div aria-live="polite">
          <p class="schritt-text">{text}</p>
          {shown.length > 0 && (
            <ul class="geschehen" aria-label="Was passiert ist">
              {shown.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </div>
        <FeedbackView feedback={ctx.feedback} note={note} />
        <div class="steuerung">
          <button
            type="button"
            class="knopf"
            aria-disabled={canBack ? undefined : 'true'}
            onClick={() => (canBack ? act({ type: 'ZURUECK' }) : setNote('Das ist schon der erste Schritt.'))}
          >
            Zurück
          </button>
          <button
            type="button"
            class="knopf"
            aria-disabled={mode === 'zugErwartet' ? undefined : 'true'}
            onClick={() =>
              mode === 'zugErwartet'
                ? act({ type: 'TIPP' })
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
            onClick={() =>
              canNext
                ? act({ type: 'WEITER' })
                : setNote(
                    mode === 'fertig'
                      ? 'Das war der letzte Schritt.'
                      : 'Jetzt bist du dran: Spiel eine Karte oder wähl eine Aktion. Wenn du nicht weiterweißt, hilft „Tipp“.',
                  )
            }
          >
            Weiter
          </button>
        </div>
      </div>

      {mode === 'fertig' && (
        <div class="geschafft" ref={panel} tabIndex={-1} role="status">
          <h4>Geschafft!</h4>
          <p>Du hast das Beispiel „{scenario.title}“ durchgespielt.</p>
          <p class="geschafft-aktionen">
            <a class="knopf knopf-haupt" href="#freies-spiel">
              Jetzt frei spielen
            </a>
            <button type="button" class="knopf" onClick={() => act({ type: 'SCHRITT', step: 1 })}>
              Nochmal von vorn
            </button>
          </p>
        </div>
      )}

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
