// Finds the input files of an archive directory. Two layouts are understood:
//  - the shared sample archive: entries/, ccd/ (+ ccd/prd/), extra/, schema/
//  - a flat or PDB-style tree of entry files (e.g. data/structures/divided/mmCIF/hh/4hhb.cif.gz),
//    with chemical components under any directory named ccd/, chem_comp/ or ligands/.

import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { TREE_IDS } from './annotations/trees.ts';

export type SourceRole =
  | 'entry'
  | 'chem_comp'
  | 'bird'
  | 'bird_chem_comp'
  | 'bird_family'
  | 'integrative'
  | 'validation'
  | 'annotation'
  | 'schema';

export interface SourceFile {
  /** Path relative to the source root, with forward slashes (stable across machines). */
  relativePath: string;
  absolutePath: string;
  role: SourceRole;
  size: number;
  mtimeMs: number;
}

const CIF_FILE = /\.(cif|bcif|mmcif)(\.gz)?$/i;
const CHEM_DIRS = new Set(['ccd', 'chem_comp', 'chem_comps', 'ligands', 'components']);
const NON_ENTRY_DIRS = new Set(['extra', 'schema', 'validation', 'holdings', 'sifts', 'clusters', 'node_modules']);

/** Annotation tables the ingest reads (relative to extra/); anything else there is ignored. */
export const ANNOTATION_FILES = [
  'sifts/pdb_chain_uniprot.csv.gz',
  'sifts/pdb_chain_enzyme.csv.gz',
  'sifts/pdb_chain_pfam.csv.gz',
  'sifts/pdb_chain_cath_uniprot.csv.gz',
  'sifts/pdb_chain_scop_uniprot.csv.gz',
  'sifts/pdb_pubmed.csv.gz',
  ...[30, 40, 50, 70, 90, 95, 100].map((c) => `clusters/clusters-by-entity-${c}.txt.gz`),
  'holdings/all-pdb-list.gz',
  'holdings/obsolete_entry.json.gz',
  'holdings/obsolete-pdb-list.gz',
  'holdings/pdb_seq_prerelease.fasta.gz',
  'holdings/prerelease_seq.txt.gz',
  'holdings/theoretical_model_v2.tsv.gz',
  'holdings/pdb_ndb_mapping.tsv.gz',
  'holdings/pdb_emdb_mapping.txt.gz',
  'trees/taxonomy/canonical_names.tsv',
  ...TREE_IDS.flatMap((tree) => [`trees/${tree}/nodes.tsv`, `trees/${tree}/map.tsv`]),
];

export const SCHEMA_FILES = ['structure_schema.json', 'chemical_schema.json'];

export function fileStem(file: string): string {
  return path.basename(file).replace(CIF_FILE, '');
}

/** The entry id a file names: its stem, less a validation report's suffix, upper-cased. */
export function namedEntryId(file: SourceFile): string {
  return fileStem(file.relativePath)
    .replace(/_validation$/i, '')
    .toUpperCase();
}

function walk(dir: string, visit: (file: string, stats: Stats) => void): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    let stats: Stats;
    try {
      stats = statSync(full);
    } catch {
      continue;
    }
    if (stats.isDirectory()) walk(full, visit);
    else if (stats.isFile()) visit(full, stats);
  }
}

function chemRole(file: string): SourceRole {
  const stem = fileStem(file).toUpperCase();
  if (stem.startsWith('PRDCC_')) return 'bird_chem_comp';
  if (stem.startsWith('PRD_')) return 'bird';
  if (stem.startsWith('FAM_')) return 'bird_family';
  return 'chem_comp';
}

export interface SourceInventory {
  root: string;
  files: SourceFile[];
  /** Directory the RCSB schemas were taken from (may lie outside the source). */
  schemaDir?: string;
}

function record(root: string, file: string, stats: Stats, role: SourceRole): SourceFile {
  const relativePath = path.relative(root, file).split(path.sep).join('/');
  return { relativePath, absolutePath: file, role, size: stats.size, mtimeMs: stats.mtimeMs };
}

export function scanSource(root: string, schemaDir?: string): SourceInventory {
  const files: SourceFile[] = [];
  const relativeParts = (file: string): string[] => path.relative(root, file).split(path.sep);

  walk(root, (file, stats) => {
    const parts = relativeParts(file);
    const top = parts[0] ?? '';
    const name = parts[parts.length - 1] ?? '';
    if (top === 'extra') {
      const inner = parts.slice(1).join('/');
      if (parts[1] === 'ihm' && CIF_FILE.test(name)) files.push(record(root, file, stats, 'integrative'));
      else if (parts[1] === 'validation' && /_validation\.cif(\.gz)?$/i.test(name))
        files.push(record(root, file, stats, 'validation'));
      else if (
        ANNOTATION_FILES.includes(inner) ||
        (parts[1] === 'csm_holdings' && /holdings\.json(\.gz)?$/.test(name))
      ) {
        files.push(record(root, file, stats, 'annotation'));
      }
      return;
    }
    if (top === 'schema') {
      if (SCHEMA_FILES.includes(name) && !schemaDir) files.push(record(root, file, stats, 'schema'));
      return;
    }
    if (!CIF_FILE.test(name)) return;
    if (parts.slice(0, -1).some((dir) => CHEM_DIRS.has(dir.toLowerCase()))) {
      files.push(record(root, file, stats, chemRole(file)));
      return;
    }
    if (parts.slice(0, -1).some((dir) => NON_ENTRY_DIRS.has(dir.toLowerCase()))) return;
    files.push(record(root, file, stats, 'entry'));
  });

  let usedSchemaDir: string | undefined = schemaDir;
  if (schemaDir) {
    for (const name of SCHEMA_FILES) {
      const file = path.join(schemaDir, name);
      try {
        const stats = statSync(file);
        files.push({
          relativePath: `schema/${name}`,
          absolutePath: file,
          role: 'schema',
          size: stats.size,
          mtimeMs: stats.mtimeMs,
        });
      } catch {
        // reported by the caller, which knows whether a schema is required
      }
    }
  } else if (files.some((f) => f.role === 'schema')) {
    usedSchemaDir = path.join(root, 'schema');
  }
  files.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
  return { root, files, ...(usedSchemaDir ? { schemaDir: usedSchemaDir } : {}) };
}
