/**
 * The guided Dudab examples („Beispiele“) of the rules page (shared/rules/dudab.md §10):
 * hand-made positions with scripted opponents and the reader's decisive moves. Each scenario sits
 * next to the rules paragraph named by `rule`; together they show every item of §10:
 *
 *   ziffern-legen     §10.1  colour and symbol different, digit ±1 (no wrap); drawing although one could play
 *   sechs-nimmt       §10.2  the 6th card takes a row with a Dudab-Karte; reducing, Sammelstapel only with a Dudab
 *   dudab-wunsch      §10.3  wish „Mammut“, the opponent shows the hand and draws, fulfil the own wish; a wish forces „6 nimmt“
 *   schamane-verhext  §10.4  a shaman curses, a shaman answers on the shaman, the penalty (a 3 → 3 cards), entsorgen
 *   volle-hand        §10.5  five cards and nothing fits: show the hand, a card into the Sammelstapel, draw; four cards: just draw
 *   rundenende        §10.6  the last card ends the round; the §7 worked example scored step by step
 *
 * Every move here must be legal at its point; tests/unit/dudab/scenarios.test.ts replays them all.
 * Texts are German, du-form, with the glossary terms of spec §12.
 */
import { ANNA, BERND, DU, ZU_DRITT, ZU_ZWEIT, scenarioById, type Scenario } from '../core/scenario';
import type { DudabLayout, DudabMove, Wunsch, DudabState } from './types';
import { dudab } from './rules';

type DudabScenario = Scenario<DudabLayout, DudabMove, DudabState>;

// Seats (core/scenario.ts): 0 = du, 1 = Anna, 2 = Bernd (clockwise).

const legen = (seat: number, karte: string, reihe: number, wunsch?: Wunsch): DudabMove =>
  wunsch ? { type: 'legen', seat, karte, reihe, wunsch } : { type: 'legen', seat, karte, reihe };
const ziehen = (seat: number, inStapel?: string): DudabMove => (inStapel ? { type: 'ziehen', seat, inStapel } : { type: 'ziehen', seat });

