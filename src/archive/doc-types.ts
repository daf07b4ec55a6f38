// The kinds of document the archive holds. Defined in the model (src/model/doc-types.ts), which
// the result shaping shares with the browser; the archive names them from here.

export { DOC_TYPES, type DocType } from '../model/doc-types.ts';
