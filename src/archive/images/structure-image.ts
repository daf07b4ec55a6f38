// The image of an entry or of one of its assemblies, drawn from the coordinates in its file.

import type { CifData } from '../ingest/cif-table.ts';
import { readStructureSketch } from './traces.ts';
import { readAssembly, applyOperator } from './assembly.ts';
import { renderSketchSvg, type SketchChain, type SketchLigand } from './svg.ts';

export interface StructureImageOptions {
  /** Draw this biological assembly instead of the deposited coordinates. */
  assemblyId?: string;
  size?: number;
  title?: string;
}

/** SVG text, or undefined when an asked-for assembly is not defined in the file. */
export function renderStructureImage(data: CifData, options: StructureImageOptions = {}): string | undefined {
  const sketch = readStructureSketch(data);
  const colorOf = new Map<string, number>();
  for (const t of sketch.traces) if (!colorOf.has(t.asymId)) colorOf.set(t.asymId, colorOf.size);

  let chains: SketchChain[];
  let ligands: SketchLigand[];
  if (options.assemblyId === undefined) {
    chains = sketch.traces.map((t) => ({ colorIndex: colorOf.get(t.asymId)!, points: t.points }));
    ligands = [...sketch.ligandAtoms.values()].map((points) => ({ points }));
  } else {
    const parts = readAssembly(data, options.assemblyId);
    if (!parts) return undefined;
    chains = [];
    ligands = [];
    let copy = 0;
    for (const part of parts) {
      for (const op of part.operators) {
        // With many copies of few chains (virus capsids), colour by copy so symmetry shows.
        const byCopy = part.operators.length > 1 && part.asymIds.size <= 4;
        for (const t of sketch.traces) {
          if (!part.asymIds.has(t.asymId)) continue;
          chains.push({ colorIndex: byCopy ? copy : colorOf.get(t.asymId)!, points: applyOperator(op, t.points) });
        }
        for (const [asymId, points] of sketch.ligandAtoms)
          if (part.asymIds.has(asymId)) ligands.push({ points: applyOperator(op, points) });
        copy++;
      }
    }
  }
  return renderSketchSvg(chains, ligands, {
    size: options.size ?? 300,
    ...(options.title ? { title: options.title } : {}),
  });
}
