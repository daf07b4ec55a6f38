// The one check of an e-mail address: the Local provider's sign-in and MyPDB's
// notification address both use it. The rule is ajv-formats' full "email" format (RFC 5322
// dot-atoms, a dotted domain): no quotes, angle brackets, commas or spaces, so an address can
// neither carry markup nor name a second recipient (`root,victim2@example.org`).

import formats from 'ajv-formats';

const EMAIL_FORMAT = formats.get('email', 'full') as RegExp;
/** RFC 5321's limits: the whole path, and its local part. */
const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** Whether `text` (already trimmed) is one plain e-mail address. */
export function isEmailAddress(text: string): boolean {
  // the length first: the format's expression is then run on short text only
  if (text.length > MAX_ADDRESS_LENGTH) return false;
  const at = text.lastIndexOf('@');
  return at > 0 && at <= MAX_LOCAL_PART_LENGTH && EMAIL_FORMAT.test(text);
}
