// What a 3D view draws (issue 37), built into a Mol* plugin's state: each structure from its mmCIF
// text, drawn as its assembly when one is named; one may be moved by a 4×4 column-major
// transformation (a motif hit or an aligned chain onto its query), and chosen residues are drawn
// as balls and sticks with labels on top of the cartoon. molstar-view.ts draws it.

import { Mat4 } from 'molstar/lib/mol-math/linear-algebra.js';
import { Structure } from 'molstar/lib/mol-model/structure.js';
import type { StructureElement } from 'molstar/lib/mol-model/structure.js';
import type { PluginStateObject } from 'molstar/lib/mol-plugin-state/objects.js';
import { StateTransforms } from 'molstar/lib/mol-plugin-state/transforms.js';
import type { PluginContext } from 'molstar/lib/mol-plugin/context.js';
import { MolScriptBuilder as MS } from 'molstar/lib/mol-script/language/builder.js';
import type { Expression } from 'molstar/lib/mol-script/language/expression.js';
import type { StateObjectSelector } from 'molstar/lib/mol-state/index.js';
import type { VisualQuality } from 'molstar/lib/mol-geo/geometry/base.js';

export interface ViewResidue {
  asymId: string;
  seqId: number;
}

export interface ViewStructure {
  /** mmCIF text. */
  cif: string;
  label: string;
  /** The assembly to draw; the deposited model without. */
  assemblyId?: string;
  /** 4×4, column-major: moves this structure onto the first. */
  matrix?: readonly number[];
  /** Residues drawn as balls and sticks, labelled; the camera looks at them. */
  residues?: readonly ViewResidue[];
  /** One colour for the whole cartoon (0xRRGGBB); by chain without. */
  color?: number;
  /** false: the residues unlabelled (structures laid on the first, whose labels say the same). */
  labelResidues?: boolean;
  /**
   * Only this chain (label_asym_id), no ligands: coloured from N to C terminus, or for a pairwise
   * alignment its `aligned` residues' cartoon in `color` and the rest in `paleColor`.
   */
  chain?: { asymId: string; aligned?: { residues: readonly number[]; paleColor: number } };
}

/**
 * Balls and sticks drawn as meshes, like the cartoons, not as Mol*'s sphere and cylinder
 * impostors: each kind of geometry brings six shader programs of its own, and in software WebGL
 * (this machine) compiling the impostors' twelve was half of a first picture's wait (4HHB's first
 * open 2.96 → 2.31 s). For the few atoms of ligands and motif residues meshes cost nothing.
 */
const BALLS_AND_STICKS = { type: 'ball-and-stick', typeParams: { tryUseImpostor: false } } as const;

type StructureRef = StateObjectSelector<PluginStateObject.Molecule.Structure>;
export type RepresentationRef = StateObjectSelector<PluginStateObject.Molecule.Structure.Representation3D>;

/** What a structure's drawing needs the view to know: what the camera looks at, which cartoons there are. */
export interface SceneParts {
  /** Residues drawn as balls and sticks: the camera's target. */
  focus: StructureElement.Loci[];
  /** The cartoons, whose quality the view may raise. */
  cartoons: RepresentationRef[];
}

function residuesExpression(residues: readonly ViewResidue[]): Expression {
  const { and, or } = MS.core.logic;
  const { eq } = MS.core.rel;
  const { label_asym_id, label_seq_id } = MS.struct.atomProperty.macromolecular;
  return MS.struct.generator.atomGroups({
    'residue-test': or(residues.map((r) => and([eq([label_asym_id(), r.asymId]), eq([label_seq_id(), r.seqId])]))),
  });
}

/** The chain's residues, all or those in `seqIds` (inside) or outside them. */
function chainPartExpression(asymId: string, seqIds?: readonly number[], inside = true): Expression {
  const { label_asym_id, label_seq_id } = MS.struct.atomProperty.macromolecular;
  const chain = { 'chain-test': MS.core.rel.eq([label_asym_id(), asymId]) };
  if (!seqIds) return MS.struct.generator.atomGroups(chain);
  const member = MS.core.set.has([MS.set(...seqIds), label_seq_id()]);
  return MS.struct.generator.atomGroups({ ...chain, 'residue-test': inside ? member : MS.core.logic.not([member]) });
}

