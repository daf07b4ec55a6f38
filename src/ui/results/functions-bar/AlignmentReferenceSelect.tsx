import { useId } from 'react';
import { ALIGNMENT_REFERENCES, LABELS } from '../../../model/constants.ts';
import { useResults, type AlignmentReference } from '../results-context.ts';

export function AlignmentReferenceSelect() {
  const { alignmentReference, setAlignmentReference } = useResults();
  const id = useId();
  return (
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
  );
}
