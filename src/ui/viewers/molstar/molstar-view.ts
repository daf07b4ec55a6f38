// The in-page 3D view (issue 37): Mol*'s plugin without its React interface, drawing into a
// canvas of its own inside the dialog's container (so no stylesheet of Mol*'s is needed and the
// element's shadow root holds everything). Loaded only when a view opens, from a bundle of its
// own (dist/viewers/molstar-view.js, rollup.config.mjs): Mol* is megabytes, never in an initial load.
//
// Each structure comes as mmCIF text (the caller fetched it through the store); one may be moved
// by a 4×4 column-major transformation (a motif hit or an aligned chain onto its query), and its
// chosen residues drawn as balls and sticks with labels on top of the cartoon.

import { PluginContext } from 'molstar/lib/mol-plugin/context.js';
import { DefaultPluginSpec } from 'molstar/lib/mol-plugin/spec.js';
import { PluginConfig } from 'molstar/lib/mol-plugin/config.js';

export interface ViewStructure {
  /** mmCIF text. */
  cif: string;
  label: string;
}

export interface ShownView {
  /** Back to the whole scene in view (a keyboard user's way back after the mouse moved it). */
  resetCamera(): void;
  dispose(): void;
}

/** Shows the structures in `container` (positioned, with a size); rejects where WebGL is missing. */
export async function showStructures(container: HTMLElement, structures: readonly ViewStructure[]): Promise<ShownView> {
  const spec = DefaultPluginSpec();
  const plugin = new PluginContext({
    ...spec,
    canvas3d: {
      ...spec.canvas3d,
      postprocessing: {
        occlusion: { name: 'off', params: {} },
        bloom: { name: 'off', params: {} },
        antialiasing: { name: 'off', params: {} },
      },
      multiSample: { mode: 'off' },
    },
    config: [
      ...(spec.config ?? []),
      // a dialog's view: no network beyond the files given, no help overlays
      [PluginConfig.Viewport.ShowExpand, false],
    ],
  });
  await plugin.init();
  try {
    if (!(await plugin.mountAsync(container))) throw new Error('this browser cannot draw WebGL');
    for (const structure of structures) {
      const data = await plugin.builders.data.rawData({ data: structure.cif, label: structure.label });
      const trajectory = await plugin.builders.structure.parseTrajectory(data, 'mmcif');
      await plugin.builders.structure.hierarchy.applyPreset(trajectory, 'default');
    }
  } catch (error) {
    plugin.dispose();
    throw error;
  }
  return {
    resetCamera: () => plugin.managers.camera.reset(),
    dispose: () => plugin.dispose(),
  };
}
