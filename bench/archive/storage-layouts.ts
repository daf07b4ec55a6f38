// Issue 36: how many bytes per entry the attribute data of the archive index needs in other
// layouts, and what the representative lookups cost in each. Reads an existing index (never
// writes it), builds each layout into a scratch SQLite file and prints sizes (dbstat), build
// times and lookup times. Design input only: nothing in src/ uses these layouts.
//   npx tsx bench/archive/storage-layouts.ts [index file]     (default .data/archive.sqlite)

import path from 'node:path';
import { PROJECT_ROOT } from '../../src/archive/config.ts';
import {
  attrLookups,
  chunkedLookups,
  clusteredLookups,
  valueRowLookups,
  type Lookups,
} from './storage-layouts/lookups.ts';
import { prepareAttribute, type PreparedAttribute } from './storage-layouts/prepare.ts';
import { PostingsWriter, VALS_BY_CODE } from './storage-layouts/postings-layouts.ts';
import { buildL1, buildL2 } from './storage-layouts/row-layouts.ts';
import { readerAttributes } from './storage-layouts/readers.ts';
import { reportFullText } from './storage-layouts/full-text-report.ts';
import { decodeThroughput } from './storage-layouts/throughput.ts';
import { scaleEstimate } from './storage-layouts/scaling.ts';
import { btreeSizes, cleanScratch, kB, MB, openSource, sumOf, timed } from './storage-layouts/source.ts';

const file = path.resolve(process.argv[2] ?? path.join(PROJECT_ROOT, '.data/archive.sqlite'));
const source = openSource(file);
const perEntry = (n: number): string => (n / source.entries).toFixed(1);
console.log(`${file}: ${source.entries} entries`);

interface Probe {
  label: string;
  run: (l: Lookups) => number;
}
const attribute = (name: string) => {
  const a = source.byName.get(name);
  if (!a) throw new Error(`the index holds no ${name}`);
  return a;
};
const PROBES: Probe[] = [
  { label: "exptl.method = 'X-RAY DIFFRACTION'", run: (l) => l.exact(attribute('exptl.method'), 'X-RAY DIFFRACTION') },
  {
    label: "entry_id = '4HHB'",
    run: (l) => l.exact(attribute('rcsb_entry_container_identifiers.entry_id'), '4HHB'),
  },
  {
    label: 'resolution_combined in [1, 2]',
    run: (l) => l.range(attribute('rcsb_entry_info.resolution_combined'), 1, 2),
  },
  {
    label: 'column annotation_lineage.id',
    run: (l) => l.column(attribute('rcsb_polymer_entity_annotation.annotation_lineage.id')),
  },
];

const PROBE_ATTRIBUTES = [
  'exptl.method',
  'rcsb_entry_container_identifiers.entry_id',
  'rcsb_entry_info.resolution_combined',
  'rcsb_polymer_entity_annotation.annotation_lineage.id',
  'struct.title',
  'rcsb_polymer_entity_annotation.annotation_lineage.name',
];

interface Line {
  layout: string;
  bytes: number;
  buildMs?: number;
  lookups?: Lookups;
  note?: string;
}
const lines: Line[] = [];

// --- statistics and the prepared (dictionary-coded) attributes -------------------------------
let started = performance.now();
const prepared: PreparedAttribute[] = [...source.attributes.values()].map((a) => prepareAttribute(source, a));
const prepareMs = performance.now() - started;
const searchable = prepared.filter((p) => p.attribute.searchable);
const total = (list: PreparedAttribute[], f: (p: PreparedAttribute) => number): number =>
  list.reduce((s, p) => s + f(p), 0);
console.log(`dictionary coding of all attributes in JS: ${(prepareMs / 1000).toFixed(1)} s`);
for (const [label, list] of [
  ['all attributes', prepared],
  ['searchable attributes', searchable],
] as const) {
  const rows = total(list, (p) => p.order.length);
  const distinct = total(list, (p) => p.keys.length);
  const byMode = [0, 1, 2].map((m) => total(list, (p) => (p.mode === m ? p.order.length : 0)));
  console.log(
    `${label}: ${list.length} attributes, ${rows} rows (${perEntry(rows)} per entry), ${distinct} distinct values ` +
      `(${perEntry(distinct)} per entry); rows by nesting mode 0/1/2: ${byMode.join(' / ')}`,
  );
}

