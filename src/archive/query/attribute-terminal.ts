// The `text` and `text_chem` services: one attribute condition -> the documents whose attribute
// rows satisfy it, optionally with the record ids that let nested conditions be matched on one
// record, and with relevance scores for contains_words / contains_phrase.

import type { CatalogueAttribute } from '../index/catalogue.ts';
import { ftsTokens, textValueId, textValueKey } from '../index/attribute-store/text-values.ts';
import { attributeToken } from '../index/schema.ts';
import { TextRelevance } from './text-relevance.ts';
import type { ArchiveIndex, AttributeInfo } from './archive-index.ts';
import { parseDateValue } from './date-math.ts';
import { QueryError } from './query-error.ts';
import type { AttributeParameters, RangeValue } from '../../model/types.ts';
import type { NumberRange, ValueTest } from '../index/attribute-store/value-test.ts';

/** Matching rows as parallel arrays (no object per row: a condition may match 100k rows). */
export interface TerminalRows {
  docs: ArrayLike<number>;
  /** Relevance per row; absent means 1 for every row. */
  scores?: ArrayLike<number>;
  /** Record ids per row, when asked for. */
  recs?: ArrayLike<number>;
  subrecs?: ArrayLike<number>;
}

export type AttributeService = 'text' | 'text_chem';

/** A checked attribute condition: a value test the attribute store answers, or an FTS5 match over `fts_value`. */
export interface Condition {
  attribute: AttributeInfo;
  test?: ValueTest;
  /** fts_value MATCH expression (contains_words / contains_phrase). */
  match?: string;
  /** The match's phrases of the `value` column as tokens, for relevance. */
  phrases?: string[][];
}

export interface EvaluateOptions {
  /** Fetch record ids (costs a table lookup per row; needed only for nested same-record groups). */
  records?: boolean;
  /** Compute relevance for text operators. */
  scored?: boolean;
}

/**
 * Above this many matches bm25 is not computed (it costs about a microsecond per match) and
 * text matches score 1: a result set this large is refined or sorted, not read by relevance.
 */
export const BM25_LIMIT = 10_000;

/** Words of a text value as FTS5 string literals (quotes escaped). */
export function ftsWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => `"${w.replace(/"/g, '""')}"`);
}

