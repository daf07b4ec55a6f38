import { useSnapshot } from 'valtio';
import type { GroupByReturnType, ReturnType } from '../../model/types.ts';
import { GROUP_BY_RETURN_TYPES } from '../../model/constants/vocabulary.ts';
import { RETURN_TYPES } from '../../model/constants/labels.ts';
import { Button } from '../common/Button.tsx';
import { useBuilder } from './builder-context.ts';
import { CountControl } from './CountControl.tsx';
import { countBuilderChecked } from './entry-reference-gate.ts';
import { GROUP_BY_RETURN_TYPE_LABELS, groupingChoicesFor, groupingChoiceValue } from '../common/grouping-options.ts';

export interface BuilderFooterProps {
  idPrefix: string;
  onSearch: () => void;
  onClear: () => void;
}

/**
 * The builder's footer (seed 000 §2): return type, grouped by, displaying as, the CSM toggle, and
 * Count, Clear and Search. Changing the return type resets grouping; grouping and CSM changes reset
 * the counts (store actions).
 */
export function BuilderFooter({ idPrefix, onSearch, onClear }: BuilderFooterProps) {
  const { store } = useBuilder();
  const snap = useSnapshot(store.state);
  const actions = store.actions;
  const returnType = snap.config.returnType;
  const choices = groupingChoicesFor(returnType);
  const chosen = groupingChoiceValue(snap.grouping);
  const grouped = snap.grouping.aggregation_method !== null;

  return (
    <div className="footer">
      <div className="footer-options">
        <label className="footer-field">
          <span>Return</span>
          <select value={returnType} onChange={(e) => actions.setReturnType(e.target.value as ReturnType)}>
            {RETURN_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="footer-field">
          <span>Grouped by</span>
          <select
            value={chosen}
            disabled={choices.length < 2}
            onChange={(e) => {
              const choice = choices.find((c) => c.value === e.target.value);
              if (!choice) return;
              void actions.setGrouping({
                aggregation_method: choice.aggregation_method,
                ...(choice.similarity_cutoff === undefined ? {} : { similarity_cutoff: choice.similarity_cutoff }),
              });
            }}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label className="footer-field">
          <span>Displaying as</span>
          <select
            value={snap.grouping.group_by_return_type}
            disabled={!grouped}
            onChange={(e) => void actions.setGrouping({ group_by_return_type: e.target.value as GroupByReturnType })}
          >
            {GROUP_BY_RETURN_TYPES.map((value) => (
              <option key={value} value={value}>
                {GROUP_BY_RETURN_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="footer-check" htmlFor={`${idPrefix}-csm`}>
          <input
            id={`${idPrefix}-csm`}
            type="checkbox"
            checked={snap.queryBuilder.includeCsm}
            onChange={(e) => actions.setIncludeCsm(e.target.checked)}
          />
          Include Computed Structure Models (CSM)
        </label>
      </div>
      <div className="footer-actions">
        <CountControl
          countKey="builder"
          count={snap.queryBuilder.count}
          subject="the whole query"
          run={() => countBuilderChecked(store)}
        />
        <Button onClick={onClear}>Clear</Button>
        <Button variant="primary" onClick={onSearch}>
          Search
        </Button>
      </div>
    </div>
  );
}
