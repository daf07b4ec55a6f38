// Which file on disk holds an entry or a chemical component. The map is built by scanning the
// archive directory (the same scan ingest uses), so a served path always comes from the scan and
// never from text a client sent: an id is only ever a key into this map, which makes path
// traversal impossible by construction.

import { fileStem, scanSource, type SourceRole } from '../../../../archive/ingest/source-files.ts';
import type { DiskFile } from '../../types.ts';

export interface ArchiveFiles {
  entry(entryId: string): DiskFile | undefined;
  /** CCD definition, or for a BIRD id its chemical-component file (PRDCC_), else its PRD_ file. */
  component(compId: string): DiskFile | undefined;
}

const ENTRY_ROLES: ReadonlySet<SourceRole> = new Set(['entry', 'integrative']);
const EXTENDED_PDB_ID = /^PDB_0000([0-9][A-Z0-9]{3})$/;

function describe(path: string, stem: string): DiskFile {
  return { path, stem, gzipped: /\.gz$/i.test(path), binary: /\.bcif(\.gz)?$/i.test(path) };
}

function buildArchiveFiles(sourceDir: string): ArchiveFiles {
  const entries = new Map<string, DiskFile>();
  const components = new Map<string, DiskFile>();
  const birdDefinitions = new Map<string, DiskFile>();
  for (const file of scanSource(sourceDir).files) {
    const stem = fileStem(file.relativePath).toUpperCase();
    if (ENTRY_ROLES.has(file.role)) {
      const key = EXTENDED_PDB_ID.exec(stem)?.[1] ?? stem;
      // A text file wins over a BinaryCIF copy of the same entry: only text can be served as cif.
      const existing = entries.get(key);
      if (!existing || existing.binary) entries.set(key, describe(file.absolutePath, key));
    } else if (file.role === 'chem_comp') {
      components.set(stem, describe(file.absolutePath, stem));
    } else if (file.role === 'bird_chem_comp') {
      components.set(stem.replace(/^PRDCC_/, 'PRD_'), describe(file.absolutePath, stem));
    } else if (file.role === 'bird') {
      birdDefinitions.set(stem, describe(file.absolutePath, stem));
    }
  }
  for (const [id, file] of birdDefinitions) if (!components.has(id)) components.set(id, file);
  return {
    entry: (entryId) => entries.get(entryId.toUpperCase()),
    component: (compId) => components.get(compId.toUpperCase()),
  };
}

const bySourceDir = new Map<string, ArchiveFiles>();

/** The file map of an archive directory, scanned on first use and kept for the process. */
export function archiveFiles(sourceDir: string): ArchiveFiles {
  let files = bySourceDir.get(sourceDir);
  if (!files) bySourceDir.set(sourceDir, (files = buildArchiveFiles(sourceDir)));
  return files;
}
