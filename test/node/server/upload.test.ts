import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { parseCifBytes } from '../../../src/archive/ingest/cif-file.ts';
import { CifTable } from '../../../src/archive/ingest/cif-table.ts';
import { MAX_UNCOMPRESSED_BYTES, parseBinaryCif } from '../../../src/server/engine/embedded/upload/structure-file.ts';
import { convertUpload } from '../../../src/server/engine/embedded/upload/convert.ts';

const source = resolveSourceDir();
const entryGz = readFileSync(path.join(source, 'entries', '4hhb.cif.gz'));
const entryCif = gunzipSync(entryGz);
const LIMIT = 10_485_760;

let server: RunningServer;
let uploadDir: string;
let atomCount: number;

/** Starts a server whose uploads go to a fresh directory, with the given environment. */
async function serverWithUploads(env: Record<string, string>): Promise<{ server: RunningServer; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdb-uploads-'));
  const saved = { ...process.env };
  // the environment too: the structure services open the upload store with the archive
  Object.assign(process.env, { UPLOAD_DIR: dir, ...env });
  try {
    const { uploadDir, uploadTtlSeconds } = readServerConfig(process.env);
    return { server: await startArchiveServer({ uploadDir, uploadTtlSeconds }), dir };
  } finally {
    process.env = saved;
  }
}

before(async () => {
  ({ server, dir: uploadDir } = await serverWithUploads({}));
  const parsed = await parseCifBytes(entryCif);
  assert.ok(parsed.ok);
  atomCount = parsed.blocks[0]!.categories.atom_site!.rowCount;
});
after(async () => {
  await server.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; filename: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.filename);
  return body;
}

