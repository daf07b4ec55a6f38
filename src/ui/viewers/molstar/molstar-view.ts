// The in-page 3D views (issue 37): Mol*'s plugin without its React interface, drawing into a
// canvas of its own inside the dialog's container (so no stylesheet of Mol*'s is needed and the
// element's shadow root holds everything). Loaded only when a view opens, from a bundle of its
// own (dist/viewers/molstar-view.js, rollup.config.mjs): Mol* is megabytes, never in an initial load.
//
// Each structure comes as mmCIF text (the caller fetched it through the store), drawn as its
// assembly when one is named; one may be moved by a 4×4 column-major transformation (a motif hit or
// an aligned chain onto its query), and chosen residues are drawn as balls and sticks with labels
// on top of the cartoon, the camera on them.

import { Mat4 } from 'molstar/lib/mol-math/linear-algebra.js';
import { Structure } from 'molstar/lib/mol-model/structure.js';
import { StateTransforms } from 'molstar/lib/mol-plugin-state/transforms.js';
import { PluginContext } from 'molstar/lib/mol-plugin/context.js';
import { PluginConfig } from 'molstar/lib/mol-plugin/config.js';
import { DefaultPluginSpec } from 'molstar/lib/mol-plugin/spec.js';
import { MolScriptBuilder as MS } from 'molstar/lib/mol-script/language/builder.js';
import type { Expression } from 'molstar/lib/mol-script/language/expression.js';
import type { StateObjectSelector } from 'molstar/lib/mol-state/index.js';
import type { PluginStateObject } from 'molstar/lib/mol-plugin-state/objects.js';
import type { StructureElement } from 'molstar/lib/mol-model/structure.js';

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
   * Only this chain (label_asym_id), its `aligned` residues' cartoon in `color` and the rest in
   * `paleColor` (a pairwise alignment); no ligands.
   */
  chain?: { asymId: string; aligned: readonly number[]; paleColor: number };
}

export interface ShownView {
  /** Back to the first view (a keyboard user's way back after the mouse moved it). */
  resetCamera(): void;
  /** Ends the view; its plugin is kept for the next one. */
  dispose(): void;
}

type StructureRef = StateObjectSelector<PluginStateObject.Molecule.Structure>;

function residuesExpression(residues: readonly ViewResidue[]): Expression {
  const { and, or } = MS.core.logic;
  const { eq } = MS.core.rel;
  const { label_asym_id, label_seq_id } = MS.struct.atomProperty.macromolecular;
  return MS.struct.generator.atomGroups({
    'residue-test': or(residues.map((r) => and([eq([label_asym_id(), r.asymId]), eq([label_seq_id(), r.seqId])]))),
  });
}

/** The chain's residues in `seqIds` (inside) or outside them. */
function chainPartExpression(asymId: string, seqIds: readonly number[], inside: boolean): Expression {
  const { label_asym_id, label_seq_id } = MS.struct.atomProperty.macromolecular;
  const member = MS.core.set.has([MS.set(...seqIds), label_seq_id()]);
  return MS.struct.generator.atomGroups({
    'chain-test': MS.core.rel.eq([label_asym_id(), asymId]),
    'residue-test': inside ? member : MS.core.logic.not([member]),
  });
}

/** One chain as two cartoons: its aligned residues strong, the others pale. */
async function addAlignedChain(
  plugin: PluginContext,
  root: StructureRef,
  structure: ViewStructure & Required<Pick<ViewStructure, 'chain'>>,
): Promise<void> {
  const { asymId, aligned, paleColor } = structure.chain;
  const parts = [
    { inside: true, color: structure.color, label: 'aligned residues' },
    { inside: false, color: paleColor, label: 'other residues' },
  ];
  for (const part of parts) {
    const component = await plugin.builders.structure.tryCreateComponentFromExpression(
      root,
      chainPartExpression(asymId, aligned, part.inside),
      `${structure.label}-${part.inside ? 'aligned' : 'other'}`,
      { label: `${structure.label}: ${part.label}` },
    );
    if (component)
      await plugin.builders.structure.representation.addRepresentation(component, {
        type: 'cartoon',
        color: 'uniform',
        colorParams: { value: part.color ?? paleColor },
      });
  }
}

