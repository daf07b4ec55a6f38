// What a view draws, from its request: the entries' files (each fetched once, through the store)
// and, for a pairwise alignment, the TM-align that lays the target chain on the query's (the
// server's, or the page's own in browser-direct mode).

import type { PairwiseAlignment } from '../../model/structure-alignment/pairwise.ts';
import { viewedStructures, type RoutedViewerRequest } from '../../model/viewer-request.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import type { ClientResult } from '../../store/deps.ts';
import type { ViewStructure } from './molstar/molstar-view.ts';
import { alignmentColour, paleColour, PAIRWISE_COLOURS } from './viewer-colours.ts';

export interface PreparedView {
  structures: ViewStructure[];
  /** A pairwise alignment's scores, pairs and text. */
  alignment?: PairwiseAlignment;
}

/** The entries' mmCIF texts, by entry id. */
async function entryFiles(store: SearchStore, entryIds: readonly string[], signal: AbortSignal) {
  const entries = [...new Set(entryIds)];
  const files = await Promise.all(entries.map((id) => store.actions.structureFile(id, signal)));
  const texts = new Map<string, string>();
  for (const [i, file] of files.entries()) {
    if (!file.ok) return file;
    texts.set(entries[i]!, file.value);
  }
  return { ok: true as const, value: texts, status: 200 };
}

async function pairwiseView(
  store: SearchStore,
  view: Extract<RoutedViewerRequest, { kind: 'pairwise' }>,
  signal: AbortSignal,
): Promise<PreparedView> {
  const { query, target } = view;
  const files = entryFiles(store, [query.entryId, target.entryId], signal);
  const texts: Promise<ClientResult<{ query: string; target: string }>> = files.then((f) =>
    f.ok ? { ...f, value: { query: f.value.get(query.entryId)!, target: f.value.get(target.entryId)! } } : f,
  );
  const [read, aligned] = await Promise.all([texts, store.actions.pairwiseAlignment(query, target, texts, signal)]);
  if (!read.ok) throw new Error(read.message);
  if (!aligned.ok) throw new Error(aligned.message);
  const alignment = aligned.value;
  const chain = (i: 0 | 1, asymId: string, residues: number[]) => ({
    color: PAIRWISE_COLOURS[i],
    chain: { asymId, aligned: { residues, paleColor: paleColour(PAIRWISE_COLOURS[i]) } },
  });
  return {
    alignment,
    structures: [
      {
        cif: read.value.query,
        label: `${query.entryId}.${query.asymId}`,
        ...chain(
          0,
          query.asymId,
          alignment.pairs.map((p) => p.query),
        ),
      },
      {
        cif: read.value.target,
        label: `${target.entryId}.${target.asymId}`,
        matrix: alignment.matrix,
        ...chain(
          1,
          target.asymId,
          alignment.pairs.map((p) => p.target),
        ),
      },
    ],
  };
}

/** The structures (and alignment) the view draws; rejects saying why a file or the alignment could not be had. */
export async function prepareView(
  store: SearchStore,
  view: RoutedViewerRequest,
  signal: AbortSignal,
): Promise<PreparedView> {
  if (view.kind === 'pairwise') return pairwiseView(store, view, signal);
  const structures = viewedStructures(view);
  const files = await entryFiles(
    store,
    structures.map((s) => s.entryId),
    signal,
  );
  if (!files.ok) throw new Error(files.message);
  const aligned = structures.length > 1;
  return {
    structures: structures.map((s, i): ViewStructure => ({
      cif: files.value.get(s.entryId)!,
      label: s.label,
      ...(s.assemblyId ? { assemblyId: s.assemblyId } : {}),
      ...(s.matrix ? { matrix: s.matrix } : {}),
      residues: s.residues.map((r) => ({ asymId: r.label_asym_id, seqId: r.label_seq_id })),
      ...(aligned ? { color: alignmentColour(i) } : {}),
      // 'Explore in 3D' of one chain: that chain alone
      ...(view.kind === 'structure' && view.asymId ? { chain: { asymId: view.asymId } } : {}),
      // superposed residues sit on the query's: one label each is enough (and costs a second)
      ...(i > 0 ? { labelResidues: false } : {}),
    })),
  };
}
