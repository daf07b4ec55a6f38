// Start-up problems a person can fix (a port in use, a bad PORT) are said in one line, not a stack:
// `npm start` checks before it spends a minute building, and the server says the same when it
// loses the race between that check and its own listen.
import net from 'node:net';
import { readServerConfig } from './config.ts';

const PREFIX = 'pdb-search-elements cannot start';

/** The one line for a port someone else holds, with a ready command to pick another. */
export function portInUseMessage(host: string, port: number): string {
  const other = port === 65535 ? port - 1 : port + 1;
  return `${PREFIX}: port ${port} on ${host} is already in use; stop what holds it or choose another port, e.g. PORT=${other} npm start`;
}

/** The one line for a listen error a person can fix, or undefined for anything else (a real fault). */
export function listenProblem(error: unknown, host: string, port: number): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return portInUseMessage(host, port);
  if (code === 'EACCES')
    return `${PREFIX}: no permission to listen on port ${port} on ${host}; choose a port above 1023, e.g. PORT=8080 npm start`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `${PREFIX}: HOST '${host}' is not an address of this machine; e.g. HOST=127.0.0.1 npm start`;
  return undefined;
}

/** Listens on host:port for a moment and lets go; rejects with the listen error. */
function probe(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()));
  });
}

/**
 * Reads HOST and PORT as the server will and tries them: undefined when the server can listen
 * there, otherwise the one line to print.
 */
export async function checkListen(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  let host: string;
  let port: number;
  try {
    ({ host, port } = readServerConfig(env));
  } catch (error) {
    return `${PREFIX}: ${(error as Error).message}`;
  }
  try {
    await probe(host, port);
    return undefined;
  } catch (error) {
    const problem = listenProblem(error, host, port);
    if (problem === undefined) throw error;
    return problem;
  }
}
