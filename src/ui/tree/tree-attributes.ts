// The attributes of <pdb-tree-browser>, declared once (the table's form: src/store/attribute-table.ts).

import { attributeNames, stringProps } from '../../store/attribute-table.ts';

const TREE_ATTRIBUTES = {
  /**
   * the tree shown first (outside pdb-search-app)
   * @type {'taxonomy' | 'ec' | 'go' | 'pfam' | 'scop2' | 'atc'}
   * @default taxonomy
   */
  tree: true,
  /**
   * set by pdb-search-app: the tree follows the page URL (/search/browse/{tree}) and the switcher writes it
   * @type {boolean}
   */
  'in-app': true,
} as const;

export const TREE_ATTRIBUTE_NAMES = attributeNames(TREE_ATTRIBUTES);

/** r2wc's props of <pdb-tree-browser>: each reaches TreeBrowser as a string. */
export const TREE_PROPS = stringProps(TREE_ATTRIBUTE_NAMES);
