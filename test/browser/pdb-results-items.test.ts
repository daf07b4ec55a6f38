// Item renderers with answers the shared archive cannot produce yet (its sequence and motif
// services are not built, and it always fills its items): the answer is put into the store as
// a server would send it, and the element renders it.
import { expect } from '@open-wc/testing';
import type { SearchRequest } from '../../src/model/types.ts';
import type { SearchResults } from '../../src/store/state.ts';
import { LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import { choose, mountResults, q, qa, settle, until, type Mounted } from './pdb-results-helpers.ts';

const SEQUENCE_REQUEST: SearchRequest = {
  query: {
    type: 'terminal',
    service: 'sequence',
    parameters: {
      value: 'VLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSF',
      sequence_type: 'protein',
      evalue_cutoff: 0.1,
      identity_cutoff: 0,
    },
  },
  return_type: 'polymer_entity',
};

async function show(
  m: Mounted,
  request: SearchRequest,
  response: Omit<SearchResults, 'report' | 'facets'>,
): Promise<void> {
  m.ctx.store.state.request = request;
  m.ctx.store.state.queryId = 'test';
  m.ctx.store.state.response = { facets: [], report: 'search_summary', ...response };
  await settle();
}

describe('<pdb-results> item renderers', () => {
  it('renders sequence matches with ceiling identity, e-value and the alignment by reference', async () => {
    const m = await mountResults();
    await show(m, SEQUENCE_REQUEST, {
      result_type: 'polymer_entity',
      total_count: 1,
      result_set: [
        {
          identifier: '4HHB_1',
          entryId: '4HHB',
          title: 'DEOXYHAEMOGLOBIN',
          return_type: 'polymer_entity',
          entity: { chains: ['A', 'C'], pdbx_description: 'Hemoglobin subunit alpha', type: 'Protein' },
          sequence_match: [
            {
              query_beg: 1,
              query_end: 5,
              subject_beg: 11,
              subject_end: 15,
              query_aligned_seq: 'VLSPA',
              subject_aligned_seq: 'VLTPA',
              sequence_identity: 0.801,
              evalue: 2.5e-40,
            },
          ],
        },
      ],
    });
    const match = q(m, '.sequence-match');
    expect(match.textContent).to.include('Identity 81%').and.include('E-value 2.5e-40');
    const select = [...m.root.querySelectorAll('.functions-bar label')]
      .find((l) => l.textContent!.includes(LABELS.alignmentReference))!
      .querySelector('select')!;
    expect([...select.options].map((o) => o.value)).to.deep.equal(['Query', 'Subject', 'Pairwise']);
    const labels = () => qa(m, '.alignment-label').map((l) => l.textContent);
    expect(labels()).to.deep.equal(['Query', 'Subject']);
    // the row titles' column: seed 001 §9's alignment row title width
    expect(qa(m, '.alignment-label').map((l) => l.getBoundingClientRect().width)).to.deep.equal([80, 80]);
    expect(qa(m, '.alignment-pos').map((p) => p.textContent)).to.deep.equal(['1', '5', '11', '15']);
    choose(select, 'Subject');
    await settle();
    expect(labels()).to.deep.equal(['Subject', 'Query']);
    choose(select, 'Pairwise');
    await settle();
    expect(qa(m, '.alignment-seq').map((s) => s.textContent)).to.deep.equal(['VLSPA', '|| ||', 'VLTPA']);
    expect(q(m, '.chain-list').textContent).to.equal('A, C');

    await m.ctx.store.actions.setSearchView('gallery');
    await settle();
    expect(m.root.querySelector('.functions-bar')!.textContent).not.to.include(LABELS.alignmentReference);
  });

  it('renders motif ranges, structure scores and structure motif residues', async () => {
    const m = await mountResults();
    await show(
      m,
      { query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } }, return_type: 'assembly' },
      {
        result_type: 'assembly',
        total_count: 1,
        result_set: [
          {
            identifier: '4HHB-1',
            entryId: '4HHB',
            title: 'DEOXYHAEMOGLOBIN',
            return_type: 'assembly',
            assembly: {
              id: '1',
              oligomeric_count: 4,
              symmetry: [{ kind: 'Global Symmetry', type: 'Cyclic', symbol: 'C2' }],
            },
            seqmotif_match: [
              { start: 10, end: 15 },
              { start: 30, end: 35 },
            ],
            structure_match: [{ score: 0.87654 }],
            strucmotif_match: [
              {
                residue_ids: [
                  { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
                  { label_asym_id: 'B', label_seq_id: 63 },
                ],
                residue_types: ['HIS', 'HIS'],
                score: 0.4321,
              },
            ],
          },
        ],
      },
    );
    const item = q(m, '[part=result]');
    expect(item.textContent).to.include('Sequence Motif: 10 - 15, 30 - 35');
    expect(item.textContent).to.include('Structure Match Score: 0.877');
    expect(item.textContent).to.include('Structure Motif: HIS A:58, HIS B:63').and.include('RMSD\u00a00.43\u00a0Å');
    expect(item.textContent).to.include('Assembly: 1 · 4-mer · Global Symmetry Cyclic (C2)');
    // a full-text query has no query structure to align with
    expect(qa(m, '.match-link')).to.have.length(0);
  });

  it('offers the 3D pairwise alignment only between protein chains, read from /search/polymer-type', async () => {
    const m = await mountResults();
    const chain = (identifier: string, entryId: string) => ({
      identifier,
      entryId,
      title: entryId,
      return_type: 'polymer_instance' as const,
      structure_match: [{ score: 0.5 }],
    });
    await show(
      m,
      {
        query: { type: 'terminal', service: 'structure', parameters: { value: { entry_id: '4HHB', asym_id: 'A' } } },
        return_type: 'polymer_instance',
      },
      {
        result_type: 'polymer_instance',
        total_count: 2,
        result_set: [chain('4HHB.B', '4HHB'), chain('1BNA.A', '1BNA')],
      },
    );
    await until(() => qa(m, '.match-link').length > 0, 5000);
    await settle(2);
    const links = qa<HTMLAnchorElement>(m, '.match-link');
    // 1BNA.A is DNA: no alignment link on it
    expect(links.map((a) => a.closest('[part=result]')!.getAttribute('data-id'))).to.deep.equal(['4HHB.B']);
    expect(links[0]!.textContent).to.equal('3D pairwise alignment (tm-align)');
    const url = new URL(links[0]!.href);
    expect(url.pathname).to.equal('/alignment');
    expect(JSON.parse(url.searchParams.get('request-body')!)).to.deep.equal({
      query: {
        context: {
          mode: 'pairwise',
          method: { name: 'tm-align' },
          structures: [
            { entry_id: '4HHB', selection: { asym_id: 'A' } },
            { entry_id: '4HHB', selection: { asym_id: 'B' } },
          ],
        },
      },
    });
  });

  it('links each structure motif hit to the 3D view of the query motif with the hit superposed', async () => {
    const m = await mountResults();
    const residues = [
      { label_asym_id: 'A', label_seq_id: 57 },
      { label_asym_id: 'A', label_seq_id: 102 },
    ];
    const transformation = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1];
    await show(
      m,
      {
        query: {
          type: 'terminal',
          service: 'strucmotif',
          parameters: { value: { entry_id: '3PTB', residue_ids: residues } },
        },
        return_type: 'assembly',
      },
      {
        result_type: 'assembly',
        total_count: 1,
        result_set: [
          {
            identifier: '1A0J-2',
            entryId: '1A0J',
            title: '1A0J',
            return_type: 'assembly',
            strucmotif_match: [
              {
                residue_ids: [
                  { label_asym_id: 'C', label_seq_id: 57, struct_oper_id: '1' },
                  { label_asym_id: 'C', label_seq_id: 102, struct_oper_id: '1' },
                ],
                residue_types: ['HIS', 'ASP'],
                score: 0.25,
                transformation,
              },
            ],
          },
        ],
      },
    );
    const link = q<HTMLAnchorElement>(m, '.match-link');
    expect(link.textContent).to.equal('Motif alignment in 3D');
    const url = new URL(link.href);
    expect(url.pathname).to.equal('/3d-view');
    const [query, hit] = JSON.parse(url.searchParams.get('loadPdbIds')!);
    expect(query).to.deep.equal({
      pdbId: '3PTB',
      props: { kind: 'motif', label: '3PTB: query motif', targets: residues },
    });
    expect(hit.pdbId).to.equal('1A0J');
    expect(hit.props.assemblyId).to.equal('2');
    expect(hit.props.targets).to.deep.equal([
      { label_asym_id: 'C', label_seq_id: 57, struct_oper_id: '1' },
      { label_asym_id: 'C', label_seq_id: 102, struct_oper_id: '1' },
    ]);
    expect(hit.matrix).to.deep.equal(transformation);
  });

  it("renders a non-polymer entity's ligand and instances", async () => {
    const m = await mountResults();
    await show(
      m,
      {
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } },
        return_type: 'non_polymer_entity',
      },
      {
        result_type: 'non_polymer_entity',
        total_count: 1,
        result_set: [
          {
            identifier: '4HHB_3',
            entryId: '4HHB',
            title: 'DEOXYHAEMOGLOBIN',
            return_type: 'non_polymer_entity',
            entity: {
              chem_comp_id: 'HEM',
              chem_comp_formula: 'C34 H32 Fe N4 O4',
              pdbx_description: 'PROTOPORPHYRIN IX CONTAINING FE',
              chains: ['E', 'F', 'G', 'H'],
            },
          },
        ],
      },
    );
    expect(q(m, '[part=result]').textContent).to.include(
      'Ligand: HEM · PROTOPORPHYRIN IX CONTAINING FE · C34 H32 Fe N4 O4',
    );
    expect(q(m, '.chain-list').textContent).to.equal('E, F, G, H');
  });

  it("shows the seed's MISSING texts for items the server could not fill", async () => {
    const m = await mountResults();
    await show(
      m,
      { query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } }, return_type: 'entry' },
      {
        result_type: 'entry',
        total_count: 1,
        result_set: [{ identifier: '9ZZZ', entryId: '9ZZZ', return_type: 'entry' }],
      },
    );
    expect(q(m, '[part=result] .missing-data').textContent).to.equal(MESSAGE_TEMPLATES.missingData('9ZZZ'));

    await show(
      m,
      { query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } }, return_type: 'polymer_entity' },
      {
        result_type: 'polymer_entity',
        total_count: 2,
        result_set: [],
        group_set: [
          {
            identifier: 'G1',
            count: 3,
            representative_item: {
              identifier: '4HHB_1',
              entryId: '4HHB',
              title: 'DEOXYHAEMOGLOBIN',
              return_type: 'polymer_entity',
            },
          },
          {
            identifier: 'G2',
            count: 1,
            data: {
              rcsb_group_info: {
                group_members_count: 1,
                group_members_granularity: 'polymer_entity',
                group_name: 'Lonely group',
              },
            },
          },
        ],
      },
    );
    const groups = qa(m, '.group-item');
    expect(groups[0]!.textContent)
      .to.include(MESSAGE_TEMPLATES.missingGroupData('G1'))
      .and.include('3 members')
      .and.include('DEOXYHAEMOGLOBIN');
    expect(groups[1]!.textContent)
      .to.include('Lonely group')
      .and.include(MESSAGE_TEMPLATES.missingRepresentativeData('G2'));
    expect(groups[1]!.textContent).not.to.include('MISSING data FOR');

    await show(
      m,
      { query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } }, return_type: 'mol_definition' },
      {
        result_type: 'mol_definition',
        total_count: 2,
        result_set: [{ id: 'XYZ' }, { id: 'UNL', name: 'UNKNOWN LIGAND', formula: '', type: 'NON-POLYMER' }],
      },
    );
    expect(q(m, 'tr[data-id=XYZ]').textContent).to.include(MESSAGE_TEMPLATES.missingData('XYZ'));
    expect(q(m, 'tr[data-id=UNL] .ligand-image').textContent).to.equal(LABELS.noImage);
  });
});
