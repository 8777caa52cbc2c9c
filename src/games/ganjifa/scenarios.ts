/**
 * The guided Ganjifa examples („Beispiele“) of the rules page (shared/rules/ganjifa.md §12): hand-made
 * positions with scripted opponents and the reader's decisive moves. Each scenario sits next to the
 * rules paragraph named by `rule`; together they show every item of §12:
 *
 *   karten-lesen          §12.1  the 1 is the best number in the first five suits, the 10 in the last five
 *   tag-und-nacht         §12.2  choosing Tag, the Rama Raja opens, followers with and without Rama
 *   bedienen              §12.3  follow suit (no trumping while you can), a low card is allowed
 *   blank                 §12.4  blank in Varaha: every trump or the next held suit, nothing else
 *   von-kalki-zu-matsya   §12.4  the search wraps from Kalki to Matsya and skips suits you do not hold
 *   wer-gewinnt           §12.5  a trump beats a Raja; 1 beats 3 in a first-five suit; N never wins
 *   dukal                 §12.6  Raja + Mantri + 3-4-5, the discards, 15 cards, a shared win
 *   wertung               §12.7  the last tricks, counting to 120, a tie at the top
 *
 * Seats: 0 = du, 1 = Anna (to your right), 2 = Bernd (to your left); play runs 0 → 1 → 2
 * (counterclockwise). Every move here must be legal at its point; tests/unit/ganjifa/scenarios.test.ts
 * replays them all. Texts are German, du-form, with the glossary terms of spec §13.
 */
import { ANNA, BERND, DU, ZU_DRITT, scenarioById, type Scenario } from '../core/scenario';
import type { CardId } from '../core/types';
import type { GanjifaLayout, GanjifaMove, GanjifaState } from './types';
import { ganjifa } from './rules';

type GanjifaScenario = Scenario<GanjifaLayout, GanjifaMove, GanjifaState>;

/** A compact way to write hands: cards('KUR 1 9 10', 'PAR 9') → KUR-1, KUR-9, KUR-10, PAR-9. */
function cards(...groups: string[]): CardId[] {
  return groups.flatMap((g) => {
    const [suit, ...ranks] = g.trim().split(/\s+/);
    return ranks.map((r) => `${suit}-${r}`);
  });
}

const lead = (seat: number, card: CardId): GanjifaMove => ({ type: 'LEAD', seat, card });
const play = (seat: number, card: CardId): GanjifaMove => ({ type: 'PLAY', seat, card });
const discard = (seat: number, card: CardId): GanjifaMove => ({ type: 'DISCARD', seat, card });

// ---------------------------------------------------------------------------------------------

