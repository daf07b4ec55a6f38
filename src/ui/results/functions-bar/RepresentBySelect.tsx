import { useId } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { useResults } from '../results-context.ts';
import { rankingKey, rankingOptionsFor } from '../../common/grouping-options.ts';

/** 'Represent by': which member stands for each group (GROUP_BY_MODES ranking options). */
export function RepresentBySelect() {
  const { store } = useResults();
  const snap = useResultsState();
  const id = useId();
  const options = rankingOptionsFor(snap.grouping.aggregation_method);
  if (options.length === 0) return null;
  const current = rankingKey(snap.grouping.ranking_criteria_type);
  return (
    <label className="field" htmlFor={id}>
      <span className="field-label">{LABELS.representBy}</span>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const option = options.find((o) => rankingKey(o.ranking_criteria_type) === e.currentTarget.value);
          void store.actions.setRanking(option ? { ...option.ranking_criteria_type } : null);
        }}
      >
        <option value="">Default</option>
        {options.map((option) => (
          <option key={option.label} value={rankingKey(option.ranking_criteria_type)}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
