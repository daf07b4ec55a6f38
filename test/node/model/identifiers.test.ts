import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  CHEMICAL_COMPONENT_ID_PATTERN,
  DEFAULT_SITE_BASE_URL,
  EXTENDED_ENTRY_ID_PATTERN,
  UNIPROT_ACCESSION_PATTERN,
  extendedEntryLink,
  isAssemblyId,
  isBirdId,
  isChemicalComponentId,
  isComputedModelId,
  isEntityId,
  isEntryId,
  isEntryOrComputedModelId,
  isExtendedEntryId,
  isInstanceId,
  isUniprotAccession,
  ligandLink,
  parseIdentifier,
  routeSearchInput,
  toExtendedEntryId,
  trimSelectionId,
  type IdentifierLookup,
} from '../../../src/model/identifiers.ts';
import { CSM_ID_PATTERN, ENTRY_ID_PATTERN, PRD_ID_PATTERN } from '../../../src/model/constants/core.ts';

describe('entry ids', () => {
  test('a digit 1-9 followed by three alphanumerics, any case', () => {
    for (const id of ['4HHB', '4hhb', '1abc', '9ZZZ', '1000', '2a0B', ' 4HHB ']) assert.equal(isEntryId(id), true, id);
  });
  test('rejects a leading zero, wrong lengths and other characters', () => {
    for (const id of ['0ABC', '4HH', '4HHBB', 'ABCD', '4HH_', '4HH-', '', ' ', '4 HB'])
      assert.equal(isEntryId(id), false, id);
  });
  test('agrees with the shared ENTRY_ID_PATTERN of constants/core.ts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z_.-]{0,6}$/), (s) => {
        assert.equal(isEntryId(s), ENTRY_ID_PATTERN.test(s));
      }),
    );
  });
  test('parsed entry ids are upper-cased', () => {
    assert.deepEqual(parseIdentifier('4hhb'), { kind: 'entry', id: '4HHB', entryId: '4HHB', computedModel: false });
  });
});

describe('extended entry ids', () => {
  test("'pdb_0000' plus an entry id, any case", () => {
    assert.equal(isExtendedEntryId('pdb_00004hhb'), true);
    assert.equal(isExtendedEntryId('PDB_00004HHB'), true);
    assert.equal(isExtendedEntryId('pdb_0000hhb'), false);
    assert.equal(isExtendedEntryId('pdb_00014hhb'), false);
    assert.equal(isExtendedEntryId('pdb_00000hhb'), false);
    assert.equal(EXTENDED_ENTRY_ID_PATTERN.exec('pdb_00001abc')?.[1], '1abc');
  });
  test('parse gives the lower-case extended id and the upper-case entry', () => {
    assert.deepEqual(parseIdentifier('PDB_00001ABC'), {
      kind: 'extended_entry',
      id: 'pdb_00001abc',
      entryId: '1ABC',
      computedModel: false,
    });
  });
  test('is not mistaken for a computed model', () => {
    assert.equal(isComputedModelId('pdb_00004hhb'), false);
  });
  test('toExtendedEntryId and the extended link use the lower-case entry id', () => {
    assert.equal(toExtendedEntryId('4HHB'), 'pdb_00004hhb');
    assert.equal(extendedEntryLink('4HHB'), 'https://www.rcsb.org/structure/pdb_00004hhb');
    assert.equal(
      extendedEntryLink(' 1Abc ', { linkBase: 'http://localhost:8080/' }),
      'http://localhost:8080/structure/pdb_00001abc',
    );
  });
});

