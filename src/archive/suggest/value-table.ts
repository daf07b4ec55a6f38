// One attribute's distinct values in memory, for suggestions as the user types: the values in
// case-folded order (a prefix is a binary search and a contiguous run), the number of documents
// carrying each (all, and experimental only), and an index from each word to the values holding
// it (a word-prefix is a run of words). Built once from the attribute index; the archive is
// read-only while open, so a table never goes stale.

import { foldCase, matchKind, MATCH_RANK, type MatchKind } from './text-match.ts';

export interface ValueSuggestion {
  value: string;
  /** Documents carrying the value (among those the options allow). */
  count: number;
  match: MatchKind;
}

export interface ValueRow {
  value: string;
  /** Documents carrying the value. */
  count: number;
  /** Of those, documents that are not computed structure models. */
  experimental: number;
}

export interface MatchOptions {
  limit: number;
  includeComputational: boolean;
  /** Identifiers: whole-value prefixes only. */
  prefixOnly?: boolean;
}

export function compareSuggestions(a: ValueSuggestion, b: ValueSuggestion): number {
  return (
    MATCH_RANK[a.match] - MATCH_RANK[b.match] || b.count - a.count || foldCase(a.value).localeCompare(foldCase(b.value))
  );
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words as the full-text index splits them: runs of letters and digits, case-folded. */
export function wordsOf(text: string): string[] {
  return foldCase(text).match(WORD) ?? [];
}

/** First index in `sorted` whose entry is >= `key` (JavaScript string order). */
function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The best `limit` suggestions seen, kept sorted; most candidates fail the first comparison. */
class Best {
  readonly items: ValueSuggestion[] = [];
  constructor(private readonly limit: number) {}

  offer(candidate: ValueSuggestion): void {
    const items = this.items;
    if (items.length === this.limit && compareSuggestions(candidate, items[items.length - 1] as ValueSuggestion) >= 0)
      return;
    let at = items.length;
    while (at > 0 && compareSuggestions(candidate, items[at - 1] as ValueSuggestion) < 0) at--;
    items.splice(at, 0, candidate);
    if (items.length > this.limit) items.pop();
  }
}

export class ValueTable {
  private readonly values: string[];
  private readonly folded: string[];
  private readonly counts: Int32Array;
  private readonly experimentalCounts: Int32Array;
  /** Distinct words in order; the values holding words[w] are postings[offsets[w] .. offsets[w + 1]). */
  private readonly words: string[];
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;

  /** `words: false` for identifiers, which are only matched by prefix: no word index to hold. */
  constructor(rows: Iterable<ValueRow>, options: { words?: boolean } = {}) {
    // values differing only in case are one suggestion (SQLite's NOCASE folds ASCII only)
    const merged = new Map<string, ValueRow>();
    for (const row of rows) {
      const key = foldCase(row.value);
      const seen = merged.get(key);
      if (seen)
        merged.set(key, {
          value: seen.value,
          count: seen.count + row.count,
          experimental: seen.experimental + row.experimental,
        });
      else merged.set(key, row);
    }
    const keys = [...merged.keys()].sort();
    this.folded = keys;
    this.values = keys.map((k) => (merged.get(k) as ValueRow).value);
    this.counts = Int32Array.from(keys, (k) => (merged.get(k) as ValueRow).count);
    this.experimentalCounts = Int32Array.from(keys, (k) => (merged.get(k) as ValueRow).experimental);

    const byWord = new Map<string, number[]>();
    if (options.words !== false)
      keys.forEach((key, id) => {
        for (const word of new Set(key.match(WORD) ?? [])) {
          const list = byWord.get(word);
          if (list) list.push(id);
          else byWord.set(word, [id]);
        }
      });
    this.words = [...byWord.keys()].sort();
    this.offsets = new Int32Array(this.words.length + 1);
    this.postings = new Int32Array(this.words.reduce((n, w) => n + (byWord.get(w) as number[]).length, 0));
    let at = 0;
    this.words.forEach((word, w) => {
      for (const id of byWord.get(word) as number[]) this.postings[at++] = id;
      this.offsets[w + 1] = at;
    });
  }

  get size(): number {
    return this.values.length;
  }

  /** Exact, prefix and (unless prefixOnly) word-prefix matches of normalised `text`, best first. */
  match(text: string, options: MatchOptions): ValueSuggestion[] {
    const wanted = foldCase(text);
    if (!wanted || options.limit <= 0) return [];
    const counts = options.includeComputational ? this.counts : this.experimentalCounts;
    const best = new Best(options.limit);

    for (let id = lowerBound(this.folded, wanted); id < this.folded.length; id++) {
      const key = this.folded[id] as string;
      if (!key.startsWith(wanted)) break;
      const count = counts[id] as number;
      if (count > 0)
        best.offer({ value: this.values[id] as string, count, match: key === wanted ? 'exact' : 'prefix' });
    }

    const first = wordsOf(wanted)[0];
    if (options.prefixOnly || !first) return best.items;
    // values holding a word that starts like the text's first word, then checked in full
    const seen = new Set<number>();
    for (
      let w = lowerBound(this.words, first);
      w < this.words.length && (this.words[w] as string).startsWith(first);
      w++
    ) {
      for (let p = this.offsets[w] as number; p < (this.offsets[w + 1] as number); p++) {
        const id = this.postings[p] as number;
        if (seen.has(id)) continue;
        seen.add(id);
        const count = counts[id] as number;
        if (count > 0 && matchKind(this.values[id] as string, text) === 'word')
          best.offer({ value: this.values[id] as string, count, match: 'word' });
      }
    }
    return best.items;
  }
}
