// The attributes of <pdb-mypdb>, declared once (the table's form: src/store/attribute-table.ts).

import { attributeNames, stringProps } from '../../store/attribute-table.ts';

const MYPDB_ATTRIBUTES = {
  /**
   * set by pdb-search-app: the view follows the page URL (/search/mypdb/{view})
   * @type {boolean}
   */
  'in-app': true,
} as const;

export const MYPDB_ATTRIBUTE_NAMES = attributeNames(MYPDB_ATTRIBUTES);

/** r2wc's props of <pdb-mypdb>: each reaches MyPdb as a string. */
export const MYPDB_PROPS = stringProps(MYPDB_ATTRIBUTE_NAMES);
