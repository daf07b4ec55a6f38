// The structure terminal's parameters (seed 000 §3/§5/§9 and the official schema), read
// defensively: /rcsbsearch/v2/query hands over schema-checked requests and /search/data the
// builder's validated ones, but other callers may send anything. The field rules are the
// model's (validation/structure.ts, which the builder and the request checks call too), so bad
// input is a QueryError with the same message there and here: the seed's where there is one
// ('Enter a valid Entry ID', 'Enter a valid URL'). Shape is the schema's: an entry alone, which
// the schema refuses, is read here as its first assembly. The current API's parameters are
// honoured: ptmscore_cutoff (a TM-score cut-off instead of the operator's), similarity_type
// (global normalises by the longer structure), number_of_candidates (at most that many hits);
// the deprecated Base64 `data` value is accepted for old clients.

import { DEFAULTS } from '../../../model/constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import type {
  Err,
  SimilarityType,
  StructureOperator,
  StructureUrlFormat,
  TargetSearchSpace,
} from '../../../model/types.ts';
import { normaliseEntryId } from '../../../model/input-values.ts';
import { checkStructureOptions, checkStructureReference } from '../../../model/validation/structure.ts';
import { QueryError } from '../../query/query-error.ts';
import { decodeInlineData } from '../coordinates/inline-data.ts';
import { isRecord } from '../../../model/json-shape.ts';

/**
 * TM-score cut-offs of the two operators (TM-score normalised by the query, as TM-align reports
 * it). strict_shape_match = 0.5: above it two structures are in about the same fold (TM-align's
 * own banner; Xu & Zhang 2010 find 0.5 is where the probability of the same SCOP/CATH fold
 * passes one half). relaxed_shape_match = 0.4: halfway from there to the 0.3 of random structural
 * similarity, still above what unrelated pairs among the archive's best shape candidates reach
 * (about 0.35–0.43 for a 141-residue globin against all ~1,100 chains), so it adds distant and
 * partial similarities without returning noise.
 */
export const OPERATOR_CUTOFF: Readonly<Record<StructureOperator, number>> = {
  strict_shape_match: 0.5,
  relaxed_shape_match: 0.4,
};

/** What part of which structure the query is. */
export type StructureSelection = { asymId: string } | { assemblyId: string } | { whole: true };

export type StructureReference =
  | { kind: 'entry'; entryId: string; selection: { asymId: string } | { assemblyId: string } | { firstAssembly: true } }
  | { kind: 'url'; url: string; format: StructureUrlFormat; selection: StructureSelection }
  | { kind: 'file'; bytes: Uint8Array; format: StructureUrlFormat; selection: StructureSelection };

export interface StructureRequest {
  reference: StructureReference;
  targetSpace: TargetSearchSpace;
  /** Minimum TM-score of a hit. */
  cutoff: number;
  similarity: SimilarityType;
  /** At most this many hits (number_of_candidates), when given. */
  limit: number | undefined;
}

const structural = (reason: string): QueryError => new QueryError(MESSAGE_TEMPLATES.requestQueryErrors(reason));

/** A non-blank identifier, trimmed; undefined when absent or blank. */
function identifier(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw structural(`${field} must be a string`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function selectionOf(value: Record<string, unknown>): StructureSelection {
  const asymId = identifier(value.asym_id, 'asym_id');
  const assemblyId = identifier(value.assembly_id, 'assembly_id');
  if (asymId !== undefined && assemblyId !== undefined)
    throw structural('structure value needs at most one of assembly_id and asym_id');
  if (asymId !== undefined) return { asymId };
  if (assemblyId !== undefined) return { assemblyId };
  return { whole: true };
}

/** A throw of the model's answer, so the service and the request checks refuse alike. */
function refuse(problem: Err | null): void {
  if (problem) throw new QueryError(problem.message);
}

/** A reference checkStructureReference has passed: an entry, a URL or Base64 data, with its format. */
function readReference(value: Record<string, unknown>): StructureReference {
  if (value.entry_id !== undefined) {
    const entryId = normaliseEntryId(value.entry_id);
    const selection = selectionOf(value);
    if ('whole' in selection) return { kind: 'entry', entryId, selection: { firstAssembly: true } };
    return { kind: 'entry', entryId, selection };
  }
  const format = value.format as StructureUrlFormat;
  if (value.url !== undefined)
    return { kind: 'url', url: String(value.url).trim(), format, selection: selectionOf(value) };
  return { kind: 'file', bytes: decodeInlineData(String(value.data)), format, selection: selectionOf(value) };
}

export function readStructureRequest(parameters: unknown): StructureRequest {
  if (!isRecord(parameters)) throw new QueryError(MESSAGES.noParameters);
  // the model's rules for the reference and every option; what is left here is reading and defaults
  refuse(checkStructureReference(parameters.value));
  const reference = readReference(parameters.value as Record<string, unknown>);
  refuse(checkStructureOptions(parameters));

  const operator = (parameters.operator as StructureOperator | undefined) ?? DEFAULTS.structureOperator;
  const ptmscore = parameters.ptmscore_cutoff as number | undefined;
  // assemblies for an assembly reference, chains for a chain or a file (the schema's defaults)
  const byAssembly = reference.kind === 'entry' && !('asymId' in reference.selection);
  const targetSpace = parameters.target_search_space ?? (byAssembly ? 'assembly' : 'polymer_entity_instance');
  return {
    reference,
    targetSpace: targetSpace as TargetSearchSpace,
    cutoff: ptmscore ?? OPERATOR_CUTOFF[operator],
    similarity: (parameters.similarity_type as SimilarityType | undefined) ?? 'local',
    limit: parameters.number_of_candidates as number | undefined,
  };
}
