/**
 * The guided Bambuti examples („Beispiele“) of the rules page (shared/rules/bambuti.md §10):
 * hand-made positions with a scripted Anna and the reader's decisive moves. Each scenario sits
 * next to the rules paragraph named by `rule`; together they show every item of §10:
 *
 *   auslage-ordnen      §10.1  arranging five masks, highest in the middle, a tie allowed
 *   punkteanzeiger      §10.2  the true value: 6 v 3 and 7 v 7 give nothing, 9 beats 10, 10 beats 1;
 *                              the reader wins a column with the card just below the opponent's
 *   eigene-reihe        §10.3  own row: any colour, a lower card than the covered one is allowed
 *   gegnerische-reihe   §10.3  opponent's row: same colour only, the order holds there too; a marker flipped
 *   symmetrie           §10.4  §7 turn 1 from the reader's side; staying symmetric scores nothing new
 *   trommel             §10.5  a drum right after placing; none before placing, none in a symmetry turn
 *   schlusswertung      §10.6  empty pile, the last placement, the last drum, the Schlusswertung, the winner
 *
 * Every move must be legal at its point; tests/unit/bambuti/scenarios.test.ts replays them all.
 * Cards not on the table or in a hand are dealt by a fixed seeded shuffle: the first ones form the
 * Nachziehstapel, the rest lie covered under the top cards (they never count).
 * Texts are German, du-form, with the glossary terms of spec §12.
 */
import { ANNA, DU, ZU_ZWEIT, scenarioById, type Scenario } from '../core/scenario';
import type { CardId } from '../core/types';
import { makeRng, shuffle } from '../core/rng';
import { MASK_IDS } from './cards';
import type { Anzeiger, BambutiLayout, BambutiMove, BambutiState, LayoutWertung } from './types';
import { bambuti } from './rules';

type BambutiScenario = Scenario<BambutiLayout, BambutiMove, BambutiState>;

/** 'blau7' → 'M-blau-7'. */
const m = (short: string): CardId => {
  const x = /^(rot|gelb|gruen|blau|weiss)(\d+)$/.exec(short);
  if (!x) throw new Error(`Bambuti-Beispiel: unbekannte Karte ${short}`);
  return `M-${x[1]}-${x[2]}`;
};
const ms = (shorts: string[]): CardId[] => shorts.map(m);

const legen = (seat: number, karte: string, reihe: number, spalte: number): BambutiMove => ({
  type: 'legen',
  seat,
  karte: m(karte),
  reihe,
  spalte,
});
const anordnen = (seat: number, karten: string[]): BambutiMove => ({ type: 'anordnen', seat, karten: ms(karten) });
const trommeln = (seat: number): BambutiMove => ({ type: 'trommeln', seat });
const weiter = (seat: number): BambutiMove => ({ type: 'weiter', seat });

/**
 * A position: rows (top cards, short names), hands, and `pile` of the remaining cards (a fixed
 * seeded shuffle of them) as the Nachziehstapel; the others lie covered in the rows.
 */
function tisch(p: {
  rows?: [string[], string[]];
  zuOrdnen?: [string[], string[]];
  hands: [string[], string[]];
  pile: number;
  seed: number;
  startSeat?: number;
  toAct?: number;
  trommeln?: number[];
  wertungen?: LayoutWertung[];
}): BambutiLayout {
  const used = new Set<CardId>([...(p.rows ?? [[], []]).flat(), ...(p.zuOrdnen ?? [[], []]).flat(), ...p.hands.flat()].map(m));
  const rest = shuffle(
    MASK_IDS.filter((c) => !used.has(c)),
    makeRng(p.seed),
  );
  return {
    options: { startSeat: p.startSeat ?? DU },
    ...(p.zuOrdnen ? { zuOrdnen: p.zuOrdnen.map(ms) } : {}),
    ...(p.rows ? { auslage: p.rows.map(ms) } : {}),
    ...(p.toAct === undefined ? {} : { toAct: p.toAct }),
    hands: p.hands.map(ms),
    nachziehstapel: rest.slice(0, p.pile),
    ...(p.trommeln ? { trommeln: p.trommeln } : {}),
    ...(p.wertungen ? { wertungen: p.wertungen } : {}),
  };
}

/**
 * The five markers an earlier Wertung was booked from, columns 1…5: „D4“ = a 4 on your side, „A2“ =
 * a 2 on Anna's, „-“ = none. 'D4 A2 - A4 -' gave you 4 points and Anna 6 (the engine sums them).
 */
function anzeiger(spalten: string): Anzeiger[] {
  const out = spalten
    .split(' ')
    .map((x): Anzeiger => (x === '-' ? { seat: null, wert: 0 } : { seat: x[0] === 'D' ? DU : ANNA, wert: Number(x.slice(1)) }));
  if (out.length !== 5 || spalten.split(' ').some((x) => !/^(-|[DA][1-8])$/.test(x)))
    throw new Error(`Bambuti-Beispiel: Anzeiger „${spalten}“`);
  return out;
}

