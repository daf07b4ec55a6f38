import { useRef, type KeyboardEvent } from 'react';
import { MAIN_TABS } from '../../model/constants/labels.ts';
import { MAIN_TAB_IDS, type MainTab } from '../../store/state.ts';

export interface TabsProps {
  active: MainTab;
  onSelect: (tab: MainTab) => void;
  /** Prefix of the tab and panel ids (unique per app). */
  idPrefix: string;
}

export const TAB_LABELS: Readonly<Record<MainTab, string>> = Object.fromEntries(
  MAIN_TAB_IDS.map((id, i) => [id, MAIN_TABS[i] ?? id]),
) as Record<MainTab, string>;

export const tabId = (prefix: string, tab: MainTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: MainTab) => `${prefix}-panel-${tab}`;

/**
 * The four main tabs (seed 000 §1) as an ARIA tablist with a roving tabindex: Tab reaches the
 * active tab, Left/Right/Home/End move between tabs and select them (automatic activation).
 */
export function Tabs({ active, onSelect, idPrefix }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    const index = MAIN_TAB_IDS.indexOf(active);
    const last = MAIN_TAB_IDS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % MAIN_TAB_IDS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + MAIN_TAB_IDS.length) % MAIN_TAB_IDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = MAIN_TAB_IDS[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, tab))}`)?.focus();
  }

  return (
    <div ref={list} className="tabs" role="tablist" aria-label="Search sections">
      {MAIN_TAB_IDS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === active}
          aria-controls={panelId(idPrefix, tab)}
          tabIndex={tab === active ? 0 : -1}
          className="tab"
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
