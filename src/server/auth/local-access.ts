// Who may use the embedded Local provider. It makes an account of any name, so it is for
// trying MyPDB on one's own machine: by default (LOCAL_SIGN_IN=auto) it is served only when the
// server listens on loopback and nothing says it is public (no configured provider, no PUBLIC_URL
// beyond loopback, no TRUST_PROXY), and then only to a request whose socket comes from this
// machine and that no proxy relayed. The Host header plays no part: any client can write it.
// LOCAL_SIGN_IN=on serves it to anyone, and `npm start` warns of that.

import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { isLoopbackAddress, isLoopbackHost } from './provider-config.ts';

/** `loopback`: to this machine's own requests; `anyone`: LOCAL_SIGN_IN=on; `nobody`: not mounted. */
export type LocalReach = 'loopback' | 'anyone' | 'nobody';

type AccessConfig = Pick<ServerConfig, 'localSignIn' | 'host' | 'publicUrl' | 'trustProxy' | 'authProviders'>;

export function localReach(config: AccessConfig): LocalReach {
  if (config.localSignIn === 'on') return 'anyone';
  if (config.localSignIn === 'off' || config.authProviders.length > 0 || config.trustProxy !== false) return 'nobody';
  const publicLoopback = config.publicUrl === undefined || isLoopbackHost(new URL(config.publicUrl).host);
  return publicLoopback && isLoopbackAddress(config.host) ? 'loopback' : 'nobody';
}

/** Headers a proxy adds: a request carrying one was relayed from somewhere else. */
const RELAYED_BY = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** Whether the request comes from this machine itself: the socket's far end, not what it says. */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress ?? '') &&
    RELAYED_BY.every((name) => request.headers[name] === undefined)
  );
}

export function servesLocalTo(reach: LocalReach, request: FastifyRequest): boolean {
  return reach === 'anyone' || (reach === 'loopback' && fromThisMachine(request));
}

/** The one line `npm start` prints when it serves the Local provider, else undefined. */
export function localSignInNotice(config: AccessConfig, base: string): string | undefined {
  const reach = localReach(config);
  if (reach === 'anyone')
    return `WARNING: LOCAL_SIGN_IN=on: anyone who reaches ${base} can make a MyPDB account under any name with the Local provider; a public deployment configures sign-in providers instead`;
  if (reach === 'loopback')
    return `MyPDB sign-in: the Local provider (development accounts of any name) answers this machine only`;
  return undefined;
}
