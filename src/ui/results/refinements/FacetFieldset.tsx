import { useEffect, useRef } from 'react';
import type { Facet } from '../../../model/types.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { formatCount } from '../../../model/paging.ts';
import { facetDefinitionFromFacet, maxGroupsFor, releaseDateBinLabel, visibleBuckets } from '../../../model/facets.ts';
import { treeOfFacet } from '../../../model/trees.ts';
import { useDefined } from '../../app/use-defined.ts';
import { useResults } from '../results-context.ts';

export interface FacetFieldsetProps {
  facet: Facet;
  maxGroups: Readonly<Record<string, number>>;
  onToggle: (facetName: string, label: string) => void;
  onMore: (facetName: string) => void;
}

/** Release-date buckets read 'year - year+4' (seed 000 §9); other labels are shown as sent. */
function bucketLabel(facet: Facet, label: string): string {
  return facetDefinitionFromFacet(facet).kind === 'release_date' ? releaseDateBinLabel(label) : label;
}

/** One facet: its buckets as checkboxes with counts, and 'More...' for ten more. */
export function FacetFieldset({ facet, maxGroups, onToggle, onMore }: FacetFieldsetProps) {
  const { store } = useResults();
  const { buckets, hasMore } = visibleBuckets(facet, maxGroupsFor(maxGroups, facet.name));
  // only where a tree browser can show it (the app's Browse Annotations tab, or one on the page)
  const treeBrowser = useDefined('pdb-tree-browser');
  // buckets naming a tree's nodes (Taxonomy, Enzyme Classification) open Browse Annotations there
  const treeId = treeBrowser ? treeOfFacet(facet.attribute)?.id : undefined;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  /** How many buckets showed when 'More...' was pressed by a focused button, until they grow. */
  const revealedFrom = useRef<number | null>(null);

  // 'More...' that reveals the last buckets goes away, dropping focus onto the page's body:
  // keyboard users continue from the first bucket it revealed instead.
  useEffect(() => {
    const from = revealedFrom.current;
    if (from === null || buckets.length <= from) return;
    revealedFrom.current = null;
    if (hasMore) return;
    fieldset.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[from]?.focus();
  }, [buckets.length, hasMore]);

  if (facet.buckets.length === 0) return null;
  return (
    <fieldset className="facet" data-facet={facet.name} ref={fieldset}>
      <legend className="facet-name">{facet.name}</legend>
      <ul className="facet-buckets">
        {buckets.map((bucket) => (
          <li key={bucket.label}>
            <label className="facet-bucket">
              <input
                type="checkbox"
                checked={bucket.checked === true}
                onChange={() => onToggle(facet.name, bucket.label)}
              />
              <span className="facet-label">{bucketLabel(facet, bucket.label)}</span>
              <span className="facet-count">{formatCount(bucket.population)}</span>
            </label>
            {treeId ? (
              <button
                type="button"
                className="link-button facet-tree-link"
                aria-label={`Show in tree: ${bucket.label}`}
                onClick={() => store.actions.showInTree(treeId, bucket.label)}
              >
                Show in tree
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          className="link-button facet-more"
          aria-label={`${LABELS.more} ${facet.name}`}
          onClick={(e) => {
            revealedFrom.current = e.currentTarget.matches(':focus') ? buckets.length : null;
            onMore(facet.name);
          }}
        >
          {LABELS.more}
        </button>
      ) : null}
    </fieldset>
  );
}
