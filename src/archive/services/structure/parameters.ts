// The structure terminal's parameters (seed 000 §3/§5/§9 and the official schema), read
// defensively: /rcsbsearch/v2/query hands over schema-checked requests and /search/data the
// builder's validated ones, but other callers may send anything. Bad input is a QueryError with
// the seed's message where there is one ('Enter a valid Entry ID', 'Enter a valid URL') and the
// model's wording otherwise. The current API's parameters are honoured: ptmscore_cutoff (a
// TM-score cut-off instead of the operator's), similarity_type (global normalises by the longer
// structure), number_of_candidates (at most that many hits); the deprecated Base64 `data` value
// is accepted for old clients.

import {
  MESSAGES,
  MESSAGE_TEMPLATES,
  STRUCTURE_OPERATORS,
  STRUCTURE_URL_FORMATS,
  TARGET_SEARCH_SPACES,
} from '../../../model/constants.ts';
import type { SimilarityType, StructureOperator, StructureUrlFormat, TargetSearchSpace } from '../../../model/types.ts';
import { isValidEntryId, isValidUrl, normaliseEntryId } from '../../../model/input-values.ts';
import { QueryError } from '../../query/query-error.ts';
import { decodeInlineData } from '../coordinates/inline-data.ts';

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
export const DEFAULT_OPERATOR: StructureOperator = 'strict_shape_match';
export const SIMILARITY_TYPES: readonly SimilarityType[] = ['local', 'global'];
const MAX_CANDIDATES_PARAMETER = 15000;

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

const optionError = (field: string, value: unknown): QueryError =>
  new QueryError(MESSAGE_TEMPLATES.requestQueryErrors(`${field} '${String(value)}' is not supported`));
const structural = (reason: string): QueryError => new QueryError(MESSAGE_TEMPLATES.requestQueryErrors(reason));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

function formatOf(value: unknown): StructureUrlFormat {
  const format = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (format === undefined || !(STRUCTURE_URL_FORMATS as readonly string[]).includes(format))
    throw new QueryError(MESSAGES.structureInvalidUrl);
  return format as StructureUrlFormat;
}

function readReference(value: unknown): StructureReference {
  if (!isRecord(value)) throw new QueryError(MESSAGES.structureInvalidEntryId);
  if (value.entry_id !== undefined) {
    if (!isValidEntryId(value.entry_id)) throw new QueryError(MESSAGES.structureInvalidEntryId);
    const entryId = normaliseEntryId(value.entry_id);
    const selection = selectionOf(value);
    if ('whole' in selection) return { kind: 'entry', entryId, selection: { firstAssembly: true } };
    return { kind: 'entry', entryId, selection };
  }
  if (value.url !== undefined) {
    if (!isValidUrl(value.url)) throw new QueryError(MESSAGES.structureInvalidUrl);
    return {
      kind: 'url',
      url: String(value.url).trim(),
      format: formatOf(value.format),
      selection: selectionOf(value),
    };
  }
  if (value.data !== undefined) {
    if (typeof value.data !== 'string' || value.data === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value.data)) {
      throw structural('structure data must be base64');
    }
    return {
      kind: 'file',
      bytes: decodeInlineData(value.data),
      format: formatOf(value.format),
      selection: selectionOf(value),
    };
  }
  throw new QueryError(MESSAGES.structureInvalidEntryId);
}

export function readStructureRequest(parameters: unknown): StructureRequest {
  if (!isRecord(parameters)) throw new QueryError(MESSAGES.noParameters);
  const reference = readReference(parameters.value);

  const operator = parameters.operator ?? DEFAULT_OPERATOR;
  if (!(STRUCTURE_OPERATORS as readonly unknown[]).includes(operator)) throw optionError('operator', operator);
  let cutoff = OPERATOR_CUTOFF[operator as StructureOperator];
  if (parameters.ptmscore_cutoff !== undefined) {
    const value = parameters.ptmscore_cutoff;
    if (typeof value !== 'number' || !(value >= 0 && value <= 1))
      throw structural('ptmscore_cutoff must be between 0 and 1');
    cutoff = value;
  }

  // assemblies for an assembly reference, chains for a chain or a file (the schema's defaults)
  const byAssembly = reference.kind === 'entry' && !('asymId' in reference.selection);
  const targetSpace = parameters.target_search_space ?? (byAssembly ? 'assembly' : 'polymer_entity_instance');
  if (!(TARGET_SEARCH_SPACES as readonly unknown[]).includes(targetSpace))
    throw optionError('target_search_space', targetSpace);

  const similarity = parameters.similarity_type ?? 'local';
  if (!(SIMILARITY_TYPES as readonly unknown[]).includes(similarity)) throw optionError('similarity_type', similarity);

  let limit: number | undefined;
  if (parameters.number_of_candidates !== undefined) {
    const value = parameters.number_of_candidates;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CANDIDATES_PARAMETER) {
      throw structural(`number_of_candidates must be an integer up to ${MAX_CANDIDATES_PARAMETER}`);
    }
    limit = value;
  }
  return {
    reference,
    targetSpace: targetSpace as TargetSearchSpace,
    cutoff,
    similarity: similarity as SimilarityType,
    limit,
  };
}
