/** Renders machine feedback and local notes; lives inside a polite live region of the shell. */
import type { Feedback } from './types';

/** A short lead word; the solved-step texts bring their own („Richtig: …“, „Gut so: …“). */
const LEAD: Record<Feedback['kind'], string> = {
  fehler: 'Nicht erlaubt:',
  falsch: 'Nicht ganz:',
  tipp: 'Tipp:',
  richtig: '',
};

export function FeedbackView({ feedback, note }: { feedback: Feedback | null; note: string | null }) {
  return (
    <div class="rueckmeldung" aria-live="polite">
      {note !== null && <p class="rm rm-notiz">{note}</p>}
      {note === null && feedback && (
        <p class={'rm rm-' + feedback.kind}>
          {LEAD[feedback.kind] && <strong>{LEAD[feedback.kind]} </strong>}
          {feedback.text}
          {feedback.kind === 'fehler' && feedback.rule && (
            <>
              {' '}
              <a href={'#' + feedback.rule}>Zur Regel</a>
            </>
          )}
        </p>
      )}
    </div>
  );
}
