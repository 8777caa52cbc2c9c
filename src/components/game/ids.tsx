/**
 * Ids unique on the whole page. Preact numbers `useId` per render root, and every island is its own
 * root, so six example hands on one page all got `P0-0`. Each island names its scope (the
 * example's id, or the free game's), and `useIslandId` prefixes Preact's id with it; the scope is
 * the same on the server and in the browser, so hydration keeps the ids.
 */
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useId } from 'preact/hooks';

const IdScope = createContext('');

export function IdScopeProvider({ scope, children }: { scope: string; children: ComponentChildren }) {
  return <IdScope.Provider value={scope}>{children}</IdScope.Provider>;
}

/** An id unique on the page: the island's scope, then Preact's id within the island. */
export function useIslandId(): string {
  const scope = useContext(IdScope);
  const id = useId();
  return scope ? `${scope}-${id}` : id;
}
