import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DEVELOPER_MODE_TERM,
  SEQUENCE_SEARCH_RETURN_TYPE,
  buildFullTextSearchRequest,
  buildSequenceSearchRequest,
  detectSequenceType,
  formatFullTextValue,
  isDeveloperModeTerm,
  looksLikeSequence,
  normaliseSequence,
  parseSearchTerm,
  sequenceOfText,
  tokenizeSearchTerm,
} from '../../../src/model/search-term.ts';

const HBA = 'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHV';

describe('blank input', () => {
  test('an empty or blank term does nothing', () => {
    assert.equal(parseSearchTerm(''), null);
    assert.equal(parseSearchTerm('   \n\t '), null);
    assert.equal(parseSearchTerm(undefined as unknown as string), null);
  });
});

describe('developer mode', () => {
  test("the term 'searchdev' toggles developer mode", () => {
    assert.equal(DEVELOPER_MODE_TERM, 'searchdev');
    assert.deepEqual(parseSearchTerm('searchdev'), { kind: 'developer_mode' });
    assert.deepEqual(parseSearchTerm('  SearchDev '), { kind: 'developer_mode' });
    assert.equal(isDeveloperModeTerm('searchdevx'), false);
    assert.equal(parseSearchTerm('searchdev hemoglobin')?.kind, 'full_text');
  });
});

describe('identifier routing', () => {
  test('id-like input routes instead of searching', () => {
    const parsed = parseSearchTerm(' 4hhb ');
    assert.equal(parsed?.kind, 'route');
    assert.equal(parsed?.kind === 'route' && parsed.route.path, '/structure/4HHB');
  });
  test('route options reach the identifier lookup and base URL', () => {
    const parsed = parseSearchTerm('1abc', { baseUrl: 'http://local', lookup: { entryStatus: () => 'removed' } });
    assert.equal(parsed?.kind === 'route' && parsed.route.url, 'http://local/structure/removed/redirect/1ABC');
  });
  test('routing can be turned off so ids are searched as text', () => {
    const parsed = parseSearchTerm('4HHB', { routeIdentifiers: false });
    assert.equal(parsed?.kind, 'full_text');
  });
});

describe('sequence recognition', () => {
  test('an unbroken run of at least 25 protein letters is a sequence', () => {
    assert.equal(looksLikeSequence(HBA), true);
    assert.equal(looksLikeSequence(HBA.toLowerCase()), true);
    assert.equal(looksLikeSequence('A'.repeat(25)), true);
    assert.equal(looksLikeSequence('A'.repeat(24)), false);
  });
  test('fixed-width blocks and lines are a sequence; the last chunk may be shorter', () => {
    const blocks = HBA.match(/.{1,10}/g)!.join(' ');
    assert.equal(looksLikeSequence(blocks), true);
    const lines = HBA.match(/.{1,60}/g)!.join('\n');
    assert.equal(looksLikeSequence(lines), true);
    assert.equal(looksLikeSequence('MVLSPADKTN VKAAWGKVGA HAGEY\n'), true);
  });
  test('prose is not a sequence even when every letter is an amino-acid code', () => {
    for (const text of [
      'crystal structure of human hemoglobin',
      'crystallographic characterization',
      'Hemoglobinalphachainhumanstructure',
      'kinase inhibitor complex with atp analog',
    ]) {
      assert.equal(looksLikeSequence(text), false, text);
    }
  });
  test('J, digits and punctuation mean it is not a sequence', () => {
    assert.equal(looksLikeSequence(`${HBA}J`), false);
    assert.equal(looksLikeSequence(`1 ${HBA}`), false);
    assert.equal(looksLikeSequence(`>sp|P69905 ${HBA}`), false);
    assert.equal(looksLikeSequence(`${HBA}*`), false);
  });
  test('blocks narrower than 10 or of uneven width are not a sequence', () => {
    assert.equal(looksLikeSequence('MVLSPAD KTNVKAA WGKVGAH AGEYGAE'), false);
    assert.equal(looksLikeSequence('MVLSPADKTNVK AAWGKVGAHA GEYGAEALER'), false);
    assert.equal(looksLikeSequence('MVLSPADKTN VKAAWGKVGAHAGEYGAEAL'), false);
  });
  test('a multi-chunk input with O is prose-like and not a sequence', () => {
    assert.equal(looksLikeSequence('MVLSPADKTO VKAAWGKVGA HAGEYGAEAL'), false);
    assert.equal(looksLikeSequence('MVLSPADKTOVKAAWGKVGAHAGEYGAEAL'), true, 'a single run keeps pyrrolysine');
  });
  test('soft-masked (mixed-case) nucleotides still count', () => {
    assert.equal(looksLikeSequence('ACGTACGTACacgtacgtacGTACGTACGT'), true);
  });
  test('normaliseSequence strips whitespace and upper-cases', () => {
    assert.equal(normaliseSequence(' mvl spa\n dkt\t '), 'MVLSPADKT');
  });
  test('sequence type from the alphabet', () => {
    assert.equal(detectSequenceType(HBA), 'protein');
    assert.equal(detectSequenceType('ACGTACGTNNI'), 'dna');
    assert.equal(detectSequenceType('acguacguacgu'), 'rna');
    assert.equal(detectSequenceType('ACGACGACG'), 'dna', 'no T and no U: DNA');
    assert.equal(detectSequenceType('ACGTUACGU'), 'dna', 'T and U together: DNA allows U');
  });
});

