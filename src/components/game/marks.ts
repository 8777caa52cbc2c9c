/**
 * „Übungen“: how a mark after „Prüfen“ is shown – on a hand card (Hand.tsx), on a place and on an
 * answer button (the exercise view) – as an icon and words, never colour alone.
 */
import type { AnswerMark } from '../../games/core/drills';

export const MARK_TEXT: Record<Exclude<AnswerMark, null>, [icon: string, words: string]> = {
  right: ['✓', 'richtig gewählt'],
  wrong: ['✗', 'falsch gewählt'],
  missed: ['!', 'fehlt'],
};