const zifferLegen: DudabScenario = {
  id: 'ziffern-legen',
  title: 'Ziffer-Karten ablegen',
  rule: 'legen',
  names: ZU_ZWEIT,
  layout: {
    options: { spieler: 2, runden: 2 },
    hands: [
      ['Z-blau-keule-3', 'Z-rot-keule-3', 'Z-blau-hand-1', 'Z-gelb-fell-1'],
      ['Z-gruen-hand-2', 'Z-rot-mammut-4', 'Z-blau-fell-2'],
    ],
    reihen: [{ karten: ['Z-rot-hand-2'] }, { karten: ['Z-gelb-keule-4'] }],
    nachziehstapel: ['Z-gelb-mammut-2', 'Z-blau-mammut-3'],
  },
  steps: [
    {
      kind: 'info',
      text: 'Du spielst gegen Anna. Zwei Reihen liegen aus: Reihe 1 beginnt mit Rot · Hand · 2, Reihe 2 mit Gelb · Keule · 4. Eine Ziffer-Karte passt auf eine andere, wenn drei Dinge stimmen: eine andere Farbe, ein anderes Symbol und eine Ziffer, die genau um eins höher oder niedriger ist.',
    },
    {
      kind: 'expect',
      text: 'Leg eine passende Karte auf Reihe 1. Probier ruhig zuerst Rot · Keule · 3 und Blau · Hand · 1 aus – Blau · Hand · 1 auch einmal auf Reihe 2.',
      move: legen(DU, 'Z-blau-keule-3', 0),
      alsoOk: [legen(DU, 'Z-gelb-fell-1', 0)],
      hint: 'Vergleich jede Karte mit Rot · Hand · 2 – sie darf nicht rot sein, keine Hand zeigen und muss eine 1 oder eine 3 haben.',
      done: 'Richtig! Blau · Keule · 3 und Gelb · Fell · 1 passen beide: andere Farbe, anderes Symbol, die Ziffer eins höher oder niedriger. Rot · Keule · 3 scheitert an der Farbe, Blau · Hand · 1 am Symbol – und auf Reihe 2 an der Ziffer, denn von der 4 geht es nicht im Kreis weiter zur 1.',
      wrong: [
        {
          when: { type: 'ziehen' },
          text: 'Nachziehen darfst du immer – aber hier sollst du eine passende Karte finden. Leg eine Karte auf Reihe 1.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna legt Grün · Hand · 2 auf Blau · Keule · 3: andere Farbe, anderes Symbol, eine Ziffer weniger.',
      move: legen(ANNA, 'Z-gruen-hand-2', 0),
    },
    {
      kind: 'expect',
      text: 'Jetzt passen sogar zwei deiner Karten auf Reihe 1. Trotzdem darfst du statt abzulegen auch nachziehen – probier es aus: Zieh eine Karte.',
      move: ziehen(DU),
      hint: 'Nimm den Knopf „Nachziehen“.',
      done: 'Erlaubt: Nachziehen geht immer, auch wenn du legen könntest. Du hast jetzt vier Karten. Mit fünf Karten gälte eine Sonderregel – die zeigt das Beispiel „Die volle Hand“.',
      wrong: [
        {
          when: { type: 'legen' },
          text: 'Das ginge auch – aber hier geht es darum, dass du nachziehen darfst, obwohl du legen könntest.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Jetzt ist Anna wieder am Zug. Ob Ablegen oder Nachziehen besser ist, hängt von deinen Karten ab: Jede Handkarte zählt am Rundenende Schlechtpunkte, doch wer alles schnell ablegt, muss vielleicht bald die sechste Karte einer Reihe legen.',
    },
  ],
};

const sechsNimmt: DudabScenario = {
  id: 'sechs-nimmt',
  title: '„6 nimmt“ und Reduzieren',
  rule: 'sechs-nimmt',
  names: ZU_ZWEIT,
  layout: {
    options: { spieler: 2, runden: 2 },
    hands: [
      ['Z-blau-keule-3', 'Z-rot-hand-4', 'Z-rot-hand-1', 'S-gruen-1', 'D-2'],
      ['Z-gelb-hand-3', 'Z-gruen-keule-4'],
    ],
    reihen: [
      // A Dudab-Karte that wished for green, fulfilled by Grün · Fell · 3.
      { karten: ['Z-gelb-keule-1', 'Z-blau-mammut-2', 'D-6', 'Z-gruen-fell-3', 'Z-rot-hand-2'] },
      { karten: ['Z-blau-keule-4'] },
    ],
    nachziehstapel: ['Z-gelb-mammut-1', 'Z-blau-fell-4'],
  },
  steps: [
    {
      kind: 'info',
      text: 'Reihe 1 hat schon fünf Karten. Wer die sechste Karte auf eine Reihe legt, bei dem schlägt „6 nimmt“ zu: Er nimmt die fünf Karten darunter in seinen Sammelstapel, und seine Karte eröffnet die Reihe neu. Das klingt schlimm – aber in dieser Reihe steckt eine Dudab-Karte.',
    },
    {
      kind: 'expect',
      text: 'Schau dir deine fünf Karten an: Welche Ziffer-Karte passt irgendwo? Leg sie ab, auch wenn es die sechste Karte einer Reihe ist.',
      move: legen(DU, 'Z-blau-keule-3', 0),
      hint: 'Auf Rot · Hand · 2 passt eine Karte, die weder rot ist noch eine Hand zeigt, mit einer 1 oder einer 3.',
      done: '„6 nimmt“: Die fünf Karten der Reihe liegen jetzt in deinem Sammelstapel, Blau · Keule · 3 eröffnet Reihe 1 neu. Die Dudab-Karte darunter bringt dir am Rundenende Gutpunkte.',
      wrong: [
        {
          when: { type: 'legen', karte: 'D-2' },
          text: 'Die Dudab-Karte darfst du zwar immer legen, aber sie ist dein wertvollster Besitz. Am Rundenende neutralisiert sie einen Schamanen oder macht aus einer Ziffer Gutpunkte – behalte sie.',
        },
        {
          when: { type: 'ziehen' },
          text: 'Nachziehen ginge auch. Mit fünf Karten legst du dann eine in deinen Sammelstapel und ziehst eine neue – kleiner wird deine Hand so nicht. Nach „6 nimmt“ dagegen darfst du sie auf zwei Karten reduzieren.',
        },
      ],
    },
    {
      kind: 'expect',
      text: 'Nach „6 nimmt“ darfst du deine Kartenhand auf zwei Karten reduzieren. Die übrigen kommen zusammen auf den Abwurf – dort zählen sie nie mehr – oder in deinen Sammelstapel, aber nur, wenn eine Dudab-Karte dabei ist. Versuch zuerst, Rot · Hand · 4 und den grünen Schamanen in deinen Sammelstapel zu legen. Dann reduziere so, dass du die Dudab-Karte und eine Ziffer-Karte deiner Wahl behältst und der Schamane auf dem Abwurf landet.',
      move: { type: 'reduzieren', seat: DU, behalten: ['Z-rot-hand-1', 'D-2'], ziel: 'abwurf' },
      alsoOk: [{ type: 'reduzieren', seat: DU, behalten: ['Z-rot-hand-4', 'D-2'], ziel: 'abwurf' }],
      hint: 'Abgeworfene Karten zählen am Rundenende gar nicht. Welche Karte ist am teuersten, und welche willst du unbedingt behalten?',
      done: 'Genau: Der Schamane mit seinen 5 Schlechtpunkten ist auf dem Abwurf aus dem Spiel, ebenso eine Ziffer-Karte. Mit der 1 auf der Hand verlierst du wenig, wenn du sie nicht mehr loswirst. Behältst du stattdessen die 4, macht die Dudab-Karte am Rundenende aus ihr Gutpunkte. Beides ist gut.',
      wrong: [
        {
          when: { type: 'reduzieren', behalten: ['Z-rot-hand-1', 'S-gruen-1'], ziel: 'stapel' },
          text: 'Das ist erlaubt, denn die Dudab-Karte ist dabei und macht im Sammelstapel aus der 4 Gutpunkte. Aber dann behältst du den Schamanen auf der Hand. Wirfst du dagegen die 4 und den Schamanen ab, zählen sie gar nicht mehr.',
        },
        {
          when: { type: 'nichtReduzieren' },
          text: 'Du darfst auch alles behalten – aber jede Handkarte zählt am Rundenende. Nutze die Gelegenheit!',
        },
        {
          when: { type: 'reduzieren', behalten: ['S-gruen-1', 'D-2'] },
          text: 'Erlaubt, aber teuer – der Schamane bringt dir 5 Schlechtpunkte, wenn du ihn nicht mehr loswirst. Wirf ihn lieber ab.',
        },
        {
          when: { type: 'reduzieren' },
          text: 'Erlaubt, aber es geht besser. Abgeworfene Karten zählen am Rundenende gar nicht mehr – wirf den Schamanen ab und behalte die Dudab-Karte.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Dein Zug ist vorbei, Anna ist dran. In deinem Sammelstapel liegen fünf Karten mit einer Dudab-Karte, auf der Hand hast du noch zwei. Ohne die Dudab-Karte in der Reihe wäre „6 nimmt“ teuer geworden – eine volle Reihe lohnt also einen genauen Blick.',
    },
  ],
};

const dudabWunsch: DudabScenario = {
  id: 'dudab-wunsch',
  title: 'Wünschen mit der Dudab-Karte',
  rule: 'wuenschen',
  names: ZU_ZWEIT,
  layout: {
    options: { spieler: 2, runden: 2 },
    hands: [
      ['Z-rot-keule-1', 'Z-blau-mammut-2', 'Z-gelb-hand-4', 'D-1'],
      ['Z-gelb-keule-3', 'Z-blau-hand-4', 'D-2'],
    ],
    reihen: [{ karten: ['Z-gruen-fell-4'] }, { karten: ['Z-gelb-keule-2', 'Z-blau-fell-3', 'Z-gruen-hand-2', 'Z-rot-mammut-1'] }],
    nachziehstapel: ['Z-gruen-keule-3', 'Z-blau-keule-2'],
  },
  steps: [
    {
      kind: 'info',
      text: 'Eine Dudab-Karte darfst du immer legen, auf jede Reihe, sogar auf eine andere Dudab-Karte. Wer sie legt, wünscht sich eine Farbe, ein Symbol oder eine Ziffer. Solange der Wunsch offen ist, muss jeder, der am Zug ist, ihn erfüllen – wenn er kann.',
    },
    {
      kind: 'expect',
      text: 'Keine deiner Ziffer-Karten passt gerade. Leg deine Dudab-Karte auf Reihe 1 und wünsch dir das Symbol Mammut – ein Mammut hast du selbst auf der Hand.',
      move: legen(DU, 'D-1', 0, { art: 'symbol', wert: 'mammut' }),
      hint: 'Wähle die Dudab-Karte und Reihe 1, dann beim Wunsch das Symbol Mammut.',
      done: 'Jetzt ist Mammut gewünscht. Anna muss den Wunsch erfüllen, wenn sie kann. Sonst zeigt sie ihre Handkarten und zieht eine Karte.',
      wrong: [
        {
          when: { type: 'legen', karte: 'D-1', reihe: 1 },
          text: 'Auf Reihe 2 wäre die Dudab-Karte die fünfte Karte – wer den Wunsch dort erfüllt, legt die sechste und bekommt „6 nimmt“. Vielleicht du selbst! Leg sie auf Reihe 1.',
        },
        {
          when: { type: 'legen', karte: 'D-1' },
          text: 'Wünsch dir das Symbol Mammut – dann kannst du den Wunsch notfalls selbst erfüllen, mit Blau · Mammut · 2.',
        },
        { when: { type: 'ziehen' }, text: 'Nachziehen ginge, aber hier geht es ums Wünschen. Leg deine Dudab-Karte.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna hat kein Mammut. Sie zeigt ihre Handkarten und zieht eine Karte. Ihre Dudab-Karte hätte sie legen dürfen, aber die hebt sie sich auf. Der Wunsch bleibt offen.',
      move: ziehen(ANNA),
    },
    {
      kind: 'expect',
      text: 'Der Wunsch gilt auch für dich selbst. Erfüll ihn.',
      move: legen(DU, 'Z-blau-mammut-2', 0),
      hint: 'Welche deiner Karten zeigt ein Mammut? Sie kommt auf die Dudab-Karte in Reihe 1.',
      done: 'Wunsch erfüllt: Blau · Mammut · 2 liegt auf der Dudab-Karte, und der Wunsch ist weg. Nachziehen durftest du eben nicht – wer einen Wunsch erfüllen kann, muss es tun.',
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre Dudab-Karte als fünfte Karte auf Reihe 2 und wünscht sich die Farbe Rot.',
      move: legen(ANNA, 'D-2', 1, { art: 'farbe', wert: 'rot' }),
    },
    {
      kind: 'expect',
      text: 'Du hast eine rote Karte, also musst du den Wunsch erfüllen – auch wenn es die sechste Karte der Reihe ist.',
      move: legen(DU, 'Z-rot-keule-1', 1),
      hint: 'Rot · Keule · 1 ist deine einzige rote Karte.',
      done: '„6 nimmt“: Die fünf Karten von Reihe 2 wandern in deinen Sammelstapel – darunter Annas Dudab-Karte, und die ist für dich Gold wert. Weil du danach nur noch eine Karte hast, ziehst du eine nach.',
    },
    {
      kind: 'info',
      text: 'Annas Wunsch hat dir „6 nimmt“ eingebrockt, aber auch eine Dudab-Karte. So geht es in Dudab oft hin und her: Ein Wunsch kann den nächsten Spieler zu einer teuren Karte zwingen – und manchmal beschenkt er ihn dabei.',
    },
  ],
};

const schamaneVerhext: DudabScenario = {
  id: 'schamane-verhext',
  title: 'Schamane und Fluch',
  rule: 'schamane',
  names: ZU_ZWEIT,
  layout: {
    options: { spieler: 2, runden: 2 },
    hands: [
      ['S-rot-1', 'Z-gelb-fell-1', 'Z-blau-keule-1', 'Z-rot-mammut-4', 'Z-gruen-hand-2'],
      ['S-blau-2', 'Z-gelb-hand-4', 'Z-blau-fell-3'],
    ],
    reihen: [{ karten: ['Z-gelb-keule-2', 'Z-rot-hand-3'] }, { karten: ['Z-gruen-mammut-3'] }],
    nachziehstapel: ['Z-gelb-keule-3', 'Z-blau-hand-2', 'Z-rot-fell-4', 'Z-gruen-keule-1'],
  },
  steps: [
    {
      kind: 'info',
      text: 'Ein Schamane passt auf eine Ziffer-Karte seiner Farbe. Wer ihn legt, verhext den nächsten Spieler: Der muss mit einem Schamanen oder einer Dudab-Karte antworten – sonst gibt es eine Strafe.',
    },
    {
      kind: 'expect',
      text: 'Leg deinen roten Schamanen und verhexe Anna.',
      move: legen(DU, 'S-rot-1', 0),
      hint: 'Der rote Schamane braucht eine rote Ziffer-Karte als Unterlage.',
      done: 'Anna ist verhext. Hat sie einen Schamanen oder eine Dudab-Karte, muss sie damit antworten.',
      wrong: [
        {
          when: { type: 'ziehen' },
          text: 'Nachziehen ginge – mit fünf Karten legst du dafür eine in deinen Sammelstapel. Aber hier geht es um den Schamanen, leg ihn ab.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna antwortet mit ihrem blauen Schamanen, direkt auf deinen roten: Auf den Schamanen, der verhext hat, darf jeder Schamane, egal in welcher Farbe. Jetzt bist du verhext.',
      move: legen(ANNA, 'S-blau-2', 0),
    },
    {
      kind: 'expect',
      text: 'Du hast weder einen Schamanen noch eine Dudab-Karte. Probier ruhig, eine Ziffer-Karte zu legen – dann nimm die Strafe.',
      move: { type: 'strafe', seat: DU },
      hint: 'Die Strafe ist der einzige Zug, der dir bleibt.',
      done: 'Du deckst Gelb · Keule · 3 auf: Die Karte kommt auf deine Hand, und weil sie eine 3 zeigt, sind es insgesamt drei Karten. Jetzt hast du sieben Karten.',
    },
    {
      kind: 'expect',
      text: 'Am Ende deines Zugs darfst du höchstens fünf Karten haben. Zwei müssen in deinen Sammelstapel – auf den Abwurf darfst du sie hier nicht legen. Entsorge die beiden Karten mit der kleinsten Ziffer.',
      move: { type: 'entsorgen', seat: DU, karten: ['Z-gelb-fell-1', 'Z-blau-keule-1'] },
      hint: 'Karten im Sammelstapel zählen am Rundenende genauso wie Handkarten, aber du kannst sie nie mehr ablegen. Gib also die billigsten her – die beiden Einsen.',
      done: 'Gelb · Fell · 1 und Blau · Keule · 1 liegen jetzt in deinem Sammelstapel, fünf Karten bleiben dir. Die höheren Karten kannst du später noch ablegen.',
      wrong: [
        {
          when: { type: 'entsorgen' },
          text: 'Erlaubt, aber teurer als nötig. Was im Sammelstapel liegt, kannst du nie mehr ablegen – nimm lieber die beiden Karten mit der kleinsten Ziffer.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Dein Zug ist vorbei, Anna ist dran. Der Fluch gilt immer nur für den nächsten Spieler und nur für einen Zug: Wer danach kommt, legt wie gewohnt eine Ziffer-Karte in der Farbe des Schamanen auf ihn.',
    },
  ],
};

const volleHand: DudabScenario = {
  id: 'volle-hand',
  title: 'Die volle Hand',
  rule: 'nachziehen',
  names: ZU_ZWEIT,
  layout: {
    options: { spieler: 2, runden: 2 },
    hands: [
      ['Z-blau-keule-2', 'Z-rot-hand-2', 'Z-gruen-mammut-4', 'Z-gelb-fell-3', 'Z-rot-keule-1'],
      ['Z-blau-mammut-3', 'Z-gelb-keule-1', 'Z-gruen-fell-2', 'Z-rot-hand-4'],
    ],
    reihen: [{ karten: ['Z-gruen-keule-2', 'Z-blau-hand-1'] }, { karten: ['Z-gelb-hand-4'] }],
    nachziehstapel: ['Z-gruen-keule-1', 'Z-gelb-mammut-2', 'Z-blau-fell-4'],
  },
  steps: [
    {
      kind: 'info',
      text: 'Statt abzulegen darfst du immer eine Karte nachziehen. Mit fünf Karten gilt aber eine Sonderregel, denn mehr als fünf Karten darfst du am Ende deines Zugs nicht haben.',
    },
    {
      kind: 'expect',
      text: 'Du hast fünf Karten, und keine passt auf eine Reihe. Leg eine Karte deiner Wahl in deinen Sammelstapel und zieh dann nach.',
      move: ziehen(DU, 'Z-rot-keule-1'),
      alsoOk: [ziehen(DU, 'Z-rot-hand-2'), ziehen(DU, 'Z-gelb-fell-3'), ziehen(DU, 'Z-gruen-mammut-4'), ziehen(DU, 'Z-blau-keule-2')],
      hint: 'Wähle eine Karte und dann deinen Sammelstapel als Ziel. Am wenigsten verlierst du mit einer kleinen Ziffer.',
      done: 'Weil du nichts legen konntest, hast du zuerst deine Handkarten gezeigt – so sehen alle, dass es stimmt. Dann kam eine Karte in deinen Sammelstapel, und du hast nachgezogen: Du hast wieder fünf Karten.',
    },
    {
      kind: 'auto',
      text: 'Anna legt Blau · Mammut · 3 auf Reihe 2.',
      move: legen(ANNA, 'Z-blau-mammut-3', 1),
    },
    {
      kind: 'expect',
      text: 'Jetzt passt eine deiner Karten. Leg sie ab.',
      move: legen(DU, 'Z-rot-hand-2', 1),
      hint: 'Auf Blau · Mammut · 3 passt eine Karte, die weder blau ist noch ein Mammut zeigt, mit einer 2 oder einer 4.',
      done: 'Gut, jetzt hast du nur noch vier Karten.',
      wrong: [
        {
          when: { type: 'ziehen' },
          text: 'Nachziehen dürftest du – aber mit fünf Karten müsstest du wieder eine in deinen Sammelstapel legen. Leg lieber die passende Karte ab.',
        },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna legt Gelb · Keule · 1 auf Reihe 2.',
      move: legen(ANNA, 'Z-gelb-keule-1', 1),
    },
    {
      kind: 'expect',
      text: 'Wieder passt nichts. Diesmal hast du aber nur vier Karten: Zieh einfach nach.',
      move: ziehen(DU),
      hint: 'Mit weniger als fünf Karten ziehst du ohne Weiteres eine Karte – nimm den Knopf „Nachziehen“.',
      done: 'Mit vier Karten legst du nichts in den Sammelstapel und zeigst auch deine Hand nicht – du ziehst einfach eine Karte.',
    },
    {
      kind: 'info',
      text: 'Jetzt hast du wieder fünf Karten. Merke dir: Mit fünf Karten heißt Nachziehen, eine Karte für immer in den Sammelstapel zu legen. Wer kann, legt darum lieber ab.',
    },
  ],
};

const rundenende: DudabScenario = {
  id: 'rundenende',
  title: 'Rundenende und Wertung',
  rule: 'wertung',
  names: ZU_DRITT,
  showAll: true,
  layout: {
    options: { spieler: 3, runden: 1 },
    hands: [
      ['Z-gelb-keule-4', 'D-5'],
      ['Z-gelb-hand-1', 'Z-gelb-fell-3'],
      ['Z-rot-hand-3', 'D-8'],
    ],
    sammelstapel: [
      ['Z-rot-hand-4', 'Z-gelb-keule-3', 'Z-blau-fell-1', 'S-gruen-1', 'D-2'],
      ['Z-blau-hand-4', 'Z-rot-mammut-4', 'S-rot-2', 'S-blau-1'],
      ['D-1', 'D-3', 'D-7', 'Z-gruen-keule-2'],
    ],
    reihen: [{ karten: ['Z-blau-mammut-2'] }, { karten: ['Z-gelb-fell-2'] }],
    nachziehstapel: ['Z-rot-fell-1', 'Z-gruen-mammut-2'],
    rest: 'abwurf',
    toAct: BERND,
  },
  steps: [
    {
      kind: 'info',
      text: 'Der Nachziehstapel hat nur noch zwei Karten. Wer die letzte Karte zieht, beendet die Runde sofort, und dann wird gewertet. Alle Karten liegen hier offen, damit du die Wertung nachrechnen kannst.',
    },
    {
      kind: 'auto',
      text: 'Bernd legt Rot · Hand · 3 auf Reihe 1. Weil er danach nur noch eine Karte hat, zieht er eine nach. Jetzt liegt nur noch eine Karte im Nachziehstapel.',
      move: legen(BERND, 'Z-rot-hand-3', 0),
    },
    {
      kind: 'expect',
      text: 'Du hast zwei Karten. Leg deine Ziffer-Karte ab – danach hast du nur noch eine Karte und ziehst automatisch die letzte vom Stapel.',
      move: legen(DU, 'Z-gelb-keule-4', 0),
      hint: 'Gelb · Keule · 4 passt auf Rot · Hand · 3.',
      done: 'Du hast die letzte Karte gezogen, Grün · Mammut · 2: Die Runde ist sofort vorbei. Alle Handkarten kommen in den jeweiligen Sammelstapel, dann wird jeder gewertet.',
      wrong: [
        { when: { type: 'legen', karte: 'D-5' }, text: 'Die Dudab-Karte brauchst du gleich bei der Wertung – behalte sie!' },
        {
          when: { type: 'ziehen' },
          text: 'Damit wäre die Runde auch vorbei – aber Gelb · Keule · 4 bliebe auf deiner Hand und zählte am Ende 4 Schlechtpunkte mehr. Leg sie lieber vorher ab.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Deine Wertung: In deinem Sammelstapel liegen jetzt sieben Karten – zwei Dudab-Karten, der grüne Schamane und die Ziffern 4, 3, 2 und 1. Zuerst neutralisiert eine Dudab-Karte den Schamanen: 0 Punkte. Die zweite Dudab-Karte wandelt die höchste Ziffer um: Rot · Hand · 4 bringt dir 4 Gutpunkte. Die übrigen Ziffern 3 + 2 + 1 sind 6 Schlechtpunkte. Zusammen: 6 − 4 = +2 Punkte.',
    },
    {
      kind: 'info',
      text: 'Anna hat keine Dudab-Karte: Ihre beiden Schamanen kosten je 5, dazu kommen die Ziffern 4 + 4 + 3 + 1 – zusammen +22 Punkte. Bernd hat vier Dudab-Karten und keinen Schamanen: Zwei wandeln Grün · Keule · 2 und Rot · Fell · 1 in Gutpunkte um, das sind −3. Die beiden übrigen zählen 0. Bernd hat −3 Punkte.',
    },
    {
      kind: 'info',
      text: 'Wenige Punkte sind gut: Bernd gewinnt diese Runde mit −3 Punkten. In einem ganzen Spiel spielt ihr so viele Runden, wie ihr Spieler seid, und zählt die Ergebnisse zusammen – wer am Ende die wenigsten Punkte hat, gewinnt.',
    },
  ],
};

export const dudabScenarios: DudabScenario[] = [zifferLegen, sechsNimmt, dudabWunsch, schamaneVerhext, volleHand, rundenende];

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): DudabScenario {
  return scenarioById(dudab, dudabScenarios, id);
}
