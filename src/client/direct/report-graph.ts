// The documents a report's rows and columns read, in browser-direct mode: a ReportGraph
// (model/reports/report-graph.ts) built from what the Data API answers about the entries of the
// results (their entities, instances, assemblies and the chemical components of their entities),
// so a report expands and reads its results as the server does over its index.

import { PUBLIC_API_LIMITS } from '../../model/constants/limits.ts';
import type { DocType } from '../../model/doc-types.ts';
import { isRecord } from '../../model/json-shape.ts';
import type { ReportGraph } from '../../model/reports/report-graph.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { askGraphql } from './graphql-answer.ts';
import { entryIdOf } from './graphql-documents.ts';

/** An entry's documents by their ids, as the archive links them. */
const ENTRY_GRAPH = `rcsb_id
  polymer_entities { rcsb_id polymer_entity_instances { rcsb_id }
    rcsb_polymer_entity_container_identifiers { chem_comp_nstd_monomers prd_id } }
  nonpolymer_entities { rcsb_id nonpolymer_entity_instances { rcsb_id }
    rcsb_nonpolymer_entity_container_identifiers { nonpolymer_comp_id prd_id } }
  branched_entities { rcsb_id branched_entity_instances { rcsb_id }
    rcsb_branched_entity_container_identifiers { chem_comp_monomers prd_id } }
  assemblies { rcsb_id }`;

type Json = Record<string, unknown>;
const records = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

/** The archive's order of an entry's instances: its label_asym_ids, A..Z, then AA, BA .. ZA, AB .. */
const asymKey = (instanceId: string): string => {
  const asym = instanceId.slice(instanceId.indexOf('.') + 1);
  return `${String(asym.length).padStart(3, '0')}${[...asym].reverse().join('')}`;
};
const entityNumber = (entityId: string): number => Number(entityId.slice(entityId.lastIndexOf('_') + 1));

const ENTITY_KINDS = [
  {
    list: 'polymer_entities',
    entity: 'polymer_entity',
    instances: 'polymer_entity_instances',
    instance: 'polymer_instance',
    ids: 'rcsb_polymer_entity_container_identifiers',
    comps: ['chem_comp_nstd_monomers'],
  },
  {
    list: 'nonpolymer_entities',
    entity: 'non_polymer_entity',
    instances: 'nonpolymer_entity_instances',
    instance: 'non_polymer_instance',
    ids: 'rcsb_nonpolymer_entity_container_identifiers',
    comps: ['nonpolymer_comp_id'],
  },
  {
    list: 'branched_entities',
    entity: 'branched_entity',
    instances: 'branched_entity_instances',
    instance: 'branched_instance',
    ids: 'rcsb_branched_entity_container_identifiers',
    comps: ['chem_comp_monomers'],
  },
] as const;

/** Documents by handle; a handle's rank orders the documents of one entry as the archive does. */
export class FetchedReportGraph implements ReportGraph<number> {
  private readonly ids: string[] = [];
  private readonly types: DocType[] = [];
  private readonly ranks: string[] = [];
  private readonly entries: number[] = [];
  private readonly parents: number[] = [];
  private readonly members = new Map<number, number[]>();
  private readonly instances = new Map<number, number[]>();
  private readonly components = new Map<number, number[]>();
  private readonly handles = new Map<string, number>();

  /** The handle of a document, added when new. */
  add(type: DocType, id: string, rank = '', entry = -1, parent = -1): number {
    const key = `${type} ${id}`;
    const known = this.handles.get(key);
    if (known !== undefined) return known;
    const doc = this.ids.length;
    this.handles.set(key, doc);
    this.ids.push(id);
    this.types.push(type);
    this.ranks.push(rank);
    this.entries.push(type === 'entry' ? doc : entry);
    this.parents.push(parent);
    if (entry >= 0) this.members.set(entry, [...(this.members.get(entry) ?? []), doc]);
    if (parent >= 0) this.instances.set(parent, [...(this.instances.get(parent) ?? []), doc]);
    return doc;
  }

