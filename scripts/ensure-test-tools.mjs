// The optional Debian packages the tests use when present: MMseqs2 (sequence search), TM-align (the
// test oracle for structure-similarity TM-scores) and the Python modules the official RCSB client
// needs (its runners in ../shared/clients). As root (CI, or `npm test` on a fresh machine) they are
// installed here, once, before the tests run in parallel: two client runners installing at the same
// time race for apt's lock and one of them fails. Elsewhere their tests are skipped, and this says
// how to get them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, isRoot, missing } from './debian-packages.mjs';

const TOOLS = [
  ['/usr/bin/mmseqs', 'mmseqs2'],
  ['/usr/bin/TMalign', 'tm-align'],
];

/** What ../shared/clients/run-py-rcsb-api(-data) import, and the packages that hold it. */
const PYTHON_MODULES = 'import httpx, requests, tqdm, graphql, pytest, rich, networkx';
const PYTHON_PACKAGES = [
  'python3-httpx',
  'python3-requests',
  'python3-tqdm',
  'python3-graphql-core',
  'python3-pytest',
  'python3-rich',
  'python3-networkx',
];

const pythonMissing =
  existsSync('/usr/bin/python3') && spawnSync('/usr/bin/python3', ['-c', PYTHON_MODULES]).status !== 0;
const packages = [...missing(TOOLS).map(([, pkg]) => pkg), ...(pythonMissing ? PYTHON_PACKAGES : [])];
if (packages.length > 0) {
  if (isRoot) {
    console.log(`Installing optional test tools: ${packages.join(', ')}`);
    if (!aptInstall(packages)) console.log('Continuing without them: the tests that need them will be skipped.');
  } else {
    console.log(
      `Optional test tools missing (${packages.join(', ')}); their tests will be skipped. As root: apt-get install -y ${packages.join(' ')}`,
    );
  }
}
