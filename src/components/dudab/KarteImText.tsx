/**
 * A Dudab card inside the rules text (static, no hydration): the small picture of the engine
 * helper's DudabCard and the German card name beside it, so the card reads the same with and
 * without colour vision and with a screen reader. `bild` shows the picture alone and names it
 * (role="img") – for tables where only the digits and kinds matter.
 */
import Card from './DudabCard';
import { cardName } from '../../games/dudab/cards';
import './dudab.css';

export default function KarteImText({ id, bild = false }: { id: string; bild?: boolean }) {
  if (bild) {
    return (
      <span class="dudab-textkarte" role="img" aria-label={cardName(id)}>
        <Card id={id} size="klein" />
      </span>
    );
  }
  return (
    <span class="dudab-textkarte">
      <Card id={id} size="klein" />
      {cardName(id)}
    </span>
  );
}
