// Builds (or finds) the cached test archive before the tests start, so its ingest is not counted
// into whichever test happens to wait for it first.
import { getTestArchive } from '../node/archive/fixture.ts';

const started = performance.now();
const archive = await getTestArchive();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Test archive ${archive.summary ? `ingested in ${seconds} s` : `cached (${seconds} s)`}: ${archive.file}`);
