/**
 * „Übungen“: one exercise at a time (loaded on demand by Uebungen.tsx). The position is shown on
 * the game's own table from the reader's seat (nothing hidden revealed, `canAct` off), the reader
 * answers by choosing cards in the hand or places on the table (the table's `answer`: a places
 * exercise gives the table `place`, which makes each place's toggle button here, in this chunk),
 * extra moves as buttons, a number in one number field (typed, or stepped with − and +), a seat
 * with seat buttons; then „Prüfen“ (or „Keine“). „Prüfen“ without an answer says what is missing
 * right beside it (the form's live region) and counts nothing; after „Prüfen“ that region
 * announces only the verdict, the correction below is read where the focus goes.
 * The engine judges (parts.ts); the correction marks the cards and lists every wrongly chosen item
 * with the engine's reason and „Zur Regel“, and every missed one with why it belongs. Progress per
 * game (progress.ts) picks the next kind; every exercise is a link (`?uebung=<code>`) and counts
 * once: answered again (the link reopened) it is judged, but the progress stays.
 * While the reader reads the correction, the next exercise is made ahead: a „Taktik“ exercise takes
 * its searches in the worker then, so „Nächste Übung“ shows it at once.
 * The flow is the machine's (exerciseMachine.ts), which loads with XState on the reader's first
 * action; until then the first exercise is shown as exerciseCore.ts made it. This view renders and
 * sends events; it writes the address and moves the focus when an exercise or a judgement comes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { DRILL_PARAM, markOf } from '../../../games/core/drills';
import { makeRng, seedFromClock } from '../../../games/core/rng';
import { EXERCISES } from '../../../games/exercises';
import { retrying } from '../../site/importAgain';
import { IdScopeProvider } from '../ids';
import { Notice } from '../Notice';
import type { AnswerMark, AnswerPlace } from '../types';
import { useLazyActor, type Shown } from '../useLazyActor';
import { claimAddress, dropParams, loadJson, readSearch, removeJson, revealIsland, saveJson, writeAddress } from '../useUrlState';
import type { UebungenProps } from './arten';
import { answered, failedNotice, openExercise, openingContext, type ExerciseContext, type ExerciseDeps } from './exerciseCore';
import type { ExerciseEvent } from './exerciseMachine';
import { focusOf, itemOf, judgeExercise, makeExercise, singleAnswer, type GameParts } from './parts';
import { withStyles } from './stylesheet';
import { HARD_KEY, REPEAT_RULE, progressKey, readProgress } from './progress';
import { ChoiceForm, Correction, Fortschritt, ListField, MarkText, NumberAnswer, PlaceButton, rangeOf } from './views';

const loadMachine = retrying(() => import('./exerciseMachine').then((m) => m.exerciseMachine));
type Machine = Awaited<ReturnType<typeof loadMachine>>;

const OWNER = 'uebungen';
/** What a link shows on a phone: from the question down to „Prüfen“ (`revealIsland`). */
const SHOWN = { top: '.uebung-frage', bottom: '.uebung-antwort' };
/** More one-answer buttons than this become a list to pick from (see `pickOne`). */
const MANY_BUTTONS = 8;
/** What useLazyActor shows until the machine runs; the view shows its own first exercise instead. */
const BEFORE: Shown<ExerciseContext> = { context: null as unknown as ExerciseContext, matches: () => false };

/** „Die drei besten Züge“ only above three: the heading counts what stands below it. */
export function topHeading(n: number): string {
  return n === 1 ? 'Der beste Zug laut Rechnung:' : `Die ${n === 2 ? 'beiden' : n === 3 ? 'drei' : n} besten Züge laut Rechnung:`;
}

/** The browser's storage, clock and game parts (each game's loaded once, on its first exercise). */
function browserDeps(): ExerciseDeps {
  const loaded = new Map<string, GameParts>();
  const partsOf = async (game: string): Promise<GameParts> => {
    const have = loaded.get(game);
    if (have) return have;
    // The game's loader (games/exercises.ts): core knows no component, so the parts come as `unknown` (core/manifest.ts).
    const parts = (await withStyles(EXERCISES[game]!())).default as GameParts;
    loaded.set(game, parts);
    return parts;
  };
  return {
    async make(pick, signal) {
      const parts = await partsOf(pick.game);
      return { parts, drill: await makeExercise(parts, pick.kind, pick.seed, pick.level, pick.version, signal) };
    },
    judge: (made, answer) => judgeExercise(made.parts, made.drill, answer),
    readProgress: (game) => readProgress(loadJson(progressKey(game))),
    saveProgress: (game, p) => saveJson(progressKey(game), p),
    removeProgress: (game) => removeJson(progressKey(game)),
    saveHard: (on) => saveJson(HARD_KEY, on),
    random: () => makeRng(seedFromClock(Date.now()))(),
    seed: () => seedFromClock(Date.now()),
  };
}

