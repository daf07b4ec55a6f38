import type { HistoryQuery } from '../../model/types.ts';
import type { AttributeLabels } from '../../model/describe.ts';
import { LABELS } from '../../model/constants/labels.ts';
import { lastRunText, queryText } from './format.ts';
import { focusNeighbourRow } from '../common/use-focus-rescue.ts';
import { DeleteIcon, QueryCells, RowButton } from './query-row-cells.tsx';

export interface HistoryRowProps {
  entry: HistoryQuery;
  current: boolean;
  /** The attributes' names the query is described with (null until loaded). */
  labels: AttributeLabels | null;
  onRerun: (queryId: string) => void;
  onDelete: (queryId: string) => void;
  /** Opens the query in the Advanced Search builder. */
  onEdit: (queryId: string) => void;
  /** Signed in to MyPDB: the 'Save to MyPDB' cell's action (no cell when undefined). */
  onSave?: (queryId: string) => void;
}

const [, , , , LAST_RUN, SAVE] = LABELS.historyColumns;

/**
 * One past query. The whole row re-runs it on click (as the seed says); the query text is also a
 * button so keyboard users reach the same action, and the delete button stops the row's click.
 */
export function HistoryRow({ entry, current, labels, onRerun, onDelete, onEdit, onSave }: HistoryRowProps) {
  const text = queryText(entry, labels);
  return (
    <tr
      className={current ? 'current' : undefined}
      aria-current={current ? 'true' : undefined}
      onClick={() => onRerun(entry.query_id)}
    >
      <QueryCells entry={entry} text={text} runTitle="Run this query again" onRun={() => onRerun(entry.query_id)} />
      <td data-label={LAST_RUN} className="nowrap">
        <time dateTime={entry.last_run}>{lastRunText(entry)}</time>
      </td>
      {onSave ? (
        <td data-label={SAVE} className="save-cell">
          <RowButton className="edit" label={`Save to MyPDB: ${text}`} onClick={() => onSave(entry.query_id)}>
            Save
          </RowButton>
        </td>
      ) : null}
      <td className="delete-cell">
        <RowButton className="edit" label={`Edit in Advanced Search: ${text}`} onClick={() => onEdit(entry.query_id)}>
          Edit
        </RowButton>
        <RowButton
          className="delete"
          label={`Delete from history: ${text}`}
          onClick={(button) => {
            focusNeighbourRow(button);
            onDelete(entry.query_id);
          }}
        >
          <DeleteIcon />
        </RowButton>
      </td>
    </tr>
  );
}
