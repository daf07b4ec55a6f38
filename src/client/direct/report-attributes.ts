// The attributes a report may read in browser-direct mode, as the server lists its catalogue's
// (model/reports/report-attributes.ts): every attribute of the Search API's two metadata schemas,
// with its label, description and type, carried by the kinds of document whose Data API type has
// the attribute's field (one introspection request names each type's fields; the chemical
// schema's attributes are the chemical components'). Read once per client; a failure is asked again.

import { readMetadataSchema } from '../../model/attribute-schema.ts';
import { DOC_TYPES, type DocType } from '../../model/doc-types.ts';
import { isRecord } from '../../model/json-shape.ts';
import { predefinedReport, reportAttributePaths } from '../../model/reports/predefined-reports.ts';
import { customReportMenu, reportAttribute, type ReportAttribute } from '../../model/reports/report-attributes.ts';
import { graphqlPath, ROOT_OF_LEVEL } from '../../model/reports/report-query.ts';
import type { CustomReportAttributes } from '../../model/types.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { askGraphql } from './graphql-answer.ts';
import { metadataSchemaCall } from './public-api-calls.ts';

export type ReportAttributes = ReadonlyMap<string, ReportAttribute>;

const STRUCTURE_TYPES = DOC_TYPES.filter((type) => type !== 'mol_definition');

/** `{ entry: __type(name: "CoreEntry") { fields { name } } ... }`: the top-level fields of each kind's type. */
const TYPE_FIELDS_QUERY = `{ ${DOC_TYPES.map((type) => `${type}: __type(name: "${ROOT_OF_LEVEL[type].type}") { fields { name } }`).join(' ')} }`;

async function typeFields(data: ApiTransport, signal?: AbortSignal): Promise<ClientResult<Map<DocType, Set<string>>>> {
  const answer = await askGraphql(data, TYPE_FIELDS_QUERY, [], signal);
  if (!answer.ok) return answer;
  const fields = new Map<DocType, Set<string>>();
  for (const type of DOC_TYPES) {
    const described = answer.value[type];
    const names = isRecord(described) && Array.isArray(described.fields) ? described.fields.filter(isRecord) : [];
    fields.set(type, new Set(names.map((field) => String(field.name))));
  }
  return { ok: true, status: answer.status, value: fields };
}

async function readAttributes(
  apis: { search: ApiTransport; data: ApiTransport },
  signal?: AbortSignal,
): Promise<ClientResult<ReportAttributes>> {
  const [text, chemical, fields] = await Promise.all([
    apis.search.send<unknown>(metadataSchemaCall('text'), signal),
    apis.search.send<unknown>(metadataSchemaCall('text_chem'), signal),
    typeFields(apis.data, signal),
  ]);
  if (!text.ok) return text;
  if (!chemical.ok) return chemical;
  if (!fields.ok) return fields;
  const out = new Map<string, ReportAttribute>();
  for (const [schema, types] of [
    [text.value, STRUCTURE_TYPES],
    [chemical.value, ['mol_definition']],
  ] as const) {
    for (const leaf of readMetadataSchema(schema).attributes) {
      const field = graphqlPath(leaf.path)[0] ?? '';
      const levels = types.filter((type) => fields.value.get(type)?.has(field));
      const known = out.get(leaf.path);
      if (known) {
        for (const level of levels) if (!known.levels.includes(level)) known.levels.push(level);
        continue;
      }
      const attribute = reportAttribute({
        path: leaf.path,
        type: leaf.type,
        levels,
        ...(leaf.label !== undefined ? { label: leaf.label } : {}),
        // a description that only repeats the path (what a schema writes for none) is none
        ...(leaf.description !== undefined && leaf.description !== leaf.path ? { description: leaf.description } : {}),
      });
      if (attribute) out.set(leaf.path, attribute);
    }
  }
  return { ok: true, status: 200, value: out };
}

export function createReportAttributes(apis: { search: ApiTransport; data: ApiTransport }) {
  let reading: Promise<ClientResult<ReportAttributes>> | undefined;
  const attributes = (signal?: AbortSignal): Promise<ClientResult<ReportAttributes>> => {
    reading ??= readAttributes(apis, signal).then((result) => {
      if (!result.ok) reading = undefined; // a failure is asked again next time
      return result;
    });
    return reading;
  };
  return {
    attributes,
    /** GET /search/custom-report-attributes's answer: the attribute map, the grouped menu and the reports. */
    async customReportAttributes(signal?: AbortSignal): Promise<ClientResult<CustomReportAttributes>> {
      const known = await attributes(signal);
      return known.ok ? { ...known, value: customReportMenu(known.value) } : known;
    },
    /** GET /search/attributes/{reportId}'s answer: a predefined report's attribute paths. */
    reportAttributes(reportId: string): Promise<ClientResult<string[]>> {
      const report = predefinedReport(reportId);
      return Promise.resolve(
        report
          ? { ok: true, status: 200, value: reportAttributePaths(report) }
          : { ok: false, status: 404, message: `Unknown report: ${reportId}` },
      );
    },
  };
}
