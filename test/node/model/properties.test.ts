// Property tests: whatever the builder holds, building a request never throws and either yields a
// request the wire validator accepts (and that survives the URL round trip unchanged) or a seed
// message; the sanitiser rejects dangerous payloads in any disguise and accepts scientific prose.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { buildRequest } from '../../../src/model/builder/builder.ts';
import { readSearchRequest } from '../../../src/model/legacy.ts';
import { findDangerousContent } from '../../../src/model/sanitize.ts';
import { validateSearchRequest } from '../../../src/model/request/validation.ts';
import { validateSequence } from '../../../src/model/validation/sequence.ts';
import { SEQUENCE_ALPHABETS } from '../../../src/model/constants/core.ts';
import { OPERATORS } from '../../../src/model/constants/vocabulary.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import type {
  AttributeValueType,
  BuildRequestInput,
  BuilderGroupNode,
  BuilderNode,
  BuilderSection,
  BuilderTerminalNode,
  ServiceType,
} from '../../../src/model/types.ts';

const RUNS = Number(process.env.FC_RUNS ?? 300);

/** True for the seeds' fixed messages and the seed wording with its placeholders filled. */
function isSeedMessage(message: string): boolean {
  if ((Object.values(MESSAGES) as string[]).includes(message)) return true;
  if (message.startsWith(`${MESSAGES.strucmotifPrefix} `)) return true;
  if (message.startsWith(MESSAGES.requestQueryErrorsPrefix)) return true;
  // a structure URL the server will not fetch, in the server's words (issue 29)
  if (message === MESSAGE_TEMPLATES.structureNotFetched(MESSAGES.httpsOnlyUrls)) return true;
  if (/ contains an (empty or )?invalid value\.$/.test(message)) return true;
  return /^The sequence contains invalid characters \(.+\)\. Allowed characters for (protein|dna|rna) sequences are: [A-Z]+$/.test(
    message,
  );
}

// ---------------------------------------------------------------------------------------------
// Builder-state generators: valid-looking and hostile inputs mixed

const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', '4HHB', 'kinase', '1.5', '2020-01-01', '<script>', '*'));
const looseScalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const attributeValue = fc.oneof(
  looseScalar,
  fc.array(fc.oneof(text, fc.integer()), { maxLength: 4 }),
  fc.tuple(fc.oneof(text, fc.integer(), fc.constant(null)), fc.oneof(text, fc.double(), fc.constant(undefined))),
  fc.record({ from: looseScalar, to: looseScalar }, { requiredKeys: [] }),
  fc.anything(),
);
const attributeType = fc.constantFrom<AttributeValueType>('string', 'integer', 'number', 'date', 'boolean');
const attributeTerminal = (service: 'text' | 'text_chem') =>
  fc
    .record({
      attribute: fc.constantFrom(
        '',
        'exptl.method',
        'rcsb_entry_info.resolution_combined',
        'rcsb_accession_info.initial_release_date',
        'x.y',
      ),
      operator: fc.constantFrom(...OPERATORS, 'range' as const),
      value: attributeValue,
      negation: fc.boolean(),
      definition: fc.option(
        fc.record({
          type: attributeType,
          enumeration: fc.option(fc.array(text, { maxLength: 3 }), { nil: undefined }),
          is_iterable: fc.boolean(),
          name: fc.option(text, { nil: undefined }),
        }),
        { nil: undefined },
      ),
      nested: fc.option(fc.record({ attribute: fc.constantFrom('a.name', ''), value: text }), { nil: undefined }),
    })
    .map(
      (r): BuilderTerminalNode =>
        ({
          id: 't',
          type: 'terminal',
          service,
          parameters: { attribute: r.attribute, operator: r.operator, value: r.value, negation: r.negation },
          attrObj: r.definition ? { attribute: r.attribute, operators: [], ...r.definition } : undefined,
          item: r.nested
            ? {
                attribute: r.attribute,
                name: 'N',
                nested_attribute: r.nested.attribute,
                nested_attribute_value: r.nested.value,
              }
            : undefined,
          count: 1,
        }) as BuilderTerminalNode,
    );

