import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  describeQueryHtml,
  describeQueryText,
  describeRequestHtml,
  describeRequestOptionsHtml,
  describeRequestOptionsText,
  describeRequestText,
  type AttributeLabels,
} from '../../../src/model/describe.ts';
import { escapeHtml } from '../../../src/model/escape.ts';
import type { QueryNode, SearchRequest, TerminalNode } from '../../../src/model/types.ts';

const XSS = '<script>alert("x")</script>';
const labels: AttributeLabels = {
  'rcsb_entry_info.resolution_combined': { label: 'Resolution', units: 'Å' },
  'exptl.method': 'Experimental Method',
  'rcsb_accession_info.initial_release_date': 'Release Date',
};

const text = (node: QueryNode | undefined) => describeQueryText(node, { attributeLabels: labels });
const attr = (attribute: string, operator: string, value?: unknown, negation?: boolean): TerminalNode =>
  ({ type: 'terminal', service: 'text', parameters: { attribute, operator, value, negation } }) as TerminalNode;

/** Removes the only markup describe.ts may emit; anything angle-bracketed left over is a leak. */
function stripOwnMarkup(html: string): string {
  return html.replace(/<span class="pdb-query-(?:term|logical|not)">/g, '').replace(/<\/span>/g, '');
}

describe('escapeHtml', () => {
  test('escapes &, <, >, " and \'', () => {
    assert.equal(
      escapeHtml(`<a href="x" title='y'>&</a>`),
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    assert.equal(escapeHtml(null), '');
    assert.equal(escapeHtml(undefined), '');
    assert.equal(escapeHtml(12), '12');
  });
  test('leaves no markup characters (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => assert.doesNotMatch(escapeHtml(s), /[<>"']/)));
  });
});