describe('FASTA and multi-line sequences (issue 13)', () => {
  const lines = (text: string, width: number) => text.match(new RegExp(`.{1,${width}}`, 'g'))!.join('\n');
  test('a FASTA record is read without its header line', () => {
    assert.equal(sequenceOfText(`>sp|P69905|HBA_HUMAN Hemoglobin subunit alpha\n${lines(HBA, 60)}\n`), HBA);
    assert.equal(sequenceOfText(`  >1STP_1 mol:protein\r\n${lines(HBA.toLowerCase(), 10)}`), HBA);
    assert.equal(sequenceOfText(lines(HBA, 60)), HBA, 'bare lines');
    assert.equal(sequenceOfText(HBA.toLowerCase()), HBA);
  });
  test('a header alone, on the sequence line, or followed by text is not a sequence', () => {
    assert.equal(sequenceOfText('>sp|P69905|HBA_HUMAN Hemoglobin subunit alpha'), null);
    assert.equal(sequenceOfText(`>sp|P69905 ${HBA}`), null);
    assert.equal(sequenceOfText('>header\nThe hemoglobin of the trout binds oxygen cooperatively'), null);
    assert.equal(sequenceOfText(`>one\n${HBA}\n>two\n${HBA}`), null, 'one record only');
    assert.equal(sequenceOfText('>short\nMVLSPADKTN'), null);
  });
  test('the bar searches a FASTA record as its sequence', () => {
    const parsed = parseSearchTerm(`>sp|P69905|HBA_HUMAN Hemoglobin subunit alpha\n${lines(HBA, 60)}`);
    assert.ok(parsed?.kind === 'sequence');
    assert.equal(parsed.sequence, HBA);
    assert.deepEqual(parsed.request, buildSequenceSearchRequest(HBA));
  });
});

describe('sequence search requests', () => {
  test('whitespace stripped, upper-cased, polymer_entity, evalue 0.1, identity 0', () => {
    const term = HBA.toLowerCase()
      .match(/.{1,10}/g)!
      .join(' ');
    const parsed = parseSearchTerm(term);
    assert.ok(parsed && parsed.kind === 'sequence');
    assert.equal(parsed.sequence, HBA);
    assert.equal(parsed.sequence_type, 'protein');
    assert.equal(SEQUENCE_SEARCH_RETURN_TYPE, 'polymer_entity');
    assert.deepEqual(parsed.request, {
      query: {
        type: 'terminal',
        service: 'sequence',
        parameters: { evalue_cutoff: 0.1, identity_cutoff: 0, sequence_type: 'protein', value: HBA },
      },
      return_type: 'polymer_entity',
    });
  });
  test('nucleotide sequences get dna or rna', () => {
    const dna = parseSearchTerm('ACGTACGTACGTACGTACGTACGTACGT');
    assert.equal(dna?.kind === 'sequence' && dna.request.query?.type === 'terminal' && dna.sequence_type, 'dna');
    const rna = buildSequenceSearchRequest('ACGUACGUACGUACGUACGUACGUACGU');
    assert.deepEqual(rna.query, {
      type: 'terminal',
      service: 'sequence',
      parameters: {
        evalue_cutoff: 0.1,
        identity_cutoff: 0,
        sequence_type: 'rna',
        value: 'ACGUACGUACGUACGUACGUACGUACGU',
      },
    });
  });
  test('the return type option does not change a sequence search', () => {
    const parsed = parseSearchTerm(HBA, { returnType: 'entry' });
    assert.equal(parsed?.kind === 'sequence' && parsed.request.return_type, 'polymer_entity');
  });
  test('including computed models adds both content types', () => {
    const request = buildSequenceSearchRequest(HBA, true);
    assert.deepEqual(request.request_options, { results_content_type: ['computational', 'experimental'] });
  });
});

