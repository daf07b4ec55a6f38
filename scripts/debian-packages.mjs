// Installs Debian packages for binaries the tests use, when we are root (as in CI); otherwise says
// what to install. Test tools never download their own binaries here.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs apt-get update then install; returns whether the packages are now installed. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`'apt-get ${args.join(' ')}' failed.`);
      return false;
    }
  }
  return true;
}

/** The [binary, package] pairs whose binary is missing. */
export function missing(pairs) {
  return pairs.filter(([binary]) => !existsSync(binary));
}
