// The attributes of <pdb-query-builder>, declared once (the table's form: src/store/attribute-table.ts).
// Each reaches QueryBuilder as a string, so the table is r2wc's props option, keyed by the props.

import { propAttributeNames } from '../../store/attribute-table.ts';

/** r2wc's props of <pdb-query-builder>; the attribute of each is what r2wc observes for it (attributeName). */
export const BUILDER_PROPS = {
  /**
   * alone: the results page Search sends the user to (?request=...)
   * @type {string}
   */
  resultsUrl: 'string',
  /**
   * alone: archive server for the metadata, suggestions and counts (default this page's origin)
   * @type {string}
   */
  apiBase: 'string',
} as const;

export const BUILDER_ATTRIBUTE_NAMES = propAttributeNames(BUILDER_PROPS);
