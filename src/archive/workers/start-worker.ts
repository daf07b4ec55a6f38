// The one way the server starts a worker module, whichever way it runs: `npm start` (node
// --import tsx), the node tests (node --import tsx --test), the benchmarks (tsx), or JavaScript
// emitted by a build. Node 20 does not carry tsx's module hooks into worker threads (a worker
// given a .ts URL fails with ERR_UNKNOWN_FILE_EXTENSION), so under tsx the worker registers
// them itself before importing its module.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** tsx's loader API when this process has tsx (undefined: a runtime that loads its modules itself). */
function tsxLoader(): string | undefined {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    return undefined;
  }
}

/**
 * The module to load: `entry` names a .ts source beside its caller (new URL('./x-worker.ts',
 * import.meta.url)); where a build emitted JavaScript instead, the .js file of that name.
 */
export function workerModule(entry: URL): URL {
  if (!entry.pathname.endsWith('.ts') || existsSync(fileURLToPath(entry))) return entry;
  const emitted = new URL(entry.href.replace(/\.ts$/, '.js'));
  return existsSync(fileURLToPath(emitted)) ? emitted : entry;
}

/** A worker thread running `entry`; its load errors arrive as the worker's 'error' event. */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  const module = workerModule(entry);
  const loader = module.pathname.endsWith('.ts') ? tsxLoader() : undefined;
  if (!loader) return new Worker(module, options);
  const bootstrap =
    `import(${JSON.stringify(loader)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