async function upload(
  body: FormData | string,
  base = server.url,
  method = 'POST',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const init: RequestInit =
    typeof body === 'string' ? { method, body, headers: { 'content-type': 'application/json' } } : { method, body };
  const res = await fetch(`${base}/search/upload`, init);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function download(key: string, base = server.url): Promise<Response> {
  return fetch(`${base}/search/upload/${key}`);
}

/** PDB-format ATOM records written from the first atoms of the real entry's atom_site. */
async function pdbFromEntry(count: number): Promise<string> {
  const parsed = await parseCifBytes(entryCif);
  assert.ok(parsed.ok);
  {
    const atoms = new CifTable(parsed.blocks[0]!.categories.atom_site!);
    const lines = ['HEADER    OXYGEN TRANSPORT                        07-MAR-84   4HHB'];
    for (let row = 0; row < count; row++) {
      const name = atoms.str('auth_atom_id', row) ?? '';
      lines.push(
        'ATOM  ' +
          String(row + 1).padStart(5) +
          ' ' +
          (name.length < 4 ? ` ${name}`.padEnd(4) : name) +
          ' ' +
          (atoms.str('auth_comp_id', row) ?? '').padStart(3) +
          ' ' +
          (atoms.str('auth_asym_id', row) ?? 'A') +
          String(atoms.int('auth_seq_id', row) ?? 0).padStart(4) +
          '    ' +
          atoms.num('Cartn_x', row)!.toFixed(3).padStart(8) +
          atoms.num('Cartn_y', row)!.toFixed(3).padStart(8) +
          atoms.num('Cartn_z', row)!.toFixed(3).padStart(8) +
          '  1.00  0.00          ' +
          (atoms.str('type_symbol', row) ?? '').padStart(2),
      );
    }
    return `${lines.join('\n')}\nEND\n`;
  }
}

/** The real entry followed by comment lines, exactly `size` bytes long (still a valid mmCIF). */
function paddedCif(size: number): Buffer {
  const padding = size - entryCif.length;
  const line = `#${'x'.repeat(78)}\n`;
  const full = Math.floor(padding / line.length);
  const rest = padding - full * line.length;
  const tail = rest === 0 ? '' : rest === 1 ? '\n' : `#${'y'.repeat(rest - 2)}\n`;
  return Buffer.concat([entryCif, Buffer.from(line.repeat(full) + tail)]);
}

test('an mmCIF entry uploads and downloads as BinaryCIF with every atom', async () => {
  const { status, json } = await upload(
    form({ format: 'cif', name: '4hhb.cif' }, { bytes: entryCif, filename: '4hhb.cif' }),
  );
  assert.equal(status, 200, JSON.stringify(json));
  // '{id}/{name}.bcif': py-rcsb-api reads the file's name from the end of the URL
  assert.match(String(json.key), /^[0-9a-f]{32}\/4hhb\.bcif$/);
  const id = String(json.key).split('/')[0]!;
  assert.equal(json.format, 'bcif');
  for (const other of [id, encodeURIComponent(String(json.key))]) {
    const also = await download(other);
    assert.equal(also.status, 200, other);
    await also.arrayBuffer();
  }
  const wrongName = await download(`${id}/1abc.bcif`);
  assert.equal(wrongName.status, 404);
  await wrongName.arrayBuffer();
  const res = await download(String(json.key));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/octet-stream');
  const blocks = await parseBinaryCif(new Uint8Array(await res.arrayBuffer()));
  assert.equal(blocks[0]!.header, '4HHB');
  assert.equal(blocks[0]!.categories.atom_site!.rowCount, atomCount);
  assert.equal(
    blocks[0]!.categories.struct!.getField('title')!.str(0),
    'THE CRYSTAL STRUCTURE OF HUMAN DEOXYHAEMOGLOBIN AT 1.74 ANGSTROMS RESOLUTION',
  );
  assert.deepEqual(readdirSync(uploadDir).sort(), [`${id}.bcif`, `${id}.json`]);
});

test('a gzipped entry (.cif.gz) is accepted, and PUT works like POST', async () => {
  const { status, json } = await upload(
    form({ format: 'cif', name: '4hhb.cif.gz' }, { bytes: entryGz, filename: '4hhb.cif.gz' }),
    server.url,
    'PUT',
  );
  assert.equal(status, 200, JSON.stringify(json));
  const blocks = await parseBinaryCif(new Uint8Array(await (await download(String(json.key))).arrayBuffer()));
  assert.equal(blocks[0]!.categories.atom_site!.rowCount, atomCount);
});

test('the name field is optional: the file name decides, as py-rcsb-api sends it', async () => {
  const { status } = await upload(form({ format: 'cif' }, { bytes: entryCif, filename: '4hhb.cif' }));
  assert.equal(status, 200);
});

test('a PDB-format file of real coordinates uploads', async () => {
  const pdb = await pdbFromEntry(40);
  const { status, json } = await upload(
    form({ format: 'pdb', name: 'chain.pdb' }, { bytes: Buffer.from(pdb), filename: 'chain.pdb' }),
  );
  assert.equal(status, 200, JSON.stringify(json));
  const blocks = await parseBinaryCif(new Uint8Array(await (await download(String(json.key))).arrayBuffer()));
  const atoms = new CifTable(blocks[0]!.categories.atom_site!);
  assert.equal(atoms.rowCount, 40);
  const original = await parseCifBytes(entryCif);
  assert.ok(original.ok);
  assert.equal(atoms.num('Cartn_x', 7), new CifTable(original.blocks[0]!.categories.atom_site!).num('Cartn_x', 7));
});

test('a file of exactly 10,485,760 bytes is accepted; one byte more is 413 with the seed message', async () => {
  const atLimit = paddedCif(LIMIT);
  assert.equal(atLimit.length, LIMIT);
  const ok = await upload(form({ format: 'cif', name: 'big.cif' }, { bytes: atLimit, filename: 'big.cif' }));
  assert.equal(ok.status, 200, JSON.stringify(ok.json));
  const over = await upload(
    form({ format: 'cif', name: 'big.cif' }, { bytes: paddedCif(LIMIT + 1), filename: 'big.cif' }),
  );
  assert.equal(over.status, 413);
  assert.deepEqual(over.json, { error: 'File too large, maximum size is 10 MB' });
});

test('an unknown extension is refused with the seed message, unless a format is stated', async () => {
  const { status, json } = await upload(form({ name: 'model.txt' }, { bytes: entryCif, filename: 'model.txt' }));
  assert.equal(status, 400);
  assert.deepEqual(json, {
    error: 'Extension not recognized, must be: [.cif, .bcif, .pdb, .cif.gz, .bcif.gz, .pdb.gz]',
  });
  // API clients name the format of files such as 4hhb.pdb1 or 1abc.ent: the content must then be it
  const stated = await upload(form({ format: 'cif', name: 'model.txt' }, { bytes: entryCif, filename: 'model.txt' }));
  assert.equal(stated.status, 200, JSON.stringify(stated.json));
  assert.match(String(stated.json.key), /\/model\.txt\.bcif$/);
});

test('content that is not a structure file of the stated format is refused clearly', async () => {
  const cases: Array<{ name: string; format: string; bytes: Uint8Array; reason: RegExp }> = [
    {
      name: 'notes.cif',
      format: 'cif',
      bytes: Buffer.from('these are my notes\n'),
      reason: /not a valid cif structure file: not a CIF file/,
    },
    {
      name: 'HEM.cif',
      format: 'cif',
      bytes: gunzipSync(readFileSync(path.join(source, 'ccd', 'HEM.cif.gz'))),
      reason: /no atom_site coordinates/,
    },
    { name: 'model.bcif', format: 'bcif', bytes: entryCif, reason: /not a BinaryCIF file/ },
    {
      name: 'model.bcif',
      format: 'bcif',
      bytes: Buffer.from([0x85, 1, 2, 3, 4, 5]),
      reason: /not a valid bcif structure file/,
    },
    { name: 'model.pdb', format: 'pdb', bytes: entryCif, reason: /mmCIF, not PDB/ },
    {
      name: 'model.pdb',
      format: 'pdb',
      bytes: Buffer.from('REMARK nothing here\nEND\n'),
      reason: /no ATOM or HETATM records/,
    },
    { name: 'cut.cif.gz', format: 'cif', bytes: entryGz.subarray(0, 5000), reason: /corrupt or truncated gzip/ },
    {
      name: 'bomb.cif.gz',
      format: 'cif',
      bytes: gzipSync(Buffer.alloc(MAX_UNCOMPRESSED_BYTES + 1)),
      reason: /unpacks to more than 128 MB/,
    },
  ];
  for (const c of cases) {
    const { status, json } = await upload(
      form({ format: c.format, name: c.name }, { bytes: c.bytes, filename: c.name }),
    );
    assert.equal(status, 400, c.name);
    assert.match(String(json.error), c.reason, c.name);
  }
});

test('a stated format must be an upload format and agree with the extension', async () => {
  const wrong = await upload(form({ format: 'ccp4', name: '4hhb.cif' }, { bytes: entryCif, filename: '4hhb.cif' }));
  assert.deepEqual(wrong, { status: 400, json: { error: 'The format must be one of: cif, bcif, pdb' } });
  const mismatch = await upload(form({ format: 'pdb', name: '4hhb.cif' }, { bytes: entryCif, filename: '4hhb.cif' }));
  assert.deepEqual(mismatch, {
    status: 400,
    json: { error: "The format 'pdb' does not match the file extension of '4hhb.cif'" },
  });
});

test('a form without a file, or a request that is not multipart, is refused', async () => {
  const noFile = await upload(form({ format: 'cif', name: '4hhb.cif' }));
  assert.deepEqual(noFile, { status: 400, json: { error: "No file was uploaded: the form needs a 'file' field" } });
  const json = await upload('{"file": "data_x"}');
  assert.equal(json.status, 415);
  assert.match(String(json.json.error), /multipart\/form-data/);
  const twoFiles = form({ format: 'cif' }, { bytes: entryCif, filename: 'a.cif' });
  twoFiles.append('file', new Blob([entryCif as Uint8Array<ArrayBuffer>]), 'b.cif');
  const many = await upload(twoFiles);
  assert.deepEqual(many, { status: 400, json: { error: 'Upload one file with the fields format, name and file' } });
});

test('a malformed multipart body is refused with 400, never a 500', async () => {
  const part = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.cif"\r\n\r\ndata_x\r\n';
  const bodies = [
    part, // the closing boundary never comes
    '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.cif"\r\n', // cut inside the headers
    '--zz\r\nno header separator', // a part header that never ends
    'no boundary at all',
  ];
  for (const body of bodies) {
    const res = await fetch(`${server.url}/search/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body,
    });
    const json = (await res.json()) as Record<string, unknown>;
    assert.equal(res.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(json)}`);
    assert.match(String(json.error), /^The upload form could not be read/, JSON.stringify(body));
  }
});

test('keys are validated: traversal and malformed keys never reach the disk', async () => {
  for (const key of [
    '..%2F..%2Fpackage.json',
    '%2E%2E%2F%2E%2E%2Fpackage.json',
    'ABCDEF0123456789ABCDEF0123456789',
    '0123',
    `${'a'.repeat(32)}.json`,
  ]) {
    const res = await download(key);
    assert.equal(res.status, 400, key);
    assert.deepEqual(await res.json(), { error: 'Invalid upload key: keys are 32 lowercase hexadecimal characters' });
  }
  const unknown = await download('0'.repeat(32));
  assert.equal(unknown.status, 404);
  assert.deepEqual(await unknown.json(), { error: 'No uploaded file has this key, or it has expired' });
});

test('uploads expire: 404 after the lifetime, and the sweep deletes the files', async () => {
  const { server: shortLived, dir } = await serverWithUploads({ UPLOAD_TTL_SECONDS: '1' });
  try {
    const { status, json } = await upload(
      form({ format: 'cif', name: '4hhb.cif' }, { bytes: entryCif, filename: '4hhb.cif' }),
      shortLived.url,
    );
    assert.equal(status, 200);
    // Every body is read: an unread (compressed, streamed) body keeps its connection busy, and
    // close() below would wait for Fastify's 72 s keep-alive timeout to end it.
    const fresh = await download(String(json.key), shortLived.url);
    assert.equal(fresh.status, 200);
    await fresh.arrayBuffer();
    assert.ok(Date.parse(String(json.expires)) - Date.now() <= 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await download(String(json.key), shortLived.url);
    assert.equal(expired.status, 404);
    await expired.arrayBuffer();
    // a second upload is removed by the periodic sweep alone, without being read
    const second = await upload(
      form({ format: 'cif', name: '4hhb.cif' }, { bytes: entryCif, filename: '4hhb.cif' }),
      shortLived.url,
    );
    assert.equal(second.status, 200);
    const deadline = Date.now() + 5000;
    while (readdirSync(dir).length > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    assert.deepEqual(readdirSync(dir), []);
  } finally {
    await shortLived.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a conversion that runs past its time limit is refused, not left running', async () => {
  assert.deepEqual(await convertUpload(entryCif, 'cif', 1), { ok: false, reason: 'the file took too long to read' });
});
