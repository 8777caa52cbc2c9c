/**
 * The free play island („Freies Spiel“), generic over the game: settings, the game's table, the
 * reader's buttons („Neu geben“, „Rückgängig“, „Tipp“, „Zum Ergebnis“), the result (with a score
 * table for games that count points), the move log, a polite live region and the link to the
 * current position.
 *
 * Nothing the reader did is lost:
 * - the running game is kept in localStorage (its partie code) and comes back after a reload or a
 *   visit elsewhere („Dein Spiel von eben geht weiter.“), whichever island the address bar shows;
 * - a `?partie=<code>` link opens exactly that position, scrolled into view with the focus in the
 *   island (a bad one: a notice, the parameter leaves the address bar, and the kept or a new game
 *   starts); somebody else's game becomes the reader's own only once the reader acts in it, and
 *   until then „Rückgängig“ brings the reader's kept game back;
 * - „Neu geben“ during a game keeps the old one: „Rückgängig“ brings it back;
 * - the settings are the reader's own choice for the next deal and survive reloads, also of a
 *   link to somebody else's game.
 *
 * With a „Profi“ level (kit.profi), its moves are searched in the game's Web Worker (`useProfi`),
 * and „Warum?“ / „Profi fragen“ show the search's best candidates (`ProfiAsk`, `ProfiPanel`).
 *
 * The shell reads what the machine says (tags 'human', 'bot', 'over'; `can()`), never its guards.
 */
import { useMachine } from '@xstate/react';
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { GameKit } from '../../games/core/kit';
import type { PlayContext, PlayEvent, PlayInput, PlayMachine } from '../../games/core/playMachine';
import { makePartieCode, makePartieHref, parsePartieCode, type Partie } from '../../games/core/codec';
import { seedFromClock } from '../../games/core/rng';
import { FeedbackView } from './FeedbackView';
import { LinkField } from './LinkField';
import { LiveRegion, MoveLog } from './MoveLog';
import { Notice } from './Notice';
import { ProfiAsk } from './ProfiAsk';
import { SelectField } from './SelectField';
import { useProfi } from './useProfi';
import type { ScoreTable as ScoreTableType } from './ScoreTable';
import type { Feedback, TableComponent } from './types';
import {
  claimAddress,
  currentPath,
  dropParams,
  loadJson,
  partieKey,
  readSearch,
  removeJson,
  revealIsland,
  saveJson,
  writeAddress,
} from './useUrlState';
import '../../styles/islands.css';

const OWNER = 'freies-spiel';

/** „Tempo“: the pause before each bot move (the play machine's botPauseMs). */
export const TEMPI = [
  { id: 'langsam', label: 'Langsam', ms: 1600 },
  { id: 'normal', label: 'Normal', ms: 800 },
  { id: 'schnell', label: 'Schnell', ms: 300 },
  { id: 'sofort', label: 'Sofort', ms: 0 },
] as const;

export interface Settings<O> {
  options: O;
  level: string;
  tempo: string;
}

/** What the island starts the play machine with (botPauseMs always set from „Tempo“). */
type StartInput<O, M> = PlayInput<O, M> & { botPauseMs: number };

export interface GameResult {
  /** „Anna ist der Durak.“ */
  headline: string;
  /** The finishing order, best first, one line per place (may be empty). */
  places: string[];
  /** A sentence before the places („Wer zuerst alle Karten los war, steht oben:“). */
  placesNote?: string;
  /** Further sentences that explain the result (ties, how the points came about). */
  explanation?: string[];
}

export interface OptionsFormProps<O> {
  options: O;
  onChange: (options: O) => void;
  idBase: string;
}

export interface FreePlayShellProps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  kit: GameKit<S, M, O, L, V, E>;
  /** The game's play machine (createPlayMachine(kit)). */
  machine: PlayMachine<S, M, O, L, V, E>;
  /** Game id for the storage keys, e.g. 'durak'. */
  game: string;
  basePath: string;
  Table: TableComponent<S, M>;
  /** The game's own settings (e.g. number of players, variants). */
  OptionsForm: ComponentType<OptionsFormProps<O>>;
  result: (state: S, names: string[]) => GameResult;
  /** Optional details under the result (e.g. a scoring explainer). */
  ResultDetails?: ComponentType<{ state: S; names: string[] }>;
  /** „Du bist am Zug: …“ for the live region when the reader is to act. */
  turnText: (state: S, names: string[]) => string;
}