describe('terminals', () => {
  test('full text', () => {
    assert.equal(
      text({ type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } }),
      'Full Text = "hemoglobin"',
    );
  });
  test('comparisons with units, exact match quoted', () => {
    assert.equal(text(attr('rcsb_entry_info.resolution_combined', 'less_or_equal', 2)), 'Resolution <= 2 Å');
    assert.equal(text(attr('rcsb_entry_info.resolution_combined', 'greater', 1.5)), 'Resolution > 1.5 Å');
    assert.equal(text(attr('rcsb_entry_info.resolution_combined', 'less', 3)), 'Resolution < 3 Å');
    assert.equal(text(attr('rcsb_entry_info.resolution_combined', 'greater_or_equal', 1)), 'Resolution >= 1 Å');
    assert.equal(
      text(attr('rcsb_accession_info.initial_release_date', 'equals', '2020-01-01')),
      'Release Date = 2020-01-01',
    );
    assert.equal(
      text(attr('exptl.method', 'exact_match', 'X-RAY DIFFRACTION')),
      'Experimental Method = "X-RAY DIFFRACTION"',
    );
  });
  test('word operators, in, exists and date shortcuts', () => {
    assert.equal(
      text(attr('struct.title', 'contains_words', 'kinase inhibitor')),
      'struct.title has any of words "kinase inhibitor"',
    );
    assert.equal(text(attr('struct.title', 'contains_phrase', 'heat shock')), 'struct.title has phrase "heat shock"');
    assert.equal(
      text(attr('exptl.method', 'in', ['X-RAY DIFFRACTION', 'SOLUTION NMR'])),
      'Experimental Method is any of "X-RAY DIFFRACTION", "SOLUTION NMR"',
    );
    assert.equal(text(attr('exptl.method', 'in', 'EM')), 'Experimental Method is any of "EM"');
    assert.equal(text(attr('struct.title', 'exists')), 'struct.title exists');
    assert.equal(
      text(attr('rcsb_accession_info.initial_release_date', 'last_seven_days_range')),
      'Release Date in the last 7 days',
    );
    assert.equal(
      text(attr('rcsb_accession_info.initial_release_date', 'last_thirty_days_range')),
      'Release Date in the last 30 days',
    );
    assert.equal(text(attr('x.y', 'mystery', 'v')), 'x.y mystery v');
  });
  test("ranges are shown as 'from - to'; open ends as comparisons", () => {
    const res = 'rcsb_entry_info.resolution_combined';
    assert.equal(
      text(attr(res, 'range', { from: 1, to: 2, include_lower: true, include_upper: true })),
      'Resolution = 1 - 2 Å',
    );
    assert.equal(text(attr(res, 'range', { from: 1, include_lower: true })), 'Resolution >= 1 Å');
    assert.equal(text(attr(res, 'range', { from: 1, include_lower: false })), 'Resolution > 1 Å');
    assert.equal(text(attr(res, 'range', { to: 2 })), 'Resolution <= 2 Å');
    assert.equal(text(attr(res, 'range', { to: 2, include_upper: false })), 'Resolution < 2 Å');
    assert.equal(text(attr(res, 'range', {})), 'Resolution = any');
    assert.equal(text(attr(res, 'range_upper_incl', [1, 3])), 'Resolution = 1 - 3 Å');
    assert.equal(
      text(attr('rcsb_accession_info.initial_release_date', 'range', { from: '2000-01-01', to: '2004-12-31' })),
      'Release Date = 2000-01-01 - 2004-12-31',
    );
  });
  test('NOT is shown for negated terminals', () => {
    assert.equal(text(attr('exptl.method', 'exact_match', 'EM', true)), 'NOT Experimental Method = "EM"');
    assert.equal(
      describeQueryHtml(attr('exptl.method', 'exact_match', 'EM', true), { attributeLabels: labels }),
      '<span class="pdb-query-term"><span class="pdb-query-not">NOT</span> Experimental Method = &quot;EM&quot;</span>',
    );
  });
  test('attribute paths are the fallback label', () => {
    assert.equal(describeQueryText(attr('exptl.method', 'exact_match', 'EM')), 'exptl.method = "EM"');
  });
  test('sequence: E-value cutoff, identity percent, type and a shortened sequence', () => {
    const seq = 'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF';
    assert.equal(
      text({
        type: 'terminal',
        service: 'sequence',
        parameters: { value: seq, evalue_cutoff: 0.1, identity_cutoff: 0, sequence_type: 'protein' },
      }),
      `Sequence Similarity: E-value cutoff 0.1, identity 0 %, protein, "${seq.slice(0, 40)}..."`,
    );
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'sequence',
        parameters: { value: 'ACGU', evalue_cutoff: 1e-5, identity_cutoff: 0.95 },
      }),
      'Sequence Similarity: E-value cutoff 0.00001, identity 95 %, "ACGU"',
    );
    assert.equal(
      describeQueryText(
        { type: 'terminal', service: 'sequence', parameters: { value: 'ACGU', identity_cutoff: 90 } },
        { maxValueLength: 2 },
      ),
      'Sequence Similarity: identity 90 %, "AC..."',
    );
  });
  test('sequence motif', () => {
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'seqmotif',
        parameters: { value: 'C-x(2,4)-C', pattern_type: 'prosite', sequence_type: 'protein' },
      }),
      'Sequence Motif: "C-x(2,4)-C", pattern type prosite, protein',
    );
  });
  test('structure similarity by entry and by URL', () => {
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'structure',
        parameters: {
          value: { entry_id: '4HHB', assembly_id: '1' },
          operator: 'strict_shape_match',
          target_search_space: 'assembly',
        },
      }),
      'Structure Similarity: Entry ID 4HHB, Assembly 1, strict shape match, target assembly',
    );
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'structure',
        parameters: { value: { url: 'https://x/a.cif', format: 'cif', asym_id: 'A' } },
      }),
      'Structure Similarity: URL https://x/a.cif, format cif, Chain A',
    );
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'structure',
        parameters: { value: { data: 'AAAA', format: 'pdb' } },
      }),
      'Structure Similarity: uploaded file, format pdb',
    );
  });
  test('structure motif', () => {
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'strucmotif',
        parameters: {
          value: {
            entry_id: '4HHB',
            residue_ids: [
              { label_asym_id: 'A', label_seq_id: 42 },
              { label_asym_id: 'B', label_seq_id: 7 },
            ],
          },
          rmsd_cutoff: 2,
          atom_pairing_scheme: 'ALL',
        },
      }),
      'Structure Motif: Entry ID 4HHB, residues A42 B7, RMSD cutoff 2, atom pairing ALL',
    );
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'strucmotif',
        parameters: { value: { url: 'u', format: 'bcif' } },
      }),
      'Structure Motif: URL u, format bcif',
    );
  });
  test('chemical formula and descriptor', () => {
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'chemical',
        parameters: { type: 'formula', value: 'C6H12O6', match_subset: true },
      }),
      'Chemical Similarity: Formula = "C6H12O6", match subset',
    );
    assert.equal(
      describeQueryText({ type: 'terminal', service: 'chemical', parameters: { type: 'formula', value: 'C6' } }),
      'Chemical Similarity: Formula = "C6"',
    );
    assert.equal(
      describeQueryText({
        type: 'terminal',
        service: 'chemical',
        parameters: { type: 'descriptor', value: 'CCO', descriptor_type: 'SMILES', match_type: 'graph-relaxed-stereo' },
      }),
      'Chemical Similarity: SMILES = "CCO", Similar Ligands (Stereospecific)',
    );
  });
  test('an unknown service shows its name', () => {
    assert.equal(describeQueryText({ type: 'terminal', service: 'weird' } as unknown as QueryNode), 'weird');
  });
});

