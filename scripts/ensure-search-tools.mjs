// The optional programs the search services use when present: MMseqs2 (sequence search) and
// TM-align (the test oracle for structure similarity TM-scores). CI installs them when root so
// both sequence paths and the TM-score cross-check run; elsewhere their tests are skipped, and
// this says how to get them.
import { aptInstall, isRoot, missing } from './debian-packages.mjs';

const TOOLS = [
  ['/usr/bin/mmseqs', 'mmseqs2'],
  ['/usr/bin/TMalign', 'tm-align'],
];

const absent = missing(TOOLS);
if (absent.length > 0) {
  const packages = absent.map(([, pkg]) => pkg);
  if (isRoot) {
    console.log(`Installing optional search tools: ${packages.join(', ')}`);
    if (!aptInstall(packages)) console.log('Continuing without them: the tests that need them will be skipped.');
  } else {
    console.log(
      `Optional search tools missing (${packages.join(', ')}); their tests will be skipped. As root: apt-get install -y ${packages.join(' ')}`,
    );
  }
}
