import { useEffect, useId, useRef } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { PAGE_SIZES } from '../../../model/constants/limits.ts';
import {
  canGoNext,
  canGoPrevious,
  pagerPageLabel,
  pagerRangeLabel,
  type PagingOperation,
} from '../../../model/pager-moves.ts';
import { useResults } from '../results-context.ts';
import { currentSortItem, sortMenuFor } from './sort-choices.ts';

const NAV: ReadonlyArray<{ op: PagingOperation; label: string; glyph: string }> = [
  { op: 'first', label: 'First page', glyph: '«' },
  { op: 'previous', label: 'Previous page', glyph: '‹' },
  { op: 'next', label: 'Next page', glyph: '›' },
  { op: 'last', label: 'Last page', glyph: '»' },
];

/**
 * Where focus goes when the pressed button becomes disabled on the page it led to (the first or
 * the last): a disabled button drops focus onto the page's body, and keyboard users would start
 * again from the top.
 */
const FOCUS_WHEN_DISABLED: Readonly<Record<PagingOperation, PagingOperation>> = {
  first: 'next',
  previous: 'next',
  next: 'previous',
  last: 'previous',
};

/** 'x to y of N items', first/previous/next/last, 'Page p of q', rows per page and Sort by. */
export function Pager() {
  const { store } = useResults();
  const snap = useResultsState();
  const rowsId = useId();
  const sortId = useId();
  const pager = snap.pager;
  const returnType = snap.response?.result_type ?? snap.request?.return_type ?? 'entry';
  const grouped = snap.request?.request_options?.group_by !== undefined;
  const choices = sortMenuFor(returnType, grouped);
  const current = currentSortItem(snap.sort, choices);
  const enabled = (op: PagingOperation) =>
    op === 'first' || op === 'previous' ? canGoPrevious(pager) : canGoNext(pager);
  const navRef = useRef<HTMLDivElement>(null);
  /** The operation whose button the keyboard or mouse pressed last, until its page arrives. */
  const pressed = useRef<PagingOperation | null>(null);

  useEffect(() => {
    const op = pressed.current;
    const nav = navRef.current;
    if (!op || !nav) return;
    const button = nav.querySelector<HTMLButtonElement>(`[data-op=${op}]`);
    if (!button?.disabled) return;
    pressed.current = null;
    nav.querySelector<HTMLButtonElement>(`[data-op=${FOCUS_WHEN_DISABLED[op]}]`)?.focus();
  }, [pager]);

  return (
    <nav className="pager" part="pager" aria-label="Results pages">
      <p className="pager-range">{pagerRangeLabel(pager)}</p>
      <div className="pager-nav" ref={navRef}>
        {NAV.map(({ op, label, glyph }) => (
          <button
            key={op}
            type="button"
            className="pager-button"
            data-op={op}
            aria-label={label}
            title={label}
            disabled={!enabled(op)}
            onClick={(e) => {
              // only a button that holds focus can lose it
              pressed.current = e.currentTarget.matches(':focus') ? op : null;
              void store.actions.page(op);
            }}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        ))}
        <span className="pager-page">{pagerPageLabel(pager)}</span>
      </div>
      <div className="pager-options">
        <label className="field" htmlFor={rowsId}>
          <span className="field-label">Per page</span>
          <select
            id={rowsId}
            value={pager.rows}
            onChange={(e) => void store.actions.setRows(Number(e.currentTarget.value))}
          >
            {(PAGE_SIZES.includes(pager.rows) ? PAGE_SIZES : [...PAGE_SIZES, pager.rows]).map((rows) => (
              <option key={rows} value={rows}>
                {rows}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={sortId}>
          <span className="field-label">{LABELS.sortBy}</span>
          <select
            id={sortId}
            value={current?.id ?? ''}
            onChange={(e) => {
              const choice = choices.find((c) => c.id === e.currentTarget.value);
              if (choice) void store.actions.setSort(choice.sort);
            }}
          >
            {current ? null : <option value="">Custom</option>}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
