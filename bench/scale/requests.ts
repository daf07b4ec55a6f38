// The scale bench's requests: for each kind, REQUESTS distinct ones drawn from the synthetic
// archive itself (its title words, organisms, sequences, components, clone chains), so that each
// is asked of the server for the first time when timed cold; asked again, they time it cached.

import { members, type ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import { StructureStore } from '../../src/archive/services/coordinates/store.ts';
import type { ChainResidues } from '../../src/archive/services/coordinates/residues.ts';

export const REQUESTS = 20;

export type ScaleKind =
  | 'text'
  | 'attribute'
  | 'count'
  | 'search-data facets'
  | 'search-data grouped 100 %'
  | 'sequence'
  | 'structure motif'
  | 'chemical'
  | 'structure similarity';

export interface ScaleRequest {
  kind: ScaleKind;
  path: string;
  body: unknown;
}

const page = { paginate: { start: 0, rows: 25 } };
const text = (attribute: string, operator: string, value: unknown) => ({
  type: 'terminal',
  service: 'text',
  parameters: { attribute, operator, value },
});
const fullText = (value: string) => ({ type: 'terminal', service: 'full_text', parameters: { value } });
const search = (kind: ScaleKind, query: unknown, returnType = 'entry', options: object = page): ScaleRequest => ({
  kind,
  path: '/rcsbsearch/v2/query',
  body: { query, return_type: returnType, request_options: options },
});
const searchData = (kind: ScaleKind, query: unknown, returnType: string, options: object = {}): ScaleRequest => ({
  kind,
  path: '/search/data',
  body: {
    report: 'search_summary',
    getDrilldown: true, // the default facets of the return type
    request: {
      query,
      return_type: returnType,
      request_options: { ...page, results_content_type: ['experimental'], ...options },
    },
  },
});

function spread<T>(list: readonly T[], count: number, offset = 0): T[] {
  const step = Math.max(1, Math.floor(list.length / count));
  return Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(offset + i * step) % list.length]!);
}

/** `count` residues in contact (Cα within 10 Å, 3+ apart in sequence, with N, Cα and C) around the chain's middle. */
export function motifOf(
  chain: ChainResidues,
  count = 3,
): Array<{ label_asym_id: string; label_seq_id: number; struct_oper_id: string }> | undefined {
  const ca = chain.seqIds.map((_, r) => {
    const names = chain.atomNames.slice(chain.atomStart[r]!, chain.atomStart[r + 1]!);
    const a = chain.atomStart[r]! + names.indexOf('CA');
    return names.includes('N') && names.includes('C') && names.includes('CA')
      ? chain.coords.slice(a * 3, a * 3 + 3)
      : undefined;
  });
  const middle = Math.floor(chain.seqIds.length / 2);
  const centre = ca[middle];
  if (!centre) return undefined;
  const near = ca
    .map((p, r) => ({ r, d: p ? Math.hypot(p[0]! - centre[0]!, p[1]! - centre[1]!, p[2]! - centre[2]!) : Infinity }))
    .filter(({ r, d }) => Math.abs(r - middle) >= 3 && d < 10)
    .sort((a, b) => a.d - b.d)
    .slice(0, count - 1);
  if (near.length < count - 1) return undefined;
  return [middle, ...near.map((n) => n.r)].map((r) => ({
    label_asym_id: chain.asymId,
    label_seq_id: chain.seqIds[r]!,
    struct_oper_id: '1',
  }));
}