const kartenLesen: GanjifaScenario = {
  id: 'karten-lesen',
  title: 'Welche Zahl ist hoch?',
  rule: 'karten',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [cards('KUR 1 9 10', 'PAR 1 9'), cards('KUR 3', 'PAR 2', 'BUD 1 2 3'), cards('KUR 5', 'PAR 4', 'KAL 1 2 3')],
    leader: ANNA,
  },
  steps: [
    {
      kind: 'info',
      text: 'Tag, Rama ist Trumpf, und mitten im Geben. In jeder Farbe sind Raja und Mantri die höchsten Karten. Bei den Zahlen kommt es auf die Farbe an: In den ersten fünf Farben, Matsya bis Vamana, ist die 1 die stärkste Zahl und die 10 die schwächste. In den letzten fünf, Parashurama bis Kalki, ist es umgekehrt.',
    },
    {
      kind: 'auto',
      text: 'Anna spielt die Kurma 3 aus. Kurma ist die zweite Farbe, gehört also zu den ersten fünf.',
      move: lead(ANNA, 'KUR-3'),
    },
    {
      kind: 'auto',
      text: 'Bernd bedient mit der Kurma 5. Die 5 ist in Kurma schwächer als die 3 – Anna liegt vorn.',
      move: play(BERND, 'KUR-5'),
    },
    {
      kind: 'expect',
      text: 'Du hast die Kurma 1, 9 und 10. Gewinne den Stich.',
      move: play(DU, 'KUR-1'),
      hint: 'Denk an die umgekehrte Reihenfolge der ersten fünf Farben: Welche deiner Zahlen ist dort die stärkste?',
      done: 'Richtig: In Kurma schlägt die 1 jede andere Zahl, also auch Annas 3. Der Stich gehört dir, und du spielst als Nächstes aus.',
      wrong: [
        { when: { card: 'KUR-10' }, text: 'Die 10 ist in den ersten fünf Farben die schwächste Zahl – sie verliert gegen Annas 3.' },
        { when: { card: 'KUR-9' }, text: 'Die 9 ist in Kurma fast die schwächste Zahl und verliert gegen Annas 3.' },
      ],
    },
    {
      kind: 'expect',
      text: 'Jetzt spielst du aus. Spiel die Parashurama-Karte aus, die den Stich gewinnt. Anna und Bernd haben beide noch eine kleine Parashurama-Karte.',
      move: lead(DU, 'PAR-9'),
      hint: 'Parashurama ist die sechste Farbe. Dort zählen die Zahlen wieder ganz normal.',
      done: 'Genau: In den letzten fünf Farben ist die 10 die stärkste Zahl und die 1 die schwächste. Deine 9 ist hier stark.',
      wrong: [
        {
          when: { card: 'PAR-1' },
          text: 'In Parashurama, einer der letzten fünf Farben, ist die 1 die schwächste Zahl. Damit gewinnst du keinen Stich.',
        },
        {
          when: { type: 'LEAD' },
          text: 'Das darfst du ausspielen, aber hier geht es um Parashurama. Welche deiner beiden Parashurama-Karten ist dort stark?',
        },
      ],
    },
    { kind: 'auto', text: 'Anna bedient mit der Parashurama 2.', move: play(ANNA, 'PAR-2') },
    { kind: 'auto', text: 'Bernd bedient mit der Parashurama 4. Deine 9 ist höher als beide.', move: play(BERND, 'PAR-4') },
    {
      kind: 'info',
      text: 'Zwei Stiche, zwei Richtungen: In Kurma gewann die 1, in Parashurama die 9. Merke dir die Grenze zwischen Vamana (5.) und Parashurama (6.) – auch Rama und Krishna, aus denen der Trumpf gewählt wird, gehören zu den letzten fünf, dort ist die 10 hoch.',
    },
  ],
};

// The complete deal of „tag-und-nacht“: 40 cards each, written per suit. You hold no Rama card.
const DEAL_HANDS: CardId[][] = [
  cards(
    'MAT 1 2 3 4',
    'KUR 5 6 7 8',
    'VAR 9 10 M R',
    'NAR 1 3 5 7 9',
    'VAM 2 4 6 8 10',
    'PAR 1 2 3 M R',
    'KRI 2 5 9 M',
    'BUD 1 2 3 4',
    'KAL 1 2 3 4 5',
  ),
  cards(
    'MAT 5 6 7 8',
    'KUR 9 10 M R',
    'VAR 1 2 3 4',
    'NAR 2 4 6 8',
    'VAM 1 3 5',
    'PAR 4 5 6 7',
    'RAM 2 5 9 10 M R',
    'KRI 1 3 4 6',
    'BUD 5 6 7',
    'KAL 6 7 8 9',
  ),
  cards(
    'MAT 9 10 M R',
    'KUR 1 2 3 4',
    'VAR 5 6 7 8',
    'NAR 10 M R',
    'VAM 7 9 M R',
    'PAR 8 9 10',
    'RAM 1 3 4 6 7 8',
    'KRI 7 8 10 R',
    'BUD 8 9 10 M R',
    'KAL 10 M R',
  ),
];

