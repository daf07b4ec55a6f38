// The official Python client's Data API tests and its Data API documentation's examples, as
// py-rcsb-api-data.test.ts runs them, against an upstream-mode server in front of a stand-in on the
// same archive (issue 35): the same outcomes pages (test/compat/py-rcsb-api-data.md,
// py-data-docs-examples.md).
import { pyClientSuite } from './py-client-suite.ts';

pyClientSuite({
  name: 'Data API',
  docs: 'Data API',
  runner: 'run-py-rcsb-api-data',
  page: 'test/compat/py-rcsb-api-data.md',
  docsRunner: 'test/compat/py-data-docs-examples.py',
  docsPage: 'test/compat/py-data-docs-examples.md',
  minimumTests: 24,
  minimumExamples: 31,
  setUpMinutes: 15,
  upstream: true,
});
