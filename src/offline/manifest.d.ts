/** The build's precache list, given to sw.ts by src/integrations/offline.mjs when it bundles the worker. */
declare module 'offline:manifest' {
  /** Content hash over every precached file: the cache name's suffix. */
  export const version: string;
  /** [address, content hash] of every precached file, sorted by address. */
  export const files: [string, string][];
}
