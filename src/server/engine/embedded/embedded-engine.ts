// The embedded engine: the ServerEngine over the SQLite archive this process opened. Searches go
// through a runner (this thread or the worker pool); lookups, trees and menus read the index here.

import { refusalAsClientError } from './query-refusal.ts';
import { suggestApiAnswer, suggestContextAttributes } from '../../rcsb-api/suggest-answer.ts';
import { TreeStore } from '../../../archive/trees/tree-store.ts';
import type { AttributeService, EngineFiles, EngineTrees, ServerEngine } from '../types.ts';
import { attributeMap } from './devtools/attribute-map.ts';
import { archiveFiles, type ArchiveFiles } from './files/archive-files.ts';
import { documentRow, findComponent, findEntry } from './files/document-lookup.ts';
import { componentImage, entryImage } from './files/images.ts';
import { entryStatusLookup } from './entry-status.ts';
import { buildMetadataSchema, officialSchema } from './rcsb-api/metadata-schema.ts';
import { answerEmbeddedDownload, answerReport } from './reports/answer.ts';
import { customReportMenu } from './reports/custom-attributes.ts';
import { downloadIds } from './reports/result-ids.ts';
import { reportQueryText } from './reports/report-query-text.ts';
import { predefinedReport, reportAttributePaths } from '../../../model/reports/predefined-reports.ts';
import { attributeLabelsOfSchemas } from '../../../model/attribute-catalogue.ts';
import type { SearchRunner } from './search-runner/runner.ts';
import type { SearchParts } from './search-runner/search-parts.ts';
import { archiveLookups } from './search-data/archive-lookups.ts';
import { archiveSuggesters } from './suggesters.ts';
import { embeddedDataApi } from './data-api/embedded-data-api.ts';
import { convertUpload, warmUploadConversion } from './upload/convert.ts';

/** The embedded engine with what its own modules (reports' rows, files, the tests) read directly. */
export interface EmbeddedEngine extends ServerEngine, SearchParts {
  /** Directory of the mmCIF entries and chemical components (for file downloads and images). */
  sourceDir: string;
  /** Where searches run: on this thread or in the worker pool. */
  runner: SearchRunner;
}

interface Lifecycle {
  warmServices(): Promise<number>;
  servesAt?(origins: readonly string[]): void;
  close(): Promise<void>;
}

/** Built on first use: the index does not change while it is open. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function embeddedEngine(
  parts: SearchParts & { sourceDir: string },
  runner: SearchRunner,
  lifecycle: Lifecycle,
): EmbeddedEngine {
  const { index, sourceDir } = parts;
  const treeStore = once(() => new TreeStore(index.db));
  const trees: EngineTrees = {
    has: async (treeId) => treeStore().has(treeId),
    node: async (treeId, nodeId) => treeStore().node(treeId, nodeId),
    menu: async (treeId, text, limit) => treeStore().menu(treeId, text, limit),
    select: async (treeId, key) => treeStore().select(treeId, key),
  };
  const onDisk = (): ArchiveFiles => archiveFiles(sourceDir);
  const files: EngineFiles = {
    entry: async (raw, options) => {
      const found = findEntry(index, raw, options);
      return found && { id: found.id, computational: found.computational };
    },
    component: async (raw) => findComponent(index, raw)?.id,
    hasAssembly: async (assemblyId) => documentRow(index, 'assembly', assemblyId) !== undefined,
    entryFile: async (entryId) => onDisk().entry(entryId),
    componentFile: async (compId) => onDisk().component(compId),
    entryImage: (entry, assemblyId) => entryImage(onDisk().entry(entry.id), entry, assemblyId),
    componentImage: async (compId) => {
      const row = documentRow(index, 'mol_definition', compId);
      if (row === undefined) throw new Error(`No chemical component ${compId} in the archive`);
      return componentImage(compId, index.body(row)?.rcsb_chem_comp_descriptor);
    },
    // the archive's pictures are drawn here, from its own files
    picture: async () => undefined,
  };
  const perService = <T>(make: (service: AttributeService) => T | Promise<T>) => {
    const made = { text: once(() => make('text')), text_chem: once(() => make('text_chem')) };
    return async (service: AttributeService): Promise<T> => made[service]();
  };
  const entryStatus = once(() => entryStatusLookup(index));
  const suggestible = once(async () =>
    suggestContextAttributes([await engine.metadataSchema('text'), await engine.metadataSchema('text_chem')]),
  );
  const menu = once(() => customReportMenu(index));
  const labels = once(async () =>
    attributeLabelsOfSchemas({
      text: await engine.metadataSchema('text'),
      text_chem: await engine.metadataSchema('text_chem'),
    }),
  );
  const suggesters = archiveSuggesters(index);
  // searches read engine.runner when they run, so the runner can be swapped (the tests' busy server)
  const engine: EmbeddedEngine = {
    ...parts,
    runner,
    ...lifecycle,
    searches: {
      view: (input, encoding) => engine.runner.view(input, encoding),
      api: async (request, encoding) => {
        try {
          return await engine.runner.api(request, encoding);
        } catch (error) {
          throw refusalAsClientError(error);
        }
      },
      align: async (query, target) => {
        try {
          return await engine.runner.align(query, target);
        } catch (error) {
          throw refusalAsClientError(error);
        }
      },
      // the metadata schemas say which attributes have suggestions, as on the public API
      suggest: async (_raw, request) => suggestApiAnswer(request, await suggestible(), suggesters),
    },
    lookups: archiveLookups(index),
    uploads: { convert: (bytes, format) => convertUpload(bytes, format), warm: () => warmUploadConversion() },
    files,
    trees,
    suggesters,
    dataApi: embeddedDataApi(index, sourceDir),
    metadataSchema: perService((service) =>
      buildMetadataSchema(service, index.catalogue[service].values(), officialSchema(sourceDir, service)),
    ),
    attributeMap: perService(async (service) =>
      attributeMap(await engine.metadataSchema(service), index.catalogue[service]),
    ),
    reports: {
      answer: (body) => answerReport(body, engine),
      download: (raw) => answerEmbeddedDownload(raw, engine),
      downloadIds: (body) => downloadIds(engine, body),
      customMenu: async () => menu(),
      graphqlQuery: async (input) => reportQueryText(index, input),
      attributes: async (reportId) => {
        const report = predefinedReport(reportId);
        return report && reportAttributePaths(report);
      },
    },
    entryStatus: async (id) => entryStatus()(id),
    attributeLabels: async () => labels(),
  };
  return engine;
}