describe('groups', () => {
  const and: QueryNode = {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      attr('rcsb_entry_info.resolution_combined', 'less_or_equal', 2),
      attr('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
      {
        type: 'group',
        logical_operator: 'or',
        nodes: [
          { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
          { type: 'terminal', service: 'full_text', parameters: { value: 'phosphatase' } },
        ],
      },
    ],
  };
  test('joined with AND / OR, nested groups parenthesised', () => {
    assert.equal(
      text(and),
      'Resolution <= 2 Å AND Experimental Method = "X-RAY DIFFRACTION" AND (Full Text = "kinase" OR Full Text = "phosphatase")',
    );
  });
  test('single-node and empty groups add no parentheses', () => {
    const single: QueryNode = {
      type: 'group',
      logical_operator: 'or',
      nodes: [{ type: 'group', logical_operator: 'and', nodes: [attr('a', 'exists')] }],
    };
    assert.equal(text(single), 'a exists');
    const withEmpty: QueryNode = {
      type: 'group',
      logical_operator: 'and',
      nodes: [{ type: 'group', logical_operator: 'or', nodes: [] }, attr('a', 'exists')],
    };
    assert.equal(text(withEmpty), 'a exists');
  });
  test('HTML form wraps terms and operators and escapes text', () => {
    assert.equal(
      describeQueryHtml(and, { attributeLabels: labels }),
      '<span class="pdb-query-term">Resolution &lt;= 2 Å</span> <span class="pdb-query-logical">AND</span> ' +
        '<span class="pdb-query-term">Experimental Method = &quot;X-RAY DIFFRACTION&quot;</span> <span class="pdb-query-logical">AND</span> ' +
        '(<span class="pdb-query-term">Full Text = &quot;kinase&quot;</span> <span class="pdb-query-logical">OR</span> ' +
        '<span class="pdb-query-term">Full Text = &quot;phosphatase&quot;</span>)',
    );
  });
  test('a request without a query, or with nothing describable, reads All', () => {
    assert.equal(describeRequestText({ return_type: 'entry' }), 'All');
    assert.equal(describeRequestHtml({ return_type: 'entry' }), 'All');
    assert.equal(describeQueryHtml({ type: 'group', logical_operator: 'and', nodes: [] }), 'All');
    assert.equal(describeQueryText({ type: 'group', logical_operator: 'and', nodes: [] }), 'All');
    assert.equal(describeQueryText(null as unknown as QueryNode), 'All');
    assert.equal(
      describeQueryText({ type: 'group', logical_operator: 'and', nodes: [null as unknown as QueryNode] }),
      'All',
    );
  });
  test('request wrappers describe request.query', () => {
    const request: SearchRequest = { query: and, return_type: 'entry' };
    assert.equal(describeRequestText(request, { attributeLabels: labels }), text(and));
    assert.equal(
      describeRequestHtml(request, { attributeLabels: labels }),
      describeQueryHtml(and, { attributeLabels: labels }),
    );
  });
});

describe('escaping of user-supplied strings', () => {
  const payloads: QueryNode = {
    type: 'group',
    logical_operator: `or<img src=x onerror=alert(1)>` as 'or',
    nodes: [
      { type: 'terminal', service: 'full_text', parameters: { value: XSS } },
      attr(XSS, 'exact_match', XSS),
      attr('labelled', 'less', XSS),
      attr('labelled', 'in', [XSS, XSS]),
      attr('labelled', 'range', { from: XSS, to: XSS }),
      attr('labelled', XSS, XSS),
      {
        type: 'terminal',
        service: 'sequence',
        parameters: { value: XSS, evalue_cutoff: XSS as unknown as number, sequence_type: XSS as 'protein' },
      },
      {
        type: 'terminal',
        service: 'seqmotif',
        parameters: { value: XSS, pattern_type: XSS as 'simple', sequence_type: XSS as 'protein' },
      },
      {
        type: 'terminal',
        service: 'structure',
        parameters: {
          value: { url: XSS, format: XSS as 'cif', asym_id: XSS },
          operator: XSS as 'strict_shape_match',
          target_search_space: XSS as 'assembly',
        },
      },
      {
        type: 'terminal',
        service: 'strucmotif',
        parameters: {
          value: { entry_id: XSS, residue_ids: [{ label_asym_id: XSS, label_seq_id: 1 }] },
          rmsd_cutoff: XSS as unknown as number,
          atom_pairing_scheme: XSS as 'ALL',
        },
      },
      {
        type: 'terminal',
        service: 'chemical',
        parameters: {
          type: 'descriptor',
          value: XSS,
          descriptor_type: XSS as 'SMILES',
          match_type: XSS as 'graph-exact',
        },
      },
      { type: 'terminal', service: XSS } as unknown as QueryNode,
    ],
  };
  const hostileLabels: AttributeLabels = { labelled: { label: XSS, units: XSS }, [XSS]: XSS };
  test("'<script>' payloads in every position come out escaped", () => {
    const html = describeQueryHtml(payloads, { attributeLabels: hostileLabels, maxValueLength: 1000 });
    assert.doesNotMatch(stripOwnMarkup(html), /[<>]/);
    assert.ok(!html.includes('<script'));
    assert.ok(!html.includes('<img'));
    assert.ok(html.includes('&lt;script&gt;'));
  });
  test('the text form keeps the raw strings (it is never used as HTML)', () => {
    assert.ok(describeQueryText(payloads, { attributeLabels: hostileLabels, maxValueLength: 1000 }).includes(XSS));
  });
  test('property: any strings in values, labels and attributes are escaped', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (value, label, units, attribute) => {
        const node: QueryNode = {
          type: 'group',
          logical_operator: 'and',
          nodes: [
            attr(attribute, 'exact_match', value),
            attr(attribute, 'greater', value),
            { type: 'terminal', service: 'full_text', parameters: { value } },
          ],
        };
        const html = describeQueryHtml(node, { attributeLabels: { [attribute]: { label, units } } });
        assert.doesNotMatch(stripOwnMarkup(html), /[<>]/);
      }),
    );
  });
});

