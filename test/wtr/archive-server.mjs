// Runs a real archive server for the browser tests and tells the pages where it is: a test asks
// GET /__archive-url (see test/browser/helpers/archive.ts).
import { startArchiveServer } from '../support/start-archive-server.mjs';

export function archiveServer() {
  let server;
  return {
    name: 'archive-server',
    async serverStart({ config }) {
      // the test pages' origin may use the session routes (MyPDB), as CORS_ORIGINS allows a site
      const origin = `${config.protocol ?? 'http:'}//${config.hostname ?? 'localhost'}:${config.port}`;
      server = await startArchiveServer({ env: { CORS_ORIGINS: origin } });
    },
    async serverStop() {
      await server?.stop();
    },
    serve(context) {
      if (context.path === '/__archive-url') return { body: JSON.stringify({ url: server.url }), type: 'json' };
      return undefined;
    },
  };
}