describe('computed model ids', () => {
  test('letters/digits, underscore, at least 6 alphanumerics', () => {
    for (const id of ['AF_AFP69905F1', 'MA_MABAKCEPC0001', 'af_afp69905f1', 'X_123456', '12_ABCDEF']) {
      assert.equal(isComputedModelId(id), true, id);
      assert.equal(isEntryOrComputedModelId(id), true, id);
    }
  });
  test('fewer than 6 characters after the underscore, or a missing prefix, is not one', () => {
    for (const id of ['AF_12345', '_ABCDEF', 'AF-ABCDEFG', 'AFABCDEFG', 'AF__ABCDEF', 'AF_ABC.DEF']) {
      assert.equal(isComputedModelId(id), false, id);
    }
  });
  test('PRD ids and long entity numbers are not computed models', () => {
    assert.equal(isComputedModelId('PRD_000001'), false);
    assert.equal(isComputedModelId('1ABC_123456'), false);
    assert.equal(parseIdentifier('1ABC_123456')?.kind, 'entity');
  });
  test('a classic entry plus non-numeric 6+ characters reads as a computed model', () => {
    assert.equal(parseIdentifier('1ABC_ABCDEF')?.kind, 'computed_model');
  });
  test('agrees with CSM_ID_PATTERN apart from the documented look-alikes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,4}_[A-Za-z0-9]{0,9}$/), (s) => {
        const lookAlike =
          PRD_ID_PATTERN.test(s) || EXTENDED_ENTRY_ID_PATTERN.test(s) || /^[1-9][A-Za-z0-9]{3}_[1-9][0-9]*$/.test(s);
        if (!lookAlike) assert.equal(isComputedModelId(s), CSM_ID_PATTERN.test(s), s);
      }),
    );
  });
  test('parse upper-cases and marks the computed model', () => {
    assert.deepEqual(parseIdentifier('af_afp69905f1'), {
      kind: 'computed_model',
      id: 'AF_AFP69905F1',
      entryId: 'AF_AFP69905F1',
      computedModel: true,
    });
  });
});

describe('entity, instance and assembly ids', () => {
  test('entity: entry, underscore, entity number', () => {
    assert.equal(isEntityId('1ABC_1'), true);
    assert.equal(isEntityId('4hhb_12'), true);
    assert.equal(isEntityId('1ABC_0'), false);
    assert.equal(isEntityId('1ABC_'), false);
    assert.deepEqual(parseIdentifier('4hhb_2'), {
      kind: 'entity',
      id: '4HHB_2',
      entryId: '4HHB',
      suffix: '2',
      computedModel: false,
    });
  });
  test('instance: entry, dot, asym id (case kept)', () => {
    assert.equal(isInstanceId('1ABC.A'), true);
    assert.equal(isInstanceId('1ABC.AA1'), true);
    assert.equal(isInstanceId('1ABC.'), false);
    assert.equal(isInstanceId('1ABC.ABCDE'), false);
    assert.deepEqual(parseIdentifier('4hhb.b'), {
      kind: 'instance',
      id: '4HHB.b',
      entryId: '4HHB',
      suffix: 'b',
      computedModel: false,
    });
  });
  test('assembly: entry, hyphen, assembly id', () => {
    assert.equal(isAssemblyId('1ABC-1'), true);
    assert.equal(isAssemblyId('1ABC-'), false);
    assert.deepEqual(parseIdentifier('1abc-2'), {
      kind: 'assembly',
      id: '1ABC-2',
      entryId: '1ABC',
      suffix: '2',
      computedModel: false,
    });
  });
  test('computed models carry the same suffixes', () => {
    assert.deepEqual(parseIdentifier('AF_AFP69905F1_1'), {
      kind: 'entity',
      id: 'AF_AFP69905F1_1',
      entryId: 'AF_AFP69905F1',
      suffix: '1',
      computedModel: true,
    });
    assert.equal(parseIdentifier('AF_AFP69905F1.A')?.kind, 'instance');
    assert.equal(parseIdentifier('AF_AFP69905F1.A')?.computedModel, true);
    assert.equal(parseIdentifier('AF_AFP69905F1-1')?.kind, 'assembly');
    assert.equal(parseIdentifier('AF_AFP69905F1-1')?.entryId, 'AF_AFP69905F1');
  });
});

