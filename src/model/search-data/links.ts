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
