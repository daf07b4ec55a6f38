// The classification trees of the archive's extra/trees/ folder (its SOURCES.md names
// each source): every tree's nodes with their parents, and the map from archive identifiers
// (entity 'ENTRY_1', author chain 'ENTRY.A', entry 'ENTRY') to nodes. Columns are read by their
// header's names, since the trees name them differently (GO's map says go_id, taxonomy's taxid).
// GO is a directed acyclic graph: a term has one row per parent. Map rows repeat once per
// provenance; each identifier-node pair is kept once.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { readLines } from './read-lines.ts';
import { SERVED_TREE_IDS, type ServedTreeId } from '../../../model/trees.ts';
import type { ClassificationTree, ClassNode, MappedIdType } from './classification-tree.ts';
import { Lineages } from './lineage.ts';
import { taxaByName, type TaxaByName } from './taxon-names.ts';

export const TREE_IDS = SERVED_TREE_IDS;
export type TreeId = ServedTreeId;

interface TreeFiles {
  /** The column of map.tsv holding the node id. */
  mapNode: string;
  /** The column holding the node's display name in nodes.tsv. */
  name: string;
  /** The column holding its rank or level. */
  rank: string;
  /** Map rows to leave out (taxonomy's taxids that are not in the tree). */
  skip?: (row: Record<string, string>) => boolean;
}

const FILES: Record<TreeId, TreeFiles> = {
  // NCBITaxon labels carry NCBI's unique-name suffix ('Mus <genus>'); display_name drops it
  taxonomy: { mapNode: 'taxid', name: 'display_name', rank: 'rank', skip: (row) => row.tree_status !== 'placed' },
  ec: { mapNode: 'node_id', name: 'name', rank: 'level' },
  go: { mapNode: 'go_id', name: 'name', rank: 'aspect' },
  pfam: { mapNode: 'node_id', name: 'name', rank: 'level' },
  scop2: { mapNode: 'node_id', name: 'name', rank: 'level' },
};

/**
 * The archive's identifier for a map row's: most rows name computed models as the archive does
 * ('AF_AFQ76EI6F1_1'), some as their source database does ('AF-Q76EI6-F1_1',
 * 'MA-BAK-CEPC-0003_1'), which is read as the former: the prefix twice, without the dashes.
 */
export function archiveId(raw: string): string {
  return raw.replace(/^(AF|MA)-([A-Z0-9-]+)/, (_, db: string, id: string) => `${db}_${db}${id.replaceAll('-', '')}`);
}

/** A TSV file's rows as records keyed by its header's names. */
export function readTsv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = readLines(file);
  const names = (header ?? '').split('\t');
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
    });
}

/** One tree from `dir` (extra/trees/{id}), or undefined when its files are absent. */
export function loadTree(dir: string, id: TreeId): ClassificationTree | undefined {
  const nodesFile = path.join(dir, 'nodes.tsv');
  const mapFile = path.join(dir, 'map.tsv');
  if (!existsSync(nodesFile) || !existsSync(mapFile)) return undefined;
  const files = FILES[id];
  const nodes = new Map<string, ClassNode>();
  for (const row of readTsv(nodesFile)) {
    const nodeId = row.node_id ?? '';
    const node = nodes.get(nodeId) ?? {
      id: nodeId,
      name: row[files.name] || row.name || nodeId,
      rank: row[files.rank] ?? '',
      parents: [],
    };
    const parent = row.parent_id ?? '';
    if (parent !== '' && !node.parents.includes(parent)) node.parents.push(parent);
    nodes.set(nodeId, node);
  }
  const roots = [...nodes.values()].filter((node) => node.parents.length === 0);
  if (roots.length !== 1) throw new Error(`${id} tree: expected one root, found ${roots.length}`);
  const map: ClassificationTree['map'] = { entity: new Map(), auth_chain: new Map(), entry: new Map() };
  for (const row of readTsv(mapFile)) {
    if (files.skip?.(row)) continue;
    const kind = row.id_type as MappedIdType;
    const nodeId = row[files.mapNode] ?? '';
    if (!(kind in map) || !nodes.has(nodeId)) continue;
    const key = archiveId(row.archive_id ?? '');
    const held = map[kind].get(key) ?? new Set<string>();
    held.add(nodeId);
    map[kind].set(key, held);
  }
  return { id, root: roots[0]!.id, nodes, map };
}

/** Every tree of `treesDir` (extra/trees/) whose files are there. */
export function loadTrees(treesDir: string): Partial<Record<TreeId, ClassificationTree>> {
  const trees: Partial<Record<TreeId, ClassificationTree>> = {};
  for (const id of TREE_IDS) {
    const tree = loadTree(path.join(treesDir, id), id);
    if (tree) trees[id] = tree;
  }
  return trees;
}

/**
 * NCBI's scientific name by taxid (taxonomy/canonical_names.tsv), as the RCSB serves organism
 * names: one spelling per taxon whatever the file's case. A taxid whose name the sources left
 * ambiguous (an empty name) is absent, and keeps the depositor's spelling.
 */
export function loadCanonicalNames(treesDir: string): Map<number, string> {
  const file = path.join(treesDir, 'taxonomy', 'canonical_names.tsv');
  const names = new Map<number, string>();
  if (!existsSync(file)) return names;
  for (const row of readTsv(file)) {
    const taxid = Number(row.taxid);
    if (Number.isInteger(taxid) && row.scientific_name) names.set(taxid, row.scientific_name);
  }
  return names;
}

/** What the ingest joins into documents: the trees, their lineages, the canonical names and the taxa by name. */
export interface TreeData {
  trees: Partial<Record<TreeId, ClassificationTree>>;
  lineages: Partial<Record<TreeId, Lineages>>;
  canonicalNames: Map<number, string>;
  /** Taxonomy node id by scientific name, for organisms named without a taxonomy id. */
  taxaByName: TaxaByName;
}

export function loadTreeData(treesDir: string): TreeData {
  const trees = loadTrees(treesDir);
  const lineages: TreeData['lineages'] = {};
  for (const id of TREE_IDS) {
    const tree = trees[id];
    if (tree) lineages[id] = new Lineages(tree);
  }
  return {
    trees,
    lineages,
    canonicalNames: loadCanonicalNames(treesDir),
    taxaByName: taxaByName(trees.taxonomy),
  };
}
