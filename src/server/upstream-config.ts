// Upstream mode (issue 35): the server answers its routes from a Search API v2 and a Data API
// instead of an embedded archive. ARCHIVE=rcsb names the RCSB's public pair; UPSTREAM_SEARCH_API,
// UPSTREAM_DATA_API and UPSTREAM_FILES name any servers speaking them (and win over ARCHIVE), so an
// archive server of ours can stand in for the RCSB. Nothing here contacts an upstream.

import { RCSB_DATA_API, RCSB_SEARCH_API } from '../model/public-apis.ts';
import { httpAddress } from './http-address.ts';

/** The RCSB's file server: entries at /download/{id}.cif, components at /ligands/download/{id}.cif. */
export const RCSB_FILES = 'https://files.rcsb.org';

export interface UpstreamConfig {
  /** A server speaking the Search API v2 ('https://search.rcsb.org'). */
  searchApi: string;
  /** A server speaking the Data API ('https://data.rcsb.org'). */
  dataApi: string;
  /** A server with files.rcsb.org's paths for structure and component files. */
  files: string;
  /** Whether these are the RCSB's own services (their pictures are then the RCSB's too). */
  rcsb: boolean;
}

/** An upstream's base, its trailing slash cut. */
const upstreamUrl = (name: string, raw: string): string => httpAddress(name, raw, 'https://search.rcsb.org');

/** The upstreams the environment names; undefined: the embedded archive answers (the default). */
export function readUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig | undefined {
  const archive = (env.ARCHIVE ?? '').trim().toLowerCase();
  if (archive !== '' && archive !== 'embedded' && archive !== 'rcsb')
    throw new Error(`ARCHIVE must be embedded (the default) or rcsb, got '${env.ARCHIVE}'`);
  const rcsb = archive === 'rcsb';
  const searchRaw = env.UPSTREAM_SEARCH_API || (rcsb ? RCSB_SEARCH_API : '');
  const dataRaw = env.UPSTREAM_DATA_API || (rcsb ? RCSB_DATA_API : '');
  if (!searchRaw && !dataRaw) {
    if (env.UPSTREAM_FILES) throw new Error('UPSTREAM_FILES needs UPSTREAM_SEARCH_API and UPSTREAM_DATA_API');
    return undefined;
  }
  if (!searchRaw || !dataRaw)
    throw new Error('Upstream mode needs both UPSTREAM_SEARCH_API and UPSTREAM_DATA_API (or ARCHIVE=rcsb)');
  const searchApi = upstreamUrl('UPSTREAM_SEARCH_API', searchRaw);
  // a server of ours serves its files beside its APIs
  const filesRaw = env.UPSTREAM_FILES || (rcsb && !env.UPSTREAM_SEARCH_API ? RCSB_FILES : searchApi);
  return {
    searchApi,
    dataApi: upstreamUrl('UPSTREAM_DATA_API', dataRaw),
    files: upstreamUrl('UPSTREAM_FILES', filesRaw),
    rcsb: searchApi === RCSB_SEARCH_API,
  };
}

const DURATION = /^(\d+)\s*(s|m|h|d)?$/;
const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** The PDB releases new entries weekly. */
const DEFAULT_NOTIFY_EVERY = '7d';

/**
 * NOTIFY_EVERY: how often saved queries with Notify on run against the upstream ('7d', '12h',
 * '30m', '3600s' or seconds); 'off' never. Undefined: off.
 */
export function readNotifyEvery(env: NodeJS.ProcessEnv): number | undefined {
  const raw = (env.NOTIFY_EVERY || DEFAULT_NOTIFY_EVERY).trim().toLowerCase();
  if (raw === 'off') return undefined;
  const match = DURATION.exec(raw);
  const ms = match ? Number(match[1]) * UNIT_MS[match[2] ?? 's']! : NaN;
  if (!(ms >= 60_000 && ms <= 366 * UNIT_MS.d!))
    throw new Error(`NOTIFY_EVERY must be a time from 1m to 366d such as 7d, 12h or 30m, or off; got '${raw}'`);
  return ms;
}
