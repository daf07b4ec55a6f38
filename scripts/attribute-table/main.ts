// npm run attributes [INDEX]: writes docs/attributes.md from the index npm start builds (or INDEX).

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PROJECT_ROOT, resolveIndexFile, resolveSchemaDir, resolveSourceDir } from '../../src/archive/config.ts';
import { readAttributeCatalogue } from '../../src/archive/index/catalogue.ts';
import { itemsInFiles, renderCoverage, schemaCoverage } from './coverage.ts';

export const ATTRIBUTES_PAGE = path.join(PROJECT_ROOT, 'docs', 'attributes.md');

export function coveragePage(indexFile: string): string {
  const source = resolveSourceDir();
  const schemas = resolveSchemaDir(source);
  const db = new Database(indexFile, { readonly: true });
  try {
    const files = itemsInFiles(source);
    const schema = (name: string) => JSON.parse(readFileSync(path.join(schemas, name), 'utf8'));
    const held = (service: 'text' | 'text_chem') =>
      new Set(readAttributeCatalogue(db, service).map((a) => a.attribute));
    return renderCoverage([
      schemaCoverage('Structure attributes (`text`)', schema('structure_schema.json'), held('text'), files),
      schemaCoverage('Chemical attributes (`text_chem`)', schema('chemical_schema.json'), held('text_chem'), files),
    ]);
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ATTRIBUTES_PAGE, coveragePage(resolveIndexFile(process.argv[2])));
  console.log(`wrote ${path.relative(PROJECT_ROOT, ATTRIBUTES_PAGE)}`);
}
