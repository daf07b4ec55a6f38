// The Search API's metadata schemas in upstream mode: the upstream's own, through the shared
// transport (which keeps them), and what the server builds from them — the developer tools'
// attribute maps and the attributes' names in MyPDB's mail — by the model's readings, the same
// ones the embedded engine applies to its own schemas.

import { metadataSchemaCall } from '../../../client/direct/public-api-calls.ts';
import { attributeLabelsOfSchemas } from '../../../model/attribute-catalogue.ts';
import { attributeMapFromSchema } from '../../../model/attribute-map.ts';
import { isRecord } from '../../../model/json-shape.ts';
import { UpstreamError } from '../../errors.ts';
import type { AttributeService, ServerEngine } from '../types.ts';
import type { UpstreamApis } from './upstream-apis.ts';
import { upstreamValue } from './upstream-answers.ts';

export function upstreamMetadata({
  search,
}: UpstreamApis): Pick<ServerEngine, 'metadataSchema' | 'attributeMap' | 'attributeLabels'> {
  const metadataSchema = async (service: AttributeService): Promise<Record<string, unknown>> => {
    const schema = upstreamValue(await search.send<unknown>(metadataSchemaCall(service)));
    if (!isRecord(schema)) throw new UpstreamError(`The upstream Search API's ${service} metadata schema is no object`);
    return schema;
  };
  // read again from the transport's copy at each question: a few milliseconds, asked rarely
  // (developer pages, a notification mail), and never older than the schema itself
  return {
    metadataSchema,
    attributeMap: async (service) => attributeMapFromSchema(await metadataSchema(service)),
    attributeLabels: async () => {
      const [text, textChem] = await Promise.all([metadataSchema('text'), metadataSchema('text_chem')]);
      return attributeLabelsOfSchemas({ text, text_chem: textChem });
    },
  };
}
