import { useId } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { RESULT_VIEWS } from '../../../model/constants/labels.ts';
import { SEARCH_VIEWS, type SearchView } from '../../../store/state.ts';
import { useResults } from '../results-context.ts';
import { reportChoices } from '../reports/report-catalogue.ts';

const SEARCH_VIEW_LABELS = RESULT_VIEWS.filter((v) => (SEARCH_VIEWS as readonly string[]).includes(v.id));
const REPORT_LABEL = RESULT_VIEWS.find((v) => v.id === 'report')?.label ?? 'Tabular Report';

/** Summary / Gallery / Compact / Stats toggle buttons and the Tabular Report select. */
export function ViewSwitcher() {
  const { store } = useResults();
  const snap = useResultsState();
  const reportId = useId();
  const inReport = snap.views.results === 'report';
  const choices = reportChoices(snap.tabularReport.attributes.length > 0);

  return (
    <div className="view-switcher">
      <div className="segmented" role="group" aria-label="Result views">
        {SEARCH_VIEW_LABELS.map((view) => {
          const active = !inReport && snap.views.search === view.id;
          return (
            <button
              key={view.id}
              type="button"
              className="segment"
              data-view={view.id}
              aria-pressed={active}
              onClick={() => void store.actions.setSearchView(view.id as SearchView)}
            >
              {view.label}
            </button>
          );
        })}
      </div>
      <label className="field" htmlFor={reportId}>
        <span className="field-label">{REPORT_LABEL}</span>
        <select
          id={reportId}
          className={inReport ? 'report-select active' : 'report-select'}
          value={inReport ? snap.views.report : ''}
          onChange={(e) => {
            if (e.currentTarget.value) void store.actions.setReportView(e.currentTarget.value);
          }}
        >
          <option value="">Select a report</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
