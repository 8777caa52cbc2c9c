/**
 * The free play island („Freies Spiel“), generic over the game: it chooses the game to start with,
 * holds the settings form and shows the running game (`FreePlayGame`).
 *
 * Nothing a reader opened is lost:
 * - the reader's own game is kept in localStorage (its partie code) and comes back after a reload or
 *   a visit elsewhere („Dein Spiel von eben geht weiter.“), whichever island the address bar shows;
 * - a `?partie=<code>` link opens exactly that position, says which one („diese Stellung nach 6
 *   Zügen“), scrolls into view with the focus in the island, and is kept apart from the reader's
 *   own game, also through touching an example and a reload; „Zurück zu deinem Spiel“ (or
 *   „Rückgängig“) brings the reader's own game back in one press; once the reader moves in the
 *   link's game it becomes theirs, and the earlier one stays one press away („Zu deinem vorigen
 *   Spiel“). A bad link: a notice, the parameter leaves the address bar, and the kept or a new game
 *   starts (`startChoice.ts`). Reading a link or a kept game needs the partie parser: it comes with
 *   startChoice.ts as a chunk of its own, only when there is such a code; without one a new deal
 *   starts at once. Should that chunk not load (offline), the island says so and offers to try
 *   again – it never starts a new game over a kept one;
 * - „Neu geben“ during a game keeps the old one: „Rückgängig“ brings it back (the play machine);
 * - the settings are the reader's own choice for the next deal and survive reloads, also of a link
 *   to somebody else's game (`useSettings.ts`).
 *
 * „Partie analysieren“ (`AnalysePanel`, loaded on demand) replays the game move by move; a link with
 * `&zug=<n>&analyse` opens it at that move.
 *
 * With a „Profi“ level (kit.profi), its moves are searched in the game's Web Worker (`useProfi`),
 * „Warum?“ shows the search's own reckoning for the computer's last move, „Profi fragen“ the
 * judgement of the reader's position, the same as „Tipp“ and the analysis (`ProfiAsk`, `ProfiPanel`).
 *
 * The island reads what the machine says (tags 'human', 'bot', 'over'; `can()`), never its guards.
 */
import { retrying } from '../site/importAgain';
import { useEffect, useRef, useState } from 'preact/hooks';
import { seedFromClock } from '../../games/core/rng';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import type { FreePlayShellProps, StartInput } from './freePlayTypes';
import { LoadFailed } from './LoadFailed';
import { Notice } from './Notice';
import { freshStart, type StartChoice } from './keptGames';
import { tempoMs, useSettings, type Settings } from './useSettings';
import { useOnDemand } from './useOnDemand';
import { stylesheet } from './uebungen/stylesheet';
import freispielSheet from '../../styles/freispiel.css?url';
import { claimAddress, dropParams, linkKey, loadJson, partieKey, readSearch, revealIsland } from './useUrlState';
import '../../styles/islands.css';
import '../../styles/spielseite.css';

// The settings form, tried again with a fresh fetch after a failure (importAgain.ts).
const loadSettingsForm = retrying(() => import('./SettingsForm'));
const loadStartChoice = retrying(() => import('./startChoice'));
// The running game (the play machine's view, with XState through @xstate/react): a chunk of its own,
// loaded with the machine and its sheet (freispiel.css) when the game starts – on „Karten geben“,
// or at once for a link or a kept game (issue 30).
const loadGame = retrying(() => import('./FreePlayGame'));

export { TEMPI, type Settings } from './useSettings';

const OWNER = 'freies-spiel';

export type { FreePlayShellProps, GameResult, OptionsFormProps, StartInput } from './freePlayTypes';

