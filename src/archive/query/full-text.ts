// The `full_text` service: a search-box string -> an FTS5 expression -> bm25-ranked documents.
// Accepted syntax (what the search bar produces): words (all required), "quoted phrases",
// -exclusions, OR between terms, and a trailing * for a prefix.

import type { DocType } from '../doc-types.ts';
import type { ArchiveIndex } from './archive-index.ts';
import { BM25_LIMIT } from './attribute-terminal.ts';
import type { GranularityMapper } from './granularity.ts';
import type { HitSpace } from './hits-arena.ts';
import { Hits } from './hits.ts';
import { FULL_TEXT_TOKEN } from '../../model/request/bounds.ts';

export interface FullTextQuery {
  /** FTS5 expression for the required part, or null when there is none (exclusions only). */
  positive: string | null;
  /** FTS5 expression of what must not match, or null. */
  negative: string | null;
}

function quote(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/** One term: a word, a prefix, or a phrase (a quoted string or a hyphenated word). */
function termExpression(raw: string, quoted: boolean): string | null {
  const prefix = !quoted && raw.endsWith('*');
  const words = (raw.match(/[\p{L}\p{N}]+/gu) ?? []) as string[];
  if (words.length === 0) return null;
  if (words.length === 1) return prefix ? `${quote(words[0] as string)}*` : quote(words[0] as string);
  return quote(words.join(' '));
}

export function parseFullText(input: string): FullTextQuery {
  // the same tokens the term bound counts (model/request/bounds.ts)
  const tokens = [...input.matchAll(FULL_TEXT_TOKEN)];
  const groups: string[][] = [[]]; // OR of AND-groups
  const negatives: string[] = [];
  let pendingOr = false;
  for (const token of tokens) {
    const [, minus, phrase, bare] = token;
    if (bare === 'OR' || bare === '|') {
      pendingOr = true;
      continue;
    }
    if (bare === 'AND' || bare === '+' || bare === '&&') continue;
    let negated = minus === '-';
    let raw = phrase ?? bare ?? '';
    if (phrase === undefined && raw.startsWith('-') && raw.length > 1) {
      negated = true;
      raw = raw.slice(1);
    }
    if (phrase === undefined && raw.startsWith('+')) raw = raw.slice(1);
    const expression = termExpression(raw, phrase !== undefined);
    if (!expression) continue;
    if (negated) negatives.push(expression);
    else {
      if (pendingOr && (groups[groups.length - 1] ?? []).length > 0) groups.push([]);
      groups[groups.length - 1]?.push(expression);
    }
    pendingOr = false;
  }
  const clauses = groups
    .filter((g) => g.length > 0)
    .map((g) => (g.length === 1 ? (g[0] as string) : `(${g.join(' AND ')})`));
  return {
    positive: clauses.length === 0 ? null : clauses.length === 1 ? (clauses[0] as string) : clauses.join(' OR '),
    negative: negatives.length === 0 ? null : negatives.join(' OR '),
  };
}

/** Weight of the high-priority column (titles, names) over the rest. */
const MAIN_WEIGHT = 3.0;
/** Entry-level matches counted for a finer return type rank below its own document's matches. */
const INHERITED_WEIGHT = 0.5;

export class FullTextService {
  constructor(
    private readonly index: ArchiveIndex,
    private readonly mapper: GranularityMapper,
  ) {}

  /**
   * Matches with bm25 relevance; above BM25_LIMIT matches (where bm25 would cost more than
   * the rest of the query) a match in the high-priority column scores 2 and any other 1.
   */
  private matches(table: 'fts_entry' | 'fts_doc', expression: string, scored: boolean, space: HitSpace): Hits {
    const db = this.index.db;
    const hits = new Hits(space);
    const rowids = db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck().all(expression) as number[];
    if (!scored) {
      for (const row of rowids) hits.set(row, 1);
      return hits;
    }
    if (rowids.length <= BM25_LIMIT) {
      const rows = db
        .prepare(`SELECT rowid, bm25(${table}, ${MAIN_WEIGHT}, 1.0) FROM ${table} WHERE ${table} MATCH ?`)
        .raw()
        .all(expression) as Array<[number, number]>;
      for (const [row, rank] of rows) hits.set(row, Math.max(-rank, 1e-6));
      return hits;
    }
    for (const row of rowids) hits.set(row, 1);
    for (const row of db
      .prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`)
      .pluck()
      .all(`main : (${expression})`) as number[]) {
      hits.set(row, 2);
    }
    return hits;
  }

  /** Hits at `target` with positive relevance scores. */
  search(input: string, target: DocType, scored = true, space: HitSpace = this.index.size): Hits {
    const query = parseFullText(input);
    if (!query.positive && !query.negative) return new Hits(space);
    const fullSet = (table: 'fts_entry' | 'fts_doc'): Hits => {
      if (query.positive && query.negative)
        return this.matches(table, `(${query.positive}) NOT (${query.negative})`, scored, space);
      if (query.positive) return this.matches(table, query.positive, scored, space);
      // Only exclusions: everything of the table's kind except the matches.
      const excluded = this.matches(table, query.negative as string, false, space);
      const out = new Hits(space);
      const universe = table === 'fts_entry' ? this.index.rows('entry') : this.index.rows(target);
      for (const row of universe) if (!excluded.has(row)) out.set(row, 1);
      return out;
    };

    if (target === 'entry') return fullSet('fts_entry');
    const own = new Hits(space);
    for (const [row, score] of fullSet('fts_doc')) if (this.index.type(row) === target) own.set(row, score);
    if (target === 'mol_definition') return own;
    for (const [row, score] of this.mapper.map(fullSet('fts_entry'), target, space)) {
      const inherited = score * INHERITED_WEIGHT;
      if ((own.get(row) ?? 0) < inherited) own.set(row, inherited);
    }
    return own;
  }
}
