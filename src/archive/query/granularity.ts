// Moving hits between granularities. A hit on any document becomes hits on the documents of the
// requested return type that stand in the same relation the RCSB's denormalised indexes
// express: children to parents (instance -> entity -> entry), parents to all their children,
// siblings through their entry, and chemical components through the entities that contain them.

import type { DocType } from '../doc-types.ts';
import { DOC_TYPE_CODES } from '../index/schema.ts';
import { members, type ArchiveIndex } from './archive-index.ts';

import type { HitSpace } from './hits-arena.ts';
import { Hits } from './hits.ts';

export { Hits };
/** The document type a return type's results are (the model holds the table). */
export { DOC_TYPE_OF_RETURN } from '../../model/doc-types.ts';

/** What services may hand back: any iterable of [row, score]. */
export type ScoredRows = Iterable<[number, number]>;

const ENTITY_OF_INSTANCE: Partial<Record<DocType, DocType>> = {
  polymer_instance: 'polymer_entity',
  non_polymer_instance: 'non_polymer_entity',
  branched_instance: 'branched_entity',
};
const INSTANCE_OF_ENTITY: Partial<Record<DocType, DocType>> = {
  polymer_entity: 'polymer_instance',
  non_polymer_entity: 'non_polymer_instance',
  branched_entity: 'branched_instance',
};
const ENTITY_TYPES = new Set<DocType>(['polymer_entity', 'non_polymer_entity', 'branched_entity']);

export class GranularityMapper {
  constructor(private readonly index: ArchiveIndex) {}

  /** Calls `visit` for every row of type `target` that `row` maps to. */
  forEachTarget(row: number, target: DocType, visit: (targetRow: number) => void): void {
    const index = this.index;
    const type = index.type(row);
    if (!type) return;
    if (type === target) {
      visit(row);
      return;
    }

    if (type === 'mol_definition') {
      if (target === 'entry') {
        members(index.entriesOfComponent, row).forEach(visit);
        return;
      }
      const entities = members(index.entitiesOfComponent, row);
      if (ENTITY_TYPES.has(target)) {
        this.visitOfType(entities, target, visit);
        return;
      }
      const instanceOwner = ENTITY_OF_INSTANCE[target];
      if (instanceOwner) {
        for (const entity of entities)
          if (index.type(entity) === instanceOwner) members(index.childrenOfEntity, entity).forEach(visit);
        return;
      }
      for (const entry of members(index.entriesOfComponent, row))
        this.visitOfType(members(index.childrenOfEntry, entry), target, visit);
      return;
    }

    if (target === 'mol_definition') {
      if (type === 'entry') members(index.componentsOfEntry, row).forEach(visit);
      else if (ENTITY_TYPES.has(type)) members(index.componentsOfEntity, row).forEach(visit);
      else if (ENTITY_OF_INSTANCE[type]) {
        const parent = index.parentRow[row] ?? -1;
        if (parent >= 0) members(index.componentsOfEntity, parent).forEach(visit);
      } else {
        const entry = index.entryRow[row] ?? -1;
        if (entry >= 0) members(index.componentsOfEntry, entry).forEach(visit);
      }
      return;
    }

    const entry = index.entryRow[row] ?? -1;
    if (entry < 0) return;
    if (target === 'entry') {
      visit(entry);
      return;
    }
    if (ENTITY_OF_INSTANCE[type] === target) {
      const parent = index.parentRow[row] ?? -1;
      if (parent >= 0) visit(parent);
      return;
    }
    if (INSTANCE_OF_ENTITY[type] === target) {
      members(index.childrenOfEntity, row).forEach(visit);
      return;
    }
    this.visitOfType(members(index.childrenOfEntry, entry), target, visit);
  }

  /** Calls `visit` for the rows of type `target` among `rows`. */
  private visitOfType(rows: ArrayLike<number>, target: DocType, visit: (row: number) => void): void {
    const code = DOC_TYPE_CODES[target];
    const typeCode = this.index.typeCode;
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i] as number;
      if (typeCode[r] === code) visit(r);
    }
  }

  /** Hits at `target`; a target reached from several hits keeps the best score. */
  map(hits: ScoredRows, target: DocType, space: HitSpace = this.index.size): Hits {
    if (hits instanceof Hits) {
      const rows = hits.rows();
      const scores = new Float64Array(rows.length);
      for (let i = 0; i < rows.length; i++) scores[i] = hits.scoreOf(rows[i] as number);
      return this.mapRows(rows, scores, target, space);
    }
    const rows: number[] = [];
    const scores: number[] = [];
    for (const [row, score] of hits) {
      rows.push(row);
      scores.push(score);
    }
    return this.mapRows(rows, scores, target, space);
  }

  /**
   * Rows given as parallel arrays (scores absent: 1 each, as attribute filters score) -> hits at
   * `target`, keeping the best score per target.
   */
  mapRows(
    rows: ArrayLike<number>,
    scores: ArrayLike<number> | undefined,
    target: DocType,
    space: HitSpace = this.index.size,
  ): Hits {
    const index = this.index;
    const out = new Hits(space);
    let score = 1;
    const visit = (t: number): void => out.setMax(t, score);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      if (scores) score = scores[i] as number;
      // the two common cases inline: already the target, or a child of the target entry
      const type = index.type(row);
      if (type === target) out.setMax(row, score);
      else if (target === 'entry' && type !== 'mol_definition') {
        const entry = index.entryRow[row] ?? -1;
        if (entry >= 0) out.setMax(entry, score);
      } else this.forEachTarget(row, target, visit);
    }
    return out;
  }
}
