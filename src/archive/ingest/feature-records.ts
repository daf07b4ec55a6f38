// The feature and annotation categories' shared shape (rcsb_*_instance_feature, rcsb_*_entity_feature
// and their _summary, rcsb_mmcif_ext_v1.dic): features are numbered per record (ordinal) and
// summarised per type: "the feature count", for located features the shortest and longest segment
// and "the fractional feature coverage relative to the full entity sequence", for valued features
// (feature_value.reported) the smallest and largest value.

import type { JsonObject } from './category-copy.ts';

export interface Segment {
  beg: number;
  end: number;
  begComp?: string;
}

/** Consecutive sequence positions joined into segments. */
export function runs(positions: Iterable<number>): Segment[] {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (const seq of sorted) {
    const last = out[out.length - 1];
    if (last && seq === last.end + 1) last.end = seq;
    else out.push({ beg: seq, end: seq });
  }
  return out;
}

/** Who assigned the features read from the entry file (the RCSB's name for the PDB's own annotation). */
export const ENTRY_PROVENANCE = 'PDB';

/** A feature located on the entity sequence (reference_scheme 'PDB entity'). */
export function locatedFeature(type: string, segments: Segment[], extra: JsonObject = {}): JsonObject {
  return {
    type,
    provenance_source: ENTRY_PROVENANCE,
    reference_scheme: 'PDB entity',
    ...extra,
    feature_positions: segments.map(({ beg, end, begComp }): JsonObject =>
      begComp === undefined
        ? { beg_seq_id: beg, end_seq_id: end }
        : { beg_comp_id: begComp, beg_seq_id: beg, end_seq_id: end },
    ),
  };
}

const listOf = (value: unknown): JsonObject[] => (Array.isArray(value) ? (value as JsonObject[]) : []);

const positionsOf = (f: JsonObject): Segment[] =>
  listOf(f.feature_positions).flatMap((p) =>
    typeof p.beg_seq_id === 'number'
      ? [{ beg: p.beg_seq_id, end: typeof p.end_seq_id === 'number' ? p.end_seq_id : p.beg_seq_id }]
      : [],
  );

const valuesOf = (f: JsonObject): number[] =>
  listOf(f.feature_value).flatMap((v) => (typeof v.reported === 'number' ? [v.reported] : []));

function summarise(type: string, group: JsonObject[], sequenceLength: number | undefined): JsonObject {
  const segments = group.flatMap(positionsOf);
  const summary: JsonObject = { type, count: segments.length > 0 ? segments.length : group.length };
  if (segments.length > 0) {
    const lengths = segments.map((s) => s.end - s.beg + 1);
    summary.minimum_length = Math.min(...lengths);
    summary.maximum_length = Math.max(...lengths);
    if (sequenceLength) {
      const covered = new Set(segments.flatMap((s) => Array.from({ length: s.end - s.beg + 1 }, (_, i) => s.beg + i)));
      summary.coverage = Math.round((covered.size / sequenceLength) * 1e4) / 1e4;
    }
  }
  const values = group.flatMap(valuesOf);
  if (values.length > 0) {
    summary.minimum_value = Math.min(...values);
    summary.maximum_value = Math.max(...values);
  }
  return summary;
}

/**
 * Adds features of types the instance does not have yet to its body under `category`: numbered
 * after its others, summarised per type under `{category}_summary` (with `extra` fields, such as
 * a ligand's comp_id).
 */
export function addFeatures(
  body: JsonObject,
  category: string,
  features: JsonObject[],
  { sequenceLength, extra = {} }: { sequenceLength?: number; extra?: JsonObject } = {},
): void {
  if (features.length === 0) return;
  const all = [...listOf(body[category]), ...features];
  all.forEach((f, i) => (f.ordinal = i + 1));
  body[category] = all;
  const byType = new Map<string, JsonObject[]>();
  for (const f of features) if (typeof f.type === 'string') byType.set(f.type, [...(byType.get(f.type) ?? []), f]);
  const summaries = [...byType].map(([type, group]) => ({ ...summarise(type, group, sequenceLength), ...extra }));
  body[`${category}_summary`] = [...listOf(body[`${category}_summary`]), ...summaries];
}

/** Adds annotations to an instance's body under `category`, numbered after its others. */
export function addAnnotations(body: JsonObject, category: string, annotations: JsonObject[]): void {
  if (annotations.length === 0) return;
  const all = [...listOf(body[category]), ...annotations];
  all.forEach((a, i) => (a.ordinal = i + 1));
  body[category] = all;
}
