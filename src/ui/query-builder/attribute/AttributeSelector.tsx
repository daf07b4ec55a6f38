import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SelectorItem } from '../../../model/types.ts';
import { MAX_EXAMPLES, type AttributeCatalogue } from '../../../model/attribute-catalogue.ts';
import { menuMaxHeight, type MenuRow } from './attribute-selector-menu.ts';
import { useAttributeSelector } from './use-attribute-selector.ts';
import { showInList } from '../../common/show-in-list.ts';

export interface AttributeSelectorProps {
  /** null while the metadata loads. */
  catalogue: AttributeCatalogue | null;
  value: SelectorItem | undefined;
  onSelect: (item: SelectorItem) => void;
  /** The input's accessible name, e.g. 'Attribute'. */
  label: string;
  id?: string;
  invalid?: boolean;
}

/** Seed 001 §9: the tooltip is 350 px wide. */
const TOOLTIP_WIDTH = 350;

/** Where the tooltip sits: beside the menu at the highlighted row, or under the menu when narrow. */
type TooltipPlace = { top: number; left: number };

/** What the tooltip says about an item: its description and at most 10 example values. */
function tooltipContent(catalogue: AttributeCatalogue | null, item: SelectorItem) {
  const definition = catalogue?.definitions.get(item.attribute);
  // a nested pair's examples come from every context value, so they may not fit this one
  const examples = item.nested_attribute ? [] : (definition?.examples ?? []).slice(0, MAX_EXAMPLES);
  return { description: item.description ?? definition?.description, examples };
}

function headerNote(row: MenuRow | null): string {
  if (row?.kind !== 'header') return '';
  const count = row.group.items.length;
  return `${row.group.name}, ${count} attribute${count === 1 ? '' : 's'}, ${row.open ? 'expanded' : 'collapsed'}`;
}

/**
 * The attribute selector of an attribute terminal: an ARIA 1.2 combobox whose listbox holds one
 * group per search group (named by its header) with the attributes as options. Headers can be
 * highlighted too, so the keyboard opens and closes groups; focus never leaves the input.
 */
export function AttributeSelector({ catalogue, value, onSelect, label, id, invalid }: AttributeSelectorProps) {
  const fallbackId = useId();
  const inputId = id ?? `attribute-selector-${fallbackId}`;
  const menuId = `${inputId}-menu`;
  const tooltipId = `${inputId}-tooltip`;
  const s = useAttributeSelector(catalogue, value, onSelect, menuId);
  const popup = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<TooltipPlace | null>(null);
  const [scrolled, setScrolled] = useState(0);
  const activeItem = s.active?.kind === 'item' ? s.active.item : undefined;
  const activeId = s.active?.id;
  const tip = activeItem ? tooltipContent(catalogue, activeItem) : null;
  const showTip = tip !== null && (tip.description !== undefined || tip.examples.length > 0);

  useEffect(() => {
    if (!activeId) return;
    const listBox = list.current;
    const option = listBox?.querySelector(`[id="${CSS.escape(activeId)}"]`);
    if (listBox && option) showInList(listBox, option);
  }, [activeId]);

  useLayoutEffect(() => {
    const box = popup.current;
    const row = activeId ? box?.querySelector(`[id="${CSS.escape(activeId)}"]`) : null;
    if (!box || !row || !showTip) {
      setPlace(null);
      return;
    }
    const outer = box.getBoundingClientRect();
    const inner = row.getBoundingClientRect();
    const room = window.innerWidth - outer.right >= TOOLTIP_WIDTH + 12;
    setPlace(room ? { top: inner.top - outer.top, left: outer.width + 6 } : { top: outer.height + 4, left: 0 });
  }, [activeId, showTip, scrolled, s.menu]);

  const maxHeight = menuMaxHeight(s.menu?.groups.length ?? 0);
  const placeholder = catalogue ? 'Select an attribute' : 'Loading attributes…';

  return (
    <div className="attr-select">
      <input
        id={inputId}
        className="attr-select-input"
        part="input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={s.open}
        aria-controls={s.open ? menuId : undefined}
        aria-activedescendant={activeId}
        aria-invalid={invalid ? true : undefined}
        aria-busy={catalogue ? undefined : true}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={s.text}
        onChange={s.onChange}
        onKeyDown={s.onKeyDown}
        onBlur={s.onBlur}
        onClick={s.onClick}
      />
      <span className="pdb-visually-hidden" role="status">
        {headerNote(s.active)}
      </span>
      {s.open && s.menu ? (
        // Mouse-down keeps focus in the input: the menu is operated through it (activedescendant).
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div ref={popup} className="attr-select-popup" onMouseDown={(e) => e.preventDefault()}>
          {s.mode === 'filter' ? null : (
            <div className="attr-select-tools">
              <button type="button" className="attr-select-toggle" tabIndex={-1} onClick={s.toggleExpandAll}>
                {s.mode === 'expand' ? 'Collapse all' : 'Expand all'}
              </button>
            </div>
          )}
          <div
            ref={list}
            id={menuId}
            className="attr-select-menu"
            part="menu"
            role="listbox"
            aria-label={label}
            tabIndex={-1}
            style={{ maxHeight: `${maxHeight}px` }}
            onScroll={() => setScrolled((n) => n + 1)}
          >
            {s.menu.groups.length === 0 ? <div className="attr-select-empty">No attribute matches</div> : null}
            {s.menu.groups.map(({ group, headerId, open, items }) => (
              <div key={group.name} role="group" aria-labelledby={headerId} className="attr-select-group">
                {/* Keys reach headers and options through the input (aria-activedescendant). */}
                {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
                <div
                  id={headerId}
                  className={`attr-select-header${headerId === activeId ? ' active' : ''}`}
                  data-open={open}
                  onClick={() => s.choose({ kind: 'header', id: headerId, group, open })}
                  onMouseMove={() => headerId !== activeId && s.highlight(headerId)}
                >
                  {s.mode === 'filter' ? null : <span className="attr-select-chevron" aria-hidden="true" />}
                  {group.name}
                </div>
                {items.map(({ item, id: rowId }) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={rowId}
                    id={rowId}
                    role="option"
                    aria-selected={rowId === activeId}
                    aria-describedby={rowId === activeId && showTip ? tooltipId : undefined}
                    tabIndex={-1}
                    className={`attr-select-option${rowId === activeId ? ' active' : ''}`}
                    onClick={() => s.choose({ kind: 'item', id: rowId, group, item })}
                    onMouseMove={() => rowId !== activeId && s.highlight(rowId)}
                  >
                    {item.name}
                  </div>
                ))}
              </div>
            ))}
          </div>
          {showTip && tip ? (
            <div
              id={tooltipId}
              role="tooltip"
              className="attr-select-tooltip"
              style={{ width: `${TOOLTIP_WIDTH}px`, top: `${place?.top ?? 0}px`, left: `${place?.left ?? 0}px` }}
              data-placed={place ? 'true' : 'false'}
            >
              {tip.description ? <p className="attr-select-tip-text">{tip.description}</p> : null}
              {tip.examples.length ? (
                <>
                  <p className="attr-select-tip-title">Examples</p>
                  <ul className="attr-select-examples">
                    {tip.examples.map((example) => (
                      <li key={example}>{example}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
