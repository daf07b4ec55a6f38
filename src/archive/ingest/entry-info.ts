// rcsb_entry_info, derived as the RCSB derives it: the determination methodology, resolution and
// diffraction details, polymer composition, molecular weights and bond counts of an entry.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import { compositionCategories, type CompositionCounts } from './composition.ts';
import type { EntryDocumentParts } from './entry-document-parts.ts';
import { combinedResolution, diffractionDataResolution, experimentalMethodCategory } from './experimental.ts';

const kDa = (daltons: number): number => Math.round(daltons) / 1000;
const round2 = (value: number): number => Math.round(value * 100) / 100;

function countConnections(data: CifData, type: string, interMolecular: boolean): number | undefined {
  const table = data.table('struct_conn');
  if (!table) return undefined;
  let count = 0;
  for (let row = 0; row < table.rowCount; row++) {
    if (table.str('conn_type_id', row)?.toLowerCase() !== type) continue;
    if (interMolecular) {
      const a = table.str('ptnr1_label_asym_id', row);
      const b = table.str('ptnr2_label_asym_id', row);
      if (!a || !b || a === b) continue;
    }
    count++;
  }
  return count;
}

function cisPeptideCount(data: CifData, firstModel: number | undefined): number | undefined {
  const table = data.table('struct_mon_prot_cis');
  if (!table) return undefined;
  let count = 0;
  for (let row = 0; row < table.rowCount; row++) {
    const model = table.int('pdbx_PDB_model_num', row);
    if (model === undefined || firstModel === undefined || model === firstModel) count++;
  }
  return count;
}

function wavelengthRange(data: CifData): { min?: number; max?: number } {
  const values: number[] = [];
  const table = data.table('diffrn_radiation_wavelength');
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const value = table?.num('wavelength', row);
    if (value !== undefined && value > 0) values.push(value);
  }
  const source = data.table('diffrn_source');
  for (let row = 0; row < (source?.rowCount ?? 0); row++) {
    for (const part of (source?.str('pdbx_wavelength_list', row) ?? source?.str('pdbx_wavelength', row) ?? '').split(
      /[,\s]+/,
    )) {
      const value = Number(part);
      if (part && Number.isFinite(value) && value > 0) values.push(value);
    }
  }
  return values.length === 0 ? {} : { min: Math.min(...values), max: Math.max(...values) };
}

/** DOD residues per label_asym_id, from pdbx_nonpoly_scheme (the deposited model's non-polymers). */
export function deuteratedWaters(data: CifData): Map<string, number> {
  return data.reading('deuterated waters by asym', () => {
    const scheme = data.table('pdbx_nonpoly_scheme');
    const counts = new Map<string, number>();
    for (let row = 0; row < (scheme?.rowCount ?? 0); row++) {
      const asym = scheme?.str('asym_id', row);
      if (asym !== undefined && scheme?.str('mon_id', row) === 'DOD') counts.set(asym, (counts.get(asym) ?? 0) + 1);
    }
    return counts;
  });
}

/**
 * What the file states outright: "the number of deuterated water molecules per deposited
 * structure model" (DOD residues of pdbx_nonpoly_scheme, which lists the deposited model's),
 * "the chosen representative model" (pdbx_nmr_representative.conformer_id) and the nucleic-acid
 * secondary structure features (ndb_struct_conf_na.feature).
 */
function fileStatedInfo(data: CifData): JsonObject {
  const out: JsonObject = {};
  if (data.has('pdbx_nonpoly_scheme'))
    out.deposited_deuterated_water_count = [...deuteratedWaters(data).values()].reduce((sum, n) => sum + n, 0);
  const representative = data.int('pdbx_nmr_representative', 'conformer_id');
  if (representative !== undefined) out.representative_model = representative;
  const na = data.table('ndb_struct_conf_na');
  const features = [...new Set((na?.column('feature') ?? []).map((f) => f.toLowerCase()))];
  if (features.length > 0) out.ndb_struct_conf_na_feature_combined = features;
  return out;
}

