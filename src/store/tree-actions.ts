// The archive calls of Browse Annotations (seed 001 §7): a node with its children, the tree
// search's menu, and the root with the path to a node open. Answers come back as the client gives
// them; the tree browser keeps its own tree.

import type { SuggestionItem, TreeNode } from '../model/types.ts';
import type { ClientResult } from '../client/http.ts';
import type { ActionContext } from './action-context.ts';
import { unavailable } from './service-lookup-actions.ts';

export function createTreeActions({ deps }: ActionContext) {
  return {
    /** GET /search/tree/{treeId}/{nodeId|root}: a node with its children. */
    fetchTreeNode(treeId: string, nodeId: string, signal?: AbortSignal): Promise<ClientResult<TreeNode>> {
      const client = deps.client();
      return client.tree ? client.tree(treeId, nodeId, signal) : Promise.resolve(unavailable('trees'));
    },

    /** GET /search/tree-menu/{treeId}/{text}: the nodes the tree search box offers. */
    fetchTreeMenu(treeId: string, text: string, signal?: AbortSignal): Promise<ClientResult<SuggestionItem[]>> {
      const client = deps.client();
      return client.treeMenu ? client.treeMenu(treeId, text, signal) : Promise.resolve(unavailable('tree search'));
    },

    /** GET /search/tree-select/{treeId}/{node}: the root with the path to a node (id or exact name) open. */
    fetchTreeSelect(treeId: string, node: string, signal?: AbortSignal): Promise<ClientResult<TreeNode>> {
      const client = deps.client();
      return client.treeSelect ? client.treeSelect(treeId, node, signal) : Promise.resolve(unavailable('trees'));
    },
  };
}
