// The messages between the sketch page in the builder's dialog (a frame) and the dialog around it.
// Ketcher runs in a page of its own (its global CSS, its MUI portals and its worker need a whole
// document, not a shadow root), so the two talk with postMessage; every message carries `source`
// so either side ignores the page's other traffic.

import type { DescriptorType } from '../../model/types.ts';

export const SKETCH_MESSAGE_SOURCE = 'pdb-chemical-sketch';

/** From the frame: the sketcher is usable (Ketcher's onInit, the opening molecule loaded). */
export interface SketchReady {
  source: typeof SKETCH_MESSAGE_SOURCE;
  type: 'ready';
}
/** From the frame: the drawing as a descriptor ('' for an empty canvas), or why it has none. */
export interface SketchMolecule {
  source: typeof SKETCH_MESSAGE_SOURCE;
  type: 'molecule';
  value: string;
  descriptor_type: DescriptorType;
  error?: string;
}
/** From the frame: Escape with nothing left for Ketcher to do with it; the dialog closes. */
export interface SketchCancel {
  source: typeof SKETCH_MESSAGE_SOURCE;
  type: 'cancel';
}
/** To the frame: answer with the drawing as this descriptor type. */
export interface SketchRequest {
  source: typeof SKETCH_MESSAGE_SOURCE;
  type: 'get';
  descriptor_type: DescriptorType;
}

export type FromSketch = SketchReady | SketchMolecule | SketchCancel;

function isSketchMessage(data: unknown): data is { source: string; type: string } {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === SKETCH_MESSAGE_SOURCE;
}

export function asFromSketch(data: unknown): FromSketch | null {
  if (!isSketchMessage(data)) return null;
  return data.type === 'ready' || data.type === 'molecule' || data.type === 'cancel' ? (data as FromSketch) : null;
}

export function asSketchRequest(data: unknown): SketchRequest | null {
  return isSketchMessage(data) && data.type === 'get' ? (data as SketchRequest) : null;
}
