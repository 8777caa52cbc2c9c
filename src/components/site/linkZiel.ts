/**
 * What a game page does with a link that opens an example (`?szenario=`) or a game (`?partie=`),
 * before any island reads it. The page's inline script loads this module only for such a link
 * (src/pages/spiele/[slug].astro), so a reader who opens the plain page does not pay for it.
 *
 * Only an example's island (a section.beispiel inside an astro-island) counts as a ?szenario=
 * target, never another element whose id happens to start so (such as the example's heading,
 * #szenario-<id>-titel); an unknown one is reported in #link-hinweis and both parameters leave the
 * address bar. A link that opens an example or a game also sets the tab's title, so a shared or
 * bookmarked link says what it shows: Beispiel „Der erste Angriff“ – Durak – Kartenspiele lernen,
 * or Durak – ein Spiel zum Nachspielen – Kartenspiele lernen. The HTML's <title> stays the page's.
 * Then the target scrolls into view (which also wakes its island, `client:visible`).
 */
export function openLinkTarget(q: URLSearchParams) {
  const h = document.getElementById('link-hinweis')!;
  const s = q.get('szenario');
  let z: Element | null = null;
  if (s !== null) {
    z = s ? document.getElementById('szenario-' + s) : null;
    if (!(z && z.matches('section.beispiel') && z.closest('astro-island'))) {
      z = null;
      q.delete('szenario');
      q.delete('schritt');
      try {
        history.replaceState(history.state, '', location.pathname + (q.size ? '?' + q : '') + location.hash);
      } catch {
        // A browser that refuses to change the address keeps the old one; the page works on.
      }
      h.textContent =
        (s
          ? 'Dieser Link führt ins Leere: Ein Beispiel „' + (s.length > 60 ? s.slice(0, 60) + '…' : s) + '“ gibt es auf dieser Seite nicht.'
          : 'In diesem Link fehlt der Name des Beispiels.') + ' Du siehst die Seite deshalb von Anfang an.';
      h.hidden = false;
    }
  } else if (q.has('partie') && !(z = document.getElementById('freies-spiel'))) {
    h.textContent = 'Auf dieser Seite gibt es noch kein freies Spiel, in dem wir die Partie aus deinem Link zeigen könnten.';
    h.hidden = false;
  }
  if (z) {
    // A shared link names what it opens: the example and the game, or a game to replay.
    const game = document.querySelector('main h1')?.textContent ?? '';
    const site = document.title.slice(document.title.lastIndexOf(' – '));
    const example = s !== null ? document.getElementById('szenario-' + s + '-titel')?.textContent : null;
    document.title = (example ? 'Beispiel „' + example + '“ – ' + game : game + ' – ein Spiel zum Nachspielen') + site;
    z.scrollIntoView({ block: 'start' });
  }
}
