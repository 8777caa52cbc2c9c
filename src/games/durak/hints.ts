/**
 * Why „Tipp“ suggests a move in Durak: the rule of thumb behind the heuristic bot's choice
 * (./bots.ts), as a German subordinate clause that follows „weil …“ („… weil du damit deinen
 * Trumpf sparst“). Its own module: the page loads it with the first „Tipp“ (kit.hintWhy).
 */
import type { CardId, Seat } from '../core/types';
import { cardsText, joinAnd, nameOf } from '../core/text';
import { BIG_TALON, THROW_MAX_BIG_TALON, cardsOf, knowledgeOf, noneBeats, planDefence, type Knowledge } from './bots';
import { beats, cardWithArticle, rankOf, rankWithArticle, suitOf, valueOf } from './cards';
import type { DurakMove, DurakView, Pair } from './types';

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

/** The card a move puts on the table (attack, defence, throw-in, transfer), or null (Aufnehmen, Passen). */
const cardOf = (m: DurakMove): CardId | null => ('card' in m ? m.card : null);

/** The open attack cards on the table. */
const openCards = (table: readonly Pair[]): Pair[] => table.filter((p) => p.defence === null);

/** A card the reader keeps, in the accusative: „deinen Trumpf, die Kreuz 7,“ for a trump. */
const keptCard = (k: Knowledge, card: CardId): string =>
  trumpIn(k, card) ? `deinen Trumpf, ${cardWithArticle(card, 'akk')},` : cardWithArticle(card, 'akk');

/** The other cards of the hand with the rank of `card`. */
const partners = (hand: readonly CardId[], card: CardId): CardId[] => hand.filter((c) => c !== card && rankOf(c) === rankOf(card));

/**
 * What a move does with its card, as the rest of a clause after „du …“ („mit der Herz 9
 * angreifst“, „die Herz 8 mit dem Herz Buben schlägst“) or, with `infinitive`, after „statt …“
 * („die Herz 8 mit dem Herz Buben zu schlagen“); `dat` and `akk` are the card's phrase, declined.
 */
function doing(move: DurakMove, dat: string, akk: string, infinitive = false): string {
  const [attack, beat, throwIn, transfer] = infinitive
    ? ['anzugreifen', 'zu schlagen', 'nachzulegen', 'weiterzureichen']
    : ['angreifst', 'schlägst', 'nachlegst', 'weiterreichst'];
  switch (move.type) {
    case 'ATTACK':
      return `mit ${dat} ${attack}`;
    case 'DEFEND':
      return `${cardWithArticle(move.attackCard, 'akk')} mit ${dat} ${beat}`;
    case 'THROW_IN':
      return `${akk} ${throwIn}`;
    case 'TRANSFER':
      return `mit ${dat} ${transfer}`;
    default:
      return '';
  }
}

/**
 * Two moves that each put a card down, of one kind (attack, defence, throw-in or transfer): what
 * `best`'s card does that `made`'s does not — the defender cannot beat it, another card of its
 * rank can follow, no new rank for the others to throw in —, else which card each move gives up and
 * which it keeps (a trump or not, the lower or the higher).
 */
function cardVersusCard(k: Knowledge, best: DurakMove, b: CardId, made: DurakMove, m: CardId, names: readonly string[]): string | null {
  const { view } = k;
  if (best.type === 'ATTACK' || best.type === 'THROW_IN') {
    const unbeatable = unbeatableFor(k, view.defender, b, names);
    if (unbeatable !== null && unbeatableFor(k, view.defender, m, names) === null) {
      return `${unbeatable}, ${cardWithArticle(m, 'akk')} aber vielleicht schon`;
    }
  }
  if (best.type === 'ATTACK') {
    const more = partners(view.hand, b);
    if (more.length > 0 && partners(view.hand, m).length === 0) {
      return `du nach ${cardWithArticle(b, 'dat')} noch ${joinAnd(more.map((c) => cardWithArticle(c, 'akk')))} nachlegen kannst, nach ${cardWithArticle(m, 'dat')} nichts`;
    }
  }
  if (best.type === 'DEFEND' && made.type === 'DEFEND' && rankOf(b) !== rankOf(m)) {
    const onTable = (c: CardId) =>
      view.table.some((p) => rankOf(p.attack) === rankOf(c) || (p.defence !== null && rankOf(p.defence) === rankOf(c)));
    if (onTable(b) && !onTable(m)) {
      return (
        `schon ${rankWithArticle(rankOf(b), 'nom', 'unbestimmt')} auf dem Tisch liegt und ${cardWithArticle(b, 'nom')} so keinen neuen Wert ` +
        `zum Nachlegen bringt, ${cardWithArticle(m, 'nom')} aber schon`
      );
    }
  }
  if (best.type !== made.type || (best.type === 'DEFEND' && made.type === 'DEFEND' && best.attackCard !== made.attackCard)) {
    // Two different things to do (beat or pass on, beat this card or that one): name both.
    const instead = `statt ${doing(made, cardWithArticle(m, 'dat'), cardWithArticle(m, 'akk'), true)}`;
    return best.type === 'TRANSFER'
      ? `${whyTransfer(k, b, names)}, ${instead}`
      : `du ${doing(best, cardWithArticle(b, 'dat'), cardWithArticle(b, 'akk'))}, ${instead}`;
  }
  const tb = trumpIn(k, b);
  const tm = trumpIn(k, m);
  let bDat = cardWithArticle(b, 'dat');
  let bAkk = cardWithArticle(b, 'akk');
  let keep = cardWithArticle(m, 'akk');
  if (tm && !tb) keep = keptCard(k, m);
  else if (tb && !tm) {
    bDat += ', einem Trumpf,';
    bAkk += ', einen Trumpf,';
  } else if (valueOf(b) !== valueOf(m)) {
    const [bAdj, mAdj] = valueOf(b) < valueOf(m) ? ['niedriger', 'höher'] : ['höher', 'niedriger'];
    bDat = cardWithArticle(b, 'dat', 'bestimmt', bAdj);
    bAkk = cardWithArticle(b, 'akk', 'bestimmt', bAdj);
    keep = cardWithArticle(m, 'akk', 'bestimmt', mAdj);
  }
  return `du ${doing(best, bDat, bAkk)} und ${keep} behältst`;
}