function isRange(value: unknown): value is RangeValue {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export class AttributeTerminal {
  private readonly relevance: TextRelevance;

  constructor(
    private readonly index: ArchiveIndex,
    private readonly schemaAttributes: { text: Set<string>; text_chem: Set<string> } | undefined,
  ) {
    this.relevance = new TextRelevance(index.db);
  }

  /**
   * The catalogue entry, or undefined for an attribute the RCSB knows but this archive lacks. An
   * attribute the schema gives no search context (held or not) is refused as not searchable.
   */
  private describe(service: AttributeService, attribute: string): CatalogueAttribute | undefined {
    const found = this.index.catalogue[service].get(attribute);
    const searchable = found ? found.searchable : this.schemaAttributes?.[service].has(attribute) !== false;
    if (!searchable)
      throw new QueryError(`Attribute '${attribute}' is not a searchable attribute of the ${service} service`);
    return found;
  }

  /**
   * Checks one attribute condition and turns it into what the SQL path runs and what an
   * in-memory column can test; undefined for an attribute this archive does not hold (it
   * matches nothing). Errors are QueryErrors (400).
   */
  condition(service: AttributeService, parameters: AttributeParameters, now: Date): Condition | undefined {
    const { attribute, operator } = parameters;
    if (typeof attribute !== 'string' || !attribute) throw new QueryError(`The ${service} service needs an attribute`);
    if (typeof operator !== 'string' || !operator) throw new QueryError(`The ${service} service needs an operator`);
    const description = this.describe(service, attribute);
    if (!description) return undefined;
    if (!description.operators.includes(operator as never)) {
      throw new QueryError(
        `Operator '${operator}' is not supported for attribute '${attribute}' (supported: ${description.operators.join(', ')})`,
      );
    }
    const info = this.index.attributes.get(attribute);
    if (!info) return undefined;
    const value = parameters.value;
    const numeric = description.type === 'integer' || description.type === 'number';
    const dated = description.type === 'date' || description.type === 'date-time';
    const where = (test: ValueTest): Condition => ({ attribute: info, test });

    const number = (v: unknown, what = 'value'): number => {
      const n = dated
        ? parseDateValue(v, now)
        : typeof v === 'number'
          ? v
          : typeof v === 'string' && v.trim() !== ''
            ? Number(v)
            : NaN;
      if (n === undefined || !Number.isFinite(n)) {
        throw new QueryError(
          `Invalid ${what} '${String(v)}' for ${dated ? 'date' : 'numeric'} attribute '${attribute}'`,
        );
      }
      return n;
    };
    const requireValue = (): void => {
      if (value === undefined || value === null)
        throw new QueryError(`Operator '${operator}' on '${attribute}' needs a value`);
    };
    const caseSensitive = parameters.case_sensitive === true;

    switch (operator) {
      case 'exists':
        return where({ on: 'any' });
      case 'exact_match': {
        requireValue();
        if (typeof value === 'object') throw new QueryError(`exact_match on '${attribute}' needs a single value`);
        return where({ on: 'value', equals: [String(value)], caseSensitive });
      }
      case 'in': {
        requireValue();
        const list = Array.isArray(value) ? value : [value];
        if (list.length === 0) throw new QueryError(`Operator 'in' on '${attribute}' needs a non-empty list`);
        if (numeric || dated) return where({ on: 'num', equals: list.map((v) => number(v)) });
        return where({ on: 'value', equals: list.map(String), caseSensitive });
      }
      case 'equals': {
        requireValue();
        if (!numeric && !dated) return where({ on: 'value', equals: [String(value)], caseSensitive: false });
        return where({ on: 'num', equals: [number(value)] });
      }
      case 'greater': {
        requireValue();
        return where({ on: 'num', lower: number(value), lowerInclusive: false });
      }
      case 'greater_or_equal': {
        requireValue();
        return where({ on: 'num', lower: number(value), lowerInclusive: true });
      }
      case 'less': {
        requireValue();
        return where({ on: 'num', upper: number(value), upperInclusive: false });
      }
      case 'less_or_equal': {
        requireValue();
        return where({ on: 'num', upper: number(value), upperInclusive: true });
      }
      case 'range': {
        if (!isRange(value) || (value.from === undefined && value.to === undefined)) {
          throw new QueryError(`Operator 'range' on '${attribute}' needs a value with 'from' and/or 'to'`);
        }
        const test: NumberRange = { on: 'num' };
        if (value.from !== undefined && value.from !== null) {
          test.lower = number(value.from, 'range start');
          test.lowerInclusive = Boolean(value.include_lower);
        }
        if (value.to !== undefined && value.to !== null) {
          test.upper = number(value.to, 'range end');
          test.upperInclusive = Boolean(value.include_upper);
        }
        return where(test);
      }
      case 'contains_words':
      case 'contains_phrase': {
        requireValue();
        const words = ftsWords(String(value));
        if (words.length === 0) return undefined;
        const text =
          operator === 'contains_phrase'
            ? `"${words.map((w) => w.slice(1, -1)).join(' ')}"`
            : `(${words.join(' OR ')})`;
        const phrases =
          operator === 'contains_phrase'
            ? [words.flatMap((w) => ftsTokens(w.slice(1, -1)))]
            : words.map((w) => ftsTokens(w.slice(1, -1)));
        return { attribute: info, match: `attr:${attributeToken(info.id)} AND value:${text}`, phrases };
      }
      default:
        throw new QueryError(`Unknown operator '${operator}'`);
    }
  }

  /** The documents whose rows satisfy a condition, from the attribute store or FTS5. */
  rows(condition: Condition | undefined, options: EvaluateOptions = {}): TerminalRows {
    if (!condition) return { docs: [] };
    const records = options.records === true;
    if (condition.match !== undefined) return this.textMatches(condition, records, options.scored !== false);
    if (!condition.test) return { docs: [] };
    return this.index.store.rows(condition.attribute.id, condition.test, { records });
  }

  evaluate(
    service: AttributeService,
    parameters: AttributeParameters,
    now: Date,
    options: EvaluateOptions = {},
  ): TerminalRows {
    return this.rows(this.condition(service, parameters, now), options);
  }

  /**
   * A full-text condition: the distinct values fts_value matches, each naming its postings in the
   * store (text-values.ts), and each row scored as its value (text-relevance.ts).
   */
  private textMatches(condition: Condition, records: boolean, scored: boolean): TerminalRows {
    const ids = this.index.db
      .prepare('SELECT rowid FROM fts_value WHERE fts_value MATCH ? ORDER BY rowid')
      .pluck()
      .all(condition.match) as number[];
    const docs: number[] = [];
    const recs: number[] = [];
    const subrecs: number[] = [];
    const rowIds: number[] = [];
    // ids ascend by (attribute, segment, code): one read per segment
    for (let i = 0; i < ids.length;) {
      const { attr, segment } = textValueKey(ids[i] as number);
      const codes: number[] = [];
      let j = i;
      for (; j < ids.length; j++) {
        const key = textValueKey(ids[j] as number);
        if (key.attr !== attr || key.segment !== segment) break;
        codes.push(key.code);
      }
      const sink = this.index.store.codeRows(attr, segment, codes);
      for (let k = 0; k < sink.length; k++) {
        docs.push(sink.docs[k] as number);
        recs.push(sink.recs[k] as number);
        subrecs.push(sink.subrecs[k] as number);
        rowIds.push(textValueId(attr, segment, sink.codes[k] as number));
      }
      i = j;
    }
    if (records) return { docs, recs, subrecs };
    if (!scored || docs.length > BM25_LIMIT) return { docs };
    const byValue = this.relevance.scores(ids, condition.phrases ?? []);
    return { docs, scores: rowIds.map((id) => Math.max(byValue.get(id) ?? 0, 1e-6)) };
  }
}
