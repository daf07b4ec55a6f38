import { useId } from 'react';
import { ALIGNMENT_REFERENCES, LABELS } from '../../../model/constants/labels.ts';
import { ALIGNMENT_VIEW_DOC, linkFor } from '../../../model/link-templates.ts';
import { saveText } from '../downloads/save-file.ts';
import { ALIGNMENT_FASTA_FILE, ALIGNMENT_FASTA_TYPE, alignmentFasta } from '../items/alignment-fasta.ts';
import { useResults, type AlignmentReference } from '../results-context.ts';
import { useResultsState } from '../use-results-state.ts';
import { displayItems, flatStructures } from '../views/display-items.ts';

/**
 * The tools of a protein sequence search's alignments: the Alignment Reference select, a FASTA
 * file of the alignments on this page (built in the browser, seed 001 §7) and the help page of
 * the alignment view.
 */
export function AlignmentTools() {
  const { alignmentReference, setAlignmentReference, root } = useResults();
  const snap = useResultsState();
  const id = useId();
  const items = snap.response
    ? flatStructures(displayItems(snap.response)).flatMap(({ item }) => (item ? [item] : []))
    : [];
  const fasta = () => alignmentFasta(items, alignmentReference);
  const hasAlignments = items.some((item) => (item.sequence_match ?? []).some((m) => m.query_aligned_seq));
  return (
    <div className="alignment-tools">
      <label className="field" htmlFor={id}>
        <span className="field-label">{LABELS.alignmentReference}</span>
        <select
          id={id}
          value={alignmentReference}
          onChange={(e) => setAlignmentReference(e.currentTarget.value as AlignmentReference)}
        >
          {ALIGNMENT_REFERENCES.map((reference) => (
            <option key={reference} value={reference}>
              {reference}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="pdb-button"
        disabled={!hasAlignments}
        onClick={() => saveText(fasta(), ALIGNMENT_FASTA_FILE, ALIGNMENT_FASTA_TYPE, root)}
      >
        {LABELS.downloadAlignments}
        <span className="pdb-visually-hidden"> of this page</span>
      </button>
      <a
        className="help-link"
        href={linkFor('docs', ALIGNMENT_VIEW_DOC, snap.config)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Help<span className="pdb-visually-hidden"> on the sequence alignment view (opens in a new tab)</span>
      </a>
    </div>
  );
}