const tagUndNacht: GanjifaScenario = {
  id: 'tag-und-nacht',
  title: 'Tag wählen und der Eröffnungsstich',
  rule: 'eroeffnungsstich',
  names: ZU_DRITT,
  layout: { hands: DEAL_HANDS, dealer: BERND },
  steps: [
    {
      kind: 'info',
      text: 'Ein neues Geben beginnt. Bevor Bernd austeilt, wählst du Tag oder Nacht: Bei Tag ist Rama Trumpf, bei Nacht Krishna. Die Wahl gilt für das ganze Geben.',
    },
    {
      kind: 'expect',
      text: 'Wähle für dieses Beispiel den Tag.',
      move: { type: 'CHOOSE_PERIOD', seat: DU, period: 'day' },
      hint: 'Bei Tag ist Rama Trumpf – das ist die siebte Farbe mit Pfeil und Bogen.',
      done: 'Tag ist gewählt, Rama ist Trumpf. Jetzt gibt Bernd jedem 40 Karten, in Viererpaketen gegen den Uhrzeigersinn. Anna hat den Rama Raja bekommen.',
      wrong: [
        {
          when: { type: 'CHOOSE_PERIOD', period: 'night' },
          text: 'Nacht darfst du wählen – dann wäre Krishna Trumpf. Dieses Beispiel zeigt aber den Tag.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Wer den Raja der Trumpffarbe hält, eröffnet das Geben damit – allein, ohne eine zweite Karte. Anna spielt den Rama Raja aus.',
      move: lead(ANNA, 'RAM-R'),
    },
    {
      kind: 'auto',
      text: 'Bernd hat Rama-Karten und muss bedienen. Er gibt seine kleinste, die Rama 1.',
      move: play(BERND, 'RAM-1'),
    },
    {
      kind: 'expect',
      text: 'Du hast keine einzige Rama-Karte. Dann gilt: Trumpf oder die nächste Farbe, die du hältst. Einen Trumpf hast du nicht, und gleich nach Rama kommt Krishna. Spiel eine deiner Krishna-Karten – welche, darfst du wählen.',
      move: play(DU, 'KRI-2'),
      alsoOk: [play(DU, 'KRI-5'), play(DU, 'KRI-9'), play(DU, 'KRI-M')],
      hint: 'Die Avatar-Reihenfolge nach Rama: Krishna, Buddha, Kalki, … Nimm die erste Farbe, von der du Karten hast.',
      done: 'Richtig: Krishna ist die nächste Farbe, die du hältst. Gewinnen kann sie hier nicht – der Stich gehört Annas Raja, und am klügsten gibst du eine kleine Karte.',
    },
    {
      kind: 'info',
      text: 'Anna gewinnt den Eröffnungsstich und spielt als Nächste wieder aus. Ab jetzt darf jeder, der ausspielt, jede Karte wählen – oder eine Dukal-Sequenz.',
    },
  ],
};

const bedienen: GanjifaScenario = {
  id: 'bedienen',
  title: 'Bedienen',
  rule: 'bedienen',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [cards('NAR 2 9', 'RAM 3', 'MAT 5'), cards('NAR 5 M', 'KUR 1 2'), cards('NAR 4 10', 'BUD 1 2')],
    leader: ANNA,
  },
  steps: [
    {
      kind: 'auto',
      text: 'Tag, Rama ist Trumpf. Anna spielt den Narasimha Mantri aus – nach dem Raja die zweithöchste Narasimha-Karte.',
      move: lead(ANNA, 'NAR-M'),
    },
    { kind: 'auto', text: 'Bernd bedient mit der Narasimha 10.', move: play(BERND, 'NAR-10') },
    {
      kind: 'expect',
      text: 'Du hast die Narasimha 2 und 9, einen Trumpf und eine Matsya. Den Mantri schlägst du mit keiner Narasimha-Karte. Probier ruhig, ob du stechen darfst – und gib dann die schwächere Narasimha-Karte zu.',
      move: play(DU, 'NAR-9'),
      hint: 'Wer die ausgespielte Farbe hat, muss sie bedienen. Narasimha gehört zu den ersten fünf Farben: Welche Zahl ist dort schwach?',
      done: 'Richtig: Du musst Narasimha bedienen, aber niemand verlangt, dass du den Mantri schlägst. Die 9 ist in Narasimha schwach – die starke 2 hebst du dir auf.',
      wrong: [
        {
          when: { card: 'NAR-2' },
          text: 'Das darfst du, aber die Narasimha 2 schlägt den Mantri auch nicht. Sie ist deine stärkere Narasimha-Karte – gib lieber die schwächere.',
        },
      ],
    },
    { kind: 'auto', text: 'Anna gewinnt den Stich und spielt die Narasimha 5 aus.', move: lead(ANNA, 'NAR-5') },
    {
      kind: 'auto',
      text: 'Bernd bedient mit der Narasimha 4. In Narasimha ist die 4 stärker als die 5 – Bernd liegt vorn.',
      move: play(BERND, 'NAR-4'),
    },
    {
      kind: 'expect',
      text: 'Du hast nur noch eine Narasimha-Karte. Spiel sie.',
      move: play(DU, 'NAR-2'),
      hint: 'Solange du die ausgespielte Farbe hast, musst du sie bedienen – auch mit deiner letzten Karte dieser Farbe.',
      done: 'Die Narasimha 2 ist stärker als Bernds 4 und Annas 5: Der Stich gehört dir.',
    },
    {
      kind: 'info',
      text: 'Bedienen heißt: die ausgespielte Farbe zugeben, solange du sie hast – mit einer beliebigen Karte dieser Farbe, hoch oder niedrig. Stechen darfst du erst, wenn du in der Farbe blank bist. Du spielst jetzt aus.',
    },
  ],
};

const blank: GanjifaScenario = {
  id: 'blank',
  title: 'Blank: Trumpf oder nächste Farbe',
  rule: 'blank',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [cards('NAR 3 6', 'VAM R', 'RAM 1 8', 'KAL 10'), cards('VAR 4', 'BUD 1 2 3 4 5'), cards('VAR 2', 'KUR 1 2 3 4 5')],
    leader: ANNA,
  },
  steps: [
    { kind: 'auto', text: 'Tag, Rama ist Trumpf. Anna spielt die Varaha 4 aus.', move: lead(ANNA, 'VAR-4') },
    {
      kind: 'auto',
      text: 'Bernd bedient mit der Varaha 2 – in Varaha ist die 2 stärker als die 4, Bernd liegt vorn.',
      move: play(BERND, 'VAR-2'),
    },
    {
      kind: 'info',
      text: 'Du hast keine Varaha-Karte, du bist in Varaha blank. Dann darfst du wählen: jeden Trumpf, den du hast, oder jede Karte der nächsten Farbe, die du in Avatar-Reihenfolge hältst. Nach Varaha kommt Narasimha – die hast du. Erlaubt sind also Rama 1, Rama 8, Narasimha 3 und Narasimha 6. Vamana und Kalki nicht.',
    },
    {
      kind: 'expect',
      text: 'Gewinne den Stich so billig wie möglich. Probier ruhig auch den Vamana Raja.',
      move: play(DU, 'RAM-1'),
      hint: 'Eine Karte der nächsten Farbe gewinnt nie, ein Trumpf schon. Welcher Trumpf genügt?',
      done: 'Richtig: Schon die Rama 1 sticht alles, was kein Trumpf ist. Deine Rama 8 bleibt dir für später.',
      wrong: [
        { when: { card: 'RAM-8' }, text: 'Die Rama 8 gewinnt auch – aber du gibst einen hohen Trumpf her, wo die Rama 1 genügt.' },
        {
          when: { type: 'PLAY' },
          text: 'Das ist erlaubt, gewinnt aber nicht: Eine Karte der nächsten Farbe zählt im Stich nie, ganz gleich wie hoch. Der Stich ginge an Bernd.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Der Stich gehört dir. Merke: Wer blank ist, wählt frei zwischen Trumpf und nächster Farbe – er muss nicht stechen. Andere Farben sind tabu, auch wenn sie höher wären.',
    },
  ],
};

const vonKalkiZuMatsya: GanjifaScenario = {
  id: 'von-kalki-zu-matsya',
  title: 'Von Kalki zurück zu Matsya',
  rule: 'blank',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [cards('MAT 7', 'KUR 1 6', 'BUD R'), cards('KAL 2 M', 'VAR 1 2'), cards('KAL 3 4', 'NAR 1 2')],
    leader: ANNA,
  },
  steps: [
    {
      kind: 'auto',
      text: 'Alle Trümpfe sind schon gespielt. Anna spielt den Kalki Mantri aus. Kalki ist die letzte der zehn Farben.',
      move: lead(ANNA, 'KAL-M'),
    },
    { kind: 'auto', text: 'Bernd bedient mit der Kalki 3.', move: play(BERND, 'KAL-3') },
    {
      kind: 'expect',
      text: 'Du hast kein Kalki und keinen Trumpf. Welche Farbe ist jetzt die nächste? Versuch es ruhig mit dem Buddha Raja.',
      move: play(DU, 'MAT-7'),
      hint: 'Die Avatar-Reihenfolge ist ein Kreis: Nach Kalki geht es wieder bei Matsya los.',
      done: 'Richtig: Nach Kalki kommt wieder Matsya, und eine Matsya-Karte hast du. Buddha kommt erst ganz am Ende der Suche.',
    },
    { kind: 'auto', text: 'Anna gewinnt und spielt die Kalki 2 aus.', move: lead(ANNA, 'KAL-2') },
    { kind: 'auto', text: 'Bernd bedient mit der Kalki 4.', move: play(BERND, 'KAL-4') },
    {
      kind: 'expect',
      text: 'Wieder Kalki. Diesmal hast du auch kein Matsya mehr. Spiel eine Karte der nächsten Farbe, die du hältst.',
      move: play(DU, 'KUR-1'),
      alsoOk: [play(DU, 'KUR-6')],
      hint: 'Nach Kalki kommt Matsya, nach Matsya kommt Kurma.',
      done: 'Genau: Matsya hast du nicht, also geht die Suche weiter zu Kurma. Farben, die du nicht hältst, werden einfach übersprungen.',
    },
    {
      kind: 'info',
      text: 'Bernds Kalki 4 gewinnt den Stich, denn die nächste Farbe zählt nie. Merke: Die Suche läuft von der ausgespielten Farbe im Kreis weiter – Kalki, Matsya, Kurma, … – bis zur ersten Farbe, die du hältst.',
    },
  ],
};

const werGewinnt: GanjifaScenario = {
  id: 'wer-gewinnt',
  title: 'Wer gewinnt den Stich?',
  rule: 'wer-gewinnt',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [
      cards('MAT 1 10', 'KUR 3 9', 'VAR 10'),
      cards('MAT 7', 'KUR R', 'NAR R', 'BUD 1 2'),
      cards('MAT 3', 'VAR 9', 'RAM 2', 'KAL 1 2'),
    ],
    leader: ANNA,
  },
  steps: [
    { kind: 'auto', text: 'Tag, Rama ist Trumpf. Anna spielt den Kurma Raja aus, die höchste Kurma-Karte.', move: lead(ANNA, 'KUR-R') },
    {
      kind: 'auto',
      text: 'Bernd hat kein Kurma und sticht mit der Rama 2. Ein Trumpf schlägt jede Karte einer anderen Farbe – auch einen Raja.',
      move: play(BERND, 'RAM-2'),
    },
    {
      kind: 'expect',
      text: 'Du musst Kurma bedienen, gewinnen kannst du nicht. Gib die Kurma-Karte, die dich am wenigsten kostet.',
      move: play(DU, 'KUR-9'),
      hint: 'Kurma gehört zu den ersten fünf Farben. Welche deiner beiden Zahlen ist dort schwächer?',
      done: 'Richtig: Die 9 ist in Kurma schwächer als die 3. Bernds kleiner Trumpf gewinnt den Stich gegen den Raja.',
      wrong: [{ when: { card: 'KUR-3' }, text: 'Die Kurma 3 verliert genauso gegen den Trumpf – und sie ist deine stärkere Kurma-Karte.' }],
    },
    { kind: 'auto', text: 'Bernd spielt die Matsya 3 aus.', move: lead(BERND, 'MAT-3') },
    {
      kind: 'expect',
      text: 'Du hast die Matsya 1 und die Matsya 10. Gewinne den Stich.',
      move: play(DU, 'MAT-1'),
      hint: 'Ohne Trumpf gewinnt die stärkste Karte der ausgespielten Farbe. In den ersten fünf Farben ist die 1 die stärkste Zahl.',
      done: 'Richtig: Die 1 schlägt die 3. Die Matsya Raja und Mantri sind schon gespielt – Anna kann dich nicht mehr überbieten.',
      wrong: [{ when: { card: 'MAT-10' }, text: 'Die 10 ist in Matsya die schwächste Zahl. Sie verliert gegen Bernds 3.' }],
    },
    { kind: 'auto', text: 'Anna bedient mit der Matsya 7. Der Stich gehört dir.', move: play(ANNA, 'MAT-7') },
    {
      kind: 'expect',
      text: 'Du spielst aus. Spiel für dieses Beispiel die Varaha 10 aus und schau, was passiert.',
      move: lead(DU, 'VAR-10'),
      hint: 'Die Varaha 10 ist deine letzte Varaha-Karte.',
      done: 'Die Varaha 10 liegt. Sie ist die schwächste Varaha-Zahl – mal sehen, wer sie schlägt.',
      wrong: [{ when: { type: 'LEAD' }, text: 'Diese Karte darfst du ausspielen. Für dieses Beispiel spiel bitte die Varaha 10 aus.' }],
    },
    {
      kind: 'auto',
      text: 'Anna hat kein Varaha und keinen Trumpf. Sie spielt die nächste Farbe, die sie hält: den Narasimha Raja.',
      move: play(ANNA, 'NAR-R'),
    },
    {
      kind: 'auto',
      text: 'Bernd bedient mit der Varaha 9. Sie ist stärker als deine 10 – und Annas Raja zählt nicht mit.',
      move: play(BERND, 'VAR-9'),
    },
    {
      kind: 'info',
      text: 'Bernd gewinnt mit der Varaha 9. Merke: Liegt ein Trumpf im Stich, gewinnt der höchste Trumpf. Sonst gewinnt die stärkste Karte der ausgespielten Farbe. Karten einer anderen Farbe gewinnen nie, nicht einmal ein Raja.',
    },
  ],
};

