/**
 * Registers the service worker (/sw.js) once the page has loaded and settled, and decides when to
 * say something: when the first worker has cached the whole site („Offline verfügbar“), and when an
 * update waits („Neue Version – neu laden“; the button lets it take over, then the page reloads).
 * The notes themselves come on demand from /offline-hinweis.js (hinweis.ts). Bundled by
 * src/integrations/offline.mjs into /offline.js; layouts/Base.astro loads it only in the built site
 * (no worker under `astro dev`).
 */
type Hinweis = typeof import('./hinweis');
const container = navigator.serviceWorker;
let asked = false;

function say(kind: 'offline' | 'update', worker?: ServiceWorker | null): void {
  const url = '/offline-hinweis.js';
  void (import(/* @vite-ignore */ url) as Promise<Hinweis>).then((m) =>
    m.show(kind, () => {
      asked = true;
      if (worker) worker.postMessage('skipWaiting');
      else location.reload();
    }),
  );
}

async function start(): Promise<void> {
  // the polite live region, in the page before anything is said in it: in the flow below the
  // header, where it takes its own room and covers nothing (offline.css)
  const box = document.createElement('div');
  box.className = 'offline-hinweis';
  box.setAttribute('role', 'status');
  box.hidden = true;
  const header = document.querySelector('body > header');
  if (header) header.after(box);
  else document.body.prepend(box);
  const hadController = !!container.controller;
  container.addEventListener('controllerchange', () => {
    if (asked) location.reload();
    // another tab let an update take over: this page's code on demand may be gone from the cache
    else if (hadController) say('update');
  });
  // a browser that refuses workers here (private mode, blocked by settings) rejects or gives nothing
  const reg = await container.register('/sw.js').catch(() => undefined);
  if (!reg) return;
  if (reg.waiting && container.controller) say('update', reg.waiting);
  const followed = new WeakSet<ServiceWorker>();
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || followed.has(worker)) return;
    followed.add(worker);
    const first = !container.controller;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && !first) say('update', worker);
      if (worker.state === 'activated' && first) say('offline');
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
