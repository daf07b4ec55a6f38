// The reference of a Structure Similarity or Structure Motif section (seed 000 §2, §4; 001 §4):
// by Entry ID (structure similarity then chooses an assembly or a chain, the first auto-selected
// once the entry's options load), by file URL plus format, or by an uploaded file. Changing the
// source resets the value; for structure similarity the target search space follows every choice.
// The source radios and the entry and URL inputs are StructureReferenceFields', an upload
// StructureUploadField's. Edits go through store.actions.setParameters; the model's message about
// the reference is shown under these inputs, which point at it.

import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderStructureValue, BuilderTerminalNode, StructureReferenceSource } from '../../../model/types.ts';
import { UPLOADED_FILE_FORMAT } from '../../../model/constants/vocabulary.ts';
import { normaliseEntryId } from '../../../model/input-values.ts';
import {
  autoChoice,
  chooseReference,
  referenceSource,
  targetSearchSpaceFor,
  valueForSource,
} from '../../../model/structure-reference.ts';
import { useBuilder } from '../builder-context.ts';
import { TerminalMessage } from '../TerminalMessage.tsx';
import { clearEntryHelpNote, useEntryHelpNote } from '../entry-reference-gate.ts';
import { useStructureLookup } from './use-structure-lookup.ts';
import { StructureUploadField } from './StructureUploadField.tsx';
import { entryReferenceFields, referenceSources, urlReferenceFields } from './StructureReferenceFields.tsx';

export { chainListId } from './StructureReferenceFields.tsx';

type ReferenceTerminal = BuilderTerminalNode & { service: 'structure' | 'strucmotif' };

export interface StructureReferenceProps {
  /** The section's terminal (the store's proxy). */
  terminal: ReferenceTerminal;
  /** The model's message when it is about the reference, else null. */
  problem: string | null;
  /** Id of the element showing `problem`. */
  errorId: string;
  /** Focus left one of the reference's inputs (a source radio is no input of the reference itself). */
  onLeave?: () => void;
}

/** A reference not given yet (one object, so hooks see the same value each render). */
const NO_VALUE: BuilderStructureValue = {};

export function StructureReference({ terminal, problem, errorId, onLeave }: StructureReferenceProps) {
  const { store, announce } = useBuilder();
  // sync: text inputs must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as ReferenceTerminal;
  const service = snap.service;
  const p = snap.parameters;
  const value: BuilderStructureValue = p.value ?? NO_VALUE;
  const source = referenceSource(p);
  const id = (part: string) => `${terminal.id}-${part}`;
  const helpNote = useEntryHelpNote(store, terminal.id);
  const options = useStructureLookup(source === 'entry_id' ? value.entry_id : '', store.actions.lookupStructure);

  // structure similarity: the target search space follows the reference (seed 000 §4)
  function setReference(next: StructureReferenceSource, nextValue: BuilderStructureValue): void {
    store.actions.setParameters(terminal.id, {
      source: next,
      value: nextValue,
      ...(service === 'structure' ? { target_search_space: targetSearchSpaceFor(nextValue) } : {}),
    });
  }

  // the first assembly or chain is chosen once the entry's options load (structure similarity)
  const entryId = normaliseEntryId(value.entry_id);
  useEffect(() => {
    if (service !== 'structure' || source !== 'entry_id' || options.loading || options.entryId !== entryId) return;
    const choice = autoChoice(value, options.choices);
    if (choice) store.actions.setParameters(terminal.id, chooseReference(entryId, choice));
  }, [service, source, options, entryId, value, store, terminal.id]);

  const suggestEntryIds = useCallback(
    (text: string, signal: AbortSignal) =>
      store.actions
        .suggestEntryIds(normaliseEntryId(text), signal)
        .then((answer) => (answer.ok ? answer.value.map((item) => item.value ?? item.label) : [])),
    [store],
  );
  const described = (...ids: Array<string | false | null>) => ids.filter(Boolean).join(' ') || undefined;
  const entryDescribedBy = described(problem && errorId, options.message && id('lookup'), helpNote && id('help'));

  return (
    <div
      className="st-reference"
      onBlur={(event) => {
        if ((event.target as HTMLInputElement).type !== 'radio') onLeave?.();
      }}
    >
      {referenceSources(id('source'), source, (option) => {
        clearEntryHelpNote(store, terminal.id);
        setReference(option, valueForSource(option));
      })}

      {source === 'entry_id'
        ? entryReferenceFields(
            terminal.id,
            service,
            value,
            options,
            suggestEntryIds,
            problem !== null,
            entryDescribedBy,
            (text) => {
              const typed = normaliseEntryId(text);
              if (typed === (value.entry_id ?? '')) return;
              clearEntryHelpNote(store, terminal.id);
              setReference('entry_id', typed === '' ? {} : { entry_id: typed });
            },
            (choice) => store.actions.setParameters(terminal.id, chooseReference(entryId, choice)),
          )
        : null}

      {source === 'url'
        ? urlReferenceFields(terminal.id, service, value, Boolean(problem), described(problem && errorId), setReference)
        : null}

      {source === 'upload' ? (
        <StructureUploadField
          service={service}
          idPrefix={terminal.id}
          url={value.url}
          format={value.format}
          {...(problem ? { describedBy: errorId } : {})}
          onUploaded={(url) => {
            setReference('upload', { url, format: UPLOADED_FILE_FORMAT });
            announce(`File uploaded: ${url}`);
          }}
        />
      ) : null}

      <TerminalMessage id={id('lookup')} message={options.message} />
      <TerminalMessage id={id('help')} message={helpNote} />
      <TerminalMessage id={errorId} message={problem} />
    </div>
  );
}
