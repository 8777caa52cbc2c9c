/**
 * The guided Durak examples („Beispiele“) of the rules page (shared/rules/durak.md §12): hand-made
 * positions with scripted opponents and the reader's decisive moves. Each scenario sits next to the
 * rules paragraph named by `rule`; together they show every item of §12:
 *
 *   erster-angriff   §12.1  attack with a low card, plain defence (another plain suit never beats)
 *   trumpf           §12.2  Trumpf-6 beats a plain Ass; a trump needs a higher trump
 *   nachlegen        §12.3  throw-in by the defence card's rank, poll order, „Nichts nachlegen“
 *   aufnehmen        §12.4  taking instead of spending the trump; the next attacker
 *   angriffslimit    §12.5  the cap of 6 (defender with 9 cards) and a defender with 3 cards
 *   nachziehen       §12.6  draw order, the face-up trump card is drawn last
 *   wer-ist-durak    §12.6  players leave once the talon is empty, a Durak finish
 *   unentschieden    §12.6  D16: the last card beaten with the last card, nobody is Durak
 *   weiterreichen    §12.7  variant: same rank, receiver's hand size, roles after the transfer
 *
 * Every move here must be legal at its point; tests/unit/durak/scenarios.test.ts replays them all.
 * Texts are German, du-form, with the glossary terms of spec §13.
 */
import { ANNA, BERND, DU, ZU_DRITT, ZU_ZWEIT, scenarioById, type Scenario } from '../core/scenario';
import type { DurakLayout, DurakMove, DurakState } from './types';
import { durak } from './rules';

type DurakScenario = Scenario<DurakLayout, DurakMove, DurakState>;

// Seats (core/scenario.ts): 0 = du, 1 = Anna, 2 = Bernd (clockwise).

