// The Chemical section's edits as patches of its terminal's parameters (seed 000 §4: "Choosing the
// descriptor query type sets default descriptor and match types if absent"), and what the sketch
// tool opens with and writes back. Pure, so the editor only applies them.

import type { BuilderChemicalParameters, ChemicalQueryType, DescriptorType } from '../types.ts';
import { DEFAULTS } from '../constants/limits.ts';
import type { SketchParams } from '../chemical-sketch.ts';

/** Switching the query type; a descriptor gets SMILES and graph-relaxed-stereo unless it has its own. */
export function chemicalTypePatch(
  current: BuilderChemicalParameters,
  type: ChemicalQueryType,
): Partial<BuilderChemicalParameters> {
  if (type !== 'descriptor') return { type };
  return {
    type,
    descriptor_type: current.descriptor_type ?? DEFAULTS.descriptorType,
    match_type: current.match_type ?? DEFAULTS.matchType,
  };
}

/** The sketcher opens with the section's descriptor; a formula cannot be drawn, so it starts empty. */
export function sketchParamsOf(current: BuilderChemicalParameters): SketchParams {
  const descriptor = current.type === 'descriptor';
  return {
    descriptor_type: current.descriptor_type ?? DEFAULTS.descriptorType,
    match_type: current.match_type ?? DEFAULTS.matchType,
    value: descriptor ? current.value.trim() : '',
  };
}

/** A drawn molecule fills the descriptor, switching the query type to descriptor. */
export function sketchedDescriptorPatch(
  current: BuilderChemicalParameters,
  value: string,
  descriptorType: DescriptorType,
): Partial<BuilderChemicalParameters> {
  return {
    type: 'descriptor',
    value,
    descriptor_type: descriptorType,
    match_type: current.match_type ?? DEFAULTS.matchType,
  };
}
