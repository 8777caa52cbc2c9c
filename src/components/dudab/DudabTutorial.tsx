/**
 * A guided Dudab example. The scenario arrives as a prop from the MDX page
 * (`<DudabTutorial client:visible scenario={szenario('ziffern-legen')} />`), so its data is in the
 * page's HTML and not in the JavaScript bundle.
 */
import type { Scenario } from '../../games/core/scenario';
import { dudabTutorialMachine } from '../../games/dudab/machine';
import type { DudabEvent, DudabLayout, DudabMove, DudabOptions, DudabState, DudabView } from '../../games/dudab/types';
import { TutorialPlayer } from '../game/TutorialPlayer';
import DudabTable from './DudabTable';

export default function DudabTutorial({ scenario }: { scenario: Scenario<DudabLayout, DudabMove> }) {
  return (
    <TutorialPlayer<DudabState, DudabMove, DudabOptions, DudabLayout, DudabView, DudabEvent>
      scenario={scenario}
      machine={dudabTutorialMachine}
      game="dudab"
      basePath="/spiele/dudab/"
      Table={DudabTable}
    />
  );
}
