// npm run check:rcsb [-- --search-api URL --data-api URL]: the browser-direct walk against the
// public services (default) or any server speaking their APIs. Opt-in, never part of npm test: it
// needs the internet. Exits 1 when a check fails.

import { parseArgs } from 'node:util';
import { walkPublicApis } from './walk.ts';

const { values } = parseArgs({
  options: {
    'search-api': { type: 'string', default: 'https://search.rcsb.org' },
    'data-api': { type: 'string', default: 'https://data.rcsb.org' },
    'upload-api': { type: 'string', default: 'https://user-upload.rcsb.org' },
  },
});

const findings = await walkPublicApis({
  searchApi: values['search-api'],
  dataApi: values['data-api'],
  uploadApi: values['upload-api'],
});
for (const { check, ok, detail } of findings)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}${detail ? ` — ${detail}` : ''}`);
const failed = findings.filter((f) => !f.ok).length;
console.log(
  `\n${findings.length - failed} of ${findings.length} checks passed against ${values['search-api']} and ${values['data-api']}`,
);
process.exitCode = failed ? 1 : 0;