describe('options description', () => {
  test('return type only', () => {
    assert.equal(describeRequestOptionsText({ return_type: 'entry' }), 'Return Structures');
    assert.equal(describeRequestOptionsText({ return_type: 'weird' as 'entry' }), 'Return weird');
  });
  test('computed models, grouping and a non-default sort', () => {
    const request: SearchRequest = {
      return_type: 'polymer_entity',
      request_options: {
        results_content_type: ['computational', 'experimental'],
        group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 },
        group_by_return_type: 'groups',
        sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }],
      },
    };
    assert.equal(
      describeRequestOptionsText(request),
      'Return Polymer Entities, including Computed Structure Models, grouped by Sequence Identity 95% (groups), sorted by Release Date (asc)',
    );
  });
  test('defaults are not mentioned; unknown modes and sorts show their names', () => {
    assert.equal(
      describeRequestOptionsText({
        return_type: 'entry',
        request_options: { sort: [{ sort_by: 'score', direction: 'desc' }], results_content_type: ['experimental'] },
      }),
      'Return Structures',
    );
    assert.equal(
      describeRequestOptionsText({
        return_type: 'entry',
        request_options: {
          group_by: { aggregation_method: 'matching_chemical_component_id' },
          sort: [{ sort_by: 'x.y', direction: undefined as unknown as 'asc' }],
        },
      }),
      'Return Structures, grouped by matching_chemical_component_id (representatives), sorted by x.y (desc)',
    );
  });
  test('HTML form is escaped', () => {
    const html = describeRequestOptionsHtml({
      return_type: 'entry',
      request_options: { sort: [{ sort_by: XSS, direction: 'asc' }] },
    });
    assert.equal(html, `Return Structures, sorted by ${escapeHtml(XSS)} (asc)`);
    assert.doesNotMatch(html, /[<>]/);
  });
});

describe('refinements are described as their chips name them (issue 29 item 9)', () => {
  test("each value reads '{facet} = {bucket}', whatever labels the catalogue has loaded", async () => {
    const { refinementsToQuery } = await import('../../../src/model/refinements.ts');
    const refinements = refinementsToQuery(
      [
        {
          name: 'Experimental Method',
          attribute: 'exptl.method',
          buckets: [{ label: 'SOLUTION NMR', population: 3, checked: true }],
        },
        {
          name: 'Organism',
          attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
          buckets: [{ label: 'Homo sapiens', population: 5, checked: true }],
        },
      ] as never,
      'entry',
    );
    assert.ok(refinements.ok);
    const query: QueryNode = {
      type: 'group',
      logical_operator: 'and',
      nodes: [{ type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } }, refinements.value],
    };
    const expected =
      'Full Text = "hemoglobin" AND (Experimental Method = "SOLUTION NMR" AND Organism = "Homo sapiens")';
    assert.equal(describeQueryText(query), expected);
    assert.equal(
      describeQueryText(query, { attributeLabels: { 'exptl.method': 'Method from the catalogue' } }),
      expected,
      'one wording with or without the catalogue',
    );
    assert.doesNotMatch(describeQueryHtml(query), /exptl\.method|ncbi_scientific_name/);
  });
});
