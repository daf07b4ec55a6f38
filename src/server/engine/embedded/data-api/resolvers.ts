// The Data API's root fields and the fields that lead from one document to another, resolved over
// the archive; PubMed, UniProt and Pfam records from what its documents say of them
// (reference-records.ts), groups from their memberships (group-records.ts). What the archive holds
// nothing of (interfaces, DrugBank, non-polymer groups) answers null or an empty list, as
// data.rcsb.org answers absent data.

import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { DocType } from '../../../../archive/doc-types.ts';
import { spending } from './answer-budget.ts';
import type { GroupRecords } from './group-records.ts';
import { childId } from './data-kinds.ts';
import { recordAt, type DataDocument, type DataDocuments } from './data-documents.ts';
import { pfamsOf, pubmedOf, uniprotRecord, uniprotsOf, type NamingDocuments } from './reference-records.ts';

type Resolver = GraphQLFieldResolver<DataDocument | undefined, unknown, Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const nothing: Resolver = () => null;
const noneOf: Resolver = () => [];

function rootResolvers(docs: DataDocuments, naming: NamingDocuments, groups: GroupRecords): Record<string, Resolver> {
  const one = (type: DocType, id: string) => docs.byId(type, id) ?? null;
  const many = (type: DocType, ids: unknown) => list(ids).flatMap((id) => docs.byId(type, text(id)) ?? []);
  const child =
    (type: DocType, part: string): Resolver =>
    (_source, args) =>
      one(type, childId(type, text(args['entry_id']).toUpperCase(), text(args[part])));
  return {
    entry: (_s, args) => one('entry', text(args['entry_id'])),
    entries: (_s, args) => many('entry', args['entry_ids']),
    polymer_entity: child('polymer_entity', 'entity_id'),
    polymer_entities: (_s, args) => many('polymer_entity', args['entity_ids']),
    nonpolymer_entity: child('non_polymer_entity', 'entity_id'),
    nonpolymer_entities: (_s, args) => many('non_polymer_entity', args['entity_ids']),
    branched_entity: child('branched_entity', 'entity_id'),
    branched_entities: (_s, args) => many('branched_entity', args['entity_ids']),
    polymer_entity_instance: child('polymer_instance', 'asym_id'),
    polymer_entity_instances: (_s, args) => many('polymer_instance', args['instance_ids']),
    nonpolymer_entity_instance: child('non_polymer_instance', 'asym_id'),
    nonpolymer_entity_instances: (_s, args) => many('non_polymer_instance', args['instance_ids']),
    branched_entity_instance: child('branched_instance', 'asym_id'),
    branched_entity_instances: (_s, args) => many('branched_instance', args['instance_ids']),
    assembly: child('assembly', 'assembly_id'),
    assemblies: (_s, args) => many('assembly', args['assembly_ids']),
    chem_comp: (_s, args) => one('mol_definition', text(args['comp_id'])),
    chem_comps: (_s, args) => many('mol_definition', args['comp_ids']),
    interface: nothing,
    interfaces: noneOf,
    entry_group: (_s, args) => groups.group('entry', text(args['group_id'])),
    entry_groups: (_s, args) => list(args['group_ids']).flatMap((id) => groups.group('entry', text(id)) ?? []),
    polymer_entity_group: (_s, args) => groups.group('polymer_entity', text(args['group_id'])),
    polymer_entity_groups: (_s, args) =>
      list(args['group_ids']).flatMap((id) => groups.group('polymer_entity', text(id)) ?? []),
    nonpolymer_entity_group: nothing,
    nonpolymer_entity_groups: noneOf,
    group_provenance: (_s, args) => groups.provenance(text(args['group_provenance_id'])),
    pubmed: (_s, args) => {
      const row = typeof args['pubmed_id'] === 'number' ? naming.pubmed(args['pubmed_id']) : undefined;
      const entry = row === undefined ? undefined : docs.byRow(row);
      return (entry && pubmedOf(entry)) ?? null;
    },
    uniprot: (_s, args) => {
      const id = text(args['uniprot_id']).toUpperCase();
      return naming.uniprot(id) === undefined ? null : uniprotRecord(id);
    },
  };
}

/** An entity's or instance's container identifiers, whichever kind of document it is. */
function containerIds(doc: DataDocument): Readonly<Record<string, unknown>> {
  const key = Object.keys(doc).find((k) => k.endsWith('_container_identifiers'));
  return key ? recordAt(doc, key) : {};
}

