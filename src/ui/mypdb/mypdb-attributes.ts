// The attributes of <pdb-mypdb>, declared once (the table's form: src/store/attribute-table.ts).
// Each reaches MyPdb as a string, so the table is r2wc's props option, keyed by the props.

import { propAttributeNames } from '../../store/attribute-table.ts';

/** r2wc's props of <pdb-mypdb>; the attribute of each is what r2wc observes for it (attributeName). */
export const MYPDB_PROPS = {
  /**
   * set by pdb-search-app: the view follows the page URL (/search/mypdb/{view})
   * @type {boolean}
   */
  inApp: 'string',
} as const;

export const MYPDB_ATTRIBUTE_NAMES = propAttributeNames(MYPDB_PROPS);
