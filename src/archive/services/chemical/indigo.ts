// Indigo, as indigo-ketcher compiles it to WebAssembly for the sketcher, reads InChI for the
// chemical search: RDKit's JavaScript build has no InChI reader, and Indigo carries the IUPAC
// InChI library's. One instance per thread (each chemical worker has its own), loaded on the
// first InChI that needs it: importing it takes about 0.3 s, starting it 0.25 s and its first
// InChI 0.15 s more, and it holds about 100 MB, which a search by SMILES or formula should not
// pay.
//
// Indigo throws its errors from WebAssembly as JavaScript strings, which skips the unwinding of
// its C++ frames: every refused input leaks, and after about 1,170 refusals the instance fails
// on everything ('memory access out of bounds'). So an instance is replaced after
// REFUSALS_PER_INSTANCE refusals (a fresh one starts in about 100 ms), and at once when it
// throws anything but a string.

import type { IndigoModule, IndigoOptions } from 'indigo-ketcher/jsNoRender';

export const REFUSALS_PER_INSTANCE = 250;

let loading: Promise<IndigoModule> | undefined;
let refusals = 0;
let starts = 0;

function loadIndigo(): Promise<IndigoModule> {
  if (!loading) {
    starts++;
    loading = import('indigo-ketcher/jsNoRender').then(({ default: createIndigo }) => createIndigo());
  }
  return loading;
}

/** How many instances this thread has started. */
export function indigoStarts(): number {
  return starts;
}

/** The next InChI gets a fresh instance; this one is left to the garbage collector. */
function replaceIndigo(): void {
  loading = undefined;
  refusals = 0;
}

/** An InChI the InChI library refused; the message says why, in the user's terms. */
export class InchiRefused extends Error {}

/**
 * The structure of an InChI as a molfile, laid out in 2D: RDKit reads a molfile's stereo from
 * its coordinates and wedges, and an InChI has no coordinates (without the layout every atom
 * sits at the origin and the /t and /b layers are lost). Whatever Indigo throws becomes an
 * InchiRefused.
 */
export async function molfileOfInchi(inchi: string): Promise<string> {
  const indigo = await loadIndigo();
  let options: IndigoOptions | undefined;
  let struct: unknown;
  try {
    options = new indigo.MapStringString();
    options.set('output-content-type', 'application/json');
    // one pass of the layout's refinement: the drawing is never shown, and the full refinement
    // takes seconds on a macrocycle (a cyclodextrin: 2 s, 0.2 s with one) for the same stereo
    options.set('layout-max-iterations', '1');
    ({ struct } = JSON.parse(indigo.layout(inchi, 'molfile', options)) as { struct?: unknown });
  } catch (error) {
    if (typeof error !== 'string') {
      replaceIndigo();
      throw new InchiRefused('the InChI library failed on it');
    }
    if (++refusals >= REFUSALS_PER_INSTANCE) replaceIndigo();
    throw new InchiRefused(refusalReason(error));
  } finally {
    try {
      options?.delete();
    } catch {
      // an instance that failed, being replaced
    }
  }
  // Indigo's reader takes any format it recognises; only a molecule will do
  if (typeof struct !== 'string' || struct.startsWith('$RXN')) throw new InchiRefused('it is not a molecule');
  return struct;
}

/**
 * Indigo's message lists what each of its readers said ("Given string could not be loaded as
 * ... see the error messages: 'inchi-wrapper: Wrong InChI format', 'scanner: ...', ..."); the
 * InChI reader's ('inchi-wrapper') is the one that counts. The InChI library says 'Wrong InChI
 * format' when the formula or the layers after it are missing, and 'Internal error parsing InChI
 * string' for any layer it cannot read or that does not fit the others.
 */
export function refusalReason(message: string): string {
  const said = /'inchi-wrapper: ([^']*)'/.exec(message)?.[1]?.trim();
  if (said === undefined) return 'it cannot be read as a molecule';
  if (/^Wrong InChI format/i.test(said)) return 'its formula or its layers are missing';
  if (/^Internal error parsing InChI string/i.test(said))
    return 'a layer is malformed or does not fit the others (an atom number the formula does not have, say)';
  return `the InChI library cannot read it (${said.replace(/\.$/, '')})`;
}
