// A port free on 127.0.0.1 now, for a server that must know its own address before it listens
// (PUBLIC_URL). Another process could take it meanwhile; the tests' servers are the only ones.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
