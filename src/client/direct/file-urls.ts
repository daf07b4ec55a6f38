// Browser-direct mode's pictures and files (issue 34): the page's templates (model/file-templates.ts),
// rcsb.org's under source="rcsb", else the Data API server's own image and file routes (our server
// standing in has them; src/server/routes/images.ts, files.ts). Small, outside the lazy chunk: a
// view asks for a picture's URL while it renders (and a 3D view for its file, fetched from the same
// template). The templates are read at each call, so an attribute set after the client was built
// still counts.

import type { ApiSettings } from '../../model/api-settings.ts';
import {
  chooseFileTemplate,
  fillFileTemplate,
  RCSB_FILE_TEMPLATES,
  type FileTemplateKind,
  type FileTemplates,
} from '../../model/file-templates.ts';
import { resolveUrl } from '../../model/identifiers.ts';
import { imageOfPath, ligandImagePath } from '../../model/search-data/links.ts';
import type { DownloadFormKind } from '../archive-urls.ts';
import type { ClientResult, FetchLike } from '../http.ts';
import { fetchStructureText } from '../structure-file.ts';

export type FileSettings = ApiSettings & FileTemplates;

/** Our server's file routes, as a template on the Data API server when the page names none. */
const SERVER_FILE_TEMPLATES: Readonly<Record<'fileUrl' | 'ligandFileUrl', string>> = {
  fileUrl: '/download/{id}.cif.gz',
  ligandFileUrl: '/ligand-file/{id}.cif.gz',
};

export interface DirectFileUrls {
  imageUrl(path: string): string;
  ligandImageUrl(componentId: string, given?: string): string;
  /** Where a structure's (entries) or a chemical component's (ligands) file is fetched from. */
  fileUrl(id: string, kind: DownloadFormKind): string;
  /** An entry's mmCIF file as text, from fileUrl (the in-page 3D views). */
  structureFile(entryId: string, signal?: AbortSignal): Promise<ClientResult<string>>;
}

/** `fetch`: the one files are fetched with (tests); the browser's by default. */
export function createFileUrlClient(settings: () => FileSettings, fetch?: FetchLike): DirectFileUrls {
  const templateOf = (kind: FileTemplateKind): string => {
    const current = settings();
    const key = `${kind}Url` as const;
    const rcsb = current.source?.trim().toLowerCase() === 'rcsb' ? RCSB_FILE_TEMPLATES[key] : '';
    return chooseFileTemplate(current[key], rcsb);
  };
  const onDataApi = (path: string): string => resolveUrl(settings().dataApi ?? '', path);

  const fileUrl = (id: string, kind: DownloadFormKind): string => {
    const key = kind === 'ligands' ? 'ligandFileUrl' : 'fileUrl';
    const template = templateOf(kind === 'ligands' ? 'ligandFile' : 'file');
    return template
      ? fillFileTemplate(template, { id })
      : onDataApi(fillFileTemplate(SERVER_FILE_TEMPLATES[key], { id }));
  };

  return {
    imageUrl(path) {
      const image = imageOfPath(path);
      const template = image && templateOf(image.kind === 'ligand' ? 'ligandImage' : 'image');
      return image && template ? fillFileTemplate(template, image) : onDataApi(path);
    },
    ligandImageUrl(componentId, given) {
      const template = templateOf('ligandImage');
      return template
        ? fillFileTemplate(template, { id: componentId })
        : onDataApi(given ?? ligandImagePath(componentId));
    },
    fileUrl,
    structureFile: (entryId, signal) =>
      fetchStructureText({ apiBase: '', ...(fetch ? { fetch } : {}) }, fileUrl(entryId, 'entries'), signal),
  };
}
