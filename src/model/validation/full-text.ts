// The query builder's Full Text terms (seed 000 §5) with the seeds' messages: the sanitising rule,
// then an empty or wildcard-only term refused. Nothing here throws: callers get { ok: false, message }.

import type { FullTextParameters, Result } from '../types.ts';
import { MESSAGES } from '../constants/messages.ts';
import { sanitizeFullText } from '../sanitize.ts';
import { resultErr, resultOk } from '../result.ts';
import { isWildcardOnly } from '../input-values.ts';

export function validateFullText(params: FullTextParameters): Result<FullTextParameters> {
  const cleaned = sanitizeFullText(typeof params.value === 'string' ? params.value : '');
  if (!cleaned.ok) return cleaned;
  if (cleaned.value === '') return resultErr(MESSAGES.emptyQuery);
  if (isWildcardOnly(cleaned.value)) return resultErr(MESSAGES.wildcardNotSupported);
  return resultOk({ value: cleaned.value });
}
