// A count of results named by their return type. Apart from paging.ts, whose pager arithmetic the
// lone search bar's modules read without the app's full label tables (constants/labels.ts).

import type { ReturnType } from './types.ts';
import { RETURN_TYPE_LABELS, RETURN_TYPE_LABELS_ONE } from './constants/labels.ts';
import { countOf } from './paging.ts';

/** '1 Structure', '12 Structures': a count of results of a return type. */
export function resultCount(n: number, returnType: ReturnType | string): string {
  const type = returnType as ReturnType;
  return countOf(n, RETURN_TYPE_LABELS_ONE[type] ?? returnType, RETURN_TYPE_LABELS[type] ?? returnType);
}
