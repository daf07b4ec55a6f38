// How the structure services read a structure named by URL. An uploaded file's URL
// (…/search/upload/{key}) is read from the upload store directly, whatever host the client put in
// front of it. Any other URL is fetched only over https from an allow-listed host
// (STRUCTURE_URL_HOSTS, comma-separated): a server that fetched whatever a request names could be
// turned against its own network. Downloads are size- and time-limited.

import { LIMITS } from '../../model/constants.ts';
import type { StructureFetcher } from '../../archive/services/coordinates/file-source.ts';
import { readUploadStoreConfig } from '../config.ts';
import { UploadStore } from './upload-store.ts';

export const DEFAULT_STRUCTURE_URL_HOSTS = [
  'files.rcsb.org',
  'models.rcsb.org',
  'alphafold.ebi.ac.uk',
  'www.modelarchive.org',
];
const FETCH_TIMEOUT_MS = 15_000;

const UPLOAD_PATH = /\/search\/upload\/([0-9a-f]{32})$/;

export function allowedStructureHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const configured = env.STRUCTURE_URL_HOSTS;
  const hosts = configured === undefined ? DEFAULT_STRUCTURE_URL_HOSTS : configured.split(',');
  return new Set(hosts.map((h) => h.trim().toLowerCase()).filter(Boolean));
}

async function download(url: URL): Promise<Uint8Array> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > LIMITS.uploadMaxBytes) throw new Error('the file is larger than the upload limit');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > LIMITS.uploadMaxBytes) throw new Error('the file is larger than the upload limit');
  return bytes;
}

export function structureFetcher(options: { store?: UploadStore; hosts?: Set<string> } = {}): StructureFetcher {
  const config = readUploadStoreConfig();
  const store = options.store ?? new UploadStore(config.dir, config.ttlSeconds * 1000);
  const hosts = options.hosts ?? allowedStructureHosts();
  return async (raw: string): Promise<Uint8Array> => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error('the URL is not valid');
    }
    const upload = UPLOAD_PATH.exec(url.pathname);
    if (upload) {
      const found = await store.read(upload[1]!);
      if (!found) throw new Error('no uploaded file has this key, or it has expired');
      return found.data;
    }
    if (url.protocol !== 'https:') throw new Error('only https URLs can be fetched');
    if (!hosts.has(url.hostname.toLowerCase()))
      throw new Error(`files are not fetched from ${url.hostname} (allowed: ${[...hosts].join(', ') || 'none'})`);
    return download(url);
  };
}
