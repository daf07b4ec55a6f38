// Every document of the archive answers every field the Data API declares non-null. A null there
// is not a missing value but an error that voids the enclosing record (one missing refinement id
// blanked 1KIP's whole refinement, in the Data API and in the reports that read through it), so
// each root type is asked for all its own fields, for all its documents, and must answer no error.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getNamedType, isLeafType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { dataApiSchema } from '../../../src/server/engine/embedded/data-api/api-schemas.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';

interface GraphQLAnswer {
  data?: Record<string, unknown>;
  errors?: Array<{ message: string; path?: Array<string | number> }>;
}

let server: RunningServer;
let schema: GraphQLSchema;
const idsOf = new Map<string, string[]>();

async function ask(query: string): Promise<GraphQLAnswer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as GraphQLAnswer;
}

/** The type's own fields, nested records included; navigation to other documents left out. */
function ownFields(type: GraphQLObjectType, documentTypes: Set<string>): string {
  return Object.entries(type.getFields())
    .filter(([, field]) => !field.args.some((arg) => String(arg.type).endsWith('!')))
    .flatMap(([name, field]) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return [name];
      if (!isObjectType(named) || documentTypes.has(named.name)) return [];
      return [`${name} { ${ownFields(named, documentTypes)} }`];
    })
    .join(' ');
}

type Row = Record<string, unknown>;
const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const ids = (rows: Row[]) => rows.map((row) => String(row.rcsb_id ?? row.id));

before(async () => {
  server = await startArchiveServer();
  schema = dataApiSchema(resolveSourceDir());
  const entryIds = (await (await fetch(`${server.url}/rest/v1/holdings/current/entry_ids`)).json()) as string[];
  const answer = await ask(`{ entries(entry_ids: ${JSON.stringify(entryIds)}) {
    rcsb_id
    polymer_entities { rcsb_id polymer_entity_instances { rcsb_id } }
    nonpolymer_entities { rcsb_id nonpolymer_entity_instances { rcsb_id } nonpolymer_comp { chem_comp { id } } }
    branched_entities { rcsb_id branched_entity_instances { rcsb_id } }
    assemblies { rcsb_id }
  } }`);
  const entries = list(answer.data?.entries);
  const children = (key: string) => entries.flatMap((entry) => list(entry[key]));
  const grandchildren = (key: string, inner: string) => children(key).flatMap((child) => list(child[inner]));
  idsOf.set('entries', ids(entries));
  idsOf.set('polymer_entities', ids(children('polymer_entities')));
  idsOf.set('polymer_entity_instances', ids(grandchildren('polymer_entities', 'polymer_entity_instances')));
  idsOf.set('nonpolymer_entities', ids(children('nonpolymer_entities')));
  idsOf.set('nonpolymer_entity_instances', ids(grandchildren('nonpolymer_entities', 'nonpolymer_entity_instances')));
  idsOf.set('branched_entities', ids(children('branched_entities')));
  idsOf.set('branched_entity_instances', ids(grandchildren('branched_entities', 'branched_entity_instances')));
  idsOf.set('assemblies', ids(children('assemblies')));
  const comps = children('nonpolymer_entities').map(
    (e) => (e.nonpolymer_comp as { chem_comp?: { id?: string } })?.chem_comp?.id,
  );
  idsOf.set('chem_comps', [...new Set(comps.filter((id): id is string => typeof id === 'string'))]);
});
after(() => server.close());

/** Root field, its ids argument, and in how many tests its documents are asked for (each stays well under the ceiling). */
const ROOTS: Array<[root: string, argument: string, shards: number]> = [
  ['entries', 'entry_ids', 8],
  ['polymer_entities', 'entity_ids', 3],
  ['polymer_entity_instances', 'instance_ids', 4],
  ['nonpolymer_entities', 'entity_ids', 1],
  ['nonpolymer_entity_instances', 'instance_ids', 2],
  ['branched_entities', 'entity_ids', 1],
  ['branched_entity_instances', 'instance_ids', 1],
  ['assemblies', 'assembly_ids', 2],
  ['chem_comps', 'comp_ids', 1],
];

const BUDGET_REFUSAL = /^The answer would hold more than/;

/** The errors of asking for `selection` of these documents, halving a batch the answer budget refuses. */
async function errorsOf(root: string, argument: string, selection: string, chunk: string[]): Promise<string[]> {
  const answer = await ask(`{ ${root}(${argument}: ${JSON.stringify(chunk)}) { ${selection} } }`);
  const errors = answer.errors ?? [];
  if (chunk.length > 1 && errors.some((error) => BUDGET_REFUSAL.test(error.message))) {
    const half = chunk.length >> 1;
    return [
      ...(await errorsOf(root, argument, selection, chunk.slice(0, half))),
      ...(await errorsOf(root, argument, selection, chunk.slice(half))),
    ];
  }
  const answered = list(answer.data?.[root]).length;
  const missing = errors.length === 0 && answered !== chunk.length ? [`${chunk.length - answered} unanswered`] : [];
  return [
    ...missing,
    ...errors.map((error) => {
      const index = error.path?.[1];
      return `${typeof index === 'number' ? chunk[index] : '?'}: ${error.message}`;
    }),
  ];
}

for (const [root, argument, shards] of ROOTS) {
  for (let shard = 0; shard < shards; shard++) {
    const part = shards > 1 ? ` (part ${shard + 1} of ${shards})` : '';
    test(`${root}${part}: every document answers all its fields without a null in a non-null one`, async () => {
      const query = schema.getQueryType()!;
      const documentTypes = new Set(Object.values(query.getFields()).map((field) => getNamedType(field.type).name));
      const type = getNamedType(query.getFields()[root]!.type) as GraphQLObjectType;
      const selection = ownFields(type, documentTypes);
      const mine = (idsOf.get(root) ?? []).filter((_, i) => i % shards === shard);
      assert.ok(mine.length > 0, `the archive holds ${root}`);
      const failures: string[] = [];
      for (let i = 0; i < mine.length; i += 50)
        failures.push(...(await errorsOf(root, argument, selection, mine.slice(i, i + 50))));
      assert.deepEqual(failures.slice(0, 20), [], `${failures.length} errors`);
    });
  }
}
