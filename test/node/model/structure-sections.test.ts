// The rules behind the Structure Similarity and Structure Motif sections (issue 15; seed 000 §4, §5,
// §9): the reference source and its reset, the assembly-or-chain choices and the first one chosen,
// the target search space following the choice, the residue table's limits and typing filters,
// the "Open in Mol*" link, and which Entry IDs the suggester-count rule checks.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BuilderSection, BuilderTerminalNode } from '../../../src/model/types.ts';
import { SERVICE_LABELS } from '../../../src/model/constants/labels.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import { newSection } from '../../../src/model/builder/edit.ts';
import {
  autoChoice,
  chooseReference,
  entryIdToLookUp,
  heldChoice,
  lookupFoundNothing,
  referenceChoices,
  referenceSource,
  targetSearchSpaceFor,
  valueForSource,
} from '../../../src/model/structure-reference.ts';
import {
  addResidue,
  canAddResidue,
  canRemoveResidue,
  displayedResidues,
  editResidue,
  motifViewLink,
  newResidue,
  removeResidue,
} from '../../../src/model/strucmotif-residues.ts';
import {
  entryReferencesToCheck,
  suggesterCountAlert,
  suggesterCountIsValid,
} from '../../../src/model/entry-reference-check.ts';

const HBB_LOOKUP = {
  assembly_ids: ['1'],
  asym_ids: [
    { asym_id: 'A', auth_asym_id: 'A' },
    { asym_id: 'E', auth_asym_id: 'B' },
  ],
};

describe('the structure reference', () => {
  test('source: as set, else a URL without an entry id is a URL reference, anything else an entry', () => {
    assert.equal(referenceSource({ source: 'upload', value: { url: 'https://x.org/a' } }), 'upload');
    assert.equal(referenceSource({ value: { url: 'https://x.org/a.cif' } }), 'url');
    assert.equal(referenceSource({ value: { entry_id: '4HHB', url: 'https://x.org/a.cif' } }), 'entry_id');
    assert.equal(referenceSource({ value: {} }), 'entry_id');
  });

  test('changing the source resets the value (a URL starts with the default format cif)', () => {
    assert.deepEqual(valueForSource('entry_id'), {});
    assert.deepEqual(valueForSource('url'), { format: 'cif' });
    assert.deepEqual(valueForSource('upload'), {});
  });

  test('target search space: the first option for an assembly, the second for a chain or a URL', () => {
    assert.equal(targetSearchSpaceFor({ entry_id: '4HHB', assembly_id: '1' }), 'assembly');
    assert.equal(targetSearchSpaceFor({ entry_id: '4HHB', asym_id: 'A' }), 'polymer_entity_instance');
    assert.equal(targetSearchSpaceFor({ url: 'https://x.org/a.cif', format: 'cif' }), 'polymer_entity_instance');
    assert.equal(targetSearchSpaceFor({ url: 'https://x.org/a.cif', assembly_id: '1' }), 'polymer_entity_instance');
  });

  test('an Entry ID is looked up trimmed and upper-cased, only once it looks like one (computed models too)', () => {
    assert.equal(entryIdToLookUp(' 4hhb '), '4HHB');
    assert.equal(entryIdToLookUp('af_afq76ei6f1'), 'AF_AFQ76EI6F1');
    for (const partial of ['', '4', '4HH', '0ABC', '4HHBX', undefined]) assert.equal(entryIdToLookUp(partial), '');
  });

  test('choices: assemblies first, then chains named by label_asym_id (and the author chain when it differs)', () => {
    assert.deepEqual(
      referenceChoices(HBB_LOOKUP).map((c) => [c.key, c.label]),
      [
        ['assembly:1', 'Assembly 1'],
        ['chain:A', 'Chain A'],
        ['chain:E', 'Chain E [auth B]'],
      ],
    );
  });

  test('the first choice is made once the options load, unless the value holds one the entry offers', () => {
    const choices = referenceChoices(HBB_LOOKUP);
    assert.equal(autoChoice({ entry_id: '4HHB' }, choices)?.key, 'assembly:1');
    assert.equal(autoChoice({ entry_id: '4HHB', asym_id: 'E' }, choices), null);
    assert.equal(autoChoice({ entry_id: '4HHB', asym_id: 'Z' }, choices)?.key, 'assembly:1');
    assert.equal(autoChoice({ entry_id: 'AF_X' }, referenceChoices({ assembly_ids: [], asym_ids: [] })), null);
    assert.equal(heldChoice({ entry_id: '4HHB', assembly_id: '2' })?.label, 'Assembly 2');
    assert.equal(heldChoice({ entry_id: '4HHB' }), null);
  });

  test('choosing sets the reference and the target space that follows it', () => {
    assert.deepEqual(chooseReference('4HHB', { kind: 'chain', id: 'B' }), {
      value: { entry_id: '4HHB', asym_id: 'B' },
      target_search_space: 'polymer_entity_instance',
    });
    assert.deepEqual(chooseReference('4HHB', { kind: 'assembly', id: '1' }), {
      value: { entry_id: '4HHB', assembly_id: '1' },
      target_search_space: 'assembly',
    });
  });

  test("an entry with neither assemblies nor chains: 'No data found for Entry ID {id}'", () => {
    assert.equal(lookupFoundNothing('9ZZZ', { assembly_ids: [], asym_ids: [] }), 'No data found for Entry ID 9ZZZ');
    assert.equal(lookupFoundNothing('9ZZZ', null), 'No data found for Entry ID 9ZZZ');
    assert.equal(lookupFoundNothing('4HHB', HBB_LOOKUP), null);
  });
});

