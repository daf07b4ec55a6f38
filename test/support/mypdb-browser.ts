// A browser for the MyPDB tests: a cookie jar over fetch with redirects followed by hand, and a
// sign-in through the embedded local provider as a person would do it (its form filled in).

import assert from 'node:assert/strict';

/**
 * A browser's cookies for this server, and the Set-Cookie lines it was sent. With `publicUrl` it
 * reaches the server as through a TLS proxy in front of it: URLs of that origin go to `base`.
 */
export class Browser {
  constructor(
    private readonly base: string,
    private readonly publicUrl?: string,
  ) {}

  readonly cookies = new Map<string, string>();
  readonly setCookies: string[] = [];

  async get(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(this.resolve(url), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return res;
  }

  private resolve(url: string): URL {
    const target = new URL(url, this.base);
    if (this.publicUrl === undefined || target.origin !== new URL(this.publicUrl).origin) return target;
    return new URL(target.pathname + target.search, this.base);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Follows redirects until a page that is not one; returns it and the URLs passed. */
  async follow(url: string, stopAt?: RegExp): Promise<{ res: Response; urls: string[] }> {
    const urls = [url];
    let res = await this.get(url);
    while (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, this.base).href;
      await res.arrayBuffer();
      urls.push(next);
      if (stopAt?.test(next)) return { res, urls };
      res = await this.get(next);
    }
    return { res, urls };
  }
}

/**
 * Signs in as `name` (the provider's page appears unless this browser is signed in there
 * already); returns the callback URL the provider sent the browser to.
 */
export async function signIn(
  browser: Browser,
  name: string,
  email: string,
  stopBeforeCallback = false,
  startPath = '/auth/local',
): Promise<string> {
  const callbackUrl = /\/auth\/local\/callback/;
  const start = await browser.follow(startPath, callbackUrl);
  let callback = start.urls.at(-1)!;
  if (!callbackUrl.test(callback)) {
    const page = await start.res.text();
    assert.equal(start.res.status, 200, page.slice(0, 300));
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    assert.ok(action, 'the sign-in page has its form');
    assert.ok(
      start.urls.some((u) => u.includes('code_challenge_method=S256')),
      'PKCE is asked for',
    );
    const posted = await browser.get(action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name, email }).toString(),
    });
    assert.equal(posted.status, 303);
    await posted.arrayBuffer();
    callback = (await browser.follow(posted.headers.get('location')!, callbackUrl)).urls.at(-1)!;
  }
  assert.match(callback, /\/auth\/local\/callback\?code=/);
  if (stopBeforeCallback) return callback;
  const done = await browser.get(callback);
  await done.arrayBuffer();
  assert.equal(done.status, 302);
  assert.equal(done.headers.get('location'), '/search/mypdb/queries');
  return callback;
}

/** A signed-in browser with the CSRF token its page would read from GET {mypdb}/data. */
export async function signedInBrowser(
  base: string,
  name: string,
  email: string,
): Promise<{ browser: Browser; csrf: string }> {
  const browser = new Browser(base);
  await signIn(browser, name, email);
  const res = await browser.get('/mypdb/data');
  assert.equal(res.status, 200);
  await res.arrayBuffer();
  return { browser, csrf: res.headers.get('x-pdb-csrf')! };
}