/** Four drum Wertungen, Anna first: both players have spent their drums (a position later in a game). */
function vierTrommelWertungen(spalten: string[]): LayoutWertung[] {
  return spalten.map((a, i) => ({ nr: i + 1, ausloeser: 'trommel' as const, seat: i % 2 === 0 ? ANNA : DU, anzeiger: anzeiger(a) }));
}

// ---------------------------------------------------------------------------------------------

const DEINE_FUENF = ['rot3', 'gelb9', 'gruen6', 'blau9', 'weiss2'];
const ANNAS_FUENF = ['rot8', 'gelb4', 'gruen10', 'blau7', 'weiss5'];

/** Every allowed order of the reader's five masks: a 9 in the middle, the other 9 beside it. */
const ERLAUBTE_ORDNUNGEN: string[][] = (() => {
  const out: string[][] = [];
  for (const mitte of ['gelb9', 'blau9']) {
    const others = DEINE_FUENF.filter((c) => c !== mitte);
    const value = (c: string) => Number(/\d+$/.exec(c)![0]);
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) {
        const left = [others[i]!, others[j]!].sort((a, b) => value(a) - value(b));
        const right = others.filter((_, k) => k !== i && k !== j).sort((a, b) => value(b) - value(a));
        out.push([...left, mitte, ...right]);
      }
    }
  }
  return out;
})();
const GEWAEHLT = ['weiss2', 'gruen6', 'blau9', 'gelb9', 'rot3'];

