// Issue 19, slice 8: what the archive holds of each entry (rcsb_repository_holdings_current), its
// group deposition (rcsb_entry_group_membership), each polymer entity's UniProt coverage and
// aligned regions from SIFTS, and each assembly's deuterated waters: every value compared with
// the files read another way (the raw text of the entries and of SIFTS' pdb_chain_uniprot.csv,
// the archive's directory listing, gemmi for the waters).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { archiveAndGemmiReading, experimentalEntries, gemmiUnavailable } from '../../support/gemmi.ts';

const SOURCE = resolveSourceDir();
const text = (file: string) => gunzipSync(readFileSync(file)).toString('utf8');

/** file -> label_asym_id -> DOD residues */
type Waters = Record<string, Record<string, number>>;
type Body = Record<string, unknown> & {
  rcsb_entry_container_identifiers?: { assembly_ids?: string[] };
  rcsb_repository_holdings_current?: { repository_content_types: string[] };
  rcsb_repository_holdings_current_entry_container_identifiers?: Record<string, unknown>;
  rcsb_entry_group_membership?: unknown[];
};

describe('holdings, groups, UniProt coverage and deuterated waters', { skip: gemmiUnavailable() }, () => {
  const fixture = archiveAndGemmiReading<Waters>('deuterated-waters', () =>
    experimentalEntries().filter((file) => text(file).includes(' DOD ')),
  );
  const body = (id: string): Body | undefined => {
    const row = fixture.db.prepare('SELECT body_json(body) AS body FROM doc WHERE id = ?').get(id) as
      { body: string } | undefined;
    return row ? (JSON.parse(row.body) as Body) : undefined;
  };

  test("each entry's holdings name its mmCIF file, and its validation data where the archive has a report", () => {
    const reports = new Set(
      readdirSync(path.join(SOURCE, 'extra', 'validation')).map((n) =>
        n.replace(/_validation\.cif\.gz$/, '').toUpperCase(),
      ),
    );
    let entries = 0;
    for (const file of experimentalEntries()) {
      const id = path.basename(file, '.cif.gz').toUpperCase();
      const entry = body(id);
      if (!entry) continue;
      const expected = reports.has(id) ? ['entry mmCIF', 'validation data mmCIF'] : ['entry mmCIF'];
      assert.deepEqual(entry.rcsb_repository_holdings_current, { repository_content_types: expected }, id);
      const assemblies = entry.rcsb_entry_container_identifiers?.assembly_ids;
      assert.deepEqual(entry.rcsb_repository_holdings_current_entry_container_identifiers, {
        entry_id: id,
        rcsb_id: id,
        ...(assemblies ? { assembly_ids: assemblies } : {}),
      });
      entries++;
    }
    assert.ok(entries >= 250, `${entries} entries`);
  });

  test('a group deposition is the entry group its file names, and no other entry has one', () => {
    let grouped = 0;
    for (const file of experimentalEntries()) {
      const id = path.basename(file, '.cif.gz').toUpperCase();
      const entry = body(id);
      if (!entry) continue;
      const group = /^_pdbx_deposit_group\.group_id\s+(\S+)/m.exec(text(file))?.[1];
      assert.deepEqual(
        entry.rcsb_entry_group_membership,
        group ? [{ group_id: group, aggregation_method: 'matching_deposit_group_id' }] : undefined,
        id,
      );
      if (group) grouped++;
    }
    assert.equal(grouped, 1); // 7GSA, the archive's one PanDDA group deposition
  });

  test("UniProt coverage and aligned regions follow SIFTS' residue ranges", () => {
    // PDB,CHAIN,SP_PRIMARY,RES_BEG,RES_END,PDB_BEG,PDB_END,SP_BEG,SP_END
    const rows = gunzipSync(readFileSync(path.join(SOURCE, 'extra', 'sifts', 'pdb_chain_uniprot.csv.gz')))
      .toString('utf8')
      .split('\n')
      .map((line) => line.split(','))
      .filter((r) => r.length >= 9 && /^\d+$/.test(r[3]!));
    const byChain = new Map<string, string[][]>();
    for (const r of rows) {
      const key = `${r[0]!.toUpperCase()}|${r[1]}`;
      byChain.set(key, [...(byChain.get(key) ?? []), r]);
    }
    const entities = fixture.db
      .prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'polymer_entity'")
      .all() as Array<{
      id: string;
      body: string;
    }>;
    let compared = 0;
    for (const { id, body: json } of entities) {
      const entity = JSON.parse(json) as {
        entity_poly?: { rcsb_sample_sequence_length?: number; type?: string };
        rcsb_polymer_entity_container_identifiers: {
          auth_asym_ids?: string[];
          reference_sequence_identifiers?: Array<Record<string, unknown>>;
        };
        rcsb_polymer_entity_group_membership?: Array<Record<string, unknown>>;
      };
      const ids = entity.rcsb_polymer_entity_container_identifiers;
      const length = entity.entity_poly?.rcsb_sample_sequence_length ?? 0;
      if (!entity.entity_poly?.type?.startsWith('polypeptide')) continue;
      const mapped = (ids.auth_asym_ids ?? []).flatMap((chain) => byChain.get(`${id.split('_')[0]}|${chain}`) ?? []);
      for (const reference of ids.reference_sequence_identifiers ?? []) {
        if (reference.database_name !== 'UniProt') continue;
        const segments = mapped.filter((r) => r[2] === reference.database_accession);
        if (segments.length === 0) continue;
        const covered = new Set<number>();
        for (const r of segments)
          for (let p = Number(r[3]); p <= Number(r[4]); p++) if (p >= 1 && p <= length) covered.add(p);
        assert.equal(
          reference.entity_sequence_coverage,
          Math.round((covered.size / length) * 1000) / 1000,
          `${id} ${String(reference.database_accession)}`,
        );
        const group = entity.rcsb_polymer_entity_group_membership?.find(
          (g) => g.group_id === reference.database_accession,
        );
        const regions = (group?.aligned_regions ?? []) as Array<{ ref_beg_seq_id: number; length: number }>;
        const spanned = new Set(segments.flatMap((r) => range(Number(r[7]), Number(r[8]))));
        assert.deepEqual(
          new Set(regions.flatMap((g) => range(g.ref_beg_seq_id, g.ref_beg_seq_id + g.length - 1))),
          spanned,
        );
        compared++;
      }
    }
    console.log(`UniProt coverage: ${compared} entity-accession pairs compared with pdb_chain_uniprot.csv`);
    assert.ok(compared >= 100, `${compared} pairs`);
  });

  test("an assembly's deuterated waters are its chains' DOD residues, as gemmi counts them", () => {
    let assemblies = 0;
    let waters = 0;
    for (const [file, byAsym] of Object.entries(fixture.reading)) {
      const entryId = path.basename(file, '.cif.gz').toUpperCase();
      const source = text(file);
      // single-operator assemblies: each listed chain once
      for (const [, assemblyId, operators, chains] of source.matchAll(
        /^_pdbx_struct_assembly_gen\.assembly_id\s+(\S+)\s+_pdbx_struct_assembly_gen\.oper_expression\s+(\S+)\s+_pdbx_struct_assembly_gen\.asym_id_list\s+(\S+)/gm,
      )) {
        if (operators !== '1') continue;
        const expected = chains!.split(',').reduce((sum, asym) => sum + (byAsym[asym] ?? 0), 0);
        const info = body(`${entryId}-${assemblyId}`)?.rcsb_assembly_info as { deuterated_water_count?: number };
        assert.equal(info.deuterated_water_count, expected, `${entryId}-${assemblyId}`);
        assemblies++;
        waters += expected;
      }
    }
    assert.ok(assemblies >= 1 && waters > 0, `${assemblies} assemblies, ${waters} waters`);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
