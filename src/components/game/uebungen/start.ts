/**
 * Starts the „Übungen“ section of a page (UebungenInsel.astro), called by the page's own script
 * (the game pages' and /uebungen/'s): „Übung starten“, or an exercise link (`?uebung=`) in the
 * address, loads mount.ts, which renders the exercise view in place of the button; a link also
 * scrolls the section into view first. Should mount.ts not load (offline, say), the section's
 * alert says so and the button tries again. Once ready the section carries `data-bereit` (the
 * browser tests wait for it). A page without the section is left alone.
 *
 * One call from the page's script instead of a script of the section's own: a game page then
 * loads one small module for its link and its exercises, not two.
 */
export function startUebungen(): void {
  const place = document.querySelector<HTMLElement>('.uebungen-platz');
  if (!place) return;
  const failed = place.querySelector<HTMLElement>('[role="alert"]')!;
  const open = (link: boolean) => {
    failed.hidden = true;
    import('./mount').then((m) => m.mount(place, link)).catch(() => (failed.hidden = false));
  };
  place.querySelector('button')!.addEventListener('click', () => open(false));
  if (/[?&]uebung=/.test(location.search)) {
    place.scrollIntoView();
    open(true);
  }
  place.dataset.bereit = '';
}
