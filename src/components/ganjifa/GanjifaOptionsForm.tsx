/** Ganjifa's own settings: none to choose (loaded with the settings form when the reader opens it). */
import type { GanjifaOptions } from '../../games/ganjifa/types';
import type { OptionsFormProps } from '../game/FreePlayShell';

export default function GanjifaOptionsForm(_props: OptionsFormProps<GanjifaOptions>) {
  return <p class="einstellungen-info">Tag oder Nacht wählst du am Tisch, bevor gegeben wird.</p>;
}
