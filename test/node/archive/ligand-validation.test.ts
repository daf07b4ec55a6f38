// Issue 19, slice 4: rcsb_nonpolymer_instance_validation_score from the validation reports. Every
// ligand instance of every report carries exactly the values gemmi reads from the report itself
// (test/independent/gemmi_reading.py), and the scores are search conditions.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { archiveAndGemmiReading, gemmiUnavailable } from '../../support/gemmi.ts';
import { validated } from '../../support/validated-request.ts';

type Scores = Record<string, number | string>;
/** [type, atoms, observed, mean, Z] for a Mogul outlier, [type, value] for a density outlier */
type Outlier = [string, ...Array<string | number>];
/** report file -> label_asym_id -> one record per alternate conformer, and the ligand's outliers */
type Reading = Record<string, { scores: Record<string, Scores[]>; outliers: Record<string, Outlier[]> }>;
interface Feature {
  type: string;
  feature_value?: Array<{ details?: string; reported?: number; reference?: number; uncertainty_estimate?: number }>;
}

const REPORTS = path.join(resolveSourceDir(), 'extra', 'validation');
const skip = gemmiUnavailable();

describe('ligand validation scores (rcsb_nonpolymer_instance_validation_score)', { skip }, () => {
  const fixture = archiveAndGemmiReading<Reading>('ligand-validation', () =>
    readdirSync(REPORTS).map((name) => path.join(REPORTS, name)),
  );

  const scoresOf = (id: string): Scores[] | undefined => {
    const row = fixture.db
      .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'non_polymer_instance' AND id = ?")
      .get(id) as { body: string } | undefined;
    if (!row) return undefined;
    const body = JSON.parse(row.body) as { rcsb_nonpolymer_instance_validation_score?: Scores[] };
    return body.rcsb_nonpolymer_instance_validation_score ?? [];
  };

  const outliersOf = (id: string): Outlier[] => {
    const row = fixture.db
      .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'non_polymer_instance' AND id = ?")
      .get(id) as {
      body: string;
    };
    const features = (JSON.parse(row.body) as { rcsb_nonpolymer_instance_feature?: Feature[] })
      .rcsb_nonpolymer_instance_feature;
    return (features ?? []).flatMap(({ type, feature_value: [value] = [] }): Outlier[] => {
      if (type.startsWith('MOGUL_'))
        return [
          [
            type,
            value?.details ?? '',
            value?.reported ?? NaN,
            value?.reference ?? NaN,
            value?.uncertainty_estimate ?? NaN,
          ],
        ];
      return type.endsWith('_OUTLIER') && type !== 'STEREO_OUTLIER' ? [[type, value?.reported ?? NaN]] : [];
    });
  };

  test('every ligand instance of a report carries the values gemmi reads from it, and nothing else', () => {
    let instances = 0;
    let values = 0;
    for (const [file, { scores: chains }] of Object.entries(fixture.reading)) {
      const entry = path
        .basename(file)
        .replace(/_validation\.cif\.gz$/, '')
        .toUpperCase();
      for (const [asym, expected] of Object.entries(chains)) {
        const actual = scoresOf(`${entry}.${asym}`);
        if (actual === undefined) continue; // a branched chain or an entry this archive lacks
        assert.deepEqual(actual, expected, `${entry}.${asym}`);
        instances++;
        values += expected.reduce((n, record) => n + Object.keys(record).length, 0);
      }
    }
    const withScores = fixture.db
      .prepare(
        "SELECT count(*) AS n FROM doc WHERE type = 'non_polymer_instance' AND body_json(body) LIKE '%rcsb_nonpolymer_instance_validation_score%'",
      )
      .get() as { n: number };
    assert.equal(withScores.n, instances, 'instances with scores that no report gives');
    console.log(`ligand validation: ${instances} instances, ${values} values compared with gemmi's reading`);
    assert.ok(instances >= 50 && values >= 500, `${instances} instances, ${values} values`);
  });

  test("every Mogul, RSRZ and RSCC outlier of a ligand is one of its features, with the report's values", () => {
    let outliers = 0;
    for (const [file, read] of Object.entries(fixture.reading)) {
      const entry = path
        .basename(file)
        .replace(/_validation\.cif\.gz$/, '')
        .toUpperCase();
      for (const [asym, expected] of Object.entries(read.outliers)) {
        if (scoresOf(`${entry}.${asym}`) === undefined) continue;
        const byKey = (a: Outlier, b: Outlier) => JSON.stringify(a).localeCompare(JSON.stringify(b));
        assert.deepEqual(outliersOf(`${entry}.${asym}`).sort(byKey), [...expected].sort(byKey), `${entry}.${asym}`);
        outliers += expected.length;
      }
    }
    console.log(`ligand outliers: ${outliers} compared with gemmi's reading`);
    assert.ok(outliers >= 50, `${outliers} outliers`);
  });

  test('a score is a search condition: entries with a ligand RSCC over 0.95 are exactly those the reports give', async () => {
    const expected = new Set<string>();
    for (const [file, { scores: chains }] of Object.entries(fixture.reading)) {
      const entry = path
        .basename(file)
        .replace(/_validation\.cif\.gz$/, '')
        .toUpperCase();
      for (const [asym, records] of Object.entries(chains))
        if (scoresOf(`${entry}.${asym}`) && records.some((r) => typeof r.RSCC === 'number' && r.RSCC > 0.95))
          expected.add(entry);
    }
    const response = await fixture.engine.search(
      validated({
        query: {
          type: 'terminal',
          service: 'text',
          parameters: { attribute: 'rcsb_nonpolymer_instance_validation_score.RSCC', operator: 'greater', value: 0.95 },
        },
        return_type: 'entry',
        request_options: { return_all_hits: true, results_verbosity: 'compact' },
      }),
    );
    assert.ok(expected.size >= 5, `${expected.size} entries`);
    assert.deepEqual(new Set(response.result_set as string[]), expected);
  });
});