describe('the residue table', () => {
  test('2 rows at least, a new row with operator 1; add below 10, remove above 2', () => {
    assert.deepEqual(displayedResidues([]), [newResidue(), newResidue()]);
    assert.equal(newResidue().struct_oper_id, '1');
    assert.equal(canAddResidue(9), true);
    assert.equal(canAddResidue(10), false);
    assert.equal(canRemoveResidue(2), false);
    assert.equal(canRemoveResidue(3), true);
    let rows = displayedResidues(undefined);
    for (let i = 0; i < 12; i++) rows = addResidue(rows);
    assert.equal(rows.length, 10);
    rows = removeResidue(rows, 0);
    assert.equal(rows.length, 9);
    assert.equal(removeResidue(displayedResidues([]), 0).length, 2);
  });

  test('residue number digits only; exchanges upper-cased, a fifth refused; an edit writes the shown rows', () => {
    const rowsOf = (result: ReturnType<typeof editResidue>) => (result.ok ? result.value : assert.fail(result.message));
    const edited = rowsOf(editResidue([], 1, 'label_seq_id', '8a7'));
    assert.equal(edited.length, 2);
    assert.equal(edited[1]!.label_seq_id, '87');
    assert.equal(rowsOf(editResidue(edited, 0, 'exchanges', 'his,asp,glu,lys'))[0]!.exchanges, 'HIS,ASP,GLU,LYS');
    assert.equal(rowsOf(editResidue(edited, 0, 'label_asym_id', ' A '))[0]!.label_asym_id, 'A');
    // issue 29: the fifth comma, or a code glued onto the fourth, is refused with the message
    const tooMany = MESSAGE_TEMPLATES.strucmotif(MESSAGES.strucmotifTooManyExchanges);
    for (const typed of ['HIS,ASP,GLU,LYS,', 'his,asp,glu,lys,arg', 'HIS,ASP,GLU,LYSA'])
      assert.deepEqual(editResidue(edited, 0, 'exchanges', typed), { ok: false, message: tooMany }, typed);
    assert.deepEqual(editResidue(edited, 0, 'exchanges', 'HISA'), {
      ok: false,
      message: MESSAGE_TEMPLATES.strucmotif(MESSAGE_TEMPLATES.strucmotifUnknownExchange('HISA')),
    });
  });

  test('"Open in Mol*": the 3D view of the entry with the motif residues, on the configured template', () => {
    const residues = [
      { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
      { label_asym_id: 'A', label_seq_id: 87 },
    ];
    const link = new URL(motifViewLink('4HHB', residues));
    assert.equal(`${link.origin}${link.pathname}`, 'https://www.rcsb.org/3d-view/4HHB');
    assert.deepEqual(JSON.parse(link.searchParams.get('loadPdbIds')!), [
      {
        pdbId: '4HHB',
        props: {
          kind: 'motif',
          label: '4HHB: query motif',
          targets: [
            { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
            { label_asym_id: 'A', label_seq_id: 87 },
          ],
        },
      },
    ]);
    const own = motifViewLink('4HHB', residues, { '3dUrl': 'https://viewer.example/?id={id}' });
    assert.match(own, /^https:\/\/viewer\.example\/\?id=4HHB&loadPdbIds=/);
  });
});

describe('the suggester-count rule', () => {
  let next = 0;
  const newId = () => `n${++next}`;
  function section(service: 'structure' | 'strucmotif', parameters: object): BuilderSection {
    const made = newSection(service, newId);
    Object.assign((made.root.nodes[0] as BuilderTerminalNode).parameters, parameters);
    return made;
  }
  const motifResidues = [
    { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '58' },
    { label_asym_id: 'A', struct_oper_id: '1', label_seq_id: '87' },
  ];

  test('checks the searched Entry ID references of both structure sections, upper-cased', () => {
    const sections = [
      newSection('full_text', newId),
      section('structure', { value: { entry_id: '4hhb', assembly_id: '1' } }),
      section('strucmotif', { value: { entry_id: '1ABC' }, residues: motifResidues }),
    ];
    assert.deepEqual(
      entryReferencesToCheck(sections).map((r) => [r.service, r.label, r.entryId]),
      [
        ['structure', SERVICE_LABELS.structure, '4HHB'],
        ['strucmotif', SERVICE_LABELS.strucmotif, '1ABC'],
      ],
    );
  });

  test('skips empty sections, URL and upload references, and ids the validators refuse', () => {
    const sections = [
      newSection('structure', newId),
      section('strucmotif', { source: 'upload', value: { url: 'https://x.org/u/1', format: 'bcif' } }),
      section('structure', { source: 'url', value: { url: 'https://x.org/a.cif', format: 'cif' } }),
      section('structure', { value: { entry_id: '4HH' } }),
    ];
    assert.deepEqual(entryReferencesToCheck(sections), []);
  });

  test('exactly one suggestion passes; the alert names each failing section once', () => {
    assert.equal(suggesterCountIsValid(1), true);
    assert.equal(suggesterCountIsValid(0), false);
    assert.equal(suggesterCountIsValid(2), false);
    assert.equal(suggesterCountAlert([]), null);
    assert.equal(
      suggesterCountAlert([
        { label: 'Structure Similarity' },
        { label: 'Structure Motif' },
        { label: 'Structure Motif' },
      ]),
      `${MESSAGES.suggesterCountInvalid} Structure Similarity, Structure Motif`,
    );
  });
});
