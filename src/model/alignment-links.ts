// Links from structure results to the site's 3D views (seed 001 §2 routes):
//   /3d-view?loadPdbIds={json list}   "Motif alignment in 3D": the query motif and a hit, the hit
//                                     moved onto the query by its match's transformation;
//   /alignment?request-body={json}    "3D pairwise alignment (tm-align)" of the query chain and a
//                                     matching chain (offered only when both are protein chains).
// Both need the query to name an archive entry: a structure from a file has nothing to link to.

import { joinUrl } from './identifiers.ts';
import { encodeAlignmentRequest, encodeLoadPdbIds, motifViewStructures, type ChainRef } from './viewer-request.ts';
import type {
  QueryNode,
  ResidueId,
  SearchRequest,
  StrucmotifMatch,
  StrucmotifParameters,
  StructureParameters,
  TerminalNode,
} from './types.ts';

export interface MotifQuery {
  entryId: string;
  residues: ResidueId[];
}

function terminals(node: QueryNode | undefined): TerminalNode[] {
  if (!node) return [];
  return node.type === 'terminal' ? [node] : node.nodes.flatMap(terminals);
}

/** The entry chain of the request's first structure similarity terminal, when it names one. */
export function structureQueryChain(request: SearchRequest | null): ChainRef | undefined {
  for (const terminal of terminals(request?.query)) {
    if (terminal.service !== 'structure') continue;
    const value = (terminal.parameters as StructureParameters).value;
    if ('entry_id' in value && 'asym_id' in value) return { entryId: value.entry_id, asymId: value.asym_id };
  }
  return undefined;
}

/** The entry motif of the request's first structure motif terminal, when it names one. */
export function strucmotifQuery(request: SearchRequest | null): MotifQuery | undefined {
  for (const terminal of terminals(request?.query)) {
    if (terminal.service !== 'strucmotif') continue;
    const value = (terminal.parameters as StrucmotifParameters).value;
    if ('entry_id' in value && value.residue_ids.length > 0)
      return { entryId: value.entry_id, residues: value.residue_ids };
  }
  return undefined;
}

/** "ENTRY.ASYM" (a polymer instance identifier) as a chain. */
export function chainOfInstance(identifier: string): ChainRef | undefined {
  const dot = identifier.indexOf('.');
  return dot > 0 && dot < identifier.length - 1
    ? { entryId: identifier.slice(0, dot), asymId: identifier.slice(dot + 1) }
    : undefined;
}

/** The site's pairwise structure alignment of two chains with TM-align. */
export function pairwiseAlignmentLink(query: ChainRef, match: ChainRef, baseUrl: string): string {
  return joinUrl(baseUrl, `/alignment?request-body=${encodeURIComponent(encodeAlignmentRequest(query, match))}`);
}

/** The site's 3D view of the query motif with one hit superposed on it. */
export function motifAlignmentLink(
  query: MotifQuery,
  hit: { identifier: string; entryId: string; match: StrucmotifMatch },
  baseUrl: string,
): string {
  const structures = encodeLoadPdbIds(motifViewStructures(query, hit));
  return joinUrl(baseUrl, `/3d-view?loadPdbIds=${encodeURIComponent(structures)}`);
}
