import { useResultsState } from '../use-results-state.ts';
import { isIdSelected } from '../../../model/selection.ts';
import { useResults } from '../results-context.ts';

/** Per-row select box. With 'All' chosen every box is checked and disabled (seed 000 §4). */
export function RowCheckbox({ id, label }: { id: string; label?: string }) {
  const { store } = useResults();
  const selection = useResultsState().selection;
  return (
    <label className="row-select">
      <input
        type="checkbox"
        checked={isIdSelected(selection, id)}
        disabled={selection.all}
        onChange={() => store.actions.toggleSelected(id)}
      />
      <span className="pdb-visually-hidden">{label ?? `Select ${id}`}</span>
    </label>
  );
}
