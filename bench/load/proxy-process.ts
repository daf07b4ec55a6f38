// The load bench's counting proxy in a process of its own: in the bench's process its arrival
// times would wait on the 50 load clients' event loop and bunch up. Started with the stand-in's
// address; prints {"url"} once it listens; each line "counts" on stdin answers
// {"search": n, "data": n}, the most requests a second that reached the stand-in per API.
import { createInterface } from 'node:readline';
import { startCountingProxy } from '../../test/support/counting-proxy.ts';

const proxy = await startCountingProxy(process.argv[2]!);
process.stdout.write(`${JSON.stringify({ url: proxy.url })}\n`);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'counts') return;
  const counts = { search: proxy.mostPerWindow('search'), data: proxy.mostPerWindow('data') };
  process.stdout.write(`${JSON.stringify(counts)}\n`);
});
process.stdin.once('end', () => void proxy.close().then(() => process.exit(0)));
