// Paths the result items point at. Image paths are the archive server's image routes
// (src/server/routes/images.ts), which the client resolves on its archive (imageUrl in
// src/client/archive-urls.ts); page paths are the site's own routes of seed 001 §2. Ids are path
// segments, so they are encoded.

const segment = (value: string): string => encodeURIComponent(value);

export const entryImagePath = (entryId: string): string => `/search/image/entry/${segment(entryId)}`;

export const assemblyImagePath = (entryId: string, assemblyId: string): string =>
  `/search/image/assembly/${segment(entryId)}/${segment(assemblyId)}`;

export const ligandImagePath = (compId: string): string => `/search/image/ligand/${segment(compId)}`;

export const structurePagePath = (entryId: string): string => `/structure/${segment(entryId)}`;

export const groupPagePath = (granularity: string, groupId: string): string =>
  `/groups/summary/${segment(granularity)}/${segment(groupId)}`;

/** What an image path above names, so browser-direct mode can fill its own template instead. */
export interface ImageOfPath {
  kind: 'structure' | 'ligand';
  id: string;
  /** A structure picture's assembly (absent for the entry's own picture). */
  assembly?: string;
}

const IMAGE_PATH = /^\/search\/image\/(entry|assembly|ligand)\/([^/?#]+)(?:\/([^/?#]+))?$/;

/** The image a path of entryImagePath, assemblyImagePath or ligandImagePath names; null for any other. */
export function imageOfPath(path: string): ImageOfPath | null {
  const match = IMAGE_PATH.exec(path);
  if (!match?.[2]) return null;
  const [, route, id, assembly] = match;
  const decode = (value: string): string | null => {
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  };
  const decodedId = decode(id);
  if (decodedId === null) return null;
  if (route === 'ligand') return assembly === undefined ? { kind: 'ligand', id: decodedId } : null;
  if (route === 'entry') return assembly === undefined ? { kind: 'structure', id: decodedId } : null;
  const decodedAssembly = assembly === undefined ? null : decode(assembly);
  return decodedAssembly === null ? null : { kind: 'structure', id: decodedId, assembly: decodedAssembly };
}
