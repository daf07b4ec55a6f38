import { LABELS } from '../../../model/constants/labels.ts';
import { appliedRefinements } from '../../../model/refinements.ts';
import { plainCopy } from '../../../store/plain-copy.ts';
import { useResults } from '../results-context.ts';
import { useResultsState } from '../use-results-state.ts';

/**
 * The refinements the current search applies, as chips above the results: each removes its value
 * (the search runs again from the first page), 'Clear all' removes them all.
 */
export function AppliedRefinements() {
  const { store } = useResults();
  const snap = useResultsState();
  const applied = snap.request ? appliedRefinements(plainCopy(snap.request)) : [];
  if (applied.length === 0) return null;
  return (
    <div className="applied-refinements" role="group" aria-label={LABELS.appliedRefinements}>
      <ul className="chip-list">
        {applied.map((refinement) => (
          <li key={`${refinement.facet}\u0000${refinement.label}`}>
            <button
              type="button"
              className="refinement-chip"
              aria-label={`Remove refinement ${refinement.facet}: ${refinement.label}`}
              onClick={() => void store.actions.removeRefinement(refinement)}
            >
              {refinement.facet ? <span className="chip-facet">{refinement.facet}:</span> : null}
              <span className="chip-value">{refinement.label}</span>
              <span className="chip-remove" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pdb-button"
        data-variant="link"
        onClick={() => void store.actions.clearRefinements()}
      >
        {LABELS.clearAll}
      </button>
    </div>
  );
}
