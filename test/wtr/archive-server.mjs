// Runs a real archive server for the browser tests and tells the pages where it is: a test asks
// GET /__archive-url (see test/browser/helpers/archive.ts).
import { startArchiveServer } from '../support/start-archive-server.mjs';

export function archiveServer() {
  let server;
  return {
    name: 'archive-server',
    async serverStart() {
      server = await startArchiveServer();
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
