/**
 * `useSyncExternalStoreWithSelector` over Preact (./react.ts), as an ES module.
 *
 * @xstate/react imports this hook from the CommonJS package `use-sync-external-store/shim/with-selector`,
 * which under Astro's ESM server rendering loads a second copy of React/Preact. astro.config.mjs
 * aliases that import to this file. It follows the algorithm of React's reference implementation
 * (MIT): select from the store snapshot, and keep returning the previous selection while the
 * snapshot is unchanged or `isEqual` says the new selection equals the old one, so consumers do
 * not re-render needlessly.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from './react';

interface Instance<S> {
  hasValue: boolean;
  value: S | undefined;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The last selection that was actually rendered (committed), shared across re-creations of the
  // memoised selector below.
  const instRef = useRef<Instance<Selection> | null>(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: undefined };
  const inst = instRef.current;

  const getSelection = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: Selection;
    const memoizedSelector = (next: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = next;
        const selection = selector(next);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selection, selection)) {
          memoSelection = inst.value as Selection;
          return memoSelection;
        }
        memoSelection = selection;
        return selection;
      }
      if (Object.is(memoSnapshot, next)) return memoSelection;
      const selection = selector(next);
      memoSnapshot = next;
      if (isEqual !== undefined && isEqual(memoSelection, selection)) return memoSelection;
      memoSelection = selection;
      return selection;
    };
    // preact/compat's useSyncExternalStore has no server variant: the server renders from
    // getSnapshot as well, so getServerSnapshot is accepted for signature compatibility only.
    void getServerSnapshot;
    return () => memoizedSelector(getSnapshot());
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection);

  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value]);

  return value;
}

export default { useSyncExternalStoreWithSelector };
