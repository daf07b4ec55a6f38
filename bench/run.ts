// `npm run bench [-- <section> ...]`: prints figures for each benchmark section. Sections run one
// after another (the machine has 2 cores); with no argument, all of them.

import { benchArchive } from './archive/index.ts';
import { benchBuilder } from './builder/index.ts';
import { benchHttp } from './http/index.ts';
import { benchLoad } from './load/index.ts';
import { benchRender } from './render/index.ts';
import { benchScale } from './scale/index.ts';
import { benchServices } from './services/index.ts';
import { benchSimilarity } from './services/similarity.ts';

const SECTIONS: Record<string, () => Promise<void>> = {
  archive: benchArchive,
  builder: benchBuilder,
  http: benchHttp,
  load: benchLoad,
  render: benchRender,
  scale: benchScale,
  services: benchServices,
  similarity: benchSimilarity,
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((name) => !SECTIONS[name]);
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}
for (const name of asked.length ? asked : Object.keys(SECTIONS)) {
  console.log(`\n=== ${name} ===`);
  await SECTIONS[name]!();
}
