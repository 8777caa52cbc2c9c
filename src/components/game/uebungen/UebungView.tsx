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
 * While the reader reads the correction, the next exercise is made ahead (`Ahead`): a „Taktik“
 * exercise takes its searches in the worker then, so „Nächste Übung“ shows it at once.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  DRILL_PARAM,
  DRILL_VERSION,
  markOf,
  parseDrillCode,
  type DrillAnswer,
  type DrillJudgement,
  type DrillLevel,
  type DrillVersion,
} from '../../../games/core/drills';
import { makeRng, seedFromClock } from '../../../games/core/rng';
import { IdScopeProvider, useIslandId } from '../ids';
import { MARK_TEXT } from '../marks';
import { Notice } from '../Notice';
import type { AnswerMark, AnswerPlace } from '../types';
import { claimAddress, dropParams, loadJson, readSearch, removeJson, revealIsland, saveJson, writeAddress } from '../useUrlState';
import type { UebungenProps } from './arten';
import { focusOf, itemOf, judgeExercise, makeExercise, singleAnswer, type AnyDrill, type GameParts } from './parts';
import { withStyles } from './stylesheet';
import { HARD_KEY, REPEAT_RULE, counted, pickKind, progressKey, rate, readProgress, record, summary, type GameProgress } from './progress';

const LOAD: Record<string, () => Promise<{ default: GameParts }>> = {
  durak: () => withStyles(import('./spiele/durak')),
  ganjifa: () => withStyles(import('./spiele/ganjifa')),
  dudab: () => withStyles(import('./spiele/dudab')),
  bambuti: () => withStyles(import('./spiele/bambuti')),
};

const OWNER = 'uebungen';
/** What a link shows on a phone: from the question down to „Prüfen“ (`revealIsland`). */
const SHOWN = { top: '.uebung-frage', bottom: '.uebung-antwort' };
/** More one-answer buttons than this become a list to pick from (see `pickOne`). */
const MANY_BUTTONS = 8;
const ALL = '';

interface Current {
  parts: GameParts;
  drill: AnyDrill;
  chosen: string[];
  number: string;
  judged: DrillJudgement | null;
  /** Judged, but not counted: this exercise (its code) had been answered before. */
  again: boolean;
}

const clockRandom = (): number => makeRng(seedFromClock(Date.now()))();

/** What `next` shows: a game, a kind by the repetition rule, a seed and a level (and a link's version). */
interface Pick {
  game: string;
  kind: string;
  seed: number;
  level: DrillLevel;
  version: DrillVersion;
}

/**
 * The next exercise, made ahead after „Prüfen“ for the choice of game, kind and level then in force
 * (`choice`); „Nächste Übung“ takes it when that choice still holds, any other choice drops it and
 * stops its searches (`stop`). `ready` is set once it is made.
 */
interface Ahead extends Pick {
  choice: string;
  made: Promise<{ parts: GameParts; drill: AnyDrill }>;
  ready: { parts: GameParts; drill: AnyDrill } | null;
  stop: AbortController;
}

/** „Die drei besten Züge“ only above three: the heading counts what stands below it. */
export function topHeading(n: number): string {
  return n === 1 ? 'Der beste Zug laut Rechnung:' : `Die ${n === 2 ? 'beiden' : n === 3 ? 'drei' : n} besten Züge laut Rechnung:`;
}