// --- L0: the layout before format 19, rebuilt beside the index --------------------------------------
const sourceSizes = btreeSizes(source.db, 'attribute_rows');
const l0 = sumOf(sourceSizes, (n) => n === 'attr' || n.startsWith('attr_by_'));
lines.push({
  layout: 'L0 attr + 3 indexes (before format 19)',
  bytes: l0,
  lookups: attrLookups(source.db),
  note: ['attr', 'attr_by_value', 'attr_by_num', 'attr_by_doc']
    .map((n) => `${n} ${MB(sourceSizes.get(n) ?? 0)}`)
    .join(', '),
});

// --- L1, L2 -------------------------------------------------------------------------------------
const l1 = buildL1(source);
lines.push({
  layout: 'L1 = L0, searchable only',
  bytes: sumOf(new Map(l1.parts), () => true),
  buildMs: l1.ms,
  lookups: attrLookups(l1.db),
  note: `${l1.rows} rows; ${l1.parts.map(([n, b]) => `${n} ${MB(b)}`).join(', ')}`,
});
const l2 = buildL2(source);
const [l2Table, l2Index] = l2.parts as [[string, number], [string, number]];
lines.push({
  layout: 'L2 clustered WITHOUT ROWID',
  bytes: l2Table[1],
  buildMs: l2.ms,
  lookups: clusteredLookups(l2.db),
  note: `${l2.rows} rows (duplicates collapsed); + ${l2Index[0]} ${MB(l2Index[1])} MB = ${kB(l2.withDocIndex / source.entries)} kB/entry`,
});

// --- L3 (chunked postings), L4 (a row per distinct value) -----------------------------------------
const writers = [
  new PostingsWriter('l3-full', 'chunked', false),
  new PostingsWriter('l3-elided', 'chunked', true, true),
  new PostingsWriter('l4', 'rows', true),
];
started = performance.now();
for (const p of searchable) for (const w of writers) w.add(p);
const [l3Full, l3Elided, l4] = writers.map((w) => w.finish()) as [
  ReturnType<PostingsWriter['finish']>,
  ReturnType<PostingsWriter['finish']>,
  ReturnType<PostingsWriter['finish']>,
];
const codingMs = prepareMs * (total(searchable, (p) => p.order.length) / total(prepared, (p) => p.order.length));
for (const [label, layout] of [
  ['L3a dict + chunked postings, (doc,rec,subrec) always', l3Full],
  ['L3b dict + chunked postings, rec/subrec elided', l3Elided],
] as const) {
  const sizes = btreeSizes(layout.db);
  const post = sizes.get('post') ?? 0;
  const dict = sizes.get('dict') ?? 0;
  const chunks = layout.db.prepare('SELECT count(*) FROM post').pluck().get() as number;
  const rowid = sumOf(sizes, (n) => n.startsWith('dict_rowid'));
  lines.push({
    layout: label,
    bytes: post + dict,
    buildMs: layout.writeMs + codingMs,
    lookups: chunkedLookups(layout),
    note:
      `dict (clustered on attr,key,code) ${MB(dict)}, post ${MB(post)} in ${chunks} rows` +
      (rowid ? `; a rowid dict + value/num indexes instead: ${MB(rowid)} MB` : ''),
  });
}
const l4Sizes = btreeSizes(l4.db);
const l4Bytes = l4Sizes.get('vals') ?? 0;
l4.db.exec(VALS_BY_CODE);
const byCode = btreeSizes(l4.db).get('vals_by_code') ?? 0;
lines.push({
  layout: 'L4 row per distinct value, postings inline',
  bytes: l4Bytes,
  buildMs: l4.writeMs + codingMs,
  lookups: valueRowLookups(l4, true),
  note: `+ vals_by_code(attr, code) for full-text matches ${MB(byCode)} MB`,
});

