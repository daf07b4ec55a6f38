// One RDKit (WASM) instance per process, loaded on first use: it takes ~80 ms and ~30 MB, which
// a server that never draws a ligand or runs a chemical search should not pay.

import initRDKitModule, { type MainModule as RDKitModule } from '@rdkit/rdkit';

let loading: Promise<RDKitModule> | undefined;

export function loadRdkit(): Promise<RDKitModule> {
  loading ??= initRDKitModule();
  return loading;
}
