import { useId } from 'react';
import type { BatchRange } from './batches.ts';

export interface BatchPanelProps {
  title: string;
  intro: string;
  ranges: readonly BatchRange[];
  /** Indexes already clicked: highlighted so the user sees what is done. */
  clicked: readonly number[];
  busy?: boolean;
  onPick: (range: BatchRange) => void;
  onClose: () => void;
}

/** A list of range links for a download too large for one file; clicked ranges stay highlighted. */
export function BatchPanel({ title, intro, ranges, clicked, busy = false, onPick, onClose }: BatchPanelProps) {
  const headingId = useId();
  return (
    <section className="batch-panel" aria-labelledby={headingId}>
      <div className="batch-head">
        <h3 id={headingId} className="batch-title">
          {title}
        </h3>
        <button type="button" className="pdb-button" data-variant="link" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="batch-intro">{intro}</p>
      <ul className="batch-links">
        {ranges.map((range) => {
          const done = clicked.includes(range.index);
          return (
            <li key={range.index}>
              <button
                type="button"
                className={done ? 'batch-link clicked' : 'batch-link'}
                data-batch={range.index}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onPick(range);
                }}
              >
                {range.label}
                {done ? <span className="pdb-visually-hidden"> (downloaded)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
