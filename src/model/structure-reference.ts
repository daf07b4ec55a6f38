// The reference of a structure or structure-motif section (seed 000 §4, §5; 001 §4): given by Entry
// ID, by file URL plus format, or by an uploaded file. After an entry id is typed its assemblies and
// chains load and the first is chosen; the target search space follows the choice (the first
// option for an assembly, the second for a chain or a URL); changing the source resets the value.
// The rules the section's inputs follow, apart from the validators that check the result.

import type {
  BuilderStructureValue,
  StructureFileFormat,
  StructureLookupResponse,
  StructureReferenceSource,
  TargetSearchSpace,
} from './types.ts';
import { TARGET_SEARCH_SPACES } from './constants/vocabulary.ts';
import { DEFAULTS } from './constants/limits.ts';
import { MESSAGE_TEMPLATES } from './constants/messages.ts';
import { isValidEntryId, normaliseEntryId } from './input-values.ts';

export const REFERENCE_SOURCES: readonly StructureReferenceSource[] = ['entry_id', 'url', 'upload'];

function isSet(text: unknown): boolean {
  return typeof text === 'string' ? text.trim() !== '' : text !== undefined && text !== null;
}

/**
 * How the reference is given. A request opened in the builder carries no source: a URL without an
 * entry id is a URL reference, anything else an Entry ID reference (as the validators read it).
 */
export function referenceSource(params: {
  source?: StructureReferenceSource;
  value?: { entry_id?: string; url?: string };
}): StructureReferenceSource {
  if (params.source) return params.source;
  return !isSet(params.value?.entry_id) && isSet(params.value?.url) ? 'url' : 'entry_id';
}

/** The value a newly chosen source starts from: nothing, or for a URL the default format (cif). */
export function valueForSource(source: StructureReferenceSource): { format?: StructureFileFormat } {
  return source === 'url' ? { format: DEFAULTS.fileFormat } : {};
}

/** Target space for a reference: the first option for an assembly, the second for a chain or a URL. */
export function targetSearchSpaceFor(value: BuilderStructureValue): TargetSearchSpace {
  const byAssembly = isSet(value.assembly_id) && !isSet(value.asym_id) && !isSet(value.url);
  return TARGET_SEARCH_SPACES[byAssembly ? 0 : 1]!;
}

/** The id an Entry ID input's text is looked up as: trimmed and upper-cased, '' while it is no entry id. */
export function entryIdToLookUp(text: string | undefined): string {
  return isValidEntryId(text) ? normaliseEntryId(text) : '';
}

/** One option of the assembly-or-chain select: 'assembly:1' or 'chain:A'. */
export interface ReferenceChoice {
  key: string;
  kind: 'assembly' | 'chain';
  id: string;
  label: string;
}

const assemblyChoice = (id: string): ReferenceChoice => ({
  key: `assembly:${id}`,
  kind: 'assembly',
  id,
  label: `Assembly ${id}`,
});

const chainChoice = (id: string, auth?: string): ReferenceChoice => ({
  key: `chain:${id}`,
  kind: 'chain',
  id,
  label: auth && auth !== id ? `Chain ${id} [auth ${auth}]` : `Chain ${id}`,
});

/** Assemblies first, then chains (label_asym_id, with the author's chain id when it differs). */
export function referenceChoices(
  lookup: Pick<StructureLookupResponse, 'assembly_ids' | 'asym_ids'>,
): ReferenceChoice[] {
  return [
    ...(lookup.assembly_ids ?? []).map((id) => assemblyChoice(id)),
    ...(lookup.asym_ids ?? []).map(({ asym_id, auth_asym_id }) => chainChoice(asym_id, auth_asym_id)),
  ];
}

/** The choice a value holds (a chain before an assembly, as the validators read it), or null. */
export function heldChoice(value: BuilderStructureValue): ReferenceChoice | null {
  if (isSet(value.asym_id)) return chainChoice(String(value.asym_id).trim());
  if (isSet(value.assembly_id)) return assemblyChoice(String(value.assembly_id).trim());
  return null;
}

/** The entry reference with `choice` made, and the target space that follows it. */
export function chooseReference(
  entryId: string,
  choice: Pick<ReferenceChoice, 'kind' | 'id'>,
): { value: BuilderStructureValue; target_search_space: TargetSearchSpace } {
  const value: BuilderStructureValue =
    choice.kind === 'assembly'
      ? { entry_id: entryId, assembly_id: choice.id }
      : { entry_id: entryId, asym_id: choice.id };
  return { value, target_search_space: targetSearchSpaceFor(value) };
}

/**
 * The choice to make once the entry's options have loaded: the value's own when the entry offers
 * it (a request opened in the builder keeps its chain), else the first option; null when the value
 * already holds it or the entry has none.
 */
export function autoChoice(value: BuilderStructureValue, choices: readonly ReferenceChoice[]): ReferenceChoice | null {
  const held = heldChoice(value);
  if (held && choices.some((choice) => choice.key === held.key)) return null;
  return choices[0] ?? null;
}

/** What a lookup that found nothing says: 'No data found for Entry ID {id}'. */
export function lookupFoundNothing(
  entryId: string,
  lookup: Pick<StructureLookupResponse, 'assembly_ids' | 'asym_ids'> | null,
): string | null {
  const empty = !lookup || ((lookup.assembly_ids ?? []).length === 0 && (lookup.asym_ids ?? []).length === 0);
  return empty ? MESSAGE_TEMPLATES.noDataForEntry(entryId) : null;
}
