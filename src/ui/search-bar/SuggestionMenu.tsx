import { useEffect, useRef } from 'react';
import { groupMenuItems, type MenuItem } from './menu.ts';
import { countOf } from '../../model/paging.ts';
import { showInList } from '../common/show-in-list.ts';

export interface SuggestionMenuProps {
  id: string;
  items: readonly MenuItem[];
  /** Index into `items` of the highlighted option, -1 for none. */
  activeIndex: number;
  onSelect: (index: number) => void;
  onHighlight: (index: number) => void;
}

export function optionId(menuId: string, index: number): string {
  return `${menuId}-option-${index}`;
}

/**
 * The suggestions listbox: one group per header (role=group named by its header, which is not an
 * option and so cannot be selected), options with the match count on the right. Mouse-down keeps
 * focus in the input so typing can continue after a click elsewhere in the menu.
 */
export function SuggestionMenu({ id, items, activeIndex, onSelect, onHighlight }: SuggestionMenuProps) {
  const list = useRef<HTMLDivElement>(null);
  const groups = groupMenuItems(items);

  useEffect(() => {
    if (activeIndex < 0) return;
    const listBox = list.current;
    const option = listBox?.querySelector(`#${CSS.escape(optionId(id, activeIndex))}`);
    if (listBox && option) showInList(listBox, option);
  }, [activeIndex, id]);

  return (
    <div
      ref={list}
      id={id}
      className="menu"
      part="menu"
      role="listbox"
      aria-label="Suggestions"
      tabIndex={-1}
      onMouseDown={(e) => e.preventDefault()}
    >
      {groups.map((group, g) => {
        const headerId = `${id}-header-${g}`;
        return (
          <div key={headerId} role="group" aria-labelledby={group.header ? headerId : undefined} className="menu-group">
            {group.header ? (
              <div id={headerId} className="menu-header" role="presentation">
                {group.header}
              </div>
            ) : null}
            {group.options.map(({ item, index }) => (
              // Keys reach the options through the combobox input (aria-activedescendant), not here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={index}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                className={`menu-option${item.action ? ' action' : ''}${index === activeIndex ? ' active' : ''}`}
                onClick={() => onSelect(index)}
                onMouseMove={() => index !== activeIndex && onHighlight(index)}
              >
                <span className="menu-label">
                  {item.label}
                  {/* the space keeps label and detail apart in the option's name; the block hides it */}
                  {item.detail ? (
                    <>
                      {' '}
                      <span className="menu-detail">{item.detail}</span>
                    </>
                  ) : null}
                </span>
                {typeof item.count === 'number' ? (
                  <span className="menu-count" aria-label={countOf(item.count, 'match', 'matches')}>
                    {item.count}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