// --- the table ------------------------------------------------------------------------------------
console.log(`\n${'layout'.padEnd(52)} ${'MB'.padStart(7)} ${'kB/entry'.padStart(9)} ${'build s'.padStart(8)}`);
for (const line of lines) {
  const build = line.buildMs === undefined ? '-' : (line.buildMs / 1000).toFixed(1);
  console.log(
    `${line.layout.padEnd(52)} ${MB(line.bytes).padStart(7)} ${kB(line.bytes / source.entries).padStart(9)} ${build.padStart(8)}`,
  );
  if (line.note) console.log(`    ${line.note}`);
}
console.log(
  `\n${'lookup (ms, best of 5 / postings)'.padEnd(40)}${lines.map((l) => l.layout.slice(0, 3).padStart(16)).join('')}`,
);
for (const probe of PROBES) {
  const cells = lines.map((l) => {
    const { ms, result } = timed(() => probe.run(l.lookups as Lookups), 5);
    return `${ms.toFixed(2)}/${result}`.padStart(16);
  });
  console.log(`${probe.label.padEnd(40)}${cells.join('')}`);
}

decodeThroughput(source, [l3Elided, l4], perEntry);

// --- L3b at the PDB's size --------------------------------------------------------------------------
const TARGET = 200_000;
const scaled = scaleEstimate(source, searchable, l3Elided.modes, TARGET);
const l3Sizes = btreeSizes(l3Elided.db);
const dictPerValue = (l3Sizes.get('dict') ?? 0) / total(searchable, (p) => p.keys.length);
const dictAtScale = scaled.distinct * dictPerValue;
// postings rows: the same fill as now (SQLite page overhead on the blob bytes)
const blobBytes = l3Elided.db.prepare('SELECT sum(length(blob)) FROM post').pluck().get() as number;
const postAtScale = scaled.postingsBytes * ((l3Sizes.get('post') ?? 0) / blobBytes);
console.log(
  `
L3b estimated at ${TARGET} entries (Heaps fit per attribute, scaling.ts): ` +
    `${(scaled.distinct / TARGET).toFixed(1)} distinct values per entry -> dict ${kB(dictAtScale / TARGET)} kB/entry ` +
    `(${dictPerValue.toFixed(1)} B per value), postings ${kB(postAtScale / TARGET)} kB/entry, ` +
    `total ${kB((dictAtScale + postAtScale) / TARGET)} kB/entry = ${((dictAtScale + postAtScale) / 1e9).toFixed(2)} GB`,
);
const betas = [...new Set(PROBE_ATTRIBUTES)].map((n) => `${n} ${scaled.betaOf.get(attribute(n).id)?.toFixed(2)}`);
console.log(`  growth exponent beta of distinct values: ${betas.join('; ')}`);
const top = searchable
  .map((p) => ({
    name: p.attribute.name,
    d: p.keys.length * (TARGET / source.entries) ** (scaled.betaOf.get(p.attribute.id) ?? 1),
  }))
  .sort((a, b) => b.d - a.d)
  .slice(0, 8);
console.log(
  `  most distinct values at scale (per entry): ${top.map((t) => `${t.name} ${(t.d / TARGET).toFixed(1)}`).join('; ')}`,
);
const ftsDict = reportFullText(source, prepared, btreeSizes(source.db), chunkedLookups(l3Elided));
const ftsRowsAtScale = total(
  searchable.filter((p) => p.attribute.fullText),
  (p) => p.keys.length * (TARGET / source.entries) ** (scaled.betaOf.get(p.attribute.id) ?? 1),
);
console.log(
  `  distinct-value FTS at ${TARGET} entries: ${(ftsRowsAtScale / TARGET).toFixed(1)} rows per entry -> ` +
    `${kB((ftsRowsAtScale * (ftsDict.bytes / ftsDict.rows)) / TARGET)} kB/entry (at today's bytes per row)`,
);
readerAttributes(source);
cleanScratch();
