import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  LEGACY_ATTRIBUTE_RENAMES,
  normaliseLegacyQuery,
  normaliseLegacyRequest,
  parseRequestArgument,
  readSearchRequest,
  requestFromLegacyQuery,
} from '../../../src/model/legacy.ts';

const HBA = 'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF';
const fail = (message: string) => ({ ok: false, message });
const terminal = (service: string, parameters?: unknown) => ({
  type: 'terminal',
  service,
  ...(parameters === undefined ? {} : { parameters }),
});

describe('the request argument', () => {
  test('missing: "ERROR: Missing argument for \'request\'"', () => {
    assert.deepEqual(parseRequestArgument(undefined), fail("ERROR: Missing argument for 'request'"));
    assert.deepEqual(parseRequestArgument(null), fail("ERROR: Missing argument for 'request'"));
    assert.deepEqual(parseRequestArgument('  '), fail("ERROR: Missing argument for 'request'"));
    assert.deepEqual(readSearchRequest(undefined), fail("ERROR: Missing argument for 'request'"));
  });
  test('JSON text or object', () => {
    assert.deepEqual(parseRequestArgument('{"return_type":"entry"}'), { ok: true, value: { return_type: 'entry' } });
    assert.deepEqual(parseRequestArgument({ a: 1 }), { ok: true, value: { a: 1 } });
    assert.deepEqual(parseRequestArgument('{'), fail('request query contains error(s): the request is not valid JSON'));
    assert.deepEqual(
      normaliseLegacyRequest('[1]'),
      fail('request query contains error(s): the request must be a JSON object'),
    );
  });
});

