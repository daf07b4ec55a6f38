// Issue 35: a notification run reads identifiers from the engine's Search API answer alone
// (searches.api), whichever engine answers: plain or compressed bytes, verbose or compact items,
// and no answer (the API's 204) as none.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { ValidatedRequest } from '../../../src/model/types.ts';
import type { ServerEngine } from '../../../src/server/engine/types.ts';
import { engineIdentifiers } from '../../../src/server/mypdb/engine-identifiers.ts';
import type { EncodedJson } from '../../../src/server/search-runner/encoded-json.ts';
import { notificationRequest } from '../../../src/server/mypdb/notify.ts';

const REQUEST: ValidatedRequest = notificationRequest({
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
});

function engineAnswering(answer: EncodedJson | undefined, asked: string[]): Pick<ServerEngine, 'searches'> {
  return {
    searches: {
      api: async (request, encoding) => {
        asked.push(`${request.request_info?.src} ${encoding}`);
        return answer;
      },
    } as ServerEngine['searches'],
  };
}

test("the identifiers of the engine's Search API answer, asked uncompressed; none when nothing matched", async () => {
  const asked: string[] = [];
  const verbose = JSON.stringify({ result_set: [{ identifier: '4HHB', score: 1 }, '1CRN'] });
  assert.deepEqual(await engineIdentifiers(engineAnswering({ body: verbose, encoding: 'identity' }, asked))(REQUEST), [
    '4HHB',
    '1CRN',
  ]);
  assert.deepEqual(asked, ['mypdb_service identity']);
  const gzipped = gzipSync(JSON.stringify({ result_set: ['1UBQ'] }));
  assert.deepEqual(await engineIdentifiers(engineAnswering({ body: gzipped, encoding: 'gzip' }, asked))(REQUEST), [
    '1UBQ',
  ]);
  assert.deepEqual(await engineIdentifiers(engineAnswering(undefined, asked))(REQUEST), []);
});
