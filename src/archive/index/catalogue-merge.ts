// An addition's catalogue merged into the stored one (docs/scale.md, "Additions in place"): the
// catalogue of the new documents alone, taken as a build takes it, joins the stored catalogue so
// that the result is what a build over all documents gives.

import { DOC_TYPE_CODES } from './schema.ts';
import { compareCodePoints, compareText, foldAscii } from './attribute-store/keys.ts';
import { MAX_EXAMPLES, MAX_LISTED_VALUES, type CatalogueAttribute } from './catalogue.ts';

/**
 * The stored catalogue with an addition's own (`added`, over the new documents only) merged in:
 * what buildAttributeCatalogue gives over all documents. Document counts add up (the documents
 * are new), ranges and document types join, and listed values merge as the first distinct values
 * in NOCASE order of both sides: a side lists all its values when it has at most 100, else its
 * first 10, and the first 10 (or all) of the union are among those. Returns the entries that
 * changed or are new.
 */
export function mergedCatalogue(stored: readonly CatalogueAttribute[], added: readonly CatalogueAttribute[]) {
  const before = new Map(stored.map((a) => [`${a.service}|${a.attribute}`, a]));
  return added.map((entry) => {
    const old = before.get(`${entry.service}|${entry.attribute}`);
    return old ? mergeEntry(old, entry) : entry;
  });
}

function mergeEntry(old: CatalogueAttribute, added: CatalogueAttribute): CatalogueAttribute {
  const out: CatalogueAttribute = {
    ...added,
    doc_types: [...new Set([...old.doc_types, ...added.doc_types])].sort(
      (a, b) => DOC_TYPE_CODES[a] - DOC_TYPE_CODES[b],
    ),
    doc_count: old.doc_count + added.doc_count,
  };
  delete out.values;
  delete out.examples;
  const listed = (a: CatalogueAttribute) => a.values ?? a.examples ?? [];
  if (listed(old).length + listed(added).length > 0) {
    const variants = new Map<string, string>();
    for (const value of [...listed(old), ...listed(added)]) {
      const key = foldAscii(value);
      const seen = variants.get(key);
      if (seen === undefined || compareText(value, seen) < 0) variants.set(key, value);
    }
    const union = [...variants.keys()].sort(compareCodePoints).map((k) => variants.get(k) as string);
    const complete = old.examples === undefined && added.examples === undefined;
    if (complete && union.length <= MAX_LISTED_VALUES) out.values = union;
    else out.examples = union.slice(0, MAX_EXAMPLES);
  }
  const least = (a: number | string | undefined, b: number | string | undefined) =>
    a === undefined ? b : b === undefined ? a : a < b ? a : b;
  const most = (a: number | string | undefined, b: number | string | undefined) =>
    a === undefined ? b : b === undefined ? a : a > b ? a : b;
  const min = least(old.min, added.min);
  const max = most(old.max, added.max);
  if (min !== undefined && max !== undefined) {
    out.min = min;
    out.max = max;
  }
  return out;
}