const DUKAL_CARDS = cards('VAM 3 4 5 M R');

const dukal: GanjifaScenario = {
  id: 'dukal',
  title: 'Eine Dukal-Sequenz',
  rule: 'dukal',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [DUKAL_CARDS, cards('KAL 2 7', 'BUD 4', 'MAT 8 M'), cards('KUR 5 6', 'PAR 1', 'NAR 9', 'RAM 6')],
    leader: DU,
    captured: [30, 45, 30],
  },
  steps: [
    {
      kind: 'info',
      text: 'Fünf Karten hat jeder noch. Du hast 30 Karten erbeutet, Anna 45, Bernd 30. Du spielst aus und hältst in Vamana Raja, Mantri, 3, 4 und 5. Raja, Mantri und mindestens drei aufeinanderfolgende Zahlen einer Farbe bilden eine Dukal-Sequenz. Raja, Mantri, 3, 4, 6 wäre keine (die 5 fehlt), Raja, 3, 4, 5, 6 auch nicht (der Mantri fehlt).',
    },
    {
      kind: 'expect',
      text: 'Spiel die Dukal-Sequenz aus: Wähle nacheinander alle fünf Vamana-Karten – mit der fünften liegt das Dukal auf dem Tisch.',
      move: { type: 'LEAD_DUKAL', seat: DU, cards: DUKAL_CARDS },
      hint: 'Ein Dukal wird wie eine einzige Ausspielung gespielt, nur mit mehreren Karten. Alle fünf Vamana-Karten gehören dazu.',
      done: 'Das Dukal liegt offen. Es gewinnt von selbst: Anna und Bernd müssen je fünf Karten abwerfen, beliebige, ohne zu bedienen.',
      wrong: [
        {
          when: { type: 'LEAD' },
          text: 'Eine einzelne Karte holt dir höchstens einen Stich mit drei Karten. Mit der ganzen Dukal-Sequenz bekommst du fünfzehn.',
        },
      ],
    },
    { kind: 'auto', text: 'Anna wirft ab – zuerst die Kalki 2. Sie muss kein Vamana geben.', move: discard(ANNA, 'KAL-2') },
    { kind: 'auto', text: 'Anna wirft die Kalki 7 ab.', move: discard(ANNA, 'KAL-7') },
    { kind: 'auto', text: 'Anna wirft die Buddha 4 ab.', move: discard(ANNA, 'BUD-4') },
    { kind: 'auto', text: 'Anna wirft die Matsya 8 ab.', move: discard(ANNA, 'MAT-8') },
    { kind: 'auto', text: 'Anna wirft den Matsya Mantri ab – das waren fünf. Jetzt ist Bernd dran.', move: discard(ANNA, 'MAT-M') },
    { kind: 'auto', text: 'Bernd wirft die Kurma 5 ab.', move: discard(BERND, 'KUR-5') },
    { kind: 'auto', text: 'Bernd wirft die Kurma 6 ab.', move: discard(BERND, 'KUR-6') },
    { kind: 'auto', text: 'Bernd wirft die Parashurama 1 ab.', move: discard(BERND, 'PAR-1') },
    { kind: 'auto', text: 'Bernd wirft die Narasimha 9 ab.', move: discard(BERND, 'NAR-9') },
    {
      kind: 'auto',
      text: 'Bernd wirft die Rama 6 ab – auch ein Trumpf hilft gegen ein Dukal nicht. Du nimmst alle fünfzehn Karten.',
      move: discard(BERND, 'RAM-6'),
    },
    {
      kind: 'info',
      text: 'Alle Hände sind leer, das Geben ist vorbei. Du hast jetzt 45 Karten, Anna 45, Bernd 30 – zusammen 120. Du und Anna habt gleich viele: Ihr teilt euch den Sieg.',
    },
  ],
};

