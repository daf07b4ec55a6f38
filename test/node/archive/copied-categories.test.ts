// Issue 19, slice 1: what the files already hold is copied and indexed. Items the dictionary spells
// with brackets or hyphens (matrix[1][1], space_group_name_H-M), comma-separated lists
// (asym_id_list), struct_asym on the chains, the revision categories, the validation report's
// per-chain summaries: each held (listed with its values), checked against the file text read with
// a plain regex. Most have no search context in the RCSB's schema: they are data, not conditions.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { AttributeParameters, QueryNode, ReturnType } from '../../../src/model/types.ts';
import type Database from 'better-sqlite3';
import { readAttributeCatalogue, type CatalogueAttribute } from '../../../src/archive/index/catalogue.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

let engine: ArchiveSearch;
let db: Database.Database;
let catalogue: CatalogueAttribute[];
before(async () => {
  const archive = await getTestArchive();
  engine = new ArchiveSearch(archive.file);
  db = archive.open();
  catalogue = readAttributeCatalogue(db, 'text');
});
after(() => {
  engine?.close();
  db?.close();
});

const SOURCE = resolveSourceDir();
const fileText = (...parts: string[]): string => gunzipSync(readFileSync(path.join(SOURCE, ...parts))).toString('utf8');

async function ids(attribute: string, operator: string, value: unknown, returnType: ReturnType): Promise<string[]> {
  const query: QueryNode = {
    type: 'terminal',
    service: 'text',
    parameters: { attribute, operator, value } as AttributeParameters,
  };
  const response = await engine.search(
    validated({
      query,
      return_type: returnType,
      request_options: {
        return_all_hits: true,
        results_verbosity: 'compact',
        results_content_type: ['experimental', 'computational'],
      },
    }),
  );
  return (response.result_set ?? []) as string[];
}

test('symmetry.space_group_name_H_M: every entry whose file states its space group is found by it', async () => {
  const stated = new Map<string, string[]>();
  for (const name of readdirSync(path.join(SOURCE, 'entries'))) {
    const match = /^_symmetry\.space_group_name_H-M\s+'([^']+)'\s*$/m.exec(fileText('entries', name));
    if (!match) continue;
    const id = name.replace(/\.cif\.gz$/, '').toUpperCase();
    stated.set(match[1]!, [...(stated.get(match[1]!) ?? []), id]);
  }
  assert.ok(stated.size >= 10, `${stated.size} space groups stated`);
  for (const [group, entries] of stated) {
    const found = new Set(await ids('symmetry.space_group_name_H_M', 'exact_match', group, 'entry'));
    assert.deepEqual(
      entries.filter((id) => !found.has(id)),
      [],
      group,
    );
  }
});

/** A document's body as ingested. */
function body(type: string, id: string): Record<string, unknown> {
  const row = db.prepare('SELECT body_json(body) AS body FROM doc WHERE type = ? AND id = ?').get(type, id) as
    { body: string } | undefined;
  assert.ok(row, `${type} ${id}`);
  return JSON.parse(row.body) as Record<string, unknown>;
}

/** The attribute is listed as held (it has values), on documents of `type`. */
function held(attribute: string, type: string): void {
  const described = catalogue.find((a) => a.attribute === attribute);
  assert.ok(described && described.doc_count > 0, `${attribute} is held`);
  assert.ok(described.doc_types.includes(type as never), `${attribute} on ${type}: ${described.doc_types.join(', ')}`);
}

