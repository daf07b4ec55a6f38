// Browse Annotations from the public Search API and Data API alone (issue 34, browser-direct
// mode): the client's tree, treeMenu and treeSelect calls answered as our server's /search/tree,
// /search/tree-menu and /search/tree-select answer them. A facet on a lineage's depth alone gives
// wrong trees (an entry with several organisms puts other kingdoms under Eukaryota, and a name can
// tie between two nodes), so a node's children are the candidates of a facet on the lineage's ids
// under the node, each confirmed from one entry's lineage read through GraphQL (kept for the
// session); counts come from the facet. The tree search asks the public suggester.

import { LIMITS } from '../../../model/constants/limits.ts';
import { TREE_MESSAGES, treeTextRefusal } from '../../../model/tree-messages.ts';
import { TREE_MENU_ITEMS } from '../../../model/trees.ts';
import type { SuggestionItem } from '../../../model/types/records.ts';
import type { TreeNode } from '../../../model/types/results.ts';
import type { ArchiveClient } from '../../archive-client.ts';
import type { ClientResult } from '../../http.ts';
import type { ApiTransport } from '../api-transport.ts';
import { LineageKnowledge } from './lineage-knowledge.ts';
import { learnLineages } from './lineage-reads.ts';
import {
  candidatesOf,
  childrenRequest,
  lookupRequest,
  namedRequest,
  nodeAnswer,
  type Candidate,
  type CountsResponse,
} from './node-search.ts';
import { DIRECT_TREE_IDS, treeSource, type TreeSource } from './tree-sources.ts';
import { byCountThenName, splicedPath, withChildren, type NodeWithChildren } from './tree-shapes.ts';
import { searchCall, suggestCall } from '../public-api-calls.ts';

export interface DirectTreesApis {
  /** The Search API ('https://search.rcsb.org' or a server speaking it). */
  search: ApiTransport;
  /** The Data API ('https://data.rcsb.org' or a server speaking it). */
  data: ApiTransport;
}

export type DirectTrees = Required<Pick<ArchiveClient, 'tree' | 'treeMenu' | 'treeSelect'>>;

type Failure = Extract<ClientResult<never>, { ok: false }>;
const failure = (status: number, message: string): Failure => ({ ok: false, status, message });

interface SuggestAnswer {
  suggestions?: Record<string, Array<{ text?: string }>>;
}

/** The suggester's default highlight tags, around the typed text. */
const stripHighlight = (text: string): string => text.replace(/<\/?em>/g, '');

function readText(raw: string, what: 'node id' | 'tree search text'): Failure | undefined {
  const refusal = treeTextRefusal(raw, what);
  return refusal ? failure(400, refusal) : undefined;
}

/** The tree's source, or the 404 that says why the APIs cannot give it. */
function sourceOf(treeId: string): TreeSource | Failure {
  const answer = treeSource(treeId);
  if (!answer) return failure(404, TREE_MESSAGES.unknownTree(treeId, DIRECT_TREE_IDS));
  if (!answer.ok) return failure(404, TREE_MESSAGES.notFromApis(answer.label, answer.reason));
  return answer.source;
}

