/**
 * The island renderer in the browser, in place of `@astrojs/preact/client.js` (astro.config.mjs
 * points the built site at this file): it hydrates an island exactly as that one does, without the
 * part that turns props into `@preact/signals` signals, which no island here uses (that part and
 * the chunk it loads were shipped on every page with an island). Children and named slots, which
 * no island here receives either, still arrive as static HTML, as in Astro's own renderer.
 */
import { h, hydrate, render, type ComponentType } from 'preact';

const StaticHtml = ({ value, name }: { value: string; name?: string }) =>
  value ? h('astro-slot', { name, dangerouslySetInnerHTML: { __html: value } }) : null;
StaticHtml.shouldComponentUpdate = () => false;

export default (element: HTMLElement) =>
  (
    Component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
    { default: children, ...slotted }: Record<string, string>,
    { client }: { client: string },
  ) => {
    if (!element.hasAttribute('ssr')) return;
    for (const [name, value] of Object.entries(slotted)) props[name] = h(StaticHtml, { value, name });
    const island = h(Component, props, children != null ? h(StaticHtml, { value: children }) : children);
    if (client === 'only') {
      element.innerHTML = '';
      render(island, element);
    } else hydrate(island, element);
    element.addEventListener('astro:unmount', () => render(null, element), { once: true });
  };