export function FreePlayShell<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  props: FreePlayShellProps<S, M, O, L, V, E>,
) {
  const { kit, game, optionsForm } = props;
  const { settings, load, show, change } = useSettings(kit, game);
  const [start, setStart] = useState<StartInput<O, M> | null>(null);
  /** The link asks for the analysis of its game (`&analyse` or `&zug=<n>`). */
  const [openAnalysis, setOpenAnalysis] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const fold = useRef<HTMLDetailsElement>(null);

  /** The chunk that reads a link or a kept game did not load: the island offers to try again. */
  const [startFailed, setStartFailed] = useState(false);
  /** Nothing to go on with (no link, no kept game): the island waits for „Karten geben“. */
  const [idle, setIdle] = useState(false);
  /** The running game's chunk and the machine, loaded once a game starts. */
  const [gameFailed, setGameFailed] = useState(false);
  const [gameWanted, setGameWanted] = useState(false);
  const running = useOnDemand(
    () =>
      Promise.all([loadGame(), props.machine(), stylesheet('freispiel', freispielSheet)]).then(([m, machine]) => ({
        Game: m.FreePlayGame,
        machine,
      })),
    gameWanted,
    () => {
      setGameWanted(false);
      setGameFailed(true);
    },
  );
  const loadRunning = () => {
    setGameFailed(false);
    setGameWanted(true);
  };
  useEffect(() => {
    if (start) loadRunning();
  }, [start]);

  function begin(choice: StartChoice<O, M>, saved: boolean, mine: Settings<O>) {
    // Somebody else's game: its options fill the form only while the reader has chosen nothing.
    if (choice.input.foreign && !saved) show({ ...mine, options: choice.input.options, level: choice.input.level });
    if (choice.dropUrl) dropParams('partie');
    if (choice.fromUrl) {
      claimAddress(OWNER);
      const params = new URLSearchParams(readSearch());
      setOpenAnalysis(params.has('analyse') || params.has('zug'));
    }
    setNotice(choice.notice);
    setInfo(choice.info);
    setIdle(false);
    setStart({ ...choice.input, botPauseMs: tempoMs(mine.tempo) });
  }

  /** A new deal with the reader's settings (without the parser). */
  function deal() {
    const saved = load();
    const mine = saved ?? settings;
    begin(freshStart({ options: mine.options, level: mine.level, seed: seedFromClock(Date.now()) }), !!saved, mine);
  }

  function choose() {
    setStartFailed(false);
    const saved = load();
    const mine = saved ?? settings;
    const url = new URLSearchParams(readSearch()).get('partie');
    const own = loadJson(partieKey(game));
    const link = loadJson(linkKey(game));
    const fresh = { options: mine.options, level: mine.level, seed: seedFromClock(Date.now()) };
    // Nothing to read: the reader deals when they want to play („Karten geben“, or a link to the
    // island such as „Jetzt frei spielen“ at the end of an example).
    if (url === null && own === null && link === null) return location.hash === '#' + OWNER ? deal() : setIdle(true);
    loadStartChoice().then(
      (m) => begin(m.chooseStart(kit, { url, own, link, fresh }), !!saved, mine),
      () => setStartFailed(true),
    );
  }

  // The settings form (with the game's options form) comes when the reader first opens the fold.
  const [formWanted, setFormWanted] = useState(false);
  const [formFailed, setFormFailed] = useState(false);
  const form = useOnDemand(
    () => Promise.all([loadSettingsForm(), optionsForm()]).then(([m, o]) => ({ Form: m.SettingsForm, OptionsForm: o.default })),
    formWanted,
    () => {
      setFormWanted(false);
      setFormFailed(true);
    },
  );
  const loadForm = () => {
    setFormFailed(false);
    setFormWanted(true);
  };

  // „Jetzt frei spielen“ (a link to this island) while it waits: deal.
  useEffect(() => {
    if (!idle) return;
    const onHash = () => location.hash === '#' + OWNER && deal();
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [idle]);

  useEffect(() => {
    choose();
    // opened before the island hydrated
    if (fold.current?.open) setFormWanted(true);
  }, []);

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
      {/* said with the game it is about, once that is on the table */}
      {info && running && (
        <p class="hinweis insel-hinweis" role="status">
          {info}
        </p>
      )}

      {start && running ? (
        <running.Game
          {...props}
          machine={running.machine}
          input={start}
          settings={settings}
          idBase={idBase}
          owner={OWNER}
          onInfo={setInfo}
          openAnalysis={openAnalysis}
        />
      ) : idle ? (
        <div class="tisch insel-tisch tisch-warten">
          <p>Du spielst gegen den Computer, mit den Einstellungen unten.</p>
          <button type="button" class="knopf knopf-haupt" onClick={deal}>
            Karten geben
          </button>
        </div>
      ) : (
        // busy while the start is chosen and the game loads (the tests wait for it: game-helpers.ts `freeGameStarted`)
        <div class="tisch insel-tisch tisch-warten" aria-busy={startFailed || gameFailed ? undefined : 'true'}>
          {startFailed || gameFailed ? (
            <LoadFailed
              text="Dein Spiel ließ sich gerade nicht laden. Versuch es gleich noch einmal."
              onRetry={startFailed ? choose : loadRunning}
            />
          ) : (
            <p>Die Karten werden gemischt …</p>
          )}
        </div>
      )}

      <details class="einstellungen-klappe" ref={fold} onToggle={(e) => e.currentTarget.open && loadForm()}>
        <summary>Einstellungen für das nächste Spiel</summary>
        {form ? (
          <form.Form
            OptionsForm={form.OptionsForm}
            settings={settings}
            change={change}
            levels={kit.levels}
            labels={kit.settingLabels}
            idBase={idBase}
          />
        ) : formFailed ? (
          <LoadFailed text="Die Einstellungen ließen sich gerade nicht laden. Versuch es gleich noch einmal." onRetry={loadForm} />
        ) : (
          formWanted && (
            <p class="einstellungen-info" aria-busy="true">
              Die Einstellungen werden geladen …
            </p>
          )
        )}
      </details>
    </section>
  );
}
