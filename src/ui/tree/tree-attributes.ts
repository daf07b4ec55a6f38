// The attributes of <pdb-tree-browser>, declared once (the table's form: src/store/attribute-table.ts).
// Each reaches TreeBrowser as a string, so the table is r2wc's props option, keyed by the props.

import { propAttributeNames } from '../../store/attribute-table.ts';

/** r2wc's props of <pdb-tree-browser>; the attribute of each is what r2wc observes for it (attributeName). */
export const TREE_PROPS = {
  /**
   * the tree shown first (outside pdb-search-app)
   * @type {'taxonomy' | 'ec' | 'go' | 'pfam' | 'scop2' | 'atc'}
   * @default taxonomy
   */
  tree: 'string',
  /**
   * set by pdb-search-app: the tree follows the page URL (/search/browse/{tree}) and the switcher writes it
   * @type {boolean}
   */
  inApp: 'string',
} as const;

export const TREE_ATTRIBUTE_NAMES = propAttributeNames(TREE_PROPS);
