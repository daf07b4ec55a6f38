import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  allowedUploadExtensions,
  allowedUrlFormats,
  formatFromFileName,
  formatUploadError,
  interpretUploadResponse,
  uploadedBcifName,
  uploadedFileUrl,
  validateUploadFile,
  validateUrlFormat,
} from '../../../src/model/upload.ts';

const fail = (message: string) => ({ ok: false, message });

describe('upload file rules', () => {
  test("10,485,760 bytes at most: 'File too large, maximum size is 10 MB'", () => {
    assert.deepEqual(validateUploadFile({ name: 'a.cif', size: 10485760 }, 'structure'), {
      ok: true,
      value: { format: 'cif', compressed: false },
    });
    assert.deepEqual(
      validateUploadFile({ name: 'a.cif', size: 10485761 }, 'structure'),
      fail('File too large, maximum size is 10 MB'),
    );
    assert.deepEqual(
      validateUploadFile({ name: 'a.cif', size: Number.NaN }, 'strucmotif'),
      fail('File too large, maximum size is 10 MB'),
    );
  });

  test('extensions per service, .gz accepted, case-insensitive', () => {
    assert.deepEqual(validateUploadFile({ name: 'Model.CIF.GZ', size: 10 }, 'structure'), {
      ok: true,
      value: { format: 'cif', compressed: true },
    });
    assert.deepEqual(validateUploadFile({ name: 'x.bcif', size: 10 }, 'strucmotif'), {
      ok: true,
      value: { format: 'bcif', compressed: false },
    });
    assert.deepEqual(validateUploadFile({ name: 'x.pdb.gz', size: 10 }, 'strucmotif'), {
      ok: true,
      value: { format: 'pdb', compressed: true },
    });
    assert.deepEqual(
      validateUploadFile({ name: 'x.mol2', size: 10 }, 'structure'),
      fail('Extension not recognized, must be: [.cif, .bcif, .pdb, .cif.gz, .bcif.gz, .pdb.gz]'),
    );
    assert.deepEqual(
      validateUploadFile({ name: 'noextension', size: 10 }, 'strucmotif'),
      fail('Extension not recognized, must be: [.cif, .bcif, .pdb, .cif.gz, .bcif.gz, .pdb.gz]'),
    );
    assert.deepEqual(validateUploadFile({ name: '.cif', size: 10 }, 'structure').ok, false);
    assert.deepEqual(allowedUploadExtensions('structure'), ['.cif', '.bcif', '.pdb', '.cif.gz', '.bcif.gz', '.pdb.gz']);
    assert.equal(formatFromFileName('a.gz', ['cif']), null);
  });

  test('URL references: structure motif cif and bcif only', () => {
    assert.deepEqual(allowedUrlFormats('strucmotif'), ['cif', 'bcif']);
    assert.deepEqual(allowedUrlFormats('structure'), ['cif', 'bcif', 'pdb']);
    assert.deepEqual(validateUrlFormat(' BCIF ', 'strucmotif'), { ok: true, value: 'bcif' });
    assert.deepEqual(validateUrlFormat('pdb', 'strucmotif'), fail('Extension not recognized, must be: [.cif, .bcif]'));
    assert.deepEqual(validateUrlFormat('pdb', 'structure'), { ok: true, value: 'pdb' });
  });
});

describe('upload failures', () => {
  test("'File upload failed' + ' - Status: {code}' + ' - Message: {server error}'", () => {
    assert.equal(formatUploadError(), 'File upload failed');
    assert.equal(formatUploadError(502), 'File upload failed - Status: 502');
    assert.equal(formatUploadError(400, 'bad file'), 'File upload failed - Status: 400 - Message: bad file');
    assert.equal(formatUploadError(undefined, 'offline'), 'File upload failed - Message: offline');
  });

  test('reading the upload answer', () => {
    assert.deepEqual(interpretUploadResponse(200, { key: 'abc123' }), { ok: true, value: { key: 'abc123' } });
    assert.deepEqual(interpretUploadResponse(200, { key: '' }), fail('File upload failed - Status: 200'));
    assert.deepEqual(
      interpretUploadResponse(500, { error: 'disk full' }),
      fail('File upload failed - Status: 500 - Message: disk full'),
    );
    assert.deepEqual(
      interpretUploadResponse(413, 'Payload Too Large'),
      fail('File upload failed - Status: 413 - Message: Payload Too Large'),
    );
    assert.deepEqual(interpretUploadResponse(0, null), fail('File upload failed - Status: 0'));
  });

  test('file URL from the key', () => {
    assert.equal(
      uploadedFileUrl('https://up.example.org/v1/download/', 'a b'),
      'https://up.example.org/v1/download/a%20b',
    );
    assert.equal(uploadedFileUrl('/upload', 'k1'), '/upload/k1');
  });
});

describe('uploaded file names', () => {
  test("an upload is served as '{name}.bcif', its format's extension and .gz dropped (py-rcsb-api's cases)", () => {
    const cases: Array<[string, string, string]> = [
      ['4hhb.cif', 'cif', '4hhb.bcif'],
      ['7n0r.cif.gz', 'cif', '7n0r.bcif'],
      ['4hhb.pdb', 'pdb', '4hhb.bcif'],
      ['7n0r.pdb.gz', 'pdb', '7n0r.bcif'],
      ['4hhb.bcif', 'bcif', '4hhb.bcif'],
      ['4hhb-assembly1.cif.gz', 'cif', '4hhb-assembly1.bcif'],
      ['4hhb.pdb1', 'pdb', '4hhb.pdb1.bcif'],
      ['4hhb.pdb1.gz', 'pdb', '4hhb.pdb1.bcif'],
      ['4HHB.CIF', 'cif', '4HHB.bcif'],
      ['.cif', 'cif', '.cif.bcif'],
    ];
    for (const [name, format, served] of cases) assert.equal(uploadedBcifName(name, format), served, name);
  });

  test('an upload URL puts the key in path segments', () => {
    assert.equal(
      uploadedFileUrl('https://x.org/search/upload/', 'ab12/4hhb model.bcif'),
      'https://x.org/search/upload/ab12/4hhb%20model.bcif',
    );
  });
});
