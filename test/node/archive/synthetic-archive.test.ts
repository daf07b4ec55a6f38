// The scale bench's synthetic archive (bench/scale/), 40 clones of the test archive: every
// document type cloned under new ids, no clone an exact duplicate of its template (sequences,
// 100 % clusters, coordinates), component links and the new components in place, the services'
// tables built by their hooks.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolveSchemaDir } from '../../../src/archive/config.ts';
import { ArchiveIndex, members } from '../../../src/archive/query/archive-index.ts';
import { StructureStore } from '../../../src/archive/services/coordinates/store.ts';
import { buildSyntheticArchive } from '../../../bench/scale/synthetic-archive.ts';
import { cloneComponent, smilesValidator } from '../../../bench/scale/clone-component.ts';
import { loadRdkit } from '../../../src/archive/images/rdkit.ts';
import { getTestArchive } from './fixture.ts';

const ENTRIES = 40;

describe('synthetic archive (scale bench)', () => {
  let scratch: string;
  let shared: ArchiveIndex;
  let synthetic: ArchiveIndex;

  before(async () => {
    const archive = await getTestArchive();
    scratch = mkdtempSync(path.join(os.tmpdir(), 'synthetic-test-'));
    const out = path.join(scratch, 'synthetic.sqlite');
    await buildSyntheticArchive(archive.file, out, ENTRIES, resolveSchemaDir(archive.source));
    shared = new ArchiveIndex(archive.file);
    synthetic = new ArchiveIndex(out);
  });
  after(() => {
    shared?.close();
    synthetic?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('clones every document type of its templates under PDB-shaped ids', () => {
    assert.equal(synthetic.rows('entry').length, ENTRIES);
    for (const type of [
      'polymer_entity',
      'non_polymer_entity',
      'polymer_instance',
      'non_polymer_instance',
      'assembly',
    ] as const) {
      assert.ok(synthetic.rows(type).length > 0, type);
    }
    for (const row of synthetic.rows('entry')) assert.match(synthetic.ids[row]!, /^[1-9][0-9A-Z]{3}$/);
    for (const row of synthetic.rows('polymer_instance'))
      assert.ok(synthetic.parentRow[row]! > 0, 'instances have their entity');
  });

  it('mutates sequences and gives no clone its template 100 % cluster', () => {
    const templateSequences = new Set<string>();
    const templateClusters = new Set<string>();
    for (const row of shared.rows('polymer_entity')) {
      const body = shared.body(row)!;
      templateSequences.add(
        String(
          (body.entity_poly as { pdbx_seq_one_letter_code_can?: string } | undefined)?.pdbx_seq_one_letter_code_can,
        ),
      );
      for (const m of (body.rcsb_cluster_membership ?? []) as Array<{ cluster_id: number; identity: number }>) {
        if (m.identity === 100) templateClusters.add(String(m.cluster_id));
      }
    }
    let mutated = 0;
    for (const row of synthetic.rows('polymer_entity')) {
      const body = synthetic.body(row)!;
      const poly = (body.entity_poly ?? {}) as {
        pdbx_seq_one_letter_code_can?: string;
        rcsb_entity_polymer_type?: string;
      };
      if (
        poly.rcsb_entity_polymer_type === 'Protein' &&
        !templateSequences.has(String(poly.pdbx_seq_one_letter_code_can))
      )
        mutated++;
      const at100 = (body.rcsb_cluster_membership as Array<{ cluster_id: number; identity: number }>).find(
        (m) => m.identity === 100,
      );
      assert.ok(at100 && !templateClusters.has(String(at100.cluster_id)), synthetic.ids[row]);
    }
    assert.ok(mutated > 0);
  });

  it('links components, some of them new, and moves the coordinates', () => {
    const linked = Array.from(synthetic.rows('entry')).filter(
      (row) => members(synthetic.componentsOfEntry, row).length > 0,
    );
    assert.ok(linked.length > 0);
    const added = Array.from(synthetic.rows('mol_definition')).filter((row) => synthetic.ids[row]!.startsWith('9Z'));
    assert.ok(added.length > 0 && added.some((row) => members(synthetic.entriesOfComponent, row).length > 0));
    const store = new StructureStore(synthetic);
    const first = synthetic.ids[synthetic.rows('entry')[0]!]!;
    const clone = store.get(first);
    const template = new StructureStore(shared).get(
      shared.ids[Array.from(shared.rows('entry')).find((r) => shared.computational[r] === 0)!]!,
    );
    assert.ok(clone && template && clone.chains.length === template.chains.length);
    assert.notDeepEqual(clone.chains[0]!.coords.slice(0, 3), template.chains[0]!.coords.slice(0, 3));
    const shapes = synthetic.db
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('structure_shape', 'strucmotif_postings')")
      .get() as { n: number };
    assert.equal(shapes.n, 2);
  });

  it('methylates a new component where the first atom can take it, else adds methane beside it', async () => {
    const valid = smilesValidator(await loadRdkit());
    const clone = (id: string, smiles: string, formula: string) =>
      cloneComponent(
        id,
        JSON.stringify({ chem_comp: { id, formula }, rcsb_chem_comp_descriptor: { comp_id: id, SMILES: smiles } }),
        '9Z0AB',
        valid,
      ).body as { chem_comp: { formula: string }; rcsb_chem_comp_descriptor: { SMILES: string } };
    const ethanol = clone('EOH', 'CCO', 'C2 H6 O');
    assert.deepEqual([ethanol.rcsb_chem_comp_descriptor.SMILES, ethanol.chem_comp.formula], ['CCCO', 'C3 H8 O']);
    // a methyl on the sulfate's charged oxygen would be an invalid molecule (the scale bench's 400)
    const sulfate = clone('SO4', '[O-]S(=O)(=O)[O-]', 'O4 S');
    assert.deepEqual(
      [sulfate.rcsb_chem_comp_descriptor.SMILES, sulfate.chem_comp.formula],
      ['C.[O-]S(=O)(=O)[O-]', 'O4 S C H4'],
    );
    assert.ok(valid(sulfate.rcsb_chem_comp_descriptor.SMILES));
  });
});
