import { useState } from 'react';
import { LABELS } from '../../../model/constants/labels.ts';
import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { chainIdsView } from './item-text.ts';

/** Chain ids collapsed to 5, with 'More (n)' / 'Less' when there are more than 8 (seed 001 §4). */
export function ChainIds({ chains, label = 'Chains' }: { chains: readonly string[]; label?: string }) {
  const [expanded, setExpanded] = useState(false);
  const view = chainIdsView(chains, expanded);
  if (chains.length === 0) return null;
  return (
    <div className="item-row chain-ids">
      <span className="item-label">{label}:</span> <span className="chain-list">{view.shown.join(', ')}</span>
      {view.toggle ? (
        <button
          type="button"
          className="link-button chain-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? LABELS.less : MESSAGE_TEMPLATES.moreChains(view.hidden)}
        </button>
      ) : null}
    </div>
  );
}
