// Query tree -> scored documents of the return type. Each terminal asks its service for hits at
// the service's own granularity; hits are mapped to the return type before groups combine them
// (AND intersects, OR unites, scores add up). Negation is the complement within the return
// type, as on the RCSB's denormalised indexes. Conditions that sit alone together in an AND
// group on one nested-indexed record (rcsb_nested_indexing) must hold on the same record.

import type { DocType } from '../doc-types.ts';
import type { ArchiveIndex } from './archive-index.ts';
import { sharedNestedRoot, type CatalogueAttribute } from '../index/catalogue.ts';
import type { AttributeHits } from './attribute-hits.ts';
import type { AttributeService, AttributeTerminal } from './attribute-terminal.ts';
import type { FullTextService } from './full-text.ts';
import type { GranularityMapper, ScoredRows } from './granularity.ts';
import type { HitSpace } from './hits-arena.ts';
import { Hits } from './hits.ts';
import { QueryError } from './query-error.ts';
import type { AttributeParameters, GroupNode, QueryNode, TerminalNode } from '../../model/types.ts';

/** Hits with what the service says about where each row matched (verbose results' match_context). */
export interface ServiceHits {
  rows: ScoredRows;
  /** Match contexts by the service's own rows. */
  contexts?: ReadonlyMap<number, readonly unknown[]>;
}

/** A service beyond the built-in text ones (sequence, chemical, ...): hits at any granularity. */
export interface ExternalService {
  /** Loads what the first query would otherwise wait for (a server calls it once it listens). */
  warm?(): Promise<void> | void;
  /** Releases what the service holds beyond the index (worker threads). */
  close?(): Promise<void> | void;
  evaluate(
    parameters: unknown,
    context: { returnType: DocType; index: ArchiveIndex },
  ): Promise<ScoredRows | ServiceHits> | ScoredRows | ServiceHits;
}

function isServiceHits(value: ScoredRows | ServiceHits): value is ServiceHits {
  return !(Symbol.iterator in value) && 'rows' in value;
}

const INSTANCE_OF_ENTITY: Partial<Record<DocType, DocType>> = {
  polymer_entity: 'polymer_instance',
  non_polymer_entity: 'non_polymer_instance',
  branched_entity: 'branched_instance',
};

export interface TerminalOutcome {
  nodeId: number;
  service: string;
  /** Return-type rows with raw scores; norm_score = score / max. */
  hits: Hits;
  max: number;
  millis: number;
  /** Match contexts by return-type row, when the service reports them. */
  contexts?: ReadonlyMap<number, readonly unknown[]>;
}

export interface EvaluationContext {
  index: ArchiveIndex;
  mapper: GranularityMapper;
  attributes: AttributeTerminal;
  /** Attribute conditions at the return type (from columns or SQL). */
  attributeHits: AttributeHits;
  fullText: FullTextService;
  services: ReadonlyMap<string, ExternalService>;
  target: DocType;
  now: Date;
  /** Where the query's row sets get their arrays (an arena released after the answer). */
  space: HitSpace;
  /** Whether relevance scores matter (not for counts): bm25 is most of a text query's cost. */
  scored: boolean;
}

function isAttributeService(service: string): service is AttributeService {
  return service === 'text' || service === 'text_chem';
}

function attributeParameters(node: TerminalNode): AttributeParameters {
  return node.parameters as AttributeParameters;
}

export class QueryEvaluator {
  readonly terminals: TerminalOutcome[] = [];
  private nextNodeId = 0;

  constructor(private readonly ctx: EvaluationContext) {}

  private hits(): Hits {
    return new Hits(this.ctx.space);
  }

  private universe(): Hits {
    return Hits.fromRows(this.ctx.space, this.ctx.index.rows(this.ctx.target));
  }

  async evaluate(node: QueryNode | undefined): Promise<Hits> {
    if (!node) return this.universe();
    return this.node(node);
  }

  private async node(node: QueryNode): Promise<Hits> {
    if (node.type === 'group') return this.group(node);
    return this.terminal(node);
  }

  /** Scores divided by the terminal's best; the raw hits are kept for verbose results. */
  private record(
    node: TerminalNode,
    hits: Hits,
    started: number,
    contexts?: ReadonlyMap<number, readonly unknown[]>,
  ): Hits {
    const common = hits.commonScore;
    let max = common !== undefined ? Math.max(0, common) : 0;
    if (common === undefined) {
      hits.forEach((s) => {
        if (s > max) max = s;
      });
    }
    // filters score 1 throughout: nothing to normalise, no copy
    let normalised = hits;
    if (max !== 1) {
      normalised = this.hits();
      hits.forEach((s, row) => normalised.set(row, max > 0 ? s / max : 0));
    }
    const nodeId = typeof node.node_id === 'number' ? node.node_id : this.nextNodeId;
    this.nextNodeId = Math.max(this.nextNodeId, nodeId) + 1;
    this.terminals.push({
      nodeId,
      service: node.service,
      hits,
      max,
      millis: performance.now() - started,
      ...(contexts ? { contexts } : {}),
    });
    return normalised;
  }

