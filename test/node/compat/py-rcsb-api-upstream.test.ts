// The official Python client's search tests and its search documentation's examples, as
// py-rcsb-api.test.ts runs them, against an upstream-mode server in front of a stand-in on the same
// archive (issue 35): the same outcomes pages (test/compat/py-rcsb-api.md, py-docs-examples.md).
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
  upstream: true,
});
