/**
 * A dynamic import that can be tried again after it failed („Noch einmal versuchen“). Chromium
 * keeps a failed module fetch for the page's lifetime: import() of the same chunk then rejects at
 * once, even when the network is back. So after a failure the next try imports the chunk's URL —
 * read from the browser's error message („Failed to fetch dynamically imported module: …“) — with
 * a query of its own, which the browser fetches anew (the same module code; what it imports is
 * shared as before). Where the message names no URL, the plain import is tried again.
 */
export function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let failure: unknown = null;
  let tries = 0;
  return () => {
    const url = failure === null ? null : chunkUrl(failure);
    const attempt: Promise<T> = url === null ? load() : import(/* @vite-ignore */ `${url}?wieder=${++tries}`);
    return attempt.then(
      (value) => {
        failure = null;
        return value;
      },
      (e: unknown) => {
        failure = e;
        throw e;
      },
    );
  };
}

/** The script URL a failed import names, without its query; null when it names none. */
export function chunkUrl(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  const m = /(https?:\/\/[^\s'"?]+?\.m?js)(?:\?[^\s'"]*)?/.exec(text);
  return m ? m[1]! : null;
}
