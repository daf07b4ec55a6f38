import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  defaultReturnTypeForService,
  requiredReturnType,
  returnTypeConfirmation,
  returnTypeRequirements,
  terminalRequiredReturnType,
} from '../../../src/model/return-type.ts';
import type { BuilderSection, QueryNode } from '../../../src/model/types.ts';

const t = (service: string, parameters?: unknown) => ({ type: 'terminal', service, parameters }) as never;

describe('which return type each service needs', () => {
  test('sequence, seqmotif -> polymer_entity; strucmotif -> assembly; structure by reference', () => {
    assert.equal(terminalRequiredReturnType(t('sequence', { value: 'x' })), 'polymer_entity');
    assert.equal(terminalRequiredReturnType(t('seqmotif', { value: 'x' })), 'polymer_entity');
    assert.equal(terminalRequiredReturnType(t('strucmotif', { value: { entry_id: '4HHB' } })), 'assembly');
    assert.equal(
      terminalRequiredReturnType(t('structure', { value: { entry_id: '4HHB', assembly_id: '1' } })),
      'assembly',
    );
    assert.equal(
      terminalRequiredReturnType(t('structure', { value: { entry_id: '4HHB', asym_id: 'A' } })),
      'polymer_entity',
    );
    assert.equal(
      terminalRequiredReturnType(t('structure', { value: { entry_id: '4HHB', asym_id: ' ', assembly_id: '' } })),
      null,
    );
    assert.equal(terminalRequiredReturnType(t('structure', { value: null })), null);
    assert.equal(terminalRequiredReturnType(t('structure')), null);
    assert.equal(terminalRequiredReturnType(t('full_text', { value: 'x' })), null);
    assert.equal(terminalRequiredReturnType(t('chemical', { value: 'x' })), null);
  });

  test('requirements over a tree, deduplicated, in order', () => {
    const query: QueryNode = {
      type: 'group',
      logical_operator: 'and',
      nodes: [
        { type: 'terminal', service: 'full_text', parameters: { value: 'x' } },
        {
          type: 'group',
          logical_operator: 'or',
          nodes: [t('strucmotif', { value: { entry_id: '4HHB' } }), t('sequence', { value: 'A' })],
        },
        t('sequence', { value: 'B' }),
      ],
    };
    assert.deepEqual(returnTypeRequirements(query), [
      { service: 'strucmotif', required: 'assembly' },
      { service: 'sequence', required: 'polymer_entity' },
    ]);
    assert.equal(requiredReturnType(query), 'assembly');
    assert.equal(requiredReturnType(null), null);
    assert.deepEqual(returnTypeRequirements(undefined), []);
  });

  test('builder sections are read too', () => {
    const sections: BuilderSection[] = [
      {
        service: 'full_text',
        open: true,
        root: { id: 'a', type: 'group', logical_operator: 'and', is_root: true, nodes: [] },
      },
      {
        service: 'structure',
        open: true,
        root: {
          id: 'b',
          type: 'group',
          logical_operator: 'and',
          is_root: true,
          nodes: [
            {
              id: 'c',
              type: 'terminal',
              service: 'structure',
              parameters: { operator: 'strict_shape_match', value: { entry_id: '4HHB', asym_id: 'A' } },
            },
          ],
        },
      },
    ];
    assert.equal(requiredReturnType(sections), 'polymer_entity');
  });

  test('confirmation only when the current return type differs', () => {
    const query = t('seqmotif', { value: 'CC' }) as QueryNode;
    assert.equal(returnTypeConfirmation(query, 'polymer_entity'), null);
    assert.deepEqual(returnTypeConfirmation(query, 'entry'), {
      service: 'seqmotif',
      required: 'polymer_entity',
      message: 'Sequence Motif search returns Polymer Entities. Change the return type to Polymer Entities?',
    });
    assert.deepEqual(
      returnTypeConfirmation(t('strucmotif', {}) as QueryNode, 'entry')?.message,
      'Structure Motif search returns Assemblies. Change the return type to Assemblies?',
    );
    assert.equal(returnTypeConfirmation(t('full_text', { value: 'x' }) as QueryNode, 'entry'), null);
  });

  test('default return type for a bare query', () => {
    assert.equal(defaultReturnTypeForService(t('sequence', {})), 'polymer_entity');
    assert.equal(defaultReturnTypeForService(t('chemical', {})), 'mol_definition');
    assert.equal(defaultReturnTypeForService(t('text_chem', {})), 'mol_definition');
    assert.equal(defaultReturnTypeForService(t('structure', { value: { url: 'u', format: 'cif' } })), 'polymer_entity');
    assert.equal(defaultReturnTypeForService(t('text', {})), 'entry');
    assert.equal(defaultReturnTypeForService(t('full_text', {})), 'entry');
  });
});
