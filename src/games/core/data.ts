/**
 * Plain-data helpers shared by the core: every state, move, option and layout is plain JSON, so
 * equality and keys are structural.
 */

/** A stable text key for plain JSON data (object keys sorted), to compare moves as data. */
export function dataKey(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'undefined';
  if (Array.isArray(x)) return `[${x.map(dataKey).join(',')}]`;
  const o = x as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${dataKey(o[k])}`)
    .join(',')}}`;
}

/** Deep equality of plain JSON data: key order is ignored, keys whose value is undefined count as absent. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let nx = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    nx++;
    if (!sameData(x[k], y[k])) return false;
  }
  let ny = 0;
  for (const k in y) if (y[k] !== undefined) ny++;
  return nx === ny;
}
