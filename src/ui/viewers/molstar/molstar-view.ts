// The in-page 3D views (issue 37): Mol*'s plugin without its React interface, drawing into a
// canvas of its own inside the dialog's container (so no stylesheet of Mol*'s is needed and the
// element's shadow root holds everything). Loaded only when a view opens, from a bundle of its
// own (dist/viewers/molstar-view.js, rollup.config.mjs): Mol* is megabytes, never in an initial load.
//
// Each structure comes as mmCIF text (the caller fetched it through the store); structure-scene.ts
// builds what is drawn, the camera on the chosen residues if any.

import type { VisualQuality } from 'molstar/lib/mol-geo/geometry/base.js';
import { PluginContext } from 'molstar/lib/mol-plugin/context.js';
import { PluginConfig } from 'molstar/lib/mol-plugin/config.js';
import { DefaultPluginSpec } from 'molstar/lib/mol-plugin/spec.js';
import { StateTransforms } from 'molstar/lib/mol-plugin-state/transforms.js';
import { addStructure, type SceneParts, type ViewStructure } from './structure-scene.ts';

export type { ViewResidue, ViewStructure } from './structure-scene.ts';

/**
 * The cartoons' detail: the first picture at Mol*'s 'low', then, once it is on the screen,
 * 'medium'. Mol*'s 'auto' draws a structure the size of 4HHB at its finest, and in software WebGL
 * (this machine, many virtual desktops) that geometry is most of a first picture's wait; 'low'
 * looks the same at the dialog's size and leaves the detail a zoom shows to the second picture.
 */
const FIRST_QUALITY: VisualQuality = 'low';
const FINAL_QUALITY: VisualQuality = 'medium';

/** Raises the cartoons to the final quality (the plugin redraws them in place). */
async function refine(plugin: PluginContext, cartoons: SceneParts['cartoons']): Promise<void> {
  const update = plugin.build();
  for (const cartoon of cartoons)
    update.to(cartoon).update(StateTransforms.Representation.StructureRepresentation3D, (params) => ({
      ...params,
      type: { ...params.type, params: { ...params.type.params, quality: FINAL_QUALITY } },
    }));
  await update.commit();
}

export interface ShownView {
  /** Back to the first view (a keyboard user's way back after the mouse moved it). */
  resetCamera(): void;
  /** Ends the view; its plugin is kept for the next one. */
  dispose(): void;
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
    config: [
      ...(spec.config ?? []),
      [PluginConfig.Viewport.ShowExpand, false],
      // Mol* draws into targets of its own and copies the picture to the canvas: a multisampled
      // canvas smoothed nothing (the same pixels) and cost ≈ 100 ms of a first open here
      [PluginConfig.General.DisableAntialiasing, true],
    ],
  });
}

/**
 * The plugin the next view takes, initialised: the last closed view's (its WebGL context keeps the
 * shaders it compiled, the larger part of a first picture here) or one warmed before any view
 * opened (warm()).
 */
let idle: Promise<PluginContext> | undefined;

/** `plugin` initialised; with `canvas`, its canvas and WebGL context made too, drawing nothing yet. */
async function initialised(plugin: PluginContext, canvas = false): Promise<PluginContext> {
  try {
    await plugin.init();
    if (canvas && !(await plugin.initContainerAsync())) throw new Error('this browser cannot draw WebGL');
    plugin.canvas3d?.pause(true);
    return plugin;
  } catch (error) {
    plugin.dispose();
    throw error;
  }
}

/**
 * Readies a plugin and its canvas before a view is asked for (a pointer resting on a view's link,
 * or the link focused), so the view that opens skips that part of its wait: Mol*'s canvas, its
 * WebGL context and the programs of its passes took a third of a first open.
 */
export function warm(): void {
  if (idle) return;
  const warming = initialised(createPlugin(), true);
  idle = warming;
  warming.catch(() => {
    if (idle === warming) idle = undefined;
  });
}

/**
 * Fits the picture again when the canvas changes shape (a phone turned, a window resized) until
 * the user moves the camera: Mol* keeps the camera where it was, so a structure fitted to a wide
 * canvas ran off both sides of a narrow one.
 */
function refitOnResize(plugin: PluginContext, fit: () => void): { fitted(): void; stop(): void } {
  let fitted = false;
  const canvas = plugin.canvas3d!;
  const moved = () => (fitted = false);
  const subscriptions = [
    canvas.input.drag.subscribe(moved),
    canvas.input.wheel.subscribe(moved),
    canvas.input.pinch.subscribe(moved),
    canvas.resized.subscribe(() => {
      if (fitted) fit();
    }),
  ];
  return {
    fitted: () => (fitted = true),
    stop: () => subscriptions.forEach((s) => s.unsubscribe()),
  };
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
    // nothing drawn until the whole scene is there (show): Mol* commits a scene over several
    // frames, and each frame drawn before the last was a wait of its own
    plugin.canvas3d!.pause(true);
  } catch (error) {
    plugin.dispose();
    throw error;
  }
  // durationMs undefined: Mol*'s animated move (Reset view); 0: straight there
  let look = (durationMs?: number) => plugin.managers.camera.reset(undefined, durationMs);
  let closed = false;
  const refits = refitOnResize(plugin, () => look(0));
  /** Waiting for the first picture, to refine it. */
  let refining: { unsubscribe(): void } | undefined;
  return {
    async show(structures) {
      const parts: SceneParts = { focus: [], cartoons: [] };
      const { focus } = parts;
      // one transaction: the scene is drawn once, not after every step of every structure
      await plugin.dataTransaction(async () => {
        for (const structure of structures) await addStructure(plugin, structure, FIRST_QUALITY, parts);
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
      refits.fitted();
      const canvas = plugin.canvas3d!;
      canvas.commit(true);
      canvas.animate();
      // the finer cartoons once the first picture is on the screen: after its draw (didDraw
      // first repeats the last one's, at once) and the frame that shows it
      let last = true;
      refining = canvas.didDraw.subscribe(() => {
        if (last) return void (last = false);
        refining?.unsubscribe();
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (!closed) refine(plugin, parts.cartoons).catch(() => undefined);
          }),
        );
      });
    },
    resetCamera: () => {
      look();
      refits.fitted();
    },
    dispose() {
      if (closed) return;
      closed = true;
      refits.stop();
      refining?.unsubscribe();
      plugin.unmount();
      if (idle) return plugin.dispose();
      void plugin.clear().then(() => {
        if (idle) plugin.dispose();
        else idle = Promise.resolve(plugin);
      });
    },
  };
}
