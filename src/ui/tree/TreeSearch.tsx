import { useEffect, useRef, type KeyboardEvent } from 'react';
import { formatCount } from '../../model/paging.ts';
import type { SuggestionItem } from '../../model/types.ts';
import { useCombobox } from '../common/use-combobox.ts';
import { searchableText, type TreeSearchState } from './use-tree-search.ts';
import { TREE_SEARCH_HINT } from './tree-labels.ts';
import { showInList } from '../common/show-in-list.ts';

const NO_ITEMS: readonly SuggestionItem[] = [];

export interface TreeSearchProps {
  idPrefix: string;
  /** The tree's name, for the box's label. */
  treeLabel: string;
  search: TreeSearchState;
  /** A suggestion was chosen: its node id (or its label when it has none). */
  onChoose: (node: string, label: string) => void;
}

const optionId = (prefix: string, index: number): string => `${prefix}-option-${index}`;

/**
 * The tree search box: a WAI-ARIA combobox (the shared use-combobox keys) whose listbox offers
 * the nodes matching the text. Up and Down move through them, Enter chooses (the first when none
 * is highlighted), Escape closes the list and then clears the box.
 */
export function TreeSearch({ idPrefix, treeLabel, search, onChoose }: TreeSearchProps) {
  const list = useRef<HTMLUListElement>(null);
  const listId = `${idPrefix}-menu`;
  const hintId = `${idPrefix}-hint`;
  const { text } = search;
  const fresh = search.answered === text && searchableText(text);
  // only the answer for the text in the box, and only when there is one
  const items = fresh ? search.items : NO_ITEMS;
  const menu = useCombobox(
    items.length,
    (index) => {
      const item = items[index]!;
      search.setText(item.label);
      onChoose(item.value ?? item.label, item.label);
    },
    { enterChoosesFirst: true },
  );
  const { expanded, active } = menu;

  useEffect(() => {
    if (active < 0) return;
    const listBox = list.current;
    const option = listBox?.querySelector(`#${CSS.escape(optionId(idPrefix, active))}`);
    if (listBox && option) showInList(listBox, option);
  }, [active, idPrefix]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (menu.onKeyDown(event) || event.key !== 'Escape' || text === '') return;
    event.preventDefault();
    search.clear();
  }

  let status = '';
  if (text.trim() !== '' && !searchableText(text)) status = TREE_SEARCH_HINT;
  else if (fresh && search.error) status = search.error;
  else if (fresh && !search.pending)
    status =
      items.length === 0
        ? `No nodes match "${text.trim()}".`
        : `${items.length} ${items.length === 1 ? 'node' : 'nodes'} found.`;

  return (
    <div className="tree-search">
      <label className="pdb-visually-hidden" htmlFor={`${idPrefix}-input`}>
        Search the {treeLabel} tree
      </label>
      <input
        id={`${idPrefix}-input`}
        className="tree-search-input"
        part="input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search the tree"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(idPrefix, active) : undefined}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          search.setText(next);
          menu.setActive(-1);
          if (next.trim() !== '') menu.open();
          else menu.close();
        }}
        onKeyDown={onKeyDown}
        onBlur={menu.close}
        onFocus={() => text.trim() !== '' && menu.open()}
      />
      <p className="tree-search-status" id={hintId} role="status">
        {status}
      </p>
      {expanded ? (
        // mouse-down would move focus out of the input and close the menu before the click lands
        <ul
          ref={list}
          id={listId}
          className="tree-menu"
          part="menu"
          role="listbox"
          aria-label={`Nodes of the ${treeLabel} tree`}
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((item, index) => (
            // keys reach the options through the combobox (aria-activedescendant), not here
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${item.value ?? ''}:${item.label}`}
              id={optionId(idPrefix, index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'tree-menu-option active' : 'tree-menu-option'}
              onClick={() => menu.choose(index)}
              onMouseMove={() => index !== active && menu.setActive(index)}
            >
              <span className="tree-menu-label">{item.label}</span>
              {item.value && item.value !== item.label ? <span className="tree-menu-id"> {item.value}</span> : null}
              {typeof item.count === 'number' ? (
                <span className="tree-menu-count"> ({formatCount(item.count)})</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
