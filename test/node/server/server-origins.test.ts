// The origins that name this server once it listens (public-address.ts serverOrigins): what the
// structure services count as their own upload URLs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { hostname } from 'node:os';
import { serverOrigins } from '../../../src/server/public-address.ts';

const listening = (address: string, port: number): Server =>
  ({ address: () => ({ address, port, family: address.includes(':') ? 'IPv6' : 'IPv4' }) }) as unknown as Server;
const config = (publicUrl?: string) => ({ publicUrl, host: '127.0.0.1', port: 0 });

test('on loopback: every loopback name at the listening port, and PUBLIC_URL', () => {
  assert.deepEqual(serverOrigins(config(), listening('127.0.0.1', 43123)).sort(), [
    'http://127.0.0.1:43123',
    'http://[::1]:43123',
    'http://localhost:43123',
  ]);
  assert.ok(
    serverOrigins(config('https://pdb.example.org/archive/'), listening('::1', 80)).includes('https://pdb.example.org'),
  );
  assert.ok(serverOrigins(config(), listening('::1', 80)).includes('http://localhost'));
});

test('on one address: that address; on every interface: the loopback names and the machine name too', () => {
  assert.deepEqual(serverOrigins(config(), listening('10.1.2.3', 8080)), ['http://10.1.2.3:8080']);
  const wildcard = serverOrigins(config(), listening('0.0.0.0', 8080));
  for (const origin of ['http://127.0.0.1:8080', 'http://localhost:8080', new URL(`http://${hostname()}:8080`).origin])
    assert.ok(wildcard.includes(origin), origin);
  assert.ok(!wildcard.includes('http://127.0.0.1:8081'));
});
