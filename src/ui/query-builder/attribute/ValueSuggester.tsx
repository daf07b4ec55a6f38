// The suggester of an attribute value whose search context includes exact match (seed 000 §5):
// an ARIA 1.2 combobox, a text input whose listbox of attribute values opens while typing. Any
// typed text is a value; a suggestion only saves typing it.

import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../model/constants/limits.ts';
import { useCombobox } from '../../common/use-combobox.ts';
import { SUGGEST_DEBOUNCE_MS } from '../../search-bar/use-suggestions.ts';

export type ValueSuggest = (text: string, signal: AbortSignal) => Promise<string[]>;

export interface ValueSuggesterProps {
  id: string;
  /** Id of the suggestion listbox; its options are `${menuId}-${index}`. */
  menuId: string;
  label: string;
  text: string;
  placeholder?: string;
  onChange: (text: string) => void;
  suggest?: ValueSuggest;
  invalid?: boolean;
  describedBy?: string;
}

interface Answer {
  /** The trimmed text the items answer; an answer for other text is not shown. */
  text: string;
  items: string[];
}

/** Suggestions for the typed text: from the first character, debounced, the previous lookup aborted. */
function useValueSuggestions(query: string, suggest: ValueSuggest | undefined): Answer {
  const [answer, setAnswer] = useState<Answer>({ text: '', items: [] });
  // The terminal may pass a new function each render; only new text starts a lookup.
  const latest = useRef(suggest);
  useEffect(() => {
    latest.current = suggest;
  });
  useEffect(() => {
    const text = query.trim();
    const lookup = latest.current;
    if (!lookup || text.length < LIMITS.suggesterMinChars) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookup(text, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setAnswer({ text, items: [...new Set(items)] });
        },
        () => {
          // aborted or failed: no menu, and the input still takes whatever is typed
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return answer;
}

export function ValueSuggester(props: ValueSuggesterProps) {
  const { id, menuId, label, onChange } = props;
  // What the user typed, which the lookup answers; a chosen suggestion is not looked up again.
  const [query, setQuery] = useState('');
  const answer = useValueSuggestions(query, props.suggest);
  // the menu shows only results for the text in the input, and only when there are some; one that
  // offers just the value the input already holds has nothing to add (an Entry ID typed in full),
  // so it closes rather than stay open over the fields below
  const answered = query.trim() !== '' && answer.text === query.trim() ? answer.items : [];
  const items = answered.length === 1 && answered[0] === props.text.trim() ? [] : answered;
  const menu = useCombobox(items.length, (index) => {
    onChange(items[index]!);
    setQuery('');
  });
  const { expanded, active } = menu;
  const optionId = (index: number) => `${menuId}-${index}`;

  return (
    <div className="value-suggest">
      <input
        id={id}
        className="value-input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.placeholder}
        value={props.text}
        onChange={(e) => {
          const text = e.currentTarget.value;
          // clearing the input empties the value; typed text is the value as it is
          onChange(text);
          setQuery(text);
          menu.setActive(-1);
          if (text.trim() !== '') menu.open();
          else menu.close();
        }}
        onKeyDown={menu.onKeyDown}
        onBlur={menu.close}
      />
      {expanded ? (
        // mouse-down would move focus out of the input and close the menu before the click lands
        <ul
          id={menuId}
          className="value-menu"
          role="listbox"
          aria-label={`${label} suggestions`}
          onMouseDown={(e) => e.preventDefault()}
        >
          {items.map((suggestion, index) => (
            // keys reach the options through the input (aria-activedescendant)
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'value-option active' : 'value-option'}
              onClick={() => menu.choose(index)}
              onMouseMove={() => index !== active && menu.setActive(index)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
