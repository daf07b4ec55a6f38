// Issue 19, slice 3: polymer chain features (rcsb_polymer_instance_feature and _summary). The
// secondary structure and the unobserved residues of every chain of the shared archive's entries
// (those under 300 kB, 245 of 306) are compared, position by position, with gemmi's independent
// reading (test/independent/gemmi_reading.py): its helix and sheet records located through the
// model's residues, and the sequence positions no residue of the first model occupies. Computed
// models are left out: their DSSP records give every author residue number as 0, which gemmi's
// author-addressed records cannot locate (the archive reads the label numbers).

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { archiveAndGemmiReading, gemmiUnavailable, smallExperimentalEntries } from '../../support/gemmi.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

interface GemmiChain {
  length: number;
  helix: number[];
  strand: number[];
  unobserved: number[];
}
type Reading = Record<string, Record<string, GemmiChain>>;
interface Feature {
  type: string;
  ordinal: number;
  feature_positions?: Array<{ beg_seq_id: number; end_seq_id: number }>;
}
interface Summary {
  type: string;
  count: number;
  coverage?: number;
}
interface ChainBody {
  rcsb_polymer_instance_feature?: Feature[];
  rcsb_polymer_instance_feature_summary?: Summary[];
}

const skip = gemmiUnavailable();

/** Every sequence position the features of the given types cover. */
function positions(body: ChainBody, types: (type: string) => boolean): number[] {
  const out = new Set<number>();
  for (const f of body.rcsb_polymer_instance_feature ?? [])
    if (types(f.type))
      for (const p of f.feature_positions ?? []) for (let s = p.beg_seq_id; s <= p.end_seq_id; s++) out.add(s);
  return [...out].sort((a, b) => a - b);
}

