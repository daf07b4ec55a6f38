// The `strucmotif` service: structures holding a given arrangement of residues (structure motif
// search, after RCSB strucmotif-search). The motif comes from an archive entry or from a file by
// URL (or Base64 data); candidates come from the residue-pair index built at ingest
// (index-build.ts) and are kept when their superposition onto the motif is within the RMSD
// cutoff. Hits are assemblies (the first holding all matched chains under one operator); for
// other return types the service answers at that type directly so match contexts travel with
// them: entries, or the polymer instances / entities of the matched chains. Each row scores
// 1 / (1 + best RMSD) and lists its matches best first (at most MAX_MATCHES_PER_ROW), each with
// residue_ids, residue_types, score (the RMSD) and the 4×4 transformation onto the motif.

import { MESSAGE_TEMPLATES } from '../../../model/constants/messages.ts';
import { checkResidueCount } from '../../../model/validation/strucmotif-fields.ts';
import type { ResidueId, StrucmotifMatchContext } from '../../../model/types.ts';
import type { DocType } from '../../doc-types.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import type { ExternalService, ServiceHits } from '../../query/evaluate.ts';
import { QueryError } from '../../query/query-error.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { structureFromFile, structureFromUrl, type StructureFetcher } from '../coordinates/file-source.ts';
import { StructureStore } from '../coordinates/store.ts';
import { StrucmotifIndexReader } from './index-reader.ts';
import { motifPairs, resolveMotif, wholeStructureIds } from './motif.ts';
import {
  describeResidue,
  readStrucmotifRequest,
  residueKey,
  type MotifReference,
  type StrucmotifRequest,
} from './parameters.ts';
import { MotifSearcher, type MotifHit } from './search.ts';

export const MAX_MATCHES_PER_ROW = 10;

export interface StrucmotifServiceOptions {
  fetchStructure?: StructureFetcher;
  /** Shared with other structure services to decode each entry once. */
  store?: StructureStore;
}

const invalid = (detail: string) => new QueryError(MESSAGE_TEMPLATES.strucmotif(detail));

export function matchContext(hit: MotifHit): StrucmotifMatchContext {
  return {
    residue_ids: hit.residues.map((r) => ({
      label_asym_id: r.asymId,
      label_seq_id: r.seqId,
      struct_oper_id: r.operId,
    })),
    residue_types: hit.residues.map((r) => r.compId),
    score: hit.rmsd,
    transformation: hit.transformation,
  };
}

export class StrucmotifService implements ExternalService {
  readonly store: StructureStore;
  private readonly reader: StrucmotifIndexReader;
  private readonly searcher: MotifSearcher;
  private readonly rows = new Map<string, number | null>();

  constructor(
    private readonly index: ArchiveIndex,
    private readonly options: StrucmotifServiceOptions = {},
  ) {
    this.store = options.store ?? new StructureStore(index);
    this.reader = new StrucmotifIndexReader(index.db);
    this.searcher = new MotifSearcher(this.reader, this.store);
  }

  private async queryStructure(reference: MotifReference): Promise<EntryStructure> {
    if (reference.kind === 'url') return structureFromUrl(reference.url, this.options.fetchStructure);
    if (reference.kind === 'file') return structureFromFile(reference.bytes, 'upload');
    const structure = this.store.get(reference.entryId);
    if (!structure) throw invalid(MESSAGE_TEMPLATES.noDataForEntry(reference.entryId));
    return structure;
  }

  private motifResidueIds(request: StrucmotifRequest, structure: EntryStructure): Required<ResidueId>[] {
    if (request.residueIds) return request.residueIds;
    // a file holding just the motif
    const ids = wholeStructureIds(structure);
    const count = checkResidueCount(ids.length);
    if (count) throw new QueryError(count.message);
    for (const key of request.exchanges.keys()) {
      if (!ids.some((id) => residueKey(id) === key)) {
        const [asym, seq, oper] = key.split('|');
        throw invalid(
          `The exchange for residue ${describeResidue({ label_asym_id: asym!, label_seq_id: Number(seq), struct_oper_id: oper! })} names a residue that is not part of the motif.`,
        );
      }
    }
    return ids;
  }

  /** The hits of a request, best first. */
  async hits(parameters: unknown): Promise<MotifHit[]> {
    const request = readStrucmotifRequest(parameters);
    if (!this.reader.available)
      throw new QueryError(
        'The structure motif index is missing from this archive; ingest it again to search by motif',
      );
    const structure = await this.queryStructure(request.reference);
    const motif = resolveMotif(structure, this.motifResidueIds(request, structure), request.exchanges);
    const pairs = motifPairs(motif, request.pruning);
    const hits = this.searcher.search(motif, pairs, {
      rmsdCutoff: request.rmsdCutoff,
      scheme: request.scheme,
      tolerances: request.tolerances,
      acceptEntry: (id) => (!request.allowed || request.allowed.has(id)) && !request.excluded?.has(id),
    });
    return request.limit !== undefined ? hits.slice(0, request.limit) : hits;
  }

  private rowOf(type: DocType, id: string): number | undefined {
    const key = `${type}:${id}`;
    let row = this.rows.get(key);
    if (row === undefined) {
      row = this.index.rowOf(type, id) ?? null;
      this.rows.set(key, row);
    }
    return row ?? undefined;
  }

  /** The rows a hit stands for at the requested granularity. */
  private targets(hit: MotifHit, returnType: DocType): number[] {
    const rows = (type: DocType, ids: string[]) => [...new Set(ids)].flatMap((id) => this.rowOf(type, id) ?? []);
    switch (returnType) {
      case 'assembly':
        return hit.assemblyId === undefined ? [] : rows('assembly', [`${hit.entryId}-${hit.assemblyId}`]);
      case 'polymer_instance':
        return rows(
          'polymer_instance',
          hit.residues.map((r) => `${hit.entryId}.${r.asymId}`),
        );
      case 'polymer_entity':
        return rows(
          'polymer_entity',
          hit.residues.map((r) => `${hit.entryId}_${r.entityId}`),
        );
      default:
        return rows('entry', [hit.entryId]);
    }
  }

  async evaluate(parameters: unknown, context: { returnType: DocType }): Promise<ServiceHits> {
    const hits = await this.hits(parameters);
    const byRow = new Map<number, MotifHit[]>();
    for (const hit of hits) {
      for (const row of this.targets(hit, context.returnType)) {
        const list = byRow.get(row) ?? [];
        list.push(hit);
        byRow.set(row, list);
      }
    }
    // hits arrive best first, so each row's list is too
    return {
      rows: [...byRow].map(([row, list]): [number, number] => [row, 1 / (1 + list[0]!.rmsd)]),
      contexts: new Map([...byRow].map(([row, list]) => [row, list.slice(0, MAX_MATCHES_PER_ROW).map(matchContext)])),
    };
  }
}
