/**
 * The few React APIs that @xstate/react (and its helper use-isomorphic-layout-effect) use, on
 * Preact itself, so the islands need neither preact/compat nor React. astro.config.mjs aliases
 * `react` and `use-sync-external-store/shim` to this module.
 *
 * `useSyncExternalStore` follows the algorithm of React's reference shim (MIT): read the snapshot
 * on every render, and force a render when the store reports a change to a different value.
 */
import { createContext, createElement } from 'preact';
import { useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

export { createContext, createElement, useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef, useState };

interface Instance<T> {
  value: T;
  getSnapshot: () => T;
}

function changed<T>(inst: Instance<T>): boolean {
  try {
    return !Object.is(inst.value, inst.getSnapshot());
  } catch {
    return true;
  }
}

export function useSyncExternalStore<T>(subscribe: (onStoreChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ inst }, forceUpdate] = useState<{ inst: Instance<T> }>({ inst: { value, getSnapshot } });
  useLayoutEffect(() => {
    inst.value = value;
    inst.getSnapshot = getSnapshot;
    if (changed(inst)) forceUpdate({ inst });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed(inst)) forceUpdate({ inst });
    return subscribe(() => {
      if (changed(inst)) forceUpdate({ inst });
    });
  }, [subscribe]);
  return value;
}
