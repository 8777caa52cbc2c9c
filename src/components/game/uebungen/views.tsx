/**
 * „Übungen“: the parts of the exercise view that only render – a mark's icon and words, the number
 * answer, the correction and the progress per game (UebungView.tsx puts them together).
 */
import type { DrillJudgement } from '../../../games/core/drills';
import { useIslandId } from '../ids';
import { MARK_TEXT } from '../marks';
import type { AnswerMark, PlaceLook } from '../types';
import type { UebungenProps } from './arten';
import type { Choice } from './exerciseCore';
import { rate, summary, type GameProgress } from './progress';

export function MarkText({ mark }: { mark: Exclude<AnswerMark, null> }) {
  const [icon, text] = MARK_TEXT[mark];
  return (
    <span class="marke">
      <span aria-hidden="true">{icon} </span>
      {text}
    </span>
  );
}

/** The smallest and largest number a number exercise offers (its choices). */
export function rangeOf(choices: readonly string[]): { min: number; max: number } {
  const n = choices.map(Number).filter(Number.isFinite);
  return n.length > 0 ? { min: Math.min(...n), max: Math.max(...n) } : { min: 0, max: 99 };
}

/**
 * The number answer: one field (typed; arrow keys step it) between a − and a + button of 44 px, for
 * a mouse, a finger and a phone keyboard without a minus sign. The buttons step within the
 * exercise's range; what the field shows is what „Prüfen“ judges.
 */
export function NumberAnswer(props: {
  value: string;
  range: { min: number; max: number };
  locked: boolean;
  onChange: (value: string) => void;
}) {
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
export function Correction(props: {
  judged: DrillJudgement;
  setShape: boolean;
  name: (item: string) => string;
  href: (rule: string) => string;
}) {
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

export function Fortschritt(props: {
  games: UebungenProps['games'];
  progress: Record<string, GameProgress>;
  onReset: (game: string) => void;
}) {
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

/** The choice of game (on /uebungen/), kind and level; each change asks for a new exercise. */
export function ChoiceForm(props: {
  games: UebungenProps['games'];
  single: boolean;
  choice: Choice;
  kinds: UebungenProps['games'][number]['kinds'];
  onChoose: (change: Partial<Choice>) => void;
}) {
  const { games, single, choice, kinds, onChoose } = props;
  return (
    <div class="uebung-wahl">
      {!single && (
        <ListField
          label="Spiel"
          value={choice.game}
          empty="Alle Spiele gemischt"
          options={games.map((g) => ({ id: g.id, text: g.name }))}
          onChange={(game) => onChoose({ game })}
        />
      )}
      {kinds.length > 0 && (
        <ListField
          label="Art"
          value={choice.kind}
          empty="Alle Arten im Wechsel"
          options={kinds.map((k) => ({ id: k.id, text: k.title }))}
          onChange={(kind) => onChoose({ kind })}
        />
      )}
      <label class="feld feld-haken">
        <input
          type="checkbox"
          checked={choice.hard}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            onChoose({ hard: on });
          }}
        />
        <span>schwerer</span>
      </label>
    </div>
  );
}

/** A place on the table as a toggle button, marked like a hand card after „Prüfen“. */
export function PlaceButton(props: {
  id: string;
  look: PlaceLook;
  mark: AnswerMark;
  on: boolean;
  locked: boolean;
  onToggle: (id: string) => void;
}) {
  const { id, look, mark, on, locked, onToggle } = props;
  return (
    <button
      type="button"
      data-ort={id}
      class={'antwort-ort ' + (look.class ?? '') + (on ? ' gewaehlt' : '') + (mark ? ' marke-' + mark : '')}
      aria-pressed={on ? 'true' : 'false'}
      aria-disabled={locked ? 'true' : undefined}
      onClick={() => onToggle(id)}
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

/** A labelled list to pick from; its first option (`empty`, the value '') stands for „all“ or „none yet“. */
export function ListField(props: {
  label: string;
  class?: string;
  value: string;
  empty: string;
  options: readonly { id: string; text: string }[];
  onChange: (id: string) => void;
}) {
  const { label, value, empty, options, onChange } = props;
  return (
    <label class={'feld' + (props.class ? ' ' + props.class : '')}>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </select>
    </label>
  );
}