/**
 * Why `best` is better than `made` (the analysis), about the difference of the two only: what
 * `best`'s card does that `made`'s does not, or which card each gives up and keeps (cardVersusCard);
 * taking instead of beating, beating or passing on instead of taking, passing instead of throwing
 * in and the other way round. Null when the two differ in nothing to name.
 */
function versus(k: Knowledge, best: DurakMove, made: DurakMove, names: readonly string[]): string | null {
  const b = cardOf(best);
  const m = cardOf(made);
  const defender = nameOf(names, k.view.defender);
  if (b !== null && m !== null)
    return b === m && best.type === made.type && best.type !== 'DEFEND' ? null : cardVersusCard(k, best, b, made, m, names);
  if (b === null && m !== null) {
    if (best.type === 'TAKE' && made.type === 'DEFEND') {
      const hopeless = planDefence(k, openCards(k.view.table)) === null ? 'ohnehin nicht alle offenen Karten schlagen kannst und ' : '';
      return `du ${hopeless}beim Aufnehmen ${keptCard(k, m)} behältst, statt damit ${cardWithArticle(made.attackCard, 'akk')} zu schlagen`;
    }
    if (best.type === 'TAKE' && made.type === 'TRANSFER')
      return `du beim Aufnehmen ${cardWithArticle(m, 'akk')} behältst, statt damit weiterzureichen`;
    if (best.type === 'PASS' && made.type === 'THROW_IN') {
      return `du ${keptCard(k, m)} für später behältst, statt ${defender} damit noch eine Karte zum Schlagen zu geben`;
    }
    return null;
  }
  if (b !== null && m === null) {
    if (made.type === 'TAKE') {
      const n = k.view.table.reduce((x, p) => x + (p.defence === null ? 1 : 2), 0);
      const lying = n === 1 ? 'die Karte' : `die ${cardsText(n)}`;
      if (best.type === 'TRANSFER') return `${whyTransfer(k, b, names)}, statt ${lying} aufzunehmen`;
      if (best.type === 'DEFEND')
        return `du ${doing(best, cardWithArticle(b, 'dat'), cardWithArticle(b, 'akk'))}, statt ${lying} vom Tisch aufzunehmen`;
    }
    if (made.type === 'PASS' && best.type === 'THROW_IN') {
      return (
        unbeatableFor(k, k.view.defender, b, names) ?? `du ${cardWithArticle(b, 'akk')} jetzt loswirst, solange ${defender} abwehren muss`
      );
    }
  }
  return null;
}

/**
 * Why the heuristic bot (and so „Tipp“) chooses `move` at `view`: a German clause for „… weil
 * ‹clause›.“, e.g. „die Herz 10 die Herz 8 schlägt und du deine Trümpfe sparst“. `names` are the
 * seat names (names[view.seat] is the reader, 'Du'). With `made` (the analysis: the move the reader
 * made instead) only a reason about the difference of the two moves (`versus`). Null when there
 * is nothing useful to say.
 */
export function hintWhy(view: DurakView, move: DurakMove, names: readonly string[], made?: DurakMove): string | null {
  const k = knowledgeOf(view);
  if (made) return versus(k, move, made, names);
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