test("4HHB's assembly: its asym_id_list as a list, its operator's matrix and vector; 2KPU's struct_asym", () => {
  const text = fileText('entries', '4hhb.cif.gz');
  const list = /^_pdbx_struct_assembly_gen\.asym_id_list\s+(\S+)\s*$/m.exec(text)?.[1] ?? '';
  const assembly = body('assembly', '4HHB-1') as {
    pdbx_struct_assembly_gen?: Array<{ asym_id_list?: string[] }>;
    pdbx_struct_oper_list?: Array<Record<string, unknown>>;
  };
  assert.deepEqual(assembly.pdbx_struct_assembly_gen?.[0]?.asym_id_list, list.split(','));
  const operator = assembly.pdbx_struct_oper_list?.[0] ?? {};
  const spelled = { matrix_1_1: 'matrix[1][1]', matrix_2_3: 'matrix[2][3]', vector_3: 'vector[3]' };
  for (const [item, inFile] of Object.entries(spelled)) {
    const line = text.split('\n').find((l) => l.startsWith(`_pdbx_struct_oper_list.${inFile} `));
    assert.equal(operator[item], Number(line?.trim().split(/\s+/)[1]), item);
  }
  held('pdbx_struct_oper_list.matrix_1_1', 'assembly');
  held('pdbx_struct_assembly_gen.asym_id_list', 'assembly');
  // 2KPU's file gives its chain's struct_asym the items the schema holds
  const chain = body('polymer_instance', '2KPU.A') as { struct_asym?: Record<string, unknown> };
  const asym = fileText('entries', '2kpu.cif.gz');
  const item = (name: string) => new RegExp(`^_struct_asym\\.${name}\\s+(\\S+)`, 'm').exec(asym)?.[1];
  assert.deepEqual(chain.struct_asym, {
    pdbx_PDB_id: item('pdbx_PDB_id'),
    pdbx_alt_id: item('pdbx_alt_id'),
    pdbx_order: Number(item('pdbx_order')),
    pdbx_type: item('pdbx_type'),
  });
  held('struct_asym.pdbx_type', 'polymer_instance');
});

test("the validation report's per-chain geometry lands on the chain: 1AH1", () => {
  const text = fileText('extra', 'validation', '1ah1_validation.cif.gz');
  const loop = /_pdbx_vrpt_summary_entity_geometry\.num_angles_RMSZ\s*\n([\s\S]*?)\n#/.exec(text)?.[1] ?? '';
  const rows = loop
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells[5] !== '?');
  assert.ok(rows.length > 0);
  for (const [, model, , labelAsymId, , anglesRmsz] of rows) {
    const chain = body('polymer_instance', `1AH1.${labelAsymId}`) as {
      pdbx_vrpt_summary_entity_geometry?: Array<{ PDB_model_num?: number; angles_RMSZ?: number }>;
    };
    const summary = chain.pdbx_vrpt_summary_entity_geometry?.find((r) => r.PDB_model_num === Number(model));
    assert.equal(summary?.angles_RMSZ, Number(anglesRmsz), `1AH1.${labelAsymId} model ${model}`);
  }
  held('pdbx_vrpt_summary_entity_geometry.angles_RMSZ', 'polymer_instance');
});

test('revision categories and items are kept: 4HHB names the categories its revisions changed', () => {
  const text = fileText('entries', '4hhb.cif.gz');
  const loop = /_pdbx_audit_revision_category\.category\s*\n([\s\S]*?)\n#/.exec(text)?.[1] ?? '';
  const stated = loop
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).pop());
  const entry = body('entry', '4HHB') as { pdbx_audit_revision_category?: Array<{ category?: string }> };
  assert.deepEqual(
    entry.pdbx_audit_revision_category?.map((r) => r.category),
    stated,
  );
  held('pdbx_audit_revision_category.category', 'entry');
  held('pdbx_audit_revision_item.item', 'entry');
});

test("struct_conn per chain: each of 4HHB's hemes is coordinated by its histidine's NE2, as the file's rows say", () => {
  const text = fileText('entries', '4hhb.cif.gz');
  const items = [...text.matchAll(/^_struct_conn\.(\S+)/gm)].map((m) => m[1]!);
  const rows = text
    .split('\n')
    .filter((line) => /^metalc\d+\s+metalc\s/.test(line))
    .map((line) =>
      Object.fromEntries(
        line
          .trim()
          .split(/\s+/)
          .map((cell, i) => [items[i], cell]),
      ),
    );
  assert.ok(rows.length >= 4, `${rows.length} metal coordinations`);
  for (const row of rows) {
    const heme = row.ptnr2_label_comp_id === 'HEM' ? 'ptnr2' : 'ptnr1';
    const histidine = heme === 'ptnr2' ? 'ptnr1' : 'ptnr2';
    const chain = body('non_polymer_instance', `4HHB.${row[`${heme}_label_asym_id`]}`) as {
      rcsb_nonpolymer_struct_conn?: Array<Record<string, unknown> & { connect_partner: Record<string, unknown> }>;
    };
    const record = chain.rcsb_nonpolymer_struct_conn?.find((r) => r.id === row.id);
    assert.equal(record?.connect_type, 'metal coordination', row.id);
    assert.equal(record.dist_value, Number(row.pdbx_dist_value));
    assert.deepEqual(
      [
        record.connect_partner.label_asym_id,
        record.connect_partner.label_comp_id,
        record.connect_partner.label_seq_id,
        record.connect_partner.label_atom_id,
      ],
      [row[`${histidine}_label_asym_id`], 'HIS', Number(row[`${histidine}_label_seq_id`]), 'NE2'],
    );
  }
  held('rcsb_nonpolymer_struct_conn.connect_partner.label_comp_id', 'non_polymer_instance');
  held('rcsb_polymer_struct_conn.connect_type', 'polymer_instance');
});

