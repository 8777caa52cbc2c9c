/** Renders machine feedback and local notes; lives inside a polite live region of the shell. */
import type { Feedback } from './types';

/** A short lead word; the solved-step texts bring their own („Richtig: …“, „Gut so: …“). */
const LEAD: Record<Feedback['kind'], string> = {
  illegal: 'Nicht erlaubt:',
  wrong: 'Nicht ganz:',
  hint: 'Tipp:',
  right: '',
};

/**
 * `answer` counts the answers in the current step: a repeated answer re-mounts the message (its
 * short entrance motion plays again) and, where there are tries (`countTries`, the examples), says
 * which try it is, so a second wrong try visibly answers again. Free play has no tries: there the
 * message only re-appears.
 */
export function FeedbackView({
  feedback,
  note,
  answer = 0,
  countTries = true,
}: {
  feedback: Feedback | null;
  note: string | null;
  answer?: number;
  countTries?: boolean;
}) {
  const again = countTries && answer > 1 && feedback !== null && (feedback.kind === 'illegal' || feedback.kind === 'wrong');
  return (
    <div class="rueckmeldung" aria-live="polite">
      {note !== null && <p class="rm rm-notiz">{note}</p>}
      {note === null && feedback && (
        <p key={answer} class={'rm rm-' + feedback.kind}>
          {again && <span class="rm-versuch">{answer}. Versuch – </span>}
          {LEAD[feedback.kind] && <strong>{LEAD[feedback.kind]} </strong>}
          {feedback.text}
          {feedback.kind === 'illegal' && feedback.rule && (
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
