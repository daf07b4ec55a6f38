// Counts of the annotation trees computed straight from the TSV files of extra/trees/, apart from
// the ingest code: each map row's node and its ancestors (from nodes.tsv) are credited with the
// row's entry, once. What each tree counts follows the search its node runs: source organisms
// placed in the taxonomy tree, entity rows of EC, GO and Pfam, and author chains of SCOP2 that the
// archive holds (archive/chains.tsv).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSourceDir } from '../../src/archive/config.ts';

type Row = Record<string, string>;

function tsv(...parts: string[]): Row[] {
  const [header, ...lines] = readFileSync(path.join(resolveSourceDir(), 'extra', 'trees', ...parts), 'utf8').split(
    '\n',
  );
  const names = (header ?? '').split('\t');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
    });
}

const NODE_COLUMN: Record<string, string> = { taxonomy: 'taxid', go: 'go_id' };

/**
 * Source organisms the entry files name without a taxonomy id (map.tsv, keyed by taxid, cannot
 * list them), as the files write them. The ingest finds such a name among the taxonomy tree's
 * names (issue 29 item 10); the oracle does the same from nodes.tsv, so names the tree lacks
 * (Microcystis aeruginosa, the strains) credit nothing.
 */
export const NAMED_WITHOUT_TAXID: ReadonlyArray<[entity: string, name: string]> = [
  ['1A2C_1', 'Homo sapiens'],
  ['1A2C_2', 'Homo sapiens'],
  ['1A2C_3', 'Hirudo medicinalis'],
  ['1A2C_4', 'Microcystis aeruginosa'],
  ['1ACJ_1', 'Torpedo californica'],
  ['1J59_3', 'Escherichia coli'],
  ['1PGA_1', 'Streptococcus sp. GX7805'],
  ['1QYS_1', 'Computationally Designed Sequence'],
  ['4CXL_1', 'HOMO SAPIENS'],
  ['4CXL_2', 'HOMO SAPIENS'],
  ['5ZMZ_1', 'Homo sapiens'],
  ['MA_MABAKCEPC0018_1', "Saccharomyces cerevisiae (strain RM11-1a) (Baker's yeast)"],
  ['MA_MABAKCEPC0021_1', "Saccharomyces cerevisiae (strain JAY291) (Baker's yeast)"],
  ['MA_MABAKCEPC0021_2', "Saccharomyces cerevisiae (strain Zymaflore VL3) (Baker's yeast)"],
];

/** The taxonomy map's rows plus a placed source row for each organism above whose name one taxon carries. */
function taxonomyRows(): Row[] {
  const byName = new Map<string, string | null>();
  for (const row of tsv('taxonomy', 'nodes.tsv')) {
    const key = row.display_name!.toLowerCase();
    byName.set(key, byName.has(key) && byName.get(key) !== row.node_id ? null : row.node_id!);
  }
  const named = NAMED_WITHOUT_TAXID.flatMap(([entity, name]) => {
    const taxid = byName.get(name.toLowerCase());
    return taxid ? [{ archive_id: entity, id_type: 'entity', taxid, role: 'source', tree_status: 'placed' }] : [];
  });
  return [...tsv('taxonomy', 'map.tsv'), ...named];
}

/** Entries at or below every node of `tree`, among `entries` (the archive's entry ids). */
export function treeEntryCounts(tree: string, entries: ReadonlySet<string>): Map<string, number> {
  const parents = new Map<string, string[]>();
  for (const row of tsv(tree, 'nodes.tsv')) {
    const list = parents.get(row.node_id!) ?? [];
    if (row.parent_id) list.push(row.parent_id);
    parents.set(row.node_id!, list);
  }
  const chains = new Set(tsv('archive', 'chains.tsv').map((row) => `${row.entry_id}.${row.auth_asym_id}`));
  const credited = new Map<string, Set<string>>();
  for (const row of tree === 'taxonomy' ? taxonomyRows() : tsv(tree, 'map.tsv')) {
    // computed models are named both ways in the files (SOURCES.md gives the archive's)
    const id = row.archive_id!.replace(
      /^(AF|MA)-([A-Z0-9-]+)/,
      (_, db: string, rest: string) => `${db}_${db}${rest.replaceAll('-', '')}`,
    );
    if (tree === 'scop2' ? row.id_type !== 'auth_chain' || !chains.has(id) : row.id_type !== 'entity') continue;
    if (tree === 'taxonomy' && (row.role !== 'source' || row.tree_status !== 'placed')) continue;
    // 'AF_AFQ76EI6F1_1' is entity 1 of a computed model, '1A8O.A' chain A
    const entry = tree === 'scop2' ? id.replace(/\.[^.]*$/, '') : id.replace(/_\d+$/, '');
    if (!entries.has(entry)) continue;
    const stack = [row[NODE_COLUMN[tree] ?? 'node_id']!];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (seen.has(node) || !parents.has(node)) continue;
      seen.add(node);
      const held = credited.get(node) ?? new Set<string>();
      held.add(entry);
      credited.set(node, held);
      stack.push(...parents.get(node)!);
    }
  }
  return new Map([...credited].map(([node, held]) => [node, held.size]));
}

/** The ids of a node's ancestors in nodes.tsv, root first, through the first parent listed. */
export function treeLineage(tree: string, nodeId: string): string[] {
  const parent = new Map<string, string>();
  for (const row of tsv(tree, 'nodes.tsv'))
    if (row.parent_id && !parent.has(row.node_id!)) parent.set(row.node_id!, row.parent_id);
  const path = [nodeId];
  for (let at = parent.get(nodeId); at; at = parent.get(at)) path.unshift(at);
  return path;
}

/**
 * From the files alone: the polymer entities (among `entities`) that `tree`'s map.tsv annotates,
 * each with the nodes it is annotated with, named as nodes.tsv names them; with `top`, the
 * ancestor just under the tree's root instead (an EC class, a Pfam clan or clan-less family).
 */
export function entityAnnotations(
  tree: 'ec' | 'go' | 'pfam',
  entities: ReadonlySet<string>,
  options: { top?: boolean; aspect?: string } = {},
): Map<string, Set<string>> {
  const nodes = new Map<string, { parent: string; name: string; aspect?: string }>();
  for (const row of tsv(tree, 'nodes.tsv'))
    if (!nodes.has(row.node_id!))
      nodes.set(row.node_id!, { parent: row.parent_id!, name: row.name!, aspect: row.aspect });
  const topOf = (id: string): string => {
    let at = id;
    for (let parent = nodes.get(at)?.parent; parent && nodes.get(parent)?.parent; parent = nodes.get(at)?.parent)
      at = parent;
    return at;
  };
  const named = new Map<string, Set<string>>();
  for (const row of tsv(tree, 'map.tsv')) {
    const entity = row.archive_id!;
    const node = row[NODE_COLUMN[tree] ?? 'node_id']!;
    if (row.id_type !== 'entity' || !entities.has(entity) || !nodes.has(node)) continue;
    if (options.aspect && nodes.get(node)!.aspect !== options.aspect) continue;
    const name = nodes.get(options.top ? topOf(node) : node)!.name;
    named.set(entity, (named.get(entity) ?? new Set()).add(name));
  }
  return named;
}
