// The Chemical Sketch Tool's address (seed 001 §2: /chemical-sketch with optional descriptor_type,
// value and match_type) read and written in one place, and the search its page runs. The page and
// the builder's dialog both open it, so the names of its query parameters live here only.

import type { ChemicalMatchType, DescriptorType, SearchRequest } from './types.ts';
import { CHEMICAL_MATCH_TYPES, DESCRIPTOR_TYPES } from './constants/vocabulary.ts';
import { DEFAULTS } from './constants/limits.ts';
import { defaultReturnTypeForService } from './return-type.ts';

/** What the sketch tool opens with and hands back. */
export interface SketchParams {
  descriptor_type: DescriptorType;
  match_type: ChemicalMatchType;
  /** A SMILES or InChI descriptor; '' for an empty canvas. */
  value: string;
}

export const SKETCH_PARAM_NAMES = {
  descriptorType: 'descriptor_type',
  value: 'value',
  matchType: 'match_type',
  /** Set by the builder's dialog: the page shows the sketcher alone and answers its frame's parent. */
  embed: 'embed',
} as const;

/**
 * Longest descriptor the page loads from its address: far above any ligand's InChI (the archive's
 * longest are a few thousand characters), and short enough that a pasted link cannot stall it.
 */
export const MAX_SKETCH_VALUE_LENGTH = 20_000;

/** Said when Apply or Search find an empty canvas. */
export const SKETCH_EMPTY_MESSAGE = 'Draw a molecule first.';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The page's parameters; unknown or missing choices fall back to the seed's defaults (000 §9). */
export function parseSketchParams(search: URLSearchParams): SketchParams {
  const value = (search.get(SKETCH_PARAM_NAMES.value) ?? '').trim();
  return {
    descriptor_type: oneOf(DESCRIPTOR_TYPES, search.get(SKETCH_PARAM_NAMES.descriptorType), DEFAULTS.descriptorType),
    match_type: oneOf(CHEMICAL_MATCH_TYPES, search.get(SKETCH_PARAM_NAMES.matchType), DEFAULTS.matchType),
    value: value.length > MAX_SKETCH_VALUE_LENGTH ? '' : value,
  };
}

/** The query string of the page's address (without '?'), in the order the seed names them. */
export function sketchQueryString(params: Partial<SketchParams>, embed = false): string {
  const search = new URLSearchParams();
  if (params.descriptor_type) search.set(SKETCH_PARAM_NAMES.descriptorType, params.descriptor_type);
  if (params.value) search.set(SKETCH_PARAM_NAMES.value, params.value);
  if (params.match_type) search.set(SKETCH_PARAM_NAMES.matchType, params.match_type);
  if (embed) search.set(SKETCH_PARAM_NAMES.embed, '1');
  return search.toString();
}

export function isEmbeddedSketch(search: URLSearchParams): boolean {
  return search.get(SKETCH_PARAM_NAMES.embed) === '1';
}

/** The search the page's Search button runs: the drawn descriptor, returning what rcsb.org does for it. */
export function sketchSearchRequest(params: SketchParams): SearchRequest {
  const terminal = {
    type: 'terminal' as const,
    service: 'chemical' as const,
    parameters: {
      type: 'descriptor' as const,
      value: params.value,
      descriptor_type: params.descriptor_type,
      match_type: params.match_type,
    },
  };
  return { query: terminal, return_type: defaultReturnTypeForService(terminal) };
}
