// A page's Content-Security-Policy can refuse what an element loads from the archive (the sketcher's
// frame, the file download's form post) without any error reaching our code: the browser only
// reports a `securitypolicyviolation` event, which bubbles and is composed, so the document hears it
// from inside any shadow root.

/** The origin of a violation's blocked URI; '' for what has none ('inline', 'eval'). */
function originOf(blockedUri: string): string {
  try {
    return new URL(blockedUri).origin;
  } catch {
    return '';
  }
}

/**
 * Calls `onRefused` when the policy of `doc` refuses, under one of `directives`, something from
 * `origin`; returns the function that stops listening.
 */
export function onPolicyViolation(
  doc: Document,
  directives: readonly string[],
  origin: string,
  onRefused: () => void,
): () => void {
  const listener = (event: SecurityPolicyViolationEvent) => {
    if (directives.includes(event.effectiveDirective) && originOf(event.blockedURI) === origin) onRefused();
  };
  doc.addEventListener('securitypolicyviolation', listener, true);
  return () => doc.removeEventListener('securitypolicyviolation', listener, true);
}
