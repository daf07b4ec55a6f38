// The attributes of <pdb-query-history>, declared once (the table's form: src/store/attribute-table.ts).

import { attributeNames, stringProps } from '../../store/attribute-table.ts';

const HISTORY_ATTRIBUTES = {
  /**
   * set by pdb-search-app: 'MyPDB Login' opens the app's MyPDB tab
   * @type {boolean}
   */
  'in-app': true,
  /**
   * where 'MyPDB Login' goes otherwise (default {link-base}/search/mypdb/login)
   * @type {string}
   */
  'login-url': true,
} as const;

export const HISTORY_ATTRIBUTE_NAMES = attributeNames(HISTORY_ATTRIBUTES);

/** r2wc's props of <pdb-query-history>: each reaches QueryHistory as a string. */
export const HISTORY_PROPS = stringProps(HISTORY_ATTRIBUTE_NAMES);
