/**
 * Why „Tipp“ suggests a move in Durak: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts), as a German subordinate clause that follows „weil …“ („… weil du damit deinen
 * Trumpf sparst“). Its own module: the page loads it with the first „Tipp“ (kit.hintWhy).
 */
import type { CardId, Seat } from '../core/types';
import { cardsText, joinAnd, nameOf } from '../core/text';
import { BIG_TALON, THROW_MAX_BIG_TALON, cardsOf, knowledgeOf, noneBeats, planDefence, type Knowledge } from './bots';
import { beats, cardWithArticle, rankOf, suitOf, valueOf } from './cards';
import type { DurakMove, DurakView } from './types';

/** True when `card` is a trump of this game. */
function trumpIn(k: Knowledge, card: CardId): boolean {
  return suitOf(card) === k.trump;
}

/** „Anna die Pik Dame nicht schlagen kann“: nobody can say more when no card she may hold beats it. */
function unbeatableFor(k: Knowledge, seat: Seat, card: CardId, names: readonly string[]): string | null {
  if (k.stage === 'early' || !noneBeats(cardsOf(k, seat, false), card, k.trump)) return null;
  return `${nameOf(names, seat)} ${cardWithArticle(card, 'akk')} nicht schlagen kann`;
}

function whyAttack(k: Knowledge, card: CardId, names: readonly string[]): string | null {
  const { hand } = k.view;
  if (hand.length === 1) return 'das deine letzte Karte ist';
  const unbeatable = unbeatableFor(k, k.view.defender, card, names);
  if (unbeatable !== null) return unbeatable;
  if (trumpIn(k, card)) {
    if (hand.every((c) => trumpIn(k, c))) return 'du nur noch Trümpfe hast und das dein niedrigster ist';
    return k.stage === 'end' ? 'der Nachziehstapel leer ist und du deine Karten so schnell wie möglich loswerden willst' : null;
  }
  const plain = hand.filter((c) => !trumpIn(k, c));
  const lowest = Math.min(...plain.map(valueOf));
  const others = hand.filter((c) => c !== card && rankOf(c) === rankOf(card));
  const parts: string[] = [];
  if (valueOf(card) === lowest) parts.push(`${cardWithArticle(card, 'nom')} deine niedrigste Karte ohne Trumpf ist`);
  if (others.length > 0) parts.push(`du danach noch ${joinAnd(others.map((c) => cardWithArticle(c, 'akk')))} nachlegen kannst`);
  if (parts.length === 0) parts.push(`du ${cardWithArticle(card, 'akk')} gut entbehren kannst und deine Trümpfe behältst`);
  return parts.join(' und ');
}

function whyDefend(k: Knowledge, attack: CardId, card: CardId): string | null {
  const { hand } = k.view;
  const a = cardWithArticle(attack, 'akk');
  const c = cardWithArticle(card, 'nom');
  if (trumpIn(k, card)) {
    if (hand.some((x) => !trumpIn(k, x) && beats(x, attack, k.trump))) return null;
    return trumpIn(k, attack)
      ? `nur ein höherer Trumpf ${a} schlägt und ${c} der niedrigste ist, der das kann`
      : `nur ein Trumpf ${a} schlägt und ${c} dein niedrigster Trumpf ist`;
  }
  return hand.some((x) => trumpIn(k, x))
    ? `${c} ${a} schlägt und du deine Trümpfe sparst`
    : `${c} die niedrigste Karte ist, die ${a} schlägt`;
}

function whyTransfer(k: Knowledge, card: CardId, names: readonly string[]): string {
  const { view } = k;
  let receiver = view.seat;
  for (let i = 0; i < view.active.length; i++) {
    receiver = (receiver + 1) % view.active.length;
    if (view.active[receiver]) break;
  }
  return `du so ${cardWithArticle(card, 'akk')} loswirst und ${nameOf(names, receiver)} jetzt ${cardsText(view.table.length + 1)} abwehren muss`;
}

function whyTake(k: Knowledge): string {
  const open = k.view.table.filter((p) => p.defence === null);
  const plan = planDefence(k, open);
  if (plan === null) {
    const only = open[0];
    return open.length === 1 && only !== undefined
      ? `keine deiner Karten ${cardWithArticle(only.attack, 'akk')} schlägt`
      : 'du nicht alle offenen Karten schlagen kannst';
  }
  const trumps = plan.moves.map((m) => m.card).filter((c) => trumpIn(k, c));
  if (trumps.length > 0) return `du sonst ${joinAnd(trumps.map((c) => cardWithArticle(c, 'akk')))} opfern müsstest`;
  return 'dich die Abwehr mehr kosten würde, als die Karten aufzunehmen';
}

function whyThrowIn(k: Knowledge, card: CardId, names: readonly string[]): string {
  const unbeatable = unbeatableFor(k, k.view.defender, card, names);
  if (unbeatable !== null) return unbeatable;
  return `der Wert schon auf dem Tisch liegt und du ${cardWithArticle(card, 'akk')} gut entbehren kannst`;
}

function whyPass(k: Knowledge): string {
  const fitting = k.view.legal.flatMap((m) => (m.type === 'THROW_IN' ? [m.card] : []));
  if (fitting.every((c) => trumpIn(k, c))) return 'du nur Trümpfe nachlegen könntest und die besser behältst';
  if (k.view.talonCount >= BIG_TALON && fitting.every((c) => trumpIn(k, c) || valueOf(c) > THROW_MAX_BIG_TALON)) {
    return 'du nur hohe Karten nachlegen könntest, die du noch brauchst';
  }
  return 'du die passenden Karten noch brauchst';
}

/**
 * Why the heuristic bot (and so „Tipp“) chooses `move` at `view`: a German clause for „… weil
 * ‹clause›.“, e.g. „die Herz 10 die Herz 8 schlägt und du deine Trümpfe sparst“. `names` are the
 * seat names (names[view.seat] is the reader, 'Du'). Null when there is nothing useful to say.
 */
export function hintWhy(view: DurakView, move: DurakMove, names: readonly string[]): string | null {
  const k = knowledgeOf(view);
  switch (move.type) {
    case 'ATTACK':
      return whyAttack(k, move.card, names);
    case 'DEFEND':
      return whyDefend(k, move.attackCard, move.card);
    case 'TRANSFER':
      return whyTransfer(k, move.card, names);
    case 'TAKE':
      return whyTake(k);
    case 'THROW_IN':
      return whyThrowIn(k, move.card, names);
    case 'PASS':
      return whyPass(k);
  }
}