const auslageOrdnen: BambutiScenario = {
  id: 'auslage-ordnen',
  title: 'Die erste Auslage anordnen',
  rule: 'auslage-anordnen',
  names: ZU_ZWEIT,
  layout: tisch({
    zuOrdnen: [DEINE_FUENF, ANNAS_FUENF],
    hands: [
      ['rot5', 'gelb2', 'gruen8', 'blau3', 'blau10', 'weiss6', 'weiss7'],
      ['rot1', 'rot9', 'gelb7', 'gruen3', 'blau5', 'blau6', 'weiss9'],
    ],
    pile: 26,
    seed: 101,
  }),
  steps: [
    {
      kind: 'info',
      text: 'Ein neues Spiel. Anna und du, ihr bekommt je fünf Maskenkarten für die erste Auslage. Jeder ordnet seine fünf Masken verdeckt in einer Reihe an: die mit dem höchsten Wert in die Mitte, links und rechts davon je zwei, die nach außen hin abfallen. Die Farben spielen dabei noch keine Rolle.',
    },
    {
      kind: 'expect',
      text: 'Ordne deine fünf Masken in Spalte 1 bis 5 an. Du hast zwei Neunen – auch gleiche Werte dürfen nebeneinanderliegen, nur nach außen darf nie ein höherer Wert folgen.',
      move: anordnen(DU, GEWAEHLT),
      alsoOk: ERLAUBTE_ORDNUNGEN.filter((o) => o.join() !== GEWAEHLT.join()).map((o) => anordnen(DU, o)),
      hint: 'In die Mitte gehört eine der beiden Neunen. Von Spalte 1 zur Mitte steigen die Werte an (oder bleiben gleich), von der Mitte zu Spalte 5 fallen sie wieder ab.',
      done: 'Genau so. Die zweite Neun liegt direkt neben der Mitte – das muss so sein, denn weiter außen dürfte kein so hoher Wert mehr liegen. Gleich hohe Werte nebeneinander sind erlaubt.',
    },
    {
      kind: 'auto',
      text: 'Für die nächsten Schritte liegt deine Auslage so: Weiß 2, Grün 6, Blau 9, Gelb 9, Rot 3. Anna hat ihre fünf Masken ebenfalls verdeckt ausgelegt. Jetzt werden beide Auslagen aufgedeckt, und in jede Spalte kommt der Punkteanzeiger für den, der sie gewinnt.',
      move: anordnen(ANNA, ['gelb4', 'rot8', 'gruen10', 'blau7', 'weiss5']),
    },
    {
      kind: 'info',
      text: 'Die Anzeiger zeigen jetzt 13 für dich (4 in Spalte 2, 8 in Spalte 3, 1 in Spalte 5) und 5 für Anna (Spalte 4). Punkte gibt es dafür noch nicht – gezählt wird erst bei einer Wertung. Wie die Anzeiger berechnet werden, zeigt das nächste Beispiel. Jetzt nehmt ihr beide eure sieben Handkarten auf, und du legst als Erster.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const punkteanzeiger: BambutiScenario = {
  id: 'punkteanzeiger',
  title: 'Der wahre Wert einer Maske',
  rule: 'punkteanzeiger',
  names: ZU_ZWEIT,
  layout: tisch({
    rows: [
      ['rot3', 'gelb7', 'gruen9', 'blau1', 'weiss1'],
      ['weiss6', 'blau7', 'rot10', 'gelb10', 'gruen2'],
    ],
    hands: [
      ['blau9', 'weiss10', 'gelb5', 'rot2', 'gruen4', 'weiss3', 'blau6'],
      ['rot4', 'rot5', 'gelb3', 'gruen6', 'blau8', 'weiss8', 'gruen7'],
    ],
    pile: 10,
    seed: 202,
    trommeln: [0, 0],
    // 3 : 7, 9 : 4, 2 : 8, 8 : 5
    wertungen: vierTrommelWertungen(['D3 A4 A3 - -', 'D4 - D5 A4 -', 'A5 D2 - A3 -', 'D6 A5 - D2 -']),
  }),
  steps: [
    {
      kind: 'info',
      text: 'Mitten in einem Spiel: Eure Trommelkarten habt ihr beide schon gespielt, es steht 22 zu 24. Schau dir die fünf Spalten einzeln an. In jeder Spalte stehen sich deine Maske und Annas Maske gegenüber, und nicht die höhere gewinnt automatisch – es zählt ihr „wahrer Wert“.',
    },
    {
      kind: 'info',
      text: 'Spalte 1: deine Rot 3 gegen Annas Weiß 6. Von der höheren Zahl wird die niedrigere abgezogen: 6 − 3 = 3 Punkte für Anna. Du hast genau den Wert deiner Maske, also ebenfalls 3. Gleich viele Punkte – kein Punkteanzeiger.',
    },
    {
      kind: 'info',
      text: 'Spalte 2: deine Gelb 7 gegen Annas Blau 7. Gleich hohe Werte – hier gibt es keinen Punkteanzeiger.',
    },
    {
      kind: 'info',
      text: 'Spalte 3: deine Grün 9 gegen Annas Rot 10. Anna hat 10 − 9 = 1 Punkt, du hast 9. Wer mehr Punkte hat, bekommt den Unterschied als Punkteanzeiger: 9 − 1 = 8 auf deiner Seite. Die niedrigere Maske gewinnt, wenn sie knapp unter der höheren liegt!',
    },
    {
      kind: 'info',
      text: 'Spalte 4: deine Blau 1 gegen Annas Gelb 10. Anna hat 10 − 1 = 9 Punkte, du 1 – der Anzeiger 8 liegt bei Anna. Ist der Abstand groß, gewinnt die höhere Maske. Spalte 5: Weiß 1 gegen Grün 2, also 2 − 1 = 1 gegen 1 – kein Anzeiger.',
    },
    {
      kind: 'expect',
      text: 'Du bist am Zug. Leg eine Maske aus deiner Hand auf deine Blau 1 in Spalte 4 – und zwar die, die dir dort den größten Punkteanzeiger bringt.',
      move: legen(DU, 'blau9', DU, 4),
      hint: 'Denk an Spalte 3: Dort gewinnt deine 9 gegen Annas 10. Welche Maske knapp unter 10 hast du auf der Hand?',
      done: 'Richtig: 10 − 9 = 1 Punkt für Anna, 9 für dich – der Anzeiger 8 wechselt auf deine Seite. Auf dem Tisch steht es jetzt 16 zu 0.',
      wrong: [
        {
          when: { karte: m('blau9'), reihe: DU, spalte: 3 },
          text: 'Damit änderst du nichts: In der Mitte liegt schon eine 9 gegen Annas 10. Die Aufgabe ist Spalte 4.',
        },
        {
          when: { karte: m('weiss10') },
          text: 'Die Weiß 10 passt nur in deine Mitte. Dort stünde 10 gegen 10 – gleich hoch, kein Anzeiger, und dein Anzeiger 8 wäre weg.',
        },
        {
          when: { reihe: DU, spalte: 4 },
          text: 'Das ist erlaubt, aber rechne nach: Gegen Annas 10 bringt dir diese Maske in Spalte 4 weniger. Am meisten holst du mit einer Maske knapp unter der 10.',
        },
        {
          when: { reihe: ANNA },
          text: 'Auf Annas Reihe zu legen ist erlaubt, aber hier geht es um deine eigene Maske in Spalte 4.',
        },
        {
          when: { reihe: DU },
          text: 'Das ist erlaubt, aber die Aufgabe ist Spalte 4: Leg eine Maske auf deine Blau 1.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'So rechnest du jede Spalte: Die höhere Maske hat den Unterschied beider Werte als Punkte, die niedrigere ihren eigenen Wert. Wer mehr Punkte hat, bekommt den Unterschied als Punkteanzeiger, von 1 bis 8. Nach jedem Legen wird die Spalte neu berechnet. Jetzt ist Anna am Zug.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const eigeneReihe: BambutiScenario = {
  id: 'eigene-reihe',
  title: 'Legen auf die eigene Reihe',
  rule: 'eigene-reihe',
  names: ZU_ZWEIT,
  layout: tisch({
    rows: [
      ['gelb2', 'rot5', 'blau8', 'gruen6', 'weiss3'],
      ['rot4', 'blau7', 'gelb9', 'weiss5', 'gruen1'],
    ],
    hands: [
      ['blau3', 'gelb4', 'gruen7', 'rot10', 'weiss9', 'rot1', 'blau6'],
      ['gelb3', 'gelb6', 'rot7', 'rot8', 'gruen3', 'weiss2', 'blau2'],
    ],
    pile: 12,
    seed: 303,
    trommeln: [0, 0],
    // 4 : 6, 7 : 3, 5 : 5, 9 : 2
    wertungen: vierTrommelWertungen(['D4 A2 - A4 -', 'D3 A3 D4 - -', 'A5 D1 D4 - -', 'D5 - D4 A2 -']),
  }),
  steps: [
    {
      kind: 'info',
      text: 'Du bist am Zug und legst eine Maske aus deiner Hand auf eine Maske in einer der beiden Reihen. In deiner eigenen Reihe darfst du jede Farbe auf jede Farbe legen. Nur die Werte müssen danach von der Mitte weg abfallen – weiter außen darf nie ein höherer Wert liegen als weiter innen. Eure Trommelkarten habt ihr beide schon gespielt.',
    },
    {
      kind: 'expect',
      text: 'Spalte 1: deine Gelb 2 gegen Annas Rot 4 – kein Anzeiger. Leg eine Maske aus deiner Hand auf deine Gelb 2, die dir dort einen Punkteanzeiger bringt.',
      move: legen(DU, 'blau3', DU, 1),
      hint: 'Gegen Annas 4 gewinnt eine Maske knapp darunter. Die Farbe darf eine andere sein als Gelb.',
      done: 'Blau 3 gegen Rot 4: 4 − 3 = 1 Punkt für Anna, 3 für dich – der Anzeiger 2 liegt auf deiner Seite. Blau auf Gelb ist in deiner eigenen Reihe kein Problem.',
      wrong: [
        { when: { karte: m('gelb4'), reihe: DU, spalte: 1 }, text: 'Gelb 4 gegen Rot 4: gleich hoch, wieder kein Anzeiger.' },
        {
          when: { karte: m('rot1'), reihe: DU, spalte: 1 },
          text: 'Rot 1 gegen Rot 4: 4 − 1 = 3 Punkte für Anna, 1 für dich – Anna bekäme den Anzeiger 2.',
        },
        { when: {}, text: 'Das ist erlaubt, aber hier geht es um Spalte 1 deiner eigenen Reihe.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre Rot 7 auf deine Rot 5. In deine Reihe darf sie nur Masken derselben Farbe legen – Rot auf Rot. Spalte 2 steht jetzt 7 gegen 7: Dein Anzeiger 3 dort ist weg.',
      move: legen(ANNA, 'rot7', DU, 2),
    },
    {
      kind: 'expect',
      text: 'Spalte 4: deine Grün 6 gegen Annas Weiß 5 – dort hat Anna den Anzeiger 4. Hol dir Spalte 4 mit einer Maske in deiner eigenen Reihe. Sie darf auch niedriger sein als die Maske, die sie zudeckt.',
      move: legen(DU, 'gelb4', DU, 4),
      hint: 'Gegen Annas 5 gewinnt eine Maske knapp darunter. Außen in Spalte 5 liegt eine 3 – nach innen darf der Wert nicht kleiner werden.',
      done: 'Gelb 4 gegen Weiß 5: 5 − 4 = 1 Punkt für Anna, 4 für dich – der Anzeiger 3 liegt jetzt bei dir. Niedriger als die verdeckte Grün 6 zu legen ist erlaubt, die Reihe fällt weiter von der Mitte ab: 8, 4, 3.',
      wrong: [
        {
          when: { karte: m('weiss9'), reihe: ANNA, spalte: 4 },
          text: 'Auch das brächte dir Spalte 4 – Weiß auf Weiß ist auf Annas Reihe erlaubt. Hier geht es aber um deine eigene Reihe: Leg eine niedrigere Maske auf deine Grün 6.',
        },
        {
          when: { reihe: DU, spalte: 4 },
          text: 'Das ist erlaubt, aber rechne nach: Gegen Annas 5 bringt dir diese Maske den Anzeiger nicht.',
        },
        { when: {}, text: 'Das ist erlaubt, aber hier geht es um Spalte 4 deiner eigenen Reihe.' },
      ],
    },
    {
      kind: 'info',
      text: 'Merke: In deiner eigenen Reihe ist die Farbe frei, und die neue Maske darf höher, niedriger oder gleich hoch sein wie die verdeckte. Es zählt nur, dass danach die Mitte am höchsten ist und die Werte nach außen abfallen. Jetzt ist Anna wieder am Zug.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const gegnerischeReihe: BambutiScenario = {
  id: 'gegnerische-reihe',
  title: 'Legen auf die Reihe des Gegners',
  rule: 'gegnerische-reihe',
  names: ZU_ZWEIT,
  layout: tisch({
    rows: [
      ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'],
      ['rot1', 'gelb5', 'blau10', 'gelb8', 'rot3'],
    ],
    hands: [
      ['gelb3', 'blau3', 'rot2', 'blau8', 'gruen10', 'weiss10', 'gruen2'],
      ['gelb4', 'gelb6', 'gruen3', 'blau6', 'weiss2', 'rot8', 'rot9'],
    ],
    pile: 14,
    seed: 404,
    trommeln: [0, 0],
    // 6 : 4, 3 : 8, 7 : 2, 4 : 6
    wertungen: vierTrommelWertungen(['D2 A4 D4 - -', 'A3 D3 A5 - -', 'D7 - A2 - -', 'A6 D1 D3 - -']),
  }),
  steps: [
    {
      kind: 'info',
      text: 'Du darfst auch auf Annas Reihe legen. Dort gilt ein Farbzwang: Deine Maske muss dieselbe Farbe haben wie die Maske, die du zudeckst. Und auch Annas Reihe muss danach von der Mitte weg abfallen. Eure Trommelkarten habt ihr beide schon gespielt.',
    },
    {
      kind: 'expect',
      text: 'Spalte 4: deine Gelb 2 gegen Annas Gelb 8 – Anna hat dort den Anzeiger 4. Hol dir Spalte 4 mit einer Maske auf Annas Reihe.',
      move: legen(DU, 'gelb3', ANNA, 4),
      hint: 'Auf Annas Gelb 8 darf nur eine gelbe Maske. Rechne: Gegen deine 2 gewinnt eine Maske, die nicht viel höher ist.',
      done: 'Gelb 3 auf Gelb 8: Spalte 4 steht jetzt 2 gegen 3. Anna hat 3 − 2 = 1 Punkt, du 2 – der Anzeiger 1 liegt bei dir. Du hast Annas Anzeiger 4 umgedreht, ohne deine eigene Maske anzurühren.',
      wrong: [
        {
          when: { karte: m('gelb3'), reihe: ANNA, spalte: 2 },
          text: 'Gelb auf Gelb ist richtig, und Annas Reihe bleibt in Ordnung – aber das ist Spalte 2. Die Aufgabe ist Spalte 4.',
        },
        { when: { reihe: ANNA }, text: 'Das ist erlaubt, aber Spalte 4 bleibt damit bei Anna.' },
        { when: { reihe: DU }, text: 'Das ist erlaubt, aber in dieser Aufgabe legst du auf Annas Reihe.' },
      ],
    },
    {
      kind: 'auto',
      text: 'Anna antwortet auf deiner Reihe: Sie legt ihre Gelb 4 auf deine Gelb 2 in Spalte 4 – Gelb auf Gelb, und deine Reihe fällt weiter von der Mitte ab (7, 4, 1). Spalte 4 steht jetzt 4 gegen 3, der Anzeiger 2 geht an Anna.',
      move: legen(ANNA, 'gelb4', DU, 4),
    },
    {
      kind: 'expect',
      text: 'Annas Mitte ist ihre Blau 10. Auch in ihrer Reihe muss die Mitte der höchste Wert bleiben – eine niedrigere blaue Maske darfst du trotzdem darauflegen, solange sie dort noch am höchsten ist. Verbessere so deinen Anzeiger in Spalte 3, mit einer Maske auf Annas Reihe.',
      move: legen(DU, 'blau8', ANNA, 3),
      hint: 'Deine Weiß 7 steht gegen Annas 10. Welche blaue Maske ist höher als Annas übrige Masken, aber näher an deiner 7?',
      done: 'Blau 8 auf Blau 10: Spalte 3 steht jetzt 7 gegen 8. Anna hat 8 − 7 = 1 Punkt, du 7 – dein Anzeiger steigt von 4 auf 6. Annas Reihe bleibt in Ordnung: 1, 5, 8, 3, 3.',
      wrong: [
        {
          when: { karte: m('blau8'), reihe: DU, spalte: 3 },
          text: 'Die Blau 8 in deiner eigenen Mitte brächte dasselbe. Hier übst du aber das Legen auf Annas Reihe: Leg sie auf Annas Blau 10.',
        },
        {
          when: { reihe: DU, spalte: 4 },
          text: 'Das holt dir Spalte 4 zurück – keine schlechte Idee. Hier übst du aber das Legen auf Annas Mitte.',
        },
        { when: { reihe: DU }, text: 'Das ist erlaubt, aber in dieser Aufgabe legst du auf Annas Mitte.' },
        { when: {}, text: 'Das ist erlaubt, aber hier geht es um Annas Mitte in Spalte 3.' },
      ],
    },
    {
      kind: 'info',
      text: 'Merke: Auf die Reihe deines Gegners legst du nur Masken derselben Farbe, und seine Reihe muss danach genauso von der Mitte weg abfallen wie deine. Weil sich dabei seine Farben nie ändern, kannst du seine Farbreihenfolge nie symmetrisch machen. Jetzt ist Anna am Zug.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const symmetrie: BambutiScenario = {
  id: 'symmetrie',
  title: 'Symmetrische Farbreihenfolge',
  rule: 'symmetrie',
  names: ZU_ZWEIT,
  layout: tisch({
    rows: [
      ['rot1', 'gelb5', 'blau10', 'gelb8', 'weiss4'],
      ['blau4', 'rot6', 'weiss7', 'gelb2', 'gruen1'],
    ],
    hands: [
      ['rot3', 'rot9', 'gruen4', 'gruen6', 'blau2', 'blau3', 'weiss9'],
      ['gelb3', 'gelb6', 'gelb7', 'gruen2', 'gruen8', 'blau7', 'weiss1'],
    ],
    pile: 26,
    seed: 505,
  }),
  steps: [
    {
      kind: 'info',
      text: 'Die Auslagen liegen offen, du legst als Erster und führst auf dem Tisch 10 zu 6. Deine Farben: Rot – Gelb – Blau – Gelb – Weiß. Symmetrisch ist eine Farbreihenfolge, die von beiden Enden gleich gelesen wird: Spalte 1 wie Spalte 5, Spalte 2 wie Spalte 4, die Mitte ist frei. Wer sie symmetrisch macht, löst eine Wertung aus.',
    },
    {
      kind: 'expect',
      text: 'Gelb liegt schon in Spalte 2 und 4. Mach deine Farbreihenfolge symmetrisch – bei 10 zu 6 lohnt sich eine Wertung für dich.',
      move: legen(DU, 'rot3', DU, 5),
      hint: 'In Spalte 1 liegt Rot, in Spalte 5 Weiß. Welche der beiden Spalten kannst du mit einer passenden Farbe belegen, ohne dass die Werte von der Mitte weg ansteigen?',
      done: 'Rot – Gelb – Blau – Gelb – Rot: symmetrisch! Spalte 5 steht jetzt 3 gegen 1, dein Anzeiger dort sinkt auf 1. Die Wertung: 4 + 4 + 1 = 9 Punkte für dich, 2 + 4 = 6 für Anna. Beide schreiben sich ihre Anzeiger gut, egal wer die Wertung auslöst.',
      wrong: [
        { when: { reihe: ANNA }, text: 'Das ist erlaubt, aber auf Annas Reihe änderst du deine eigenen Farben nicht.' },
        {
          when: { reihe: DU },
          text: 'Das ist erlaubt, macht deine Farben aber nicht symmetrisch: Spalte 1 und Spalte 5 brauchen dieselbe Farbe.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'In einem Zug mit Symmetrie-Wertung darfst du keine Trommelkarte mehr spielen. Du ergänzt deine Hand wieder auf sieben Karten, und Anna ist am Zug.',
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre Gelb 3 auf deine Gelb 8 – Gelb auf Gelb ist erlaubt. Spalte 4 steht jetzt 3 gegen 2, der Anzeiger dort wechselt zu Anna. Deine Farben bleiben symmetrisch: Anna kann sie nicht ändern.',
      move: legen(ANNA, 'gelb3', DU, 4),
    },
    {
      kind: 'auto',
      text: 'Anna spielt diesmal keine Trommelkarte.',
      move: weiter(ANNA),
    },
    {
      kind: 'expect',
      text: 'Deine Farben sind noch symmetrisch. Die Mitte zählt für die Symmetrie nicht: Leg eine Maske auf deine Blau 10 in der Mitte, die dir dort gegen Annas Weiß 7 den Anzeiger holt.',
      move: legen(DU, 'gruen6', DU, 3),
      hint: 'Gegen Annas 7 gewinnt eine Maske knapp darunter – und in der Mitte muss sie mindestens so hoch sein wie deine Masken in Spalte 2 und 4.',
      done: 'Grün 6 gegen Weiß 7: 7 − 6 = 1 Punkt für Anna, 6 für dich – Anzeiger 5 für dich. Deine Farben sind weiter symmetrisch (Rot – Gelb – Grün – Gelb – Rot), aber es gibt keine neue Wertung: Nur der Wechsel von nichtsymmetrisch zu symmetrisch löst eine aus.',
      wrong: [
        {
          when: { reihe: DU, spalte: 3 },
          text: 'Die Mitte ist dafür richtig, aber rechne nach: Diese Maske gegen Annas 7 bringt Anna den Anzeiger.',
        },
        { when: {}, text: 'Das ist erlaubt, aber hier geht es um deine Mitte in Spalte 3.' },
      ],
    },
    {
      kind: 'expect',
      text: 'Diesmal gab es keine Symmetrie-Wertung – also darfst du jetzt eine Trommelkarte spielen. Auf dem Tisch führst du mit 10 zu 3: Spiel eine Trommelkarte!',
      move: trommeln(DU),
      hint: 'Die Trommelkarten liegen offen vor dir. Nach dem Legen darfst du genau eine davon spielen.',
      done: 'Wertung 2: 10 Punkte für dich, 3 für Anna. Im Wertungsblock steht jetzt 19 zu 9.',
      wrong: [{ when: { type: 'weiter' }, text: 'Das darfst du, aber mit 10 zu 3 auf dem Tisch lohnt sich eine Wertung für dich.' }],
    },
    {
      kind: 'info',
      text: 'Merke: Eine Symmetrie-Wertung gibt es nur, wenn deine eigene Maske deine Reihe von nichtsymmetrisch zu symmetrisch macht. Um noch einmal so zu punkten, musst du die Symmetrie erst wieder brechen und dann neu herstellen. Jetzt ist Anna am Zug.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const trommel: BambutiScenario = {
  id: 'trommel',
  title: 'Die Trommelkarte',
  rule: 'trommelkarte',
  names: ZU_ZWEIT,
  layout: tisch({
    rows: [
      ['gruen2', 'rot6', 'blau9', 'rot5', 'weiss2'],
      ['gelb4', 'blau5', 'weiss10', 'gruen9', 'rot1'],
    ],
    hands: [
      ['rot4', 'gelb8', 'weiss3', 'blau2', 'gelb6', 'rot7', 'blau3'],
      ['gelb2', 'gelb5', 'blau4', 'gruen4', 'gruen7', 'weiss4', 'rot8'],
    ],
    pile: 16,
    seed: 606,
    trommeln: [2, 1],
    wertungen: [{ nr: 1, ausloeser: 'trommel', seat: ANNA, punkte: [6, 9], anzeiger: anzeiger('D5 A6 - A3 D1') }],
  }),
  steps: [
    {
      kind: 'info',
      text: 'Jeder bekommt zu Beginn zwei Trommelkarten, die offen vor ihm liegen. Du hast noch beide, Anna noch eine. Direkt nach dem Legen einer Maske darfst du eine davon spielen: Sie löst eine Wertung aus. Vor dem Legen geht das nicht, und mehr als eine pro Zug auch nicht.',
    },
    {
      kind: 'expect',
      text: 'Leg zuerst eine Maske. Spalte 2: deine Rot 6 gegen Annas Blau 5 – Anna hat dort den Anzeiger 4. Hol dir Spalte 2 mit einer Maske in deiner eigenen Reihe.',
      move: legen(DU, 'rot4', DU, 2),
      hint: 'Gegen Annas 5 gewinnt eine Maske knapp darunter.',
      done: 'Rot 4 gegen Blau 5: 5 − 4 = 1 Punkt für Anna, 4 für dich – der Anzeiger 3 liegt jetzt bei dir. Auf dem Tisch führst du mit 12 zu 0.',
      wrong: [
        {
          when: { karte: m('weiss3'), reihe: DU, spalte: 1 },
          text: 'Damit würden deine Farben symmetrisch – eine Wertung, aber dann dürftest du in diesem Zug keine Trommelkarte mehr spielen. Hier geht es um Spalte 2.',
        },
        {
          when: { reihe: DU, spalte: 2 },
          text: 'Das ist erlaubt, aber rechne nach: Gegen Annas 5 bringt dir diese Maske den Anzeiger nicht.',
        },
        { when: {}, text: 'Das ist erlaubt, aber hier geht es um Spalte 2 deiner eigenen Reihe.' },
      ],
    },
    {
      kind: 'expect',
      text: 'Du hast gelegt, und in diesem Zug gab es keine Symmetrie-Wertung. Mit 12 zu 0 auf dem Tisch lohnt sich eine Wertung: Spiel eine Trommelkarte.',
      move: trommeln(DU),
      hint: 'Die Trommelkarten liegen offen vor dir. Nach dem Legen darfst du genau eine davon spielen.',
      done: 'Wertung 2: 12 Punkte für dich, keine für Anna. Im Wertungsblock steht jetzt 18 zu 9. Danach ergänzt du deine Hand auf sieben Karten.',
      wrong: [{ when: { type: 'weiter' }, text: 'Das darfst du, aber mit diesem Vorsprung lohnt sich die Wertung jetzt.' }],
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre Rot 8 auf deine Rot 4 – Rot auf Rot ist erlaubt, und deine Reihe fällt weiter von der Mitte ab. Spalte 2 geht mit 8 gegen 5 an Anna zurück.',
      move: legen(ANNA, 'rot8', DU, 2),
    },
    {
      kind: 'auto',
      text: 'Anna hebt sich ihre letzte Trommelkarte auf.',
      move: weiter(ANNA),
    },
    {
      kind: 'expect',
      text: 'Deine Farben: Grün – Rot – Blau – Rot – Weiß. Spalte 2 und 4 passen schon zusammen. Mach deine Farbreihenfolge symmetrisch.',
      move: legen(DU, 'weiss3', DU, 1),
      hint: 'Spalte 1 und Spalte 5 brauchen dieselbe Farbe. Achte auf den Wert: außen nicht höher als weiter innen.',
      done: 'Weiß – Rot – Blau – Rot – Weiß: symmetrisch, das ist Wertung 3 mit 11 Punkten für dich und 2 für Anna. Eine Trommelkarte darfst du in diesem Zug jetzt nicht mehr spielen – nach einer Symmetrie-Wertung ist dein Zug sofort zu Ende.',
      wrong: [
        { when: {}, text: 'Das ist erlaubt, macht deine Farben aber nicht symmetrisch: Spalte 1 und Spalte 5 brauchen dieselbe Farbe.' },
      ],
    },
    {
      kind: 'info',
      text: 'Deine zweite Trommelkarte hebst du dir für einen großen Vorsprung auf. Warte aber nicht zu lange: Trommelkarten, die am Ende übrig sind, zählen nichts. Jetzt ist Anna am Zug.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const schlusswertung: BambutiScenario = {
  id: 'schlusswertung',
  title: 'Schlusswertung und Spielende',
  rule: 'schlusswertung',
  names: ZU_ZWEIT,
  layout: tisch({
    rows: [
      ['gelb3', 'rot6', 'gruen10', 'blau6', 'weiss2'],
      ['blau4', 'gelb7', 'rot10', 'weiss5', 'gruen3'],
    ],
    hands: [
      ['rot2', 'gelb9', 'blau5', 'weiss1', 'gruen1'],
      ['rot5', 'gelb4', 'blau3', 'weiss6', 'gruen2'],
    ],
    pile: 0,
    seed: 707,
    startSeat: ANNA,
    toAct: ANNA,
    trommeln: [1, 0],
    wertungen: [
      { nr: 1, ausloeser: 'trommel', seat: ANNA, punkte: [5, 9], anzeiger: anzeiger('A4 D5 A5 - -') },
      { nr: 2, ausloeser: 'symmetrie', seat: DU, punkte: [11, 4], anzeiger: anzeiger('D6 - A4 D5 -') },
      { nr: 3, ausloeser: 'trommel', seat: ANNA, punkte: [3, 10], anzeiger: anzeiger('A8 D3 A2 - -') },
      { nr: 4, ausloeser: 'trommel', seat: DU, punkte: [8, 8], anzeiger: anzeiger('D3 A8 D5 - -') },
    ],
  }),
  steps: [
    {
      kind: 'info',
      text: 'Der Nachziehstapel ist leer, ihr habt je fünf Handkarten. Sobald ihr beide nur noch vier habt, folgt die Schlusswertung. Nach vier Wertungen steht es 27 für dich zu 31 für Anna. Anna hat keine Trommelkarte mehr, du noch eine.',
    },
    {
      kind: 'auto',
      text: 'Anna legt ihre letzte Maske: die Rot 5 auf ihre Gelb 7 in Spalte 2. Spalte 2 steht jetzt 6 gegen 5, Anna bekommt dort den Anzeiger 4. Auf dem Tisch führt Anna mit 8 zu 3, und sie hat nur noch vier Handkarten.',
      move: legen(ANNA, 'rot5', ANNA, 2),
    },
    {
      kind: 'expect',
      text: 'Deine letzte Maske – danach hast auch du nur noch vier Karten. Hol dir mit ihr möglichst viel auf dem Tisch.',
      move: legen(DU, 'gelb9', DU, 3),
      hint: 'Sieh dir die Mitte an: Deine Grün 10 steht gegen Annas Rot 10, gleich hoch, kein Anzeiger.',
      done: 'Gelb 9 gegen Rot 10: 10 − 9 = 1 Punkt für Anna, 9 für dich – Anzeiger 8 für dich. Deine Mitte darf niedriger werden, solange sie am höchsten bleibt. Auf dem Tisch führst du jetzt mit 11 zu 8.',
      wrong: [{ when: {}, text: 'Das ist erlaubt, bringt dir auf dem Tisch aber weniger. Schau dir die Mitte an.' }],
    },
    {
      kind: 'expect',
      text: 'Du hast noch eine Trommelkarte, und eine Trommelkarte, die am Ende übrig ist, zählt nichts. Entscheide: trommeln oder nicht?',
      move: trommeln(DU),
      hint: 'Rechne nach: Ohne Trommelkarte kommt nur noch die Schlusswertung – 27 + 11 für dich gegen 31 + 8 für Anna.',
      done: 'Wertung 5 mit deiner Trommelkarte: 11 für dich, 8 für Anna, Stand 38 zu 39. Gleich danach die Schlusswertung mit denselben Anzeigern: noch einmal 11 zu 8. Endstand 49 zu 47 – du gewinnst!',
      wrong: [
        {
          when: { type: 'weiter' },
          text: 'Dann verfällt deine Trommelkarte, und nur die Schlusswertung zählt: 38 zu 39 – Anna würde gewinnen.',
        },
      ],
    },
    {
      kind: 'info',
      text: 'Vorbei: Jeder hat 16 Masken gelegt. Der Wertungsblock: Trommel Anna 5 zu 9, Symmetrie du 11 zu 4, Trommel Anna 3 zu 10, Trommel du 8 zu 8, Trommel du 11 zu 8, Schlusswertung 11 zu 8 – zusammen 49 zu 47. Die meisten Punkte gewinnen, bei Gleichstand gibt es zwei Sieger.',
    },
  ],
};

export const bambutiScenarios: BambutiScenario[] = [
  auslageOrdnen,
  punkteanzeiger,
  eigeneReihe,
  gegnerischeReihe,
  symmetrie,
  trommel,
  schlusswertung,
];

/** The example with this id, with its start position (throws on an unknown id: a content bug). */
export function szenario(id: string): BambutiScenario {
  return scenarioById(bambuti, bambutiScenarios, id);
}
