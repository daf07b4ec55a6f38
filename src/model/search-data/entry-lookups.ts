// The per-entry lookups the query builder makes (seed 000 §7, seed 001 §7): the entry's sequences
// for the sequence section's menu, its assemblies and chains for the structure reference, and the
// polymer type of each chain for the alignment check. The archive's routes and browser-direct mode
// (documents from the Data API) answer them with this code, and refuse an id alike.

import type { PolymerTypeMap, SequenceLookupResponse, SequenceType, StructureLookupResponse } from '../types.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { isValidEntryId, normaliseEntryId } from '../input-values.ts';
import type { DocumentReader } from './document-reader.ts';
import { entityDescription, polymerSequence, polymerType } from './entity-fields.ts';
import { objectAt, pathAt, textAt, textsAt } from './json.ts';

const SEQUENCE_TYPES: Readonly<Record<string, SequenceType>> = { Protein: 'protein', DNA: 'dna', RNA: 'rna' };

/** 'Entity 1 (Chains A, C): Hemoglobin subunit alpha', chains as the authors named them. */
function sequenceLabel(entityId: string, chains: readonly string[], description: string | undefined): string {
  const chainText = chains.length > 0 ? ` (${chains.length === 1 ? 'Chain' : 'Chains'} ${chains.join(', ')})` : '';
  return `Entity ${entityId}${chainText}${description ? `: ${description}` : ''}`;
}

export function entrySequences(reader: DocumentReader, entryRow: number): SequenceLookupResponse {
  const items: SequenceLookupResponse['items'] = [];
  for (const row of reader.entryChildren(entryRow, 'polymer_entity')) {
    const body = reader.body(row);
    const sequence = polymerSequence(body);
    if (!sequence) continue;
    const ids = objectAt(body.rcsb_polymer_entity_container_identifiers);
    const entityId = textAt(ids?.entity_id) ?? reader.id(row);
    const label = sequenceLabel(entityId, textsAt(ids?.auth_asym_ids), entityDescription(body, 'polymer_entity'));
    const sequenceType = SEQUENCE_TYPES[polymerType(body) ?? ''];
    items.push({
      label,
      sequence: sequence.replace(/\s+/g, ''),
      ...(sequenceType ? { sequence_type: sequenceType } : {}),
    });
  }
  return items.length > 0 ? { items } : { items, msg: MESSAGE_TEMPLATES.noDataForEntry(reader.id(entryRow)) };
}

export function entryStructure(reader: DocumentReader, entryRow: number): StructureLookupResponse {
  const assemblyIds = reader
    .entryChildren(entryRow, 'assembly')
    .map((row) => textAt(pathAt(reader.body(row), 'pdbx_struct_assembly', 'id')))
    .filter((id): id is string => id !== undefined);
  const asymIds: StructureLookupResponse['asym_ids'] = [];
  for (const row of reader.entryChildren(entryRow, 'polymer_instance')) {
    const ids = objectAt(reader.body(row).rcsb_polymer_entity_instance_container_identifiers);
    const asymId = textAt(ids?.asym_id);
    if (asymId) asymIds.push({ asym_id: asymId, auth_asym_id: textAt(ids?.auth_asym_id) ?? asymId });
  }
  const answer: StructureLookupResponse = { assembly_ids: assemblyIds, asym_ids: asymIds };
  return assemblyIds.length === 0 && asymIds.length === 0
    ? { ...answer, msg: MESSAGE_TEMPLATES.noDataForEntry(reader.id(entryRow)) }
    : answer;
}

/** label_asym_id of each polymer chain -> 'Protein', 'DNA', 'RNA', 'NA-hybrid' or 'Other'. */
export function entryPolymerTypes(reader: DocumentReader, entryRow: number): PolymerTypeMap {
  const types: PolymerTypeMap = {};
  for (const row of reader.entryChildren(entryRow, 'polymer_instance')) {
    const asymId = textAt(pathAt(reader.body(row), 'rcsb_polymer_entity_instance_container_identifiers', 'asym_id'));
    const type = polymerType(reader.body(reader.parentOf(row)));
    if (asymId) types[asymId] = type ?? 'Other';
  }
  return types;
}

/** Why a lookup has no answer, as the routes say it: {statusCode, msg}. */
export interface EntryLookupRefusal {
  statusCode: 400 | 404;
  msg: string;
}

/**
 * The entry id a lookup names, trimmed and upper-cased (seed 000 §5), PDB and computed-model ids
 * only; else 400 'Enter a valid Entry ID.'.
 */
export function readLookupEntryId(
  raw: unknown,
): { ok: true; value: string } | { ok: false; refusal: EntryLookupRefusal } {
  const id = normaliseEntryId(raw);
  return isValidEntryId(id)
    ? { ok: true, value: id }
    : { ok: false, refusal: { statusCode: 400, msg: MESSAGES.enterValidEntryId } };
}

/** 404 'No data found for Entry ID {id}' for an entry the archive (or the Data API) does not hold. */
export const entryNotHeldRefusal = (entryId: string): EntryLookupRefusal => ({
  statusCode: 404,
  msg: MESSAGE_TEMPLATES.noDataForEntry(entryId),
});
