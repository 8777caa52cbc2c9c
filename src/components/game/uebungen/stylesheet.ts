/**
 * „Übungen“: a stylesheet loaded with the exercise, not with the page (issue 30, point 10); the
 * free game (freispiel.css) and the analysis (analyse.css) link theirs the same way. Astro
 * links every stylesheet a page reaches, also through import(), in the page's head; so the
 * exercise's own sheets come as plain URLs (`?url`) and are linked here when the exercise opens.
 * Each such sheet sets `--css-<name>` on :root: a page that already has it (a game page with its
 * own game's sheet and the islands' sheet) loads nothing again. The promise settles once the sheet
 * applies, so the table is never shown unstyled; it rejects when the sheet does not load
 * (offline), and the next try links it afresh. `first`: before the page's own sheets (so that
 * they win a tie, as when Astro linked this sheet first), else after them.
 */
export function stylesheet(name: string, href: string, first = false): Promise<void> {
  if (getComputedStyle(document.documentElement).getPropertyValue(`--css-${name}`).trim() !== '') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`stylesheet ${name} did not load`));
    };
    document.head.insertBefore(link, first ? document.head.querySelector('link[rel="stylesheet"], style') : null);
  });
}

/** A module with the sheets it needs (`styles`: name → URL), once they apply. */
export const withStyles = <T extends { styles: Record<string, string> }>(load: Promise<T>): Promise<T> =>
  load.then((m) => Promise.all(Object.entries(m.styles).map(([name, href]) => stylesheet(name, href))).then(() => m));