export default function UebungView(props: UebungenProps & { fromLink: boolean }) {
  const { games, rulesHere } = props;
  const single = games.length === 1 ? games[0]! : null;
  const [gameFilter, setGameFilter] = useState(ALL);
  const [kindFilter, setKindFilter] = useState(ALL);
  const [hard, setHard] = useState(false);
  const [progress, setProgress] = useState<Record<string, GameProgress>>({});
  const [current, setCurrent] = useState<Current | null>(null);
  const [busy, setBusy] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  // What „Prüfen“ still needs („Wähle zuerst …“), said beside it.
  const [hint, setHint] = useState<string | null>(null);
  const hintLine = useRef<HTMLParagraphElement>(null);
  const section = useRef<HTMLElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const loaded = useRef(new Map<string, GameParts>());
  // A places exercise: the places the table showed through `place` (the others stay buttons here).
  const onTable = useRef(new Set<string>());
  const latest = useRef(0);
  const ahead = useRef<Ahead | null>(null);
  // Shown on „Nächste Übung“ for tests and the curious: 'bereit' once the next exercise is made.
  const [aheadReady, setAheadReady] = useState(false);
  const [offTable, setOffTable] = useState<readonly string[]>([]);
  const scope = single ? `uebung-${single.id}` : 'uebung';

  async function partsOf(game: string): Promise<GameParts> {
    const have = loaded.current.get(game);
    if (have) return have;
    const parts = (await LOAD[game]!()).default;
    loaded.current.set(game, parts);
    return parts;
  }

  function storedProgress(): Record<string, GameProgress> {
    return Object.fromEntries(games.map((g) => [g.id, readProgress(loadJson(progressKey(g.id)))]));
  }

  /** Makes an exercise (for the page's parts of `game`); the signal stops a „Taktik“ search. */
  async function make(pick: Pick, signal?: AbortSignal): Promise<{ parts: GameParts; drill: AnyDrill }> {
    const parts = await partsOf(pick.game);
    return { parts, drill: await makeExercise(parts, pick.kind, pick.seed, pick.level, pick.version, signal) };
  }

  async function show(pick: Pick, focus: 'question' | 'island' | null, made?: Ahead) {
    // Only the latest request shows: a slow one (a „Taktik“ exercise from the worker) that finishes
    // after the reader chose another game or kind is dropped.
    const ticket = ++latest.current;
    const ready = made?.ready ?? null;
    if (!ready) setBusy(true);
    try {
      const { parts, drill } = ready ?? (await (made ? made.made : make(pick)));
      if (ticket !== latest.current) return;
      onTable.current = new Set();
      setHint(null);
      setCurrent({ parts, drill, chosen: [], number: '', judged: null, again: false });
      writeAddress(OWNER, `${location.pathname}?${DRILL_PARAM}=${drill.code}`);
      requestAnimationFrame(() => {
        if (focus === 'question') question.current?.focus();
        if (focus === 'island') revealIsland(section.current, SHOWN);
      });
    } catch (e) {
      if (ticket !== latest.current) return;
      const why = e instanceof Error && /Stellung|Übung|Suche/.test(e.message) ? e.message + ' ' : '';
      setNotice(why + 'Diese Übung ließ sich nicht laden. Bist du offline? Versuch es mit „Nächste Übung“ noch einmal.');
    }
    setBusy(false);
  }

  /** Drops the exercise made ahead (its searches stop). */
  function dropAhead() {
    ahead.current?.stop.abort();
    ahead.current = null;
    setAheadReady(false);
  }

  /** Makes the next exercise ahead for the choice in force (after „Prüfen“). */
  function prepare() {
    dropAhead();
    const { pick, choice } = plan({});
    const stop = new AbortController();
    const a: Ahead = { ...pick, choice, ready: null, stop, made: make(pick, stop.signal) };
    ahead.current = a;
    a.made.then(
      (m) => {
        if (ahead.current !== a) return;
        a.ready = m;
        setAheadReady(true);
      },
      // A failed or stopped exercise made ahead: „Nächste Übung“ makes one anew (or shows the error).
      () => {
        if (ahead.current === a) ahead.current = null;
      },
    );
  }

  /** The choice of game, kind and level that `opts` (else the controls) put in force, as one key. */
  function choiceOf(opts: { game?: string; kind?: string; hard?: boolean }): { g: string; k: string; level: DrillLevel; choice: string } {
    const g = opts.game ?? gameFilter;
    const k = opts.kind ?? kindFilter;
    const level: DrillLevel = (opts.hard ?? hard) ? 1 : 0;
    return { g, k, level, choice: `${g}|${k}|${level}` };
  }

  /** The next exercise by the repetition rule, within the chosen game and kind (and the choice it was picked for). */
  function plan(opts: { game?: string; kind?: string; hard?: boolean }): { pick: Pick; choice: string } {
    const { g, k, level, choice } = choiceOf(opts);
    const all = storedProgress();
    const pool = games
      .filter((x) => single || g === ALL || x.id === g)
      .map((x) => ({
        game: x.id,
        progress: all[x.id]!,
        kinds: x.kinds.map((a) => a.id).filter((id) => k === ALL || id === k),
      }))
      .filter((c) => c.kinds.length > 0);
    const pick = pickKind(pool, clockRandom());
    return { pick: { game: pick.game, kind: pick.kind, seed: seedFromClock(Date.now()), level, version: DRILL_VERSION }, choice };
  }

  /** A new exercise: the one made ahead when it was made for this choice, else a new pick. */
  function next(
    opts: {
      game?: string;
      kind?: string;
      hard?: boolean;
      focus?: 'question' | null;
    } = {},
  ) {
    const focus = opts.focus === undefined ? 'question' : opts.focus;
    const a = ahead.current;
    if (a && a.choice === choiceOf(opts).choice) {
      ahead.current = null;
      setAheadReady(false);
      void show(a, focus, a);
      return;
    }
    dropAhead();
    void show(plan(opts).pick, focus);
  }

  useEffect(() => {
    setProgress(storedProgress());
    const isHard = loadJson(HARD_KEY) === true;
    setHard(isHard);
    claimAddress(OWNER);
    const code = new URLSearchParams(readSearch()).get(DRILL_PARAM);
    if (code !== null) {
      const parsed = parseDrillCode(
        code,
        games.flatMap((g) => g.kinds.map((k) => k.id)),
      );
      if (parsed.ok) {
        const game = games.find((g) => g.kinds.some((k) => k.id === parsed.value.kind))!;
        void show({ game: game.id, ...parsed.value }, 'island');
        return;
      }
      setNotice(parsed.error);
      dropParams(DRILL_PARAM);
      next({ hard: isHard, focus: null });
      requestAnimationFrame(() => revealIsland(section.current, SHOWN));
      return;
    }
    next({ hard: isHard });
  }, []);

  const drill = current?.drill ?? null;
  const parts = current?.parts ?? null;
  const judged = current?.judged ?? null;
  const setShape = drill !== null && (drill.shape === 'cards' || drill.shape === 'moves' || drill.shape === 'places');
  const placeShape = drill?.shape === 'places';

  // After the table has drawn a places exercise: a place it did not show (no such place on this
  // table) is offered as a button instead, so every answer stays reachable.
  useLayoutEffect(() => {
    const missing = placeShape ? drill!.choices.filter((c) => !onTable.current.has(c)) : [];
    if (missing.join() !== offTable.join()) setOffTable(missing);
  });

  function toggle(item: string) {
    if (!current || current.judged) return;
    claimAddress(OWNER);
    const single = singleAnswer(current.parts, current.drill);
    const has = current.chosen.includes(item);
    const chosen = single ? (has ? [] : [item]) : has ? current.chosen.filter((c) => c !== item) : [...current.chosen, item];
    setHint(null);
    setCurrent({ ...current, chosen });
  }

  function setNumber(number: string) {
    if (!current || current.judged) return;
    setHint(null);
    setCurrent({ ...current, number });
  }

  async function check(empty: boolean) {
    if (!current || current.judged) return;
    claimAddress(OWNER);
    const { drill, parts } = current;
    const missing = empty ? null : missingAnswer(current);
    if (missing) {
      // Said beside „Prüfen“ (a live region), and brought into view should „Prüfen“ sit at the edge.
      setHint(missing);
      requestAnimationFrame(() => hintLine.current?.scrollIntoView({ block: 'nearest' }));
      return;
    }
    const answer: DrillAnswer = empty
      ? []
      : drill.shape === 'number'
        ? Number(current.number.trim())
        : drill.shape === 'seat'
          ? Number(current.chosen[0])
          : current.chosen;
    setHint(null);
    setNotice(null);
    const judgement = await judgeExercise(parts, drill, answer);
    const before = readProgress(loadJson(progressKey(parts.id)));
    const again = counted(before, drill.code);
    if (!again) {
      const p = record(before, drill.kind, judgement.right, drill.code);
      saveJson(progressKey(parts.id), p);
      setProgress((old) => ({ ...old, [parts.id]: p }));
    }
    setCurrent({
      ...current,
      chosen: empty ? [] : current.chosen,
      judged: judgement,
      again,
    });
    requestAnimationFrame(() => result.current?.focus());
    prepare();
  }

  function reset(game: string) {
    // The exercise made ahead was picked by the progress that is now gone.
    dropAhead();
    removeJson(progressKey(game));
    setProgress((old) => ({ ...old, [game]: readProgress(null) }));
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
        onTable.current.add(key);
        const mark = marks?.[key] ?? null;
        const on = current!.chosen.includes(key);
        return (
          <button
            type="button"
            data-ort={key}
            class={'antwort-ort ' + (look.class ?? '') + (on ? ' gewaehlt' : '') + (mark ? ' marke-' + mark : '')}
            aria-pressed={on ? 'true' : 'false'}
            aria-disabled={judged ? 'true' : undefined}
            onClick={() => toggle(key)}
          >
            <span class="sr-only">{look.name + (mark ? ', ' + MARK_TEXT[mark][1] : '')}</span>
            <span class="ort-inhalt" aria-hidden="true">
              {look.text}
              {look.children}
            </span>
            {(mark || on) && (
              <span class="marke" aria-hidden="true">
                {mark ? MARK_TEXT[mark][0] : '✓'}
              </span>
            )}
          </button>
        );
      }
    : undefined;
  const ruleHref = (rule: string) => (rulesHere ? `#${rule}` : `/spiele/${parts!.id}/#${rule}`);
  const nameOfItem = (item: string) => items.find((i) => i.id === item)?.name ?? item;
  const game = parts ? games.find((g) => g.id === parts.id)! : null;
  const kindInfo = drill && game ? game.kinds.find((k) => k.id === drill.kind) : undefined;
  const top = judged && 'top' in judged ? (judged as { top: string[] }).top : null;
  const legend = drill && 'legend' in drill ? String((drill as { legend: unknown }).legend) : null;
  const Table = parts?.Table;
  const kinds = single ? single.kinds : (games.find((g) => g.id === gameFilter)?.kinds ?? []);
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

        <div class="uebung-wahl">
          {!single && (
            <label class="feld">
              <span>Spiel</span>
              <select
                value={gameFilter}
                onChange={(e) => {
                  const g = e.currentTarget.value;
                  setGameFilter(g);
                  setKindFilter(ALL);
                  next({ game: g, kind: ALL, focus: null });
                }}
              >
                <option value={ALL}>Alle Spiele gemischt</option>
                {games.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {kinds.length > 0 && (
            <label class="feld">
              <span>Art</span>
              <select
                value={kindFilter}
                onChange={(e) => {
                  const k = e.currentTarget.value;
                  setKindFilter(k);
                  next({ kind: k, focus: null });
                }}
              >
                <option value={ALL}>Alle Arten im Wechsel</option>
                {kinds.map((k) => (
                  <option key={k.id} value={k.id}>
                    {k.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label class="feld feld-haken">
            <input
              type="checkbox"
              checked={hard}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setHard(on);
                saveJson(HARD_KEY, on);
                next({ hard: on, focus: null });
              }}
            />
            <span>schwerer</span>
          </label>
        </div>

        {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}
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
                void check(false);
              }}
            >
              {chooser === 'number' && (
                <NumberAnswer value={current!.number} range={rangeOf(drill!.choices)} locked={judged !== null} onChange={setNumber} />
              )}
              {pickOne && !judged && (
                <label class="feld uebung-liste">
                  <span>Dein Zug</span>
                  <select
                    value={current!.chosen[0] ?? ''}
                    onChange={(e) => {
                      const id = e.currentTarget.value;
                      if (id !== (current!.chosen[0] ?? '')) toggle(id || current!.chosen[0]!);
                    }}
                  >
                    <option value="">– bitte wählen ({buttons.length} Züge) –</option>
                    {buttons.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.name}
                      </option>
                    ))}
                  </select>
                </label>
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
                      <button type="button" class="knopf" onClick={() => void check(true)}>
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
                  <button type="button" class="knopf knopf-haupt" data-naechste={aheadReady ? 'bereit' : undefined} onClick={() => next()}>
                    Nächste Übung
                  </button>
                </div>
              </div>
            )}
          </div>
        )}

        <Fortschritt games={games} progress={progress} onReset={reset} />
        <p class="uebung-regel">{REPEAT_RULE}</p>
      </section>
    </IdScopeProvider>
  );
}

