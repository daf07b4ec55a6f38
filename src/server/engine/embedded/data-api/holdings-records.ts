// The Data API's per-id holdings records (/rest/v1/holdings/removed/{id} and /unreleased/{id}),
// shaped as its JSON schemas (removed_entry.json, unreleased_entry.json) from the archive's
// holdings table: an obsoleted entry is a removed record, a theoretical model withdrawn in 2006 a
// removed in-silico model, an unreleased id its pre-release sequences. Only what the holdings
// files state is written; nothing is filled in.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { isRecord } from '../../../../model/json-shape.ts';

interface HoldingRow {
  id: string;
  status: string;
  replaced_by: string | null;
  status_date: string | null;
  deposit_date: string | null;
  release_date: string | null;
  title: string | null;
  details: string | null;
}

export type HoldingsRecord = Record<string, unknown>;

function parsed(json: string | null): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** Only the fields that have a value, so an absent date is absent rather than null. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}

function removedRecord(row: HoldingRow): HoldingsRecord {
  const details = parsed(row.details);
  const authors = strings(isRecord(details) ? details['authors'] : undefined);
  const common = present({
    audit_authors: authors,
    deposit_date: row.deposit_date,
    id_codes_replaced_by: strings(parsed(row.replaced_by)),
    release_date: row.release_date,
    remove_date: row.status_date,
    title: row.title,
  });
  const ids = { entry_id: row.id, rcsb_id: row.id };
  if (row.status === 'theoretical_model')
    return {
      rcsb_id: row.id,
      rcsb_repository_holdings_insilico_models: common,
      rcsb_repository_holdings_removed_entry_container_identifiers: ids,
    };
  return present({
    rcsb_id: row.id,
    rcsb_repository_holdings_removed: common,
    rcsb_repository_holdings_removed_audit_author: authors.map((audit_author, i) => ({
      audit_author,
      ordinal_id: i + 1,
    })),
    rcsb_repository_holdings_removed_entry_container_identifiers: ids,
  });
}

function unreleasedRecord(row: HoldingRow): HoldingsRecord {
  const details = parsed(row.details);
  const sequences = (isRecord(details) && Array.isArray(details['sequences']) ? details['sequences'] : [])
    .filter(isRecord)
    .map((s) => present({ entity_id: s['entityId'], seq_one_letter_code: s['sequence'] }));
  return present({
    rcsb_id: row.id,
    rcsb_repository_holdings_prerelease: sequences,
    rcsb_repository_holdings_unreleased: present({
      deposit_date: row.deposit_date,
      title: row.title,
      prerelease_sequence_available_flag: sequences.length > 0 ? 'Y' : 'N',
    }),
    rcsb_repository_holdings_unreleased_entry_container_identifiers: { entry_id: row.id, rcsb_id: row.id },
  });
}

const REMOVED_STATUSES = new Set(['obsolete', 'theoretical_model']);

/** The removed or unreleased record of an entry id (any letter case); undefined when the id is not one. */
export function holdingsRecord(
  index: ArchiveIndex,
  kind: 'removed' | 'unreleased',
  id: string,
): HoldingsRecord | undefined {
  const row = index.db.prepare('SELECT * FROM holding WHERE id = ?').get(id.toUpperCase()) as HoldingRow | undefined;
  if (!row) return undefined;
  if (kind === 'removed') return REMOVED_STATUSES.has(row.status) ? removedRecord(row) : undefined;
  return row.status === 'unreleased' ? unreleasedRecord(row) : undefined;
}