const sequenceText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...SEQUENCE_ALPHABETS.protein, ' ', '\n'), maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...'ACGTU'), maxLength: 40 }),
  fc.string(),
);
const numberText = fc.oneof(
  fc.constantFrom('', '0', '0.1', '1e-3', '100', '101', '-1', 'x', '30.5'),
  fc.double(),
  fc.integer(),
);
const entryId = fc.oneof(
  fc.constantFrom('4HHB', '1abc', 'AF_AFP69905F1', '', 'nope', ' 9XYZ '),
  fc.string({ maxLength: 14 }),
);
const url = fc.oneof(
  fc.constantFrom('https://x.org/a.cif', 'http://127.0.0.1:9/f', 'notaurl', ''),
  fc.webUrl(),
  fc.string(),
);
const format = fc.oneof(fc.constantFrom('cif', 'bcif', 'pdb', 'ccp4', 'CIF', ''), fc.string({ maxLength: 5 }));
const residue = fc.record({
  label_asym_id: fc.oneof(fc.constantFrom('A', 'B', '', ' '), fc.string({ maxLength: 3 })),
  struct_oper_id: fc.constantFrom('1', '', '2'),
  label_seq_id: fc.oneof(
    fc.constantFrom('', '10', '5a'),
    fc.integer({ min: -5, max: 500 }),
    fc.string({ maxLength: 4 }),
  ),
  exchanges: fc.option(fc.oneof(fc.constantFrom('his,lys', 'A,C,G,U,N', 'XYZ', ''), fc.string({ maxLength: 12 })), {
    nil: undefined,
  }),
});

const terminalFor: Record<ServiceType, fc.Arbitrary<BuilderTerminalNode>> = {
  full_text: fc
    .oneof(text, fc.constantFrom('hemoglobin', 'javascript:alert(1)', 'p < 0.05'))
    .map(
      (value) => ({ id: 'f', type: 'terminal', service: 'full_text', parameters: { value } }) as BuilderTerminalNode,
    ),
  text: attributeTerminal('text'),
  text_chem: attributeTerminal('text_chem'),
  sequence: fc
    .record({
      value: sequenceText,
      sequence_type: fc.constantFrom('protein', 'dna', 'rna'),
      evalue_cutoff: numberText,
      identity_cutoff: numberText,
    })
    .map((parameters) => ({ id: 's', type: 'terminal', service: 'sequence', parameters }) as BuilderTerminalNode),
  seqmotif: fc
    .record({
      value: text,
      pattern_type: fc.constantFrom('simple', 'prosite', 'regex'),
      sequence_type: fc.constantFrom('protein', 'dna', 'rna'),
    })
    .map((parameters) => ({ id: 'm', type: 'terminal', service: 'seqmotif', parameters }) as BuilderTerminalNode),
  structure: fc
    .record({
      operator: fc.constantFrom('strict_shape_match', 'relaxed_shape_match'),
      source: fc.option(fc.constantFrom('entry_id', 'url', 'upload'), { nil: undefined }),
      value: fc.record(
        {
          entry_id: entryId,
          asym_id: fc.constantFrom(undefined, 'A', ''),
          assembly_id: fc.constantFrom(undefined, '1', ''),
          url,
          format,
        },
        { requiredKeys: [] },
      ),
    })
    .map((parameters) => ({ id: 'st', type: 'terminal', service: 'structure', parameters }) as BuilderTerminalNode),
  strucmotif: fc
    .record({
      value: fc.record({ entry_id: entryId, url, format }, { requiredKeys: [] }),
      residues: fc.array(residue, { maxLength: 12 }),
      rmsd_cutoff: numberText,
      atom_pairing_scheme: fc.constantFrom('ALL', 'SIDE_CHAIN', 'BACKBONE', 'PSEUDO_ATOMS'),
      source: fc.option(fc.constantFrom('entry_id', 'url'), { nil: undefined }),
    })
    .map((parameters) => ({ id: 'sm', type: 'terminal', service: 'strucmotif', parameters }) as BuilderTerminalNode),
  chemical: fc
    .record({
      type: fc.constantFrom('formula', 'descriptor'),
      value: text,
      match_subset: fc.option(fc.boolean(), { nil: undefined }),
      descriptor_type: fc.option(fc.constantFrom('SMILES', 'InChI'), { nil: undefined }),
      match_type: fc.option(fc.constantFrom('graph-exact', 'graph-relaxed', 'fingerprint-similarity'), {
        nil: undefined,
      }),
    })
    .map((parameters) => ({ id: 'c', type: 'terminal', service: 'chemical', parameters }) as BuilderTerminalNode),
};

function nodeFor(service: ServiceType): fc.Arbitrary<BuilderNode> {
  const { node } = fc.letrec<{ node: BuilderNode; group: BuilderGroupNode }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, terminalFor[service], tie('group')),
    group: fc.record({
      id: fc.constant('g'),
      type: fc.constant('group' as const),
      logical_operator: fc.constantFrom('and' as const, 'or' as const),
      nodes: fc.array(tie('node'), { maxLength: 3 }),
      label: fc.option(fc.constantFrom('L'), { nil: undefined }),
    }),
  }));
  return node;
}

