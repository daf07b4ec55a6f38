// The attributes of <pdb-query-builder>, declared once (the table's form: src/store/attribute-table.ts).

import { attributeNames, stringProps } from '../../store/attribute-table.ts';

const BUILDER_ATTRIBUTES = {
  /**
   * alone: the results page Search sends the user to (?request=...)
   * @type {string}
   */
  'results-url': true,
  /**
   * alone: archive server for the metadata, suggestions and counts (default this page's origin)
   * @type {string}
   */
  'api-base': true,
} as const;

export const BUILDER_ATTRIBUTE_NAMES = attributeNames(BUILDER_ATTRIBUTES);

/** r2wc's props of <pdb-query-builder>: each reaches QueryBuilder as a string. */
export const BUILDER_PROPS = stringProps(BUILDER_ATTRIBUTE_NAMES);
