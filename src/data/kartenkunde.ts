/**
 * „Kartenkunde“: every German term of the four games' glossaries (shared/rules/<spiel>.md, section
 * „German glossary“), explained in the site's own words. One list for the page /kartenkunde/, the
 * rehype step that links a term's first use on a rules page (components/site/rehypeBegriffe.mjs)
 * and the tests (tests/unit/site/kartenkunde.test.ts).
 *
 * Which sections of a rules page use a term is not written down here: `abschnitteMit` finds them
 * in the page's MDX with the same word forms that the rehype step links, so the list cannot go stale.
 */
import type { GameId } from '../games/core/types';

export interface Begriff {
  /** The headword as the glossary shows it. */
  term: string;
  /** Other names for the same thing (shown as „auch: …“; the spec's variants are here). */
  auch?: string[];
  /** The games whose rules use the term. */
  games: GameId[];
  /** A short explanation, in our own words. */
  text: string;
  /**
   * The word forms that count as a use in the rules text, inflections written out. A form that
   * starts with a lower-case letter also matches capitalised (at the start of a sentence).
   * „[der |den ]Durak“ matches „Durak“ only right after „der “ or „den “ (the game's name is no use).
   */
  formen: string[];
}

export const BEGRIFFE: readonly Begriff[] = [
  // — used by several games —
  {
    term: 'Farbe',
    games: ['durak', 'ganjifa', 'dudab', 'bambuti'],
    text: 'Die Gruppe, zu der eine Karte gehört. Durak hat vier (Kreuz, Pik, Herz, Karo), Ganjifa zehn – eine je Avatar –, Dudab Rot, Gelb, Grün und Blau, Bambuti dazu noch Weiß.',
    formen: ['Farbe', 'Farben'],
  },
  {
    term: 'Wert',
    games: ['durak', 'bambuti'],
    text: 'Wie hoch eine Karte ist. Bei Durak reicht er von der 6 bis zum Ass, bei Bambuti steht auf jeder Maske eine Zahl von 1 bis 10.',
    formen: ['Wert', 'Werte', 'Werten', 'Werts'],
  },
  {
    term: 'Trumpf',
    auch: ['Trumpffarbe', 'Trumpfkarte', 'Trumpf spielen'],
    games: ['durak', 'ganjifa'],
    text: 'Die eine Farbe, die alle anderen sticht; jede Karte dieser Farbe ist eine Trumpfkarte. Bei Durak bestimmt sie die aufgedeckte Karte unter dem Stapel, bei Ganjifa die Wahl von Tag oder Nacht.',
    formen: ['Trumpf', 'Trumpfs', 'Trümpfe', 'Trümpfen', 'Trumpffarbe', 'Trumpfkarte', 'Trumpfkarten'],
  },
  {
    term: 'Nachziehstapel',
    auch: ['verdeckter Stapel'],
    games: ['durak', 'dudab', 'bambuti'],
    text: 'Der verdeckte Vorrat an Karten, die noch niemand hat. Aus ihm kommen neue Handkarten; ist er leer, ändert sich der Lauf des Spiels.',
    formen: ['Nachziehstapel', 'Nachziehstapels'],
  },
  {
    term: 'nachziehen',
    auch: ['auffüllen', 'ergänzen'],
    games: ['durak', 'dudab', 'bambuti'],
    text: 'Neue Karten vom Nachziehstapel holen. Bei Durak bringst du so deine Hand wieder auf sechs, bei Bambuti auf sieben; bei Dudab holst du eine, statt abzulegen.',
    formen: ['nachziehen', 'nachgezogen', 'auffüllen', 'ergänzen', 'ergänzt'],
  },
  {
    term: 'Handkarten',
    auch: ['Kartenhand'],
    games: ['dudab', 'bambuti'],
    text: 'Was du gerade auf der Hand hältst und nur du siehst. Bei Bambuti sind es meist sieben Masken, bei Dudab zwischen zwei und fünf Karten.',
    formen: ['Handkarten', 'Handkarte', 'Kartenhand'],
  },
  {
    term: 'Runde',
    auch: ['Spiel'],
    games: ['durak', 'dudab'],
    text: 'Eine ganze Partie vom Geben bis zum Schluss. Bei Durak endet sie, wenn feststeht, wer übrig bleibt; bei Dudab, wenn der Nachziehstapel verbraucht ist, und dann wird gezählt.',
    formen: ['Runde', 'Runden'],
  },
  {
    term: 'Reihe',
    games: ['dudab', 'bambuti'],
    text: 'Bei Dudab einer der offenen Ablagestapel in der Tischmitte, auf die reihum gelegt wird. Bei Bambuti die fünf Masken vor einem Spieler, links nach rechts Spalte 1 bis 5.',
    formen: ['Reihe', 'Reihen'],
  },
  {
    term: 'abwerfen',
    auch: ['Abwurf'],
    games: ['ganjifa', 'dudab'],
    text: 'Karten abgeben, ohne damit einen Stich oder eine Reihe zu bedienen. Bei Ganjifa verlieren die Gegner so Karten an ein Dukal, bei Dudab verschwinden Karten aus der Runde und zählen nicht mehr.',
    formen: ['abwerfen', 'abgeworfen', 'Abwurf'],
  },
  {
    term: 'Punkte',
    games: ['ganjifa', 'bambuti'],
    text: 'Was am Ende zählt. Bei Ganjifa ist jede erbeutete Karte einer; bei Bambuti rechnet jede Spalte Punkte aus, und die Wertungen schreiben sie gut.',
    formen: ['Punkte', 'Punkt', 'Punkten'],
  },
  {
    term: 'Sieger',
    games: ['dudab', 'bambuti'],
    text: 'Wer gewinnt: bei Bambuti mit den meisten Punkten, bei Dudab umgekehrt mit den wenigsten nach allen Runden.',
    formen: ['Sieger', 'Siegerin'],
  },
  {
    term: 'gegen den Uhrzeigersinn',
    games: ['ganjifa'],
    text: 'Die Richtung, in der Ganjifa gegeben und gespielt wird: jeweils zur Person rechts von dir.',
    formen: ['gegen den Uhrzeigersinn'],
  },

  // — Durak —
  {
    term: 'Zug',
    games: ['durak'],
    text: 'Ein Angriff samt allem, was darauf folgt – vom Auftakt des Angreifers, bis jeder seine Hand wieder aufgefüllt hat.',
    formen: ['Zug', 'Zuges', 'Zugs', 'Züge', 'Zügen'],
  },
  {
    term: 'Angreifer',
    auch: ['Hauptangreifer'],
    games: ['durak'],
    text: 'Wer einen Zug mit der ersten Karte eröffnet. Er wird beim Nachlegen immer als Erster gefragt.',
    formen: ['Angreifer', 'Angreifers', 'Hauptangreifer'],
  },
  {
    term: 'Verteidiger',
    games: ['durak'],
    text: 'Der Spieler direkt nach dem Angreifer im Uhrzeigersinn. Er muss schlagen, was kommt, oder alles aufnehmen.',
    formen: ['Verteidiger', 'Verteidigers'],
  },
  {
    term: 'Mitspieler',
    games: ['durak'],
    text: 'Alle, die in einem Zug weder angreifen noch verteidigen. Sie helfen dem Angreifer, indem sie Karten nachlegen.',
    formen: ['Mitspieler', 'Mitspielern'],
  },
  {
    term: 'Angriff',
    games: ['durak'],
    text: 'Das Legen einer Karte gegen den Verteidiger, ob zum Auftakt eines Zugs oder später nachgelegt.',
    formen: ['Angriff', 'Angriffs', 'Angriffe'],
  },
  {
    term: 'Angriffskarte',
    games: ['durak'],
    text: 'Eine Karte, die offen vor dem Verteidiger liegt und die er schlagen muss.',
    formen: ['Angriffskarte', 'Angriffskarten'],
  },
  {
    term: 'angreifen',
    games: ['durak'],
    text: 'Dem Verteidiger eine Karte offen hinlegen, die er schlagen soll. Zum Auftakt eines Zugs ist jede Karte erlaubt.',
    formen: ['angreifen', 'greifst', 'greift', 'angegriffen'],
  },
  {
    term: 'abwehren',
    auch: ['schlagen', 'Abwehrkarte'],
    games: ['durak'],
    text: 'Eine Angriffskarte schlagen: mit einer höheren Karte derselben Farbe oder mit einem Trumpf, wenn sie selbst keiner ist. Die Karte, die du dafür quer darüberlegst, heißt Abwehrkarte.',
    formen: ['abwehren', 'wehrst', 'Abwehrkarte', 'Abwehrkarten'],
  },
  {
    term: 'schlagen',
    games: ['durak'],
    text: 'Dasselbe wie abwehren: Eine Karte ist geschlagen, wenn eine stärkere quer auf ihr liegt.',
    formen: ['schlagen', 'schlägt', 'geschlagen', 'schlägst'],
  },
  {
    term: 'nachlegen',
    games: ['durak'],
    text: 'Zusätzliche Angriffskarten bringen, nachdem alles geschlagen ist. Erlaubt sind nur Werte, die auf dem Tisch schon zu sehen sind.',
    formen: ['nachlegen', 'nachgelegt', 'nachgelegte', 'nachgelegten'],
  },
  {
    term: 'passen',
    games: ['durak'],
    text: 'Auf die Frage nach dem Nachlegen keine Karte bringen. Wenn alle passen, ist der Zug vorbei.',
    formen: ['passen', 'passt', 'gepasst'],
  },
  {
    term: 'aufnehmen',
    games: ['durak'],
    text: 'Der Verteidiger gibt auf und nimmt alle Karten des Zugs auf die Hand. Dafür verliert er seinen nächsten Angriff.',
    formen: ['aufnehmen', 'aufgenommen'],
  },
  {
    term: 'weiterreichen',
    games: ['durak'],
    text: 'Eine Variante: Der Verteidiger legt eine Karte gleichen Werts dazu und gibt den ganzen Angriff an den nächsten Spieler weiter.',
    formen: ['weiterreichen', 'weitergereicht', 'reichst'],
  },
  {
    term: 'abgewehrt',
    auch: ['verbraucht'],
    games: ['durak'],
    text: 'So endet ein Zug, in dem alles geschlagen ist und keiner mehr nachlegt. Die Karten auf dem Tisch sind dann verbraucht und spielen keine Rolle mehr.',
    formen: ['abgewehrt', 'verbraucht'],
  },
  {
    term: 'Ablagestapel',
    games: ['durak'],
    text: 'Der verdeckte Haufen der verbrauchten Karten. Was dort liegt, kommt in dieser Runde nicht zurück.',
    formen: ['Ablagestapel'],
  },
  {
    term: 'Angriffslimit',
    games: ['durak'],
    text: 'Mehr als sechs Angriffskarten gibt es in keinem Zug, und auch nicht mehr, als der Verteidiger beim Start des Zugs Karten hielt.',
    formen: ['Angriffslimit'],
  },
  {
    term: 'ausgeschieden',
    auch: ['fertig'],
    games: ['durak'],
    text: 'Wer ohne Karten dasteht, wenn es nichts mehr nachzuziehen gibt. Er ist raus und hat gewonnen.',
    formen: ['ausgeschieden', 'scheidet', 'fertig'],
  },
  {
    term: 'Durak',
    games: ['durak'],
    text: 'Der Verlierer: die letzte Person, die noch Karten hält. Das Wort heißt auf Russisch „Dummkopf“.',
    formen: ['[der |den |keinen |kein |zum ]Durak'],
  },
  {
    term: 'Unentschieden',
    games: ['durak'],
    text: 'Der seltene Ausgang, bei dem die Letzten gleichzeitig ihre Karten loswerden. Dann gibt es niemanden, der verliert.',
    formen: ['Unentschieden', 'unentschieden'],
  },
  {
    term: 'Kreuz',
    auch: ['Pik', 'Herz', 'Karo'],
    games: ['durak'],
    text: 'Die vier Farben des französischen Blatts: Kreuz ♣, Pik ♠, Herz ♥ und Karo ♦.',
    formen: ['Kreuz', 'Pik', 'Herz', 'Karo'],
  },
  {
    term: 'Bube',
    auch: ['Dame', 'König', 'Ass'],
    games: ['durak'],
    text: 'Die Bildkarten und das Ass, von unten nach oben: Bube, Dame, König, Ass. Auf den Karten stehen B, D, K und A.',
    formen: ['Bube', 'Buben', 'Dame', 'König', 'Ass'],
  },

  // — Ganjifa —
  {
    term: 'Avatar-Reihenfolge',
    games: ['ganjifa'],
    text: 'Die feste Folge der zehn Farben, von Matsya bis Kalki. Nach Kalki geht es wieder mit Matsya weiter, wie auf einem Ring.',
    formen: ['Avatar-Reihenfolge'],
  },
  {
    term: 'erste und letzte fünf Farben',
    auch: ['die ersten fünf', 'die letzten fünf Farben'],
    games: ['ganjifa'],
    text: 'Die zwei Hälften der Avatar-Reihenfolge. In den ersten fünf Farben sind kleine Zahlen stark (die 1 am stärksten), in den letzten fünf große.',
    formen: ['ersten fünf', 'letzten fünf'],
  },
  {
    term: 'Stich',
    games: ['ganjifa'],
    text: 'Eine Karte von jedem, reihum gelegt. Wer die stärkste Karte beigetragen hat, nimmt alle drei.',
    formen: ['Stich', 'Stichs', 'Stiche', 'Stichen'],
  },
  {
    term: 'Eröffnungsstich',
    games: ['ganjifa'],
    text: 'Der allererste Stich eines Gebens. Er beginnt immer mit dem Raja der Trumpffarbe.',
    formen: ['Eröffnungsstich', 'Eröffnungsstichs'],
  },
  {
    term: 'ausspielen',
    auch: ['Ausspieler'],
    games: ['ganjifa'],
    text: 'Einen Stich mit deiner Karte eröffnen und so die Farbe vorgeben, die die anderen bedienen müssen. Wer das tut, ist der Ausspieler.',
    formen: ['ausspielen', 'ausgespielt', 'ausgespielte', 'ausgespielten', 'Ausspieler'],
  },
  {
    term: 'bedienen',
    games: ['ganjifa'],
    text: 'Eine Karte in der Farbe dazulegen, die ausgespielt wurde. Solange du so eine hast, musst du es.',
    formen: ['Bedienen', 'bedienen', 'bedient', 'bedienst'],
  },
  {
    term: 'blank',
    auch: ['frei'],
    games: ['ganjifa'],
    text: 'Du bist in einer Farbe blank, wenn du keine einzige Karte von ihr mehr hast.',
    formen: ['blank'],
  },
  {
    term: 'nächste gehaltene Farbe',
    games: ['ganjifa'],
    text: 'Wer blank ist und nicht sticht, sucht in der Avatar-Reihenfolge ab der ausgespielten Farbe die erste, von der er noch Karten hat.',
    formen: ['nächste gehaltene Farbe', 'nächsten gehaltenen Farbe'],
  },
  {
    term: 'stechen',
    games: ['ganjifa'],
    text: 'Auf eine andere ausgespielte Farbe mit einem Trumpf antworten. Der höchste Trumpf holt dann den Stich.',
    formen: ['stechen', 'sticht', 'stichst', 'gestochen'],
  },
  {
    term: 'Raja',
    games: ['ganjifa'],
    text: 'Der König: in jeder Farbe die stärkste Karte.',
    formen: ['Raja', 'Rajas'],
  },
  {
    term: 'Mantri',
    games: ['ganjifa'],
    text: 'Der Minister: in jeder Farbe die Karte gleich unter dem Raja.',
    formen: ['Mantri', 'Mantris'],
  },
  {
    term: 'Zahlenkarte',
    games: ['ganjifa'],
    text: 'Jede der zehn Karten mit einer Zahl von 1 bis 10; nur Raja und Mantri sind keine.',
    formen: ['Zahlenkarte', 'Zahlenkarten'],
  },
  {
    term: 'Dukal-Sequenz',
    auch: ['Dukal'],
    games: ['ganjifa'],
    text: 'Raja, Mantri und mindestens drei lückenlos folgende Zahlen einer Farbe, auf einmal gespielt. Die Gegner müssen dagegen Karten abwerfen.',
    formen: ['Dukal-Sequenz', 'Dukal', 'Dukals'],
  },
  {
    term: 'erbeutete Karten',
    games: ['ganjifa'],
    text: 'Alles, was du mit Stichen und Dukals gewonnen hast. Jede dieser Karten ist am Ende ein Punkt.',
    formen: ['erbeutete Karten', 'erbeuteten Karten', 'erbeutet'],
  },
  {
    term: 'Tag',
    auch: ['Nacht'],
    games: ['ganjifa'],
    text: 'Die Wahl vor dem Geben, die den Trumpf festlegt: Am Tag ist Rama Trumpf, in der Nacht Krishna.',
    formen: ['Tag', 'Nacht'],
  },
  {
    term: 'Geben',
    auch: ['Austeilen'],
    games: ['ganjifa'],
    text: 'Das Verteilen aller Karten; so heißt auch ein ganzes Spiel bis zur Wertung.',
    formen: ['Geben', 'Gebens', 'Austeilen'],
  },
  {
    term: 'Viererpaket',
    games: ['ganjifa'],
    text: 'Beim Geben bekommt jeder seine Karten in Päckchen zu vier auf einmal.',
    formen: ['Viererpaket', 'Viererpaketen', 'Viererpakete'],
  },
  {
    term: 'geteilter Sieg',
    games: ['ganjifa'],
    text: 'Liegen am Ende mehrere mit derselben höchsten Punktzahl vorn, teilen sie sich den Sieg.',
    formen: ['geteilter Sieg', 'geteilten Sieg', 'geteilte Sieg'],
  },

  // — Dudab —
  {
    term: 'Ziffer-Karte',
    auch: ['Ziffernkarte'],
    games: ['dudab'],
    text: 'Die gewöhnliche Karte: Sie trägt eine Farbe, ein Symbol und eine Ziffer.',
    formen: ['Ziffer-Karte', 'Ziffer-Karten', 'Ziffernkarte', 'Ziffernkarten'],
  },
  {
    term: 'Symbol',
    games: ['dudab'],
    text: 'Das Bild auf einer Ziffer-Karte: Hand, Keule, Mammut oder Fell.',
    formen: ['Symbol', 'Symbole', 'Symbolen'],
  },
  {
    term: 'Ziffer',
    games: ['dudab'],
    text: 'Die Zahl 1 bis 4 auf einer Ziffer-Karte; sie zählt bei der Wertung als Schlechtpunkte.',
    formen: ['Ziffer', 'Ziffern'],
  },
  {
    term: 'Dudab-Karte',
    games: ['dudab'],
    text: 'Die Joker des Spiels: ohne Farbe, Symbol und Ziffer, passen sie immer. Wer eine legt, darf sich etwas wünschen, und bei der Wertung helfen sie.',
    formen: ['Dudab-Karte', 'Dudab-Karten'],
  },
  {
    term: 'Schamane',
    auch: ['Schamanen-Karte'],
    games: ['dudab'],
    text: 'Eine Karte, die nur eine Farbe zeigt. Wer sie ablegt, verhext den nächsten Spieler.',
    formen: ['Schamane', 'Schamanen', 'Schamanen-Karte', 'Schamanen-Karten'],
  },
  {
    term: 'Wunsch',
    auch: ['sich etwas wünschen'],
    games: ['dudab'],
    text: 'Mit einer Dudab-Karte bestimmst du, was als Nächstes auf sie kommen soll. Du nennst dafür genau eine Eigenschaft: Farbe, Symbol oder Ziffer.',
    formen: ['Wunsch', 'Wunsches', 'Wünsche', 'wünschen', 'wünschst', 'wünscht'],
  },
  {
    term: 'Wunsch erfüllen',
    auch: ['Farbwunscherfüllung'],
    games: ['dudab'],
    text: 'Eine Karte legen, die zum Wunsch passt. Kannst du es, musst du es; einen Farbwunsch erfüllt auch ein Schamane.',
    formen: ['erfüllen', 'erfüllt', 'erfüllst', 'Farbwunscherfüllung'],
  },
  {
    term: 'verhexen',
    auch: ['Forderung'],
    games: ['dudab'],
    text: 'Der Fluch eines Schamanen trifft den nächsten Spieler: Er darf nur mit einem Schamanen oder einem Dudab kontern. Diese Pflicht heißt Forderung.',
    formen: ['verhext', 'verhexen', 'verhexte', 'Forderung'],
  },
  {
    term: 'Strafe',
    games: ['dudab'],
    text: 'Was dich trifft, wenn du verhext bist und nicht kontern kannst: Du drehst die oberste Karte des Stapels um, nimmst sie, und ihre Ziffer sagt, auf wie viele Karten du insgesamt kommst.',
    formen: ['Strafe'],
  },
  {
    term: 'ablegen',
    games: ['dudab'],
    text: 'Eine Karte aus der Hand oben auf eine Reihe legen. Sie muss zur obersten Karte dort passen.',
    formen: ['ablegen', 'abgelegt', 'Ablegen'],
  },
  {
    term: 'Sammelstapel',
    auch: ['persönlicher Stapel', 'eigener Stapel'],
    games: ['dudab'],
    text: 'Dein eigener verdeckter Stapel. Was darin landet, wird am Ende der Runde gegen oder für dich gezählt.',
    formen: ['Sammelstapel', 'Sammelstapels', 'persönlichen Stapel', 'eigenen Stapel'],
  },
  {
    term: 'Handkarten zeigen',
    auch: ['Überprüfung der Kartenhand'],
    games: ['dudab'],
    text: 'Bevor du in bestimmten Lagen nachziehst, legst du deine Hand offen, damit alle sehen, dass du wirklich nicht anders konntest.',
    formen: ['Handkarten zeigen', 'Hand zeigen', 'Überprüfung der Kartenhand'],
  },
  {
    term: '„6 nimmt“',
    games: ['dudab'],
    text: 'Kommt eine sechste Karte auf eine Reihe, wandern die fünf Karten unter ihr in den Sammelstapel dessen, der sie gelegt hat.',
    formen: ['„6 nimmt“'],
  },
  {
    term: 'Kartenhand reduzieren',
    games: ['dudab'],
    text: 'Nach „6 nimmt“ behältst du nur zwei Handkarten; alle übrigen musst du loswerden.',
    formen: ['reduzieren', 'reduziert', 'reduzierst'],
  },
  {
    term: 'Karten in den Stapel entsorgen',
    games: ['dudab'],
    text: 'Was über fünf Handkarten hinausgeht, legst du in deinen Sammelstapel.',
    formen: ['entsorgen', 'entsorgst', 'entsorgt'],
  },
  {
    term: 'Schlechtpunkte',
    auch: ['miese Punkte'],
    games: ['dudab'],
    text: 'Punkte, die dir schaden: Ziffern und Schamanen im Sammelstapel und auf der Hand.',
    formen: ['Schlechtpunkte', 'Schlechtpunkten', 'miese Punkte', 'miesen Punkte'],
  },
  {
    term: 'Gutpunkte',
    games: ['dudab'],
    text: 'Punkte, die dir nützen: Sie werden abgezogen. Eine Dudab-Karte macht aus einer Ziffer-Karte welche.',
    formen: ['Gutpunkte', 'Gutpunkten'],
  },
  {
    term: 'neutralisieren',
    auch: ['umwandeln'],
    games: ['dudab'],
    text: 'Was eine Dudab-Karte bei der Wertung bewirkt: Sie hebt einen Schamanen auf oder wandelt eine Ziffer-Karte in Gutpunkte um.',
    formen: ['neutralisieren', 'neutralisiert', 'umwandeln', 'umgewandelt', 'wandelt'],
  },
  {
    term: 'Auswertung der Runde',
    games: ['dudab'],
    text: 'Das Zählen am Ende jeder Runde: Schlechtpunkte minus Gutpunkte, Runde für Runde zusammengezählt.',
    formen: ['Auswertung der Runde', 'Wertung'],
  },

  // — Bambuti —
  {
    term: 'Maske',
    auch: ['Maskenkarte'],
    games: ['bambuti'],
    text: 'So heißen die Karten bei Bambuti: Jede zeigt eine Maske mit einer Farbe und einem Wert.',
    formen: ['Maske', 'Masken', 'Maskenkarte', 'Maskenkarten'],
  },
  {
    term: 'Bambutibürger',
    auch: ['Spieler', 'Gegner'],
    games: ['bambuti'],
    text: 'Die zwei, die gegeneinander spielen. Auf dieser Seite bist du der eine, dein Gegner meist Anna.',
    formen: ['Bambutibürger', 'Gegner', 'Gegners', 'Spieler', 'Spielers'],
  },
  {
    term: 'Auslage',
    auch: ['erste Auslage', 'eigene Auslage'],
    games: ['bambuti'],
    text: 'Die fünf Masken, die offen vor einem Spieler liegen. Die erste Auslage legt jeder zu Beginn verdeckt aus.',
    formen: ['Auslage', 'Auslagen'],
  },
  {
    term: 'Mitte',
    games: ['bambuti'],
    text: 'Die dritte von fünf Spalten. Hier muss in jeder Reihe der höchste Wert liegen.',
    formen: ['Mitte'],
  },
  {
    term: 'von der Mitte weg abfallend',
    games: ['bambuti'],
    text: 'Die Ordnung jeder Reihe: Vom Platz in der Mitte zu beiden Rändern hin dürfen die Werte nur gleich bleiben oder sinken.',
    formen: ['abfallend', 'abfallen', 'abfallende'],
  },
  {
    term: 'Spalte',
    auch: ['gegenüberliegend'],
    games: ['bambuti'],
    text: 'Zwei Masken, die einander über den Tisch hinweg gegenüberliegen, bilden eine Spalte; es gibt fünf.',
    formen: ['Spalte', 'Spalten', 'gegenüberliegend', 'gegenüberliegende', 'gegenüber'],
  },
  {
    term: 'Punkteanzeiger',
    games: ['bambuti'],
    text: 'Ein Marker je Spalte mit einer Zahl von 1 bis 8. Er liegt bei dem Spieler, der in dieser Spalte vorn ist.',
    formen: ['Punkteanzeiger', 'Punkteanzeigers', 'Punkteanzeigern'],
  },
  {
    term: 'Differenzwert',
    auch: ['Punkteermittlung'],
    games: ['bambuti'],
    text: 'Das Ergebnis der Rechnung in einer Spalte: wie weit die Punkte beider Seiten auseinanderliegen. Ihn zeigt der Punkteanzeiger.',
    formen: ['Differenzwert', 'Differenzwerts', 'Punkteermittlung'],
  },
  {
    term: 'legen',
    games: ['bambuti'],
    text: 'Dein Zug: eine Maske von der Hand auf eine der ausliegenden Masken legen, auf deiner Seite oder der deines Gegners.',
    formen: ['legen', 'legst', 'gelegt'],
  },
  {
    term: 'Farbzwang',
    games: ['bambuti'],
    text: 'Auf der Seite deines Gegners darfst du eine Maske nur mit einer Maske gleicher Farbe überdecken.',
    formen: ['Farbzwang'],
  },
  {
    term: 'Wertung',
    auch: ['extra Wertung'],
    games: ['bambuti'],
    text: 'Ein Zeitpunkt, an dem beide die Punkteanzeiger auf ihrer Seite zusammenzählen und aufschreiben.',
    formen: ['Wertung', 'Wertungen'],
  },
  {
    term: 'symmetrische Farbreihenfolge',
    auch: ['symmetrische', 'nichtsymmetrische Farbreihenfolge'],
    games: ['bambuti'],
    text: 'Eine Reihe, deren Farben sich von der Mitte aus spiegeln: außen zweimal dieselbe, innen zweimal dieselbe. Wer sie herstellt, bekommt eine Wertung.',
    formen: ['symmetrisch', 'symmetrische', 'symmetrischen', 'Symmetrie'],
  },
  {
    term: 'Trommelkarte',
    games: ['bambuti'],
    text: 'Jeder hat zwei davon. Nach deinem Legen kannst du eine einsetzen und bekommst dafür eine zusätzliche Wertung.',
    formen: ['Trommelkarte', 'Trommelkarten'],
  },
  {
    term: 'Schlusswertung',
    games: ['bambuti'],
    text: 'Die letzte Wertung der Partie, sobald keiner mehr genug Masken auf der Hand hat.',
    formen: ['Schlusswertung'],
  },
];

