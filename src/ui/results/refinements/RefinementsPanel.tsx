import { useId } from 'react';
import { useResultsState } from '../use-results-state.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { useResults } from '../results-context.ts';
import { FacetFieldset } from './FacetFieldset.tsx';
import { GroupingControls } from './GroupingControls.tsx';

/**
 * The Refinements side panel: facet checkboxes with counts and 'More...', and Apply, which adds
 * the checked values to the query (AND across facets, OR within one) from the first page.
 */
export function RefinementsPanel() {
  const { store } = useResults();
  const snap = useResultsState();
  const headingId = useId();
  const facets = (snap.response?.facets ?? []).filter((facet) => facet.buckets.length > 0);
  const noneSelected = snap.message?.text === MESSAGES.noRefinements;

  return (
    <aside className="refinements" part="facet" aria-labelledby={headingId}>
      <div className="refinements-head">
        <h2 id={headingId} className="panel-title">
          Refinements
        </h2>
        <button
          type="button"
          className="pdb-button"
          data-variant="primary"
          disabled={facets.length === 0}
          onClick={() => store.actions.applyRefinements()}
        >
          Apply
        </button>
      </div>
      {noneSelected ? (
        <p className="inline-alert" role="alert">
          {MESSAGES.noRefinements}
        </p>
      ) : null}
      <GroupingControls />
      <div className="facet-list">
        {facets.map((facet) => (
          <FacetFieldset
            key={facet.name}
            facet={facet}
            maxGroups={snap.facetMaxGroups}
            onToggle={(name, label) => store.actions.toggleRefinement(name, label)}
            onMore={(name) => store.actions.showMoreRefinements(name)}
          />
        ))}
      </div>
    </aside>
  );
}