function MarkText({ mark }: { mark: Exclude<AnswerMark, null> }) {
  const [icon, text] = MARK_TEXT[mark];
  return (
    <span class="marke">
      <span aria-hidden="true">{icon} </span>
      {text}
    </span>
  );
}

/** What „Prüfen“ still needs before it judges (and counts) anything, or null. */
function missingAnswer(c: Current): string | null {
  if (c.drill.shape === 'number') return /^-?\d+$/.test(c.number.trim()) ? null : 'Gib zuerst eine Zahl ein.';
  if (singleAnswer(c.parts, c.drill) && c.chosen.length === 0)
    return c.drill.shape === 'seat' ? 'Wähle zuerst, wen du meinst.' : 'Wähle zuerst einen Zug.';
  return null;
}

/** The smallest and largest number a number exercise offers (its choices). */
function rangeOf(choices: readonly string[]): { min: number; max: number } {
  const n = choices.map(Number).filter(Number.isFinite);
  return n.length > 0 ? { min: Math.min(...n), max: Math.max(...n) } : { min: 0, max: 99 };
}

/**
 * The number answer: one field (typed; arrow keys step it) between a − and a + button of 44 px, for
 * a mouse, a finger and a phone keyboard without a minus sign. The buttons step within the
 * exercise's range; what the field shows is what „Prüfen“ judges.
 */
