// An address a setting names (PUBLIC_URL, the upstreams): http or https, with no query, fragment
// or credentials, its trailing slash cut so paths can be appended.

export function httpAddress(name: string, raw: string, example: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new Error(`${name} must be an http or https address such as ${example}, got '${raw}'`);
  return raw.replace(/\/+$/, '');
}
