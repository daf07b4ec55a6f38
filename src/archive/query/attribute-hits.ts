// One attribute condition -> hits at the return type, by the cheaper of two equivalent routes:
// an in-memory column when one is loaded (facets, sorts and start-up warming load them), or SQL
// over the attr table mapped to the return type. A condition whose SQL answer is large loads its
// column, so the next one on that attribute is read from memory: streaming 100,000+ rows out of
// SQLite is most of a large query's time.

import type { DocType } from '../doc-types.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { AttributeService, AttributeTerminal } from './attribute-terminal.ts';
import { matchColumn, preparePostings } from './column-match.ts';
import type { ColumnStore } from './columns.ts';
import type { GranularityMapper } from './granularity.ts';
import type { HitSpace } from './hits-arena.ts';
import { Hits } from './hits.ts';
import type { AttributeParameters } from '../../model/types.ts';

/**
 * SQL answers with at least this many documents load the attribute's column (sortable
 * attributes only: short exact-match strings, numbers and dates, never free text).
 */
export const COLUMN_LOAD_THRESHOLD = 20_000;

export class AttributeHits {
  constructor(
    private readonly index: ArchiveIndex,
    private readonly terminal: AttributeTerminal,
    private readonly columns: ColumnStore,
    private readonly mapper: GranularityMapper,
  ) {}

  /** Rows of `target` matching the condition (negation not applied), with their scores. */
  positive(
    service: AttributeService,
    parameters: AttributeParameters,
    target: DocType,
    now: Date,
    scored: boolean,
    space: HitSpace,
  ): Hits {
    const condition = this.terminal.condition(service, parameters, now);
    const test = condition?.test;
    if (condition && test) {
      const column = this.columns.cached(condition.attribute.name, target);
      const rows = column && matchColumn(column, test, this.index.rows(target));
      if (rows) return Hits.fromRows(space, rows);
    }
    const found = this.terminal.rows(condition, { scored });
    if (
      condition &&
      test &&
      found.docs.length >= COLUMN_LOAD_THRESHOLD &&
      this.index.catalogue[service].get(condition.attribute.name)?.sortable
    ) {
      const column = this.columns.column(condition.attribute.name, target);
      if (column) preparePostings(column);
    }
    return this.mapper.mapRows(found.docs, found.scores, target, space);
  }
}
