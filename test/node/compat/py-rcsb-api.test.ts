// The official Python client's search tests (py-rcsb-api, run unchanged by
// ../shared/clients/run-py-rcsb-api) and its search documentation's examples
// (test/compat/py-docs-examples.py) against a server started as `npm start` starts it. Each test
// must pass, or fail only on the lines test/compat/py-rcsb-api.md lists as data-only; each example
// must have the outcome test/compat/py-docs-examples.md lists.
import { pyClientSuite } from './py-client-suite.ts';

pyClientSuite({
  name: 'search',
  docs: 'search',
  runner: 'run-py-rcsb-api',
  page: 'test/compat/py-rcsb-api.md',
  docsRunner: 'test/compat/py-docs-examples.py',
  docsPage: 'test/compat/py-docs-examples.md',
  minimumTests: 40,
  minimumExamples: 60,
  setUpMinutes: 21,
});
