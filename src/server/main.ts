import { buildApp } from './app.ts';
import { readServerConfig } from './config.ts';
import { prepareServerArchive } from './archive.ts';

const config = readServerConfig();
const archive = await prepareServerArchive();
const app = await buildApp(config, { logger: true, archive });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    void app.close().then(() => {
      archive.close();
      process.exit(0);
    }),
  );
}
await app.listen({ host: config.host, port: config.port });
console.log(`pdb-search-elements: http://${config.host}:${config.port}/search`);
