// Issue 34: the store's "download these ids as files", whichever client it has: the ids posted by
// form to a server's download target, or (browser-direct mode) one zip built in the page from the
// client's file URLs, at most one of the seed's batches (50) at a time, naming what it left out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import type { SearchClient } from '../../../src/store/deps.ts';
import { LIMITS } from '../../../src/model/constants/limits.ts';

const searchData: SearchClient['searchData'] = async () => ({ ok: true, status: 200, value: {} });
const storeWith = (client: SearchClient) => createSearchStore({}, { storage: null, client });

test('a client with a download form target: the ids go to it, with no bound of the client’s own', async () => {
  const store = storeWith({ searchData, downloadFormTarget: (kind) => `/downloads/${kind}` });
  assert.equal(store.actions.filesPerDownload(), undefined);
  assert.deepEqual(await store.actions.fetchFiles(['4HHB'], 'ligands'), {
    ok: true,
    value: { form: '/downloads/ligands' },
  });
});

test('a client that bundles in the page: one zip of the files at its URLs, named as the host names them', async () => {
  const asked: Array<{ name: string; url: string }> = [];
  const zip = new Blob(['zip']);
  const store = storeWith({
    searchData,
    fileUrl: (id, kind) => `https://files.example/${kind}/${id}.cif.gz`,
    bundleFiles: async (files) => {
      asked.push(...files);
      return {
        ok: true,
        status: 200,
        value: {
          zip,
          names: ['4HHB.cif.gz'],
          missing: [{ name: '9XYZ.cif.gz', status: 404 }],
          notice: 'left out: 9XYZ.cif.gz',
        },
      };
    },
  });
  assert.equal(store.actions.filesPerDownload(), LIMITS.batchFileDownloadSize);
  const delivered = await store.actions.fetchFiles(['4HHB', '9XYZ'], 'entries');
  assert.deepEqual(asked, [
    { name: '4HHB.cif.gz', url: 'https://files.example/entries/4HHB.cif.gz' },
    { name: '9XYZ.cif.gz', url: 'https://files.example/entries/9XYZ.cif.gz' },
  ]);
  assert.ok(delivered.ok && 'zip' in delivered.value);
  assert.equal(delivered.value.zip, zip);
  assert.equal(delivered.value.name, 'pdb-entries.zip');
  assert.equal(delivered.value.notice, 'left out: 9XYZ.cif.gz', 'the bundle’s notice is passed on');
});

test('a failed bundle reads "ERROR: ..."; a client with neither says file download is unavailable', async () => {
  const failing = storeWith({
    searchData,
    fileUrl: (id) => `/f/${id}.cif`,
    bundleFiles: async () => ({
      ok: false,
      status: 404,
      message: 'None of the 1 file could be downloaded (1ABC.cif: 404).',
    }),
  });
  assert.deepEqual(await failing.actions.fetchFiles(['1ABC'], 'entries'), {
    ok: false,
    message: 'ERROR: None of the 1 file could be downloaded (1ABC.cif: 404).',
  });
  assert.deepEqual(await storeWith({ searchData }).actions.fetchFiles(['1ABC'], 'entries'), {
    ok: false,
    message: 'ERROR: not available from this server: file download',
  });
});
