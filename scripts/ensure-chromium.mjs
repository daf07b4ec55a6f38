// Test tools may not download browsers here: use Debian's Chromium, installing it when we are root.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package as root:\n  apt-get update && apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`'apt-get ${args.join(' ')}' failed; install Chromium by hand (apt-get install -y chromium).`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}
