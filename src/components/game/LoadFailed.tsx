/**
 * A part of an island that did not load (its chunk, offline say): what is missing, said in German
 * as an alert, and „Noch einmal versuchen“. The free game's start (FreePlayShell, startChoice.ts),
 * its settings form and an example's link (TutorialPlayer) use it.
 */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <>
      <p role="alert">{text}</p>
      <button type="button" class="knopf" onClick={onRetry}>
        Noch einmal versuchen
      </button>
    </>
  );
}
