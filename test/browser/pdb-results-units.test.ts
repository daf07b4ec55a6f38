// The rules the results renderers apply, checked without the DOM: seed 001 §4/§5 rendering
// rules, batch ranges, width classes, chart series, sort and grouping choices.
import { expect } from '@open-wc/testing';
import type { Facet, StructureResultItem } from '../../src/model/types.ts';
import { SORT_CHOICES } from '../../src/model/constants/sorting.ts';
import { LIMITS } from '../../src/model/constants/limits.ts';
import { GALLERY_CELL_WIDTHS, LAYOUT } from '../../src/ui/common/layout.ts';
import { batchRanges, needsBatches } from '../../src/ui/results/downloads/batches.ts';
import { alignmentLines, matchLine } from '../../src/ui/results/items/alignment-lines.ts';
import { alignmentFasta } from '../../src/ui/results/items/alignment-fasta.ts';
import {
  chainIdsView,
  formatEvalue,
  identityPercent,
  macromolecules,
  structureItemKind,
} from '../../src/ui/results/items/item-text.ts';
import { layoutClassFor } from '../../src/ui/results/layout/layout-class.ts';
import { offersAlignmentReference } from '../../src/ui/results/functions-bar/alignment.ts';
import { currentSortChoice, sortChoicesFor, sortEntriesFor } from '../../src/ui/results/pager/sort-choices.ts';
import { groupingChoicesFor, rankingOptionsFor } from '../../src/ui/common/grouping-options.ts';
import { PREDEFINED_REPORTS, reportChoices } from '../../src/ui/results/reports/report-catalogue.ts';
import { chartSeries, describeSeries, niceMax, statsSeries } from '../../src/ui/results/stats/chart-data.ts';

const item = (patch: Partial<StructureResultItem>): StructureResultItem => ({
  identifier: '1ABC',
  entryId: '1ABC',
  return_type: 'entry',
  ...patch,
});

