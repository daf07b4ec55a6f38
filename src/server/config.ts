import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file so the server runs from any working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  demoDir: string;
  /** Origins allowed to call the API from other sites (CORS), e.g. an institution's pages. */
  corsOrigins: string[];
  /** Requests per minute per client address. */
  rateLimitPerMinute: number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8080, 0, 65535),
    distDir: path.join(PROJECT_ROOT, 'dist'),
    demoDir: path.join(PROJECT_ROOT, 'demo'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1200, 1, 1_000_000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
  };
}