function navigationResolvers(docs: DataDocuments, groups: GroupRecords): Record<string, Record<string, Resolver>> {
  const entry: Resolver = (doc) => (doc && docs.entryOf(doc)) ?? null;
  const parent: Resolver = (doc) => (doc && docs.parentOf(doc)) ?? null;
  const children =
    (type: DocType): Resolver =>
    (doc) =>
      doc ? docs.childrenOf(doc, type) : [];
  const component =
    (key: string): Resolver =>
    (doc) => {
      const id = doc && text(containerIds(doc)[key]);
      return (id && docs.byId('mol_definition', id)) || null;
    };
  const components =
    (key: string): Resolver =>
    (doc) =>
      doc ? list(containerIds(doc)[key]).flatMap((id) => docs.byId('mol_definition', text(id)) ?? []) : [];
  // an assembly's members are the asym ids its generators list, each an instance of one kind
  const assemblyMembers =
    (type: DocType): Resolver =>
    (doc) => {
      if (!doc) return [];
      const entryId = text(recordAt(doc, 'rcsb_assembly_container_identifiers')['entry_id']);
      const asymIds = new Set(
        list(doc['pdbx_struct_assembly_gen']).flatMap((gen) =>
          list((gen as Record<string, unknown>)['asym_id_list']).map(text),
        ),
      );
      return docs.byParts(type, entryId, [...asymIds]);
    };
  return {
    CoreEntry: {
      polymer_entities: children('polymer_entity'),
      nonpolymer_entities: children('non_polymer_entity'),
      branched_entities: children('branched_entity'),
      assemblies: children('assembly'),
      entry_groups: (doc) => (doc ? groups.groupsOf('entry', doc) : []),
      pubmed: (doc) => (doc && pubmedOf(doc)) ?? null,
    },
    CorePolymerEntity: {
      entry,
      polymer_entity_instances: children('polymer_instance'),
      chem_comp_monomers: components('chem_comp_monomers'),
      chem_comp_nstd_monomers: components('chem_comp_nstd_monomers'),
      prd: component('prd_id'),
      pfams: (doc) => (doc ? pfamsOf(doc) : []),
      uniprots: (doc) => (doc ? uniprotsOf(doc) : []),
      polymer_entity_groups: (doc) => (doc ? groups.groupsOf('polymer_entity', doc) : []),
    },
    CoreNonpolymerEntity: {
      entry,
      nonpolymer_entity_instances: children('non_polymer_instance'),
      nonpolymer_comp: component('nonpolymer_comp_id'),
      prd: component('prd_id'),
    },
    CoreBranchedEntity: {
      entry,
      branched_entity_instances: children('branched_instance'),
      chem_comp_monomers: components('chem_comp_monomers'),
      prd: component('prd_id'),
    },
    CorePolymerEntityInstance: { polymer_entity: parent },
    CoreNonpolymerEntityInstance: { nonpolymer_entity: parent },
    CoreBranchedEntityInstance: { branched_entity: parent },
    CoreAssembly: {
      entry,
      polymer_entity_instances: assemblyMembers('polymer_instance'),
      nonpolymer_entity_instances: assemblyMembers('non_polymer_instance'),
      branched_entity_instances: assemblyMembers('branched_instance'),
      interfaces: noneOf,
    },
    CoreChemComp: { drugbank: nothing },
  };
}

/**
 * Gives the schema's root fields and navigation fields their resolvers, each spending from the
 * request's budget (answer-budget.ts); every other field reads the document (field-values.ts).
 * Throws when the schema lacks a field named here, so a schema that renamed one is caught at
 * start-up, not by a user.
 */
export function attachResolvers(
  schema: GraphQLSchema,
  docs: DataDocuments,
  naming: NamingDocuments,
  groups: GroupRecords,
): void {
  const byType: Record<string, Record<string, Resolver>> = {
    Query: rootResolvers(docs, naming, groups),
    ...navigationResolvers(docs, groups),
  };
  for (const [typeName, resolvers] of Object.entries(byType)) {
    const type = schema.getType(typeName);
    const fields = type && 'getFields' in type ? type.getFields() : undefined;
    for (const [fieldName, resolve] of Object.entries(resolvers)) {
      const field = fields?.[fieldName];
      if (!field || !('resolve' in field || 'args' in field))
        throw new Error(`The Data API schema has no field ${typeName}.${fieldName}`);
      (field as { resolve?: Resolver }).resolve = spending(resolve);
    }
  }
}
