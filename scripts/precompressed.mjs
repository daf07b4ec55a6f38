// Brotli and gzip copies beside each large script of a lazy bundle (the chemical sketcher's, the
// in-page views'), which the server sends as they are (@fastify/static's preCompressed):
// compressing megabytes on each request cost as much as the page's own start (the sketcher's
// 10 MB; Mol*'s 2.6 MB took 90-270 ms of the server before the first byte of a 3D view).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A rollup plugin writing `name.br` and `name.gz` beside each emitted file that `pattern` names. */
export function precompressed(pattern = /\.(js|css|wasm)$/) {
  return {
    name: 'precompressed',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle).filter((n) => pattern.test(n))) {
        const file = path.join(options.dir, name);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        const params = { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