describe('silent normalisation', () => {
  test('old sequence target names become sequence_type', () => {
    for (const [target, type] of [
      ['pdb_protein_sequence', 'protein'],
      ['pdb_dna_sequence', 'dna'],
      ['pdb_rna_sequence', 'rna'],
    ] as const) {
      const value = type === 'protein' ? HBA : 'ACGU'.repeat(8).replace(/U/g, type === 'dna' ? 'T' : 'U');
      const r = readSearchRequest({ return_type: 'polymer_entity', query: terminal('sequence', { target, value }) });
      assert.ok(r.ok, r.ok ? '' : r.message);
      assert.deepEqual(r.value.query, {
        type: 'terminal',
        service: 'sequence',
        parameters: { value, sequence_type: type },
      });
    }
    const motif = normaliseLegacyQuery(
      terminal('seqmotif', { target: 'pdb_dna_sequence', value: 'ACG', pattern_type: 'simple', sequence_type: 'dna' }),
    );
    assert.deepEqual(motif, {
      ok: true,
      value: terminal('seqmotif', { value: 'ACG', pattern_type: 'simple', sequence_type: 'dna' }),
    });
    const unknownTarget = normaliseLegacyQuery(terminal('sequence', { target: 'pdb_other', value: HBA }));
    assert.deepEqual(unknownTarget, { ok: true, value: terminal('sequence', { target: 'pdb_other', value: HBA }) });
  });

  test('the old descriptor attribute is renamed to the keywords attribute', () => {
    assert.deepEqual(LEGACY_ATTRIBUTE_RENAMES, { 'struct.pdbx_descriptor': 'struct_keywords.pdbx_keywords' });
    const r = readSearchRequest({
      return_type: 'entry',
      query: terminal('text', { attribute: 'struct.pdbx_descriptor', operator: 'contains_words', value: 'kinase' }),
    });
    assert.ok(r.ok);
    assert.deepEqual(
      r.value.query,
      terminal('text', { attribute: 'struct_keywords.pdbx_keywords', operator: 'contains_words', value: 'kinase' }),
    );
  });

  test('structure motif defaults are filled in', () => {
    const r = readSearchRequest({
      return_type: 'assembly',
      query: terminal('strucmotif', {
        value: { entry_id: '4HHB' },
        residue_ids: [
          { label_asym_id: 'A', label_seq_id: 58 },
          { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '2' },
        ],
        exchanges: [{ residue_id: { label_asym_id: 'A', label_seq_id: 58 }, allowed: ['HIS'] }],
      }),
    });
    assert.ok(r.ok, r.ok ? '' : r.message);
    assert.deepEqual(r.value.query, {
      type: 'terminal',
      service: 'strucmotif',
      parameters: {
        value: {
          entry_id: '4HHB',
          residue_ids: [
            { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
            { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '2' },
          ],
        },
        exchanges: [{ residue_id: { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' }, allowed: ['HIS'] }],
        rmsd_cutoff: 2,
        atom_pairing_scheme: 'ALL',
      },
    });
    const junk = normaliseLegacyQuery(
      terminal('strucmotif', { value: { entry_id: '4HHB', residue_ids: ['x'] }, exchanges: ['junk'] }),
    );
    assert.deepEqual(
      junk.ok && junk.value,
      terminal('strucmotif', {
        value: { entry_id: '4HHB', residue_ids: ['x'] },
        exchanges: ['junk'],
        rmsd_cutoff: 2,
        atom_pairing_scheme: 'ALL',
      }),
    );
    const normalised = normaliseLegacyQuery(
      terminal('strucmotif', {
        value: {
          entry_id: '4HHB',
          residue_ids: [
            { label_asym_id: 'A', label_seq_id: 58 },
            { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '' },
          ],
        },
        exchanges: [{ residue_id: { label_asym_id: 'A', label_seq_id: 58 }, allowed: ['HIS'] }],
      }),
    );
    assert.deepEqual(normalised, {
      ok: true,
      value: terminal('strucmotif', {
        value: {
          entry_id: '4HHB',
          residue_ids: [
            { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
            { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '1' },
          ],
        },
        exchanges: [{ residue_id: { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' }, allowed: ['HIS'] }],
        rmsd_cutoff: 2,
        atom_pairing_scheme: 'ALL',
      }),
    });
    const kept = normaliseLegacyQuery(
      terminal('strucmotif', { value: 'odd', rmsd_cutoff: 1, atom_pairing_scheme: 'BACKBONE' }),
    );
    assert.deepEqual(kept, {
      ok: true,
      value: terminal('strucmotif', { value: {}, rmsd_cutoff: 1, atom_pairing_scheme: 'BACKBONE' }),
    });
  });

  test('v1 ranges, builder operators, chemical defaults, pager, builder fields, case', () => {
    const r = normaliseLegacyRequest({
      return_type: 'entry',
      request_options: { pager: { start: 0, rows: 25 } },
      request_info: {},
      query: {
        id: 'root',
        is_root: true,
        type: 'group',
        logical_operator: 'AND',
        nodes: [
          { ...terminal('text', { attribute: 'r', operator: 'range', value: [1, 2] }), id: 't', count: 3, attrObj: {} },
          terminal('text', { attribute: 'r', operator: 'range_closed', value: [1, null] }),
          terminal('text', { attribute: 'r', operator: 'range_upper_incl', value: { from: 1, to: 2 } }),
          terminal('text', { attribute: 'r', operator: 'range_upper_excl', value: ['', 2] }),
          terminal('text', { attribute: 'r', operator: 'range', value: { from: 1 } }),
          terminal('text', { attribute: 'd', operator: 'last_seven_days_range' }),
          terminal('text', { attribute: 'd', operator: 'last_thirty_days_range', value: 'x' }),
          terminal('chemical', { type: 'descriptor', value: 'CCO' }),
          terminal('chemical', { type: 'formula', value: 'C2' }),
          terminal('structure', { value: { entry_id: '4HHB', assembly_id: '1' } }),
          { type: 'group', logical_operator: 'or' },
          'stray',
        ],
      },
    });
    assert.deepEqual(r, {
      ok: true,
      value: {
        return_type: 'entry',
        request_options: { paginate: { start: 0, rows: 25 } },
        query: {
          type: 'group',
          logical_operator: 'and',
          nodes: [
            terminal('text', {
              attribute: 'r',
              operator: 'range',
              value: { include_lower: true, include_upper: false, from: 1, to: 2 },
            }),
            terminal('text', {
              attribute: 'r',
              operator: 'range',
              value: { include_lower: true, include_upper: true, from: 1 },
            }),
            terminal('text', {
              attribute: 'r',
              operator: 'range',
              value: { from: 1, to: 2, include_lower: true, include_upper: true },
            }),
            terminal('text', {
              attribute: 'r',
              operator: 'range',
              value: { include_lower: true, include_upper: false, to: 2 },
            }),
            terminal('text', { attribute: 'r', operator: 'range', value: { from: 1 } }),
            terminal('text', { attribute: 'd', operator: 'range', value: { from: 'now-1w', to: 'now' } }),
            terminal('text', { attribute: 'd', operator: 'range', value: { from: 'now-1M', to: 'now' } }),
            terminal('chemical', {
              type: 'descriptor',
              value: 'CCO',
              descriptor_type: 'SMILES',
              match_type: 'graph-relaxed-stereo',
            }),
            terminal('chemical', { type: 'formula', value: 'C2' }),
            terminal('structure', { value: { entry_id: '4HHB', assembly_id: '1' } }),
            { type: 'group', logical_operator: 'or' },
            'stray',
          ],
        },
      },
    });
    const keepPaginate = normaliseLegacyRequest({
      return_type: 'entry',
      request_options: { paginate: { start: 5 }, pager: { start: 0 } },
    });
    assert.deepEqual(keepPaginate.ok && keepPaginate.value, {
      return_type: 'entry',
      request_options: { paginate: { start: 5 } },
    });
    assert.deepEqual(normaliseLegacyRequest({ request_options: 3 }, { return_type: 'entry' }), {
      ok: true,
      value: { request_options: 3, return_type: 'entry' },
    });
  });
});

describe('errors of old malformed requests', () => {
  test("'The attribute is not supported'", () => {
    assert.deepEqual(
      readSearchRequest({ return_type: 'entry', query: terminal('text', { operator: 'exists' }) }),
      fail('The attribute is not supported'),
    );
    const catalogue = {
      isSupportedAttribute: (attribute: string) =>
        attribute.startsWith('rcsb_') || attribute.startsWith('struct_keywords'),
    };
    assert.deepEqual(
      readSearchRequest(
        { return_type: 'entry', query: terminal('text', { attribute: 'pdbx_old.thing', operator: 'exists' }) },
        catalogue,
      ),
      fail('The attribute is not supported'),
    );
    assert.ok(
      readSearchRequest(
        { return_type: 'entry', query: terminal('text', { attribute: 'struct.pdbx_descriptor', operator: 'exists' }) },
        catalogue,
      ).ok,
    );
  });

  test("full-text wildcard '*' is not supported", () => {
    assert.deepEqual(
      readSearchRequest({ return_type: 'entry', query: terminal('full_text', { value: '*' }) }),
      fail("The full-text wildcard '*' is not supported"),
    );
    assert.deepEqual(
      readSearchRequest({ return_type: 'entry', query: terminal('full_text', { value: ' ** ' }) }),
      fail("The full-text wildcard '*' is not supported"),
    );
    // An asterisk inside a term is ordinary text, as the builder sends it.
    assert.ok(readSearchRequest({ return_type: 'entry', query: terminal('full_text', { value: 'kin*' }) }).ok);
  });

  test("missing parameters: 'No parameters found...'", () => {
    assert.deepEqual(
      readSearchRequest({ return_type: 'entry', query: terminal('text') }),
      fail('No parameters found...'),
    );
    assert.deepEqual(
      readSearchRequest({ return_type: 'entry', query: terminal('full_text', {}) }),
      fail('No parameters found...'),
    );
    assert.deepEqual(
      readSearchRequest({
        return_type: 'entry',
        query: {
          type: 'group',
          logical_operator: 'and',
          nodes: [terminal('full_text', { value: 'a' }), terminal('sequence', 'x')],
        },
      }),
      fail('No parameters found...'),
    );
  });

  test('a bare query with several services: the multiple-services message', () => {
    const mixed = {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        terminal('full_text', { value: 'kinase' }),
        terminal('text', { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' }),
      ],
    };
    assert.deepEqual(
      requestFromLegacyQuery(mixed),
      fail('query contains multiple terminal nodes of more than one service type'),
    );
    assert.deepEqual(
      requestFromLegacyQuery(JSON.stringify(mixed)),
      fail('query contains multiple terminal nodes of more than one service type'),
    );
    const given = requestFromLegacyQuery(mixed, { return_type: 'entry' });
    assert.ok(given.ok);
    assert.equal(given.value.return_type, 'entry');
  });

  test('a bare query takes the return type of its service', () => {
    const cases: Array<[unknown, string]> = [
      [terminal('full_text', { value: 'kinase' }), 'entry'],
      [terminal('sequence', { value: HBA, target: 'pdb_protein_sequence' }), 'polymer_entity'],
      [terminal('chemical', { type: 'formula', value: 'C6H6' }), 'mol_definition'],
      [terminal('structure', { value: { entry_id: '4HHB', assembly_id: '1' } }), 'assembly'],
      [terminal('structure', { value: { url: 'https://x.org/a.cif', format: 'cif' } }), 'polymer_entity'],
      [
        {
          type: 'group',
          logical_operator: 'or',
          nodes: [terminal('full_text', { value: 'a' }), terminal('full_text', { value: 'b' })],
        },
        'entry',
      ],
    ];
    for (const [query, returnType] of cases) {
      const r = requestFromLegacyQuery(query);
      assert.ok(r.ok, r.ok ? '' : r.message);
      assert.equal(r.value.return_type, returnType);
    }
    assert.deepEqual(
      requestFromLegacyQuery({ type: 'group', logical_operator: 'and', nodes: [] }),
      fail('Please enter search criteria...'),
    );
    assert.deepEqual(requestFromLegacyQuery(undefined), fail("ERROR: Missing argument for 'request'"));
    assert.deepEqual(
      requestFromLegacyQuery(terminal('full_text', { value: '*' })),
      fail("The full-text wildcard '*' is not supported"),
    );
  });
});

test('readSearchRequest refuses deep nesting and reserved keys before anything recursive reads them', () => {
  let deep: unknown = { type: 'terminal', service: 'full_text', parameters: { value: 'x' } };
  for (let i = 0; i < 5000; i++) deep = { type: 'group', logical_operator: 'and', nodes: [deep] };
  const nested = readSearchRequest({ query: deep, return_type: 'entry' });
  assert.deepEqual(nested, {
    ok: false,
    message: 'request query contains error(s): request nested deeper than 200 levels',
  });
  const hostile = readSearchRequest({ query: { type: 'terminal', service: { toString: true } }, return_type: 'entry' });
  assert.deepEqual(hostile, {
    ok: false,
    message: "request query contains error(s): the request holds the reserved key 'toString'",
  });
});
