/**
 * Registers the service worker (/sw.js) once the page has loaded and settled, and shows the quiet
 * notes: „Offline verfügbar“ once, when the first worker has cached the whole site, and „Neue
 * Version – neu laden“ when an update waits (its button lets the update take over, then reloads).
 * Bundled by src/integrations/offline.mjs into /offline.js; layouts/Base.astro loads it only in the
 * built site (no worker under `astro dev`). Styles: src/offline/offline.css.
 */
const SEEN = 'kartenspiele:offline';
const container = navigator.serviceWorker;
let box: HTMLElement | undefined;
let asked = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** The note's polite live region, in the page before anything is said in it. */
function region(): HTMLElement {
  if (!box) {
    box = document.createElement('div');
    box.className = 'offline-hinweis';
    box.setAttribute('role', 'status');
    box.hidden = true;
    document.body.append(box);
  }
  return box;
}

function button(label: string, run: () => void, name?: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (name) b.setAttribute('aria-label', name);
  b.addEventListener('click', run);
  return b;
}

function hide(): void {
  if (box) box.hidden = true;
}

function say(text: string, action?: HTMLButtonElement, hideAfter?: number): void {
  const note = region();
  clearTimeout(hideTimer);
  const p = document.createElement('p');
  p.textContent = text;
  if (action) p.append(' – ', action);
  note.replaceChildren(p, button('×', hide, 'Hinweis schließen'));
  note.hidden = false;
  if (hideAfter) hideTimer = setTimeout(() => note.contains(document.activeElement) || hide(), hideAfter);
}

function offerUpdate(worker: ServiceWorker | null): void {
  say(
    'Neue Version',
    button('neu laden', () => {
      asked = true;
      if (worker) worker.postMessage('skipWaiting');
      else location.reload();
    }),
  );
}

function cached(): void {
  try {
    if (localStorage.getItem(SEEN)) return;
    localStorage.setItem(SEEN, '1');
  } catch {
    return;
  }
  say('Offline verfügbar: Diese Seite geht jetzt auch ohne Netz.', undefined, 12000);
}

async function start(): Promise<void> {
  region();
  const hadController = !!container.controller;
  container.addEventListener('controllerchange', () => {
    if (asked) location.reload();
    // another tab let an update take over: this page's code on demand may be gone from the cache
    else if (hadController) offerUpdate(null);
  });
  const reg = await container.register('/sw.js');
  if (reg.waiting && container.controller) offerUpdate(reg.waiting);
  const followed = new WeakSet<ServiceWorker>();
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || followed.has(worker)) return;
    followed.add(worker);
    const first = !container.controller;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && !first) offerUpdate(worker);
      if (worker.state === 'activated' && first) cached();
    });
  };
  follow(reg.installing);
  reg.addEventListener('updatefound', () => follow(reg.installing));
}

function later(): void {
  // after the page's own work: the first visit's download of the whole site runs in the background
  setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(() => void start()) : void start()), 1500);
}

if (container) {
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
