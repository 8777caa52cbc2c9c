/**
 * Article, case and number of every generated German sentence, for all four games: every card of
 * every deck with its article in every case (against a table of genders written here by hand, not
 * read from the code), the sentences that name a card built for every card, counts over 0, 1, 2, 5
 * and negative numbers, and a sweep over the exercises and bot games of each game for the mistakes
 * readers found („Eine Ass“, „−1 Punkte“, „(Bernd, Anna und Du)“).
 */
import { describe, expect, test } from 'vitest';
import { playBots, randomLegalBot } from '../../src/games/core/bots';
import { DRILL_LEVELS, judgeDrill, makeDrill, type DrillGame } from '../../src/games/core/drills';
import { artikel, cardsText, mitArtikel, nameInText, plural, pointsText, type Artikel, type Kasus } from '../../src/games/core/text';
import type { BaseEvent, BaseMove, BaseView, GameEngine } from '../../src/games/core/types';
import { CARD_IDS as DURAK_IDS, cardWithArticle as durakCard, rankWithArticle, RANKS as DURAK_RANKS } from '../../src/games/durak/cards';
import { durakDrills } from '../../src/games/durak/drills';
import { actionLabel, durak } from '../../src/games/durak/rules';
import { CARD_IDS as GANJIFA_IDS, cardName as ganjifaName, cardWithArticle as ganjifaCard } from '../../src/games/ganjifa/cards';
import { ganjifaDrills } from '../../src/games/ganjifa/drills';
import { ganjifa } from '../../src/games/ganjifa/rules';
import { DRUM_IDS, MASK_IDS, cardName as bambutiName, cardWithArticle as bambutiCard } from '../../src/games/bambuti/cards';
import { bambutiDrills } from '../../src/games/bambuti/drills';
import { bambuti } from '../../src/games/bambuti/rules';
import { CARD_IDS as DUDAB_IDS, cardName as dudabName, cardPhrase } from '../../src/games/dudab/cards';
import { dudabDrills } from '../../src/games/dudab/drills';
import { dudab } from '../../src/games/dudab/rules';
import { durakResult, turnPrompt as durakPrompt } from '../../src/components/durak/durak-ui';
import { ganjifaResult, turnPrompt as ganjifaPrompt } from '../../src/components/ganjifa/ganjifa-ui';
import { dudabResult, offenText, turnPrompt as dudabPrompt } from '../../src/components/dudab/dudab-ui';
import { bambutiResult, endText, turnPrompt as bambutiPrompt } from '../../src/components/bambuti/bambuti-ui';

const KASUS: readonly Kasus[] = ['nom', 'akk', 'dat'];
const ARTEN: readonly Artikel[] = ['bestimmt', 'unbestimmt'];
type G = 'm' | 'f' | 'n';

/** German articles as a grammar book lists them: nominative, accusative, dative. */
const ARTICLES: Record<Artikel, Record<G, [string, string, string]>> = {
  bestimmt: { m: ['der', 'den', 'dem'], f: ['die', 'die', 'der'], n: ['das', 'das', 'dem'] },
  unbestimmt: { m: ['ein', 'einen', 'einem'], f: ['eine', 'eine', 'einer'], n: ['ein', 'ein', 'einem'] },
};
const art = (a: Artikel, g: G, k: Kasus): string => ARTICLES[a][g][KASUS.indexOf(k)]!;
const up = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------
// The genders of every deck, by hand.