describe('BIRD, chemical component and UniProt ids', () => {
  test("BIRD: 'a 10-character id starting with PRD_'", () => {
    assert.equal(isBirdId('PRD_000001'), true);
    assert.equal(isBirdId('prd_000001'), true);
    assert.equal(isBirdId('PRD_00001'), false);
    assert.equal(isBirdId('PRD_0000001'), false);
    assert.equal(isBirdId('PRDX000001'), false);
    assert.equal('PRD_000001'.length, 10);
    assert.deepEqual(parseIdentifier('prd_000001'), { kind: 'bird', id: 'PRD_000001', computedModel: false });
  });
  test('chemical components: 1 to 5 alphanumerics', () => {
    for (const id of ['A', 'ATP', 'HEM', '0G6', '7ZTVU', 'atp']) assert.equal(isChemicalComponentId(id), true, id);
    for (const id of ['', 'ABCDEF', 'AT P', 'A-1', 'A_1']) assert.equal(isChemicalComponentId(id), false, id);
    assert.ok(CHEMICAL_COMPONENT_ID_PATTERN.test('HEM'));
    assert.deepEqual(parseIdentifier('hem'), { kind: 'chemical_component', id: 'HEM', computedModel: false });
  });
  test('a 4-character id starting with a digit is an entry, not a component', () => {
    assert.equal(parseIdentifier('1PE2')?.kind, 'entry');
    assert.equal(parseIdentifier('1PE')?.kind, 'chemical_component');
  });
  test('UniProt accessions follow the official pattern', () => {
    for (const id of ['P69905', 'Q9Y6K9', 'O00001', 'A0A022YWF9', 'A2BC19', 'p69905', 'a0a022ywf9']) {
      assert.equal(isUniprotAccession(id), true, id);
    }
    for (const id of ['P6990', 'P699055', 'O0ABCD', 'X0A022YWF', '1P6990', 'A0A022YWF9X']) {
      assert.equal(isUniprotAccession(id), false, id);
    }
    assert.ok(UNIPROT_ACCESSION_PATTERN.test('P69905'));
    assert.ok(!UNIPROT_ACCESSION_PATTERN.test('p69905'), 'the pattern itself is the official upper-case one');
    assert.deepEqual(parseIdentifier('p69905'), { kind: 'uniprot', id: 'P69905', computedModel: false });
  });
  test('words and blanks are not identifiers', () => {
    assert.equal(parseIdentifier(''), null);
    assert.equal(parseIdentifier('   '), null);
    assert.equal(parseIdentifier('hemoglobin'), null);
    assert.equal(parseIdentifier('heat shock'), null);
  });
});

describe('trimSelectionId', () => {
  test('entry ids with a suffix are trimmed to 4 characters', () => {
    assert.equal(trimSelectionId('1ABC_1'), '1ABC');
    assert.equal(trimSelectionId('1ABC-1'), '1ABC');
    assert.equal(trimSelectionId('1ABC.A'), '1ABC');
    assert.equal(trimSelectionId('1ABC_123456'), '1ABC');
    assert.equal(trimSelectionId(' 1ABC.AA '), '1ABC');
  });
  test('computed models keep their full id before the suffix', () => {
    assert.equal(trimSelectionId('AF_AFP69905F1_1'), 'AF_AFP69905F1');
    assert.equal(trimSelectionId('AF_AFP69905F1.A'), 'AF_AFP69905F1');
    assert.equal(trimSelectionId('AF_AFP69905F1-1'), 'AF_AFP69905F1');
    assert.equal(trimSelectionId('MA_MABAKCEPC0001'), 'MA_MABAKCEPC0001');
  });
  test('other ids pass through trimmed', () => {
    for (const id of ['1ABC', 'ATP', 'PRD_000001', 'P69905', 'pdb_00001abc', 'something else']) {
      assert.equal(trimSelectionId(` ${id} `), id);
    }
  });
  test('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = trimSelectionId(s);
        assert.equal(trimSelectionId(once), once);
      }),
    );
  });
});