function NumberAnswer(props: { value: string; range: { min: number; max: number }; locked: boolean; onChange: (value: string) => void }) {
  const { value, range, locked, onChange } = props;
  const id = useIslandId();
  const step = (by: number) => {
    // An empty field counts as 0.
    const now = Number(value.trim());
    const from = Number.isFinite(now) ? Math.round(now) : 0;
    onChange(String(Math.min(range.max, Math.max(range.min, from + by))));
  };
  const stepper = (by: number, sign: string, label: string) => (
    <button type="button" class="knopf zahl-schritt" aria-label={label} aria-controls={id} disabled={locked} onClick={() => step(by)}>
      <span aria-hidden="true">{sign}</span>
    </button>
  );
  return (
    <div class="feld uebung-zahl">
      <label for={id}>Deine Antwort</label>
      <div class="zahl-feld">
        {stepper(-1, '−', 'Eins weniger')}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={value}
          disabled={locked}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
        {stepper(1, '+', 'Eins mehr')}
      </div>
    </div>
  );
}

/**
 * The correction: every wrongly chosen and every missed item with its reason and „Zur Regel“. Items
 * with the same reason, or a reason said within another („Nicht 6: …“ and „…“), share one line (a
 * wrong number and the right one; two Dudab-Karten, which bear the same name), so no explanation is
 * printed twice; equal names are counted („2 × Dudab“).
 */
