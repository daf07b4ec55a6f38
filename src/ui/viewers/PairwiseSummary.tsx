// What a pairwise structure alignment measured, beside its 3D view: TM-scores, RMSD, aligned
// length and sequence identity, and the residue alignment as text (TM-align's three lines, ':' a
// pair closer than 5 Å, '.' another aligned pair), scrolled sideways as one block.

import type { PairwiseAlignment } from '../../model/structure-alignment/pairwise.ts';

const fixed = (value: number, digits: number) => Number(value.toFixed(digits)).toString();

export function PairwiseSummary({
  alignment,
  names,
}: {
  alignment: PairwiseAlignment;
  names: { query: string; target: string };
}) {
  const width = Math.max(names.query.length, names.target.length) + 1;
  const line = (label: string, text: string) => `${label.padEnd(width)}${text}`;
  return (
    <div className="pdb-viewer-alignment">
      <dl className="pdb-viewer-scores">
        <div>
          <dt>TM-score</dt>
          <dd>
            {fixed(alignment.tmScore, 4)} <span className="pdb-viewer-note">(normalised by {names.query})</span>
          </dd>
        </div>
        <div>
          <dt>TM-score</dt>
          <dd>
            {fixed(alignment.tmScoreTarget, 4)} <span className="pdb-viewer-note">(normalised by {names.target})</span>
          </dd>
        </div>
        <div>
          <dt>RMSD</dt>
          <dd>{fixed(alignment.rmsd, 2)} Å</dd>
        </div>
        <div>
          <dt>Aligned residues</dt>
          <dd>{alignment.alignedLength}</dd>
        </div>
        <div>
          <dt>Sequence identity</dt>
          <dd>{fixed(alignment.sequenceIdentity * 100, 1)} %</dd>
        </div>
      </dl>
      <pre className="pdb-viewer-residues" tabIndex={0} role="region" aria-label="Residue alignment">
        {[
          line(names.query, alignment.text.query),
          line('', alignment.text.markers),
          line(names.target, alignment.text.target),
        ].join('\n')}
      </pre>
    </div>
  );
}
