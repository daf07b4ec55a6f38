// The Chemical Sketch Tool page (seed 001 §2: /chemical-sketch?descriptor_type=&value=&match_type=),
// served like the app's own pages, with the one policy change Ketcher needs. Its structure service
// runs indigo, compiled to WebAssembly with Emscripten's embind, in a worker; embind builds its
// bindings with new Function, and the app's CSP forbids both that and compiling WASM. A worker
// runs under the CSP its own script arrives with, so only indigo's worker script is answered with
// 'wasm-unsafe-eval' and 'unsafe-eval': the page around it, and every other page of the site,
// keep the app's policy (the page's differs only in who may frame it).

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.ts';

export const CHEMICAL_SKETCH_ROUTE = '/chemical-sketch';
/** The sketch build (dist/sketch/), served before the rest of /dist/ with its compressed copies. */
export const SKETCH_ASSETS_ROUTE = '/dist/sketch/*';

/** indigo's worker in rollup's sketch build (dist/sketch/indigoWorker-<hash>.js). */
const INDIGO_WORKER = /^\/dist\/sketch\/indigoWorker-[0-9a-f]+\.js(\?|$)/;

/** helmet's defaults with ours (app.ts), as the sketch page and its worker share them. */
const COMMON = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];

/**
 * The page: the app's script policy, and framing open to any site, since the builder's dialog
 * frames it from whatever page embeds the builder, and the page holds no session and no action a
 * framing page could trick a user into.
 */
export const SKETCH_PAGE_CSP = [...COMMON, "script-src 'self'", "worker-src 'self'", 'frame-ancestors *'].join(';');

/** indigo's worker: WASM compilation and embind's generated functions, in a context with no DOM. */
export const INDIGO_WORKER_CSP = [...COMMON, "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'"].join(';');

export function isIndigoWorker(url: string): boolean {
  return INDIGO_WORKER.test(url);
}

export async function registerChemicalSketchPage(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // onSend: after helmet has set the app's policy on fastify-static's answer
  app.addHook('onSend', async (request, reply, payload) => {
    if (isIndigoWorker(request.url)) reply.header('content-security-policy', INDIGO_WORKER_CSP);
    return payload;
  });
  // The build writes .br and .gz beside each file: 14 MB compressed on every request took as long
  // as the sketcher's own start, so the copies go out as they are
  await app.register(fastifyStatic, {
    root: path.join(config.distDir, 'sketch'),
    prefix: '/dist/sketch/',
    decorateReply: false,
    preCompressed: true,
  });
  app.get(CHEMICAL_SKETCH_ROUTE, async (_request, reply) => {
    reply.header('content-security-policy', SKETCH_PAGE_CSP);
    // frame-ancestors decides who may frame it; helmet's SAMEORIGIN would refuse other sites
    reply.removeHeader('x-frame-options');
    return reply.sendFile('chemical-sketch.html', config.demoDir);
  });
}
