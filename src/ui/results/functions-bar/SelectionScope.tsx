import { useId } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { useResults } from '../results-context.ts';

/** All or Selected: what Download IDs, Display IDs and Download Files act on. */
export function SelectionScope() {
  const { store } = useResults();
  const selection = useResultsState().selection;
  const name = useId();
  const choose = (all: boolean) => {
    if (selection.all !== all) store.actions.toggleSelectAll();
  };
  return (
    <fieldset className="selection-scope">
      <legend className="pdb-visually-hidden">Download scope</legend>
      <label className="radio">
        <input type="radio" name={name} value="all" checked={selection.all} onChange={() => choose(true)} />
        {LABELS.all}
      </label>
      <label className="radio">
        <input type="radio" name={name} value="selected" checked={!selection.all} onChange={() => choose(false)} />
        {LABELS.selected}
        {!selection.all && selection.ids.length > 0 ? (
          <span className="selected-count"> ({selection.ids.length})</span>
        ) : null}
      </label>
    </fieldset>
  );
}
