import { buildApp } from './app.ts';
import { readServerConfig } from './config.ts';

const config = readServerConfig();
const app = await buildApp(config, { logger: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host: config.host, port: config.port });
console.log(`pdb-search-elements demo: http://${config.host}:${config.port}/demo/`);
