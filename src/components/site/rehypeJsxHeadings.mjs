/**
 * Rehype step for the MDX rules pages (astro.config.mjs): a heading written as JSX in the MDX
 * (`<h2 id="ziel">Ziel</h2>`, so that it keeps the id that the engines' rule links use) reaches
 * rehype as an MDX JSX node, which Astro's heading collection skips. This turns every such
 * heading whose attributes are plain strings into an ordinary element, so `render(entry).headings`
 * lists it (the table of contents, components/site/Inhalt.astro, is built from it). The HTML
 * stays the same.
 */
const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

export default function rehypeJsxHeadings() {
  const walk = (node) => {
    if (!Array.isArray(node.children)) return;
    node.children = node.children.map((child) => {
      const plain =
        JSX.has(child.type) &&
        /^h[1-6]$/.test(child.name ?? '') &&
        child.attributes.every((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string');
      if (!plain) return child;
      const properties = Object.fromEntries(
        child.attributes.map((a) => (a.name === 'class' ? ['className', a.value.split(/\s+/)] : [a.name, a.value])),
      );
      return { type: 'element', tagName: child.name, properties, children: child.children, position: child.position };
    });
    node.children.forEach(walk);
  };
  return (tree) => walk(tree);
}
