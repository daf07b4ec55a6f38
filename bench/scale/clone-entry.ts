// One synthetic entry: every document of a template entry of the shared archive (entry, polymer,
// non-polymer and branched entities, their instances, assemblies), read through ArchiveIndex.body,
// under the clone's id, with perturbed values (release and deposit dates, resolution, a word added
// to the title), perturbed sequences and fresh clusters (clone-sequence.ts), and the template's
// component links. A clone may swap one ligand for a new component (clone-component.ts).

import type { DocType } from '../../src/archive/doc-types.ts';
import type { JsonObject } from '../../src/archive/ingest/category-copy.ts';
import type { ArchiveDocument, ComponentLink } from '../../src/archive/ingest/documents.ts';
import { members, type ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import type { ClusterIds } from './clone-sequence.ts';
import { CloneSequences } from './clone-sequence.ts';
import type { Random } from './random.ts';

const ORDER: DocType[] = ['entry', 'polymer_entity', 'non_polymer_entity', 'branched_entity'];
const ROLE: Partial<Record<DocType, ComponentLink['role']>> = {
  non_polymer_entity: 'ligand',
  branched_entity: 'saccharide',
  polymer_entity: 'monomer',
};

export interface Template {
  entryId: string;
  /** Rows in the shared index: the entry first, then entities, then the rest (children point at their parents). */
  docs: Array<{ row: number; id: string; type: DocType; entityId: string | null }>;
  /** Component links (standard monomers are left out, as ArchiveIndex leaves them out). */
  links: Array<{ compId: string; entityId: string; role: ComponentLink['role'] }>;
  /** A non-water ligand the shared index defines: the one a clone may swap for a new component. */
  ligand: string | undefined;
  titleWords: string[];
}

export function readTemplates(index: ArchiveIndex): Template[] {
  const rank = (type: DocType) => (ORDER.includes(type) ? ORDER.indexOf(type) : ORDER.length);
  return Array.from(index.rows('entry'))
    .filter((row) => index.computational[row] === 0)
    .map((entryRow) => {
      const docs = [entryRow, ...members(index.childrenOfEntry, entryRow)]
        .map((row) => {
          const parent = index.parentRow[row]!;
          return {
            row,
            id: index.id(row),
            type: index.type(row)!,
            entityId: parent >= 0 ? index.id(parent) : null,
          };
        })
        .sort((a, b) => rank(a.type) - rank(b.type) || a.row - b.row);
      const links = docs.flatMap((d) =>
        Array.from(members(index.componentsOfEntity, d.row), (comp) => {
          const compId = index.id(comp);
          const role = compId.startsWith('PRD_') ? 'bird' : (ROLE[d.type] ?? 'monomer');
          return { compId, entityId: d.id, role };
        }),
      );
      const title = (index.body(entryRow)?.struct as { title?: string } | undefined)?.title ?? '';
      return {
        entryId: index.id(entryRow),
        docs,
        links,
        ligand: links.find((l) => l.role === 'ligand' && l.compId !== 'HOH')?.compId,
        titleWords: title.split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w)),
      };
    });
}

export function perturb(body: JsonObject, next: Random, vocabulary: readonly string[]): void {
  const info = body.rcsb_entry_info as JsonObject | undefined;
  const resolution = info?.resolution_combined;
  if (Array.isArray(resolution) && typeof resolution[0] === 'number') {
    info!.resolution_combined = [Math.round(resolution[0] * (0.75 + next() * 0.5) * 100) / 100];
  }
  const accession = body.rcsb_accession_info as JsonObject | undefined;
  if (accession) {
    const year = 1976 + Math.floor(next() * 50);
    const date = `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
    accession.initial_release_date = date;
    accession.deposit_date = date;
  }
  const struct = body.struct as JsonObject | undefined;
  if (struct && typeof struct.title === 'string' && vocabulary.length) {
    struct.title = `${struct.title} ${vocabulary[Math.floor(next() * vocabulary.length)]}`;
  }
}

export interface CloneOptions {
  index: ArchiveIndex;
  next: Random;
  vocabulary: readonly string[];
  clusters: ClusterIds;
  /** The template's ligand and the new component that replaces it in this clone. */
  swap?: { from: string; to: string };
}

export function cloneEntry(
  template: Template,
  id: string,
  options: CloneOptions,
): { docs: ArchiveDocument[]; links: ComponentLink[] } {
  // Ids appear in many attributes (container identifiers, rcsb_id, ...): rename them all.
  const rename = new RegExp(`\\b${template.entryId}(?=\\b|_)`, 'g');
  const renamed = (text: string) => text.replace(rename, id);
  const swap = options.swap;
  const sequences = new CloneSequences(options.next, options.clusters);
  const docs = template.docs.map((d): ArchiveDocument => {
    let text = renamed(JSON.stringify(options.index.body(d.row)));
    if (swap) text = text.replaceAll(JSON.stringify(swap.from), JSON.stringify(swap.to));
    const body = JSON.parse(text) as JsonObject;
    if (d.type === 'entry') perturb(body, options.next, options.vocabulary);
    if (d.type === 'polymer_entity') sequences.apply(body, d.id);
    return {
      id: renamed(d.id),
      type: d.type,
      entryId: id,
      entityId: d.entityId === null ? null : renamed(d.entityId),
      contentType: 'experimental',
      body,
    };
  });
  const links = template.links.map((l) => ({
    compId: swap && l.compId === swap.from ? swap.to : l.compId,
    entityId: renamed(l.entityId),
    entryId: id,
    role: l.role,
  }));
  return { docs, links };
}