const wertung: GanjifaScenario = {
  id: 'wertung',
  title: 'Die letzten Stiche und die Wertung',
  rule: 'wertung',
  names: ZU_DRITT,
  layout: {
    period: 'day',
    hands: [cards('RAM 3', 'KUR R'), cards('BUD 5', 'KUR 4'), cards('BUD 2', 'VAM 2')],
    leader: ANNA,
    captured: [36, 42, 36],
  },
  steps: [
    {
      kind: 'info',
      text: 'Noch zwei Stiche. Erbeutet hast du 36 Karten, Anna 42, Bernd 36. Jede Karte zählt einen Punkt, egal ob Raja oder Zahl. Von den Trümpfen ist nur noch deine Rama 3 im Spiel.',
    },
    { kind: 'auto', text: 'Anna spielt die Buddha 5 aus.', move: lead(ANNA, 'BUD-5') },
    { kind: 'auto', text: 'Bernd bedient mit der Buddha 2.', move: play(BERND, 'BUD-2') },
    {
      kind: 'expect',
      text: 'Du bist in Buddha blank. Gewinne den Stich.',
      move: play(DU, 'RAM-3'),
      hint: 'Erlaubt sind dein Trumpf und die nächste Farbe, die du hältst. Welche von beiden kann gewinnen?',
      done: 'Richtig: Dein Trumpf sticht. Du hast jetzt 39 Karten und spielst aus.',
      wrong: [
        {
          when: { card: 'KUR-R' },
          text: 'Den Kurma Raja darfst du spielen – Kurma ist nach Buddha die nächste Farbe, die du hältst. Aber eine Karte der nächsten Farbe gewinnt nie, auch kein Raja.',
        },
      ],
    },
    {
      kind: 'expect',
      text: 'Spiel deine letzte Karte aus.',
      move: lead(DU, 'KUR-R'),
      hint: 'Du hast nur noch den Kurma Raja.',
      done: 'Der Kurma Raja ist die höchste Kurma-Karte, und Trümpfe hat niemand mehr.',
    },
    { kind: 'auto', text: 'Anna bedient mit der Kurma 4.', move: play(ANNA, 'KUR-4') },
    {
      kind: 'auto',
      text: 'Bernd hat kein Kurma und keinen Trumpf. Er spielt die nächste Farbe, die er hält: die Vamana 2.',
      move: play(BERND, 'VAM-2'),
    },
    {
      kind: 'info',
      text: 'Alle Hände sind leer, jetzt wird gezählt. Du hast 42 Karten, Anna 42, Bernd 36 – zusammen 120. Du und Anna habt die meisten, also teilt ihr euch den Sieg. Einen Stichentscheid gibt es nicht.',
    },
  ],
};

export const ganjifaScenarios: GanjifaScenario[] = [
  kartenLesen,
  tagUndNacht,
  bedienen,
  blank,
  vonKalkiZuMatsya,
  werGewinnt,
  dukal,
  wertung,
];

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): GanjifaScenario {
  return scenarioById(ganjifa, ganjifaScenarios, id);
}
