// Match fields of an item (seed 001 §3) from the Search API's verbose match contexts: what the
// sequence, motif and structure services say about where and how well an item matched.

import type {
  QueryNode,
  SearchApiResultItem,
  SequenceMatch,
  SeqmotifMatch,
  StructureMatch,
  StrucmotifMatch,
  StructureResultItem,
} from '../types.ts';
import { numberAt, objectAt, textAt, type JsonObject } from './json.ts';

/** Services whose hits carry match contexts worth a verbose answer. */
const MATCH_SERVICES = new Set(['sequence', 'seqmotif', 'structure', 'strucmotif']);

export function queryHasMatchServices(node: QueryNode | undefined, depth = 0): boolean {
  if (!node || depth > 64) return false;
  if (node.type === 'terminal') return MATCH_SERVICES.has(node.service);
  return node.nodes.some((child) => queryHasMatchServices(child, depth + 1));
}

type MatchFields = Pick<
  StructureResultItem,
  'sequence_match' | 'seqmotif_match' | 'structure_match' | 'strucmotif_match'
>;

function contexts(item: SearchApiResultItem, service: string): Array<{ context: JsonObject; score: number }> {
  return (item.services ?? [])
    .filter((s) => s.service_type === service)
    .flatMap((s) => s.nodes)
    .flatMap((node) =>
      (node.match_context ?? []).map((context) => ({ context: objectAt(context) ?? {}, score: node.original_score })),
    );
}

function sequenceMatch(context: JsonObject): SequenceMatch {
  const n = (key: string): number => numberAt(context[key]) ?? 0;
  const region = textAt(context.region);
  return {
    query_beg: n('query_beg'),
    query_end: n('query_end'),
    subject_beg: n('subject_beg'),
    subject_end: n('subject_end'),
    query_aligned_seq: textAt(context.query_aligned_seq) ?? '',
    subject_aligned_seq: textAt(context.subject_aligned_seq) ?? '',
    sequence_identity: n('sequence_identity'),
    evalue: n('evalue'),
    ...(region ? { region } : {}),
  };
}

/** Whatever the search reported; absent services add nothing. */
export function matchFields(item: SearchApiResultItem): MatchFields {
  const out: MatchFields = {};
  const sequence = contexts(item, 'sequence').map(({ context }) => sequenceMatch(context));
  if (sequence.length > 0) out.sequence_match = sequence;
  const seqmotif = contexts(item, 'seqmotif').map(({ context }): SeqmotifMatch => ({
    start: numberAt(context.start) ?? 0,
    end: numberAt(context.end) ?? 0,
  }));
  if (seqmotif.length > 0) out.seqmotif_match = seqmotif;
  const structure = contexts(item, 'structure').map(({ context, score }): StructureMatch => ({
    score: numberAt(context.tmscore) ?? score,
  }));
  if (structure.length > 0) out.structure_match = structure;
  const strucmotif = contexts(item, 'strucmotif').map(({ context, score }): StrucmotifMatch => ({
    residue_ids: Array.isArray(context.residue_ids) ? (context.residue_ids as StrucmotifMatch['residue_ids']) : [],
    residue_types: Array.isArray(context.residue_types) ? (context.residue_types as string[]) : [],
    score: numberAt(context.score) ?? score,
    ...(Array.isArray(context.transformation) ? { transformation: context.transformation as number[] } : {}),
  }));
  if (strucmotif.length > 0) out.strucmotif_match = strucmotif;
  return out;
}
