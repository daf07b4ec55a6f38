// Relevance of a full-text attribute match, as FTS5's bm25(fts_attr, 0.0, 1.0) scored it when
// the index held a row per value occurrence (column `attr`, weight 0, holding one token; column
// `value`, weight 1): the index now holds each distinct value once (text-values.ts), so the
// statistics bm25 needs are taken over occurrences here: N rows = Σ occurrences, average row
// length = Σ occurrences × (1 + tokens) / N, and a phrase's n = Σ occurrences of the values
// holding it. A value's score is the same for every row carrying it.

import type Database from 'better-sqlite3';
import { ftsTokens } from '../index/attribute-store/text-values.ts';

const K1 = 1.2;
const B = 0.75;
/** Phrases whose occurrence counts are kept per open index. */
const PHRASES_KEPT = 1024;

export class TextRelevance {
  private totals: { rows: number; averageLength: number } | undefined;
  private readonly phraseRows = new Map<string, number>();

  constructor(private readonly db: Database.Database) {}

  /** Score per matched value id; `phrases` are the query's phrases of the `value` column, as tokens. */
  scores(ids: readonly number[], phrases: readonly string[][]): Map<number, number> {
    const { rows, averageLength } = this.occurrenceTotals();
    const idf = phrases.map((phrase) => {
      const n = this.rowsWith(phrase);
      const value = Math.log((rows - n + 0.5) / (n + 0.5));
      return value <= 0 ? 1e-6 : value;
    });
    const text = this.db.prepare('SELECT text FROM text_value WHERE id = ?').pluck();
    const out = new Map<number, number>();
    for (const id of ids) {
      const tokens = ftsTokens((text.get(id) as string | undefined) ?? '');
      const length = 1 + tokens.length;
      let score = 0;
      phrases.forEach((phrase, i) => {
        const f = instances(tokens, phrase);
        score += ((idf[i] as number) * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * length) / averageLength));
      });
      out.set(id, score);
    }
    return out;
  }

  private occurrenceTotals(): { rows: number; averageLength: number } {
    if (!this.totals) {
      const [rows, tokens] = this.db
        .prepare('SELECT coalesce(sum(occurrences), 0), coalesce(sum(occurrences * (1 + tokens)), 0) FROM text_value')
        .raw()
        .get() as [number, number];
      this.totals = { rows, averageLength: rows > 0 ? tokens / rows : 1 };
    }
    return this.totals;
  }

  /** Occurrence rows whose value holds the phrase. */
  private rowsWith(phrase: readonly string[]): number {
    const key = phrase.join(' ');
    let n = this.phraseRows.get(key);
    if (n === undefined) {
      n = this.db
        .prepare(
          'SELECT coalesce(sum(occurrences), 0) FROM text_value WHERE id IN (SELECT rowid FROM fts_value WHERE fts_value MATCH ?)',
        )
        .pluck()
        .get(`value:"${key.replace(/"/g, '""')}"`) as number;
      if (this.phraseRows.size >= PHRASES_KEPT) this.phraseRows.clear();
      this.phraseRows.set(key, n);
    }
    return n;
  }
}

/** How many times the phrase's tokens occur in a row, consecutively. */
function instances(tokens: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    let j = 0;
    while (j < phrase.length && tokens[i + j] === phrase[j]) j++;
    if (j === phrase.length) count++;
  }
  return count;
}
