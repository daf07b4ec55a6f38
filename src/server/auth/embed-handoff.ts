// The last page of a sign-in started for an element on another site: it posts the new
// token to the window that opened the popup, addressed to the site the sign-in was started for
// (the browser delivers it to no other origin), then closes. Its one inline script runs under a
// nonce; nothing else may run on it.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMBED_TOKEN_MESSAGE, type EmbedTokenMessage } from '../../model/mypdb-embed.ts';

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function embedHandoffPage(token: string, origin: string, expiresIn: number): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const message: EmbedTokenMessage = { type: EMBED_TOKEN_MESSAGE, token, expiresIn };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signed in to MyPDB</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}</style>
</head><body><main>
<h1>Signed in to MyPDB</h1>
<p id="status">You are signed in. This window closes by itself; if it stays open, close it and go back to the page you came from.</p>
</main>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener) {
    window.opener.postMessage(message, ${scriptJson(origin)});
    window.close();
  } else {
    document.getElementById('status').textContent =
      'You are signed in, but the page you came from could not be told. Close this window and sign in again from that page.';
  }
})();
</script></body></html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

/**
 * Every page of a sign-in (this server's and the local provider's) may run in such a popup, which
 * must keep its opener to hand it the token: helmet's Cross-Origin-Opener-Policy (same-origin)
 * would cut that link.
 */
export function keepOpener(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
  });
}
