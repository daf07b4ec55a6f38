// The attributes of <pdb-query-history>, declared once (the table's form: src/store/attribute-table.ts).
// Each reaches QueryHistory as a string, so the table is r2wc's props option, keyed by the props.

import { propAttributeNames } from '../../store/attribute-table.ts';

/** r2wc's props of <pdb-query-history>; the attribute of each is what r2wc observes for it (attributeName). */
export const HISTORY_PROPS = {
  /**
   * set by pdb-search-app: 'MyPDB Login' opens the app's MyPDB tab
   * @type {boolean}
   */
  inApp: 'string',
  /**
   * where 'MyPDB Login' goes otherwise (default {link-base}/search/mypdb/login)
   * @type {string}
   */
  loginUrl: 'string',
} as const;

export const HISTORY_ATTRIBUTE_NAMES = propAttributeNames(HISTORY_PROPS);
