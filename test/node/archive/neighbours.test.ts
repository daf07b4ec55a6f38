// Issue 19, slice 6: ligand neighbours (rcsb_target_neighbors on ligands, rcsb_ligand_neighbors on
// polymer chains), each ligand-residue pair within 5 Å compared with gemmi's NeighborSearch over
// the same first model (test/independent/gemmi_reading.py): the same pairs, the same closest
// distance. Entries under 300 kB, computed models aside (they carry no ligands).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { archiveAndGemmiReading, gemmiUnavailable, smallExperimentalEntries } from '../../support/gemmi.ts';
import { validated } from '../../support/validated-request.ts';

/** file -> 'ligand asym|target asym|target seq' -> closest distance */
type Reading = Record<string, Record<string, number>>;
interface TargetNeighbour {
  target_asym_id: string;
  target_seq_id?: number;
  target_comp_id: string;
  target_atom_id: string;
  target_is_bound: string;
  distance: number;
}

const skip = gemmiUnavailable();

describe('ligand neighbours', { skip }, () => {
  const fixture = archiveAndGemmiReading<Reading>('neighbours', smallExperimentalEntries);

  const ligands = (entry: string) =>
    (
      fixture.db
        .prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'non_polymer_instance' AND id LIKE ?")
        .all(`${entry}.%`) as Array<{
        id: string;
        body: string;
      }>
    ).map(({ id, body }) => ({
      asym: id.slice(id.indexOf('.') + 1),
      neighbours: (JSON.parse(body) as { rcsb_target_neighbors?: TargetNeighbour[] }).rcsb_target_neighbors ?? [],
    }));

  test('every ligand-residue pair within 5 Å, and its closest distance, as gemmi finds them', () => {
    let pairs = 0;
    for (const [file, expected] of Object.entries(fixture.reading)) {
      const entry = path.basename(file, '.cif.gz').toUpperCase();
      const found: Record<string, number> = {};
      for (const { asym, neighbours } of ligands(entry))
        for (const n of neighbours) found[`${asym}|${n.target_asym_id}|${n.target_seq_id}`] = n.distance;
      assert.deepEqual(Object.keys(found).sort(), Object.keys(expected).sort(), entry);
      for (const [key, distance] of Object.entries(expected))
        assert.ok(Math.abs((found[key] ?? NaN) - distance) < 6e-4, `${entry} ${key}: ${found[key]} vs ${distance}`);
      pairs += Object.keys(expected).length;
    }
    console.log(`ligand neighbours: ${pairs} ligand-residue pairs compared with gemmi's NeighborSearch`);
    assert.ok(pairs >= 50, `${pairs} pairs`);
  });

  test("4HHB's hemes: the proximal histidine bound (HIS 87 of alpha, HIS 92 of beta), the distal one near (58, 63)", () => {
    const hemes = Object.fromEntries(ligands('4HHB').map((l) => [l.asym, l.neighbours]));
    for (const [asym, chain, proximal, distal] of [
      ['E', 'A', 87, 58],
      ['G', 'B', 92, 63],
      ['H', 'C', 87, 58],
      ['J', 'D', 92, 63],
    ] as const) {
      const near = (seq: number) => hemes[asym]?.find((n) => n.target_asym_id === chain && n.target_seq_id === seq);
      assert.deepEqual([near(proximal)?.target_comp_id, near(proximal)?.target_is_bound], ['HIS', 'Y'], asym);
      assert.deepEqual([near(distal)?.target_comp_id, near(distal)?.target_is_bound], ['HIS', 'N'], asym);
    }
  });

  test('the polymer side mirrors it, and is a search condition', async () => {
    const chain = fixture.db
      .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'polymer_instance' AND id = '4HHB.A'")
      .get() as {
      body: string;
    };
    const onChain = (JSON.parse(chain.body) as { rcsb_ligand_neighbors?: Array<{ ligand_asym_id: string }> })
      .rcsb_ligand_neighbors;
    const fromLigands = ligands('4HHB').flatMap((l) => l.neighbours.filter((n) => n.target_asym_id === 'A'));
    assert.equal(onChain?.length, fromLigands.length);
    const response = await fixture.engine.search(
      validated({
        query: {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'rcsb_ligand_neighbors.ligand_comp_id', operator: 'exact_match', value: 'HEM' },
        },
        return_type: 'entry',
        request_options: { return_all_hits: true, results_verbosity: 'compact' },
      }),
    );
    assert.ok((response.result_set as string[]).includes('4HHB'));
  });
});
