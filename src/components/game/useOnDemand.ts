/**
 * A module the island loads the first time it is wanted (its own chunk, so a reader who never
 * needs it does not pay for it): null until it has arrived. A load that fails (offline, say) is
 * tried again the next time it is wanted; `onError` may tell the reader.
 */
import { useEffect, useState } from 'preact/hooks';

export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean, onError?: () => void): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (wanted && !loaded) {
      load().then(
        (value) => setLoaded({ value }),
        () => onError?.(),
      );
    }
  }, [wanted]);
  return loaded?.value ?? null;
}
