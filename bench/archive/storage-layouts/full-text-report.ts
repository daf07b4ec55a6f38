// Full text: an FTS5 row per value occurrence (the index's fts_attr before format 23, rebuilt
// here) against FTS5 over distinct dictionary values (the index's fts_value since), with lookups,
// and a check that bm25 over occurrences is recomputed from the distinct table plus per-value
// multiplicities (what query/text-relevance.ts does).

import { ftsTokens } from '../../../src/archive/index/attribute-store/text-values.ts';
import { buildFts, currentWords, dictionaryWords, occurrenceScores } from './fts-layouts.ts';
import type { Lookups } from './lookups.ts';
import type { PreparedAttribute } from './prepare.ts';
import { kB, MB, sumOf, timed, type Source } from './source.ts';

const WORD_PROBES: Array<[string, string]> = [
  ['struct.title', 'structure'],
  ['rcsb_polymer_entity_annotation.annotation_lineage.name', 'binding'],
];

const tokens = ftsTokens;

export function reportFullText(
  source: Source,
  prepared: readonly PreparedAttribute[],
  sourceSizes: Map<string, number>,
  l3: Lookups,
): { rows: number; bytes: number } {
  const perEntry = (b: number): string => `${MB(b)} MB = ${kB(b / source.entries)} kB/entry`;
  const current = sumOf(sourceSizes, (n) => n.startsWith('fts_value_') || n === 'text_value');
  const currentRows = source.db.prepare('SELECT count(*) FROM text_value').pluck().get() as number;
  const fts = buildFts(prepared);
  console.log('\nfull text of attributes (FTS5):');
  console.log(`  the index's fts_value + text_value (all full-text values): ${currentRows} rows, ${perEntry(current)}`);
  console.log(
    `  rebuilt per occurrence (searchable, exact-length values): ${fts.occurrences.rows} rows, ${perEntry(fts.occurrences.bytes)}, ${(fts.occurrences.ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `  over distinct (attribute, value): ${fts.distinct.rows} rows, ${perEntry(fts.distinct.bytes)}, ${(fts.distinct.ms / 1000).toFixed(1)} s`,
  );

  const byId = new Map(prepared.map((p) => [p.attribute.id, p]));
  const fullText = prepared.filter((p) => p.attribute.fullText && p.attribute.searchable);
  // occurrence-table statistics bm25 uses: rows, tokens per row (attr token + value tokens)
  let nRow = 0;
  let nToken = 0;
  for (const p of fullText)
    p.keys.forEach((value, code) => {
      if (typeof value !== 'string') return;
      const n = (p.starts[code + 1] as number) - (p.starts[code] as number);
      nRow += n;
      nToken += n * (1 + tokens(value).length);
    });
  const multiplicity = (rowid: number): number => {
    const p = byId.get(Math.floor(rowid / 2 ** 32)) as PreparedAttribute;
    const code = rowid % 2 ** 32;
    return (p.starts[code + 1] as number) - (p.starts[code] as number);
  };

  for (const [name, word] of WORD_PROBES) {
    const a = source.byName.get(name);
    const p = a && byId.get(a.id);
    if (!a || !p) continue;
    const plain = timed(() => currentWords(fts.db, a, word, false), 5);
    const scored = timed(() => currentWords(fts.db, a, word, true), 5);
    const dict = timed(() => {
      const hits = dictionaryWords(fts.db, a, word);
      return {
        hits,
        postings:
          l3.codes?.(
            a,
            hits.map(([code]) => code),
          ) ?? 0,
      };
    }, 5);
    console.log(
      `  ${name} contains_words '${word}': per occurrence ${plain.ms.toFixed(2)} ms / ${plain.result} rows ` +
        `(with bm25 ${scored.ms.toFixed(2)} ms); distinct FTS + L3b postings ${dict.ms.toFixed(2)} ms / ` +
        `${dict.result.hits.length} values -> ${dict.result.postings} postings`,
    );

    // bm25 per occurrence, from FTS5 over occurrences, against the same from the distinct table
    const wanted = occurrenceScores(fts.db, a, word);
    const nHit = (
      fts.db.prepare('SELECT rowid FROM fts_dict WHERE fts_dict MATCH ?').pluck().all(`"${word}"`) as number[]
    )
      .map(multiplicity)
      .reduce((s, m) => s + m, 0);
    const idf = Math.max(Math.log((nRow - nHit + 0.5) / (nHit + 0.5)), 1e-6);
    const avgdl = nToken / nRow;
    const raw: number[] = [];
    const recomputed: number[] = [];
    for (const [code, score] of dict.result.hits.sort((x, y) => x[0] - y[0])) {
      const value = p.keys[code] as string;
      const t = tokens(value);
      const tf = t.filter((x) => x === word.toLowerCase()).length;
      const dl = 1 + t.length;
      const bm25 = (idf * (tf * 2.2)) / (tf + 1.2 * (0.25 + (0.75 * dl) / avgdl));
      for (let i = p.starts[code] as number; i < (p.starts[code + 1] as number); i++) {
        raw.push(score);
        recomputed.push(bm25);
      }
    }
    const worst = (xs: number[]): string =>
      xs.length === wanted.length
        ? Math.max(...xs.map((x, i) => Math.abs(x - (wanted[i] as number)) / (wanted[i] as number))).toExponential(1)
        : `n/a (${xs.length} vs ${wanted.length} rows)`;
    console.log(
      `    bm25 max relative error vs per-occurrence FTS5: distinct table's own bm25 ${worst(raw)}; ` +
        `recomputed with occurrence N, n(term), avgdl ${worst(recomputed)}`,
    );
  }
  return { rows: fts.distinct.rows, bytes: fts.distinct.bytes };
}
