// StructureReference's inputs, as plain render functions it calls with what it already holds (no
// components of their own: nothing to subscribe to or remember): the source radios, an Entry ID (suggested
// as typed; with, for structure similarity, its assembly or chain; for a motif, the datalist of its
// chain ids) and a file URL with its format. They report edits: StructureReference writes the
// reference.

import type { ReactElement } from 'react';
import type { BuilderStructureValue, StructureFileFormat, StructureReferenceSource } from '../../../model/types.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { allowedUrlFormats } from '../../../model/upload.ts';
import { REFERENCE_SOURCES, heldChoice, type ReferenceChoice } from '../../../model/structure-reference.ts';
import { ValueSuggester } from '../attribute/ValueSuggester.tsx';
import { REFERENCE_SOURCE_LABELS } from './structure-inputs.ts';
import type { StructureOptions } from './use-structure-lookup.ts';

type ReferenceService = 'structure' | 'strucmotif';

/** Id of the datalist of the entry's chain ids (the motif's Chain ID inputs offer them). */
export const chainListId = (terminalId: string): string => `${terminalId}-chains`;

/** The reference's source: by Entry ID, by file URL, or by an uploaded file. */
export function referenceSources(
  name: string,
  source: StructureReferenceSource,
  onChoose: (source: StructureReferenceSource) => void,
): ReactElement {
  return (
    <fieldset className="st-sources">
      <legend className="st-label">Reference</legend>
      {REFERENCE_SOURCES.map((option) => (
        <label key={option} className="st-source">
          <input
            type="radio"
            name={name}
            value={option}
            checked={source === option}
            onChange={() => onChoose(option)}
          />
          {REFERENCE_SOURCE_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}

/** The Entry ID input, then the assembly or chain select (structure) or the chain datalist (motif). */
export function entryReferenceFields(
  terminalId: string,
  service: ReferenceService,
  value: BuilderStructureValue,
  options: StructureOptions,
  suggest: (text: string, signal: AbortSignal) => Promise<string[]>,
  invalid: boolean,
  describedBy: string | undefined,
  onEntryId: (text: string) => void,
  onChoice: (choice: ReferenceChoice) => void,
): ReactElement {
  const id = (part: string) => `${terminalId}-${part}`;
  // a held choice stays shown while the entry's options load (a request opened in the builder)
  const held = heldChoice(value);
  const choices =
    !held || options.choices.some((choice) => choice.key === held.key) ? options.choices : [held, ...options.choices];
  return (
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
          suggest={suggest}
          invalid={invalid}
          {...(describedBy ? { describedBy } : {})}
          onChange={onEntryId}
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
              if (choice) onChoice(choice);
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
        <datalist id={chainListId(terminalId)}>
          {options.choices
            .filter((choice) => choice.kind === 'chain')
            .map((choice) => (
              <option key={choice.key} value={choice.id} label={choice.label} />
            ))}
        </datalist>
      ) : null}
    </div>
  );
}

/** The file URL input and its format (the formats this service accepts). */
export function urlReferenceFields(
  terminalId: string,
  service: ReferenceService,
  value: BuilderStructureValue,
  invalid: boolean,
  describedBy: string | undefined,
  setReference: (source: StructureReferenceSource, value: BuilderStructureValue) => void,
): ReactElement {
  const id = (part: string) => `${terminalId}-${part}`;
  return (
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
          {...(invalid ? { 'aria-invalid': true as const } : {})}
          aria-describedby={describedBy}
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
  );
}
