// Storage of the local provider's state (interactions, codes, sessions, grants) in this process,
// each entry dropped when it expires. The local provider is a development default whose accounts
// and keys last as long as the process, so its state need not outlive it either; naming the
// adapter also keeps oidc-provider from warning about its own development one at every start.

import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Held {
  payload: AdapterPayload;
  expires: number;
}

/** Entries held at once per kind; the oldest go first beyond it. */
const MAX_ENTRIES = 50_000;

export function memoryAdapterFactory(now: () => number = Date.now): (name: string) => Adapter {
  const grants = new Map<string, Set<string>>();
  const all = new Map<string, Map<string, Held>>();

  return (name: string): Adapter => {
    const entries = all.get(name) ?? new Map<string, Held>();
    all.set(name, entries);
    const live = (id: string): Held | undefined => {
      const held = entries.get(id);
      if (held && held.expires <= now()) {
        entries.delete(id);
        return undefined;
      }
      return held;
    };
    const findBy = (test: (payload: AdapterPayload) => boolean) => {
      for (const [id, held] of entries) if (test(held.payload) && live(id)) return held.payload;
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(id, { payload, expires: expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
        if (payload.grantId)
          grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(`${name}\n${id}`));
      },
      async find(id) {
        return live(id)?.payload;
      },
      async findByUid(uid) {
        return findBy((payload) => payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findBy((payload) => payload.userCode === userCode);
      },
      async consume(id) {
        const held = live(id);
        if (held) held.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(id);
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) {
          const [kind, id] = key.split('\n') as [string, string];
          all.get(kind)?.delete(id);
        }
        grants.delete(grantId);
      },
    };
  };
}
