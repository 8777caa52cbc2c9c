/**
 * A guided Bambuti example. The scenario arrives as a prop from the MDX page
 * (`<BambutiTutorial client:visible scenario={szenario('symmetrie')} />`), so its data is in the
 * page's HTML and not in the JavaScript bundle.
 */
import type { Scenario } from '../../games/core/scenario';
import { bambutiTutorialMachine } from '../../games/bambuti/machine';
import type { BambutiEvent, BambutiLayout, BambutiMove, BambutiOptions, BambutiState, BambutiView } from '../../games/bambuti/types';
import { TutorialPlayer } from '../game/TutorialPlayer';
import BambutiTable from './BambutiTable';

export default function BambutiTutorial({ scenario }: { scenario: Scenario<BambutiLayout, BambutiMove> }) {
  return (
    <TutorialPlayer<BambutiState, BambutiMove, BambutiOptions, BambutiLayout, BambutiView, BambutiEvent>
      scenario={scenario}
      machine={bambutiTutorialMachine}
      game="bambuti"
      basePath="/spiele/bambuti/"
      Table={BambutiTable}
    />
  );
}