  private async terminal(node: TerminalNode): Promise<Hits> {
    const started = performance.now();
    const { target, mapper } = this.ctx;
    if (isAttributeService(node.service)) {
      const parameters = attributeParameters(node);
      const positive = this.ctx.attributeHits.positive(
        node.service,
        parameters,
        target,
        this.ctx.now,
        this.ctx.scored,
        this.ctx.space,
      );
      if (parameters.negation !== true) return this.record(node, positive, started);
      const complement = Hits.complement(this.ctx.index.rows(target), positive, 0);
      this.record(node, complement, started);
      return complement;
    }
    if (node.service === 'full_text') {
      const { value } = node.parameters as { value: string };
      return this.record(node, this.ctx.fullText.search(value, target, this.ctx.scored, this.ctx.space), started);
    }
    const service = this.ctx.services.get(node.service);
    if (!service) throw new QueryError(`The ${node.service} service is not available in this archive`);
    const answer = await service.evaluate(node.parameters, { returnType: target, index: this.ctx.index });
    if (!isServiceHits(answer)) return this.record(node, mapper.map(answer, target, this.ctx.space), started);
    const contexts = answer.contexts ? this.targetContexts(answer.contexts, target) : undefined;
    return this.record(node, mapper.map(answer.rows, target, this.ctx.space), started, contexts);
  }

  /**
   * Match contexts follow a hit to the same document or to its instances (a match in an
   * entity's sequence is one in each of its chains); entries and assemblies, which hold several
   * entities, get none.
   */
  private targetContexts(
    contexts: ReadonlyMap<number, readonly unknown[]>,
    target: DocType,
  ): Map<number, readonly unknown[]> {
    const out = new Map<number, readonly unknown[]>();
    const { index, mapper } = this.ctx;
    for (const [row, context] of contexts) {
      const type = index.type(row);
      if (type === target) out.set(row, context);
      else if (type && INSTANCE_OF_ENTITY[type] === target)
        mapper.forEachTarget(row, target, (instance) => out.set(instance, context));
    }
    return out;
  }

  /**
   * The deepest nested root shared by every node of an AND group of plain attribute terminals of
   * one service, if any ('type GO AND lineage id X': both on the same annotation record).
   */
  private sharedNestedRoot(group: GroupNode): { root: string; level: number } | undefined {
    if (group.logical_operator !== 'and' || group.nodes.length < 2) return undefined;
    let service: AttributeService | undefined;
    const described: Array<CatalogueAttribute | undefined> = [];
    for (const node of group.nodes) {
      if (node.type !== 'terminal' || !isAttributeService(node.service)) return undefined;
      const parameters = node.parameters as AttributeParameters | undefined;
      if (!parameters || parameters.negation === true) return undefined;
      if (service && service !== node.service) return undefined;
      service = node.service;
      described.push(this.ctx.index.catalogue[node.service].get(parameters.attribute));
    }
    return sharedNestedRoot(described);
  }

  private async nestedGroup(group: GroupNode, level: number): Promise<Hits> {
    const started = performance.now();
    let keys: Map<string, { doc: number; score: number }> | undefined;
    for (const node of group.nodes as TerminalNode[]) {
      const parameters = attributeParameters(node);
      const service = node.service as AttributeService;
      const rows = this.ctx.attributes.evaluate(service, parameters, this.ctx.now, {
        records: true,
        scored: this.ctx.scored,
      });
      const next = new Map<string, { doc: number; score: number }>();
      for (let i = 0; i < rows.docs.length; i++) {
        const doc = rows.docs[i] as number;
        const key = `${doc}:${level === 1 ? rows.subrecs?.[i] : rows.recs?.[i]}`;
        if (keys && !keys.has(key)) continue;
        const score = rows.scores ? (rows.scores[i] as number) : 1;
        const previous = next.get(key)?.score ?? keys?.get(key)?.score ?? 0;
        next.set(key, { doc, score: Math.max(previous, score) });
      }
      keys = next;
    }
    const docs = this.hits();
    for (const { doc, score } of keys?.values() ?? []) docs.setMax(doc, score);
    const mapped = this.ctx.mapper.map(docs, this.ctx.target, this.ctx.space);
    // every condition of the group matched these records: each node reports the same hits
    let normalised = this.hits();
    for (const node of group.nodes as TerminalNode[]) normalised = this.record(node, mapped, started);
    return normalised;
  }

  private async group(group: GroupNode): Promise<Hits> {
    const nested = this.sharedNestedRoot(group);
    if (nested) return this.nestedGroup(group, nested.level);
    const results: Hits[] = [];
    for (const node of group.nodes) results.push(await this.node(node));
    return group.logical_operator === 'or' ? Hits.unite(results) : Hits.intersect(results);
  }
}
