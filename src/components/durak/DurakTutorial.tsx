/**
 * A guided Durak example. The scenario arrives as a prop from the MDX page
 * (`<DurakTutorial client:visible scenario={szenario('erster-angriff')} />`), so its data is in
 * the page's HTML and not in the JavaScript bundle.
 */
import type { Scenario } from '../../games/core/scenario';
import { durakTutorialMachine } from '../../games/durak/machine';
import type { DurakEvent, DurakLayout, DurakMove, DurakOptions, DurakState, DurakView } from '../../games/durak/types';
import { TutorialPlayer } from '../game/TutorialPlayer';
import DurakTable from './DurakTable';

export default function DurakTutorial({ scenario }: { scenario: Scenario<DurakLayout, DurakMove> }) {
  return (
    <TutorialPlayer<DurakState, DurakMove, DurakOptions, DurakLayout, DurakView, DurakEvent>
      scenario={scenario}
      machine={durakTutorialMachine}
      game="durak"
      basePath="/spiele/durak/"
      Table={DurakTable}
    />
  );
}