/** Durak (spec §2.2): die Sechs … die Zehn, der Bube (weak: den Buben), die Dame, der König, das Ass. */
const DURAK_SUIT: Record<string, string> = { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' };
const DURAK_RANK: Record<string, { g: G; nom: string; obl: string }> = {
  J: { g: 'm', nom: 'Bube', obl: 'Buben' },
  Q: { g: 'f', nom: 'Dame', obl: 'Dame' },
  K: { g: 'm', nom: 'König', obl: 'König' },
  A: { g: 'n', nom: 'Ass', obl: 'Ass' },
};
const durakRank = (r: string) => DURAK_RANK[r] ?? { g: 'f' as G, nom: r, obl: r };
/** „die Pik Dame“, „den Kreuz Buben“, „ein Herz Ass“ – composed here from the tables above. */
function durakPhrase(id: string, k: Kasus, a: Artikel = 'bestimmt'): string {
  const r = durakRank(id.slice(1));
  return `${art(a, r.g, k)} ${DURAK_SUIT[id[0]!]} ${k === 'nom' ? r.nom : r.obl}`;
}

/** Ganjifa: der Raja, der Mantri; a number card is „die Karte“, „die Eins“. */
const ganjifaGenus = (id: string): G => (/-(R|M)$/.test(id) ? 'm' : 'f');
/** Bambuti: a mask like „die Sieben“, the drum card „die Trommelkarte“. */
const BAMBUTI_GENUS: G = 'f';
/** Dudab: der Schamane (weak), die Dudab-Karte; a Ziffer-Karte is named by its face alone. */
const DUDAB_ADJ: Record<string, string> = { rot: 'rot', gelb: 'gelb', gruen: 'grün', blau: 'blau' };
/** Adjective endings before a masculine noun: after „der“ (weak) and after „ein“ (mixed). */
const MASC_ADJ: Record<Artikel, [string, string, string]> = { bestimmt: ['e', 'en', 'en'], unbestimmt: ['er', 'en', 'en'] };

describe('the article helper', () => {
  test.each(ARTEN.flatMap((a) => (['m', 'f', 'n'] as G[]).flatMap((g) => KASUS.map((k) => [a, g, k] as const))))('%s %s %s', (a, g, k) => {
    expect(artikel(g, k, a)).toBe(art(a, g, k));
  });

  test('a weak masculine noun takes -en outside the nominative, with or without an adjective', () => {
    const schamane = { genus: 'm' as const, wort: 'Schamane', schwach: 'Schamanen' };
    expect(mitArtikel(schamane, 'nom', 'unbestimmt', { adjektiv: 'rot' })).toBe('ein roter Schamane');
    expect(mitArtikel(schamane, 'akk', 'unbestimmt', { adjektiv: 'rot' })).toBe('einen roten Schamanen');
    expect(mitArtikel(schamane, 'dat', 'bestimmt', { adjektiv: 'grün' })).toBe('dem grünen Schamanen');
    expect(mitArtikel({ genus: 'n', wort: 'Fell' }, 'nom', 'unbestimmt', { adjektiv: 'blau' })).toBe('ein blaues Fell');
  });
});

describe('every card of every deck with its article, in every case', () => {
  test('Durak: all 36 cards', () => {
    expect(DURAK_IDS).toHaveLength(36);
    for (const id of DURAK_IDS)
      for (const k of KASUS) for (const a of ARTEN) expect(durakCard(id, k, a), `${id} ${k} ${a}`).toBe(durakPhrase(id, k, a));
  });

  test('Durak: every rank alone („ein Ass“, „ein Bube“, „eine Dame“, „ein König“, „eine 7“)', () => {
    for (const r of DURAK_RANKS) {
      const { g, nom, obl } = durakRank(r);
      for (const k of KASUS) for (const a of ARTEN) expect(rankWithArticle(r, k, a)).toBe(`${art(a, g, k)} ${k === 'nom' ? nom : obl}`);
    }
    expect(['A', 'J', 'Q', 'K'].map((r) => rankWithArticle(r as never, 'nom', 'unbestimmt'))).toEqual([
      'ein Ass',
      'ein Bube',
      'eine Dame',
      'ein König',
    ]);
  });

  test('Ganjifa: all 120 cards', () => {
    expect(GANJIFA_IDS).toHaveLength(120);
    for (const id of GANJIFA_IDS) {
      for (const k of KASUS)
        for (const a of ARTEN) expect(ganjifaCard(id, k, a), `${id} ${k} ${a}`).toBe(`${art(a, ganjifaGenus(id), k)} ${ganjifaName(id)}`);
    }
  });

  test('Bambuti: all 50 masks and the drum cards', () => {
    for (const id of [...MASK_IDS, ...DRUM_IDS]) {
      for (const k of KASUS)
        for (const a of ARTEN) expect(bambutiCard(id, k, a), `${id} ${k} ${a}`).toBe(`${art(a, BAMBUTI_GENUS, k)} ${bambutiName(id)}`);
    }
  });

  test('Dudab: all 80 cards (Ziffer-Karten by their face, shamans and Dudab-Karten declined)', () => {
    expect(DUDAB_IDS).toHaveLength(80);
    for (const id of DUDAB_IDS) {
      for (const k of KASUS) {
        const i = KASUS.indexOf(k);
        for (const a of ARTEN) {
          const got = cardPhrase(id, k, a);
          if (id.startsWith('Z-')) expect(got).toBe(dudabName(id));
          else if (id.startsWith('S-')) {
            const adj = DUDAB_ADJ[id.split('-')[1]!]! + MASC_ADJ[a][i];
            expect(got, `${id} ${k} ${a}`).toBe(`${art(a, 'm', k)} ${adj} ${k === 'nom' ? 'Schamane' : 'Schamanen'}`);
          } else expect(got, `${id} ${k} ${a}`).toBe(`${art(a, 'f', k)} Dudab-Karte`);
        }
      }
      // Without a chosen article: a shaman is „der rote Schamane“, a Dudab-Karte „eine Dudab-Karte“ (all alike).
      if (id.startsWith('S-')) expect(cardPhrase(id, 'akk')).toBe(cardPhrase(id, 'akk', 'bestimmt'));
      if (id.startsWith('D-')) expect(cardPhrase(id, 'dat')).toBe('einer Dudab-Karte');
    }
  });
});

describe('sentences that name a card, for every card', () => {
  const NAMES = ['Du', 'Anna', 'Bernd'];
  const s = durak.deal({ players: 3, transfer: true }, 1);

  test('Durak moves and buttons: dative after „mit“, accusative for the object', () => {
    for (const c of DURAK_IDS) {
      expect(durak.describe(s, { type: 'ATTACK', seat: 0, card: c }, NAMES)).toBe(`Du greifst mit ${durakPhrase(c, 'dat')} an.`);
      expect(durak.describe(s, { type: 'THROW_IN', seat: 1, card: c }, NAMES)).toBe(`Anna legt ${durakPhrase(c, 'akk')} nach.`);
      expect(durak.describe(s, { type: 'TRANSFER', seat: 0, card: c }, NAMES)).toBe(`Du reichst mit ${durakPhrase(c, 'dat')} weiter.`);
      expect(actionLabel({ type: 'THROW_IN', seat: 0, card: c })).toBe(`${up(durakPhrase(c, 'akk'))} nachlegen`);
      for (const a of DURAK_IDS) {
        expect(durak.describe(s, { type: 'DEFEND', seat: 2, attackCard: a, card: c }, NAMES)).toBe(
          `Bernd schlägt ${durakPhrase(a, 'akk')} mit ${durakPhrase(c, 'dat')}.`,
        );
      }
    }
  });

  test('Durak exercise „nachlegen“: „Ein Ass / Ein Bube / Eine Dame / Ein König liegt schon auf dem Tisch“', () => {
    const kind = durakDrills.kinds.find((k) => k.id === 'durak-nachlegen')!;
    for (const c of DURAK_IDS) {
      const r = durakRank(c.slice(1));
      const reason = kind.whyRight!(s, {}, c, NAMES).reason;
      expect(reason).toBe(
        `${up(durakPhrase(c, 'nom'))} darfst du nachlegen: ${up(art('unbestimmt', r.g, 'nom'))} ${r.nom} liegt schon auf dem Tisch.`,
      );
    }
  });

  test('Ganjifa moves: the card in the dative after „mit“, in the accusative as the object', () => {
    const g = ganjifa.deal({}, 3);
    for (const c of GANJIFA_IDS) {
      expect(ganjifa.describe(g, { type: 'DISCARD', seat: 0, card: c }, NAMES)).toBe(
        `Du wirfst ${art('bestimmt', ganjifaGenus(c), 'akk')} ${ganjifaName(c)} ab.`,
      );
      expect(ganjifa.describe(g, { type: 'LEAD', seat: 1, card: c }, NAMES)).toMatch(
        new RegExp(
          `^Anna (eröffnet das Geben mit ${art('bestimmt', ganjifaGenus(c), 'dat')}|spielt ${art('bestimmt', ganjifaGenus(c), 'akk')}) ${ganjifaName(c)}( aus)?\\.$`,
        ),
      );
    }
  });
});

describe('counts: the noun agrees with the number, negative numbers with the minus sign', () => {
  test.each([
    [0, '0 Karten', '0 Punkte'],
    [1, '1 Karte', '1 Punkt'],
    [2, '2 Karten', '2 Punkte'],
    [5, '5 Karten', '5 Punkte'],
    [-1, '−1 Karte', '−1 Punkt'],
    [-2, '−2 Karten', '−2 Punkte'],
  ])('%i', (n, cards, points) => {
    expect(cardsText(n)).toBe(cards);
    expect(pointsText(n)).toBe(points);
    expect(plural(n, 'Stich', 'Stiche')).toBe(points.replace(/Punkte?$/, (p) => (p === 'Punkt' ? 'Stich' : 'Stiche')));
  });

  test.each([
    [[-1, 4], [0], 'Das Spiel ist aus: Du gewinnst mit −1 Punkt.'],
    [[3, 1], [1], 'Das Spiel ist aus: Anna gewinnt mit 1 Punkt.'],
    [[0, 0], [0, 1], 'Das Spiel ist aus: Du und Anna gewinnt gemeinsam mit 0 Punkten.'],
    [[7, -5], [1], 'Das Spiel ist aus: Anna gewinnt mit −5 Punkten.'],
  ])('Dudab game over with scores %j', (scores, winners, text) => {
    expect(dudab.describeEvent({ type: 'GameOver', scores, winners }, ['Du', 'Anna'])).toBe(text);
  });

  test('the reader inside running text is „du“', () => {
    const names = ['Du', 'Anna', 'Bernd'];
    expect([2, 1, 0].map((s) => nameInText(names, s))).toEqual(['Bernd', 'Anna', 'du']);
  });
});

// ---------------------------------------------------------------------------------------------
// The sweep: every sentence the exercises and a few bot games of each game write.

/** What no sentence of the site may say: each pattern with what a reader found wrong in it. */
const WRONG: [RegExp, string][] = [
  [
    /(?<![\d,.])[−-]?1 (Punkte|Karten|Stiche|Schlechtpunkte|Gutpunkte|Angriffskarten|Masken|Runden|Wertungen|Trommelkarten|Ziffer-Karten|Dudab-Karten)\b/u,
    'singular after 1 and −1',
  ],
  [/\b[Ee]ine (Ass|Bube|Buben|König)\b/u, 'ein Ass, ein Bube, ein König'],
  [/\b[Ee]in (Dame|Dudab-Karte|Trommelkarte)\b/u, 'eine Dame, eine Dudab-Karte'],
  [
    /\b(den|dem|einen|einem) ((Kreuz|Pik|Herz|Karo) )?Bube\b|\b(der|ein) ((Kreuz|Pik|Herz|Karo) )?Buben\b/iu,
    'der Bube, den Buben, dem Buben',
  ],
  [/(?<![\p{L}\d])-\d/u, 'minus sign, not a hyphen'],
  [
    /(, |\bund |\boder |\(|– )Du\b(?! (bist|hast|musst|darfst|kannst|legst|ziehst|nimmst|bekommst|gewinnst|wirfst|spielst))/u,
    '„du“ inside a sentence',
  ],
  [/erfüllt den Wunsch oder ist eine Dudab-Karte/u, 'a reason that says nothing'],
];

function expectGerman(texts: Iterable<string>, where: string): void {
  const bad: string[] = [];
  for (const t of texts) for (const [re, why] of WRONG) if (re.test(t)) bad.push(`${why}: ${t}`);
  expect(bad, where).toEqual([]);
}

type AnyDrills = DrillGame<any, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The question and every reason an exercise can give: each choice judged on its own, and nothing chosen. */
function drillTexts(game: AnyDrills, seeds: number): string[] {
  const out: string[] = [];
  for (const kind of game.kinds) {
    for (let seed = 0; seed < seeds; seed++) {
      const d = makeDrill(game, kind.id, seed, DRILL_LEVELS[seed % 2]!);
      out.push(d.question);
      const numeric = kind.shape === 'number';
      for (const item of d.choices) {
        const j = judgeDrill(game, d, numeric ? Number(item) : [item]);
        for (const r of [...j.wrong, ...j.missed]) out.push(r.reason);
      }
      if (!numeric) for (const r of judgeDrill(game, d, []).missed) out.push(r.reason);
    }
  }
  return out;
}

/** What a table writes about a position and a finished game: its prompt and status lines, the result. */
interface TableTexts<S> {
  prompt: (s: S, names: string[]) => string[];
  result: (s: S, names: string[]) => { headline: string; places: string[]; placesNote?: string; explanation?: string[] };
}

/**
 * Every move sentence, log line and table line of bot games between random bots: each legal move
 * described at each decision, the events, the table's prompt, and the result at the end.
 */
function gameTexts<S, M extends BaseMove, O, L, V extends BaseView<M>, E extends BaseEvent>(
  engine: GameEngine<S, M, O, L, V, E>,
  deals: S[],
  names: string[],
  table: TableTexts<S>,
): string[] {
  const out: string[] = [];
  deals.forEach((start, seed) => {
    const bots = Array.from({ length: names.length }, () => randomLegalBot<V, M>());
    const end = playBots(engine, start, seed, bots, (s, _seat, view) => {
      for (const m of view.legal) out.push(engine.describe(s, m, names));
      for (const e of engine.events(s)) {
        const line = engine.describeEvent(e, names);
        if (line) out.push(line);
      }
      out.push(...table.prompt(s, names));
    });
    for (const e of engine.events(end)) {
      const line = engine.describeEvent(e, names);
      if (line) out.push(line);
    }
    const r = table.result(end, names);
    out.push(r.headline, ...r.places, r.placesNote ?? '', ...(r.explanation ?? []));
  });
  return out;
}

describe('the sweep over generated sentences', () => {
  test('Durak: exercises and bot games', () => {
    expectGerman(drillTexts(durakDrills, 40), 'durak drills');
    const deals = [3, 4, 5, 6, 2].map((players, seed) => durak.deal({ players, transfer: seed % 2 === 0 }, seed));
    for (const d of deals) {
      const names = ['Du', 'Anna', 'Bernd', 'Clara', 'Dora', 'Emil'].slice(0, d.options.players);
      expectGerman(gameTexts(durak, [d], names, { prompt: (s, n) => [durakPrompt(s, n)], result: durakResult }), 'durak games');
    }
  });

  test('Ganjifa: exercises and bot games', () => {
    expectGerman(drillTexts(ganjifaDrills, 40), 'ganjifa drills');
    const table: TableTexts<ReturnType<typeof ganjifa.deal>> = {
      prompt: (s, n) => [ganjifaPrompt(s, n), ganjifaPrompt(s, n, false)],
      result: ganjifaResult,
    };
    expectGerman(
      gameTexts(
        ganjifa,
        [1, 2].map((seed) => ganjifa.deal({}, seed)),
        ['Du', 'Anna', 'Bernd'],
        table,
      ),
      'ganjifa games',
    );
  });

  test('Dudab: exercises and bot games; a card allowed on an open wish says why', () => {
    const texts = drillTexts(dudabDrills, 40);
    expectGerman(texts, 'dudab drills');
    const wish = dudabDrills.kinds.find((k) => k.id === 'dudab-wunsch')!;
    let dudabs = 0;
    let fulfils = 0;
    for (let seed = 0; seed < 60; seed++) {
      const d = makeDrill(dudabDrills, wish.id, seed, DRILL_LEVELS[seed % 2]!);
      for (const r of judgeDrill(dudabDrills, d, []).missed) {
        if (r.item === 'ziehen') continue;
        if (r.item.startsWith('D-')) {
          dudabs++;
          expect(r.reason).toBe('Eine Dudab-Karte passt auf jede Reihe – du darfst sie auch legen, wenn ein Wunsch offen ist.');
        } else {
          fulfils++;
          expect(r.reason, r.item).toMatch(/ erfüllt den Wunsch in Reihe \d: Gewünscht ist (die Farbe|das Symbol|die Ziffer) \S+\.$/u);
        }
      }
    }
    expect(dudabs).toBeGreaterThan(0);
    expect(fulfils).toBeGreaterThan(0);
    const table: TableTexts<ReturnType<typeof dudab.deal>> = {
      prompt: (s, n) => [dudabPrompt(s, n), offenText(s, n)],
      result: dudabResult,
    };
    for (const spieler of [2, 4, 5]) {
      const names = ['Du', 'Anna', 'Bernd', 'Clara', 'Dora'].slice(0, spieler);
      expectGerman(gameTexts(dudab, [dudab.deal({ spieler, runden: 2, startSeat: 0 }, spieler)], names, table), 'dudab games');
    }
  });

  test('Bambuti: exercises and bot games', () => {
    expectGerman(drillTexts(bambutiDrills, 40), 'bambuti drills');
    const table: TableTexts<ReturnType<typeof bambuti.deal>> = {
      prompt: (s, n) => [bambutiPrompt(s, n), endText(s)],
      result: bambutiResult,
    };
    expectGerman(
      gameTexts(
        bambuti,
        [0, 1].map((seed) => bambuti.deal({ startSeat: seed }, seed)),
        ['Du', 'Anna'],
        table,
      ),
      'bambuti games',
    );
  });

  test('the sweep finds what readers found', () => {
    const found = (t: string) => WRONG.filter(([re]) => re.test(t)).map(([, why]) => why);
    expect(found('Eine Ass liegt schon auf dem Tisch.')).toEqual(['ein Ass, ein Bube, ein König']);
    expect(found('Eine Bube liegt schon auf dem Tisch.')).toEqual(['ein Ass, ein Bube, ein König']);
    expect(found('Eine König liegt schon auf dem Tisch.')).toEqual(['ein Ass, ein Bube, ein König']);
    expect(found('Ein Dame liegt schon auf dem Tisch.')).toEqual(['eine Dame, eine Dudab-Karte']);
    expect(found('Das ergibt −1 Punkte.')).toEqual(['singular after 1 and −1']);
    expect(found('Du bekommst 1 Karten.')).toEqual(['singular after 1 and −1']);
    expect(found('Der Reihe nach (Bernd, Anna und Du).')).toEqual(['„du“ inside a sentence']);
    expect(found('Du schlägst den Kreuz Bube.')).toEqual(['der Bube, den Buben, dem Buben']);
    expect(found('Der Kreuz Buben passt nicht.')).toEqual(['der Bube, den Buben, dem Buben']);
    expect(found('Der Kreuz Bube passt nicht, mit dem Pik Buben auch nicht.')).toEqual([]);
    expect(found('Das ergibt -3.')).toEqual(['minus sign, not a hyphen']);
    expect(found('Du bekommst 11 Karten und −11 Punkte, Anna 1 Punkt. Du und Anna seid fertig.')).toEqual([]);
  });
});