function Correction(props: { judged: DrillJudgement; setShape: boolean; name: (item: string) => string; href: (rule: string) => string }) {
  const { judged, setShape, name, href } = props;
  const lines: { reason: string; rule: string; heads: { mark: 'wrong' | 'missed'; name: string; n: number }[] }[] = [];
  const add = (r: { item: string; reason: string; rule: string }, mark: 'wrong' | 'missed') => {
    // the same reason, or one that says it within the other („Nicht 6: …“ and „…“): one line, the longer words
    let line = lines.find((l) => l.rule === r.rule && (l.reason.includes(r.reason) || r.reason.includes(l.reason)));
    if (!line) lines.push((line = { reason: r.reason, rule: r.rule, heads: [] }));
    else if (r.reason.length > line.reason.length) line.reason = r.reason;
    const n = name(r.item);
    const head = line.heads.find((h) => h.mark === mark && h.name === n);
    if (head) head.n++;
    else line.heads.push({ mark, name: n, n: 1 });
  };
  judged.wrong.forEach((w) => add(w, 'wrong'));
  judged.missed.forEach((m) => add(m, 'missed'));
  return (
    <ul class="uebung-gruende">
      {lines.map((l) => (
        <li
          key={l.rule + l.reason}
          class={[...new Set(l.heads.map((h) => 'marke-' + h.mark)), l.heads.length > 1 ? 'mehrere' : ''].join(' ').trim()}
        >
          {l.heads.map((h) => {
            const who = (h.n > 1 ? `${h.n} × ` : '') + h.name;
            return (
              <strong key={h.mark + h.name}>
                <span aria-hidden="true">{h.mark === 'wrong' ? '✗ ' : '! '}</span>
                {setShape
                  ? `${who} – ${h.mark === 'wrong' ? 'falsch gewählt' : 'fehlt'}:`
                  : `${h.mark === 'wrong' ? 'Deine Antwort' : 'Richtig ist'}: ${who}.`}{' '}
              </strong>
            );
          })}
          {l.reason}{' '}
          <a href={href(l.rule)} aria-label={`Zur Regel: ${[...new Set(l.heads.map((h) => h.name))].join(', ')}`}>
            Zur Regel
          </a>
        </li>
      ))}
    </ul>
  );
}