  /** An entry as the Data API answers ENTRY_GRAPH. */
  addEntry(record: Json): void {
    const entry = this.add('entry', String(record.rcsb_id ?? ''), '0');
    const entities: Array<{ doc: number; instances: Json[]; instance: DocType; comps: string[] }> = [];
    for (const kind of ENTITY_KINDS) {
      for (const entity of records(record[kind.list])) {
        const id = String(entity.rcsb_id ?? '');
        const container = entity[kind.ids];
        const ids = isRecord(container) ? container : {};
        const comps = [...kind.comps.flatMap((field) => strings(ids[field])), ...strings(ids.prd_id)];
        const rank = `1${String(entityNumber(id)).padStart(9, '0')}`;
        entities.push({
          doc: this.add(kind.entity, id, rank, entry),
          instances: records(entity[kind.instances]),
          instance: kind.instance,
          comps,
        });
      }
    }
    entities.sort((a, b) => this.compare(a.doc, b.doc));
    for (const { doc, instances, instance, comps } of entities) {
      this.components.set(doc, [...new Set(comps.map((comp) => this.add('mol_definition', comp)))]);
      for (const item of instances) {
        const id = String(item.rcsb_id ?? '');
        this.add(instance, id, `2${asymKey(id)}`, entry, doc);
      }
    }
    for (const assembly of records(record.assemblies)) this.add('assembly', String(assembly.rcsb_id ?? ''), '3', entry);
    this.members.get(entry)?.sort((a, b) => this.compare(a, b));
    for (const { doc } of entities) this.instances.get(doc)?.sort((a, b) => this.compare(a, b));
  }

  /** The handle of a result, or undefined when the Data API did not answer it. */
  handleOf = (type: DocType, id: string): number | undefined => this.handles.get(`${type} ${id}`);

  type = (doc: number): DocType | undefined => this.types[doc];
  id = (doc: number): string => this.ids[doc] ?? '';
  entryOf = (doc: number): number | undefined => ((this.entries[doc] ?? -1) >= 0 ? this.entries[doc] : undefined);
  parentOf = (doc: number): number | undefined => ((this.parents[doc] ?? -1) >= 0 ? this.parents[doc] : undefined);
  entryMembers = (entry: number): number[] => this.members.get(entry) ?? [];
  instancesOf = (entity: number): number[] => this.instances.get(entity) ?? [];
  componentsOfEntity = (entity: number): number[] => this.components.get(entity) ?? [];
  componentsOfEntry = (entry: number): number[] => [
    ...new Set(this.entryMembers(entry).flatMap((doc) => this.componentsOfEntity(doc))),
  ];
  /** Documents of one entry in the archive's order: the entry, its entities, instances, assemblies. */
  compare = (a: number, b: number): number => {
    const [x, y] = [this.ranks[a] ?? '', this.ranks[b] ?? ''];
    return x < y ? -1 : x > y ? 1 : a - b;
  };
}

/** The graph of the results `ids` of `type` and the handle of each result the Data API knows, in order. */
export async function fetchReportGraph(
  data: ApiTransport,
  type: DocType,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ClientResult<{ graph: FetchedReportGraph; results: number[] }>> {
  const graph = new FetchedReportGraph();
  if (type === 'mol_definition') {
    // chemical results are the components themselves: their values are asked with the report's query
    return { ok: true, status: 200, value: { graph, results: ids.map((id) => graph.add('mol_definition', id)) } };
  }
  const entries = [...new Set(ids.map((id) => entryIdOf(type, id)))];
  const batches: string[][] = [];
  for (let i = 0; i < entries.length; i += PUBLIC_API_LIMITS.graphqlIds)
    batches.push(entries.slice(i, i + PUBLIC_API_LIMITS.graphqlIds));
  const answers = await Promise.all(
    batches.map((batch) =>
      askGraphql(data, `{ entries(entry_ids: ${JSON.stringify(batch)}) { ${ENTRY_GRAPH} } }`, 'entries', signal),
    ),
  );
  for (const answer of answers) {
    if (!answer.ok) return answer;
    for (const record of records(answer.value.entries)) graph.addEntry(record);
  }
  const results = ids.flatMap((id) => graph.handleOf(type, id) ?? []);
  return { ok: true, status: 200, value: { graph, results } };
}
