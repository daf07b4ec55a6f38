// Stored document bodies: compressed with a dictionary per type that the index itself holds.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { resolveSchemaDir, resolveSourceDir } from '../../../src/archive/config.ts';
import {
  BodyDecodeError,
  BodyEncoder,
  bodyDecoder,
  buildBodyDictionary,
  DICTIONARY_SAMPLE_BYTES,
  encodeBody,
} from '../../../src/archive/index/body-codec.ts';
import { IndexWriter } from '../../../src/archive/index/index-writer.ts';
import { DOC_TYPE_CODES } from '../../../src/archive/index/schema.ts';
import { loadSchemaModel, RcsbSchemas } from '../../../src/archive/ingest/rcsb-schema.ts';
import type { ArchiveDocument } from '../../../src/archive/ingest/documents.ts';

const entryBody = (i: number) => ({
  rcsb_id: `${i}ABC`,
  struct: { title: `Structure number ${i}, with ünïcode` },
  exptl: [{ method: i % 2 ? 'X-RAY DIFFRACTION' : 'ELECTRON MICROSCOPY' }],
  rcsb_entry_info: { resolution_combined: [1 + i / 100], polymer_entity_count: i % 5 },
});

function dictionaryTable(): Database.Database {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE body_dictionary (type_code INTEGER PRIMARY KEY, dictionary BLOB NOT NULL)');
  return db;
}

test('a body round-trips through its dictionary, which the reader takes from the index', () => {
  const db = dictionaryTable();
  const samples = [1, 2, 3].map((i) => JSON.stringify(entryBody(i)));
  const dictionary = buildBodyDictionary(samples);
  assert.deepEqual(dictionary, buildBodyDictionary(samples), 'the same samples make the same dictionary');
  db.prepare('INSERT INTO body_dictionary VALUES (1, ?)').run(dictionary);
  const json = JSON.stringify(entryBody(7));
  const blob = encodeBody(json, 1, dictionary);
  assert.ok(blob.length < json.length);
  assert.equal(bodyDecoder(db).text(blob), json);
  assert.deepEqual(bodyDecoder(db).value(blob), entryBody(7));
  const viaSql = db.prepare("SELECT json_extract(body_json(?), '$.struct.title')").pluck().get(blob);
  assert.equal(viaSql, 'Structure number 7, with ünïcode');
});

test('a damaged or foreign body is an error that says so, never other text', () => {
  const db = dictionaryTable();
  const dictionary = buildBodyDictionary([JSON.stringify(entryBody(1))]);
  db.prepare('INSERT INTO body_dictionary VALUES (1, ?)').run(dictionary);
  const blob = encodeBody(JSON.stringify(entryBody(2)), 1, dictionary);
  db.prepare('INSERT INTO body_dictionary VALUES (2, ?)').run(buildBodyDictionary(['{"other":1}']));
  const decoder = bodyDecoder(db);
  const flipped = Buffer.from(blob);
  flipped[Math.floor(blob.length / 2)]! ^= 0x10;
  assert.throws(() => decoder.text(flipped), BodyDecodeError);
  assert.throws(() => decoder.text(blob.subarray(0, blob.length - 3)), /corrupt/);
  const otherKey = Buffer.from(blob);
  otherKey[0] = 9;
  assert.throws(() => decoder.text(otherKey), /dictionary 9, which the index lacks/);
  assert.throws(() => decoder.text('{"rcsb_id":"1ABC"}'), /not a compressed body \(string\)/);
  const wrongDictionary = Buffer.from(blob);
  wrongDictionary[0] = 2;
  assert.throws(() => decoder.text(wrongDictionary), /corrupt/);
});

test('the encoder holds a type until its samples make a dictionary, then writes everything', () => {
  const saved = new Map<number, Buffer>();
  const written: Buffer[] = [];
  const encoder = new BodyEncoder(new Map(), (key, dictionary) => saved.set(key, dictionary));
  const big = JSON.stringify({ sequence: 'A'.repeat(DICTIONARY_SAMPLE_BYTES / 2) });
  encoder.add(3, big, (blob) => written.push(blob));
  encoder.add(4, '{"small":1}', (blob) => written.push(blob));
  assert.equal(written.length, 0);
  encoder.add(3, big, (blob) => written.push(blob));
  assert.deepEqual([...saved.keys()], [3], 'type 3 reached its sample size');
  assert.equal(written.length, 2);
  encoder.add(3, '{"after":true}', (blob) => written.push(blob));
  assert.equal(written.length, 3, 'later bodies of a type with a dictionary are written at once');
  encoder.flush();
  assert.deepEqual([...saved.keys()], [3, 4]);
  assert.equal(written.length, 4);
});

test('an index written and read back on a new connection gives the same bodies', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'body-codec-'));
  try {
    const schemaDir = resolveSchemaDir(resolveSourceDir());
    const schemas = new RcsbSchemas(
      loadSchemaModel(path.join(schemaDir, 'structure_schema.json'), 'text'),
      loadSchemaModel(path.join(schemaDir, 'chemical_schema.json'), 'text_chem'),
    );
    const file = path.join(dir, 'index.sqlite');
    const writer = new IndexWriter(file, schemas);
    writer.begin();
    const documents: ArchiveDocument[] = [];
    for (let i = 1; i <= 20; i++) {
      const id = `${i}ABC`;
      const entry = { id, type: 'entry', entryId: id, entityId: null, contentType: 'experimental', body: entryBody(i) };
      const entity = { ...entry, id: `${id}_1`, type: 'polymer_entity', body: { rcsb_id: `${id}_1`, n: i } };
      writer.addEntryDocuments([entry, entity] as ArchiveDocument[]);
      documents.push(entry as ArchiveDocument, entity as ArchiveDocument);
    }
    writer.buildIndexes();
    writer.abort();
    const db = new Database(file, { readonly: true });
    try {
      const codes = db.prepare('SELECT type_code FROM body_dictionary ORDER BY type_code').pluck().all();
      assert.deepEqual(codes, [DOC_TYPE_CODES.entry, DOC_TYPE_CODES.polymer_entity]);
      const stored = db.prepare('SELECT id, type, body FROM doc').all() as Array<{
        id: string;
        type: string;
        body: Buffer;
      }>;
      assert.equal(stored.length, documents.length);
      const decoder = bodyDecoder(db);
      for (const row of stored) {
        const original = documents.find((d) => d.id === row.id && d.type === row.type);
        assert.deepEqual(decoder.value(row.body), original?.body);
      }
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
