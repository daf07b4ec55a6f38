// Issue 19, slice 7: rcsb_struct_symmetry per assembly. 4HHB-1 as the RCSB reports it (A2B2,
// global C2, pseudo D2 with alpha and beta as one cluster); and every assembly of the archive
// whose point group follows from its pdbx_struct_oper_list operators alone (one generator, no two
// equivalent chains in the asymmetric unit), classified independently from the operators'
// group (test/independent/gemmi_reading.py: no coordinates, no superposition), gets that symbol
// from the coordinates.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { archiveAndGemmiReading, experimentalEntries, gemmiUnavailable } from '../../support/gemmi.ts';

/** file -> assembly id -> the operators' symbol */
type Reading = Record<string, Record<string, { symbol: string; operators: number }>>;

interface SymmetryRecord {
  kind: string;
  type: string;
  symbol: string;
  oligomeric_state: string;
  stoichiometry: string[];
  clusters: Array<{ members: Array<{ asym_id: string; pdbx_struct_oper_list_ids: string[] }>; avg_rmsd: number }>;
  rotation_axes?: Array<{ start: number[]; end: number[]; order?: number }>;
}
interface AssemblyBody {
  rcsb_struct_symmetry?: SymmetryRecord[];
  rcsb_struct_symmetry_lineage?: Array<{ id: string; name: string; depth: number }>;
  rcsb_struct_symmetry_provenance_code?: string;
}

function direction(axis: { start: number[]; end: number[] }): number[] {
  const d = axis.end.map((v, i) => v - axis.start[i]!);
  const length = Math.hypot(...d);
  return d.map((v) => v / length);
}

describe('assembly symmetry', { skip: gemmiUnavailable() }, () => {
  const fixture = archiveAndGemmiReading<Reading>('operator-symmetry', experimentalEntries);
  const assembly = (id: string): AssemblyBody => {
    const row = fixture.db
      .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'assembly' AND id = ?")
      .get(id) as { body: string } | undefined;
    assert.ok(row, id);
    return JSON.parse(row.body) as AssemblyBody;
  };

  const longestPolymer = (entry: string): number =>
    Math.max(
      ...(
        fixture.db
          .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'polymer_entity' AND id LIKE ?")
          .all(`${entry}_%`) as Array<{
          body: string;
        }>
      ).map(
        ({ body }) =>
          (JSON.parse(body) as { entity_poly?: { rcsb_sample_sequence_length?: number } }).entity_poly
            ?.rcsb_sample_sequence_length ?? Infinity,
      ),
    );

  test('4HHB-1: hetero 4-mer A2B2, global C2, pseudo D2 with alpha and beta as one cluster', () => {
    const body = assembly('4HHB-1');
    const [global, pseudo, ...rest] = body.rcsb_struct_symmetry ?? [];
    assert.equal(rest.length, 0);
    assert.deepEqual(
      [global?.kind, global?.type, global?.symbol, global?.oligomeric_state, global?.stoichiometry],
      ['Global Symmetry', 'Cyclic', 'C2', 'Hetero 4-mer', ['A2', 'B2']],
    );
    assert.deepEqual(
      global?.clusters.map((c) => c.members.map((m) => m.asym_id)),
      [
        ['A', 'C'],
        ['B', 'D'],
      ],
    );
    assert.deepEqual(
      global?.rotation_axes?.map((a) => a.order),
      [2],
    );
    assert.deepEqual(
      [pseudo?.kind, pseudo?.type, pseudo?.symbol, pseudo?.oligomeric_state, pseudo?.stoichiometry],
      ['Pseudo Symmetry', 'Dihedral', 'D2', 'Hetero 4-mer', ['A4']],
    );
    // D2: three two-fold axes, mutually perpendicular, one of them the global C2 axis
    const axes = (pseudo?.rotation_axes ?? []).map(direction);
    assert.deepEqual(
      pseudo?.rotation_axes?.map((a) => a.order),
      [2, 2, 2],
    );
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) {
        const dot = axes[i]!.reduce((s, v, k) => s + v * axes[j]![k]!, 0);
        assert.ok(Math.abs(dot) < Math.cos((80 * Math.PI) / 180), `axes ${i} and ${j}: cos ${dot}`);
      }
    const c2 = direction(global!.rotation_axes![0]!);
    assert.ok(axes.some((a) => Math.abs(a.reduce((s, v, k) => s + v * c2[k]!, 0)) > 0.99));
    assert.deepEqual(
      body.rcsb_struct_symmetry_lineage?.map((l) => `${l.depth} ${l.id}`),
      [
        '1 Global Symmetry',
        '2 Global Symmetry.Cyclic',
        '3 Global Symmetry.Cyclic.C2',
        '4 Global Symmetry.Cyclic.C2.Hetero 4-mer',
        '1 Pseudo Symmetry',
        '2 Pseudo Symmetry.Dihedral',
        '3 Pseudo Symmetry.Dihedral.D2',
        '4 Pseudo Symmetry.Dihedral.D2.Hetero 4-mer',
      ],
    );
    assert.match(body.rcsb_struct_symmetry_provenance_code ?? '', /symmetry/);
  });

  test("every assembly whose point group follows from its operators has that group's symbol", () => {
    const kinds = new Set<string>();
    let compared = 0;
    for (const [file, assemblies] of Object.entries(fixture.reading)) {
      const entry = path.basename(file, '.cif.gz').toUpperCase();
      for (const [id, expected] of Object.entries(assemblies)) {
        const global = assembly(`${entry}-${id}`).rcsb_struct_symmetry?.[0];
        if (!global?.symbol) {
          // no subunit to compute from: every polymer is shorter than the 5 residues symmetry needs
          assert.ok(longestPolymer(entry) < 5, `${entry}-${id} has no symmetry`);
          continue;
        }
        assert.equal(global.kind, 'Global Symmetry', `${entry}-${id}`);
        assert.equal(global?.symbol, expected.symbol, `${entry}-${id} (${expected.operators} operators)`);
        kinds.add(global.type);
        compared++;
      }
    }
    console.log(`symmetry: ${compared} assemblies compared with their operators' group (${[...kinds].join(', ')})`);
    assert.ok(compared >= 10, `${compared} assemblies`);
    for (const kind of ['Asymmetric', 'Cyclic', 'Dihedral', 'Tetrahedral', 'Icosahedral', 'Helical'])
      assert.ok(kinds.has(kind), kind);
  });
});
