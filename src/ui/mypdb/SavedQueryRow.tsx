import { MESSAGE_TEMPLATES } from '../../model/constants/messages.ts';
import type { HistoryQuery, SavedQuery } from '../../model/types.ts';
import type { AttributeLabels } from '../../model/describe.ts';
import { lastRunText, queryText } from '../history/format.ts';
import { focusNeighbourRow } from '../common/use-focus-rescue.ts';
import { DeleteIcon, QueryCells, RowButton } from '../history/query-row-cells.tsx';

export interface SavedQueryRowProps {
  query: SavedQuery;
  /** The query on screen now (highlighted, as History marks its running row). */
  current: boolean;
  /** The attributes' names the query is described with (null until loaded). */
  labels: AttributeLabels | null;
  onRerun: (query: SavedQuery) => void;
  onNotify: (id: string, notify: boolean) => void;
  onDelete: (id: string) => void;
}

export const SAVED_COLUMN = 'Saved';
export const NOTIFY_COLUMN = 'Notify';

/** The history formatters read a history entry: a saved query is one, saved when it last ran. */
export function asHistoryEntry(query: SavedQuery): HistoryQuery {
  return { ...query, query_id: query.id, last_run: query.saved };
}

/** A query saved from the custom report says so: running it opens that report, not the result list. */
function ReportMark({ attributes }: { attributes: readonly string[] | undefined }) {
  if (!attributes?.length) return null;
  return <span className="saved-report">{MESSAGE_TEMPLATES.savedReportColumns(attributes.length)}</span>;
}

/** One saved query: the row re-runs it; the query text is a button for the keyboard; Notify and delete stop the row's click. */
export function SavedQueryRow({ query, current, labels, onRerun, onNotify, onDelete }: SavedQueryRowProps) {
  const entry = asHistoryEntry(query);
  const text = queryText(entry, labels);
  return (
    <tr
      className={current ? 'current' : undefined}
      aria-current={current ? 'true' : undefined}
      onClick={() => onRerun(query)}
    >
      <QueryCells
        entry={entry}
        text={text}
        runTitle="Run this query"
        onRun={() => onRerun(query)}
        note={<ReportMark attributes={query.reportAttributes} />}
      />
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
        <RowButton
          className="delete"
          label={`Delete saved query: ${text}`}
          onClick={(button) => {
            focusNeighbourRow(button);
            onDelete(query.id);
          }}
        >
          <DeleteIcon />
        </RowButton>
      </td>
    </tr>
  );
}