function tempoMs(id: string): number {
  return (TEMPI.find((t) => t.id === id) ?? TEMPI[1]).ms;
}

/** A stored game: its partie code (the same text a link carries). */
interface Kept {
  code: string;
}

function parseKept<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  raw: unknown,
): Partie<O, M> | null {
  if (!raw || typeof raw !== 'object' || typeof (raw as Kept).code !== 'string') return null;
  const parsed = parsePartieCode(kit, (raw as Kept).code);
  return parsed.ok ? parsed.value : null;
}

export function FreePlayShell<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: FreePlayShellProps<S, M, O, L, V, E>,
) {
  const { kit, game, OptionsForm } = props;
  const settingsKey = 'kartenspiele:einstellungen:' + game;
  const defaults: Settings<O> = { options: kit.rules.defaultOptions, level: kit.levels[0]?.id ?? '', tempo: 'normal' };
  const [settings, setSettings] = useState<Settings<O>>(defaults);
  const [start, setStart] = useState<StartInput<O, M> | null>(null);
  /** Opened from a link: somebody else's game (the reader's kept one can come back). */
  const [link, setLink] = useState<{ kept: Partie<O, M> | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const saved = loadSettings(kit, settingsKey);
    const mine = saved ?? defaults;
    setSettings(mine);
    const begin = (p: Partie<O, M>) => setStart({ ...p, botPauseMs: tempoMs(mine.tempo) });
    const code = new URLSearchParams(readSearch()).get('partie');
    const kept = parseKept(kit, loadJson(partieKey(game)));
    if (code !== null) {
      const parsed = parsePartieCode(kit, code);
      if (parsed.ok) {
        // Somebody else's game: its options are not the reader's own choice for the next deal.
        if (!saved) setSettings({ ...mine, options: parsed.value.options, level: parsed.value.level });
        begin(parsed.value);
        // The reader's own running game (its link is in the address bar) is no foreign one.
        if (!kept || makePartieCode(kit, kept) !== code) {
          setLink({ kept });
          if (kept) setInfo('Du siehst das Spiel aus dem Link. Dein eigenes Spiel von eben holst du mit „Rückgängig“ zurück.');
        }
        claimAddress(OWNER);
        return;
      }
      dropParams('partie');
      setNotice(
        `Den Spiel-Link konnten wir nicht öffnen. ${parsed.error} ` +
          (kept ? 'Du siehst dein Spiel von eben.' : 'Darum beginnt hier ein neues Spiel.'),
      );
    }
    if (kept) {
      begin(kept);
      if (code === null) setInfo('Dein Spiel von eben geht weiter.');
      return;
    }
    begin({ options: mine.options, level: mine.level, seed: seedFromClock(Date.now()), moves: [] });
  }, []);

  function change(next: Settings<O>) {
    setSettings(next);
    saveJson(settingsKey, { o: kit.optionsCodec.make(next.options), level: next.level, tempo: next.tempo });
  }

  // A link addressed this island: once its game is on the table, show it with the hand in view.
  useEffect(() => {
    if (start && new URLSearchParams(readSearch()).has('partie')) revealIsland(section.current);
  }, [start]);

  const idBase = OWNER;
  return (
    <section id={OWNER} ref={section} class="insel freispiel" aria-labelledby={idBase + '-titel'} tabIndex={-1}>
      <header class="insel-kopf">
        <p class="insel-art">Gegen den Computer</p>
        <h3 id={idBase + '-titel'}>Freies Spiel</h3>
      </header>
      {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}
      {info && (
        <p class="hinweis insel-hinweis" role="status">
          {info}
        </p>
      )}

      {start ? (
        <FreePlayGame
          {...props}
          input={start}
          settings={settings}
          idBase={idBase}
          onInfo={setInfo}
          fromLink={link !== null}
          kept={link?.kept ?? null}
        />
      ) : (
        <div class="tisch insel-tisch tisch-warten">
          <p>Die Karten werden gemischt …</p>
        </div>
      )}

      <details class="einstellungen-klappe">
        <summary>Einstellungen für das nächste Spiel</summary>
        <fieldset class="einstellungen">
          <legend class="sr-only">Einstellungen</legend>
          <OptionsForm options={settings.options} onChange={(options) => change({ ...settings, options })} idBase={idBase} />
          <SelectField
            label="Stufe"
            value={settings.level}
            choices={kit.levels.map((l) => [l.id, l.label] as const)}
            onChange={(level) => change({ ...settings, level })}
          />
          <SelectField
            label="Tempo"
            value={settings.tempo}
            choices={TEMPI.map((t) => [t.id, t.label] as const)}
            onChange={(tempo) => change({ ...settings, tempo })}
          />
          <p class="einstellungen-info">Spieler, Stufe und Varianten gelten ab dem nächsten „Neu geben“, das Tempo sofort.</p>
        </fieldset>
      </details>
    </section>
  );
}

