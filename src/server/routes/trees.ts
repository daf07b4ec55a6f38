// The annotation tree endpoints of seed 001 §7: a node with its children, the tree
// search's menu, and a node with its path to splice into the tree. Tree ids are those of
// model/trees.ts; ATC, named by the search bar's Browse link, is not in this archive and says so.

import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../model/constants/limits.ts';
import { hasControlCharacter } from '../../model/sanitize.ts';
import { TREES, treeDescriptor } from '../../model/trees.ts';
import type { SuggestionItem } from '../../model/types/records.ts';
import type { TreeNode } from '../../model/types/results.ts';
import { ClientError } from '../errors.ts';
import { quoteInput } from '../files/file-requests.ts';
import type { EngineTrees } from '../engine/types.ts';
import type { RouteDeps } from './types.ts';

/** Longest node id or tree search text read (the longest names are about 150 characters). */
const TREE_TEXT_MAX_LENGTH = 200;
const MENU_ITEMS = 20;

/** The store holding `treeId`, or the 404 that explains why there is none. */
function servedTree(deps: RouteDeps, treeId: string): EngineTrees {
  const store = deps.engine.trees;
  if (store.has(treeId)) return store;
  const available = TREES.filter((tree) => store.has(tree.id))
    .map((tree) => tree.id)
    .join(', ');
  const known = treeDescriptor(treeId);
  throw new ClientError(
    404,
    known
      ? `The ${known.label} tree is not available in this archive. Available trees: ${available}`
      : `Unknown tree ${quoteInput(treeId)}. Available trees: ${available}`,
  );
}

function readText(raw: string, what: string): string {
  if (raw.length === 0 || raw.length > TREE_TEXT_MAX_LENGTH || hasControlCharacter(raw)) {
    throw new ClientError(
      400,
      `The ${what} must be 1 to ${TREE_TEXT_MAX_LENGTH} characters without control characters`,
    );
  }
  return raw;
}

const noNode = (treeId: string, nodeId: string): ClientError =>
  new ClientError(404, `No node ${quoteInput(nodeId)} in the ${treeDescriptor(treeId)?.label ?? treeId} tree`);

export async function registerTreesRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get<{ Params: { treeId: string; '*': string } }>('/search/tree/:treeId/*', async (request): Promise<TreeNode> => {
    const { treeId } = request.params;
    const nodeId = readText(request.params['*'], 'node id');
    const node = servedTree(deps, treeId).node(treeId, nodeId);
    if (!node) throw noNode(treeId, nodeId);
    return node;
  });

  app.get<{ Params: { treeId: string; '*': string } }>(
    '/search/tree-menu/:treeId/*',
    async (request): Promise<SuggestionItem[]> => {
      const { treeId } = request.params;
      const text = readText(request.params['*'], 'tree search text');
      const store = servedTree(deps, treeId);
      if (text.trim().length < LIMITS.treeSearchMinChars)
        throw new ClientError(400, `The tree search needs more than ${LIMITS.treeSearchMinChars - 1} characters`);
      return store.menu(treeId, text, MENU_ITEMS);
    },
  );

  app.get<{ Params: { treeId: string; '*': string } }>(
    '/search/tree-select/:treeId/*',
    async (request): Promise<TreeNode> => {
      const { treeId } = request.params;
      const key = readText(request.params['*'], 'node id');
      const node = servedTree(deps, treeId).select(treeId, key);
      if (!node) throw noNode(treeId, key);
      return node;
    },
  );
}