const erstAngriff: DurakScenario = {
  id: 'erster-angriff',
  title: 'Der erste Angriff',
  rule: 'angreifen',
  names: ZU_ZWEIT,
  layout: {
    options: { players: 2, transfer: false },
    hands: [
      ['C7', 'CQ', 'S10', 'SA', 'H10', 'D8'],
      ['C9', 'CK', 'SJ', 'H8', 'HJ', 'DJ'],
    ],
    // A real game start: 6 + 6 cards dealt, the other 24 form the talon, nothing is discarded yet.
    // Trump card Karo Ass (last); no attacker given: the lowest trump in the hands (your Karo 8) starts.
    talon: [
      'S7', 'CJ', 'H6', 'C10', 'SQ', 'D9', 'C6', 'HK', 'S9', 'CA', 'H9', 'D6',
      'SK', 'C8', 'HQ', 'D10', 'S6', 'H7', 'DQ', 'S8', 'HA', 'D7', 'DK', 'DA',
    ],
    discard: [],
  },
  steps: [
    {
      kind: 'info',
      text: 'Du spielst gegen Anna, eben wurde gegeben: Ihr habt je sechs Karten, die übrigen 24 liegen verdeckt im Nachziehstapel. Darunter liegt offen das Karo Ass, also ist Karo Trumpf. Du hast mit der Karo 8 den niedrigsten Trumpf auf der Hand – darum greifst du als Erstes an.',
    },
    {
      kind: 'expect',
      text: 'Eröffne den Zug mit der Karte, die du am leichtesten entbehren kannst.',
      move: { type: 'ATTACK', seat: DU, card: 'C7' },
      hint: 'Angreifen darfst du mit jeder Karte. Am günstigsten ist eine niedrige Karte, die kein Trumpf ist – die hohen Karten und Trümpfe brauchst du später noch.',
      done: 'Gut so: Die Kreuz 7 ist deine schwächste Karte. Will Anna sie abwehren, muss sie eine bessere Karte abgeben.',
      wrong: [
        {
          when: { card: 'D8' },
          text: 'Die Karo 8 ist dein einziger Trumpf. Ein Trumpf schlägt jede andere Farbe – den hebst du dir für die Abwehr auf.',
        },
        {
          when: { type: 'ATTACK' },
          text: 'Mit dieser Karte darfst du angreifen, aber du hast eine niedrigere, die kein Trumpf ist. Hohe Karten brauchst du später zum Abwehren.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna wehrt mit der Kreuz 9 ab: gleiche Farbe, höherer Wert. Du hast weder eine 7 noch eine 9 zum Nachlegen, also ist der Zug abgewehrt. Jetzt füllt ihr wieder auf sechs auf: erst du als Angreifer, dann Anna, jeder mit einer Karte vom Nachziehstapel.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'C7', card: 'C9' },
    },
    {
      kind: 'auto',
      text: 'Wer abgewehrt hat, greift im nächsten Zug an. Anna legt dir die Herz 8 hin – jetzt bist du der Verteidiger.',
      move: { type: 'ATTACK', seat: ANNA, card: 'H8' },
    },
    {
      kind: 'expect',
      text: 'Wehr die Herz 8 ab. Probier ruhig zuerst dein Pik Ass aus: Es ist die höchste Karte, die du hast – aber hilft es hier?',
      move: { type: 'DEFEND', seat: DU, attackCard: 'H8', card: 'H10' },
      hint: 'Eine Karte, die kein Trumpf ist, schlägst du mit einer höheren Karte derselben Farbe. Einen Trumpf musst du dafür nicht opfern.',
      done: 'Richtig: Die Herz 10 schlägt die Herz 8. Das Pik Ass dagegen ging nicht – eine andere Farbe schlägt nie, so hoch sie auch ist. Nur ein Trumpf schlägt eine fremde Farbe.',
      wrong: [
        {
          when: { card: 'D8' },
          text: 'Die Karo 8 schlägt die Herz 8, denn sie ist ein Trumpf. Aber für eine Herz 8 genügt eine höhere Herz-Karte, und den Trumpf behältst du.',
        },
        { when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – eine deiner Karten schlägt die Herz 8.' },
      ],
    },
    {
      kind: 'info',
      text: 'Anna hat keine 8 und keine 10 zum Nachlegen, also ist auch dieser Zug abgewehrt, und du greifst als Nächstes an. Wieder zieht jeder eine Karte nach, diesmal Anna als Angreiferin zuerst. Das aufgedeckte Karo Ass bleibt noch lange unter dem Stapel liegen: Es kommt erst dran, wenn alle Karten darüber gezogen sind.',
    },
  ],
};

const trumpf: DurakScenario = {
  id: 'trumpf',
  title: 'Mit Trumpf abwehren',
  rule: 'abwehren',
  names: ZU_ZWEIT,
  layout: {
    options: { players: 2, transfer: false },
    hands: [
      ['H6', 'H8', 'HQ', 'C10', 'SK', 'D9'],
      ['SA', 'C6', 'H10', 'S7', 'D8', 'CK'],
    ],
    talon: ['DJ', 'S9', 'C8', 'DQ', 'SJ', 'D6', 'C7', 'H7'],
    attacker: ANNA,
  },
  steps: [
    {
      kind: 'auto',
      text: 'Herz ist Trumpf – das zeigt die aufgedeckte Herz 7 unter dem Nachziehstapel. Anna greift dich mit dem Pik Ass an. Höher geht es in Pik nicht.',
      move: { type: 'ATTACK', seat: ANNA, card: 'SA' },
    },
    {
      kind: 'expect',
      text: 'Wehr das Pik Ass so günstig wie möglich ab. Dein Pik König ist dafür zu niedrig – probier es ruhig aus.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'SA', card: 'H6' },
      hint: 'Kein Pik ist höher als ein Ass. Aber jeder Trumpf schlägt jede Karte, die selbst kein Trumpf ist. Welcher Trumpf kostet dich am wenigsten?',
      done: 'Genau: Schon der kleinste Trumpf, die Herz 6, schlägt ein Ass einer anderen Farbe. Deine höheren Trümpfe bleiben dir erhalten.',
      wrong: [
        {
          when: { type: 'DEFEND' },
          text: 'Dieser Trumpf schlägt das Pik Ass, aber du gibst mehr her als nötig. Gegen eine Karte, die kein Trumpf ist, genügt jeder Trumpf – auch der kleinste.',
        },
        { when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – jeder deiner Trümpfe schlägt das Pik Ass.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna legt die Kreuz 6 nach. Das darf sie, denn eine 6 liegt schon auf dem Tisch.',
      move: { type: 'THROW_IN', seat: ANNA, card: 'C6' },
    },
    {
      kind: 'expect',
      text: 'Wehr auch die Kreuz 6 ab. Brauchst du dafür einen Trumpf?',
      move: { type: 'DEFEND', seat: DU, attackCard: 'C6', card: 'C10' },
      hint: 'Gegen eine niedrige Kreuz-Karte genügt eine höhere Kreuz-Karte.',
      done: 'Richtig: Die Kreuz 10 reicht völlig. Einen Trumpf für eine Kreuz 6 auszugeben, wäre Verschwendung.',
      wrong: [
        {
          when: { type: 'DEFEND' },
          text: 'Das geht, aber dafür brauchst du keinen Trumpf. Gegen eine Kreuz 6 reicht eine höhere Kreuz-Karte.',
        },
        {
          when: { type: 'TAKE' },
          text: 'Aufnehmen musst du nicht. Du kannst die Kreuz 6 abwehren, sonst landen alle drei Karten vom Tisch auf deiner Hand.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Jetzt legt Anna die Herz 10 nach – eine 10 liegt ja schon. Diese Karte ist selbst ein Trumpf.',
      move: { type: 'THROW_IN', seat: ANNA, card: 'H10' },
    },
    {
      kind: 'expect',
      text: 'Wie wehrst du einen Trumpf ab? Versuch es ruhig zuerst mit deiner Herz 8.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'H10', card: 'HQ' },
      hint: 'Einen Trumpf schlägt nur ein höherer Trumpf. Schau, welche Herz-Karte über der 10 liegt.',
      done: 'Richtig: Die Herz Dame ist höher als die Herz 10. Die Herz 8 ging nicht – sie ist zwar auch Trumpf, aber niedriger.',
      wrong: [{ when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – einer deiner Trümpfe ist höher als die Herz 10.' }],
    },
    {
      kind: 'info',
      text: 'Anna hat nichts mehr, was sie nachlegen könnte. Alle Angriffe sind abgewehrt, ihr füllt eure Hände wieder auf sechs Karten auf, und du greifst im nächsten Zug an.',
    },
  ],
};

const nachlegen: DurakScenario = {
  id: 'nachlegen',
  title: 'Nachlegen zu dritt',
  rule: 'nachlegen',
  names: ZU_DRITT,
  layout: {
    options: { players: 3, transfer: false },
    hands: [
      ['SJ', 'D8', 'S7', 'CA', 'H6'],
      ['CJ', 'SK', 'D9', 'C6', 'S6', 'C10'],
      ['HK', 'C7', 'S10', 'H7', 'CQ', 'DQ'],
    ],
    talon: ['H9', 'SA', 'HQ', 'S9', 'DJ', 'H10', 'H8', 'DA'],
    table: [{ attack: 'C8', defence: null }],
    phase: 'DEFEND',
    attacker: DU,
  },
  steps: [
    {
      kind: 'info',
      text: 'Ihr spielt zu dritt, Karo ist Trumpf. Du hast Anna mit der Kreuz 8 angegriffen. Bernd ist Mitspieler: Er darf später ebenfalls nachlegen.',
    },
    {
      kind: 'auto',
      text: 'Anna schlägt deine Kreuz 8 mit dem Kreuz Buben. Jetzt wird reihum gefragt, wer nachlegen will – zuerst immer der Angreifer, also du.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'C8', card: 'CJ' },
    },
    {
      kind: 'expect',
      text: 'Leg eine Karte nach, die kein Trumpf ist.',
      move: { type: 'THROW_IN', seat: DU, card: 'SJ' },
      hint: 'Nachlegen darfst du jeden Wert, der schon auf dem Tisch liegt – dazu zählt auch Annas Abwehrkarte. Und Trümpfe gibst du nicht ohne Not her.',
      done: 'Genau: Ein Bube liegt schon auf dem Tisch, also passt dein Pik Bube. Anna muss auch ihn abwehren.',
      wrong: [
        {
          when: { card: 'D8' },
          text: 'Die Karo 8 passt, denn eine 8 liegt auf dem Tisch – aber sie ist ein Trumpf. Du hast noch eine passende Karte, die keiner ist.',
        },
        {
          when: { type: 'PASS' },
          text: 'Passen darfst du, aber du hast eine passende Karte, die kein Trumpf ist. Schau auch auf Annas Abwehrkarte.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna schlägt den Pik Buben mit dem Pik König. Nach jeder abgewehrten Karte beginnt die Fragerunde von vorn – wieder bei dir.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'SJ', card: 'SK' },
    },
    {
      kind: 'expect',
      text: 'Von deinen Karten passt jetzt nur noch die Karo 8 – und die ist ein Trumpf. Behalte sie lieber und lass Bernd den Vortritt.',
      move: { type: 'PASS', seat: DU },
      hint: 'Wer nichts nachlegen will, passt – dafür gibt es den Knopf „Nichts nachlegen“.',
      done: 'Du passt. Jetzt ist Bernd an der Reihe: Er sitzt im Uhrzeigersinn nach Anna, und die Verteidigerin wird beim Nachlegen übersprungen.',
      wrong: [
        {
          when: { type: 'THROW_IN' },
          text: 'Die Karo 8 darfst du nachlegen, aber dann gibst du einen Trumpf her, ohne dass du musst. Lass lieber Bernd den Vortritt.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Bernd legt den Herz König nach. Auch für ihn gilt: nur Werte, die schon auf dem Tisch liegen.',
      move: { type: 'THROW_IN', seat: BERND, card: 'HK' },
    },
    {
      kind: 'auto',
      text: 'Anna hat kein höheres Herz und schlägt mit der Karo 9, einem Trumpf. Die Fragerunde beginnt wieder beim Angreifer – bei dir.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'HK', card: 'D9' },
    },
    {
      kind: 'expect',
      text: 'Du hast weiterhin nur die Karo 8, die passen würde. Bleib bei deinem Plan.',
      move: { type: 'PASS', seat: DU },
      hint: 'Drück wieder auf „Nichts nachlegen“.',
      wrong: [{ when: { type: 'THROW_IN' }, text: 'Auch jetzt wäre die Karo 8 ein verschenkter Trumpf. Bleib dabei und leg nichts nach.' }],
      done: 'Bernd hat nun nichts Passendes mehr und wird automatisch übersprungen. Damit hat Anna alles abgewehrt.',
    },
    {
      kind: 'info',
      text: 'Die Karten dieses Zuges sind verbraucht. Nachgezogen wird in fester Reihenfolge: du als Angreifer zuerst, dann Bernd, Anna als Verteidigerin zuletzt. Den nächsten Zug eröffnet Anna gegen Bernd.',
    },
  ],
};

const angriffslimit: DurakScenario = {
  id: 'angriffslimit',
  title: 'Das Angriffslimit',
  rule: 'nachlegen',
  names: ZU_DRITT,
  layout: {
    options: { players: 3, transfer: false },
    // Late in the game: the talon is used up, Pik is trump.
    hands: [
      ['H10', 'SK', 'H8', 'CJ', 'SJ'],
      ['HQ', 'C8', 'C6', 'D6'],
      ['CQ', 'HJ', 'CA'],
    ],
    talon: [],
    trumpSuit: 'S',
    // Anna held nine cards when this bout began and has beaten five attack cards since.
    table: [
      { attack: 'C7', defence: 'C10' },
      { attack: 'H7', defence: 'H9' },
      { attack: 'D10', defence: 'DQ' },
      { attack: 'C9', defence: 'CK' },
      { attack: 'D9', defence: 'DA' },
    ],
    phase: 'THROW_IN',
    attacker: DU,
    limit: 6,
  },
  steps: [
    {
      kind: 'info',
      text: 'Pik ist Trumpf, der Nachziehstapel ist aufgebraucht. Anna hatte zu Beginn dieses Zuges neun Karten und hat schon fünf Angriffe abgewehrt. Du bist mit Nachlegen dran.',
    },
    {
      kind: 'expect',
      text: 'Leg noch eine Karte nach, die kein Trumpf ist.',
      move: { type: 'THROW_IN', seat: DU, card: 'H10' },
      hint: 'Auf dem Tisch liegen unter anderem eine 10 und ein König. Leg die Karte nach, die kein Trumpf ist.',
      done: 'Gut: Das ist die sechste Angriffskarte in diesem Zug.',
      wrong: [
        { when: { card: 'SK' }, text: 'Der Pik König passt zwar, aber er ist ein Trumpf. Du hast noch eine passende Karte, die keiner ist.' },
        {
          when: { type: 'PASS' },
          text: 'Passen darfst du, aber Anna müsste jede weitere Karte abwehren. Du hast noch eine passende Karte, die kein Trumpf ist.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna schlägt die Herz 10 mit der Herz Dame. Dein Pik König würde zwar noch passen, aber sechs Angriffskarten sind das Höchste – auch wenn der Verteidiger mehr Karten hat. Der Zug ist abgewehrt.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'H10', card: 'HQ' },
    },
    {
      kind: 'auto',
      text: 'Anna greift jetzt Bernd an. Bernd hat nur noch drei Karten, also dürfen in diesem Zug höchstens drei Angriffskarten auf den Tisch.',
      move: { type: 'ATTACK', seat: ANNA, card: 'C8' },
    },
    {
      kind: 'auto',
      text: 'Bernd schlägt die Kreuz 8 mit der Kreuz Dame. Anna hat nichts Passendes mehr, also bist du mit Nachlegen dran.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'C8', card: 'CQ' },
    },
    {
      kind: 'expect',
      text: 'Leg eine Karte nach.',
      move: { type: 'THROW_IN', seat: DU, card: 'H8' },
      hint: 'Auf dem Tisch liegen eine 8 und eine Dame. Hast du einen dieser Werte?',
      done: 'Richtig: Das ist die zweite Angriffskarte. Eine geht noch.',
      wrong: [
        {
          when: { type: 'PASS' },
          text: 'Passen darfst du, aber du hast eine Karte, die passt. Jede Karte, die Bernd abwehren muss, kostet ihn eine von seinen dreien.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Bernd schlägt die Herz 8 mit dem Herz Buben. Anna passt wieder automatisch, du bist dran.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'H8', card: 'HJ' },
    },
    {
      kind: 'expect',
      text: 'Leg die dritte und letzte erlaubte Karte nach. Einen Trumpf behältst du dabei lieber.',
      move: { type: 'THROW_IN', seat: DU, card: 'CJ' },
      hint: 'Jetzt liegt auch ein Bube auf dem Tisch. Von deinen zwei Buben ist einer ein Trumpf – den behältst du.',
      done: 'Gut: Drei Angriffskarten – mehr erlaubt Bernds Hand nicht.',
      wrong: [
        { when: { card: 'SJ' }, text: 'Der Pik Bube passt, aber er ist ein Trumpf. Von deinen beiden Buben nimm lieber den anderen.' },
        { when: { type: 'PASS' }, text: 'Passen darfst du, aber eine dritte Karte ist noch erlaubt – und jetzt liegt auch ein Bube auf dem Tisch.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Bernd schlägt den Kreuz Buben mit dem Kreuz Ass. Deinen Pik Buben darfst du nicht mehr nachlegen: Bernd hatte zu Beginn nur drei Karten. Jetzt hat er keine mehr und scheidet aus – der Nachziehstapel ist ja leer.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'CJ', card: 'CA' },
    },
    {
      kind: 'info',
      text: 'Bernd hat gewonnen, ihr spielt zu zweit weiter. Den nächsten Zug eröffnest du gegen Anna, denn du sitzt im Uhrzeigersinn nach Bernd.',
    },
  ],
};

const aufnehmen: DurakScenario = {
  id: 'aufnehmen',
  title: 'Aufnehmen statt Trumpf opfern',
  rule: 'aufnehmen',
  names: ZU_DRITT,
  layout: {
    options: { players: 3, transfer: false },
    hands: [
      ['CK', 'HA', 'S7', 'D7', 'C6', 'DQ'],
      ['S10', 'SQ', 'DJ', 'H6', 'CQ', 'D8'],
      ['C9', 'S9', 'D6', 'D10', 'SJ', 'C8'],
    ],
    talon: ['SK', 'C10', 'DK', 'H7'],
    attacker: BERND,
  },
  steps: [
    {
      kind: 'auto',
      text: 'Herz ist Trumpf, und dein einziger Trumpf ist das Herz Ass. Bernd greift dich mit der Kreuz 9 an.',
      move: { type: 'ATTACK', seat: BERND, card: 'C9' },
    },
    {
      kind: 'expect',
      text: 'Wehr die Kreuz 9 ab, ohne deinen Trumpf herzugeben.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'C9', card: 'CK' },
      hint: 'Gegen eine Kreuz-Karte hilft eine höhere Kreuz-Karte. Dein Trumpf ist dafür zu schade.',
      done: 'Gut: Der Kreuz König schlägt die Kreuz 9, und dein Herz Ass bleibt auf der Hand.',
      wrong: [
        {
          when: { card: 'HA' },
          text: 'Das Herz Ass schlägt die Kreuz 9, aber es ist dein einziger Trumpf. Gegen eine Kreuz-Karte hilft auch eine höhere Kreuz-Karte.',
        },
        { when: { type: 'TAKE' }, text: 'Aufnehmen musst du hier nicht – du hast eine höhere Kreuz-Karte.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Bernd legt die Pik 9 nach – eine 9 liegt schon auf dem Tisch. Ein höheres Pik hast du nicht.',
      move: { type: 'THROW_IN', seat: BERND, card: 'S9' },
    },
    {
      kind: 'expect',
      text: 'Die Pik 9 könntest du nur mit deinem Herz Ass schlagen. Behalte lieber den stärksten Trumpf im Spiel und nimm die Karten vom Tisch.',
      move: { type: 'TAKE', seat: DU },
      hint: 'Du musst nicht jede Karte abwehren. Dafür gibt es den Knopf „Aufnehmen“.',
      wrong: [
        {
          when: { type: 'DEFEND' },
          text: 'Das darfst du, aber dann ist das Herz Ass weg – für eine Pik 9. Drei schwache Karten aufzunehmen kostet dich hier weniger.',
        },
      ],
      done: 'Klug: Du nimmst drei eher schwache Karten auf und behältst dafür das Herz Ass, den stärksten Trumpf im Spiel.',
    },
    {
      kind: 'info',
      text: 'Alle Karten vom Tisch sind jetzt auf deiner Hand – auch die Kreuz 9 und dein Kreuz König, obwohl die schon abgewehrt waren. Nach dem Aufnehmen darf niemand mehr etwas nachlegen.',
    },
    {
      kind: 'info',
      text: 'Bernd hat zwei Karten nachgezogen, du hast ja mehr als genug. Im nächsten Zug greift Anna an, denn wer aufnimmt, wird als Angreifer übersprungen – verteidigen muss Bernd.',
    },
  ],
};

const nachziehen: DurakScenario = {
  id: 'nachziehen',
  title: 'Nachziehen und die letzte Trumpfkarte',
  rule: 'nachziehen',
  names: ZU_DRITT,
  layout: {
    options: { players: 3, transfer: false },
    hands: [
      ['C9', 'D7', 'C10', 'S8', 'HK', 'S7'],
      ['S9', 'D6', 'C7', 'DK', 'S10', 'H6'],
      ['SQ', 'CJ', 'D8', 'C6', 'H7', 'S6'],
    ],
    // One hidden card, then the face-up trump card Herz Ass, which is drawn last.
    talon: ['C8', 'HA'],
    attacker: ANNA,
  },
  steps: [
    {
      kind: 'info',
      text: 'Im Nachziehstapel liegen nur noch zwei Karten: eine verdeckte und darunter, offen und quer, das Herz Ass. Herz ist Trumpf. Anna greift Bernd an, du bist Mitspieler.',
    },
    {
      kind: 'auto',
      text: 'Anna greift Bernd mit der Pik 9 an.',
      move: { type: 'ATTACK', seat: ANNA, card: 'S9' },
    },
    {
      kind: 'auto',
      text: 'Bernd schlägt sie mit der Pik Dame. Anna hat nichts mehr zum Nachlegen, also wirst du gefragt.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'S9', card: 'SQ' },
    },
    {
      kind: 'expect',
      text: 'Gleich wird nachgezogen, jeder nur bis sechs Karten. Sorg dafür, dass das Herz Ass an dich geht.',
      move: { type: 'THROW_IN', seat: DU, card: 'C9' },
      hint: 'Nachgezogen wird in der Reihenfolge Angreifer, dann die Mitspieler, der Verteidiger zuletzt – und nur bis sechs Karten. Wer bekommt das Herz Ass, wenn du jetzt sechs Karten behältst?',
      done: 'Schlau: Mit der Kreuz 9 bist du eine Karte los. Nach dem Zug zieht Anna als Angreiferin die verdeckte Karte – und für dich bleibt das Herz Ass.',
      wrong: [
        {
          when: { type: 'PASS' },
          text: 'Wenn du passt, hast du noch sechs Karten und ziehst nichts nach. Dann bekommt Bernd als Letzter das Herz Ass.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Bernd wehrt auch die Kreuz 9 ab. Niemand kann mehr nachlegen, der Zug ist abgewehrt. Jetzt wird nachgezogen: Anna zuerst, dann du, Bernd als Verteidiger zuletzt.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'C9', card: 'CJ' },
    },
    {
      kind: 'info',
      text: 'Anna hat die verdeckte Karte bekommen, du das Herz Ass – die aufgedeckte Trumpfkarte wird immer als letzte gezogen. Für Bernd war nichts mehr übrig. Herz bleibt trotzdem Trumpf bis zum Ende des Spiels.',
    },
    {
      kind: 'info',
      text: 'Ab jetzt füllt niemand mehr auf. Wer keine Karten mehr hat, scheidet aus und hat gewonnen. Bernd hat abgewehrt und greift darum als Nächster an – dich.',
    },
  ],
};

const werIstDurak: DurakScenario = {
  id: 'wer-ist-durak',
  title: 'Ausscheiden und der Durak',
  rule: 'ausscheiden',
  names: ZU_DRITT,
  layout: {
    options: { players: 3, transfer: false },
    hands: [['HK', 'C8'], ['S7', 'D7'], ['H9', 'SK', 'SQ', 'DA', 'C6']],
    talon: [],
    trumpSuit: 'C',
    attacker: BERND,
  },
  steps: [
    {
      kind: 'info',
      text: 'Der Nachziehstapel ist leer, Kreuz ist Trumpf. Ab jetzt scheidet aus, wer keine Karten mehr hat – und hat damit gewonnen. Du hast nur noch zwei Karten.',
    },
    {
      kind: 'auto',
      text: 'Bernd greift dich mit der Herz 9 an.',
      move: { type: 'ATTACK', seat: BERND, card: 'H9' },
    },
    {
      kind: 'expect',
      text: 'Wehr die Herz 9 ab und heb dir deinen Trumpf auf.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'H9', card: 'HK' },
      hint: 'Bernd darf gleich noch nachlegen. Heb dir den Trumpf für eine Karte auf, die du anders nicht schlagen kannst.',
      done: 'Gut: Der Herz König reicht gegen die Herz 9. Deine Kreuz 8 bleibt für den Notfall.',
      wrong: [
        {
          when: { card: 'C8' },
          text: 'Die Kreuz 8 schlägt die Herz 9, aber dann fehlt dir der Trumpf, falls Bernd nachlegt. Gegen die Herz 9 reicht eine höhere Herz-Karte.',
        },
        { when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – du hast eine höhere Herz-Karte.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Da ist der Notfall: Bernd legt den Pik König nach – ein König liegt ja schon auf dem Tisch.',
      move: { type: 'THROW_IN', seat: BERND, card: 'SK' },
    },
    {
      kind: 'expect',
      text: 'Wehr den Pik König mit deiner letzten Karte ab.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'SK', card: 'C8' },
      hint: 'Einen Pik König schlägt nur ein Pik Ass – oder ein Trumpf.',
      done: 'Geschafft: Du hast keine Karten mehr, und nachgezogen wird nicht mehr. Du scheidest aus und hast gewonnen!',
      wrong: [{ when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – deine Kreuz 8 ist ein Trumpf und schlägt den Pik König.' }],
    },
    {
      kind: 'auto',
      text: 'Jetzt spielen nur noch Anna und Bernd. Weil du nicht mehr dabei bist, greift die nächste Spielerin im Uhrzeigersinn an: Anna, mit der Pik 7.',
      move: { type: 'ATTACK', seat: ANNA, card: 'S7' },
    },
    {
      kind: 'auto',
      text: 'Bernd schlägt die Pik 7 mit der Pik Dame.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'S7', card: 'SQ' },
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre letzte Karte nach, die Karo 7.',
      move: { type: 'THROW_IN', seat: ANNA, card: 'D7' },
    },
    {
      kind: 'auto',
      text: 'Bernd schlägt auch sie – aber Anna ist damit ihre Karten los und scheidet ebenfalls aus. Bernd bleibt als Einziger mit Karten übrig: Er ist der Durak dieser Runde.',
      move: { type: 'DEFEND', seat: BERND, attackCard: 'D7', card: 'DA' },
    },
  ],
};

const unentschieden: DurakScenario = {
  id: 'unentschieden',
  title: 'Unentschieden – kein Durak',
  rule: 'ausscheiden',
  names: ZU_ZWEIT,
  layout: {
    options: { players: 2, transfer: false },
    hands: [['HJ', 'D6'], ['H9', 'S9']],
    talon: [],
    trumpSuit: 'D',
    attacker: ANNA,
  },
  steps: [
    {
      kind: 'info',
      text: 'Nur noch du und Anna seid im Spiel, der Nachziehstapel ist leer, Karo ist Trumpf. Ihr habt beide noch zwei Karten.',
    },
    {
      kind: 'auto',
      text: 'Anna greift mit der Herz 9 an.',
      move: { type: 'ATTACK', seat: ANNA, card: 'H9' },
    },
    {
      kind: 'expect',
      text: 'Wehr die Herz 9 ab und behalte deinen Trumpf für Annas letzte Karte.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'H9', card: 'HJ' },
      hint: 'Du hast zwei Karten, die die Herz 9 schlagen. Welche davon brauchst du vielleicht gleich noch gegen eine Karte anderer Farbe?',
      done: 'Gut: Der Herz Bube genügt, dein Trumpf bleibt übrig.',
      wrong: [
        {
          when: { card: 'D6' },
          text: 'Die Karo 6 schlägt die Herz 9 – aber dann hast du keinen Trumpf mehr für Annas letzte Karte. Für die Herz 9 genügt eine höhere Herz-Karte.',
        },
        { when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – du hast sogar zwei Karten, die die Herz 9 schlagen.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre letzte Karte nach, die Pik 9 – eine 9 liegt ja schon auf dem Tisch.',
      move: { type: 'THROW_IN', seat: ANNA, card: 'S9' },
    },
    {
      kind: 'expect',
      text: 'Wehr die Pik 9 mit deiner letzten Karte ab.',
      move: { type: 'DEFEND', seat: DU, attackCard: 'S9', card: 'D6' },
      hint: 'Ein Pik hast du nicht mehr – aber einen Trumpf.',
      wrong: [{ when: { type: 'TAKE' }, text: 'Aufnehmen musst du nicht – deine Karo 6 ist ein Trumpf und schlägt die Pik 9.' }],
      done: 'Du hast Annas letzte Karte mit deiner letzten Karte geschlagen. Ihr seid beide im selben Zug fertig geworden.',
    },
    {
      kind: 'info',
      text: 'Wenn die letzten Spieler im selben Zug alle Karten loswerden, bleibt niemand mit Karten übrig. Dann gibt es keinen Durak: Die Runde endet unentschieden. Hättest du vorhin deinen Trumpf auf die Herz 9 gelegt, hättest du die Pik 9 aufnehmen müssen.',
    },
  ],
};

const weiterreichen: DurakScenario = {
  id: 'weiterreichen',
  title: 'Variante: Weiterreichen',
  rule: 'weiterreichen',
  names: ZU_DRITT,
  layout: {
    options: { players: 3, transfer: true },
    hands: [['S7', 'C10', 'DK', 'H6'], ['C9', 'SQ', 'D7'], ['C7', 'CA', 'H8']],
    talon: [],
    trumpSuit: 'D',
    attacker: BERND,
  },
  steps: [
    {
      kind: 'info',
      text: 'In dieser Runde habt ihr vorher Weiterreichen vereinbart. Der Nachziehstapel ist leer, Karo ist Trumpf.',
    },
    {
      kind: 'auto',
      text: 'Bernd greift dich mit der Kreuz 7 an.',
      move: { type: 'ATTACK', seat: BERND, card: 'C7' },
    },
    {
      kind: 'expect',
      text: 'Du könntest abwehren oder aufnehmen. Es gibt aber noch einen dritten Weg.',
      move: { type: 'TRANSFER', seat: DU, card: 'S7' },
      hint: 'Hast du eine Karte mit demselben Wert wie die Angriffskarte? Dann darfst du sie dazulegen und den ganzen Angriff an Anna weitergeben – sie hat genug Karten für zwei Angriffskarten.',
      done: 'Weitergereicht! Mit der Pik 7 liegen jetzt zwei offene Karten vor Anna, und sie muss beide abwehren.',
      wrong: [
        {
          when: { type: 'DEFEND' },
          text: 'Abwehren darfst du, aber hier geht es um den dritten Weg. Hast du eine Karte mit demselben Wert wie die Kreuz 7?',
        },
        {
          when: { type: 'TAKE' },
          text: 'Aufnehmen darfst du, aber es gibt einen Weg, bei dem du gar nichts abwehren musst. Hast du eine Karte mit demselben Wert wie die Kreuz 7?',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Die Rollen haben gewechselt: Du bist jetzt Angreifer, Anna verteidigt, Bernd ist Mitspieler. Das Angriffslimit richtet sich nach Annas Hand: drei Karten.',
    },
    {
      kind: 'auto',
      text: 'Anna hätte selbst eine 7 zum Weiterreichen, die Karo 7. Aber dann lägen drei Angriffskarten vor Bernd, und er hat nur zwei Karten – das ist nicht erlaubt. Also schlägt sie die Kreuz 7 mit der Kreuz 9.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'C7', card: 'C9' },
    },
    {
      kind: 'auto',
      text: 'Sobald eine Karte geschlagen ist, kann niemand mehr weiterreichen. Anna schlägt auch deine Pik 7, mit der Pik Dame. Keiner kann nachlegen: Der Zug ist abgewehrt, und Anna greift als Nächste an.',
      move: { type: 'DEFEND', seat: ANNA, attackCard: 'S7', card: 'SQ' },
    },
  ],
};

/** All Durak scenarios, in the order of the rules page. */
export const durakScenarios: DurakScenario[] = [
  erstAngriff,
  trumpf,
  nachlegen,
  angriffslimit,
  aufnehmen,
  nachziehen,
  werIstDurak,
  unentschieden,
  weiterreichen,
];

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): DurakScenario {
  return scenarioById(durak, durakScenarios, id);
}
