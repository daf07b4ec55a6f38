// Ketcher itself: ketcher-react's editor with ketcher-standalone's structure service, which runs
// indigo (WASM) in a worker of this page, so drawing, SMILES and InChI need no server of Ketcher's
// own. Only the sketch page imports this module; nothing of the elements' bundles reaches it.

import { Editor } from 'ketcher-react';
import type { Ketcher } from 'ketcher-core';
import { StandaloneStructServiceProvider } from 'ketcher-standalone/dist/binaryWasmNoRender';
import type { DescriptorType } from '../../model/types.ts';

// One provider for the page: its module starts indigo's worker as soon as it loads, so the WASM
// compiles while React mounts the editor.
const structServiceProvider = new StandaloneStructServiceProvider();

const HIDDEN_BUTTONS = { 'create-monomer': { hidden: true } };

export interface KetcherSketcherProps {
  onInit: (ketcher: Ketcher) => void;
  /** Ketcher's own error messages (a file it cannot read, a structure indigo refuses). */
  onError: (message: string) => void;
}

export function KetcherSketcher({ onInit, onError }: KetcherSketcherProps) {
  return (
    <Editor
      staticResourcesUrl=""
      structServiceProvider={structServiceProvider}
      errorHandler={onError}
      onInit={onInit}
      // the sketch tool is for ligands: Ketcher's macromolecules mode and its monomer wizard write no
      // SMILES or InChI we search (the build leaves that editor out, rollup.config.mjs)
      disableMacromoleculesEditor
      buttons={HIDDEN_BUTTONS}
    />
  );
}

/** The drawing as a descriptor of `type`, or '' when the canvas is empty. */
export async function drawnDescriptor(ketcher: Ketcher, type: DescriptorType): Promise<string> {
  if (ketcher.editor.struct().isBlank()) return '';
  const text = type === 'InChI' ? await ketcher.getInchi() : await ketcher.getSmiles();
  return text.trim();
}