/** One chain: from N to C terminus in a rainbow, or its aligned residues strong and the others pale. */
async function addChain(
  plugin: PluginContext,
  root: StructureRef,
  structure: ViewStructure & Required<Pick<ViewStructure, 'chain'>>,
  quality: VisualQuality,
  parts: SceneParts,
): Promise<void> {
  const { asymId, aligned } = structure.chain;
  const pieces = aligned
    ? [
        { seqIds: aligned.residues, inside: true, colour: structure.color, label: 'aligned residues' },
        { seqIds: aligned.residues, inside: false, colour: aligned.paleColor, label: 'other residues' },
      ]
    : [{ seqIds: undefined, inside: true, colour: structure.color, label: `chain ${asymId}` }];
  for (const part of pieces) {
    const component = await plugin.builders.structure.tryCreateComponentFromExpression(
      root,
      chainPartExpression(asymId, part.seqIds, part.inside),
      `${structure.label}-${part.label}`,
      { label: `${structure.label}: ${part.label}` },
    );
    if (component)
      parts.cartoons.push(
        await plugin.builders.structure.representation.addRepresentation(component, {
          type: 'cartoon',
          typeParams: { quality },
          ...(part.colour === undefined
            ? { color: 'sequence-id' }
            : { color: 'uniform', colorParams: { value: part.colour } }),
        }),
      );
  }
}

/** Draws `structure` into the plugin's state at the cartoons' `quality`; adds its parts to `parts`. */
export async function addStructure(
  plugin: PluginContext,
  structure: ViewStructure,
  quality: VisualQuality,
  parts: SceneParts,
): Promise<void> {
  const { builders } = plugin;
  const data = await builders.data.rawData({ data: structure.cif, label: structure.label });
  const trajectory = await builders.structure.parseTrajectory(data, 'mmcif');
  const model = await builders.structure.createModel(trajectory);
  let root: StructureRef = await builders.structure.createStructure(
    model,
    structure.assemblyId ? { name: 'assembly', params: { id: structure.assemblyId } } : { name: 'model', params: {} },
  );
  if (structure.matrix) {
    const data = Mat4.fromArray(Mat4(), [...structure.matrix], 0);
    root = await plugin
      .build()
      .to(root)
      .apply(StateTransforms.Model.TransformStructureConformation, {
        transform: { name: 'matrix', params: { data, transpose: false } },
      })
      .commit();
  }
  if (structure.chain) return addChain(plugin, root, { ...structure, chain: structure.chain }, quality, parts);
  const polymer = await builders.structure.tryCreateComponentStatic(root, 'polymer');
  if (polymer)
    parts.cartoons.push(
      await builders.structure.representation.addRepresentation(polymer, {
        type: 'cartoon',
        typeParams: { quality },
        ...(structure.color === undefined
          ? { color: 'chain-id' }
          : { color: 'uniform', colorParams: { value: structure.color } }),
      }),
    );
  const ligands = await builders.structure.tryCreateComponentStatic(root, 'ligand');
  if (ligands) await builders.structure.representation.addRepresentation(ligands, BALLS_AND_STICKS);
  if (!structure.residues?.length) return;
  const motif = await builders.structure.tryCreateComponentFromExpression(
    root,
    residuesExpression(structure.residues),
    `residues-${structure.label}`,
    { label: `${structure.label}: residues` },
  );
  if (!motif?.data) return;
  await builders.structure.representation.addRepresentation(motif, { ...BALLS_AND_STICKS, color: 'element-symbol' });
  if (structure.labelResidues !== false)
    await builders.structure.representation.addRepresentation(motif, {
      type: 'label',
      typeParams: { level: 'residue' },
    });
  parts.focus.push(Structure.toStructureElementLoci(motif.data));
}
