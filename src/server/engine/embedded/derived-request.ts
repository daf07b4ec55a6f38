// A request the embedded engine derives from a validated one (its own paging, a count, the
// default facets, a report's identifiers-only search) goes through the model's contract again:
// the archive's search takes only what checkSearchRequest made, so it never trusts a shape unchecked.

import { checkSearchRequest } from '../../../model/request/contract.ts';
import type { SearchRequest, ValidatedRequest } from '../../../model/types.ts';
import { ClientError } from '../../errors.ts';

/** The derived request as the contract passed it; a refusal is the client's 400, worded by the contract. */
export function derivedRequest(request: SearchRequest): ValidatedRequest {
  const checked = checkSearchRequest(request);
  if (!checked.ok) throw new ClientError(400, checked.message);
  return checked.value;
}