export default function UebungView(props: UebungenProps & { fromLink: boolean }) {
  const { games, rulesHere } = props;
  const single = games.length === 1 ? games[0]! : null;
  const [opening] = useState(() => openingContext({ games, deps: browserDeps(), search: readSearch(), hard: loadJson(HARD_KEY) === true }));
  // The first exercise, made before the machine runs (it starts from here on the first action).
  const [first, setFirst] = useState(opening);
  const machine = useLazyActor<Machine, ExerciseContext>(loadMachine, { context: first }, () => BEFORE);
  const running = machine.snapshot !== BEFORE;
  const ctx = running ? machine.snapshot.context : first;
  // A new choice or „Nächste Übung“ sent while the machine loads: busy at once, as the machine will be.
  const [asked, setAsked] = useState(false);
  const send = (event: ExerciseEvent, then?: (s: Shown<ExerciseContext>) => void) => {
    if (!running && (event.type === 'CHOOSE' || event.type === 'NEXT')) setAsked(true);
    // What the reader types or chooses shows at once, also while the machine loads (it gets the same events).
    if (!running && (event.type === 'TOGGLE' || event.type === 'SET_NUMBER')) setFirst((c) => ({ ...c, ...answered(c, event) }));
    machine.send(event, then);
  };
  const current = ctx.current;
  const busy = running
    ? machine.snapshot.matches('loading') || machine.snapshot.matches('corrected.waiting')
    : asked || first.pick !== null;
  const { hint, progress } = ctx;
  // The machine's chunk did not load (offline): said as a failed exercise is; the next action tries again.
  const notice = machine.failed ? failedNotice(null) : ctx.notice;
  const hintLine = useRef<HTMLParagraphElement>(null);
  const section = useRef<HTMLElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const result = useRef<HTMLDivElement>(null);
  // A places exercise: the places the table showed through `place` (the others stay buttons here),
  // gathered anew for each exercise while its table draws.
  const onTable = useRef({ serial: 0, keys: new Set<string>() });
  if (current && onTable.current.serial !== current.serial) onTable.current = { serial: current.serial, keys: new Set() };
  const [offTable, setOffTable] = useState<readonly string[]>([]);
  const scope = single ? `uebung-${single.id}` : 'uebung';

  useEffect(() => {
    claimAddress(OWNER);
    // A broken link: its notice says why, and the address keeps no broken code.
    if (opening.notice !== null) {
      dropParams(DRILL_PARAM);
      requestAnimationFrame(() => revealIsland(section.current, SHOWN));
    }
    void openExercise(opening).then(setFirst);
  }, []);

  // Each exercise shown: its link in the address, and the focus where the way it came asks.
  useEffect(() => {
    if (!current) return;
    writeAddress(OWNER, `${location.pathname}?${DRILL_PARAM}=${current.drill.code}`);
    const focus = current.focus;
    requestAnimationFrame(() => {
      if (focus === 'question') question.current?.focus();
      if (focus === 'island') revealIsland(section.current, SHOWN);
    });
  }, [current?.serial]);

  // After „Prüfen“ the correction is read where the focus goes.
  useEffect(() => {
    if (current?.judged) requestAnimationFrame(() => result.current?.focus());
  }, [current?.judged]);

  const drill = current?.drill ?? null;
  const parts = current?.parts ?? null;
  const judged = current?.judged ?? null;
  const setShape = drill !== null && (drill.shape === 'cards' || drill.shape === 'moves' || drill.shape === 'places');
  const placeShape = drill?.shape === 'places';

  // After the table has drawn a places exercise: a place it did not show (no such place on this
  // table) is offered as a button instead, so every answer stays reachable.
  useLayoutEffect(() => {
    const missing = placeShape ? drill!.choices.filter((c) => !onTable.current.keys.has(c)) : [];
    if (missing.join() !== offTable.join()) setOffTable(missing);
  });

  function toggle(item: string) {
    if (!current || current.judged) return;
    claimAddress(OWNER);
    send({ type: 'TOGGLE', item });
  }

  function check(empty: boolean) {
    if (!current || current.judged) return;
    claimAddress(OWNER);
    // What is missing is said beside „Prüfen“ (a live region), and brought into view should „Prüfen“ sit at the edge.
    send({ type: 'CHECK', empty }, (s) => {
      if (s.context.hint) requestAnimationFrame(() => hintLine.current?.scrollIntoView({ block: 'nearest' }));
    });
  }

  const marks: Record<string, AnswerMark> | null =
    judged && drill ? Object.fromEntries(drill.choices.map((c) => [c, markOf(judged, c, current!.chosen)])) : null;
  const items = drill && parts ? drill.choices.map((c) => ({ id: c, ...itemOf(parts, drill, c) })) : [];
  // A number is typed or stepped in its one field, never chosen from buttons.
  const choosable = drill?.shape === 'number' ? [] : items;
  const buttons = choosable.filter((i) => !i.onTable && (!placeShape || offTable.includes(i.id)));
  /** A place on the table as a toggle button, marked like a hand card after „Prüfen“. */
  const place: AnswerPlace | undefined = placeShape
    ? (key, look) => {
        if (!drill!.choices.includes(key)) return null;
        onTable.current.keys.add(key);
        const mark = marks?.[key] ?? null;
        const on = current!.chosen.includes(key);
        return <PlaceButton id={key} look={look} mark={mark} on={on} locked={judged !== null} onToggle={toggle} />;
      }
    : undefined;
  const ruleHref = (rule: string) => (rulesHere ? `#${rule}` : `/spiele/${parts!.id}/#${rule}`);
  const nameOfItem = (item: string) => items.find((i) => i.id === item)?.name ?? item;
  const game = parts ? games.find((g) => g.id === parts.id)! : null;
  const kindInfo = drill && game ? game.kinds.find((k) => k.id === drill.kind) : undefined;
  const top = judged && 'top' in judged ? (judged as { top: string[] }).top : null;
  const legend = drill && 'legend' in drill ? String((drill as { legend: unknown }).legend) : null;
  const Table = parts?.Table;
  const kinds = single ? single.kinds : (games.find((g) => g.id === ctx.choice.game)?.kinds ?? []);
  const titleId = `${scope}-titel`;
  // Under a game page's section heading (h2) the island's title is an h3; on /uebungen/ it follows the h1.
  const Heading = rulesHere ? 'h3' : 'h2';
  const chooser = drill?.shape === 'number' ? 'number' : drill?.shape === 'seat' ? 'seat' : 'set';
  // One answer out of many (a Dudab wish: every row × every wish): a list to pick from keeps
  // „Prüfen“ on a phone's first screen; after „Prüfen“ only the marked and chosen moves stay as buttons.
  const pickOne = drill !== null && parts !== null && singleAnswer(parts, drill) && buttons.length > MANY_BUTTONS;
  const shown = pickOne && judged ? buttons.filter((b) => marks?.[b.id] || current!.chosen.includes(b.id)) : pickOne ? [] : buttons;

  return (
    <IdScopeProvider scope={scope}>
      <section
        id="uebung-insel"
        ref={section}
        class="insel uebungen"
        aria-labelledby={titleId}
        tabIndex={-1}
        aria-busy={busy ? 'true' : undefined}
      >
        <header class="insel-kopf">
          <p class="insel-art">Übung{game && !single ? ` · ${game.name}` : ''}</p>
          <Heading id={titleId}>{kindInfo?.title ?? 'Übungen'}</Heading>
        </header>

        <ChoiceForm
          games={games}
          single={single !== null}
          choice={ctx.choice}
          kinds={kinds}
          onChoose={(c) => send({ type: 'CHOOSE', ...c })}
        />

        {notice && <Notice onClose={() => send({ type: 'DISMISS' })}>{notice}</Notice>}
        {busy && <p class="uebung-rechnet">Die Übung wird vorbereitet …</p>}

        {drill && parts && Table && (
          <div class="uebung">
            <p ref={question} class="uebung-frage" tabIndex={-1}>
              {drill.question}
            </p>
            <div class="tisch insel-tisch uebung-tisch">
              <Table
                state={drill.state}
                names={parts.drills.names(drill.state)}
                showAll={false}
                canAct={false}
                onMove={() => {}}
                onNote={() => {}}
                waitText=""
                markPlayable={false}
                highlight={null}
                idBase={scope}
                // Always an answer, also for a seat or a number (no item on the table then): the
                // table's own controls for play (a drum button, „Ohne Trommeln weiter“) stay away.
                answer={{
                  items: setShape && !placeShape ? drill.choices : [],
                  focus: focusOf(parts, drill),
                  selected: setShape ? current!.chosen : [],
                  marks: setShape ? marks : null,
                  onToggle: toggle,
                  place,
                }}
              />
            </div>

            <form
              class="uebung-antwort"
              // „Prüfen“ says itself what is missing; a number beyond the field's range is judged, not refused by the browser
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                check(false);
              }}
            >
              {chooser === 'number' && (
                <NumberAnswer
                  value={current!.number}
                  range={rangeOf(drill!.choices)}
                  locked={judged !== null}
                  onChange={(number) => send({ type: 'SET_NUMBER', number })}
                />
              )}
              {pickOne && !judged && (
                <ListField
                  class="uebung-liste"
                  label="Dein Zug"
                  value={current!.chosen[0] ?? ''}
                  empty={`– bitte wählen (${buttons.length} Züge) –`}
                  options={buttons.map((b) => ({ id: b.id, text: b.name }))}
                  onChange={(id) => {
                    if (id !== (current!.chosen[0] ?? '')) toggle(id || current!.chosen[0]!);
                  }}
                />
              )}
              {(chooser === 'seat' || shown.length > 0) && (
                <div class="uebung-knoepfe" role="group" aria-label={chooser === 'seat' ? 'Wähle einen Spieler' : 'Weitere Antworten'}>
                  {shown.map((b) => {
                    const mark = marks?.[b.id] ?? null;
                    const on = current!.chosen.includes(b.id);
                    return (
                      <button
                        key={b.id}
                        type="button"
                        class={'knopf uebung-knopf' + (on ? ' gewaehlt' : '') + (mark ? ' marke-' + mark : '')}
                        aria-pressed={on ? 'true' : 'false'}
                        aria-disabled={judged ? 'true' : undefined}
                        onClick={() => toggle(b.id)}
                      >
                        {on && <span aria-hidden="true">✓ </span>}
                        {b.name}
                        {mark && <MarkText mark={mark} />}
                      </button>
                    );
                  })}
                </div>
              )}
              <div class="aktionen">
                {!judged && (
                  <>
                    <button type="submit" class="knopf knopf-haupt">
                      Prüfen
                    </button>
                    {setShape && drill!.allowEmpty && (
                      <button type="button" class="knopf" onClick={() => check(true)}>
                        Keine
                      </button>
                    )}
                  </>
                )}
                {/* One live region for the answer: what is missing (seen beside „Prüfen“), after
                    „Prüfen“ only the verdict (hidden: the correction shows it, and is read where the focus goes). */}
                <p ref={hintLine} class={'uebung-meldung' + (judged ? ' sr-only' : '')} role="status">
                  {judged
                    ? judged.right
                      ? 'Deine Antwort stimmt.'
                      : 'Deine Antwort stimmt so nicht – die Gründe stehen in der Auflösung.'
                    : hint}
                </p>
              </div>
            </form>

            {judged && (
              <div
                ref={result}
                class={'uebung-ergebnis' + (judged.right ? ' richtig' : ' falsch')}
                tabIndex={-1}
                role="group"
                aria-label="Auflösung"
              >
                <p class="uebung-urteil">
                  <span aria-hidden="true">{judged.right ? '✓ ' : '✗ '}</span>
                  {judged.right ? 'Richtig!' : 'Nicht ganz.'}
                </p>
                {current!.again && (
                  <p class="uebung-regel">Diese Übung hattest du schon beantwortet: Sie zählt nicht noch einmal für deinen Stand.</p>
                )}
                {!judged.right && <Correction judged={judged} setShape={setShape} name={nameOfItem} href={ruleHref} />}
                {top && (
                  <>
                    <p>{topHeading(top.length)}</p>
                    <ol class="uebung-top">
                      {top.map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </ol>
                    {legend && <p class="uebung-regel">{legend}</p>}
                  </>
                )}
                <div class="aktionen">
                  <button
                    type="button"
                    class="knopf knopf-haupt"
                    data-naechste={ctx.ahead ? 'bereit' : undefined}
                    onClick={() => send({ type: 'NEXT' })}
                  >
                    Nächste Übung
                  </button>
                </div>
              </div>
            )}
          </div>
        )}

        <Fortschritt games={games} progress={progress} onReset={(game) => send({ type: 'RESET', game })} />
        <p class="uebung-regel">{REPEAT_RULE}</p>
      </section>
    </IdScopeProvider>
  );
}
