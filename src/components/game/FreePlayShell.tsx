/**
 * The free play island („Freies Spiel“), generic over the game: settings, the game's table, the
 * reader's buttons („Neu geben“, „Rückgängig“, „Tipp“, „Zum Ergebnis“), the result, the move log,
 * a polite live region and the link to the current position.
 *
 * The seed is only decided in the browser (server rendering shows a placeholder table). A
 * `?partie=<code>` link is parsed on mount: valid → exactly that position, invalid → a notice and
 * a new game. Once the reader has used this island, every change writes the position's link into
 * the address bar (history.replaceState), so a reload or a shared link shows the same position.
 */
import { useMachine } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BaseEvent, BaseView, BaseMove } from '../../games/core/types';
import type { GameKit } from '../../games/core/kit';
import type { PlayContext, PlayEvent, PlayInput } from '../../games/core/playMachine';
import { makePartieCode, makePartieHref, parsePartieCode } from '../../games/core/codec';
import { seedFromClock } from '../../games/core/rng';
import { FeedbackView } from './FeedbackView';
import { LinkField } from './LinkField';
import { LiveRegion, MoveLog } from './MoveLog';
import { Notice } from './Notice';
import type { Feedback, TableComponent } from './types';
import { claimAddress, currentPath, loadJson, readSearch, saveJson, scrollToIsland, writeAddress } from './useUrlState';
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
  /** The finishing order, best first, one line per place. */
  places: string[];
}

export interface OptionsFormProps<O> {
  options: O;
  onChange: (options: O) => void;
  idBase: string;
}

export interface FreePlayShellProps<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent> {
  kit: GameKit<S, M, O, L, V, E>;
  /** The game's play machine (createPlayMachine(kit)). */
  machine: AnyStateMachine;
  /** Game id for the settings key, e.g. 'durak'. */
  game: string;
  basePath: string;
  Table: TableComponent<S, M>;
  /** The game's own settings (e.g. number of players, variants). */
  OptionsForm: ComponentType<OptionsFormProps<O>>;
  defaultSettings: Settings<O>;
  result: (state: S, names: string[]) => GameResult;
  /** „Du bist am Zug: …“ for the live region when the reader is to act. */
  turnText: (state: S, names: string[]) => string;
}

function tempoMs(id: string): number {
  return (TEMPI.find((t) => t.id === id) ?? TEMPI[1]).ms;
}

export function FreePlayShell<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: FreePlayShellProps<S, M, O, L, V, E>,
) {
  const { kit, game, OptionsForm } = props;
  const storageKey = 'kartenspiele:einstellungen:' + game;
  const [settings, setSettings] = useState<Settings<O>>(props.defaultSettings);
  const [start, setStart] = useState<StartInput<O, M> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const saved = loadSettings(kit, storageKey, props.defaultSettings);
    setSettings(saved);
    const code = new URLSearchParams(readSearch()).get('partie');
    if (code !== null) {
      const parsed = parsePartieCode(kit, code);
      if (parsed.ok) {
        const p = parsed.value;
        setSettings({ ...saved, options: p.options, level: p.level });
        setStart({ ...p, botPauseMs: tempoMs(saved.tempo) });
        claimAddress(OWNER);
        scrollToIsland(section.current);
        return;
      }
      setNotice(`Den Spiel-Link konnten wir nicht öffnen, darum beginnt hier ein neues Spiel. Grund: ${parsed.error}`);
      scrollToIsland(section.current);
    }
    setStart({ options: saved.options, level: saved.level, seed: seedFromClock(Date.now()), botPauseMs: tempoMs(saved.tempo) });
  }, []);

  function change(next: Settings<O>) {
    setSettings(next);
    saveJson(storageKey, { o: kit.optionsCodec.make(next.options), level: next.level, tempo: next.tempo });
  }

  const idBase = OWNER;
  return (
    <section id={OWNER} ref={section} class="insel freispiel" aria-labelledby={idBase + '-titel'}>
      <header class="insel-kopf">
        <p class="insel-art">Gegen den Computer</p>
        <h3 id={idBase + '-titel'}>Freies Spiel</h3>
      </header>
      {notice && <Notice onClose={() => setNotice(null)}>{notice}</Notice>}

      <fieldset class="einstellungen">
        <legend>Einstellungen</legend>
        <OptionsForm options={settings.options} onChange={(options) => change({ ...settings, options })} idBase={idBase} />
        <label class="feld">
          <span>Stufe</span>
          <select value={settings.level} onChange={(e) => change({ ...settings, level: e.currentTarget.value })}>
            {kit.levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label class="feld">
          <span>Tempo</span>
          <select value={settings.tempo} onChange={(e) => change({ ...settings, tempo: e.currentTarget.value })}>
            {TEMPI.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <p class="einstellungen-info">Spieler, Stufe und Varianten gelten ab dem nächsten „Neu geben“.</p>
      </fieldset>

      {start ? (
        <FreePlayGame {...props} input={start} settings={settings} idBase={idBase} />
      ) : (
        <div class="tisch insel-tisch tisch-warten">
          <p>Die Karten werden gemischt …</p>
        </div>
      )}
    </section>
  );
}

function loadSettings<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  kit: GameKit<S, M, O, L, V, E>,
  key: string,
  fallback: Settings<O>,
): Settings<O> {
  const raw = loadJson(key);
  if (!raw || typeof raw !== 'object') return fallback;
  const r = raw as Record<string, unknown>;
  const options = typeof r.o === 'string' ? kit.optionsCodec.parse(r.o) : null;
  return {
    options: options && options.ok ? options.value : fallback.options,
    level: typeof r.level === 'string' && kit.levels.some((l) => l.id === r.level) ? r.level : fallback.level,
    tempo: typeof r.tempo === 'string' && TEMPI.some((t) => t.id === r.tempo) ? r.tempo : fallback.tempo,
  };
}

