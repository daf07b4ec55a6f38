import type { QueryNode, SearchRequest } from '../../../model/types.ts';

function sequenceTypes(node: QueryNode | undefined): string[] {
  if (!node) return [];
  if (node.type === 'group') return node.nodes.flatMap(sequenceTypes);
  return node.service === 'sequence' ? [node.parameters.sequence_type ?? 'protein'] : [];
}

/**
 * The Alignment Reference select shows for sequence queries returning polymer entities in the
 * default (Summary) view, and only for protein queries: the seed offers alignments only when
 * both sides are protein chains (the match side is checked per item).
 */
export function offersAlignmentReference(request: SearchRequest | null, defaultView: boolean): boolean {
  if (!request || !defaultView || request.return_type !== 'polymer_entity') return false;
  return sequenceTypes(request.query).includes('protein');
}
