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
   * Only this chain (label_asym_id), no ligands: coloured from N to C terminus, or for a pairwise
   * alignment its `aligned` residues' cartoon in `color` and the rest in `paleColor`.
   */
  chain?: { asymId: string; aligned?: { residues: readonly number[]; paleColor: number } };
}

export interface ShownView {
  /** Back to the first view (a keyboard user's way back after the mouse moved it). */
  resetCamera(): void;
  /** Ends the view; its plugin is kept for the next one. */
  dispose(): void;
}

type StructureRef = StateObjectSelector<PluginStateObject.Molecule.Structure>;

/**
 * Mol*'s 'auto' quality draws a structure the size of 4HHB at its finest, and in software WebGL
 * (this machine, many virtual desktops) that geometry is most of a first picture's wait: 'medium'
 * took the 4HHB view from 1.70 to 1.31 s once Mol* is loaded, and looks the same at a dialog's size.
 */
const CARTOON_QUALITY = 'medium';

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
): Promise<void> {
  const { asymId, aligned } = structure.chain;
  const parts = aligned
    ? [
        { seqIds: aligned.residues, inside: true, colour: structure.color, label: 'aligned residues' },
        { seqIds: aligned.residues, inside: false, colour: aligned.paleColor, label: 'other residues' },
      ]
    : [{ seqIds: undefined, inside: true, colour: structure.color, label: `chain ${asymId}` }];
  for (const part of parts) {
    const component = await plugin.builders.structure.tryCreateComponentFromExpression(
      root,
      chainPartExpression(asymId, part.seqIds, part.inside),
      `${structure.label}-${part.label}`,
      { label: `${structure.label}: ${part.label}` },
    );
    if (component)
      await plugin.builders.structure.representation.addRepresentation(component, {
        type: 'cartoon',
        typeParams: { quality: CARTOON_QUALITY },
        ...(part.colour === undefined
          ? { color: 'sequence-id' }
          : { color: 'uniform', colorParams: { value: part.colour } }),
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
    await addChain(plugin, root, { ...structure, chain: structure.chain });
    return [];
  }
  const polymer = await builders.structure.tryCreateComponentStatic(root, 'polymer');
  if (polymer)
    await builders.structure.representation.addRepresentation(polymer, {
      type: 'cartoon',
      typeParams: { quality: CARTOON_QUALITY },
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
 * The plugin the next view takes, initialised: the last closed view's (its WebGL context keeps the
 * shaders it compiled, the larger part of a first picture here) or one warmed before any view
 * opened (warm()).
 */
let idle: Promise<PluginContext> | undefined;

async function initialised(plugin: PluginContext): Promise<PluginContext> {
  try {
    await plugin.init();
    return plugin;
  } catch (error) {
    plugin.dispose();
    throw error;
  }
}

/**
 * Readies a plugin before a view is asked for (a pointer resting on a view's link, or the link
 * focused), so the view that opens skips that part of its wait.
 */
export function warm(): void {
  if (idle) return;
  const warming = initialised(createPlugin());
  idle = warming;
  warming.catch(() => {
    if (idle === warming) idle = undefined;
  });
}

export interface StructureView extends ShownView {
  /** Draws the structures; the camera on their residues, if any, else on everything. */
  show(structures: readonly ViewStructure[]): Promise<void>;
}

/**
 * Mol* in `container` (positioned, with a size), ready to draw: start it while the files load.
 * Rejects where WebGL is missing.
 */
export async function openView(container: HTMLElement): Promise<StructureView> {
  const taking = idle ?? initialised(createPlugin());
  idle = undefined;
  const plugin = await taking;
  try {
    if (!(await plugin.mountAsync(container))) throw new Error('this browser cannot draw WebGL');
  } catch (error) {
    plugin.dispose();
    throw error;
  }
  // durationMs undefined: Mol*'s animated move (Reset view); 0: straight there
  let look = (durationMs?: number) => plugin.managers.camera.reset(undefined, durationMs);
  let closed = false;
  return {
    async show(structures) {
      const focus: StructureElement.Loci[] = [];
      // one transaction: the scene is drawn once, not after every step of every structure
      await plugin.dataTransaction(async () => {
        for (const structure of structures) focus.push(...(await addStructure(plugin, structure)));
      });
      // the residues with their neighbourhood in view, not filling it
      if (focus.length > 0)
        look = (durationMs) =>
          plugin.managers.camera.focusLoci(focus, {
            minRadius: 14,
            ...(durationMs === undefined ? {} : { durationMs }),
          });
      // the first picture without a camera animation: in software WebGL each of its frames cost
      // 100-250 ms before the structure stood still
      look(0);
    },
    resetCamera: () => look(),
    dispose() {
      if (closed) return;
      closed = true;
      plugin.unmount();
      if (idle) return plugin.dispose();
      void plugin.clear().then(() => {
        if (idle) plugin.dispose();
        else idle = Promise.resolve(plugin);
      });
    },
  };
}
