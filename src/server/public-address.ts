// This server's address as people reach it: PUBLIC_URL, else the address it listens on.
// Never a request's Host or X-Forwarded-* headers: every URL the server builds (redirect URIs, the
// Local provider's issuer, links in e-mail) and the one origin its pages change things from come
// from here, so no request can steer them.

import type { Server } from 'node:http';
import type { ServerConfig } from './config.ts';

type AddressConfig = Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>;

/** PUBLIC_URL, else http://{the listening address} (HOST and PORT before the server listens). */
export function publicBase(config: AddressConfig, server: Server): string {
  if (config.publicUrl) return config.publicUrl;
  const address = server.address();
  if (address === null || typeof address === 'string') return `http://${config.host}:${config.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The origin of publicBase: where this server's own pages are. */
export const publicOrigin = (config: AddressConfig, server: Server): string =>
  new URL(publicBase(config, server)).origin;
