import { useEffect, useState } from 'react';
import {
  chainOfInstance,
  motifAlignmentLink,
  pairwiseAlignmentLink,
  strucmotifQuery,
  structureQueryChain,
} from '../../../model/alignment-links.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import type { StructureResultItem } from '../../../model/types.ts';
import { useResults } from '../results-context.ts';
import { useResultsState } from '../use-results-state.ts';
import { alignmentLines } from './alignment-lines.ts';
import { motifViewStructures, type ChainRef } from '../../../model/viewer-request.ts';
import { ViewLink } from '../../viewers/ViewLink.tsx';
import { warmMolstar } from '../../viewers/load-viewer.ts';
import { Button } from '../../common/Button.tsx';
import { formatEvalue, identityPercent } from './item-text.ts';

const PROTEIN = 'Protein';

/** Whether a chain is a protein chain (undefined while the entry's chain types load or fail). */
function useIsProtein(chain: ChainRef | undefined): boolean | undefined {
  const { transfers } = useResults();
  const [isProtein, setIsProtein] = useState<boolean | undefined>(undefined);
  const entryId = chain?.entryId;
  const asymId = chain?.asymId;
  useEffect(() => {
    setIsProtein(undefined);
    if (!entryId || !asymId) return;
    let current = true;
    void transfers.fetchPolymerTypes(entryId).then((result) => {
      if (current && result.ok) setIsProtein(result.value[asymId] === PROTEIN);
    });
    return () => {
      current = false;
    };
  }, [transfers, entryId, asymId]);
  return isProtein;
}

/** "3D pairwise alignment (tm-align)" of the query chain and this chain: only when both are protein chains (seed 001 §5). */
function PairwiseAlignmentLink({ item }: { item: StructureResultItem }) {
  const { store } = useResults();
  const state = useResultsState();
  const query = structureQueryChain(state.request);
  const match = item.return_type === 'polymer_instance' ? chainOfInstance(item.identifier) : undefined;
  const bothKnown = query && match;
  const queryIsProtein = useIsProtein(bothKnown ? query : undefined);
  const matchIsProtein = useIsProtein(bothKnown ? match : undefined);
  if (!query || !match || !queryIsProtein || !matchIsProtein) return null;
  return (
    <ViewLink
      className="match-link"
      href={pairwiseAlignmentLink(query, match, state.config.linkBase)}
      newTab
      inPage={!state.config['3dUrl']}
      onIntent={() => warmMolstar(store)}
      onOpen={() => store.actions.openViewer({ kind: 'pairwise', query, target: match })}
    >
      {LABELS.pairwiseAlignment3d}
    </ViewLink>
  );
}

/** Why an item matched: sequence alignments, motif ranges, structure and motif scores. */
export function MatchFields({ item }: { item: StructureResultItem }) {
  const { alignmentReference, store } = useResults();
  const state = useResultsState();
  const motifQuery = strucmotifQuery(state.request);
  const sequence = item.sequence_match ?? [];
  const motifs = item.seqmotif_match ?? [];
  const structure = item.structure_match ?? [];
  const strucmotif = item.strucmotif_match ?? [];
  if (sequence.length + motifs.length + structure.length + strucmotif.length === 0) return null;

  return (
    <div className="match-fields">
      {sequence.map((match, index) => (
        <div className="sequence-match" key={`seq-${index}`}>
          <p className="item-row">
            <span className="item-label">Sequence Match:</span> Identity {identityPercent(match.sequence_identity)}%
            <span className="sep" aria-hidden="true">
              {' '}
              ·{' '}
            </span>
            E-value {formatEvalue(match.evalue)}
            {match.region ? (
              <>
                <span className="sep" aria-hidden="true">
                  {' '}
                  ·{' '}
                </span>
                Region {match.region}
              </>
            ) : null}
            {match.query_aligned_seq && match.subject_aligned_seq ? (
              <Button
                variant="link"
                className="match-link"
                onClick={() =>
                  store.actions.openViewer({
                    kind: 'sequence',
                    identifier: item.identifier,
                    match,
                    reference: alignmentReference,
                  })
                }
              >
                {LABELS.sequenceAlignmentView}
              </Button>
            ) : null}
          </p>
          {match.query_aligned_seq && match.subject_aligned_seq ? (
            <div
              className="alignment"
              role="group"
              aria-label={`Sequence alignment, ${alignmentReference.toLowerCase()} reference`}
              tabIndex={0}
            >
              {alignmentLines(match, alignmentReference).map((line, i) => (
                <div className="alignment-line" key={i}>
                  <span className="alignment-label">{line.label}</span>
                  <span className="alignment-pos">{line.from ?? ''}</span>
                  <code className="alignment-seq">{line.text}</code>
                  <span className="alignment-pos">{line.to ?? ''}</span>
                </div>
              ))}
            </div>
          ) : null}
        </div>
      ))}
      {motifs.length > 0 ? (
        <p className="item-row">
          <span className="item-label">Sequence Motif:</span> {motifs.map((m) => `${m.start} - ${m.end}`).join(', ')}
        </p>
      ) : null}
      {structure.map((match, index) => (
        <p className="item-row" key={`structure-${index}`}>
          <span className="item-label">Structure Match Score:</span> {Number(match.score.toFixed(3))}
          {index === 0 ? <PairwiseAlignmentLink item={item} /> : null}
        </p>
      ))}
      {strucmotif.map((match, index) => (
        <p className="item-row" key={`strucmotif-${index}`}>
          <span className="item-label">Structure Motif:</span>{' '}
          {match.residue_ids
            .map((r, i) =>
              `${match.residue_types[i] ?? ''} ${r.label_asym_id}${r.struct_oper_id && r.struct_oper_id !== '1' ? `(${r.struct_oper_id})` : ''}:${r.label_seq_id}`.trim(),
            )
            .join(', ')}
          <span className="sep" aria-hidden="true">
            {' '}
            ·{' '}
          </span>
          RMSD{'\u00a0'}
          {Number(match.score.toFixed(2))}
          {'\u00a0'}Å
          {motifQuery ? (
            <ViewLink
              className="match-link"
              href={motifAlignmentLink(
                motifQuery,
                { identifier: item.identifier, entryId: item.entryId, match },
                state.config.linkBase,
              )}
              newTab
              inPage={!state.config['3dUrl']}
              onIntent={() => warmMolstar(store)}
              onOpen={() =>
                store.actions.openViewer({
                  kind: 'motif',
                  structures: motifViewStructures(motifQuery, {
                    identifier: item.identifier,
                    entryId: item.entryId,
                    match,
                  }),
                })
              }
            >
              {LABELS.motifAlignment3d}
            </ViewLink>
          ) : null}
        </p>
      ))}
    </div>
  );
}