describe('results rendering rules', () => {
  it('shows sequence identity as the ceiling of its percent', () => {
    expect(identityPercent(0.951)).to.equal(96);
    expect(identityPercent(0.95)).to.equal(95);
    expect(identityPercent(1)).to.equal(100);
    expect(identityPercent(0.001)).to.equal(1);
    expect(identityPercent(0)).to.equal(0);
  });

  it('writes small e-values in scientific notation', () => {
    expect(formatEvalue(1.23e-50)).to.equal('1.2e-50');
    expect(formatEvalue(0.0123)).to.equal('0.0123');
    expect(formatEvalue(0)).to.equal('0');
  });

  it('names up to 5 macromolecules and counts above 5', () => {
    const five = item({ macromoleculeCount: 5, proteinChains: ['A', 'B', 'C'], nucleicAcidChains: ['D', 'E'] });
    expect(macromolecules(five)).to.deep.equal({ kind: 'names', names: ['A', 'B', 'C', 'D', 'E'] });
    const six = item({
      macromoleculeCount: 6,
      polymer_entity_count_protein: 4,
      polymer_entity_count_nucleic_acid: 2,
      polymer_entity_count_nucleic_acid_hybrid: 0,
    });
    expect(macromolecules(six)).to.deep.equal({
      kind: 'counts',
      counts: [
        { label: 'Protein', count: 4 },
        { label: 'Nucleic Acid', count: 2 },
      ],
    });
    expect(LAYOUT.macromoleculesAsCountsAbove).to.equal(5);
  });

  it('collapses chain ids to 5 with a toggle only above 8', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
    expect(chainIdsView(ids(8), false)).to.deep.equal({ shown: ids(8), hidden: 0, toggle: false });
    expect(chainIdsView(ids(9), false)).to.deep.equal({ shown: ids(5), hidden: 4, toggle: true });
    expect(chainIdsView(ids(9), true)).to.deep.equal({ shown: ids(9), hidden: 0, toggle: true });
  });

  it('tells the kinds of structure items apart', () => {
    expect(structureItemKind(item({}))).to.equal('entry');
    expect(structureItemKind(item({ return_type: 'polymer_entity' }))).to.equal('polymer_entity');
    expect(structureItemKind(item({ return_type: 'non_polymer_entity' }))).to.equal('non_polymer_entity');
    expect(structureItemKind(item({ return_type: 'assembly' }))).to.equal('assembly');
    expect(structureItemKind(item({ isCsm: true, return_type: 'polymer_entity' }))).to.equal('computed_model');
    expect(structureItemKind(item({ isIhm: true }))).to.equal('integrative_model');
  });

  it('lays out alignments by the chosen reference', () => {
    const match = {
      query_beg: 1,
      query_end: 5,
      subject_beg: 3,
      subject_end: 7,
      query_aligned_seq: 'AC-GT',
      subject_aligned_seq: 'ACAGA',
      sequence_identity: 0.8,
      evalue: 1e-5,
    };
    expect(matchLine('AC-GT', 'ACAGA')).to.equal('|| | ');
    expect(alignmentLines(match, 'Query').map((l) => l.label)).to.deep.equal(['Query', 'Subject']);
    expect(alignmentLines(match, 'Subject').map((l) => l.label)).to.deep.equal(['Subject', 'Query']);
    expect(alignmentLines(match, 'Pairwise').map((l) => l.text)).to.deep.equal([
      'AC-GT',
      matchLine('AC-GT', 'ACAGA'),
      'ACAGA',
    ]);
  });

  it('writes the alignments as FASTA: gaps kept, 80 residues a line, ordered by the reference', () => {
    const long = 'A'.repeat(100);
    const match = {
      query_beg: 1,
      query_end: 100,
      subject_beg: 3,
      subject_end: 101,
      query_aligned_seq: long,
      subject_aligned_seq: `${'A'.repeat(99)}-`,
      sequence_identity: 0.99,
      evalue: 2.5e-40,
    };
    const item = { identifier: '1ABC_1', sequence_match: [match] } as unknown as StructureResultItem;
    const bare = { identifier: '2XYZ_1' } as unknown as StructureResultItem;
    expect(alignmentFasta([item, bare], 'Query')).to.equal(
      [
        '>Query|residues 1-100|aligned to 1ABC_1',
        'A'.repeat(80),
        'A'.repeat(20),
        '>1ABC_1|residues 3-101|identity 99%|E-value 2.5e-40',
        'A'.repeat(80),
        `${'A'.repeat(19)}-`,
        '',
      ].join('\n'),
    );
    expect(alignmentFasta([item], 'Subject').startsWith('>1ABC_1|')).to.equal(true);
    expect(alignmentFasta([bare], 'Pairwise')).to.equal('');
  });

  it('offers the alignment reference only for protein sequence searches of polymer entities in Summary', () => {
    const sequence = (type: 'protein' | 'dna') => ({
      query: {
        type: 'terminal' as const,
        service: 'sequence' as const,
        parameters: { value: 'A'.repeat(30), sequence_type: type, evalue_cutoff: 0.1, identity_cutoff: 0 },
      },
      return_type: 'polymer_entity' as const,
    });
    expect(offersAlignmentReference(sequence('protein'), true)).to.equal(true);
    expect(offersAlignmentReference(sequence('protein'), false)).to.equal(false);
    expect(offersAlignmentReference(sequence('dna'), true)).to.equal(false);
    expect(offersAlignmentReference({ ...sequence('protein'), return_type: 'entry' }, true)).to.equal(false);
    expect(
      offersAlignmentReference(
        {
          query: { type: 'terminal', service: 'full_text', parameters: { value: 'x' } },
          return_type: 'polymer_entity',
        },
        true,
      ),
    ).to.equal(false);
  });
});