/** The anchor of a term on /kartenkunde/: lower case, umlauts written out, words joined by „-“. */
export function begriffId(term: string): string {
  return term
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The page address of a term's entry. */
export function begriffHref(b: Begriff): string {
  return `/kartenkunde/#${begriffId(b.term)}`;
}

/** The terms of one game's rules. */
export function begriffeVon(game: GameId): Begriff[] {
  return BEGRIFFE.filter((b) => b.games.includes(game));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One expression that finds any of a term's forms as a whole word (letters, digits and „-“ do not
 * continue it), the longest form first. Flags `gu`; the match is the word to link.
 */
export function begriffMuster(b: Begriff): RegExp {
  const parts = new Set<string>();
  for (const form of b.formen) {
    const m = /^\[([^\]]+)\](.+)$/.exec(form);
    const word = m ? m[2]! : form;
    const before = m ? `(?<=${m[1]!.split('|').map(escape).join('|')})` : '';
    for (const w of new Set([word, upper(word)])) parts.add(before + escape(w));
  }
  const sorted = [...parts].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}-])(?:${sorted.join('|')})(?![\\p{L}\\p{N}-])`, 'gu');
}

/** Sections of a rules page that do not count as a use: the page's own glossary and the islands' sections. */
export const OHNE_ABSCHNITTE: readonly string[] = ['begriffe', 'uebungen', 'freies-spiel-regeln', 'frei-spielen'];

export interface Abschnitt {
  id: string;
  title: string;
}

/**
 * The sections (h2/h3 written as `<hN id="…">` in the MDX) whose text uses the term, in page order.
 * The text is read without JSX tags, import lines and link targets, as the reader sees it.
 */
export function abschnitteMit(b: Begriff, mdx: string): Abschnitt[] {
  const body = mdx.replace(/^---[\s\S]*?\n---\n/, '');
  const re = /<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const heads = [...body.matchAll(re)];
  const found: Abschnitt[] = [];
  heads.forEach((h, i) => {
    const id = h[2]!;
    if (OHNE_ABSCHNITTE.includes(id)) return;
    const end = i + 1 < heads.length ? heads[i + 1]!.index! : body.length;
    const text = body
      .slice(h.index! + h[0].length, end)
      .replace(/^import .*$/gm, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\]\([^)]*\)/g, ']');
    const title = h[3]!.replace(/<[^>]*>/g, '').trim();
    const muster = begriffMuster(b);
    if (muster.test(text) || begriffMuster(b).test(title)) found.push({ id, title });
  });
  return found;
}
