// The Structure Similarity section (seed 000 §5, §9) and the field rules of a sent structure
// terminal, with the seeds' messages ('Enter a valid Entry ID', 'Enter a valid URL'). The builder,
// the request checks (request/structure-terminals.ts) and the archive's structure service all call
// checkStructureReference and checkStructureOptions. Which fields a request must carry, and that a
// reference names an assembly or a chain, is the schema's; the service reads an entry alone as its
// first assembly.

import type {
  BuilderStructureParameters,
  Err,
  Result,
  SimilarityType,
  StructureParameters,
  StructureValue,
} from '../types.ts';
import { STRUCTURE_OPERATORS, STRUCTURE_URL_FORMATS, TARGET_SEARCH_SPACES } from '../constants/vocabulary.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { isValidEntryId, isValidUrl, normaliseEntryId } from '../input-values.ts';
import { includes, invalidOption, isBase64, isBlank } from './common.ts';
import { unfetchableUrlMessage } from '../fetchable-url.ts';
import { isInteger, structural } from '../request/checks.ts';
import { isRecord } from '../json-shape.ts';

export const STRUCTURE_SIMILARITY_TYPES: readonly SimilarityType[] = ['local', 'global'];
/** number_of_candidates at most (the official schema's maximum). */
export const MAX_STRUCTURE_CANDIDATES = 15000;

/** The reference of a structure value: a valid entry id, a URL the server fetches with a format, or Base64 data. */
export function checkStructureReference(v: unknown): Err | null {
  if (!isRecord(v)) return resultErr(MESSAGES.structureInvalidEntryId);
  if (v.entry_id !== undefined) return isValidEntryId(v.entry_id) ? null : resultErr(MESSAGES.structureInvalidEntryId);
  if (v.url !== undefined) {
    if (!isValidUrl(v.url) || !includes(STRUCTURE_URL_FORMATS, v.format))
      return resultErr(MESSAGES.structureInvalidUrl);
    const refused = unfetchableUrlMessage(String(v.url));
    return refused ? resultErr(refused) : null;
  }
  if (v.data !== undefined) {
    if (!isBase64(v.data)) return structural('structure data must be base64');
    return includes(STRUCTURE_URL_FORMATS, v.format) ? null : resultErr(MESSAGES.structureInvalidUrl);
  }
  return resultErr(MESSAGES.structureInvalidEntryId);
}

/** The search options of a structure terminal, where given. */
export function checkStructureOptions(p: {
  operator?: unknown;
  target_search_space?: unknown;
  similarity_type?: unknown;
  number_of_candidates?: unknown;
  ptmscore_cutoff?: unknown;
}): Err | null {
  if (p.operator !== undefined && !includes(STRUCTURE_OPERATORS, p.operator))
    return invalidOption('operator', p.operator);
  if (p.target_search_space !== undefined && !includes(TARGET_SEARCH_SPACES, p.target_search_space))
    return invalidOption('target_search_space', p.target_search_space);
  if (p.similarity_type !== undefined && !includes(STRUCTURE_SIMILARITY_TYPES, p.similarity_type))
    return invalidOption('similarity_type', p.similarity_type);
  const candidates = p.number_of_candidates;
  if (candidates !== undefined && (!isInteger(candidates) || candidates < 0 || candidates > MAX_STRUCTURE_CANDIDATES))
    return structural(`number_of_candidates must be an integer up to ${MAX_STRUCTURE_CANDIDATES}`);
  const ptm = p.ptmscore_cutoff;
  if (ptm !== undefined && !(typeof ptm === 'number' && ptm >= 0 && ptm <= 1))
    return structural('ptmscore_cutoff must be between 0 and 1');
  return null;
}

export function validateStructure(params: BuilderStructureParameters): Result<StructureParameters> {
  const operator = params.operator ?? DEFAULTS.structureOperator;
  const badOperator = checkStructureOptions({ operator });
  if (badOperator) return badOperator;
  const v = params.value ?? {};
  const source = params.source ?? (isBlank(v.entry_id) && !isBlank(v.url) ? 'url' : 'entry_id');
  const chosen = (text: string | undefined): string | undefined => (isBlank(text) ? undefined : String(text).trim());

  let value: StructureValue;
  if (source === 'entry_id') {
    const bad = checkStructureReference({ entry_id: v.entry_id ?? '' });
    if (bad) return bad;
    const entryId = normaliseEntryId(v.entry_id);
    const asymId = chosen(v.asym_id);
    // An entry alone means its first assembly, as the API does.
    value =
      asymId !== undefined
        ? { entry_id: entryId, asym_id: asymId }
        : { entry_id: entryId, assembly_id: chosen(v.assembly_id) ?? '1' };
  } else {
    const format = chosen(v.format)?.toLowerCase();
    const bad = checkStructureReference({ url: v.url ?? '', format });
    if (bad) return bad;
    const url: StructureValue = { url: String(v.url).trim(), format: format as 'cif' | 'bcif' | 'pdb' };
    const asymId = chosen(v.asym_id);
    const assemblyId = chosen(v.assembly_id);
    if (asymId !== undefined) url.asym_id = asymId;
    else if (assemblyId !== undefined) url.assembly_id = assemblyId;
    value = url;
  }
  // Target space follows the reference: assemblies for an assembly, instances for a chain or URL.
  const byAssembly = 'assembly_id' in value && value.assembly_id !== undefined && !('url' in value);
  const target = params.target_search_space ?? (byAssembly ? TARGET_SEARCH_SPACES[0] : TARGET_SEARCH_SPACES[1]);
  const badTarget = checkStructureOptions({ target_search_space: target });
  return badTarget ?? resultOk({ value, operator, target_search_space: target });
}