function loadSettings<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  key: string,
): Settings<O> | null {
  const raw = loadJson(key);
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const options = typeof r.o === 'string' ? kit.optionsCodec.parse(r.o) : null;
  return {
    options: options && options.ok ? options.value : kit.rules.defaultOptions,
    level: typeof r.level === 'string' && kit.levels.some((l) => l.id === r.level) ? r.level : (kit.levels[0]?.id ?? ''),
    tempo: typeof r.tempo === 'string' && TEMPI.some((t) => t.id === r.tempo) ? r.tempo : 'normal',
  };
}

function FreePlayGame<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: FreePlayShellProps<S, M, O, L, V, E> & {
    input: StartInput<O, M>;
    settings: Settings<O>;
    idBase: string;
    onInfo: (text: string | null) => void;
    /** The game came from a link: it is kept as the reader's own only once the reader acts. */
    fromLink: boolean;
    /** The reader's own kept game that the link's game replaced („Rückgängig“ brings it back). */
    kept: Partie<O, M> | null;
  },
) {
  const { kit, machine, game, basePath, Table, settings, idBase, result, turnText, ResultDetails, onInfo } = props;
  const rules = kit.rules;
  const profi = useProfi(kit, machine);
  const [snapshot, send] = useMachine(profi.machine, { input: props.input });
  const ctx: PlayContext<S, M, O> = snapshot.context;
  const names = kit.seatNames(ctx.options);
  const state = ctx.state;
  const over = snapshot.hasTag('over');
  const canAct = snapshot.hasTag('human');
  const toAct = rules.toAct(state);
  const [note, setNote] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  /** The game „Neu geben“ (or a link) replaced, so „Rückgängig“ can bring it back. */
  const [previous, setPrevious] = useState<Partie<O, M> | null>(props.kept);
  /** The reader's own game (not one only looked at through a link): kept for the next visit. */
  const [own, setOwn] = useState(!props.fromLink);
  /** Counts the reader's tries in this position, so a repeated wrong try visibly answers again. */
  const [tries, setTries] = useState(0);
  const ownMoves = ctx.moves.filter((m) => m.seat === 0).length;
  const ownMovesThen = useRef(ownMoves);
  const neuButton = useRef<HTMLButtonElement>(null);
  const focusNeu = useRef(false);

  const partie: Partie<O, M> = { options: ctx.options, level: ctx.level, seed: ctx.seed, moves: ctx.moves };
  const code = useMemo(() => makePartieCode(kit, partie), [ctx.options, ctx.level, ctx.seed, ctx.moves]);
  const [path, setPath] = useState(basePath);
  useEffect(() => setPath(currentPath(basePath)), []);
  const href = makePartieHref(path, code);

  // The address follows the game once the reader has used this island; the game is kept locally.
  useEffect(() => {
    writeAddress(OWNER, href);
    if (!own) return;
    if (over) removeJson(partieKey(game));
    else if (ctx.moves.length > 0) saveJson(partieKey(game), { code });
  }, [href, over, own]);

  // Once the reader plays in the new game, „Rückgängig“ takes back moves again, not the deal.
  // A new position starts the count of tries anew.
  useEffect(() => {
    if (previous && ownMoves > ownMovesThen.current) setPrevious(null);
    setTries(0);
  }, [ctx.moves]);

  // „Tempo“ applies at once.
  const pause = tempoMs(settings.tempo);
  useEffect(() => {
    if (ctx.botPauseMs !== pause) send({ type: 'SET_PACE', botPauseMs: pause });
  }, [pause]);

  // Announce new log lines (the last few, if many came at once) and the reader's turn.
  const seen = useRef(ctx.log.length);
  useEffect(() => {
    setNote(null);
    let fresh = ctx.log.length >= seen.current ? ctx.log.slice(seen.current).map((l) => l.text) : ['Zurückgenommen.'];
    seen.current = ctx.log.length;
    if (fresh.length > 6) fresh = ['…', ...fresh.slice(-4)];
    if (over) {
      const headline = result(state, names).headline;
      fresh = [...fresh.filter((t) => t !== headline), 'Spiel vorbei: ' + headline];
    } else if (canAct) fresh.push(turnText(state, names));
    if (fresh.length > 0) setAnnounce(fresh.join(' '));
  }, [ctx.log, over, canAct]);

  useEffect(() => {
    if (focusNeu.current && !over) {
      focusNeu.current = false;
      neuButton.current?.focus();
    }
  });

  function act(event: PlayEvent<O, M>) {
    setNote(null);
    onInfo(null);
    claimAddress(OWNER);
    setOwn(true);
    if (event.type === 'MOVE' || event.type === 'HINT') setTries((n) => n + 1);
    send(event);
  }

  function neu(fromPanel: boolean) {
    focusNeu.current = fromPanel;
    const running = !over && ownMoves > 0;
    setPrevious(running ? partie : null);
    ownMovesThen.current = 0;
    act({ type: 'NEW_GAME', options: settings.options, level: settings.level, seed: seedFromClock(Date.now()) });
    if (running) onInfo('Neu gegeben. Mit „Rückgängig“ holst du dein voriges Spiel zurück.');
  }

  function undo() {
    if (snapshot.can({ type: 'UNDO' })) {
      act({ type: 'UNDO' });
      return;
    }
    if (previous) {
      const back = previous;
      setPrevious(null);
      ownMovesThen.current = back.moves.filter((m) => m.seat === 0).length;
      act({ type: 'NEW_GAME', options: back.options, level: back.level, seed: back.seed, moves: back.moves });
      onInfo('Dein voriges Spiel ist wieder da.');
      return;
    }
    setNote('Du hast noch nichts gespielt, was du zurücknehmen könntest.');
  }

  const waitText = over
    ? 'Das Spiel ist vorbei. Mit „Neu geben“ beginnt ein neues.'
    : toAct === null
      ? 'Gerade ist niemand am Zug.'
      : `Gerade ist ${names[toAct] ?? ''} am Zug – warte einen Moment.`;
  const feedback: Feedback | null = ctx.feedback;
  const highlight = ctx.feedback?.kind === 'hint' ? ctx.feedback.move : null;
  const canUndo = snapshot.can({ type: 'UNDO' }) || previous !== null;
  // With „Sofort“ the bots finish at once anyway; the button would only flash.
  const canSkip = !canAct && ctx.botPauseMs > 0 && !ctx.rushing && snapshot.can({ type: 'FINISH' });
  const res = over ? result(state, names) : null;
  const outcome = over ? rules.outcome(state) : null;
  // The score table comes only with games that count points (loaded when the first result has them).
  const scores = outcome?.scores;
  const [ScoreTable, setScoreTable] = useState<typeof ScoreTableType | null>(null);
  useEffect(() => {
    if (scores && !ScoreTable) void import('./ScoreTable').then((m) => setScoreTable(() => m.ScoreTable));
  }, [scores]);

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
              <button type="button" class="knopf knopf-haupt" onClick={() => neu(true)}>
                Neu geben
              </button>
            </div>
          )}

          <FeedbackView feedback={feedback} note={note} answer={tries} />

          <div class="steuerung">
            {!over && (
              <button ref={neuButton} type="button" class="knopf" onClick={() => neu(false)}>
                Neu geben
              </button>
            )}
            <button type="button" class="knopf" aria-disabled={canUndo ? undefined : 'true'} onClick={undo}>
              Rückgängig
            </button>
            {!over && (
              <button
                type="button"
                class="knopf"
                aria-disabled={canAct ? undefined : 'true'}
                onClick={() => (canAct ? act({ type: 'HINT' }) : setNote(waitText))}
              >
                Tipp
              </button>
            )}
            {canSkip && (
              <button type="button" class="knopf knopf-haupt" onClick={() => act({ type: 'FINISH' })}>
                Zum Ergebnis
              </button>
            )}
          </div>

          {profi.analyse && <ProfiAsk kit={kit} ctx={ctx} names={names} canAct={canAct} over={over} analyse={profi.analyse} />}

          <MoveLog lines={ctx.log} idBase={idBase} />
        </div>
      </div>
      <LinkField href={href} idBase={idBase} />
      <LiveRegion text={announce} />
    </>
  );
}

