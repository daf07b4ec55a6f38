import type { HistoryQuery, SavedQuery } from '../../model/types.ts';
import { LABELS } from '../../model/constants.ts';
import { countText, includeCsmText, lastRunText, queryText, resultTypeText } from '../history/format.ts';

export interface SavedQueryRowProps {
  query: SavedQuery;
  /** The query on screen now (highlighted, as History marks its running row). */
  current: boolean;
  onRerun: (query: SavedQuery) => void;
  onNotify: (id: string, notify: boolean) => void;
  onDelete: (id: string) => void;
}

const [, INCLUDE_CSM, RESULT_TYPE, COUNT] = LABELS.historyColumns;
export const SAVED_COLUMN = 'Saved';
export const NOTIFY_COLUMN = 'Notify';

/** The history formatters read a history entry: a saved query is one, saved when it last ran. */
export function asHistoryEntry(query: SavedQuery): HistoryQuery {
  return { ...query, query_id: query.id, last_run: query.saved };
}

/** One saved query: the row re-runs it; the query text is a button for the keyboard; Notify and delete stop the row's click. */
export function SavedQueryRow({ query, current, onRerun, onNotify, onDelete }: SavedQueryRowProps) {
  const entry = asHistoryEntry(query);
  const text = queryText(entry);
  return (
    <tr
      className={current ? 'current' : undefined}
      aria-current={current ? 'true' : undefined}
      onClick={() => onRerun(query)}
    >
      <td className="query-cell">
        <button
          type="button"
          className="query-button"
          title="Run this query"
          onClick={(event) => {
            event.stopPropagation();
            onRerun(query);
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
      <td data-label={SAVED_COLUMN} className="nowrap">
        <time dateTime={query.saved}>{lastRunText(entry)}</time>
      </td>
      <td data-label={NOTIFY_COLUMN} className="notify-cell" onClick={(event) => event.stopPropagation()}>
        <input
          type="checkbox"
          checked={query.notify}
          aria-label={`E-mail me new results: ${text}`}
          onChange={(event) => onNotify(query.id, event.target.checked)}
        />
      </td>
      <td className="delete-cell">
        <button
          type="button"
          className="delete"
          aria-label={`Delete saved query: ${text}`}
          title="Delete saved query"
          onClick={(event) => {
            event.stopPropagation();
            onDelete(query.id);
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
