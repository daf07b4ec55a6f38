import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { reactEsm } from './wtr/react-esm.mjs';
import { summaryReporter } from './wtr/summary-reporter.mjs';
import { archiveServer } from './wtr/archive-server.mjs';
import { vendorBundles } from './wtr/vendor-bundles.mjs';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { TEST_CEILING_MS } from '../scripts/test-timing/slowest.mjs';

export default {
  rootDir: '.',
  files: 'test/browser/**/*.test.{ts,tsx}',
  nodeResolve: { browser: true },
  plugins: [
    reactEsm(),
    vendorBundles(),
    archiveServer(),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
  ],
  browsers: [chromeLauncher({ launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS } })],
  reporters: [defaultReporter(), summaryReporter()],
  concurrency: 1,
  staticLogging: !!process.env.CI,
  // no browser test may take longer than any other test here
  testFramework: { config: { timeout: TEST_CEILING_MS } },
};