async function addStructure(plugin: PluginContext, structure: ViewStructure): Promise<StructureElement.Loci[]> {
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
  if (structure.chain) {
    await addAlignedChain(plugin, root, { ...structure, chain: structure.chain });
    return [];
  }
  const polymer = await builders.structure.tryCreateComponentStatic(root, 'polymer');
  if (polymer)
    await builders.structure.representation.addRepresentation(polymer, {
      type: 'cartoon',
      ...(structure.color === undefined
        ? { color: 'chain-id' }
        : { color: 'uniform', colorParams: { value: structure.color } }),
    });
  const ligands = await builders.structure.tryCreateComponentStatic(root, 'ligand');
  if (ligands) await builders.structure.representation.addRepresentation(ligands, { type: 'ball-and-stick' });
  if (!structure.residues?.length) return [];
  const motif = await builders.structure.tryCreateComponentFromExpression(
    root,
    residuesExpression(structure.residues),
    `residues-${structure.label}`,
    { label: `${structure.label}: residues` },
  );
  if (!motif?.data) return [];
  await builders.structure.representation.addRepresentation(motif, { type: 'ball-and-stick', color: 'element-symbol' });
  if (structure.labelResidues !== false)
    await builders.structure.representation.addRepresentation(motif, {
      type: 'label',
      typeParams: { level: 'residue' },
    });
  return [Structure.toStructureElementLoci(motif.data)];
}

function createPlugin(): PluginContext {
  const spec = DefaultPluginSpec();
  return new PluginContext({
    ...spec,
    canvas3d: {
      ...spec.canvas3d,
      // On a machine drawing WebGL in software (this one, many virtual desktops) these took the
      // first picture of 4HHB from 5.9 to 1.8 s; the picture stays clear without them.
      postprocessing: {
        occlusion: { name: 'off', params: {} },
        bloom: { name: 'off', params: {} },
        antialiasing: { name: 'off', params: {} },
      },
      multiSample: { mode: 'off' },
    },
    config: [...(spec.config ?? []), [PluginConfig.Viewport.ShowExpand, false]],
  });
}

/**
 * The plugin of the last view closed, kept for the next one: its WebGL context keeps the shaders
 * it compiled (the larger part of a first picture here), so a later view skips that.
 */
let idle: PluginContext | undefined;

export interface StructureView extends ShownView {
  /** Draws the structures; the camera on their residues, if any, else on everything. */
  show(structures: readonly ViewStructure[]): Promise<void>;
}

/**
 * Mol* in `container` (positioned, with a size), ready to draw: start it while the files load.
 * Rejects where WebGL is missing.
 */
export async function openView(container: HTMLElement): Promise<StructureView> {
  const plugin = idle ?? createPlugin();
  idle = undefined;
  try {
    if (!plugin.isInitialized) await plugin.init();
    if (!(await plugin.mountAsync(container))) throw new Error('this browser cannot draw WebGL');
  } catch (error) {
    plugin.dispose();
    throw error;
  }
  let look = () => plugin.managers.camera.reset();
  let closed = false;
  return {
    async show(structures) {
      const focus: StructureElement.Loci[] = [];
      // one transaction: the scene is drawn once, not after every step of every structure
      await plugin.dataTransaction(async () => {
        for (const structure of structures) focus.push(...(await addStructure(plugin, structure)));
      });
      // the residues with their neighbourhood in view, not filling it
      if (focus.length > 0) look = () => plugin.managers.camera.focusLoci(focus, { minRadius: 14 });
      look();
    },
    resetCamera: () => look(),
    dispose() {
      if (closed) return;
      closed = true;
      plugin.unmount();
      if (idle) return plugin.dispose();
      void plugin.clear().then(() => {
        if (idle) plugin.dispose();
        else idle = plugin;
      });
    },
  };
}
