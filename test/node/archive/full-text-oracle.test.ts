// Full text over distinct values (text_value + fts_value, rows from the attribute store, bm25 in
// JS) answers contains_words and contains_phrase as the occurrence-level FTS5 table the index
// kept before format 23 did: the same rows, the same records, and the score FTS5's
// bm25(fts_attr, 0.0, 1.0) gave each row. The oracle table is rebuilt from the shared archive's
// documents (test/support/attribute-rows.ts); words and phrases are drawn from every full-text
// attribute's own values.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { AttributeTerminal, BM25_LIMIT } from '../../../src/archive/query/attribute-terminal.ts';
import { textValueId } from '../../../src/archive/index/attribute-store/text-values.ts';
import { FTS_ATTR_ROW_FACTOR } from '../../support/attribute-rows.ts';
import { getTestArchive } from './fixture.ts';

const WORDS_PER_ATTRIBUTE = 6;
const NOW = new Date();

let oracle: Database.Database;
let index: ArchiveIndex;
let terminal: AttributeTerminal;

before(async () => {
  const archive = await getTestArchive();
  oracle = archive.openWithAttributeRows();
  index = new ArchiveIndex(archive.file);
  terminal = new AttributeTerminal(index, undefined);
});

after(() => {
  oracle?.close();
  index?.db.close();
});

interface Query {
  attribute: string;
  operator: 'contains_words' | 'contains_phrase';
  value: string;
}

/** Words spread over an attribute's values, each asked as words (with a common one) and as a phrase from a value holding it. */
function queriesFor(attribute: string, id: number): Query[] {
  const texts = index.db
    .prepare('SELECT text FROM text_value WHERE id >= ? AND id < ? LIMIT 400')
    .pluck()
    .all(textValueId(id, 0, 0), textValueId(id + 1, 0, 0)) as string[];
  const words = [...new Set(texts.flatMap((t) => t.match(/[\p{L}\p{N}]+/gu) ?? []))];
  const step = Math.max(1, Math.floor(words.length / WORDS_PER_ATTRIBUTE));
  const drawn = words.filter((_, i) => i % step === 0).slice(0, WORDS_PER_ATTRIBUTE);
  return drawn.flatMap((word) => {
    const holder = texts.find((t) => t.includes(word)) ?? word;
    const from = holder.indexOf(word);
    return [
      { attribute, operator: 'contains_words' as const, value: `${word} protein` },
      { attribute, operator: 'contains_phrase' as const, value: holder.slice(from).split(/\s+/).slice(0, 2).join(' ') },
    ];
  });
}

const byRow = (a: [number, number], b: [number, number]): number => a[0] - b[0] || a[1] - b[1];

test('contains_words / contains_phrase equal the occurrence-level FTS5 table: rows, records and bm25', () => {
  const fullText = [...index.catalogue.text.values()].filter((a) => a.full_text);
  assert.ok(fullText.length > 20, `full-text attributes: ${fullText.length}`);
  let asked = 0;
  let matched = 0;
  for (const a of fullText) {
    const info = index.attributes.get(a.attribute);
    assert.ok(info, `${a.attribute} is in the index`);
    for (const query of queriesFor(a.attribute, info.id)) {
      const condition = terminal.condition('text', query as never, NOW);
      if (!condition?.match) continue;
      asked++;
      const label = `${query.attribute} ${query.operator} '${query.value}'`;
      const theirs = oracle
        .prepare(
          'SELECT rowid, bm25(fts_attr, 0.0, 1.0), rec, subrec FROM attribute_rows.fts_attr WHERE fts_attr MATCH ?',
        )
        .raw()
        .all(condition.match) as Array<[number, number, number, number]>;
      const docOf = (rowid: number) => Math.floor(rowid / FTS_ATTR_ROW_FACTOR);
      if (theirs.length > 0) matched++;

      const scored = terminal.rows(condition, { scored: true });
      assert.equal(scored.docs.length, theirs.length, `${label}: rows`);
      const ours = Array.from(scored.docs, (d, i): [number, number] => [d, scored.scores?.[i] ?? 1]).sort(byRow);
      const expected = theirs
        .map(([rowid, bm25]): [number, number] => [
          docOf(rowid),
          theirs.length > BM25_LIMIT ? 1 : Math.max(-bm25, 1e-6),
        ])
        .sort(byRow);
      ours.forEach(([doc, score], i) => {
        const [theirDoc, theirScore] = expected[i] as [number, number];
        assert.equal(doc, theirDoc, `${label}: row ${i}`);
        assert.ok(
          Math.abs(score - theirScore) <= 1e-9 * theirScore,
          `${label}: score ${score} vs FTS5's ${theirScore}`,
        );
      });

      const records = terminal.rows(condition, { records: true });
      const ourRecords = Array.from(records.docs, (d, i) => `${d}:${records.recs?.[i]}:${records.subrecs?.[i]}`).sort();
      const theirRecords = theirs.map(([rowid, , rec, subrec]) => `${docOf(rowid)}:${rec}:${subrec}`).sort();
      assert.deepEqual(ourRecords, theirRecords, `${label}: records`);
    }
  }
  // most drawn words come from the values themselves, so most queries match something
  assert.ok(asked > 200 && matched > asked / 2, `asked ${asked}, matched ${matched}`);
});
