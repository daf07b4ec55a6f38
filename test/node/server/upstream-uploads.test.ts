// Upstream mode's uploads (issue 35): an uploaded structure file is read as the embedded engine
// reads it (the conversion worker), whatever archive answers the searches.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { upstreamEngine } from '../../../src/server/engine/upstream/upstream-engine.ts';

// no upstream is contacted: converting a file needs none
const engine = upstreamEngine({
  searchApi: 'http://127.0.0.1:9',
  dataApi: 'http://127.0.0.1:9',
  files: 'http://127.0.0.1:9',
  rcsb: false,
});
after(() => engine.close());

test('an uploaded structure file converts in upstream mode, and a file that is not one is refused', async () => {
  await engine.uploads.warm();
  const file = gunzipSync(readFileSync(path.join(resolveSourceDir(), 'entries', '4hhb.cif.gz')));
  const checked = await engine.uploads.convert(new Uint8Array(file), 'cif');
  assert.ok(checked.ok, checked.ok ? '' : checked.reason);
  assert.ok(checked.atoms > 4000);
  const refused = await engine.uploads.convert(new TextEncoder().encode('not a structure'), 'cif');
  assert.equal(refused.ok, false);
});
