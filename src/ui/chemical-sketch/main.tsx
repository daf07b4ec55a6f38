// Entry of the /chemical-sketch page (its own bundle, dist/sketch/). indigo's worker starts first,
// so its 5 MB of WASM downloads, compiles and initialises while the browser loads and parses the
// 8 MB of Ketcher the page imports next (rollup's sketch build hands this worker to
// ketcher-standalone instead of the one it would start once its own module runs).
import './page-globals.ts';
import { parseSketchParams } from '../../model/chemical-sketch.ts';
import { warmUpIndigo } from './indigo-warm-up.ts';

/** indigo's worker file beside this bundle, named by the build (rollup.config.mjs). */
declare const __INDIGO_WORKER_FILE__: string;

const page = globalThis as typeof globalThis & { __pdbIndigoWorker?: Worker };
const worker = new Worker(new URL(__INDIGO_WORKER_FILE__, import.meta.url), { type: 'module' });
page.__pdbIndigoWorker = worker;
const { value } = parseSketchParams(new URLSearchParams(window.location.search));
if (value) warmUpIndigo(worker, value);

const root = document.getElementById('chemical-sketch');
if (root) void import('./mount.tsx').then(({ mountSketchPage }) => mountSketchPage(root));
