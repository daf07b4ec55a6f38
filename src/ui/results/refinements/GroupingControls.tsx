import { useId } from 'react';
import { useResultsState } from '../use-results-state.ts';
import type { GroupByReturnType } from '../../../model/types.ts';
import { useResults } from '../results-context.ts';
import { GROUP_BY_RETURN_TYPE_LABELS, groupingChoiceValue, groupingChoicesFor } from '../../common/grouping-options.ts';
import { GROUP_BY_RETURN_TYPES } from '../../../model/constants/vocabulary.ts';

/** Group by (none, or the modes of the return type with identity cutoffs) and groups/representatives. */
export function GroupingControls() {
  const { store } = useResults();
  const snap = useResultsState();
  const groupId = useId();
  const showId = useId();
  const returnType = snap.request?.return_type ?? 'entry';
  const choices = groupingChoicesFor(returnType);
  if (choices.length <= 1 || !snap.request) return null;
  const grouped = snap.grouping.aggregation_method !== null;

  return (
    <div className="grouping">
      <label className="field field-stacked" htmlFor={groupId}>
        <span className="field-label">Group by</span>
        <select
          id={groupId}
          value={groupingChoiceValue(snap.grouping)}
          onChange={(e) => {
            const choice = choices.find((c) => c.value === e.currentTarget.value);
            if (!choice) return;
            const patch =
              choice.similarity_cutoff === undefined
                ? { aggregation_method: choice.aggregation_method, ranking_criteria_type: null }
                : {
                    aggregation_method: choice.aggregation_method,
                    similarity_cutoff: choice.similarity_cutoff,
                    ranking_criteria_type: null,
                  };
            void store.actions.setGrouping(patch, { rerun: true });
          }}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {grouped ? (
        <label className="field field-stacked" htmlFor={showId}>
          <span className="field-label">Show</span>
          <select
            id={showId}
            value={snap.grouping.group_by_return_type}
            onChange={(e) =>
              void store.actions.setGrouping(
                { group_by_return_type: e.currentTarget.value as GroupByReturnType },
                { rerun: true },
              )
            }
          >
            {GROUP_BY_RETURN_TYPES.map((value) => (
              <option key={value} value={value}>
                {GROUP_BY_RETURN_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