describe('full-text values', () => {
  test('words with inner hyphens are wrapped in quotes', () => {
    assert.equal(formatFullTextValue('heat-shock protein'), '"heat-shock" protein');
    assert.equal(formatFullTextValue('alpha-beta-gamma'), '"alpha-beta-gamma"');
    assert.equal(formatFullTextValue('T-cell'), '"T-cell"');
  });
  test('a leading minus is kept as exclusion', () => {
    assert.equal(formatFullTextValue('kinase -human'), 'kinase -human');
    assert.equal(formatFullTextValue('kinase -heat-shock'), 'kinase -"heat-shock"');
    assert.equal(formatFullTextValue('-'), '-');
  });
  test('trailing or doubled hyphens are not inner hyphens', () => {
    assert.equal(formatFullTextValue('anti- body'), 'anti- body');
    assert.equal(formatFullTextValue('--verbose'), '--verbose');
  });
  test('quoted terms (at least 2 characters, starting and ending with a quote) are left as they are', () => {
    assert.equal(formatFullTextValue('"heat-shock protein"'), '"heat-shock protein"');
    assert.equal(formatFullTextValue('"x-ray"'), '"x-ray"');
    assert.equal(formatFullTextValue('""'), '""');
    assert.equal(formatFullTextValue('-"heat shock" kinase'), '-"heat shock" kinase');
  });
  test('a lone or unbalanced quote is not a quoted term, and is never re-quoted', () => {
    assert.equal(formatFullTextValue('"'), '"');
    assert.equal(formatFullTextValue('"heat-shock protein'), '"heat-shock protein');
    assert.equal(formatFullTextValue('a-b"c'), 'a-b"c');
  });
  test('whitespace between words collapses to one space', () => {
    assert.equal(formatFullTextValue('  hemoglobin \n  alpha  '), 'hemoglobin alpha');
  });
  test('tokenizer keeps closed quoted phrases together', () => {
    assert.deepEqual(tokenizeSearchTerm('a "b c" -"d e" "f g'), ['a', '"b c"', '-"d e"', '"f', 'g']);
  });
  test('full-text request on the chosen return type (default entry)', () => {
    const parsed = parseSearchTerm('  heat-shock   protein ');
    assert.deepEqual(parsed, {
      kind: 'full_text',
      value: '"heat-shock" protein',
      request: {
        query: { type: 'terminal', service: 'full_text', parameters: { value: '"heat-shock" protein' } },
        return_type: 'entry',
      },
    });
    const assembly = parseSearchTerm('hemoglobin', { returnType: 'assembly', includeCsm: true });
    assert.deepEqual(assembly?.kind === 'full_text' && assembly.request, {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'assembly',
      request_options: { results_content_type: ['computational', 'experimental'] },
    });
    assert.deepEqual(buildFullTextSearchRequest('x').return_type, 'entry');
  });
});

describe('markup check', () => {
  test("dangerous full text is rejected with 'Invalid input detected'", () => {
    for (const term of ['<script>alert(1)</script>', 'kinase <img src=x onerror=alert(1)>', 'javascript:alert(1)']) {
      assert.deepEqual(parseSearchTerm(term), { kind: 'invalid', message: 'Invalid input detected' }, term);
    }
  });
  test('ordinary scientific text passes', () => {
    assert.equal(parseSearchTerm("2'-O-methyl p < 0.05")?.kind, 'full_text');
  });
});

describe('properties', () => {
  test('parsing never throws, for any string and options', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), fc.boolean(), (s, includeCsm, routeIdentifiers) => {
        parseSearchTerm(s, { includeCsm, routeIdentifiers });
      }),
      { numRuns: 500 },
    );
  });
  test('non-blank input always yields an action; blank yields null', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseSearchTerm(s);
        assert.equal(parsed === null, s.trim() === '');
      }),
    );
  });
  test('a full-text value never contains quotes the input did not have, beyond pairs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^-?[a-z]{1,5}(-[a-z]{1,5})?$/), { minLength: 1, maxLength: 6 }),
        (words) => {
          const value = formatFullTextValue(words.join(' '));
          assert.equal((value.match(/"/g) ?? []).length % 2, 0);
          assert.equal(value.replace(/"/g, ''), words.join(' '));
        },
      ),
    );
  });
  test('sequence requests are always upper-case, whitespace-free and at least 25 long', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ACDEFGHIKLMNPQRSTVWY]{25,80}$/), (seq) => {
        const parsed = parseSearchTerm(seq.toLowerCase());
        assert.ok(parsed?.kind === 'sequence', seq);
        assert.match(parsed.sequence, /^[A-Z]{25,}$/);
      }),
    );
  });
});
