// 2D depictions of chemical components from their SMILES, drawn by RDKit.

import { loadRdkit } from './rdkit.ts';
import { renderSketchSvg } from './svg.ts';

/** The seed's placeholder: components with no structure to draw (UNL) show 'No Image'. */
export function noImageSvg(size = 300): string {
  return renderSketchSvg([], [], { size });
}

/** SVG text of the molecule, or the 'No Image' placeholder when it cannot be drawn. */
export async function renderLigandSvg(smiles: string | undefined, size = 300): Promise<string> {
  if (!smiles) return noImageSvg(size);
  const rdkit = await loadRdkit();
  const mol = rdkit.get_mol(smiles);
  if (!mol) return noImageSvg(size);
  try {
    if (!mol.is_valid()) return noImageSvg(size);
    return mol.get_svg(size, size);
  } finally {
    mol.delete();
  }
}