function Fortschritt(props: { games: UebungenProps['games']; progress: Record<string, GameProgress>; onReset: (game: string) => void }) {
  const { games, progress, onReset } = props;
  return (
    <div class="uebung-fortschritt">
      {games.map((g) => {
        const p = progress[g.id];
        if (!p) return null;
        const s = summary(p);
        return (
          <details key={g.id}>
            <summary>
              {games.length > 1 ? `${g.name}: ` : 'Dein Stand: '}
              {s.done === 0
                ? 'noch keine Übung'
                : `${s.done} ${s.done === 1 ? 'Übung' : 'Übungen'}, ${s.rate} % richtig, Serie: ${s.streak} (beste ${s.best})`}
            </summary>
            <div class="uebung-tabelle-rahmen" role="region" aria-label={`Fortschritt je Art, ${g.name}`} tabIndex={0}>
              <table class="uebung-tabelle">
                <caption class="sr-only">Fortschritt je Art, {g.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Art</th>
                    <th scope="col">Versuche</th>
                    <th scope="col">richtig</th>
                    <th scope="col">Serie</th>
                  </tr>
                </thead>
                <tbody>
                  {g.kinds.map((k) => {
                    const kp = p.kinds[k.id];
                    const r = kp ? rate(kp.right, kp.seen) : null;
                    return (
                      <tr key={k.id}>
                        <th scope="row">{k.title}</th>
                        <td>{kp?.seen ?? 0}</td>
                        <td>{r === null ? '–' : `${r} %`}</td>
                        <td>{kp?.streak ?? 0}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <button type="button" class="knopf knopf-klein" onClick={() => onReset(g.id)}>
              Fortschritt für {g.name} zurücksetzen
            </button>
          </details>
        );
      })}
    </div>
  );
}
