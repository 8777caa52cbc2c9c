/**
 * A guided Ganjifa example. The scenario arrives as a prop from the MDX page
 * (`<GanjifaTutorial client:visible scenario={szenario('blank')} />`), so its data is in the
 * page's HTML and not in the JavaScript bundle.
 */
import type { Scenario } from '../../games/core/scenario';
import type { GanjifaEvent, GanjifaLayout, GanjifaMove, GanjifaOptions, GanjifaState, GanjifaView } from '../../games/ganjifa';
import { ganjifaTutorialMachine } from '../../games/ganjifa/machine';
import { TutorialPlayer } from '../game/TutorialPlayer';
import GanjifaTable from './GanjifaTable';

export default function GanjifaTutorial({ scenario }: { scenario: Scenario<GanjifaLayout, GanjifaMove> }) {
  return (
    <TutorialPlayer<GanjifaState, GanjifaMove, GanjifaOptions, GanjifaLayout, GanjifaView, GanjifaEvent>
      scenario={scenario}
      machine={ganjifaTutorialMachine}
      game="ganjifa"
      basePath="/spiele/ganjifa/"
      Table={GanjifaTable}
    />
  );
}
