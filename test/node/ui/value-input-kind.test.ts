// Which value input an attribute terminal shows (seed 000 §5) and how the inputs read and write
// the builder's value. The definitions copy leaves of the test archive's metadata schema (the
// browser test reads the schema itself); what the inputs write is checked against the model.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  chosenValues,
  dateText,
  isDateAttribute,
  isIterableInput,
  rangePlaceholders,
  readRange,
  toggleChoice,
  truncateLabel,
  valueInputKind,
  valueText,
  writeRange,
} from '../../../src/ui/query-builder/attribute/value-input-kind.ts';
import { validateAttribute } from '../../../src/model/validation/attribute.ts';
import { OPERATORS, VALUELESS_OPERATORS } from '../../../src/model/constants/vocabulary.ts';
import { LABELS } from '../../../src/model/constants/labels.ts';
import { LABEL_TRUNCATION } from '../../../src/model/constants/limits.ts';
import type { AttributeDefinition, AttributeValueType } from '../../../src/model/types.ts';

const METHOD: AttributeDefinition = {
  attribute: 'exptl.method',
  name: 'Experimental Method',
  type: 'string',
  operators: ['exact_match', 'in', 'exists'],
  enumeration: ['ELECTRON MICROSCOPY', 'SOLUTION NMR', 'X-RAY DIFFRACTION'],
  context: ['exact-match', 'suggest'],
};
const RESOLUTION: AttributeDefinition = {
  attribute: 'rcsb_entry_info.resolution_combined',
  name: 'Resolution',
  type: 'number',
  operators: ['equals', 'greater', 'less', 'range_upper_excl', 'range_upper_incl', 'exists'],
  context: ['default-match'],
  min: 0.99,
  max: 28,
  units: 'angstroms',
  is_iterable: true,
};
const RELEASE: AttributeDefinition = {
  attribute: 'rcsb_accession_info.initial_release_date',
  name: 'Release Date',
  type: 'date',
  operators: ['equals', 'greater', 'less', 'range_upper_excl', 'last_seven_days_range', 'exists'],
  context: ['default-match'],
  // the schema's epoch milliseconds: 1980-03-28 and 2024-07-10
  min: 323049600000,
  max: 1720569600000,
};
const ORGANISM: AttributeDefinition = {
  attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
  name: 'Source Organism',
  type: 'string',
  operators: ['exact_match', 'in', 'contains_words', 'contains_phrase', 'exists'],
  context: ['exact-match', 'full-text'],
};
const TITLE: AttributeDefinition = {
  attribute: 'struct.title',
  type: 'string',
  operators: ['contains_words', 'contains_phrase', 'exists'],
  context: ['full-text'],
};
/** Enumerated but not searchable by exact match (the schema gives it no context). */
const PROVENANCE: AttributeDefinition = {
  attribute: 'rcsb_entity_source_organism.provenance_source',
  type: 'string',
  operators: ['equals'],
  enumeration: ['PDB Primary Data', 'NCBI'],
};

