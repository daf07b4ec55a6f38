import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file so the server runs from any working directory. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerConfig {
  host: string;
  port: number;
  distDir: string;
  demoDir: string;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0..65535, got '${env.PORT}'`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    distDir: path.join(PROJECT_ROOT, 'dist'),
    demoDir: path.join(PROJECT_ROOT, 'demo'),
  };
}