/** rcsb_entry_info: the RCSB's summary of an entry (methods, resolution, composition, weights, bonds). */
export function entryInfo(parts: EntryDocumentParts, methods: string[]): JsonObject {
  const { data, model, coordinates, methodology } = parts;
  const info: JsonObject = { structure_determination_methodology: methodology };
  if (methodology === 'experimental') info.structure_determination_methodology_priority = 10;
  if (methodology === 'computational') info.structure_determination_methodology_priority = 100;

  const category = experimentalMethodCategory(methods, methodology === 'integrative');
  if (category) info.experimental_method = category;
  const distinct = new Set(methods);
  if (distinct.size > 0) info.experimental_method_count = distinct.size;
  const resolution = combinedResolution(data, methods);
  if (resolution.length > 0) info.resolution_combined = resolution;
  const reflns = diffractionDataResolution(data);
  if (reflns !== undefined) info.diffrn_resolution_high = { value: reflns, provenance_source: 'Depositor assigned' };
  const wavelength = wavelengthRange(data);
  if (wavelength.min !== undefined) info.diffrn_radiation_wavelength_minimum = wavelength.min;
  if (wavelength.max !== undefined) info.diffrn_radiation_wavelength_maximum = wavelength.max;

  const polymers = model.entities.filter((e) => e.kind === 'polymer');
  const nonpolymers = model.entities.filter((e) => e.kind === 'non-polymer');
  const branched = model.entities.filter((e) => e.kind === 'branched');
  const waters = model.entities.filter((e) => e.kind === 'water');
  const byType = (type: string): number => polymers.filter((e) => e.polymerType === type).length;
  const counts: CompositionCounts = {
    protein: byType('Protein'),
    dna: byType('DNA'),
    rna: byType('RNA'),
    hybrid: byType('NA-hybrid'),
    other: byType('Other'),
    proteinEntities: byType('Protein'),
    branched: branched.length,
  };
  info.entity_count = model.entities.length;
  info.polymer_entity_count = polymers.length;
  info.polymer_entity_count_protein = counts.protein;
  info.polymer_entity_count_DNA = counts.dna;
  info.polymer_entity_count_RNA = counts.rna;
  info.polymer_entity_count_nucleic_acid = counts.dna + counts.rna;
  info.polymer_entity_count_nucleic_acid_hybrid = counts.hybrid;
  info.nonpolymer_entity_count = nonpolymers.length;
  info.branched_entity_count = branched.length;
  info.solvent_entity_count = waters.length;
  Object.assign(info, compositionCategories(counts));

  const asymsOf = (kind: string): string[] =>
    model.asyms.filter((a) => model.entity(a.entityId)?.kind === kind).map((a) => a.id);
  const polymerAsyms = asymsOf('polymer');
  info.deposited_polymer_entity_instance_count = polymerAsyms.length;
  info.deposited_nonpolymer_entity_instance_count = asymsOf('non-polymer').length;
  let monomers = 0;
  for (const asymId of polymerAsyms) monomers += model.entity(model.asym(asymId)?.entityId ?? '')?.length ?? 0;
  info.deposited_polymer_monomer_count = monomers;
  Object.assign(info, fileStatedInfo(data));

  if (coordinates.asyms.size > 0) {
    let heavy = 0;
    let hydrogen = 0;
    let solvent = 0;
    let modeled = 0;
    const polymerSet = new Set(polymerAsyms);
    const waterSet = new Set(asymsOf('water'));
    for (const [asymId, stats] of coordinates.asyms) {
      heavy += stats.heavyAtoms;
      hydrogen += stats.hydrogenAtoms;
      if (waterSet.has(asymId)) solvent += stats.heavyAtoms;
      if (polymerSet.has(asymId)) modeled += stats.modeledResidues;
    }
    info.deposited_atom_count = heavy;
    info.deposited_hydrogen_atom_count = hydrogen;
    info.deposited_solvent_atom_count = solvent;
    info.deposited_model_count = coordinates.modelIds.length;
    info.deposited_modeled_polymer_monomer_count = modeled;
    info.deposited_unmodeled_polymer_monomer_count = Math.max(0, monomers - modeled);
  }

  // Molecular weight only when every non-solvent entity states its weight; a partial sum would
  // be a wrong number rather than an absent one.
  const weighed = [...polymers, ...nonpolymers, ...branched];
  if (weighed.length > 0 && weighed.every((e) => e.formulaWeight !== undefined)) {
    let total = 0;
    for (const entity of weighed) {
      const copies = entity.numberOfMolecules ?? entity.asymIds.length;
      total += (entity.formulaWeight ?? 0) * copies;
    }
    info.molecular_weight = round2(total / 1000);
  }
  const range = (list: typeof polymers, prefix: string): void => {
    const weights = list.map((e) => e.formulaWeight).filter((w): w is number => w !== undefined);
    if (weights.length === 0) return;
    info[`${prefix}_molecular_weight_maximum`] = kDa(Math.max(...weights));
    info[`${prefix}_molecular_weight_minimum`] = kDa(Math.min(...weights));
  };
  range(polymers, 'polymer');
  range(nonpolymers, 'nonpolymer');
  range(branched, 'branched');
  const lengths = polymers.map((e) => e.length).filter((l): l is number => l !== undefined);
  if (lengths.length > 0) {
    info.polymer_monomer_count_maximum = Math.max(...lengths);
    info.polymer_monomer_count_minimum = Math.min(...lengths);
  }
  const taxa = new Set<string>();
  for (const entity of polymers) {
    for (const table of ['entity_src_gen', 'entity_src_nat', 'pdbx_entity_src_syn']) {
      const t = data.table(table);
      const field =
        table === 'entity_src_gen'
          ? 'pdbx_gene_src_ncbi_taxonomy_id'
          : table === 'entity_src_nat'
            ? 'pdbx_ncbi_taxonomy_id'
            : 'ncbi_taxonomy_id';
      for (const row of t?.rowsWhere('entity_id', entity.id) ?? []) {
        const tax = t?.str(field, row);
        if (tax && /^\d+$/.test(tax)) taxa.add(tax);
      }
    }
  }
  if (taxa.size > 0) info.polymer_entity_taxonomy_count = taxa.size;

  const bound = [...new Set(nonpolymers.map((e) => e.compId).filter((c): c is string => !!c))].sort();
  if (bound.length > 0) info.nonpolymer_bound_components = bound;
  info.assembly_count = parts.assemblyIds.length;

  const software = [...new Set((data.table('software')?.column('name') ?? []).map((n) => n.toUpperCase()))].sort();
  if (software.length > 0) info.software_programs_combined = software;
  const disulfide = countConnections(data, 'disulf', false);
  if (disulfide !== undefined) info.disulfide_bond_count = disulfide;
  const covalent = countConnections(data, 'covale', true);
  if (covalent !== undefined) info.inter_mol_covalent_bond_count = covalent;
  const metal = countConnections(data, 'metalc', true);
  if (metal !== undefined) info.inter_mol_metalic_bond_count = metal;
  const cis = cisPeptideCount(data, coordinates.firstModel);
  if (cis !== undefined) info.cis_peptide_count = cis;
  return info;
}
