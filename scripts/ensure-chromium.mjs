// Test tools may not download browsers here: use Debian's Chromium, installing it when we are root.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { aptInstall, isRoot } from './debian-packages.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package as root:\n  apt-get update && apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}; installing Debian's chromium package...`);
  if (!aptInstall(['chromium'])) {
    console.error('Install Chromium by hand (apt-get install -y chromium).');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}
