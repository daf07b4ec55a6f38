// How the structure services read a structure named by URL. An uploaded file's URL
// (…/search/upload/{key}) on one of this server's own origins (server-origins.ts: PUBLIC_URL's, the
// listening address's) is read from the upload store directly; another server's upload URL is
// fetched like any other. An entry file at files.rcsb.org that this archive holds is read from the
// archive. Any other URL is fetched only over https (the model's rule, fetchable-url.ts, which the
// builder's forms apply too) from an allow-listed host (STRUCTURE_URL_HOSTS, comma-separated): a
// server that fetched whatever a request names could be turned against its own network. Tests
// name loopback origins that may be fetched over http (FETCH_ALLOW, fetch-allow.ts). Downloads are
// size- and time-limited.

import { LIMITS } from '../../../../model/constants/limits.ts';
import { insecureUrlReason, uploadKeyOf } from '../../../../model/fetchable-url.ts';
import type { StructureFetcher } from '../../../../archive/services/coordinates/file-source.ts';
import { readUploadStoreConfig } from '../../../config.ts';
import { readFetchAllow } from '../../../fetch-allow.ts';
import { ServerOrigins } from './server-origins.ts';
import { UploadStore } from '../../../upload/upload-store.ts';
import { readFile } from 'node:fs/promises';
import { archiveFiles } from '../files/archive-files.ts';

export const DEFAULT_STRUCTURE_URL_HOSTS = [
  'files.rcsb.org',
  'models.rcsb.org',
  'alphafold.ebi.ac.uk',
  'www.modelarchive.org',
];
const FETCH_TIMEOUT_MS = 15_000;

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

/** An entry's file at the RCSB's file server: files.rcsb.org/download/4HHB.cif(.gz), /view/4HHB.cif. */
const RCSB_ENTRY_FILE = /^\/(?:download|view)\/([0-9][A-Za-z0-9]{3}|pdb_[0-9a-z]{8})\.(?:cif|bcif|pdb)(?:\.gz)?$/i;

/** The archive's own copy of the entry a files.rcsb.org URL names, if it holds that entry. */
async function archiveCopy(url: URL, archiveDir: string | undefined): Promise<Uint8Array | undefined> {
  if (!archiveDir || url.hostname.toLowerCase() !== 'files.rcsb.org') return undefined;
  const id = RCSB_ENTRY_FILE.exec(url.pathname)?.[1];
  const file = id ? archiveFiles(archiveDir).entry(id) : undefined;
  return file ? new Uint8Array(await readFile(file.path)) : undefined;
}

export interface StructureFetcherOptions {
  store?: UploadStore;
  hosts?: Set<string>;
  archiveDir?: string;
  /** This server's origins: an upload URL on one of them is read from the store. */
  origins?: ServerOrigins;
  /** Origins fetched whatever their scheme and host (FETCH_ALLOW). */
  fetchAllow?: readonly string[];
}

export function structureFetcher(options: StructureFetcherOptions = {}): StructureFetcher {
  const config = readUploadStoreConfig();
  const store = options.store ?? new UploadStore(config.dir, config.ttlSeconds * 1000);
  const hosts = options.hosts ?? allowedStructureHosts();
  const origins = options.origins ?? new ServerOrigins();
  const fetchAllow = new Set(options.fetchAllow ?? readFetchAllow());
  return async (raw: string): Promise<Uint8Array> => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error('the URL is not valid');
    }
    const upload = uploadKeyOf(url);
    if (upload !== undefined && origins.names(url)) {
      const found = await store.read(upload);
      if (!found) throw new Error('no uploaded file has this key, or it has expired');
      return found.data;
    }
    if (fetchAllow.has(url.origin)) return download(url);
    const refused = insecureUrlReason(url);
    if (refused) throw new Error(refused);
    // this archive is a copy of those files: an entry it holds is read here, not fetched (and
    // works offline); the services read cif and bcif alike, gzipped or not
    const copy = await archiveCopy(url, options.archiveDir);
    if (copy) return copy;
    if (!hosts.has(url.hostname.toLowerCase()))
      throw new Error(`files are not fetched from ${url.hostname} (allowed: ${[...hosts].join(', ') || 'none'})`);
    return download(url);
  };
}