const section: fc.Arbitrary<BuilderSection> = fc
  .constantFrom<ServiceType>(
    'full_text',
    'text',
    'text_chem',
    'sequence',
    'seqmotif',
    'structure',
    'strucmotif',
    'chemical',
  )
  .chain((service) =>
    fc.array(nodeFor(service), { maxLength: 3 }).map((nodes): BuilderSection => ({
      service,
      open: true,
      root: { id: 'root', type: 'group', logical_operator: 'and', is_root: true, nodes },
      count: null,
    })),
  );

const builderInput: fc.Arbitrary<BuildRequestInput> = fc.record({
  builder: fc.record({
    sections: fc.array(section, { maxLength: 4 }),
    includeCsm: fc.boolean(),
    logical_operator: fc.constantFrom('and' as const, 'or' as const),
  }),
  return_type: fc.constantFrom('entry', 'polymer_entity', 'non_polymer_entity', 'assembly', 'mol_definition'),
  paginate: fc.record(
    { start: fc.integer({ min: -10, max: 10000 }), rows: fc.integer({ min: -5, max: 20000 }) },
    { requiredKeys: [] },
  ),
  grouping: fc.option(
    fc.record({
      aggregation_method: fc.constantFrom(
        null,
        'matching_deposit_group_id',
        'sequence_identity',
        'matching_uniprot_accession',
        'matching_chemical_component_id',
      ),
      group_by_return_type: fc.constantFrom('groups', 'representatives'),
      ranking_criteria_type: fc.constantFrom(
        null,
        { sort_by: 'score', direction: 'desc' as const },
        { sort_by: 'coverage' as const },
      ),
      similarity_cutoff: fc.constantFrom(undefined, 100, 30),
    }),
    { nil: null },
  ),
  return_counts: fc.boolean(),
  refinements: fc.option(
    fc.array(
      fc.record({
        name: fc.constantFrom('Method', 'Release Date', 'Resolution'),
        attribute: fc.constantFrom('exptl.method', 'rcsb_accession_info.initial_release_date', undefined),
        aggregation_type: fc.constantFrom(undefined, 'terms', 'histogram', 'date_histogram'),
        interval: fc.constantFrom(undefined, 0.5),
        buckets: fc.array(
          fc.record({
            label: fc.oneof(text, fc.constantFrom('2000 - 2004', '1.5')),
            population: fc.nat(),
            checked: fc.boolean(),
          }),
          { maxLength: 3 },
        ),
      }) as fc.Arbitrary<NonNullable<BuildRequestInput['refinements']>[number]>,
      { maxLength: 2 },
    ),
    { nil: undefined },
  ),
}) as fc.Arbitrary<BuildRequestInput>;

