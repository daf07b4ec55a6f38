// The suggester-count rule (seed 000 §5, 001 §5): an Entry ID of a structure similarity or structure
// motif section must match exactly one entry of the entry-id suggester. On Search, an alert 'The
// following inputs need a valid Entry ID:' names the sections that fail and no request is sent; on
// Count, a help alert stands instead of the count. This module says which entry ids need the check
// and how the answers read; the store asks the suggester.

import type { BuilderSection, ServiceType } from './types.ts';
import { SERVICE_LABELS } from './constants/labels.ts';
import { MESSAGE_TEMPLATES } from './constants/messages.ts';
import { isEmptyTerminal } from './builder/builder.ts';
import { entryIdToLookUp, referenceSource } from './structure-reference.ts';

/** Services whose Entry ID reference the rule checks. */
export const ENTRY_REFERENCE_SERVICES: readonly ServiceType[] = ['structure', 'strucmotif'];

export interface EntryReference {
  service: ServiceType;
  /** The section's name in the alert ('Structure Similarity'). */
  label: string;
  /** Trimmed and upper-cased, as the suggester is asked. */
  entryId: string;
  /** The terminal holding it (where a help alert is shown). */
  terminalId: string;
}

/**
 * The Entry ID references of these sections that will be searched: a section's terminal that is
 * not empty and whose reference is an entry id that looks like one (an id that does not is the
 * validators' 'Enter a valid Entry ID' / 'Invalid Entry ID.', not this rule's).
 */
export function entryReferencesToCheck(sections: readonly BuilderSection[]): EntryReference[] {
  const out: EntryReference[] = [];
  for (const section of sections) {
    if (!ENTRY_REFERENCE_SERVICES.includes(section.service)) continue;
    for (const node of section.root.nodes) {
      if (node.type !== 'terminal' || (node.service !== 'structure' && node.service !== 'strucmotif')) continue;
      if (isEmptyTerminal(node) || referenceSource(node.parameters) !== 'entry_id') continue;
      const entryId = entryIdToLookUp(node.parameters.value?.entry_id);
      if (entryId !== '')
        out.push({ service: section.service, label: SERVICE_LABELS[section.service], entryId, terminalId: node.id });
    }
  }
  return out;
}

/** The rule itself: the suggester lists exactly one entry for the id. */
export function suggesterCountIsValid(count: number): boolean {
  return count === 1;
}

/** The Search alert naming the failing sections once each, or null when none fails. */
export function suggesterCountAlert(failed: readonly Pick<EntryReference, 'label'>[]): string | null {
  const labels = [...new Set(failed.map((reference) => reference.label))];
  return labels.length > 0 ? MESSAGE_TEMPLATES.suggesterCountInvalid(labels) : null;
}
