// The reference of a Structure Similarity or Structure Motif section (seed 000 §2, §4; 001 §4):
// by Entry ID (structure similarity then chooses an assembly or a chain, the first auto-selected
// once the entry's options load), by file URL plus format, or by an uploaded file. Changing the
// source resets the value; for structure similarity the target search space follows every choice.
// An upload is StructureUploadField's. Edits go through store.actions.setParameters; the model's message about the reference is shown
// under these inputs, which point at it.

import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type {
  BuilderStructureValue,
  BuilderTerminalNode,
  StructureFileFormat,
  StructureReferenceSource,
} from '../../../model/types.ts';
import { UPLOADED_FILE_FORMAT } from '../../../model/constants/vocabulary.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { normaliseEntryId } from '../../../model/input-values.ts';
import { allowedUrlFormats } from '../../../model/upload.ts';
import {
  REFERENCE_SOURCES,
  autoChoice,
  chooseReference,
  heldChoice,
  referenceSource,
  targetSearchSpaceFor,
  valueForSource,
} from '../../../model/structure-reference.ts';
import { useBuilder } from '../builder-context.ts';
import { TerminalMessage } from '../TerminalMessage.tsx';
import { ValueSuggester } from '../attribute/ValueSuggester.tsx';
import { clearEntryHelpNote, useEntryHelpNote } from '../entry-reference-gate.ts';
import { REFERENCE_SOURCE_LABELS } from './structure-inputs.ts';
import { useStructureLookup } from './use-structure-lookup.ts';
import { StructureUploadField } from './StructureUploadField.tsx';

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

/** Id of the datalist of the entry's chain ids (the motif's Chain ID inputs offer them). */
export const chainListId = (terminalId: string): string => `${terminalId}-chains`;

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
  const invalid = problem ? { 'aria-invalid': true as const } : {};
  const entryDescribedBy = described(problem && errorId, options.message && id('lookup'), helpNote && id('help'));

  // a held choice stays shown while the entry's options load (a request opened in the builder)
  const held = heldChoice(value);
  const choices =
    !held || options.choices.some((choice) => choice.key === held.key) ? options.choices : [held, ...options.choices];

  return (
    <div
      className="st-reference"
      onBlur={(event) => {
        if ((event.target as HTMLInputElement).type !== 'radio') onLeave?.();
      }}
    >
      <fieldset className="st-sources">
        <legend className="st-label">Reference</legend>
        {REFERENCE_SOURCES.map((option) => (
          <label key={option} className="st-source">
            <input
              type="radio"
              name={id('source')}
              value={option}
              checked={source === option}
              onChange={() => {
                clearEntryHelpNote(store, terminal.id);
                setReference(option, valueForSource(option));
              }}
            />
            {REFERENCE_SOURCE_LABELS[option]}
          </label>
        ))}
      </fieldset>

      {source === 'entry_id' ? (
        <div className="st-row">
          <div className="st-field st-entry">
            <label className="st-label" htmlFor={id('entry')}>
              Entry ID
            </label>
            {/* the entry-id suggester (seed 000 §7) offers ids from the first character */}
            <ValueSuggester
              id={id('entry')}
              menuId={id('entry-menu')}
              label="Entry ID"
              text={value.entry_id ?? ''}
              placeholder="e.g. 4HHB"
              suggest={suggestEntryIds}
              invalid={problem !== null}
              {...(entryDescribedBy ? { describedBy: entryDescribedBy } : {})}
              onChange={(text) => {
                const typed = normaliseEntryId(text);
                if (typed === (value.entry_id ?? '')) return;
                clearEntryHelpNote(store, terminal.id);
                setReference('entry_id', typed === '' ? {} : { entry_id: typed });
              }}
            />
          </div>
          {service === 'structure' ? (
            <div className="st-field st-choice">
              <label className="st-label" htmlFor={id('choice')}>
                Assembly or Chain
              </label>
              <select
                id={id('choice')}
                className="operator"
                value={held?.key ?? ''}
                disabled={choices.length === 0}
                onChange={(e) => {
                  const choice = options.choices.find((c) => c.key === e.currentTarget.value);
                  if (choice) store.actions.setParameters(terminal.id, chooseReference(entryId, choice));
                }}
              >
                {!held ? <option value="">{options.loading ? LABELS.loading : '--'}</option> : null}
                {choices.map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {service === 'strucmotif' ? (
            <datalist id={chainListId(terminal.id)}>
              {options.choices
                .filter((choice) => choice.kind === 'chain')
                .map((choice) => (
                  <option key={choice.key} value={choice.id} label={choice.label} />
                ))}
            </datalist>
          ) : null}
        </div>
      ) : null}

      {source === 'url' ? (
        <div className="st-row">
          <div className="st-field st-url">
            <label className="st-label" htmlFor={id('url')}>
              File URL
            </label>
            <input
              id={id('url')}
              className="text-input"
              type="url"
              inputMode="url"
              value={value.url ?? ''}
              placeholder="https://files.rcsb.org/download/4HHB.cif"
              autoComplete="off"
              spellCheck={false}
              {...invalid}
              aria-describedby={described(problem && errorId)}
              onChange={(e) =>
                setReference('url', { ...(value.format ? { format: value.format } : {}), url: e.currentTarget.value })
              }
            />
          </div>
          <div className="st-field">
            <label className="st-label" htmlFor={id('format')}>
              Format
            </label>
            <select
              id={id('format')}
              className="operator"
              value={value.format ?? ''}
              onChange={(e) =>
                setReference('url', {
                  ...(value.url ? { url: value.url } : {}),
                  format: e.currentTarget.value as StructureFileFormat,
                })
              }
            >
              {/* a request opened in the builder may lack a format, or name one this service refuses */}
              {!value.format ? <option value="">--</option> : null}
              {value.format && !allowedUrlFormats(service).includes(value.format as StructureFileFormat) ? (
                <option value={value.format}>{value.format}</option>
              ) : null}
              {allowedUrlFormats(service).map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

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
