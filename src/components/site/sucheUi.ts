/**
 * The search list behind the header's field (Suche.astro), loaded on the field's first focus.
 * It loads Pagefind (/pagefind/pagefind.js, written by src/integrations/suche.mjs) and turns its
 * page results into sections: every heading with an id in the rules text is one result, linked to
 * that heading, ranked by `rankSections`. Keyboard: the field is an ARIA combobox – arrows move
 * through the results (aria-activedescendant), Enter opens the chosen one (or the first),
 * Escape closes the list and then clears the field. A polite status says how many results there
 * are. The opened section shows the passage highlighted: on another page through a text fragment
 * (`#<id>:~:text=…`, which a browser without them simply ignores), on the same page (where browsers
 * do not apply text fragments) with the CSS Custom Highlight API. A search without results loads
 * the proposal (sucheVorschlag.ts, /pagefind/suche-vorschlag.js) and, if a near word finds
 * something, offers it as the list's one option: „Meintest du „Trumpf“?“ runs that search.
 */
import { GLOSSAR, rankSections, type PagefindData, type Section } from './sucheRanking';

/** Pagefind's answers, as far as this file reads them (the pages' data: sucheRanking.ts). */
interface PagefindResult {
  score: number;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  debouncedSearch(q: string, o?: Record<string, unknown>, ms?: number): Promise<{ results: PagefindResult[] } | null>;
  search(q: string): Promise<{ results: PagefindResult[] } | null>;
}

const MAX_RESULTS = 8;

/** The words of an excerpt (Pagefind's HTML: escaped text with <mark> around the matches). */
function excerptWords(excerpt: string): { word: string; marked: boolean }[] {
  const t = document.createElement('template');
  t.innerHTML = excerpt;
  return [...t.content.childNodes].flatMap((node) =>
    (node.textContent ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({ word, marked: node.nodeName === 'MARK' })),
  );
}

/** A word without the punctuation around it. */
const bare = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
/** Punctuation after a word ends a passage (Pagefind also puts a full stop after every heading and table cell). */
const ends = (w: string) => /[^\p{L}\p{N}]$/u.test(w);
const fragmentPart = (s: string) => encodeURIComponent(s).replace(/-/g, '%2D');

/**
 * How many words at the start of an excerpt are its section's heading: Pagefind's excerpt may
 * begin with the heading, or its end („und Trumpf.“ of „Geben und Trumpf“), closed by a full stop.
 */
function headingLength(all: { word: string }[], heading: string): number {
  const words = heading.split(/\s+/);
  const last = bare(words[words.length - 1] ?? '').toLowerCase();
  return all.findIndex((w, i) => i < words.length && ends(w.word) && bare(w.word).toLowerCase() === last) + 1;
}

/**
 * The excerpt as the list shows it: without the heading the result names already, unless the
 * heading holds the only marked words (a glossary entry's heading is its term: there the
 * explanation matters, marked or not); marked words in <mark>, everything else as plain text.
 */
function excerptNodes(excerpt: string, heading: string, glossary: boolean): Node[] {
  const all = excerptWords(excerpt);
  const rest = all.slice(headingLength(all, heading));
  return (rest.some((w) => w.marked) || (glossary && rest.length) ? rest : all).flatMap(({ word, marked }, i) => {
    const space = i ? [document.createTextNode(' ')] : [];
    if (!marked) return [...space, document.createTextNode(word)];
    const mark = document.createElement('mark');
    mark.textContent = word;
    return [...space, mark];
  });
}

/**
 * The passage to highlight in a section: the first marked word after the heading, with up to
 * three words after it and up to three before it as context (so that the browser finds this
 * passage and not an earlier mention of the same word, say in the table of contents), never
 * across the end of a sentence, a heading or a table cell.
 */
export function passage(excerpt: string, heading: string): { prefix: string; start: string } | null {
  const all = excerptWords(excerpt);
  // The link already opens the heading.
  const skip = headingLength(all, heading);
  const at = all.findIndex((w, i) => i >= skip && w.marked && bare(w.word));
  if (at < 0) return null;
  const start = [bare(all[at]!.word)];
  for (let i = at; i < at + 3 && !ends(all[i]!.word) && all[i + 1]; i++) {
    const next = bare(all[i + 1]!.word);
    if (!next || /^[^\p{L}\p{N}]/u.test(all[i + 1]!.word)) break;
    start.push(next);
  }
  const prefix: string[] = [];
  for (let i = at - 1; i >= Math.max(skip, at - 3) && !ends(all[i]!.word) && bare(all[i]!.word); i--) {
    prefix.unshift(all[i]!.word.replace(/^[^\p{L}\p{N}]+/u, ''));
    if (/^[^\p{L}\p{N}]/u.test(all[i]!.word)) break;
  }
  return { prefix: prefix.join(' '), start: start.join(' ') };
}

