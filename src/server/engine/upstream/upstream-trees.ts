// Browse Annotations in upstream mode: browser-direct mode's trees (lineage facets of the Search
// API, confirmed through GraphQL) behind the tree routes. A tree the APIs cannot give (GO) is not
// served, and the routes say so as for a tree the archive lacks.

import { createDirectTrees } from '../../../client/direct/trees/direct-trees.ts';
import { treeSource } from '../../../client/direct/trees/tree-sources.ts';
import type { EngineTrees } from '../types.ts';
import type { UpstreamApis } from './upstream-apis.ts';
import { upstreamValue, upstreamValueOrNone } from './upstream-answers.ts';
import { renewing } from './renewing.ts';

export function upstreamTrees({ search, data, clock }: UpstreamApis): EngineTrees {
  // the lineages confirmed so far are kept for a day (renewing.ts)
  const trees = renewing(() => createDirectTrees({ search, data }), clock);
  return {
    has: async (treeId) => treeSource(treeId)?.ok === true,
    node: async (treeId, nodeId) => upstreamValueOrNone(await trees().tree(treeId, nodeId)),
    // the route bounds the menu as browser-direct mode does (TREE_MENU_ITEMS)
    menu: async (treeId, text) => upstreamValue(await trees().treeMenu(treeId, text)),
    select: async (treeId, key) => upstreamValueOrNone(await trees().treeSelect(treeId, key)),
  };
}
