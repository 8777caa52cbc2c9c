/**
 * The „Übungen“ island (issue 17), on every game page and on /uebungen/: hydrates when visible
 * but stays tiny — a start button. The exercise itself (UebungView, the game's drills and table)
 * loads on „Übung starten“, or at once when the address carries an exercise link (`?uebung=`).
 * The games and their kinds arrive as props (computed at build time, see arten.ts), so they are
 * in the HTML and not in the JavaScript.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { UebungenProps } from './arten';

export default function Uebungen(props: UebungenProps) {
  const [View, setView] = useState<ComponentType<UebungenProps & { fromLink: boolean }> | null>(null);
  const [fromLink, setFromLink] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = (link: boolean) => {
    setFailed(false);
    import('./UebungView').then(
      (m) => {
        setFromLink(link);
        setView(() => m.default);
      },
      () => setFailed(true),
    );
  };
  useEffect(() => {
    if (/[?&]uebung=/.test(location.search)) open(true);
  }, []);
  if (View) return <View {...props} fromLink={fromLink} />;
  return (
    <section class="insel uebungen" aria-label="Übungen">
      <p>{props.intro}</p>
      <button type="button" class="knopf" onClick={() => open(false)}>
        Übung starten
      </button>
      {failed && (
        <p class="hinweis fehler" role="alert">
          Die Übungen ließen sich nicht laden. Bist du offline? Versuch es gleich noch einmal.
        </p>
      )}
    </section>
  );
}
