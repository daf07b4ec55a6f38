// The upstream engine's files and pictures: whether an entry, component or assembly exists is the
// Data API's answer (one small GraphQL request each, cached by the shared transport); the files
// are at the upstream file server under files.rcsb.org's paths (/download/{id}.cif.gz,
// /ligands/download/{id}.cif), streamed through our routes (server/files/upstream-file.ts); the
// pictures are drawn as the embedded engine draws them (engine/embedded/files/images.ts: code
// that reads src/archive lives there), an entry's from its file at the file server, a
// component's from the Data API's SMILES.

import { graphqlCall } from '../../../client/direct/public-api-calls.ts';
import { COMPUTED_MODEL_ENTRY_ID } from '../../../model/computed-model-id.ts';
import { isRecord } from '../../../model/json-shape.ts';
import { entryIdCandidates, hasIdentifierShape } from '../../files/identifier-shape.ts';
import { componentImage, entryImage } from '../embedded/files/images.ts';
import type { EngineFiles, PictureOf, UpstreamFile } from '../types.ts';
import { fillFileTemplate, RCSB_FILE_TEMPLATES } from '../../../model/file-templates.ts';
import type { UpstreamApis } from './upstream-apis.ts';
import { upstreamValue } from './upstream-answers.ts';

const ENTRY = 'query($id:String!){entry(entry_id:$id){rcsb_id}}';
const COMPONENT = 'query($id:String!){chem_comp(comp_id:$id){rcsb_id rcsb_chem_comp_descriptor{SMILES SMILES_stereo}}}';
const ASSEMBLY = 'query($entry:String!,$assembly:String!){assembly(entry_id:$entry,assembly_id:$assembly){rcsb_id}}';

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
}

/** The RCSB's picture, as its own pages show it (rcsb.org's jpeg of an assembly, svg of a component). */
function rcsbPicture(of: PictureOf): UpstreamFile {
  const [template, id, assembly] =
    'componentId' in of
      ? [RCSB_FILE_TEMPLATES.ligandImageUrl, of.componentId, undefined]
      : [RCSB_FILE_TEMPLATES.imageUrl, of.entryId, of.assemblyId];
  const url = fillFileTemplate(template, { id, ...(assembly ? { assembly } : {}) });
  return { url, stem: id, gzipped: false, binary: true };
}

export function upstreamFiles({ data, files, rcsb }: UpstreamApis): EngineFiles {
  /** The record at `root`, or undefined when the Data API holds none. */
  const record = async (query: string, variables: Record<string, string>, root: string) => {
    const answer = upstreamValue(await data.send<GraphqlAnswer>(graphqlCall(query, variables)));
    const found = answer.data?.[root];
    return isRecord(found) ? found : undefined;
  };
  const file = (path: string, stem: string, gzipped: boolean): UpstreamFile => ({
    url: `${files}${path}`,
    stem,
    gzipped,
    binary: false,
  });
  return {
    entry: async (raw, options) => {
      for (const id of entryIdCandidates(raw, options))
        if (await record(ENTRY, { id }, 'entry')) return { id, computational: COMPUTED_MODEL_ENTRY_ID.test(id) };
      return undefined;
    },
    component: async (raw) => {
      const id = raw.trim().toUpperCase();
      if (!hasIdentifierShape(id)) return undefined;
      return (await record(COMPONENT, { id }, 'chem_comp')) ? id : undefined;
    },
    hasAssembly: async (assemblyId) => {
      const cut = assemblyId.lastIndexOf('-');
      const variables = { entry: assemblyId.slice(0, cut), assembly: assemblyId.slice(cut + 1) };
      return cut > 0 && (await record(ASSEMBLY, variables, 'assembly')) !== undefined;
    },
    entryFile: async (entryId) => file(`/download/${encodeURIComponent(entryId)}.cif.gz`, entryId, true),
    componentFile: async (compId) => file(`/ligands/download/${encodeURIComponent(compId)}.cif`, compId, false),
    entryImage: async (entry, assemblyId) =>
      entryImage(file(`/download/${encodeURIComponent(entry.id)}.cif.gz`, entry.id, true), entry, assemblyId),
    componentImage: async (compId) =>
      componentImage(compId, (await record(COMPONENT, { id: compId }, 'chem_comp'))?.rcsb_chem_comp_descriptor),
    // drawing one from a whole mmCIF file of the PDB would cost far more than passing the RCSB's on
    picture: async (of) => (rcsb ? rcsbPicture(of) : undefined),
  };
}