describe('builder properties', () => {
  test('any builder state yields a valid request or a seed message, never an exception', () => {
    fc.assert(
      fc.property(builderInput, (input) => {
        const result = buildRequest(input);
        if (!result.ok) {
          assert.ok(isSeedMessage(result.message), `not a seed message: ${result.message}`);
          return;
        }
        const checked = validateSearchRequest(result.value);
        assert.ok(checked.ok, checked.ok ? '' : `built request failed validation: ${checked.message}`);
        const json = JSON.stringify(result.value);
        assert.ok(!/"(attrObj|is_root|item|count|id)":/.test(json), json);
      }),
      { numRuns: RUNS },
    );
  });

  test('built requests survive the ?request= round trip unchanged', () => {
    fc.assert(
      fc.property(builderInput, (input) => {
        const result = buildRequest(input);
        if (!result.ok) return;
        const reread = readSearchRequest(JSON.stringify(result.value));
        assert.ok(reread.ok, reread.ok ? '' : reread.message);
        assert.deepEqual(reread.value, JSON.parse(JSON.stringify(result.value)));
      }),
      { numRuns: RUNS },
    );
  });

  test('the wire validator and the legacy reader never throw on arbitrary JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            return_type: fc.constantFrom('entry', 'x'),
            query: fc.jsonValue(),
            request_options: fc.jsonValue(),
          }),
        ),
        (value) => {
          for (const result of [
            validateSearchRequest(value),
            readSearchRequest(value),
            readSearchRequest(JSON.stringify(value)),
          ]) {
            if (!result.ok) assert.ok(isSeedMessage(result.message), result.message);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('sequences: long alphabet strings pass, short ones get the length message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('protein', 'dna', 'rna') as fc.Arbitrary<'protein' | 'dna' | 'rna'>,
        fc.integer({ min: 0, max: 80 }),
        fc.infiniteStream(fc.nat()),
        (type, length, picks) => {
          const alphabet = SEQUENCE_ALPHABETS[type];
          const iterator = picks[Symbol.iterator]();
          const residues = Array.from(
            { length },
            () => alphabet[(iterator.next().value as number) % alphabet.length],
          ).join('');
          const result = validateSequence({
            value: residues.toLowerCase(),
            sequence_type: type,
            evalue_cutoff: '',
            identity_cutoff: '',
          });
          if (length < 25)
            assert.deepEqual(result, { ok: false, message: 'The sequence must contain at least 25 residues' });
          else assert.ok(result.ok && result.value.value === residues);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Sanitiser properties

/** Writes some characters as decimal or hex entities, as attackers do. */
function entityEncode(text: string, mask: readonly boolean[], hex: readonly boolean[]): string {
  return [...text]
    .map((ch, i) => {
      if (!mask[i % mask.length]) return ch;
      const code = ch.codePointAt(0) ?? 0;
      return hex[i % hex.length] ? `&#x${code.toString(16)};` : `&#${code};`;
    })
    .join('');
}

const noise = fc.string({ maxLength: 20 });
const mixed = (word: string) => fc.mixedCase(fc.constant(word));
const blanks = fc.string({ unit: fc.constantFrom('\t', '\n', '\r'), maxLength: 2 });

const dangerous: Record<string, fc.Arbitrary<string>> = {
  tag: fc
    .tuple(
      fc.constantFrom('script', 'img', 'image', 'iframe', 'frame', 'object', 'embed', 'svg', 'math'),
      fc.constantFrom('>', ' ', '/', ' src=x>'),
      fc.boolean(),
    )
    .chain(([name, end, closing]) => mixed(name).map((n) => `<${closing ? '/' : ''}${n}${end}`)),
  scriptUrl: fc
    .tuple(
      fc.constantFrom('javascript', 'vbscript'),
      blanks,
      fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
      fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
    )
    .chain(([scheme, gap, mask, hex]) =>
      mixed(scheme).map((s) => entityEncode(`${s.slice(0, 4)}${gap}${s.slice(4)}:alert(1)`, mask, hex)),
    ),
  handler: fc
    .tuple(fc.constantFrom('onload', 'onerror', 'onclick', 'onmouseover', 'onfocus', 'onanimationstart'), fc.boolean())
    .chain(([name, inTag]) => mixed(name).map((n) => (inTag ? `<b ${n}=alert(1)>` : `${n}=alert(1)`))),
  dataHtml: fc
    .tuple(blanks, fc.boolean())
    .chain(([gap, encode]) =>
      fc
        .mixedCase(fc.constant('data:text/html'))
        .map((d) => (encode ? d.replace(':', '&colon;') : d.replace(':', `:${gap}`)) + ',<b>x</b>'),
    ),
  styleExpression: fc
    .constantFrom('<div style="width: EXPR(alert(1))">', 'a{color:EXPR(alert(1))}', 'width:EXPR (1)')
    .chain((template) => mixed('expression').map((e) => template.replace('EXPR', e))),
};

describe('sanitiser properties', () => {
  for (const [kind, payload] of Object.entries(dangerous)) {
    test(`rejects ${kind} payloads with any prefix, suffix and case`, () => {
      fc.assert(
        fc.property(noise, payload, noise, (prefix, attack, suffix) => {
          const value = `${prefix} ${attack} ${suffix}`;
          assert.notEqual(findDangerousContent(value), null, value);
        }),
        { numRuns: RUNS },
      );
    });
  }

  const words = fc.constantFrom(
    'hemoglobin',
    'kinase',
    'α-helix',
    'β-sheet',
    'γ-secretase',
    'Å',
    '2.5',
    '1e-5',
    "2'-O-methyl",
    "5'-GMP",
    'p',
    '<',
    '>',
    '<=',
    '>=',
    '0.05',
    '(R)-2-amino',
    '[4Fe-4S]',
    'Na+/K+',
    'ATPase',
    '"zinc finger"',
    "'single'",
    'HIV-1',
    'E. coli',
    // not 'expression': 'style = expression (GFP)' is the old CSS expression() the filter refuses
    'expressed',
    '(GFP)',
    'onset',
    '=',
    '3',
    'days',
    'image',
    'analysis',
    'math',
    'frame',
    'shift',
    'object',
    'data',
    'text',
    'style',
    ':',
    ';',
    '50%',
    'C&H',
    'Fe(II)/2-OG',
    '-membrane',
    'cryo-EM',
    'pH',
    '7.4',
    '±',
    '°C',
    'x10^3',
    'embedding',
    'scripted',
  );

  test('accepts ordinary scientific text', () => {
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 12 }), (tokens) => {
        const value = tokens.join(' ');
        assert.equal(findDangerousContent(value), null, value);
      }),
      { numRuns: RUNS },
    );
  });
});