describe('valueInputKind', () => {
  test('the valueless operators take no input, whatever the attribute', () => {
    for (const operator of VALUELESS_OPERATORS)
      for (const definition of [METHOD, RESOLUTION, RELEASE, ORGANISM, undefined])
        assert.equal(valueInputKind(definition, operator), 'none', `${operator} on ${definition?.attribute}`);
    assert.deepEqual(
      OPERATORS.filter((operator) => valueInputKind(RELEASE, operator) === 'none'),
      [...VALUELESS_OPERATORS],
    );
  });

  test('ranges are from/to inputs, date pickers for dates', () => {
    for (const operator of ['range_upper_excl', 'range_upper_incl', 'range']) {
      assert.equal(valueInputKind(RESOLUTION, operator), 'range');
      assert.equal(valueInputKind(RELEASE, operator), 'date-range');
      assert.equal(valueInputKind(undefined, operator), 'range');
    }
  });

  test('dates use a date picker for one day; a list of days is typed', () => {
    for (const operator of ['equals', 'greater', 'greater_or_equal', 'less', 'less_or_equal', 'exact_match'])
      assert.equal(valueInputKind(RELEASE, operator), 'date');
    assert.equal(valueInputKind(RELEASE, 'in'), 'text');
    // the schema's date-time format reads as a day too
    const collected = { ...RELEASE, type: 'date-time' as AttributeValueType };
    assert.equal(isDateAttribute(collected), true);
    assert.equal(valueInputKind(collected, 'less'), 'date');
  });

  test('an enumeration with the exact-match context is a select for exact_match and in', () => {
    assert.equal(valueInputKind(METHOD, 'exact_match'), 'select');
    assert.equal(valueInputKind(METHOD, 'in'), 'select');
    // without the context the seed says text, even with an enumeration
    assert.equal(valueInputKind(PROVENANCE, 'equals'), 'text');
    assert.equal(valueInputKind(PROVENANCE, 'exact_match'), 'text');
    assert.equal(valueInputKind({ ...METHOD, enumeration: [] }, 'exact_match'), 'suggest');
  });

  test('the exact-match context without an enumeration is a suggester, except for typed lists', () => {
    assert.equal(valueInputKind(ORGANISM, 'exact_match'), 'suggest');
    assert.equal(valueInputKind(ORGANISM, 'contains_words'), 'suggest');
    assert.equal(valueInputKind(ORGANISM, 'contains_phrase'), 'suggest');
    assert.equal(valueInputKind(ORGANISM, 'in'), 'text');
  });

  test('a suggester only where the client suggests: the public one needs the suggest context, none needs text', () => {
    const author: AttributeDefinition = {
      ...ORGANISM,
      attribute: 'audit_author.name',
      context: ['exact-match', 'suggest'],
    };
    // browser-direct mode: the public suggester completes only the attributes with 'suggest'
    assert.equal(valueInputKind(ORGANISM, 'exact_match', 'suggest'), 'text');
    assert.equal(valueInputKind(author, 'exact_match', 'suggest'), 'suggest');
    assert.equal(
      valueInputKind({ ...TITLE, context: ['full-text', 'suggest'] }, 'contains_phrase', 'suggest'),
      'suggest',
    );
    assert.equal(valueInputKind({ ...RESOLUTION, context: ['suggest'] }, 'equals', 'suggest'), 'text');
    // our archive suggests every exact-match attribute (the default)
    assert.equal(valueInputKind(ORGANISM, 'exact_match', 'exact-match'), 'suggest');
    // a client without a suggester (or a nested attribute without a nested one): text
    assert.equal(valueInputKind(author, 'exact_match', null), 'text');
    // the other kinds do not depend on it
    assert.equal(valueInputKind(METHOD, 'exact_match', null), 'select');
  });

  test('everything else is text: numbers, full text only, no definition yet', () => {
    for (const operator of ['equals', 'greater', 'less_or_equal', 'in'])
      assert.equal(valueInputKind(RESOLUTION, operator), 'text');
    assert.equal(valueInputKind({ ...RESOLUTION, context: ['exact-match'] }, 'equals'), 'text');
    assert.equal(valueInputKind(TITLE, 'contains_words'), 'text');
    assert.equal(valueInputKind(undefined, 'exact_match'), 'text');
  });

  test('typed lists: in, and exact or equals on an array attribute', () => {
    assert.equal(isIterableInput(ORGANISM, 'in'), true);
    assert.equal(isIterableInput(RESOLUTION, 'equals'), true);
    assert.equal(isIterableInput(RESOLUTION, 'greater'), false);
    assert.equal(isIterableInput(ORGANISM, 'exact_match'), false);
  });
});

