// Which structure files named by URL the server reads: one rule for the builder's
// forms, the request checks and the server's fetcher, so a URL the server would refuse is refused
// in the form before the search runs, with the server's own words. An uploaded file's URL
// (…/search/upload/{key}) is accepted whatever its scheme or host: the server reads its own
// uploads from its store and fetches another server's like any other URL (its allow-lists are
// its own, structure-fetcher.ts); any other URL is fetched over https only.

import { MESSAGES, MESSAGE_TEMPLATES } from './constants/messages.ts';

/** An upload's URL path: …/search/upload/{key}, or …/{key}/{name}.bcif as its key says. */
const UPLOAD_URL_PATH = /\/search\/upload\/([0-9a-f]{32})(?:(?:\/|%2F)([^/]+))?$/i;

/** The upload an uploaded file's URL names: the store's key, and the file's name (still URL-encoded) when given. */
export function uploadOf(url: URL): { key: string; name: string | undefined } | undefined {
  const match = UPLOAD_URL_PATH.exec(url.pathname);
  return match ? { key: match[1]!.toLowerCase(), name: match[2] } : undefined;
}

/** The upload store's key an uploaded file's URL names, if it names one. */
export function uploadKeyOf(url: URL): string | undefined {
  return uploadOf(url)?.key;
}

/** Why the server will not fetch the file at this URL, or null. Whether it is a URL at all is isValidUrl's. */
export function unfetchableReason(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (uploadKeyOf(url) !== undefined) return null;
  return insecureUrlReason(url);
}

/** Why a file at this URL is not fetched over its scheme ('only https URLs can be fetched'), or null. */
export function insecureUrlReason(url: URL): string | null {
  return url.protocol === 'https:' ? null : MESSAGES.httpsOnlyUrls;
}

/** 'The structure file could not be fetched: only https URLs can be fetched', or null. */
export function unfetchableUrlMessage(raw: string): string | null {
  const reason = unfetchableReason(raw);
  return reason === null ? null : MESSAGE_TEMPLATES.structureNotFetched(reason);
}
