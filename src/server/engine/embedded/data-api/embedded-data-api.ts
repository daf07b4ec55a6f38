// The Data API of the embedded engine: the archive's GraphQL schema with resolvers over its
// documents, its REST types' schemas and its holdings lists. The schema is built on first use;
// each query runs on a budget of fields (answer-budget.ts).

import { execute } from 'graphql';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { EngineDataApi } from '../../types.ts';
import { answerBudget, spending, withinBudget } from './answer-budget.ts';
import { dataApiSchema, restTypeSchema } from './api-schemas.ts';
import { dataDocuments } from './data-documents.ts';
import { dataFieldValue } from './field-values.ts';
import { holdingsList } from './holdings-lists.ts';
import { holdingsRecord } from './holdings-records.ts';
import { attachResolvers } from './resolvers.ts';
import { groupRecords } from './group-records.ts';
import { namingDocuments } from './reference-records.ts';
import type { GraphQLSchema } from 'graphql';

const spendingFieldValue = spending(dataFieldValue);

export function embeddedDataApi(index: ArchiveIndex, sourceDir: string): EngineDataApi {
  let schema: GraphQLSchema | undefined;
  const restSchemas = new Map<string, Record<string, unknown>>();
  const built = (): GraphQLSchema => {
    if (!schema) {
      schema = dataApiSchema(sourceDir);
      attachResolvers(schema, dataDocuments(index), namingDocuments(index), groupRecords(index));
    }
    return schema;
  };
  return {
    schema: async () => built(),
    execute: async (document, variableValues, operationName, options = {}) => {
      if (options.unbudgeted)
        return execute({ schema: built(), document, variableValues, operationName, fieldResolver: dataFieldValue });
      const budget = answerBudget();
      const result = await execute({
        schema: built(),
        document,
        variableValues,
        operationName,
        fieldResolver: spendingFieldValue,
        contextValue: budget,
      });
      return withinBudget(result, budget);
    },
    // the files do not change while the server runs: each found one is read once (only found
    // ones are kept, so names a client invents cannot grow the map)
    restSchema: async (type) => {
      const kept = restSchemas.get(type) ?? restTypeSchema(sourceDir, type);
      if (kept) restSchemas.set(type, kept);
      return kept;
    },
    holdings: async (list) => holdingsList(index, list),
    holdingsRecord: async (kind, id) => holdingsRecord(index, kind, id),
  };
}