export function scaleRequests(index: ArchiveIndex): ScaleRequest[] {
  const entries = Array.from(index.rows('entry'));
  const entryBodies = spread(entries, 400).map((row) => index.body(row) ?? {});
  const words = [
    ...new Set(
      entryBodies.flatMap((b) =>
        String((b.struct as { title?: string } | undefined)?.title ?? '')
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w.length >= 6),
      ),
    ),
  ].sort();
  const organisms = [
    ...new Set(
      spread(Array.from(index.rows('polymer_entity')), 400).flatMap((row) => {
        const list = index.body(row)?.rcsb_entity_source_organism as
          Array<{ ncbi_scientific_name?: string }> | undefined;
        return (list ?? []).flatMap((o) => (o.ncbi_scientific_name ? [o.ncbi_scientific_name] : []));
      }),
    ),
  ].sort();
  const proteins = spread(Array.from(index.rows('polymer_entity')), 200).flatMap((row) => {
    const poly = index.body(row)?.entity_poly as
      { rcsb_entity_polymer_type?: string; pdbx_seq_one_letter_code_can?: string } | undefined;
    const seq = poly?.pdbx_seq_one_letter_code_can;
    return poly?.rcsb_entity_polymer_type === 'Protein' && seq && seq.length >= 30 ? [seq] : [];
  });
  const smiles = [
    ...new Set(
      // components some entry holds: a search returning entries finds at least that one. All of
      // them: the synthetic ones repeat a few templates' SMILES (200 spread gave 3 distinct at 200,000)
      Array.from(index.rows('mol_definition'))
        .filter((row) => members(index.entriesOfComponent, row).length > 0)
        .flatMap((row) => {
          const s = (index.body(row)?.rcsb_chem_comp_descriptor as { SMILES?: string } | undefined)?.SMILES;
          return s && s.length >= 8 ? [s] : [];
        }),
    ),
  ];
  const store = new StructureStore(index);
  const chains = spread(entries, 60, 7).flatMap((row) => {
    const chain = store.get(index.id(row))?.chains.find((c) => c.atomNames.filter((a) => a === 'CA').length >= 40);
    return chain ? [{ entryId: index.id(row), chain }] : [];
  });
  const motifs = chains.flatMap(({ entryId, chain }) => {
    const residues = motifOf(chain);
    return residues ? [{ entry_id: entryId, residue_ids: residues }] : [];
  });
  const take = <T>(list: T[], offset: number) => spread(list, REQUESTS, offset);
  const w = (i: number) => words[(i * 7 + 3) % words.length]!;
  const out: ScaleRequest[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    out.push(search('text', fullText(w(i))));
    out.push(
      i % 2
        ? search(
            'attribute',
            text('rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match', organisms[i % organisms.length]),
          )
        : search(
            'attribute',
            text('rcsb_entry_info.resolution_combined', 'range', {
              from: 1 + i * 0.05,
              to: 2 + i * 0.05,
              include_lower: true,
              include_upper: false,
            }),
          ),
    );
    const year = 1976 + ((i * 5) % 50);
    out.push(
      search(
        'count',
        text('rcsb_accession_info.initial_release_date', 'range', {
          from: `${year}-01-01`,
          to: `${year + 2}-01-01`,
          include_lower: true,
          include_upper: false,
        }),
        'entry',
        { return_counts: true },
      ),
    );
    out.push(searchData('search-data facets', fullText(w(i + REQUESTS)), 'entry'));
    out.push(
      searchData('search-data grouped 100 %', fullText(w(i + 2 * REQUESTS)), 'polymer_entity', {
        group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
        group_by_return_type: 'groups',
      }),
    );
  }
  for (const value of take(proteins, 0))
    out.push(
      search(
        'sequence',
        {
          type: 'terminal',
          service: 'sequence',
          parameters: { value, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0 },
        },
        'polymer_entity',
      ),
    );
  for (const value of take(motifs, 0))
    out.push(search('structure motif', { type: 'terminal', service: 'strucmotif', parameters: { value } }));
  for (const value of take(smiles, 0))
    out.push(
      search('chemical', {
        type: 'terminal',
        service: 'chemical',
        parameters: { type: 'descriptor', descriptor_type: 'SMILES', value, match_type: 'graph-relaxed' },
      }),
    );
  for (const { entryId, chain } of take(chains, 1))
    out.push(
      search('structure similarity', {
        type: 'terminal',
        service: 'structure',
        parameters: { value: { entry_id: entryId, asym_id: chain.asymId }, operator: 'strict_shape_match' },
      }),
    );
  return out;
}
