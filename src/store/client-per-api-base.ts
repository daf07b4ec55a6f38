// Its own module so a lone bar's term store can use it without loading the full client.

/**
 * The client for the current apiBase, built on first use and again after an apiBase change, so
 * <pdb-search-context api-base> (or a bar's api-base) set after construction still takes effect.
 */
export function clientPerApiBase<C>(apiBase: () => string, build: (apiBase: string) => C): () => C {
  let cached: { apiBase: string; client: C } | undefined;
  return () => {
    const current = apiBase();
    if (!cached || cached.apiBase !== current) cached = { apiBase: current, client: build(current) };
    return cached.client;
  };
}
