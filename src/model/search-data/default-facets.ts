// The refinement panel's facets (the ones rcsb.org offers), asked of the search when the UI wants
// drilldown data: experimental method, polymer entity type, source organism, taxonomy, release
// date in 5-year bins, resolution ranges, enzyme classification, symmetry and oligomeric state;
// component type and weight for chemical components. A facet is offered only when the searched
// data holds its attribute as a searchable one, so checking a bucket always yields a valid refinement.

import type { FacetRequest } from '../types.ts';
import { releaseDateBinLabel, releaseDateBinRanges } from '../facets.ts';
import type { ReturnType } from '../types.ts';

type FacetKind = 'terms' | 'ranges';

/** What the facet plan needs to know of an attribute (a metadata schema's or archive catalogue's entry). */
export interface FacetableAttribute {
  /** Accepted in `text`/`text_chem` queries. */
  searchable: boolean;
  exact_match: boolean;
  operators: readonly string[];
  /** The schema's closed set of values, when it lists one. */
  enumeration?: readonly string[];
}

/** An attribute of a service's schema, or undefined when the searched data does not hold it. */
export type FacetAttributeLookup = (service: 'text' | 'text_chem', attribute: string) => FacetableAttribute | undefined;

export interface FacetRange {
  from?: number | string;
  to?: number | string;
  /** What the panel shows; model/facets.ts reads it back into the range when it is checked. */
  label: string;
}

export interface PlannedFacet {
  name: string;
  attribute: string;
  aggregation_type: 'terms' | 'range' | 'date_range';
  /** Range buckets in display order. */
  ranges?: FacetRange[];
  /** The only labels shown (the schema's enumeration), when a facet lists a closed set. */
  allowed?: readonly string[];
}

interface FacetSpec {
  name: string;
  /** Candidates, best first: the first the searched data holds is used. */
  attributes: readonly string[];
  kind: FacetKind;
  dated?: boolean;
  ranges?: () => FacetRange[];
  /** Show only the labels the schema enumerates (seed 001 §5: the annotation type refinement). */
  enumerated?: boolean;
}

/** Enough buckets for 'More...' to page through; more would only weigh down the answer. */
const MAX_TERMS = 200;
/** The first 5-year bin; nothing in the PDB was released earlier. */
const FIRST_RELEASE_YEAR = 1970;

function numericRanges(bounds: readonly number[], format: (n: number) => string): FacetRange[] {
  const ranges: FacetRange[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] as number;
    const to = bounds[i + 1] as number;
    ranges.push({ from, to, label: `${format(from)} - ${format(to)}` });
  }
  const last = bounds[bounds.length - 1] as number;
  ranges.push({ from: last, label: `>= ${format(last)}` });
  return ranges;
}

/** Newest first, labelled 'year - year+4' (seed 000 §9). */
function releaseDateRanges(): FacetRange[] {
  return releaseDateBinRanges(FIRST_RELEASE_YEAR, new Date().getUTCFullYear())
    .map((range) => ({ ...range, label: releaseDateBinLabel(Number(range.from.slice(0, 4))) }))
    .reverse();
}

const resolutionRanges = (): FacetRange[] => numericRanges([0, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5], (n) => n.toFixed(1));
const weightRanges = (): FacetRange[] => numericRanges([0, 100, 200, 300, 400, 500, 1000], String);

function structureSpecs(returnType: ReturnType): FacetSpec[] {
  const perChain = returnType === 'polymer_entity' || returnType === 'polymer_instance';
  return [
    { name: 'Experimental Method', attributes: ['exptl.method'], kind: 'terms' },
    {
      name: 'Polymer Entity Type',
      attributes: perChain
        ? ['entity_poly.rcsb_entity_polymer_type']
        : ['rcsb_entry_info.selected_polymer_entity_types'],
      kind: 'terms',
    },
    {
      name: 'Scientific Name of the Source Organism',
      attributes: ['rcsb_entity_source_organism.ncbi_scientific_name'],
      kind: 'terms',
    },
    // as rcsb.org's refinements: the superkingdom, or a virus's clade (the lineage's names would list
    // every ancestor, 'cellular organisms' first)
    { name: 'Taxonomy', attributes: ['rcsb_entity_source_organism.ncbi_parent_scientific_name'], kind: 'terms' },
    {
      name: 'Release Date',
      attributes: ['rcsb_accession_info.initial_release_date'],
      kind: 'ranges',
      dated: true,
      ranges: releaseDateRanges,
    },
    {
      name: 'Refinement Resolution (Å)',
      attributes: ['rcsb_entry_info.resolution_combined'],
      kind: 'ranges',
      ranges: resolutionRanges,
    },
    {
      name: 'Enzyme Classification',
      attributes: ['rcsb_polymer_entity.rcsb_ec_lineage.name', 'rcsb_polymer_entity.rcsb_enzyme_class_combined.ec'],
      kind: 'terms',
    },
    ...(returnType === 'polymer_entity'
      ? [
          {
            name: 'Annotation Type',
            attributes: ['rcsb_polymer_entity_annotation.type'],
            kind: 'terms' as const,
            enumerated: true,
          },
        ]
      : []),
    { name: 'Symmetry Type', attributes: ['rcsb_struct_symmetry.type'], kind: 'terms' },
    { name: 'Oligomeric State', attributes: ['rcsb_struct_symmetry.oligomeric_state'], kind: 'terms' },
  ];
}

const CHEMICAL_SPECS: readonly FacetSpec[] = [
  { name: 'Component Type', attributes: ['chem_comp.type'], kind: 'terms' },
  { name: 'Formula Weight', attributes: ['chem_comp.formula_weight'], kind: 'ranges', ranges: weightRanges },
];

/** Held, searchable, and searchable the way the facet's refinement asks. */
function usable(entry: FacetableAttribute | undefined, kind: FacetKind): boolean {
  if (!entry?.searchable) return false;
  return kind === 'terms' ? entry.exact_match === true : entry.operators.includes('range');
}

export function defaultFacets(attributeOf: FacetAttributeLookup, returnType: ReturnType): PlannedFacet[] {
  const chemical = returnType === 'mol_definition';
  const service = chemical ? 'text_chem' : 'text';
  const planned: PlannedFacet[] = [];
  for (const spec of chemical ? CHEMICAL_SPECS : structureSpecs(returnType)) {
    const attribute = spec.attributes.find((a) => usable(attributeOf(service, a), spec.kind));
    if (!attribute) continue;
    const allowed = spec.enumerated ? attributeOf(service, attribute)?.enumeration : undefined;
    if (spec.kind === 'terms')
      planned.push({ name: spec.name, attribute, aggregation_type: 'terms', ...(allowed ? { allowed } : {}) });
    else
      planned.push({
        name: spec.name,
        attribute,
        aggregation_type: spec.dated ? 'date_range' : 'range',
        ranges: spec.ranges?.() ?? [],
      });
  }
  return planned;
}

export function facetRequest(facet: PlannedFacet): FacetRequest {
  if (facet.aggregation_type === 'terms') {
    return { name: facet.name, aggregation_type: 'terms', attribute: facet.attribute, max_num_intervals: MAX_TERMS };
  }
  return {
    name: facet.name,
    aggregation_type: facet.aggregation_type,
    attribute: facet.attribute,
    ranges: (facet.ranges ?? []).map(({ from, to }) => ({
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    })),
  };
}
