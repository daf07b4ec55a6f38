// assembly documents: the author/software assemblies of pdbx_struct_assembly, their composition
// (pdbx_struct_assembly_gen chains x operators).
// Symmetry (symmetry/assembly-symmetry.ts) comes from the coordinates; an assembly without a
// subunit to compute it from (5ZMZ's four-residue peptide) has none, as BioJava leaves none, rather
// than a partial record the Data API's non-null fields would refuse.

import { parseOperExpression } from '../images/assembly.ts';
import { entryStructureOf } from '../services/coordinates/entry-structure.ts';
import type { ClusterData } from './annotations/clusters.ts';
import type { CategoryCopier, JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import type { CoordinateStats } from './coordinates.ts';
import { compositionCategories, type CompositionCounts } from './composition.ts';
import type { EntityModel } from './entity-model.ts';
import { deuteratedWaters } from './entry-info.ts';
import { assemblySymmetry } from './symmetry/assembly-symmetry.ts';

interface AssemblyContent {
  /** copies of each asym in the assembly */
  copies: Map<string, number>;
  operatorIds: Set<string>;
}

function assemblyContent(data: CifData, assemblyId: string): AssemblyContent {
  const content: AssemblyContent = { copies: new Map(), operatorIds: new Set() };
  const gen = data.table('pdbx_struct_assembly_gen');
  for (const row of gen?.rowsWhere('assembly_id', assemblyId) ?? []) {
    const combinations = parseOperExpression(gen?.str('oper_expression', row) ?? '');
    const count = combinations.length;
    for (const combination of combinations) for (const id of combination) content.operatorIds.add(id);
    for (const asym of (gen?.str('asym_id_list', row) ?? '').split(',')) {
      const id = asym.trim();
      if (id) content.copies.set(id, (content.copies.get(id) ?? 0) + count);
    }
  }
  return content;
}

export interface AssemblyDocumentParts {
  entryId: string;
  data: CifData;
  model: EntityModel;
  coordinates: CoordinateStats;
  copier: CategoryCopier;
  clusters?: ClusterData;
}

export function assemblyIds(data: CifData): string[] {
  return data.table('pdbx_struct_assembly')?.column('id') ?? [];
}

export function assemblyDocument(parts: AssemblyDocumentParts, assemblyId: string): JsonObject {
  const { entryId, data, model, coordinates, copier } = parts;
  const rcsbId = `${entryId}-${assemblyId}`;
  const body: JsonObject = { rcsb_id: rcsbId };
  copier.copyInto(body, data, 'pdbx_struct_assembly', data.table('pdbx_struct_assembly')?.rowsWhere('id', assemblyId));
  for (const [category, key] of [
    ['pdbx_struct_assembly_gen', 'assembly_id'],
    ['pdbx_struct_assembly_prop', 'biol_id'],
    ['pdbx_struct_assembly_auth_evidence', 'assembly_id'],
  ] as const) {
    const rows = data.table(category)?.rowsWhere(key, assemblyId);
    if (rows && rows.length > 0) copier.copyInto(body, data, category, rows);
  }
  const content = assemblyContent(data, assemblyId);
  const operators = data.table('pdbx_struct_oper_list');
  if (operators) {
    const rows: number[] = [];
    for (let row = 0; row < operators.rowCount; row++) {
      if (content.operatorIds.has(operators.str('id', row) ?? '')) rows.push(row);
    }
    if (rows.length > 0) copier.copyInto(body, data, 'pdbx_struct_oper_list', rows);
  }
  body.rcsb_assembly_container_identifiers = { entry_id: entryId, assembly_id: assemblyId, rcsb_id: rcsbId };

  const info: JsonObject = { entry_id: entryId, assembly_id: assemblyId };
  const counts: CompositionCounts = {
    protein: 0,
    dna: 0,
    rna: 0,
    hybrid: 0,
    other: 0,
    proteinEntities: 0,
    branched: 0,
  };
  const entitySets = {
    polymer: new Set<string>(),
    nonpolymer: new Set<string>(),
    branched: new Set<string>(),
    water: new Set<string>(),
  };
  let polymerInstances = 0;
  const instancesByType = { Protein: 0, DNA: 0, RNA: 0, 'NA-hybrid': 0, Other: 0 };
  let nonpolymerInstances = 0;
  let branchedInstances = 0;
  let solventInstances = 0;
  let deuteratedWaterCount = 0;
  let monomers = 0;
  let modeled = 0;
  const atoms = { polymer: 0, nonpolymer: 0, branched: 0, solvent: 0, hydrogen: 0 };
  for (const [asymId, copies] of content.copies) {
    const asym = model.asym(asymId);
    const entity = asym ? model.entity(asym.entityId) : undefined;
    if (!entity) continue;
    const stats = coordinates.asyms.get(asymId);
    atoms.hydrogen += (stats?.hydrogenAtoms ?? 0) * copies;
    const heavy = (stats?.heavyAtoms ?? 0) * copies;
    switch (entity.kind) {
      case 'polymer': {
        polymerInstances += copies;
        if (entity.polymerType) instancesByType[entity.polymerType] += copies;
        entitySets.polymer.add(entity.id);
        monomers += (entity.length ?? 0) * copies;
        modeled += (stats?.modeledResidues ?? 0) * copies;
        atoms.polymer += heavy;
        break;
      }
      case 'non-polymer':
        nonpolymerInstances += copies;
        entitySets.nonpolymer.add(entity.id);
        atoms.nonpolymer += heavy;
        break;
      case 'branched':
        branchedInstances += copies;
        entitySets.branched.add(entity.id);
        atoms.branched += heavy;
        break;
      case 'water':
        solventInstances += copies;
        entitySets.water.add(entity.id);
        atoms.solvent += heavy;
        deuteratedWaterCount += (deuteratedWaters(data).get(asymId) ?? 0) * copies;
        break;
      default:
        break;
    }
  }
  for (const entityId of entitySets.polymer) {
    const type = model.entity(entityId)?.polymerType;
    if (type === 'Protein') {
      counts.protein++;
      counts.proteinEntities++;
    } else if (type === 'DNA') counts.dna++;
    else if (type === 'RNA') counts.rna++;
    else if (type === 'NA-hybrid') counts.hybrid++;
    else if (type === 'Other') counts.other++;
  }
  counts.branched = entitySets.branched.size;

  info.polymer_entity_instance_count = polymerInstances;
  info.polymer_entity_instance_count_protein = instancesByType.Protein;
  info.polymer_entity_instance_count_DNA = instancesByType.DNA;
  info.polymer_entity_instance_count_RNA = instancesByType.RNA;
  info.polymer_entity_instance_count_nucleic_acid = instancesByType.DNA + instancesByType.RNA;
  info.polymer_entity_instance_count_nucleic_acid_hybrid = instancesByType['NA-hybrid'];
  info.nonpolymer_entity_instance_count = nonpolymerInstances;
  info.branched_entity_instance_count = branchedInstances;
  info.solvent_entity_instance_count = solventInstances;
  // "the number of deuterated water molecules in the assembly": each DOD of its asyms, per copy
  if (data.has('pdbx_nonpoly_scheme')) info.deuterated_water_count = deuteratedWaterCount;
  info.polymer_entity_count = entitySets.polymer.size;
  info.polymer_entity_count_protein = counts.protein;
  info.polymer_entity_count_DNA = counts.dna;
  info.polymer_entity_count_RNA = counts.rna;
  info.polymer_entity_count_nucleic_acid = counts.dna + counts.rna;
  info.polymer_entity_count_nucleic_acid_hybrid = counts.hybrid;
  info.nonpolymer_entity_count = entitySets.nonpolymer.size;
  info.branched_entity_count = entitySets.branched.size;
  info.solvent_entity_count = entitySets.water.size;
  info.polymer_monomer_count = monomers;
  if (coordinates.asyms.size > 0) {
    info.modeled_polymer_monomer_count = modeled;
    info.unmodeled_polymer_monomer_count = Math.max(0, monomers - modeled);
    info.polymer_atom_count = atoms.polymer;
    info.nonpolymer_atom_count = atoms.nonpolymer;
    info.branched_atom_count = atoms.branched;
    info.solvent_atom_count = atoms.solvent;
    info.hydrogen_atom_count = atoms.hydrogen;
    info.atom_count = atoms.polymer + atoms.nonpolymer + atoms.branched + atoms.solvent;
  }
  Object.assign(info, compositionCategories(counts));
  body.rcsb_assembly_info = info;

  const structure = entryStructureOf(entryId, data);
  const symmetry = assemblySymmetry({ entryId, structure, model, clusters: parts.clusters }, assemblyId);
  if (symmetry) Object.assign(body, symmetry);
  return body;
}
