/**
 * The Durak machines with XState, a chunk of their own: loaded on the reader's first action in an
 * example, or when free play deals (issue 30; `useLazyActor`, `FreePlayShell`), tried again with a
 * fresh fetch after a failure (importAgain.ts).
 */
import { retrying } from '../site/importAgain';

export const loadMachine = retrying(() => import('../../games/durak/machine'));
