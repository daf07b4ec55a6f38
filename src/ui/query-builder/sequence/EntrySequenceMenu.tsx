// The sequence section's Entry ID input (seed 000 §2): an ARIA 1.2 combobox whose listbox offers
// the typed entry's sequences, each named by its label and first residues. Choosing one hands it
// to the editor, which fills the textarea; an entry without sequences shows the server's msg.

import { useEffect } from 'react';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { normaliseEntryId } from '../../../model/input-values.ts';
import { useCombobox } from '../../common/use-combobox.ts';
import { useBuilder } from '../builder-context.ts';
import { sequencePreview } from './sequence-inputs.ts';
import { useEntrySequences, type EntrySequence, type SequenceLookup } from './use-entry-sequences.ts';

export interface EntrySequenceMenuProps {
  /** Ids of the input (`${idPrefix}-entry`), its listbox and its message derive from it. */
  idPrefix: string;
  /** The Entry ID as stored (trimmed and upper-cased). */
  entryId: string;
  onEntryIdChange: (entryId: string) => void;
  onChoose: (item: EntrySequence) => void;
  lookup: SequenceLookup;
}

export function EntrySequenceMenu({ idPrefix, entryId, onEntryIdChange, onChoose, lookup }: EntrySequenceMenuProps) {
  const { announce } = useBuilder();
  const answer = useEntrySequences(entryId, lookup);
  const items = answer.items;
  // opened by typing or the arrow keys, so a reopened section does not pop its menu up by itself
  const menu = useCombobox(items.length, (index) => {
    const item = items[index]!;
    onChoose(item);
    announce(`Sequence filled in: ${item.label}`);
  });
  const { expanded, active } = menu;
  const inputId = `${idPrefix}-entry`;
  const menuId = `${idPrefix}-entry-menu`;
  const messageId = `${idPrefix}-entry-message`;
  const optionId = (index: number) => `${menuId}-${index}`;

  // a menu that opens by itself needs saying: the listbox is not where focus is
  useEffect(() => {
    if (expanded) announce(`${items.length} ${items.length === 1 ? 'sequence' : 'sequences'} of ${answer.entryId}`);
  }, [expanded, items.length, answer.entryId, announce]);

  const status = answer.loading ? MESSAGES.loadingData : answer.message;

  return (
    <div className="seq-field seq-entry">
      <label className="seq-label" htmlFor={inputId}>
        Entry ID
      </label>
      <div className="value-suggest">
        <input
          id={inputId}
          className="value-input seq-entry-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={menuId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={status ? messageId : undefined}
          aria-busy={answer.loading ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 4HHB"
          value={entryId}
          onChange={(e) => {
            onEntryIdChange(normaliseEntryId(e.currentTarget.value));
            menu.setActive(-1);
            menu.open();
          }}
          onClick={menu.open}
          onKeyDown={menu.onKeyDown}
          onBlur={menu.close}
        />
        {expanded ? (
          // mouse-down would move focus out of the input and close the menu before the click lands
          <ul
            id={menuId}
            className="value-menu seq-menu"
            role="listbox"
            aria-label={`Sequences of ${answer.entryId}`}
            onMouseDown={(e) => e.preventDefault()}
          >
            {items.map((item, index) => (
              // keys reach the options through the input (aria-activedescendant)
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${index}-${item.label}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'value-option active' : 'value-option'}
                onClick={() => menu.choose(index)}
                onMouseMove={() => index !== active && menu.setActive(index)}
              >
                <span className="seq-option-label">{item.label}</span>
                <span className="seq-option-residues">{sequencePreview(item.sequence)}</span>
              </li>
            ))}
          </ul>
        ) : (
          // ARIA 1.2: aria-controls names the listbox even while it is closed
          <ul id={menuId} role="listbox" aria-label={`Sequences of ${entryId || 'the entry'}`} hidden />
        )}
      </div>
      {status ? (
        <p
          // a new element for the answer, so the loading status does not turn into an alert in place
          key={answer.loading ? 'loading' : 'answer'}
          id={messageId}
          className={answer.loading ? 'seq-entry-status' : 'terminal-error'}
          role={answer.loading ? 'status' : 'alert'}
        >
          {status}
        </p>
      ) : null}
    </div>
  );
}