test("4HHB's hemes: a metal coordination feature per histidine bond, annotated as coordinated and not covalently linked", () => {
  for (const asym of ['E', 'G', 'H', 'J'] as const) {
    const chain = body('non_polymer_instance', `4HHB.${asym}`) as {
      rcsb_nonpolymer_struct_conn?: Array<{ connect_type: string; dist_value: number }>;
      rcsb_nonpolymer_instance_feature?: Array<{
        type: string;
        comp_id: string;
        feature_value: Array<Record<string, unknown>>;
      }>;
      rcsb_nonpolymer_instance_annotation?: Array<{ type: string; comp_id: string }>;
    };
    const bonds = (chain.rcsb_nonpolymer_struct_conn ?? []).filter((c) => c.connect_type === 'metal coordination');
    const features = (chain.rcsb_nonpolymer_instance_feature ?? []).filter(
      (f) => f.type === 'HAS_METAL_COORDINATION_LINKAGE',
    );
    assert.ok(bonds.length >= 1, asym);
    assert.deepEqual(
      features.map((f) => [
        f.comp_id,
        f.feature_value[0]?.comp_id,
        f.feature_value[0]?.details,
        f.feature_value[0]?.reported,
      ]),
      bonds.map((b) => ['HEM', 'HIS', 'FE,NE2', b.dist_value]),
      asym,
    );
    assert.deepEqual(
      (chain.rcsb_nonpolymer_instance_annotation ?? []).map((a) => [a.type, a.comp_id]),
      [
        ['HAS_METAL_COORDINATION_LINKAGE', 'HEM'],
        ['HAS_NO_COVALENT_LINKAGE', 'HEM'],
      ],
      asym,
    );
  }
  held('rcsb_nonpolymer_instance_annotation.type', 'non_polymer_instance');
  held('rcsb_nonpolymer_instance_feature_summary.count', 'non_polymer_instance');
});

test("a component's initial release date is its audit's 'Initial release' row, for every CCD file that has one", () => {
  let checked = 0;
  for (const name of readdirSync(path.join(SOURCE, 'ccd')).filter((n) => n.endsWith('.cif.gz'))) {
    const match = /^(\S+)\s+"Initial release"\s+(\d{4}-\d{2}-\d{2})/m.exec(fileText('ccd', name));
    if (!match) continue;
    const component = body('mol_definition', match[1]!) as { rcsb_chem_comp_info?: { initial_release_date?: string } };
    assert.equal(component.rcsb_chem_comp_info?.initial_release_date, match[2], match[1]);
    checked++;
  }
  assert.ok(checked >= 10, `${checked} components`);
  held('rcsb_chem_comp_info.initial_release_date', 'mol_definition');
});

test("a BIRD molecule's CSD relations are its family's CCDC structures (FAM_000001: the actinomycins)", () => {
  const text = fileText('ccd', 'prd', 'FAM_000001.cif.gz');
  const codes = [...new Set([...text.matchAll(/^FAM_000001\s+\d+\s+\d+\s+CCDC\s+\S+\s+(\S+)/gm)].map((m) => m[1]!))];
  assert.ok(codes.length >= 10, `${codes.length} CSD codes`);
  const molecule = body('mol_definition', 'PRD_000001') as {
    rcsb_chem_comp_related?: Array<{ resource_name: string; resource_accession_code: string }>;
  };
  assert.deepEqual(
    molecule.rcsb_chem_comp_related?.map((r) => [r.resource_name, r.resource_accession_code]),
    codes.map((code) => ['CCDC/CSD', code]),
  );
  held('rcsb_chem_comp_related.resource_accession_code', 'mol_definition');
});
