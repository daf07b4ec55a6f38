// This server's address as people reach it: PUBLIC_URL, else the address it listens on.
// Never a request's Host or X-Forwarded-* headers: every URL the server builds (redirect URIs, the
// Local provider's issuer, links in e-mail) and the one origin its pages change things from come
// from here, so no request can steer them.

import type { Server } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';
import type { ServerConfig } from './config.ts';
import { isLoopbackAddress } from './auth/provider-config.ts';

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

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '::1'];
const WILDCARDS = new Set(['0.0.0.0', '::']);

/** http://{host}:{port}'s origin; undefined for a name no URL can hold. */
function httpOrigin(host: string, port: number): string | undefined {
  try {
    return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${port}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Every origin that names this server once it listens: PUBLIC_URL's, and the listening address's
 * (on loopback, each loopback name; on every interface, each interface's address and the machine's
 * name). A browser that reached the server by another name (a proxy without PUBLIC_URL) is not
 * known here: a server others reach sets PUBLIC_URL.
 */
export function serverOrigins(config: AddressConfig, server: Server): string[] {
  const origins = new Set<string>();
  if (config.publicUrl) origins.add(new URL(config.publicUrl).origin);
  const address = server.address();
  if (address === null || typeof address === 'string') return [...origins];
  const hosts = WILDCARDS.has(address.address)
    ? [
        ...LOOPBACK_NAMES,
        hostname(),
        ...Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address)),
      ]
    : isLoopbackAddress(address.address)
      ? [address.address, ...LOOPBACK_NAMES]
      : [address.address];
  for (const host of hosts) {
    const origin = httpOrigin(host, address.port);
    if (origin) origins.add(origin);
  }
  return [...origins];
}