describe('results layout, paging choices and downloads', () => {
  it('classes widths as LG > 970, MD <= 970, SM <= 750, XS <= 500', () => {
    expect([1280, 971, 970, 751, 750, 501, 500, 320].map(layoutClassFor)).to.deep.equal([
      'LG',
      'LG',
      'MD',
      'MD',
      'SM',
      'SM',
      'XS',
      'XS',
    ]);
    expect(layoutClassFor(0)).to.equal('LG');
    expect(GALLERY_CELL_WIDTHS).to.deep.equal({ narrow: '33.33%', wide: '25%' });
  });

  it('splits large downloads into inclusive ranges', () => {
    expect(batchRanges(5, 2).map((r) => [r.start, r.rows, r.label])).to.deep.equal([
      [0, 2, '1 - 2'],
      [2, 2, '3 - 4'],
      [4, 1, '5 - 5'],
    ]);
    expect(batchRanges(0, 50)).to.deep.equal([]);
    expect(batchRanges(2501, 50).length).to.equal(51);
    expect(needsBatches(2500, LIMITS.batchFileDownloadThreshold)).to.equal(false);
    expect(needsBatches(2501, LIMITS.batchFileDownloadThreshold)).to.equal(true);
    expect([LIMITS.batchFileDownloadThreshold, LIMITS.batchFileDownloadSize, LIMITS.idsPerBatch]).to.deep.equal([
      2500, 50, 10000,
    ]);
  });

  it('offers the twelve sort choices split by return type', () => {
    expect(SORT_CHOICES.length).to.equal(12);
    expect(sortChoicesFor('entry').length).to.equal(11);
    expect(sortChoicesFor('mol_definition').map((c) => c.label)).to.deep.equal(['Score', 'Component ID']);
    const release = SORT_CHOICES.find((c) => c.id === 'release_date')!;
    expect(sortEntriesFor(release, true)).to.deep.equal([
      { sort_by: release.sort_by, direction: 'desc' },
      { sort_by: 'count', direction: 'desc' },
    ]);
    expect(currentSortChoice([], sortChoicesFor('entry'))!.id).to.equal('score');
  });

  it('offers the group-by modes of the return type, with identity cutoffs', () => {
    expect(groupingChoicesFor('entry').map((c) => c.value)).to.deep.equal(['none', 'matching_deposit_group_id']);
    expect(groupingChoicesFor('polymer_entity').map((c) => c.value)).to.deep.equal([
      'none',
      'sequence_identity:100',
      'sequence_identity:95',
      'sequence_identity:90',
      'sequence_identity:70',
      'sequence_identity:50',
      'sequence_identity:30',
      'matching_uniprot_accession',
    ]);
    expect(groupingChoicesFor('mol_definition').map((c) => c.value)).to.deep.equal(['none']);
    expect(rankingOptionsFor('matching_uniprot_accession')[0]!.label).to.equal('Coverage (Largest)');
    expect(rankingOptionsFor(null)).to.deep.equal([]);
  });

  it('lists the reports in one place', () => {
    expect(PREDEFINED_REPORTS.map((r) => r.id)).to.include.members([
      'structure_summary',
      'entity_sequence',
      'ligands',
      'citation',
      'experimental_details',
      'refinement',
      'sequence_clusters',
    ]);
    expect(reportChoices(false).map((r) => r.id)).to.not.include('custom_report');
    expect(
      reportChoices(true)
        .map((r) => r.id)
        .slice(-2),
    ).to.deep.equal(['create_custom_report', 'custom_report']);
  });
});

describe('stats chart series', () => {
  const facet = (
    name: string,
    aggregation_type: Facet['aggregation_type'],
    buckets: Array<[string, number]>,
  ): Facet => ({
    name,
    aggregation_type,
    buckets: buckets.map(([label, population]) => ({ label, population })),
  });

  it('orders histogram bins by value and bars by count, folding the tail', () => {
    const years = chartSeries(
      facet('Release Date', 'date_range', [
        ['2000 - 2004', 3],
        ['1980 - 1984', 1],
        ['1995 - 1999', 2],
      ]),
    )!;
    expect(years.kind).to.equal('histogram');
    expect(years.points.map((p) => p.label)).to.deep.equal(['1980 - 1984', '1995 - 1999', '2000 - 2004']);
    const many = chartSeries(
      facet(
        'Organism',
        'terms',
        Array.from({ length: 14 }, (_, i) => [`o${i}`, i + 1] as [string, number]),
      ),
    )!;
    expect(many.points.length).to.equal(10);
    expect(many.points[0]).to.deep.equal({ label: 'o13', value: 14 });
    expect(many.omitted).to.equal(4);
    expect(describeSeries(many)).to.match(/^Bar chart of Organism\. o13: 14; .*; and 4 more not shown\.$/);
    expect(chartSeries(facet('Empty', 'terms', []))).to.equal(null);
  });

  it('puts release dates, methods and organisms first', () => {
    const series = statsSeries([
      facet('Oligomeric State', 'terms', [['Monomer', 1]]),
      facet('Scientific Name of the Source Organism', 'terms', [['Homo sapiens', 1]]),
      facet('Experimental Method', 'terms', [['X-RAY DIFFRACTION', 1]]),
      facet('Release Date', 'date_range', [['2000 - 2004', 1]]),
    ]);
    expect(series.map((s) => s.name)).to.deep.equal([
      'Release Date',
      'Experimental Method',
      'Scientific Name of the Source Organism',
      'Oligomeric State',
    ]);
  });

  it('rounds axis maxima to 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 12, 43, 186, 1000].map(niceMax)).to.deep.equal([1, 5, 20, 50, 200, 1000]);
  });
});
