// The bearer token of an element on another site (model/mypdb-embed.ts): got from the sign-in
// popup, kept for this browser tab in sessionStorage (a reload stays signed in; closing the tab
// forgets it) under the archive's origin, and dropped when it expires or the server refuses it.

import { EMBED_PARAM, isEmbedTokenMessage } from '../model/mypdb-embed.ts';
import type { ClientResult } from './http.ts';

interface Held {
  token: string;
  /** Epoch milliseconds. */
  expires: number;
}

/** Where the popup opens: this window's name, so a second click reuses the same one. */
const POPUP_NAME = 'pdb-mypdb-sign-in';
const POPUP_FEATURES = 'popup,width=520,height=680';
/** How often to look whether the person closed the popup without signing in. */
const CLOSED_POLL_MS = 400;

/** The archive's origin when it is not this page's (the element is embedded on another site), else null. */
export function embeddedArchiveOrigin(apiBase: string): string | null {
  if (typeof window === 'undefined' || !apiBase) return null;
  let origin: string;
  try {
    origin = new URL(apiBase, window.location.href).origin;
  } catch {
    return null; // an api-base that is no URL: its calls fail and say so; sign-in stays a link
  }
  return origin === window.location.origin ? null : origin;
}

export function createEmbedToken(archiveOrigin: string) {
  const key = `pdb-mypdb-token ${archiveOrigin}`;
  const storage = (): Storage | null => {
    try {
      return window.sessionStorage;
    } catch {
      return null; // storage disabled: the token lasts as long as the page
    }
  };
  let held: Held | null = null;
  try {
    const stored = JSON.parse(storage()?.getItem(key) ?? 'null') as Held | null;
    if (stored && typeof stored.token === 'string' && typeof stored.expires === 'number') held = stored;
  } catch {
    held = null;
  }

  function set(next: Held | null): void {
    held = next;
    if (next) storage()?.setItem(key, JSON.stringify(next));
    else storage()?.removeItem(key);
  }

  return {
    /** The live token, if any. */
    current(): string | null {
      if (held && held.expires <= Date.now()) set(null);
      return held?.token ?? null;
    },
    forget: () => set(null),

    /**
     * Opens the sign-in (`signInUrl`) in a popup and waits for its token. Call it from the click
     * itself: browsers open popups only in answer to the person's action.
     */
    signIn(signInUrl: string): Promise<ClientResult<undefined>> {
      const url = new URL(signInUrl, window.location.href);
      url.searchParams.set(EMBED_PARAM, window.location.origin);
      const popup = window.open(url.href, POPUP_NAME, POPUP_FEATURES);
      if (!popup)
        return Promise.resolve({
          ok: false,
          status: 0,
          message: 'The sign-in window was blocked: allow pop-ups for this page and try again',
        });
      return new Promise((resolve) => {
        let settled = false;
        const finish = (result: ClientResult<undefined>) => {
          if (settled) return;
          settled = true;
          window.removeEventListener('message', onMessage);
          clearInterval(poll);
          resolve(result);
        };
        // only the popup, on the archive's origin, speaks for the archive
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== archiveOrigin || event.source !== popup || !isEmbedTokenMessage(event.data)) return;
          set({ token: event.data.token, expires: Date.now() + event.data.expiresIn * 1000 });
          finish({ ok: true, status: 200, value: undefined });
        };
        window.addEventListener('message', onMessage);
        const poll = setInterval(() => {
          if (!popup.closed) return;
          // the popup posts, then closes itself: give its message a moment to arrive
          setTimeout(
            () => finish({ ok: false, status: 0, message: 'The sign-in window was closed before signing in' }),
            CLOSED_POLL_MS,
          );
        }, CLOSED_POLL_MS);
      });
    },
  };
}

export type EmbedToken = ReturnType<typeof createEmbedToken>;