/** The link to a section with its passage: `<url>#<id>:~:text=<prefix>-,<start>`. */
export function passageLink(url: string, excerpt: string, heading: string): string {
  const p = passage(excerpt, heading);
  if (!p) return url;
  return `${url.includes('#') ? url : url + '#'}:~:text=${p.prefix ? fragmentPart(p.prefix) + '-,' : ''}${fragmentPart(p.start)}`;
}

/** Highlights the first mention of `word` in the section under `heading` (same-page results). */
function highlight(heading: Element, word: string) {
  const highlights = (globalThis.CSS as { highlights?: HighlightRegistry } | undefined)?.highlights;
  if (!highlights || !word) return;
  const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  walker.currentNode = heading;
  const lower = word.toLowerCase();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (/^H[1-6]$/.test(node.tagName) && node.id && !heading.contains(node)) break;
      continue;
    }
    if (node.parentElement?.closest('astro-island')) continue;
    const at = (node.textContent ?? '').toLowerCase().indexOf(lower);
    if (at < 0) continue;
    const range = new Range();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    highlights.set('suche', new Highlight(range));
    return;
  }
}

export function start(feld: HTMLInputElement) {
  const panel = document.getElementById('suche-panel')!;
  const liste = document.getElementById('suche-liste')!;
  const status = document.getElementById('suche-status')!;
  const ansage = document.getElementById('suche-ansage')!;
  const box = feld.closest('.suche')!;
  let pagefind: Promise<Pagefind> | undefined;
  let found: Section[] = [];
  /** „Meintest du …?“: the query proposed when nothing is found (the list's one option then). */
  let proposal: string | null = null;
  let active = -1;
  let asked = 0;

  // Pagefind comes with the first word typed, not with the focus: a reader who only tabs through
  // the header downloads nothing more. A failed load (offline before the cache was filled) is
  // tried again with the next word.
  const loadPagefind = () =>
    (pagefind ??= import(/* @vite-ignore */ new URL('/pagefind/pagefind.js', location.href).href).then(
      async (pf: Pagefind) => {
        // (no worker: it would be a second copy of Pagefind's code to download, for a tiny index)
        await pf.options({ excerptLength: 18, noWorker: true });
        return pf;
      },
      (error: unknown) => {
        pagefind = undefined;
        throw error;
      },
    ));

  const open = (yes: boolean) => {
    panel.hidden = !yes;
    feld.setAttribute('aria-expanded', String(yes && (found.length > 0 || !!proposal)));
    if (!yes) choose(-1);
  };
  const choose = (i: number) => {
    active = i;
    const options = liste.querySelectorAll('[role="option"]');
    options.forEach((o, k) => o.setAttribute('aria-selected', String(k === i)));
    const chosen = options[i];
    if (chosen) {
      feld.setAttribute('aria-activedescendant', chosen.id);
      chosen.scrollIntoView({ block: 'nearest' });
    } else feld.removeAttribute('aria-activedescendant');
  };
  const say = (visible: string, spoken = visible) => {
    status.textContent = visible;
    status.hidden = !visible;
    ansage.textContent = spoken;
  };

  const go = (section: Section, event?: Event) => {
    const target = new URL(section.url, location.href);
    if (target.pathname !== location.pathname || !target.hash) {
      if (!event) location.assign(passageLink(section.url, section.excerpt, section.title));
      return;
    }
    // Same page: browsers apply no text fragment here, so scroll, focus and highlight ourselves.
    event?.preventDefault();
    const heading = document.getElementById(decodeURIComponent(target.hash.slice(1)));
    if (!heading) return;
    history.pushState(null, '', target.hash);
    open(false);
    heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
    highlight(heading, passage(section.excerpt, section.title)?.start.split(' ')[0] ?? '');
  };

  // The proposal's code and the site's words come only with a search that finds nothing; if they
  // do not load (offline before the cache was filled), the reader just gets no proposal.
  const propose = (query: string, pf: Pagefind) =>
    import(/* @vite-ignore */ new URL('/pagefind/suche-vorschlag.js', location.href).href)
      .then((m: typeof import('./sucheVorschlag')) => m.vorschlag(query, pf))
      .catch(() => null);

  /** Runs the proposed query, as if the reader had typed it. */
  const take = (q: string) => {
    feld.value = q;
    feld.focus();
    void search();
  };

  const renderProposal = (query: string, q: string) => {
    proposal = q;
    const option = document.createElement('div');
    option.id = 'suche-vorschlag';
    option.className = 'suche-treffer suche-vorschlag';
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    option.append('Meintest du „', Object.assign(document.createElement('strong'), { textContent: q }), '“?');
    option.addEventListener('click', () => take(q));
    liste.replaceChildren(option);
    choose(-1);
    say(
      `Zu „${query}“ steht nichts in den Regeln.`,
      `Zu „${query}“ steht nichts in den Regeln. Meintest du „${q}“? Mit der Pfeiltaste nach unten wählst du es aus.`,
    );
    open(true);
  };

  const render = (query: string) => {
    proposal = null;
    liste.replaceChildren(
      ...found.map((section, i) => {
        const a = document.createElement('a');
        a.id = `suche-treffer-${i}`;
        a.className = 'suche-treffer';
        a.setAttribute('role', 'option');
        a.setAttribute('aria-selected', 'false');
        a.tabIndex = -1;
        a.href = passageLink(section.url, section.excerpt, section.title);
        const where = document.createElement('span');
        where.className = 'suche-ort';
        where.textContent = section.title === section.game ? section.game : `${section.game} › ${section.title}`;
        const passage = document.createElement('span');
        passage.className = 'suche-auszug';
        passage.append(...excerptNodes(section.excerpt, section.title, new URL(section.url, location.href).pathname === GLOSSAR));
        a.append(where, ' ', passage);
        a.addEventListener('click', (e) => go(section, e));
        return a;
      }),
    );
    choose(-1);
    if (found.length) {
      const n = found.length === 1 ? 'Ein Abschnitt passt' : `${found.length} Abschnitte passen`;
      say('', `${n} zu „${query}“. Mit den Pfeiltasten wählst du einen aus.`);
    } else {
      say(`Zu „${query}“ steht nichts in den Regeln. Versuch ein anderes Wort, etwa „Trumpf“ oder „Stich“.`);
    }
    open(true);
  };

  const search = async () => {
    const query = feld.value.trim();
    const mine = ++asked;
    if (!query) {
      found = [];
      proposal = null;
      liste.replaceChildren();
      choose(-1);
      say('', '');
      open(false);
      return;
    }
    try {
      const pf = await loadPagefind();
      const answer = await pf.debouncedSearch(query, {}, 120);
      if (!answer || mine !== asked) return;
      const pages = await Promise.all(answer.results.slice(0, 4).map((r) => r.data()));
      if (mine !== asked) return;
      found = rankSections(pages, query).slice(0, MAX_RESULTS);
      render(query);
      if (found.length) return;
      const q = await propose(query, pf);
      if (q && mine === asked) renderProposal(query, q);
    } catch {
      if (mine !== asked) return;
      found = [];
      proposal = null;
      liste.replaceChildren();
      choose(-1);
      say('Die Suche lässt sich gerade nicht laden. Versuch es gleich noch einmal.');
      open(true);
    }
  };

  feld.addEventListener('input', search);
  feld.addEventListener('focus', () => {
    if (feld.value.trim() && (found.length || proposal || status.textContent)) open(true);
  });
  feld.addEventListener('keydown', (e) => {
    const n = found.length || (proposal ? 1 : 0);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      if (panel.hidden) open(true);
      choose(e.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const section = found[active < 0 ? 0 : active];
      if (section && !panel.hidden) go(section);
      else if (proposal && !panel.hidden && !found.length) take(proposal);
    } else if (e.key === 'Escape') {
      if (!panel.hidden) open(false);
      else if (feld.value) {
        feld.value = '';
        void search();
      } else return;
      e.preventDefault();
    }
  });
  // Clicking a result must not take the focus away first (the list would close before the click).
  panel.addEventListener('mousedown', (e) => e.preventDefault());
  box.addEventListener('focusout', (e) => {
    if (!box.contains((e as FocusEvent).relatedTarget as Node | null)) open(false);
  });
  document.addEventListener('pointerdown', (e) => {
    if (!box.contains(e.target as Node)) open(false);
  });
  // The field may already hold a query (typed before this module arrived, or kept by the browser).
  if (feld.value.trim()) void search();
}
