// The annotation tree endpoints of seed 001 §7: a node with its children, the tree
// search's menu, and a node with its path to splice into the tree. Tree ids are those of
// model/trees.ts; ATC, named by the search bar's Browse link, is not in this archive and says so.

import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../model/constants/limits.ts';
import { TREE_MESSAGES, treeTextRefusal } from '../../model/tree-messages.ts';
import { TREE_MENU_ITEMS, TREES, treeDescriptor } from '../../model/trees.ts';
import type { SuggestionItem } from '../../model/types/records.ts';
import type { TreeNode } from '../../model/types/results.ts';
import { ClientError } from '../errors.ts';
import type { EngineTrees } from '../engine/types.ts';
import type { RouteDeps } from './types.ts';

/** The store holding `treeId`, or the 404 that explains why there is none. */
async function servedTree(deps: RouteDeps, treeId: string): Promise<EngineTrees> {
  const store = deps.engine.trees;
  if (await store.has(treeId)) return store;
  const held = await Promise.all(TREES.map((tree) => store.has(tree.id)));
  const available = TREES.filter((_, at) => held[at]).map((tree) => tree.id);
  const known = treeDescriptor(treeId);
  throw new ClientError(
    404,
    known ? TREE_MESSAGES.notInArchive(known.label, available) : TREE_MESSAGES.unknownTree(treeId, available),
  );
}

function readText(raw: string, what: 'node id' | 'tree search text'): string {
  const refusal = treeTextRefusal(raw, what);
  if (refusal) throw new ClientError(400, refusal);
  return raw;
}

const noNode = (treeId: string, nodeId: string): ClientError =>
  new ClientError(404, TREE_MESSAGES.noNode(treeId, nodeId));

export async function registerTreesRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get<{ Params: { treeId: string; '*': string } }>('/search/tree/:treeId/*', async (request): Promise<TreeNode> => {
    const { treeId } = request.params;
    const nodeId = readText(request.params['*'], 'node id');
    const node = await (await servedTree(deps, treeId)).node(treeId, nodeId);
    if (!node) throw noNode(treeId, nodeId);
    return node;
  });

  app.get<{ Params: { treeId: string; '*': string } }>(
    '/search/tree-menu/:treeId/*',
    async (request): Promise<SuggestionItem[]> => {
      const { treeId } = request.params;
      const text = readText(request.params['*'], 'tree search text');
      const store = await servedTree(deps, treeId);
      if (text.trim().length < LIMITS.treeSearchMinChars) throw new ClientError(400, TREE_MESSAGES.searchTooShort);
      return store.menu(treeId, text, TREE_MENU_ITEMS);
    },
  );

  app.get<{ Params: { treeId: string; '*': string } }>(
    '/search/tree-select/:treeId/*',
    async (request): Promise<TreeNode> => {
      const { treeId } = request.params;
      const key = readText(request.params['*'], 'node id');
      const node = await (await servedTree(deps, treeId)).select(treeId, key);
      if (!node) throw noNode(treeId, key);
      return node;
    },
  );
}
