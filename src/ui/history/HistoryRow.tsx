import type { HistoryQuery } from '../../model/types.ts';
import { LABELS } from '../../model/constants.ts';
import { countText, includeCsmText, lastRunText, queryText, resultTypeText } from './format.ts';

export interface HistoryRowProps {
  entry: HistoryQuery;
  current: boolean;
  onRerun: (queryId: string) => void;
  onDelete: (queryId: string) => void;
  /** Opens the query in the Advanced Search builder. */
  onEdit: (queryId: string) => void;
  /** Signed in to MyPDB: the 'Save to MyPDB' cell's action (no cell when undefined). */
  onSave?: (queryId: string) => void;
}

const [, INCLUDE_CSM, RESULT_TYPE, COUNT, LAST_RUN, SAVE] = LABELS.historyColumns;

/**
 * One past query. The whole row re-runs it on click (as the seed says); the query text is also a
 * button so keyboard users reach the same action, and the delete button stops the row's click.
 */
export function HistoryRow({ entry, current, onRerun, onDelete, onEdit, onSave }: HistoryRowProps) {
  const text = queryText(entry);
  return (
    <tr
      className={current ? 'current' : undefined}
      aria-current={current ? 'true' : undefined}
      onClick={() => onRerun(entry.query_id)}
    >
      <td className="query-cell">
        <button
          type="button"
          className="query-button"
          title="Run this query again"
          onClick={(event) => {
            event.stopPropagation();
            onRerun(entry.query_id);
          }}
        >
          {text}
        </button>
      </td>
      <td data-label={INCLUDE_CSM}>{includeCsmText(entry)}</td>
      <td data-label={RESULT_TYPE}>{resultTypeText(entry)}</td>
      <td data-label={COUNT} className="num">
        {countText(entry)}
      </td>
      <td data-label={LAST_RUN} className="nowrap">
        <time dateTime={entry.last_run}>{lastRunText(entry)}</time>
      </td>
      {onSave ? (
        <td data-label={SAVE} className="save-cell">
          <button
            type="button"
            className="edit"
            aria-label={`Save to MyPDB: ${text}`}
            title="Save to MyPDB"
            onClick={(event) => {
              event.stopPropagation();
              onSave(entry.query_id);
            }}
          >
            Save
          </button>
        </td>
      ) : null}
      <td className="delete-cell">
        <button
          type="button"
          className="edit"
          aria-label={`Edit in Advanced Search: ${text}`}
          title="Edit in Advanced Search"
          onClick={(event) => {
            event.stopPropagation();
            onEdit(entry.query_id);
          }}
        >
          Edit
        </button>
        <button
          type="button"
          className="delete"
          aria-label={`Delete from history: ${text}`}
          title="Delete from history"
          onClick={(event) => {
            event.stopPropagation();
            onDelete(entry.query_id);
          }}
        >
          <svg viewBox="0 0 16 16" width="15" height="15" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6 1.5h4l.5 1H14v1.5H2V2.5h3.5zM3.2 5h9.6l-.7 9.1a1 1 0 0 1-1 .9H4.9a1 1 0 0 1-1-.9zm2.6 1.6.3 6.6h1.2l-.2-6.6zm3.2 0-.2 6.6h1.2l.3-6.6z"
            />
          </svg>
        </button>
      </td>
    </tr>
  );
}