describe('polymer chain features', { skip }, () => {
  const fixture = archiveAndGemmiReading<Reading>('chains', smallExperimentalEntries);

  const chain = (id: string): ChainBody | undefined => {
    const row = fixture.db
      .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'polymer_instance' AND id = ?")
      .get(id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as ChainBody) : undefined;
  };

  /** Each chain gemmi reads, with the archive's document of it. */
  function* chains(): Generator<[string, GemmiChain, ChainBody]> {
    for (const [file, read] of Object.entries(fixture.reading)) {
      const entry = path.basename(file, '.cif.gz').toUpperCase();
      for (const [asym, expected] of Object.entries(read)) {
        const body = chain(`${entry}.${asym}`);
        if (body) yield [`${entry}.${asym}`, expected, body];
      }
    }
  }

  test('helices and strands cover exactly the positions gemmi reads, and the summary says what fraction', () => {
    let compared = 0;
    for (const [id, expected, body] of chains()) {
      const helix = positions(body, (type) => type === 'HELIX_P' || type.startsWith('HELX_'));
      const strand = positions(body, (type) => type === 'SHEET');
      assert.deepEqual(helix, expected.helix, `${id} helices`);
      assert.deepEqual(strand, expected.strand, `${id} strands`);
      for (const [type, covered] of [
        ['HELIX_P', positions(body, (t) => t === 'HELIX_P')],
        ['SHEET', strand],
      ] as const) {
        const summary = body.rcsb_polymer_instance_feature_summary?.find((s) => s.type === type);
        if (covered.length === 0) assert.equal(summary, undefined, `${id} ${type}`);
        else
          assert.equal(summary?.coverage, Math.round((covered.length / expected.length) * 1e4) / 1e4, `${id} ${type}`);
      }
      if (expected.helix.length + expected.strand.length > 0) compared++;
    }
    console.log(`secondary structure: ${compared} chains with helices or strands compared with gemmi`);
    assert.ok(compared >= 50, `${compared} chains`);
  });

  test('unobserved residues are exactly the sequence positions no residue of the first model occupies', () => {
    let withGaps = 0;
    let chainsCompared = 0;
    for (const [id, expected, body] of chains()) {
      assert.deepEqual(
        positions(body, (type) => type === 'UNOBSERVED_RESIDUE_XYZ'),
        expected.unobserved,
        id,
      );
      chainsCompared++;
      if (expected.unobserved.length > 0) withGaps++;
    }
    console.log(`unobserved residues: ${chainsCompared} chains compared, ${withGaps} with unobserved residues`);
    assert.ok(withGaps >= 50, `${withGaps} chains with unobserved residues`);
  });

  test('4HHB: no unobserved residue in any chain, as its file says; ordinals number every feature', () => {
    for (const asym of ['A', 'B', 'C', 'D']) {
      const body = chain(`4HHB.${asym}`);
      assert.ok(body);
      assert.deepEqual(
        positions(body, (type) => type.startsWith('UNOBSERVED')),
        [],
      );
      const ordinals = (body.rcsb_polymer_instance_feature ?? []).map((f) => f.ordinal);
      assert.deepEqual(
        ordinals,
        ordinals.map((_, i) => i + 1),
      );
      assert.ok(body.rcsb_polymer_instance_feature_summary?.some((s) => s.type === 'HELIX_P' && s.count >= 7));
    }
  });

  test('the summary is a search condition: chains over half helical, as entries', async () => {
    const expected = new Set<string>();
    for (const [id, read, body] of chains())
      if (positions(body, (t) => t === 'HELIX_P').length / read.length > 0.5) expected.add(id.split('.')[0]!);
    const response = await fixture.engine.search(
      validated({
        query: {
          type: 'group',
          logical_operator: 'and',
          nodes: [
            {
              type: 'terminal',
              service: 'text',
              parameters: {
                attribute: 'rcsb_polymer_instance_feature_summary.type',
                operator: 'exact_match',
                value: 'HELIX_P',
              },
            },
            {
              type: 'terminal',
              service: 'text',
              parameters: {
                attribute: 'rcsb_polymer_instance_feature_summary.coverage',
                operator: 'greater',
                value: 0.5,
              },
            },
          ],
        },
        return_type: 'entry',
        request_options: { return_all_hits: true, results_verbosity: 'compact' },
      }),
    );
    const found = new Set(response.result_set as string[]);
    for (const id of expected) assert.ok(found.has(id), `${id} not found`);
    assert.ok(expected.size >= 20, `${expected.size} entries`);
  });
});

describe('branched chain features', () => {
  let db: Database.Database;
  before(async () => {
    db = (await getTestArchive()).open();
  });
  after(() => db?.close());

  test("1IGY's glycans: the residues its file lists at zero occupancy, by their place in the branch (2 of 9 and 1 of 9)", () => {
    // the file's pdbx_unobs_or_zero_occ_residues rows 5-7 give E NAG 8, E FUL 9 and F NAG 8 with
    // occupancy_flag 0 and no label_seq_id; pdbx_branch_scheme numbers them 8, 9 and 8
    const expected = { E: [[8, 9], 2 / 9], F: [[8, 8], 1 / 9] } as const;
    for (const [asym, [[beg, end], coverage]] of Object.entries(expected)) {
      const row = db
        .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'branched_instance' AND id = ?")
        .get(`1IGY.${asym}`) as {
        body: string;
      };
      const body = JSON.parse(row.body) as {
        rcsb_branched_instance_feature?: Feature[];
        rcsb_branched_instance_feature_summary?: Summary[];
      };
      assert.deepEqual(
        body.rcsb_branched_instance_feature?.map((f) => [f.type, f.feature_positions]),
        [['ZERO_OCCUPANCY_RESIDUE_XYZ', [{ beg_seq_id: beg, end_seq_id: end }]]],
        asym,
      );
      assert.equal(body.rcsb_branched_instance_feature_summary?.[0]?.coverage, Math.round(coverage * 1e4) / 1e4);
    }
  });
});
