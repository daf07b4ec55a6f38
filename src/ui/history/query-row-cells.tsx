// The cells a Query History row and a MyPDB saved-query row share (seed 001 §2: saved queries have
// History's columns): the query as a button keyboard users reach (the row's own click does the
// same), Include CSM, Result Type, Count, and a row button that does not also run the row.

import type { MouseEvent, ReactNode } from 'react';
import type { HistoryQuery } from '../../model/types.ts';
import { LABELS } from '../../model/constants/labels.ts';
import { countText, includeCsmText, resultTypeText } from './format.ts';

const [QUERY, INCLUDE_CSM, RESULT_TYPE, COUNT] = LABELS.historyColumns;

/** A button inside a clickable row: its click is its own, not the row's. */
export function RowButton({
  className,
  label,
  onClick,
  children,
}: {
  className: string;
  label: string;
  /** Called with the button, so an action can move focus on from it. */
  onClick: (button: HTMLButtonElement) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label.replace(/:.*$/, '')}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.stopPropagation();
        onClick(event.currentTarget);
      }}
    >
      {children}
    </button>
  );
}

export function DeleteIcon() {
  return (
    <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 1.5h4l.5 1H14v1.5H2V2.5h3.5zM3.2 5h9.6l-.7 9.1a1 1 0 0 1-1 .9H4.9a1 1 0 0 1-1-.9zm2.6 1.6.3 6.6h1.2l-.2-6.6zm3.2 0-.2 6.6h1.2l.3-6.6z"
      />
    </svg>
  );
}

/** The column heads of QueryCells. */
export function QueryHeadCells() {
  return (
    <>
      <th scope="col">{QUERY}</th>
      <th scope="col">{INCLUDE_CSM}</th>
      <th scope="col">{RESULT_TYPE}</th>
      <th scope="col" className="num">
        {COUNT}
      </th>
    </>
  );
}

/** The query (a button that runs it, then `note` below it), Include CSM, Result Type and Count cells. */
export function QueryCells({
  entry,
  text,
  runTitle,
  onRun,
  note,
}: {
  entry: HistoryQuery;
  /** The query described (format.ts queryText). */
  text: string;
  runTitle: string;
  onRun: () => void;
  note?: ReactNode;
}) {
  return (
    <>
      <td className="query-cell">
        <button
          type="button"
          className="query-button"
          title={runTitle}
          onClick={(event) => {
            event.stopPropagation();
            onRun();
          }}
        >
          {text}
        </button>
        {note}
      </td>
      <td data-label={INCLUDE_CSM}>{includeCsmText(entry)}</td>
      <td data-label={RESULT_TYPE}>{resultTypeText(entry)}</td>
      <td data-label={COUNT} className="num">
        {countText(entry)}
      </td>
    </>
  );
}
