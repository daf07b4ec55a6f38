// How an element on another site signs in to MyPDB: its page cannot use the server's
// session cookie (browsers block third-party cookies, and a SameSite=Lax cookie is never sent on a
// cross-site fetch anyway). So the sign-in runs in a popup on the server's own origin; at its end
// the server's page hands the popup's opener a token by postMessage, addressed to that site's
// origin only, and the element sends it as a bearer token, which the server accepts only with
// that same Origin. The server (routes/auth.ts) and the client (mypdb-client.ts) share these names.

/** GET /auth/{provider}?embed={origin}: the sign-in is for an element on that site. */
export const EMBED_PARAM = 'embed';

/** The `type` of the message the popup posts to its opener. */
export const EMBED_TOKEN_MESSAGE = 'pdb-mypdb-token';

/** How long an embedding site's token lasts: a working day; then the popup signs in again. */
export const EMBED_TOKEN_TTL_SECONDS = 8 * 3600;

/** What the popup posts: the token and its lifetime in seconds. */
export interface EmbedTokenMessage {
  type: typeof EMBED_TOKEN_MESSAGE;
  token: string;
  expiresIn: number;
}

export function isEmbedTokenMessage(data: unknown): data is EmbedTokenMessage {
  const message = data as Partial<EmbedTokenMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === EMBED_TOKEN_MESSAGE &&
    typeof message.token === 'string' &&
    typeof message.expiresIn === 'number'
  );
}