export function createDirectTrees(apis: DirectTreesApis): DirectTrees {
  const knowledge = new Map<string, LineageKnowledge>();
  const knowledgeOf = (source: TreeSource): LineageKnowledge => {
    let known = knowledge.get(source.descriptor.id);
    if (!known)
      knowledge.set(source.descriptor.id, (known = new LineageKnowledge(source.root.id, source.parentsAbove)));
    return known;
  };

  async function search(request: object, signal?: AbortSignal): Promise<ClientResult<CountsResponse>> {
    const answer = await apis.search.send<CountsResponse | null>(searchCall(request), signal);
    // the Search API answers a query without hits with 204 and no body
    return answer.ok ? { ...answer, value: answer.value ?? { total_count: 0 } } : answer;
  }

  /** Reads the lineages of the candidates still in doubt, each through the entries holding it. */
  function confirm(source: TreeSource, candidates: readonly Candidate[], signal?: AbortSignal) {
    const known = knowledgeOf(source);
    const hits = candidates.filter((c) => known.needsRecords(c.id)).flatMap((c) => c.hits);
    return learnLineages(apis.data, source, known, hits, signal);
  }

  /** Makes sure the node's depth is known (from one of its entries' lineages); false when no entry has it. */
  async function locate(source: TreeSource, nodeId: string, signal?: AbortSignal): Promise<ClientResult<boolean>> {
    const known = knowledgeOf(source);
    if (known.depth(nodeId) !== undefined) return { ok: true, status: 200, value: true };
    const answer = await search(lookupRequest(source, nodeId), signal);
    if (!answer.ok) return answer;
    const node = nodeAnswer(answer.value);
    if (node.allEntries === 0) return { ok: true, status: 200, value: false };
    const learnt = await learnLineages(apis.data, source, known, node.hits, signal);
    return learnt.ok ? { ...learnt, value: known.has(nodeId) } : learnt;
  }

  /** A located node with its children, confirmed, counted and in the server's order. */
  async function nodeWithChildren(
    source: TreeSource,
    nodeId: string,
    signal?: AbortSignal,
  ): Promise<ClientResult<NodeWithChildren>> {
    const known = knowledgeOf(source);
    const depth = known.depth(nodeId)!;
    const answer = await search(childrenRequest(source, nodeId, depth), signal);
    if (!answer.ok) return answer;
    const node = nodeAnswer(answer.value);
    const confirmed = await confirm(source, [...node.children, ...node.grandchildren], signal);
    if (!confirmed.ok) return confirmed;
    const children = node.children
      .filter((child) => known.isChildOf(child.id, nodeId))
      .map((child) => ({
        id: child.id,
        name: known.name(child.id)!,
        entries: child.entries,
        allEntries: child.allEntries,
        hasChildren: node.grandchildren.some((grandchild) => known.isChildOf(grandchild.id, child.id)),
      }))
      .sort(byCountThenName);
    const name = nodeId === source.root.id ? source.root.name : known.name(nodeId)!;
    const value = { id: nodeId, name, depth, entries: node.entries, allEntries: node.allEntries, children };
    return { ok: true, status: 200, value: { ...value, hasChildren: children.length > 0 } };
  }

  /** The node a tree-select key names: its id, else its exact name (the one with most entries). */
  async function find(
    source: TreeSource,
    key: string,
    signal?: AbortSignal,
  ): Promise<ClientResult<string | undefined>> {
    const folded = key.trim().toLowerCase();
    if (key === source.root.id || folded === source.root.name.toLowerCase())
      return { ok: true, status: 200, value: source.root.id };
    const byId = await locate(source, key, signal);
    if (!byId.ok) return byId;
    if (byId.value) return { ok: true, status: 200, value: key };
    const answer = await search(namedRequest(source, key), signal);
    if (!answer.ok) return answer;
    const named = candidatesOf(answer.value, 'named');
    const confirmed = await confirm(source, named, signal);
    if (!confirmed.ok) return confirmed;
    const known = knowledgeOf(source);
    const best = named
      .filter((c) => known.name(c.id)?.toLowerCase() === folded)
      .reduce<Candidate | undefined>((a, c) => (a && a.allEntries >= c.allEntries ? a : c), undefined);
    return { ok: true, status: 200, value: best?.id };
  }

  return {
    async tree(treeId: string, nodeId: string, signal?: AbortSignal): Promise<ClientResult<TreeNode>> {
      const source = sourceOf(treeId);
      if ('ok' in source) return source;
      const refused = readText(nodeId, 'node id');
      if (refused) return refused;
      const id = nodeId === 'root' ? source.root.id : nodeId;
      const located = await locate(source, id, signal);
      if (!located.ok) return located;
      if (!located.value) return failure(404, TREE_MESSAGES.noNode(treeId, nodeId));
      const node = await nodeWithChildren(source, id, signal);
      if (!node.ok) return node;
      return { ok: true, status: 200, value: withChildren(node.value, node.value.depth, 0, false) };
    },

    async treeMenu(treeId: string, text: string, signal?: AbortSignal): Promise<ClientResult<SuggestionItem[]>> {
      const source = sourceOf(treeId);
      if ('ok' in source) return source;
      const refused = readText(text, 'tree search text');
      if (refused) return refused;
      if (text.trim().length < LIMITS.treeSearchMinChars) return failure(400, TREE_MESSAGES.searchTooShort);
      const attribute = source.suggestAttribute;
      if (!attribute) return failure(404, TREE_MESSAGES.searchNotFromApis(source.descriptor.label));
      const request = {
        type: 'term',
        suggest: { text: text.trim(), completion: [{ attribute }], size: TREE_MENU_ITEMS },
        results_content_type: ['experimental', 'computational'],
      };
      const answer = await apis.search.send<SuggestAnswer>(suggestCall(request), signal);
      if (!answer.ok) return answer;
      // names only: the suggester has no ids or counts, and tree-select opens a node by its name
      const names = (answer.value.suggestions?.[attribute] ?? []).map((s) => stripHighlight(s.text ?? ''));
      const items = [...new Set(names)].filter((name) => name !== '').map((name) => ({ label: name, value: name }));
      return { ok: true, status: answer.status, value: items };
    },

    async treeSelect(treeId: string, key: string, signal?: AbortSignal): Promise<ClientResult<TreeNode>> {
      const source = sourceOf(treeId);
      if ('ok' in source) return source;
      const refused = readText(key, 'node id');
      if (refused) return refused;
      const found = await find(source, key, signal);
      if (!found.ok) return found;
      const path = found.value === undefined ? undefined : knowledgeOf(source).pathTo(found.value);
      if (!path) return failure(404, TREE_MESSAGES.noNode(treeId, key));
      const answers = await Promise.all(path.map((id) => nodeWithChildren(source, id, signal)));
      const nodes: NodeWithChildren[] = [];
      for (const answer of answers) {
        if (!answer.ok) return answer;
        nodes.push(answer.value);
      }
      return { ok: true, status: 200, value: splicedPath(nodes) };
    },
  };
}
