// Where uploads are kept and for how long. Read from the environment because uploads are the
// only feature that needs these settings (the server config holds what every route shares).

import path from 'node:path';
import { PROJECT_ROOT } from '../config.ts';

export interface UploadConfig {
  dir: string;
  ttlMs: number;
  /** How often expired files are deleted; reads check expiry themselves. */
  sweepIntervalMs: number;
}

export const DEFAULT_UPLOAD_TTL_SECONDS = 3600;
const MAX_UPLOAD_TTL_SECONDS = 7 * 24 * 3600;

export function readUploadConfig(env: NodeJS.ProcessEnv = process.env): UploadConfig {
  const rawTtl = env.UPLOAD_TTL_SECONDS;
  const ttlSeconds = rawTtl === undefined || rawTtl === '' ? DEFAULT_UPLOAD_TTL_SECONDS : Number(rawTtl);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_UPLOAD_TTL_SECONDS) {
    throw new Error(`UPLOAD_TTL_SECONDS must be an integer from 1 to ${MAX_UPLOAD_TTL_SECONDS}, got '${rawTtl}'`);
  }
  const ttlMs = ttlSeconds * 1000;
  return {
    dir: path.resolve(env.UPLOAD_DIR || path.join(PROJECT_ROOT, '.data', 'uploads')),
    ttlMs,
    sweepIntervalMs: Math.min(Math.max(ttlMs / 2, 1000), 5 * 60_000),
  };
}