function FreePlayGame<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: FreePlayShellProps<S, M, O, L, V, E> & { input: StartInput<O, M>; settings: Settings<O>; idBase: string },
) {
  const { kit, machine, basePath, Table, settings, idBase, result, turnText } = props;
  const rules = kit.rules;
  const [snapshot, send] = useMachine(machine, { input: props.input });
  const ctx = snapshot.context as PlayContext<S, M, O>;
  const names = kit.seatNames(ctx.options);
  const state = ctx.state;
  const over = rules.isOver(state);
  const toAct = rules.toAct(state);
  const canAct = toAct === 0 && !over;
  const [note, setNote] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const neuButton = useRef<HTMLButtonElement>(null);
  const focusNeu = useRef(false);

  const code = useMemo(
    () => makePartieCode(kit, { options: ctx.options, level: ctx.level, seed: ctx.seed, moves: ctx.moves }),
    [ctx.options, ctx.level, ctx.seed, ctx.moves],
  );
  const [path, setPath] = useState(basePath);
  useEffect(() => setPath(currentPath(basePath)), []);
  const href = makePartieHref(path, code);

  // The address follows the game once the reader has used this island.
  useEffect(() => writeAddress(OWNER, href), [href]);

  // „Tempo“ applies at once.
  const pause = tempoMs(settings.tempo);
  useEffect(() => {
    if (ctx.botPauseMs !== pause) send({ type: 'TEMPO', botPauseMs: pause } as PlayEvent<O, M>);
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
    claimAddress(OWNER);
    send(event);
  }

  function neu(fromPanel: boolean) {
    focusNeu.current = fromPanel;
    act({ type: 'NEU', options: settings.options, level: settings.level, seed: seedFromClock(Date.now()) });
  }

  const waitText = over
    ? 'Das Spiel ist vorbei. Mit „Neu geben“ beginnt ein neues.'
    : toAct === null
      ? 'Gerade ist niemand am Zug.'
      : `Gerade ist ${names[toAct] ?? ''} am Zug – warte einen Moment.`;
  const feedback = ctx.feedback as Feedback | null;
  const highlight = ctx.feedback?.kind === 'tipp' ? ctx.feedback.move : null;
  const canUndo = ctx.moves.some((m) => m.seat === 0) && snapshot.can({ type: 'UNDO' });
  // With „Sofort“ the bots finish at once anyway; the button would only flash.
  const canSkip = !over && !canAct && ctx.botPauseMs > 0 && snapshot.can({ type: 'ZUM_ERGEBNIS' });
  const res = over ? result(state, names) : null;

  return (
    <>
      <div class="tisch insel-tisch">
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

      {res && (
        <div class="ergebnis">
          <h4>Ergebnis</h4>
          <p class="ergebnis-satz">{res.headline}</p>
          {res.places.length > 0 && <p class="ergebnis-info">Wer zuerst alle Karten los war, steht oben:</p>}
          {res.places.length > 0 && (
            <ol class="ergebnis-plaetze" aria-label="Reihenfolge">
              {res.places.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ol>
          )}
          <button type="button" class="knopf knopf-haupt" onClick={() => neu(true)}>
            Neu geben
          </button>
        </div>
      )}

      <FeedbackView feedback={feedback} note={note} />

      <div class="steuerung">
        {!over && (
          <button ref={neuButton} type="button" class="knopf" onClick={() => neu(false)}>
            Neu geben
          </button>
        )}
        <button
          type="button"
          class="knopf"
          aria-disabled={canUndo ? undefined : 'true'}
          onClick={() => (canUndo ? act({ type: 'UNDO' }) : setNote('Du hast noch nichts gespielt, was du zurücknehmen könntest.'))}
        >
          Rückgängig
        </button>
        {!over && (
          <button
            type="button"
            class="knopf"
            aria-disabled={canAct ? undefined : 'true'}
            onClick={() => (canAct ? act({ type: 'TIPP' }) : setNote(waitText))}
          >
            Tipp
          </button>
        )}
        {canSkip && (
          <button type="button" class="knopf knopf-haupt" onClick={() => act({ type: 'ZUM_ERGEBNIS' })}>
            Zum Ergebnis
          </button>
        )}
      </div>

      <MoveLog lines={ctx.log} idBase={idBase} />
      <LinkField href={href} idBase={idBase} />
      <LiveRegion text={announce} />
    </>
  );
}
