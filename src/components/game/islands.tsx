/**
 * The two islands of a game page, built from the game's parts: `tutorialIsland` (a guided example;
 * the scenario arrives as a prop from the MDX page, so its data is in the page's HTML and not in
 * the JavaScript bundle) and `freePlayIsland` (free play, no props). A game's `<Spiel>Tutorial.tsx`
 * and `<Spiel>FreePlay.tsx` only name their parts.
 */
import type { Scenario } from '../../games/core/scenario';
import type { BaseEvent, BaseMove, BaseView } from '../../games/core/types';
import { FreePlayShell, type FreePlayShellProps } from './FreePlayShell';
import { IdScopeProvider } from './ids';
import { TutorialPlayer, type TutorialPlayerProps } from './TutorialPlayer';

/** The page of a game: /spiele/<game>/ (links use it until the browser tells the real path). */
const pageOf = (game: string) => `/spiele/${game}/`;

export function tutorialIsland<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  parts: Omit<TutorialPlayerProps<S, M, O, L, V, E>, 'scenario' | 'basePath'>,
) {
  return function Tutorial({ scenario }: { scenario: Scenario<L, M, S> }) {
    return (
      <IdScopeProvider scope={`${parts.game}-${scenario.id}`}>
        <TutorialPlayer<S, M, O, L, V, E> {...parts} scenario={scenario} basePath={pageOf(parts.game)} />
      </IdScopeProvider>
    );
  };
}

export function freePlayIsland<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  parts: Omit<FreePlayShellProps<S, M, O, L, V, E>, 'basePath'>,
) {
  return function FreePlay() {
    return (
      <IdScopeProvider scope={`${parts.game}-frei`}>
        <FreePlayShell<S, M, O, L, V, E> {...parts} basePath={pageOf(parts.game)} />
      </IdScopeProvider>
    );
  };
}
