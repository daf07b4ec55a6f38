// The polymer composition categories the RCSB assigns to entries and assemblies
// (polymer_composition, selected_polymer_entity_types, na_polymer_entity_types), from counts of
// distinct polymer entities by type plus branched (oligosaccharide) entities.

export interface CompositionCounts {
  protein: number;
  dna: number;
  rna: number;
  hybrid: number;
  other: number;
  proteinEntities: number;
  branched: number;
}

export function compositionCategories(c: CompositionCounts): Record<string, string> {
  const out: Record<string, string> = {};
  const hasProtein = c.protein > 0;
  const hasNa = c.dna + c.rna + c.hybrid > 0;
  const hasOligo = c.branched > 0;
  const hasOther = c.other > 0;
  const kinds = [hasProtein, c.dna > 0, c.rna > 0, c.hybrid > 0, hasOther, hasOligo].filter(Boolean).length;
  if (kinds === 0) return out;

  let polymer: string;
  if (hasOther) polymer = kinds === 1 ? 'other' : kinds === 2 ? 'other type pair' : 'other type composition';
  else if (hasProtein && hasNa && hasOligo) polymer = 'protein/NA/oligosaccharide';
  else if (hasProtein && hasNa) polymer = 'protein/NA';
  else if (hasProtein && hasOligo) polymer = 'protein/oligosaccharide';
  else if (hasNa && hasOligo) polymer = 'NA/oligosaccharide';
  else if (hasProtein) polymer = c.proteinEntities > 1 ? 'heteromeric protein' : 'homomeric protein';
  else if (hasNa) {
    if (c.hybrid > 0 && c.dna + c.rna === 0) polymer = 'NA-hybrid';
    else if (c.dna > 0 && c.rna === 0 && c.hybrid === 0) polymer = 'DNA';
    else if (c.rna > 0 && c.dna === 0 && c.hybrid === 0) polymer = 'RNA';
    else polymer = 'DNA/RNA';
  } else polymer = 'oligosaccharide';
  out.polymer_composition = polymer;

  let selected: string;
  if (hasOther) selected = 'Other';
  else if (hasProtein && hasNa) selected = 'Protein/NA';
  else if (hasProtein && hasOligo) selected = 'Protein/Oligosaccharide';
  else if (hasProtein) selected = 'Protein (only)';
  else if (hasNa && !hasOligo) selected = 'Nucleic acid (only)';
  else if (hasOligo && !hasNa) selected = 'Oligosaccharide (only)';
  else selected = 'Other';
  out.selected_polymer_entity_types = selected;

  if (hasNa) {
    let na: string;
    if (c.dna > 0 && c.rna === 0 && c.hybrid === 0) na = 'DNA (only)';
    else if (c.rna > 0 && c.dna === 0 && c.hybrid === 0) na = 'RNA (only)';
    else if (c.hybrid > 0 && c.dna + c.rna === 0) na = 'NA-hybrid (only)';
    else if (c.hybrid === 0) na = 'DNA/RNA (only)';
    else na = 'Other';
    out.na_polymer_entity_types = na;
  }
  return out;
}
