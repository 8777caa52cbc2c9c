// What the bench runners share: one TypeScript entry bundled for Node (esbuild), and a child
// process whose output is collected and handed back when it has finished.
import { build } from 'esbuild';
import { spawn } from 'node:child_process';

/** Bundles `entry` (a bench/*.ts script) into the ES module `outfile` for Node 20. */
export function bundleForNode(entry, outfile) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    jsx: 'automatic',
    jsxImportSource: 'preact',
  });
}

/** Runs `node file ...args`; resolves with its exit code and everything it printed (stdout and stderr). */
export function runCollected(file, args, options) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], options);
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('close', (code) => resolve({ code, text }));
  });
}
