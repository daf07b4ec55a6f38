// Which readers of `attr` name attributes the catalogue does not mark searchable: they would lose
// their rows if only searchable attributes were kept (L1 and after).

import { TREES } from '../../../src/model/trees.ts';
import type { Source } from './source.ts';

const NAMED: Array<[string, string[]]> = [
  [
    'query/coverage.ts',
    [
      'rcsb_polymer_entity_align.reference_database_accession',
      'rcsb_polymer_entity_align.aligned_regions.length',
      'rcsb_polymer_entity_align.reference_database_name',
    ],
  ],
  [
    'data-api/reference-records.ts',
    ['rcsb_entry_container_identifiers.pubmed_id', 'rcsb_polymer_entity_container_identifiers.uniprot_ids'],
  ],
  [
    'data-api/group-records.ts',
    ['entry', 'polymer_entity'].flatMap((k) => [
      `rcsb_${k}_group_membership.group_id`,
      `rcsb_${k}_group_membership.aggregation_method`,
    ]),
  ],
  [
    'index/tree-tables.ts',
    [...new Set(TREES.flatMap((t) => [t.attribute, t.annotationType?.attribute]).filter((a): a is string => !!a))],
  ],
];

export function readerAttributes(source: Source): void {
  console.log('\nattributes named by readers of attr (searchable? rows):');
  const rows = source.db.prepare('SELECT count(*) FROM attr WHERE attr = ?').pluck();
  for (const [reader, names] of NAMED) {
    for (const name of names) {
      const a = source.byName.get(name);
      const state = !a
        ? 'not held'
        : `${a.searchable ? 'searchable' : 'NOT searchable'}, ${rows.get(a.id) as number} rows`;
      console.log(`  ${reader.padEnd(32)} ${name.padEnd(62)} ${state}`);
    }
  }
  // value-suggester's nested contexts are the category_path of the attribute's nested root
  const contexts = source.db
    .prepare(
      `SELECT DISTINCT json_extract(c.json, '$.attribute') FROM catalogue c
       WHERE json_extract(c.json, '$.suggest') AND json_extract(c.json, '$.searchable') = 0`,
    )
    .pluck()
    .all() as string[];
  console.log(`  suggest-marked attributes that are not searchable: ${contexts.length ? contexts.join(', ') : 'none'}`);
}
