// Words and links of Browse Annotations, in one place so the component and its tests agree.

import { LIMITS } from '../../model/constants/limits.ts';
import { formatCount } from '../../model/paging.ts';
import type { TreeDescriptor } from '../../model/trees.ts';
import type { TreeNode } from '../../model/types.ts';

export const NOT_IN_ARCHIVE = 'not available in this archive';

/** The switcher's option for a tree: unavailable ones say so. */
export const treeOptionLabel = (tree: TreeDescriptor): string =>
  tree.available ? tree.label : `${tree.label} (${NOT_IN_ARCHIVE})`;

/** The count as shown beside a node (US grouping), or '' when the server sent none. */
export const nodeCount = (node: TreeNode): string => (typeof node.c === 'number' ? formatCount(node.c) : '');

/** The accessible name of a node's search button: 'Search entries under Homo sapiens (1,234)'. */
export function nodeSearchLabel(node: TreeNode): string {
  const count = nodeCount(node);
  return `Search entries under ${node.n}${count ? ` (${count})` : ''}`;
}

export const TREE_SEARCH_HINT = `Type ${LIMITS.treeSearchMinChars} or more characters to find a node.`;
export const TREE_KEYS_HINT =
  'Arrow keys move through the tree, Right and Left open and close a node, Enter or Space selects it, and Tab reaches its Search button.';
