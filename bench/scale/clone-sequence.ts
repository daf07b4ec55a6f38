// A clone's polymer sequences and their sequence-identity clusters. Each distinct sequence of a
// clone takes 1-3 point substitutions (the same ones wherever the template repeats it), written
// into pdbx_seq_one_letter_code_can and, at the same residues, pdbx_seq_one_letter_code (a
// parenthesised deoxy-nucleotide keeps its form: (DC) -> (DA)); lengths do not change. Modified
// residues are never substituted; a code whose residues do not line up with the canonical one
// keeps its text (only the canonical sequence, which the sequence services read, changes).
//
// Clusters (rcsb_cluster_membership and the sequence_identity rows of
// rcsb_polymer_entity_group_membership): after k substitutions in L residues the clone is
// 100·(1 − k/L) % identical to its template, so it keeps the template's cluster at every cutoff
// that identity reaches below 100 %, and takes a fresh cluster id (from 100,000,000 up, beyond the
// RCSB's) at the others, 100 % always: a clone family never shares a 100 % cluster, nor one its
// mutations rule out. An entity the RCSB tables do not list (nucleic acids, new entries) gets
// family clusters (one fresh id per template entity and cutoff, shared by its clones where the
// identity allows) and fresh ones elsewhere, so the ingest-time fallback clustering (an alignment
// per unlisted entity) is not asked to cluster 200,000 clones. Ids depend on the clone's number and
// its template only (ClusterIds), so an archive grown by additions equals one built at its size.

import type { JsonObject } from '../../src/archive/ingest/category-copy.ts';
import { FALLBACK_CUTOFFS } from '../../src/archive/services/sequence/cluster-fallback.ts';
import { pick, type Random } from './random.ts';

const ALPHABETS: Record<string, string> = {
  Protein: 'ACDEFGHIKLMNPQRSTVWY',
  DNA: 'ACGT',
  RNA: 'ACGU',
};
const FIRST_FRESH_CLUSTER = 100_000_000;
/** Fresh cluster ids each clone may take: its entities × the cutoffs, well below this. */
const FRESH_PER_CLONE = 1_000;
/** Family ids (unlisted template entities): below the fresh ones, far above the RCSB's. */
const FIRST_FAMILY_CLUSTER = 90_000_000;

/**
 * Cluster ids of one clone, derived from its number and its templates alone (never from the
 * clones made before), so that entries added to a synthetic archive get the ids a build of the
 * whole size gives them: fresh ids from the clone's own range, family ids from the template
 * entity's place among all template entities.
 */
export class ClusterIds {
  private next: number;

  constructor(
    private readonly templateEntities: ReadonlyMap<string, number>,
    clone: number,
  ) {
    this.next = FIRST_FRESH_CLUSTER + clone * FRESH_PER_CLONE;
  }

  fresh(): number {
    return this.next++;
  }

  family(templateEntityId: string, cutoff: number): number {
    const ordinal = this.templateEntities.get(templateEntityId);
    if (ordinal === undefined) throw new Error(`no template entity ${templateEntityId}`);
    return (
      FIRST_FAMILY_CLUSTER + ordinal * FALLBACK_CUTOFFS.length + (FALLBACK_CUTOFFS as readonly number[]).indexOf(cutoff)
    );
  }
}

interface Mutated {
  can: string;
  code: string | undefined;
  identity: number;
}

/** One clone's sequences: identical template sequences mutate identically within it. */
export class CloneSequences {
  private readonly mutated = new Map<string, Mutated>();
  /** Fresh cluster per template cluster and cutoff, shared by the clone's entities that shared it. */
  private readonly fresh = new Map<string, number>();

  constructor(
    private readonly next: Random,
    private readonly clusters: ClusterIds,
  ) {}

  /** Mutates the entity body in place (a parsed copy). */
  apply(body: JsonObject, templateEntityId: string): void {
    const poly = body.entity_poly as JsonObject | undefined;
    const can = typeof poly?.pdbx_seq_one_letter_code_can === 'string' ? poly.pdbx_seq_one_letter_code_can : undefined;
    const alphabet = ALPHABETS[String(poly?.rcsb_entity_polymer_type)];
    let identity = 100;
    if (poly && can && alphabet) {
      const code = typeof poly.pdbx_seq_one_letter_code === 'string' ? poly.pdbx_seq_one_letter_code : undefined;
      const key = `${can}|${code ?? ''}`;
      let m = this.mutated.get(key);
      if (!m) this.mutated.set(key, (m = this.mutate(can.replace(/\s+/g, ''), code, alphabet)));
      poly.pdbx_seq_one_letter_code_can = m.can;
      if (m.code !== undefined) poly.pdbx_seq_one_letter_code = m.code;
      identity = m.identity;
    }
    this.recluster(body, templateEntityId, identity);
  }

  private mutate(can: string, code: string | undefined, alphabet: string): Mutated {
    const tokens = code?.replace(/\s+/g, '').match(/\([A-Z0-9]+\)|[A-Za-z]/g) ?? undefined;
    const aligned = tokens !== undefined && tokens.length === can.length;
    const mutable = [...can].flatMap((c, i) =>
      alphabet.includes(c) && (!aligned || /^[A-Z]$|^\(D[ACGT]\)$/.test(tokens[i]!)) ? [i] : [],
    );
    const residues = [...can];
    const changed = new Set<number>();
    const count = Math.min(mutable.length, 1 + Math.floor(this.next() * 3));
    while (changed.size < count) changed.add(pick(this.next, mutable));
    for (const i of changed) {
      const choices = alphabet.replace(residues[i]!, '');
      const letter = pick(this.next, [...choices]);
      residues[i] = letter;
      if (aligned) tokens[i] = tokens[i]!.length === 1 ? letter : `(D${letter})`;
    }
    return {
      can: residues.join(''),
      code: aligned ? tokens.join('') : undefined,
      identity: can.length ? 100 * (1 - changed.size / can.length) : 100,
    };
  }

  private recluster(body: JsonObject, templateEntityId: string, identity: number): void {
    const memberships = Array.isArray(body.rcsb_cluster_membership)
      ? (body.rcsb_cluster_membership as Array<{ cluster_id: unknown; identity: unknown }>)
      : undefined;
    const listed = memberships && memberships.length > 0;
    const clusters: Array<{ cluster_id: number; identity: number }> = [];
    for (const cutoff of listed ? memberships.map((m) => Number(m.identity)) : FALLBACK_CUTOFFS) {
      const template = listed ? String(memberships.find((m) => Number(m.identity) === cutoff)!.cluster_id) : undefined;
      const keeps = cutoff < 100 && identity >= cutoff;
      let id: number;
      if (keeps) id = template !== undefined ? Number(template) : this.clusters.family(templateEntityId, cutoff);
      else {
        const key = `${template ?? templateEntityId}|${cutoff}`;
        id = this.fresh.get(key) ?? this.clusters.fresh();
        this.fresh.set(key, id);
      }
      clusters.push({ cluster_id: id, identity: cutoff });
    }
    body.rcsb_cluster_membership = clusters;
    const others = Array.isArray(body.rcsb_polymer_entity_group_membership)
      ? (body.rcsb_polymer_entity_group_membership as JsonObject[]).filter(
          (g) => g.aggregation_method !== 'sequence_identity',
        )
      : [];
    body.rcsb_polymer_entity_group_membership = [
      ...clusters.map((c) => ({
        aggregation_method: 'sequence_identity',
        group_id: `${c.cluster_id}_${c.identity}`,
        similarity_cutoff: c.identity,
      })),
      ...others,
    ];
  }
}
