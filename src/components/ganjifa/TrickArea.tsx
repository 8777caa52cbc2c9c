/**
 * The middle of the Ganjifa table: the current trick (each card where its player sits – Bernd
 * left, Anna right, you below – and in play order for screen readers), or, between tricks, the last
 * trick with its winner, which stays until the next card is led; a Dukal-Sequenz with the discards
 * of both opponents face up (G13), and after it the whole catch.
 */
import Card from './GanjifaCard';
import type { Seat } from '../../games/core/types';
import { cardName } from '../../games/ganjifa/cards';
import { ganjifaPlay } from '../../games/ganjifa/page';
import type { GanjifaState, LastTrick, Placed } from '../../games/ganjifa/types';
import { discardText, discardsLeft, dukalTitle, lastTrickText } from './ganjifa-ui';

const SIDE = ['du', 'rechts', 'links'] as const;

function who(names: string[], seat: Seat): string {
  return names[seat] ?? '';
}

/** Three cards where their players sit; `winner` marks the card that took the trick. */
function Trick({ cards, names, label, winner }: { cards: Placed[]; names: string[]; label: string; winner: Seat | null }) {
  return (
    <ol class={'stich' + (winner !== null ? ' stich-vorbei' : '')} aria-label={label}>
      {cards.map((p, i) => (
        <li key={p.card} class={'stich-platz stich-' + SIDE[p.seat] + (p.seat === winner ? ' stich-sieger' : '')}>
          <span class="stich-name">
            {who(names, p.seat)}
            <span class="sr-only">: {cardName(p.card)}</span>
          </span>
          <Card id={p.card} size="normal" />
          {i === 0 && <span class="stich-marke">ausgespielt</span>}
          {p.seat === winner && <span class="stich-marke stich-marke-sieger">gewinnt</span>}
        </li>
      ))}
    </ol>
  );
}

/** A row of face-up cards (Dukal cards, discards). */
function Row({ cards, label }: { cards: readonly string[]; label: string }) {
  return (
    <ul class="dukal-reihe kartenreihe" aria-label={label}>
      {cards.map((c) => (
        <li key={c}>
          <span class="sr-only">{cardName(c)}</span>
          <Card id={c} size="normal" />
        </li>
      ))}
    </ul>
  );
}

/** A Dukal and the discards against it: on the table now, or just won (`done`). */
function DukalView({
  leader,
  dukal,
  discards,
  names,
  state,
}: {
  leader: Seat;
  dukal: readonly string[];
  discards: Placed[];
  names: string[];
  state: GanjifaState | null;
}) {
  const opponents = [(leader + 1) % 3, (leader + 2) % 3];
  return (
    <div class="dukal-flaeche">
      <p class="dukal-titel">
        {dukalTitle(names, leader)} ({dukal.length} Karten)
      </p>
      <Row cards={dukal} label={dukalTitle(names, leader)} />
      {opponents.map((seat) => {
        const mine = discards.filter((p) => p.seat === seat).map((p) => p.card);
        const left = state ? discardsLeft(state, seat) : 0;
        const du = seat === 0;
        const text =
          left === 0
            ? `${who(names, seat)} ${du ? 'hast' : 'hat'} ${dukal.length} Karten abgeworfen.`
            : state?.toAct === seat
              ? `${who(names, seat)} ${du ? 'wirfst' : 'wirft'} ab: ${mine.length} von ${dukal.length}, ${discardText(left)}.`
              : `${who(names, seat)} ${du ? 'wirfst' : 'wirft'} danach ${dukal.length} Karten ab.`;
        return (
          <div key={seat} class="dukal-abwurf">
            <p>{text}</p>
            {mine.length > 0 && <Row cards={mine} label={`Abgeworfen von ${who(names, seat)}`} />}
          </div>
        );
      })}
    </div>
  );
}

function LastDukal({ last, names }: { last: LastTrick; names: string[] }) {
  const m = last.cards.filter((p) => p.seat === last.winner).length;
  const dukal = last.cards.slice(0, m).map((p) => p.card);
  return <DukalView leader={last.winner} dukal={dukal} discards={last.cards.slice(m)} names={names} state={null} />;
}

export function TrickArea({ state, names }: { state: GanjifaState; names: string[] }) {
  const last = state.lastTrick;
  let body;
  if (state.dukal) {
    body = <DukalView leader={state.dukal.seat} dukal={state.dukal.cards} discards={state.discards} names={names} state={state} />;
  } else if (state.trick.length > 0) {
    body = <Trick cards={state.trick} names={names} label="Stich" winner={null} />;
  } else if (last) {
    body =
      last.kind === 'dukal' ? (
        <LastDukal last={last} names={names} />
      ) : (
        <Trick cards={last.cards} names={names} label="Letzter Stich" winner={last.winner} />
      );
  } else {
    body = <p class="flaeche-leer">{ganjifaPlay.isOver(state) ? 'Alle Karten sind gespielt.' : 'Noch liegt keine Karte.'}</p>;
  }
  // The last trick in words: below it while it lies there, or as a reminder once the next has begun.
  return (
    <div class="flaeche">
      {body}
      {last && (
        <p class="letzter-stich">
          {state.trick.length > 0 || state.dukal ? 'Letzter Stich: ' : ''}
          {lastTrickText(last, names)}
        </p>
      )}
    </div>
  );
}
