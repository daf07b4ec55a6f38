// Issue 33: for every experimental entry of the archive, the Data API's summary of it (title,
// methods, resolution, first release, each polymer entity's sequence, each non-polymer entity's
// component) agrees with its mmCIF file read another way: gemmi, through
// test/independent/gemmi_reading.py's entry-summary mode, one run for every file. The experimental
// entries are the archive's PDB entries: computed models (AF_, MA_) are not, and the archive holds
// no integrative PDBDEV_ file (experimentalEntries would keep one: its exptl and release history
// are read the same way).
// Where the archive's derivation is more than a copy, gemmi_reading.py reads the raw items by the
// same definition, not by the archive's code: resolution_combined is the RCSB's rule (per method,
// refine by pdbx_refine_id, else reflns; EM's FSC 0.143 reconstruction first: 5PTI's neutron data
// state none of their own), the first release is the earliest 'Structure model' revision (else
// database_PDB_rev; three files, 1C4Q 1TQH 3DG1, hold neither, so both sides are null), methods
// take the dictionary's spelling, and water, an entity of its own, is no non-polymer entity.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { experimentalEntries, gemmiReading, gemmiUnavailable } from '../../support/gemmi.ts';

/** What gemmi reads of one entry file (see entry_summary in gemmi_reading.py). */
interface FileSummary {
  id: string;
  title: string | null;
  methods: string[];
  resolution: number[];
  initial_release: string | null;
  /** entity rcsb_id -> canonical one-letter sequence, whitespace removed */
  polymers: Record<string, string | null>;
  /** component of each non-polymer entity (water is no such entity), sorted */
  nonpolymer_components: string[];
}

interface AnsweredEntry {
  rcsb_id: string;
  struct: { title: string | null } | null;
  exptl: Array<{ method: string }> | null;
  rcsb_entry_info: { resolution_combined: number[] | null } | null;
  rcsb_accession_info: { initial_release_date: string | null } | null;
  polymer_entities: Array<{
    rcsb_id: string;
    entity_poly: { pdbx_seq_one_letter_code_can: string | null } | null;
  }> | null;
  nonpolymer_entities: Array<{ nonpolymer_comp: { chem_comp: { id: string } | null } | null }> | null;
}

/** Ids per request: well inside the server's bound of 1,000. */
const BATCH = 300;

const entriesQuery = (ids: string[]) => `{ entries(entry_ids: ${JSON.stringify(ids)}) {
  rcsb_id struct { title } exptl { method } rcsb_entry_info { resolution_combined }
  rcsb_accession_info { initial_release_date }
  polymer_entities { rcsb_id entity_poly { pdbx_seq_one_letter_code_can } }
  nonpolymer_entities { nonpolymer_comp { chem_comp { id } } }
} }`;

async function answeredEntries(server: RunningServer, ids: string[]): Promise<AnsweredEntry[]> {
  const answered: AnsweredEntry[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: entriesQuery(ids.slice(start, start + BATCH)) }),
    });
    const body = (await res.json()) as { data?: { entries?: AnsweredEntry[] }; errors?: unknown[] };
    assert.equal(res.status, 200);
    assert.deepEqual(body.errors, undefined);
    answered.push(...(body.data?.entries ?? []));
  }
  return answered;
}

// a suite, so its set-up (gemmi reading ~90 MB of mmCIF, the server start) is no test's time
describe('entries() agrees with the mmCIF files read by gemmi', { skip: gemmiUnavailable() }, () => {
  let server: RunningServer | undefined;
  let files: FileSummary[] = [];
  const answers = new Map<string, AnsweredEntry>();
  let answeredIds: string[] = [];

  before(async () => {
    let reading: Record<string, FileSummary>;
    [server, reading] = await Promise.all([
      startArchiveServer(),
      gemmiReading<Record<string, FileSummary>>('entry-summary', experimentalEntries()),
    ]);
    files = Object.values(reading);
    const answered = await answeredEntries(
      server,
      files.map((file) => file.id),
    );
    answeredIds = answered.map((entry) => entry.rcsb_id);
    for (const entry of answered) answers.set(entry.rcsb_id, entry);
  });
  after(() => server?.close());

  /** Each entry's value from the answer and from the file; the entries where they differ. */
  function disagreements<T>(fromAnswer: (entry: AnsweredEntry) => T, fromFile: (file: FileSummary) => T): string[] {
    const out: string[] = [];
    for (const file of files) {
      const entry = answers.get(file.id);
      if (!entry) continue; // the first test names it
      const [answered, read] = [fromAnswer(entry), fromFile(file)];
      try {
        assert.deepEqual(answered, read);
      } catch {
        out.push(`${file.id}: answered ${JSON.stringify(answered)}, file ${JSON.stringify(read)}`);
      }
    }
    return out;
  }

  test('every experimental entry is answered, once, in the order asked', () => {
    assert.ok(files.length >= 250, `${files.length} entry files`);
    assert.deepEqual(
      answeredIds,
      files.map((file) => file.id),
    );
  });

  test('struct.title', () => {
    assert.deepEqual(
      disagreements(
        (entry) => entry.struct?.title ?? null,
        (file) => file.title,
      ),
      [],
    );
  });

  test('exptl.method, one per exptl row', () => {
    assert.deepEqual(
      disagreements(
        (entry) => (entry.exptl ?? []).map((e) => e.method),
        (file) => file.methods,
      ),
      [],
    );
  });

  test('rcsb_entry_info.resolution_combined, by the RCSB rule from refine, reflns and em_3d_reconstruction', () => {
    assert.deepEqual(
      disagreements(
        (entry) => entry.rcsb_entry_info?.resolution_combined ?? [],
        (file) => file.resolution,
      ),
      [],
    );
  });

  test('rcsb_accession_info.initial_release_date: the first revision, at midnight UTC', () => {
    assert.deepEqual(
      disagreements(
        (entry) => entry.rcsb_accession_info?.initial_release_date ?? null,
        (file) => (file.initial_release ? `${file.initial_release}T00:00:00Z` : null),
      ),
      [],
    );
  });

  test("each polymer entity's canonical one-letter sequence", () => {
    assert.deepEqual(
      disagreements(
        (entry) =>
          Object.fromEntries(
            (entry.polymer_entities ?? []).map((e) => [e.rcsb_id, e.entity_poly?.pdbx_seq_one_letter_code_can ?? null]),
          ),
        (file) => file.polymers,
      ),
      [],
    );
  });

  test("each non-polymer entity's chemical component (water has none)", () => {
    assert.deepEqual(
      disagreements(
        (entry) => (entry.nonpolymer_entities ?? []).map((e) => e.nonpolymer_comp?.chem_comp?.id ?? '?').sort(),
        (file) => file.nonpolymer_components,
      ),
      [],
    );
  });
});
