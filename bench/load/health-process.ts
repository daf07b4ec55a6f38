// The load bench's /health sampler in a process of its own: in the bench's process each sample's
// time would include waiting on the 50 load clients' event loop (up to a hundred ms at 1,000
// answers a second), which is the bench's delay, not the server's. Started with the server's
// address, the run's length in ms and the interval; prints a JSON array of the samples' ms.
import { setTimeout as sleep } from 'node:timers/promises';

const [url, runMs, everyMs] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];

const samples: number[] = [];
const endAt = performance.now() + runMs;
while (performance.now() < endAt) {
  const start = performance.now();
  const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  samples.push(performance.now() - start);
  await sleep(everyMs);
}
process.stdout.write(`${JSON.stringify(samples)}\n`);