describe('routeSearchInput', () => {
  test('an entry id goes to /structure/{entryId}', () => {
    assert.deepEqual(routeSearchInput(' 4hhb '), {
      kind: 'entry',
      id: '4HHB',
      path: '/structure/4HHB',
      url: 'https://www.rcsb.org/structure/4HHB',
    });
  });
  test('the base URL is configurable and defaults to the RCSB site', () => {
    assert.equal(DEFAULT_SITE_BASE_URL, 'https://www.rcsb.org');
    assert.equal(
      routeSearchInput('4HHB', { baseUrl: 'http://127.0.0.1:3000/pdb/' })?.url,
      'http://127.0.0.1:3000/pdb/structure/4HHB',
    );
    assert.equal(routeSearchInput('4HHB', { baseUrl: '' })?.url, '/structure/4HHB');
  });
  test('removed and unreleased entries, when the lookup says so', () => {
    const lookup: IdentifierLookup = {
      entryStatus: (id) => (({ '1ABC': 'removed', '9XYZ': 'unreleased', '4HHB': 'current' }) as const)[id],
    };
    assert.deepEqual(routeSearchInput('1abc', { lookup }), {
      kind: 'removed_entry',
      id: '1ABC',
      path: '/structure/removed/redirect/1ABC',
      url: 'https://www.rcsb.org/structure/removed/redirect/1ABC',
    });
    assert.equal(routeSearchInput('9xyz', { lookup })?.path, '/structure/unreleased/9XYZ');
    assert.equal(routeSearchInput('9xyz', { lookup })?.kind, 'unreleased_entry');
    assert.equal(routeSearchInput('4HHB', { lookup })?.path, '/structure/4HHB');
    assert.equal(routeSearchInput('2ABC', { lookup })?.path, '/structure/2ABC');
    assert.equal(routeSearchInput('pdb_00001abc', { lookup })?.path, '/structure/removed/redirect/1ABC');
  });
  test('an extended id goes to its extended link', () => {
    assert.deepEqual(routeSearchInput('PDB_00004HHB'), {
      kind: 'extended_entry',
      id: 'pdb_00004hhb',
      path: '/structure/pdb_00004hhb',
      url: 'https://www.rcsb.org/structure/pdb_00004hhb',
    });
  });
  test('a computed model goes to /search/csm-entry-id/{id}', () => {
    assert.equal(routeSearchInput('af_afp69905f1')?.path, '/search/csm-entry-id/AF_AFP69905F1');
    assert.equal(routeSearchInput('af_afp69905f1')?.kind, 'computed_model');
  });
  test('a PRD id goes to /ligand/{id}', () => {
    assert.equal(routeSearchInput('PRD_000001')?.path, '/ligand/PRD_000001');
    assert.equal(routeSearchInput('PRD_000001')?.kind, 'bird');
  });
  test('a UniProt accession goes to /groups/sequence/polymer_entity/{accession}', () => {
    assert.equal(routeSearchInput('p69905')?.path, '/groups/sequence/polymer_entity/P69905');
    assert.equal(routeSearchInput('A0A022YWF9')?.kind, 'uniprot');
  });
  test('a short word routes to /ligand only when the lookup confirms a chemical component', () => {
    assert.equal(routeSearchInput('ATP'), null);
    assert.equal(routeSearchInput('DNA'), null);
    const lookup: IdentifierLookup = { isChemicalComponent: (id) => id === 'ATP' };
    assert.deepEqual(routeSearchInput('atp', { lookup }), {
      kind: 'chemical_component',
      id: 'ATP',
      path: '/ligand/ATP',
      url: 'https://www.rcsb.org/ligand/ATP',
    });
    assert.equal(routeSearchInput('DNA', { lookup }), null);
  });
  test('entity, instance and assembly ids and ordinary words are searched, not routed', () => {
    for (const input of ['1ABC_1', '1ABC.A', '1ABC-1', 'hemoglobin', 'heat shock', '', '4HHB 1ABC']) {
      assert.equal(routeSearchInput(input), null, input);
    }
  });
  test('ligandLink upper-cases the id', () => {
    assert.equal(ligandLink('atp'), 'https://www.rcsb.org/ligand/ATP');
    assert.equal(ligandLink('HEM', { linkBase: 'http://x/' }), 'http://x/ligand/HEM');
  });
  test('never throws and always yields a path under the base', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const route = routeSearchInput(s, { lookup: { isChemicalComponent: () => true } });
        if (route) assert.ok(route.url.startsWith(DEFAULT_SITE_BASE_URL + '/'));
      }),
    );
  });
});