describe('value input values', () => {
  test('labels over 60 characters are cut to 60 plus the ellipsis', () => {
    const sixty = 'A'.repeat(LABEL_TRUNCATION);
    assert.equal(truncateLabel(sixty), sixty);
    assert.equal(truncateLabel(`${sixty}BC`), `${sixty}${LABELS.ellipsis}`);
    assert.equal(truncateLabel(`${sixty}BC`), `${'A'.repeat(60)}...`);
  });

  test('text shows typed text as it is, a list from a request joined with commas', () => {
    assert.equal(valueText('1ABC 2DEF,3GHI'), '1ABC 2DEF,3GHI');
    assert.equal(valueText(['X-RAY DIFFRACTION', 'SOLUTION NMR']), 'X-RAY DIFFRACTION, SOLUTION NMR');
    assert.equal(valueText(2.5), '2.5');
    assert.equal(valueText({ from: 1, to: 2 }), '');
    assert.equal(valueText(undefined), '');
    // the joined list is what the model reads back
    const joined = validateAttribute(
      { attribute: 'exptl.method', operator: 'in', value: valueText(['X-RAY DIFFRACTION', 'SOLUTION NMR']) },
      METHOD,
    );
    assert.deepEqual(joined.ok && joined.value?.value, ['X-RAY DIFFRACTION', 'SOLUTION NMR']);
  });

  test('a date picker shows the day of a stored date or date-time, nothing for other text', () => {
    assert.equal(dateText('2020-01-31'), '2020-01-31');
    assert.equal(dateText('2020-01-31T10:00:00Z'), '2020-01-31');
    assert.equal(dateText('now-1w'), '');
    assert.equal(dateText(20200131), '');
  });

  test('the checkbox list reads chosen values in the enumeration spelling and keeps unknown ones', () => {
    const options = METHOD.enumeration!;
    assert.deepEqual(chosenValues(['x-ray diffraction', 'SOLUTION NMR'], options), [
      'X-RAY DIFFRACTION',
      'SOLUTION NMR',
    ]);
    assert.deepEqual(chosenValues('SOLUTION NMR, x-ray diffraction', options), ['SOLUTION NMR', 'X-RAY DIFFRACTION']);
    assert.deepEqual(chosenValues(['NEUTRON', 'SOLUTION NMR', 'SOLUTION NMR'], options), ['NEUTRON', 'SOLUTION NMR']);
    // a list is read part by part: an enumeration entry with a comma stays whole
    const linking = ['D-saccharide, alpha linking', 'L-saccharide, beta linking'];
    assert.deepEqual(chosenValues(['D-saccharide, alpha linking'], linking), ['D-saccharide, alpha linking']);
    assert.deepEqual(chosenValues(undefined, options), []);
    assert.deepEqual(toggleChoice(['X-RAY DIFFRACTION'], 'ELECTRON MICROSCOPY', true, options), [
      'ELECTRON MICROSCOPY',
      'X-RAY DIFFRACTION',
    ]);
    assert.deepEqual(toggleChoice(['NEUTRON', 'X-RAY DIFFRACTION'], 'X-RAY DIFFRACTION', false, options), ['NEUTRON']);
  });

  test('ranges: read from either stored form, written as the object with the operator flags', () => {
    assert.deepEqual(readRange([1, null]), { from: '1', to: '' });
    assert.deepEqual(readRange({ from: 1, to: 2, include_lower: false }), { from: '1', to: '2', include_lower: false });
    assert.deepEqual(readRange('3'), { from: '', to: '' });
    assert.deepEqual(writeRange(undefined, 'range_upper_excl', 'from', '1.5'), {
      from: '1.5',
      to: '',
      include_lower: true,
      include_upper: false,
    });
    assert.deepEqual(writeRange({ from: '1', to: '', include_upper: false }, 'range_upper_incl', 'to', '3'), {
      from: '1',
      to: '3',
      include_lower: true,
      include_upper: true,
    });
    // a plain range opened from a request keeps the bounds it was sent with
    assert.deepEqual(writeRange({ from: 1, to: 2, include_lower: false, include_upper: true }, 'range', 'to', '4'), {
      from: '1',
      to: '4',
      include_lower: false,
      include_upper: true,
    });
  });

  test('what the range inputs write validates to the wire range', () => {
    const excl = writeRange(writeRange(undefined, 'range_upper_excl', 'from', '1'), 'range_upper_excl', 'to', '2.5');
    const wire = (operator: string, value: unknown, definition: AttributeDefinition) =>
      validateAttribute({ attribute: definition.attribute, operator, value } as never, definition);
    assert.deepEqual(wire('range_upper_excl', excl, RESOLUTION), {
      ok: true,
      value: {
        attribute: 'rcsb_entry_info.resolution_combined',
        operator: 'range',
        value: { from: 1, to: 2.5, include_lower: true, include_upper: false },
      },
    });
    const open = writeRange(undefined, 'range_upper_incl', 'from', '2');
    assert.deepEqual(wire('range_upper_incl', open, RESOLUTION), {
      ok: true,
      value: {
        attribute: 'rcsb_entry_info.resolution_combined',
        operator: 'range',
        value: { from: 2, include_lower: true, include_upper: true },
      },
    });
    const days = writeRange(
      writeRange(undefined, 'range_upper_excl', 'from', '2020-01-01'),
      'range_upper_excl',
      'to',
      '2021-01-01',
    );
    const dated = wire('range_upper_excl', days, RELEASE);
    assert.deepEqual(dated.ok && dated.value?.value, {
      from: '2020-01-01',
      to: '2021-01-01',
      include_lower: true,
      include_upper: false,
    });
  });

  test('range placeholders: the definition min and max, dates as days, else the menu item range', () => {
    assert.deepEqual(rangePlaceholders(RESOLUTION, undefined), { from: '0.99', to: '28' });
    assert.deepEqual(rangePlaceholders(RELEASE, undefined), { from: '1980-03-28', to: '2024-07-10' });
    assert.deepEqual(rangePlaceholders({ ...RELEASE, min: '1980-03-28T00:00:00Z', max: undefined }, undefined), {
      from: '1980-03-28',
      to: '',
    });
    assert.deepEqual(
      rangePlaceholders(
        { ...RESOLUTION, min: undefined, max: undefined },
        {
          attribute: RESOLUTION.attribute,
          name: 'Resolution',
          range: { min: 0, max: 50 },
        },
      ),
      { from: '0', to: '50' },
    );
    assert.deepEqual(rangePlaceholders(undefined, undefined), { from: '', to: '' });
  });
});
