/**
 * The quiet offline notes, loaded by register.ts (/offline.js) only when there is something to
 * say, as /offline-hinweis.js: „Offline verfügbar“ once, when the first worker has cached the whole
 * site (hidden again after a while), and „Neue Version – neu laden“ while an update waits. Both in
 * the polite live region register.ts put into the page beforehand, each with „Hinweis schließen“.
 * Styles: src/offline/offline.css.
 */
const SEEN = 'kartenspiele:offline';
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function button(label: string, run: () => void, name?: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (name) b.setAttribute('aria-label', name);
  b.addEventListener('click', run);
  return b;
}

/**
 * Shows a note. `offline`: „Offline verfügbar“, only the first time on this browser; `update`:
 * „Neue Version – neu laden“, whose button calls `reload`.
 */
export function show(kind: 'offline' | 'update', reload: () => void): void {
  const box = document.querySelector<HTMLElement>('.offline-hinweis');
  if (!box) return;
  if (kind === 'offline') {
    try {
      if (localStorage.getItem(SEEN)) return;
      localStorage.setItem(SEEN, '1');
    } catch {
      return;
    }
  }
  clearTimeout(hideTimer);
  const hide = () => (box.hidden = true);
  const p = document.createElement('p');
  if (kind === 'offline') p.textContent = 'Offline verfügbar: Diese Seite geht jetzt auch ohne Netz.';
  else p.append('Neue Version – ', button('neu laden', reload));
  box.replaceChildren(p, button('×', hide, 'Hinweis schließen'));
  box.hidden = false;
  if (kind === 'offline') hideTimer = setTimeout(() => box.contains(document.activeElement) || hide(), 12000);
}
