// The origins that name this server (PUBLIC_URL's, the address it listens on), as the app tells
// the engine once it listens (ServerEngine.servesAt). The structure services read an upload URL on
// one of them from the upload store; an upload URL on any other origin is another server's, and is
// fetched like any URL. Only added to: an engine that serves several apps (the tests' shared one)
// names each of them.

export class ServerOrigins {
  private readonly origins = new Set<string>();

  add(origins: Iterable<string>): void {
    for (const origin of origins) this.origins.add(origin);
  }

  /** Whether the URL is on one of this server's origins. */
  names(url: URL): boolean {
    return this.origins.has(url.origin);
  }

  /** The origins, to hand to the search workers with each job (they cannot read this thread's memory). */
  get list(): string[] {
    return [...this.origins];
  }
}
