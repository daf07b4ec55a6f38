// The engine as the server receives it: what the routes ask of an archive, in the wire's terms
// (src/model) and small server-side types. The embedded engine (embedded/) answers from the
// SQLite archive; a second engine (an upstream archive) can stand behind the same routes.

import type { PairwiseAlignment } from '../../model/structure-alignment/pairwise.ts';
import type { ChainRef } from '../../model/viewer-request.ts';
import type { AttributeLabels } from '../../model/describe.ts';
import type {
  CustomReportAttributes,
  EntryStatusResponse,
  PolymerTypeMap,
  SequenceLookupResponse,
  StructureLookupResponse,
  SearchDataBody,
  ValidatedRequest,
  StructureFileFormat,
  SuggestionItem,
  SuggestionResponse,
  TreeNode,
} from '../../model/types.ts';
import type { EncodedJson, JsonEncoding } from '../search-runner/encoded-json.ts';
import type { SuggestApiRequest } from '../rcsb-api/suggest-request.ts';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';

/** The metadata services of the archive (structure attributes and chemical attributes). */
export type AttributeService = 'text' | 'text_chem';

/** POST /search/data's input: the request, and whether the UI wants the refinement facets with it. */
export interface SearchViewInput {
  request: ValidatedRequest;
  /** The UI wants the refinement facets with the results. */
  getDrilldown: boolean;
}

/** The browsable trees (seed 000 §8) as the tree routes read them. */
export interface EngineTrees {
  has(treeId: string): Promise<boolean>;
  node(treeId: string, nodeId: string): Promise<TreeNode | undefined>;
  menu(treeId: string, text: string, limit: number): Promise<SuggestionItem[]>;
  select(treeId: string, key: string): Promise<TreeNode | undefined>;
}

/** The attribute a value suggester is for; service and nestedValue name a nested attribute's context. */
export interface SuggesterTarget {
  attribute: string;
  service?: AttributeService;
  nestedValue?: string;
}

/** What a value suggester is asked: the typed text; limit absent: the engine's default number of items. */
export interface SuggesterQuestion {
  text: string;
  includeComputational: boolean;
  limit?: number;
}

/** The search bar's menu and the query builder's value suggesters. */
export interface EngineSuggesters {
  /** The attributes the search bar's menu reads, so the server can load their values after start-up. */
  readonly searchBarAttributes: readonly string[];
  /** Reads these attributes' values into memory now rather than at their first question. */
  warm(attributes: readonly string[]): void;
  /** The search bar's menu for the typed text (normalised here; too short a text gets an empty menu). */
  searchBar(text: string, options: { includeComputational: boolean }): Promise<SuggestionResponse>;
  /** The attribute's suggestions for the question; undefined when the attribute has no suggester. */
  attribute(target: SuggesterTarget, question: SuggesterQuestion): Promise<SuggestionItem[] | undefined>;
}

/** How a search answer is sent: encoded with the client's encoding, or left for the app to compress. */
export interface EngineSearches {
  /** POST /search/data's answer for a search view or a count, as the UI reads it. */
  view(input: SearchViewInput, encoding: JsonEncoding): Promise<EncodedJson>;
  /** The Search API v2 answer; undefined when nothing matched (the API's 204). A refused query: ClientError 400. */
  api(request: ValidatedRequest, encoding: JsonEncoding): Promise<EncodedJson | undefined>;
  /**
   * The Search API's suggester (/rcsbsearch/v2/suggest) for a request the route has checked:
   * `raw` as it came, `request` as read from it.
   */
  suggest(raw: unknown, request: SuggestApiRequest): Promise<ApiSuggestions>;
  /** The alignment view's TM-align of two chains (issue 37). A chain it cannot align: ClientError 400. */
  align(query: ChainRef, target: ChainRef): Promise<PairwiseAlignment>;
}

export interface ApiSuggestion {
  text: string;
  score: number;
}

/** The suggester's answer per attribute (suggest/response/json-schema-rcsb_suggest_results.json). */
export type ApiSuggestions = Record<string, ApiSuggestion[]>;

/** How a file of the archive is named and stored, wherever it is. */
interface ArchiveFileForm {
  /** The identifier the file is named for, as the RCSB writes it ('4HHB', 'PRDCC_000001'). */
  stem: string;
  gzipped: boolean;
  /** BinaryCIF cannot be served as mmCIF text. */
  binary: boolean;
}

/** A file on this server's disk. */
export interface DiskFile extends ArchiveFileForm {
  /** Absolute path found by the scan. */
  path: string;
}

/** A file at the upstream file server, streamed through the routes (never a redirect: a page may allow only its own origin). */
export interface UpstreamFile extends ArchiveFileForm {
  url: string;
}

/** A file of the archive the file routes stream (an entry's mmCIF, a component's definition). */
export type ArchiveFile = DiskFile | UpstreamFile;

/** An entry of the archive, as a user-supplied id named it. */
export interface ArchiveEntry {
  id: string;
  computational: boolean;
}

/** The archive's documents, files and pictures as the file, download and image routes read them. */
export interface EngineFiles {
  /**
   * The entry a user-supplied id names: an entry id in any letter case or an extended id
   * ('pdb_00004hhb'); with `childIds`, also an entity, instance or assembly id cut back to its
   * entry. Undefined when the id is malformed or not in the archive.
   */
  entry(raw: string, options: { childIds: boolean }): Promise<ArchiveEntry | undefined>;
  /** A chemical component or BIRD molecule's id as the archive holds it, from any letter case. */
  component(raw: string): Promise<string | undefined>;
  hasAssembly(assemblyId: string): Promise<boolean>;
  entryFile(entryId: string): Promise<ArchiveFile | undefined>;
  /** CCD definition, or for a BIRD id its chemical-component file (PRDCC_), else its PRD_ file. */
  componentFile(compId: string): Promise<ArchiveFile | undefined>;
  /** SVG of the entry, or of one assembly; undefined when the file does not define that assembly. */
  entryImage(entry: ArchiveEntry, assemblyId?: string): Promise<string | undefined>;
  componentImage(compId: string): Promise<string>;
  /**
   * The upstream's own picture of an entry's assembly or a component (the RCSB's), passed on as it
   * is; undefined: the route draws its SVG (entryImage, componentImage).
   */
  picture(of: PictureOf): Promise<UpstreamFile | undefined>;
}

/** What a picture shows: an entry's assembly ('1' for the entry's own picture), or a component. */
export type PictureOf = { entryId: string; assemblyId: string } | { componentId: string };

/** A report's answer (a table for the UI, a csv or json file): status, body and its content type. */
export interface ReportAnswer {
  status: number;
  contentType: string;
  payload: unknown;
  /** Extra response headers (content-disposition of csv/json files); the route must apply them. */
  headers?: Record<string, string>;
}

/** The identifiers of a result set whose files are to be downloaded. */
export interface DownloadIds {
  ids: string[];
  /** How many computed models were left out. */
  excludedComputed: number;
}

/** The results and report a report-query view names (seed 001 §2). */
export interface ReportQueryInput {
  identifiers: string[];
  returnType: string;
  /** A predefined report's id; absent: a custom report of `attributes`. */
  report?: string;
  attributes: string[];
}

/** The tabular reports of POST /search/data and /search/data-download (seed 000 §4). */
export interface EngineReports {
  /** A report other than a search view, for a request /search/data has read and checked. */
  answer(body: SearchDataBody): Promise<ReportAnswer>;
  /** POST /search/data-download's body as it came: read as /search/data reads it, then answered as there. */
  download(raw: unknown): Promise<ReportAnswer>;
  /** POST /search/data-download/ids: the entry or component ids of a result set (computed models left out). */
  downloadIds(body: unknown): Promise<DownloadIds>;
  /** The custom report's attribute menu. */
  customMenu(): Promise<CustomReportAttributes>;
  /** A predefined report's attribute paths; undefined for an unknown report id. */
  attributes(reportId: string): Promise<string[] | undefined>;
  /** The GraphQL query the report runs for those results; a ClientError (400) names what is wrong. */
  graphqlQuery(input: ReportQueryInput): Promise<string>;
}

/** The query builder's per-entry lookups; undefined for an entry the archive does not hold. */
export interface EngineLookups {
  /** The entry's sequences, for the sequence section's menu. */
  sequences(entryId: string): Promise<SequenceLookupResponse | undefined>;
  /** Its assemblies and chains, for the structure reference. */
  structure(entryId: string): Promise<StructureLookupResponse | undefined>;
  /** The polymer type of each chain, for the alignment check. */
  polymerTypes(entryId: string): Promise<PolymerTypeMap | undefined>;
}

/** The formats an uploaded structure file may claim. */
export type UploadFormat = Extract<StructureFileFormat, 'cif' | 'bcif' | 'pdb'>;

/** An uploaded file read as the format it claims: BinaryCIF and its atom count, or why it was refused. */
export type StructureFileCheck = { ok: true; bcif: Uint8Array; atoms: number } | { ok: false; reason: string };

/** The structure upload's reading of a user's file (seed 001 §4: kept as BinaryCIF). */
export interface EngineUploads {
  /** Reads the file under a deadline and a memory bound; a file over either is refused. */
  convert(bytes: Uint8Array, format: UploadFormat): Promise<StructureFileCheck>;
  /** Loads the reader before the first upload needs it. */
  warm(): Promise<void>;
}

/** The holdings lists of the Data API: entry ids, chemical component ids, BIRD ids. */
export type HoldingsList = 'entry_ids' | 'ccd_ids' | 'prd_ids';

/** The RCSB Data API (data.rcsb.org): GraphQL, the REST types' JSON schemas, the holdings lists. */
export interface EngineDataApi {
  /** The GraphQL schema a query is checked against before it runs. */
  schema(): Promise<GraphQLSchema>;
  /**
   * Runs a query the route has parsed, bounded and validated against schema(), on a budget of
   * resolved fields; a report, bounded by its own batch, runs with `unbudgeted`.
   */
  execute(
    document: DocumentNode,
    variables: Readonly<Record<string, unknown>> | undefined,
    operationName: string | undefined,
    options?: { unbudgeted?: boolean },
  ): Promise<ExecutionResult>;
  /** A REST type's JSON schema ('entry', 'polymer_entity' ...); undefined for an unknown type. */
  restSchema(type: string): Promise<Record<string, unknown> | undefined>;
  /** The ids of one holdings list, sorted. */
  holdings(list: HoldingsList): Promise<string[]>;
  /** The removed or unreleased record of an entry id; undefined when the id is not one. */
  holdingsRecord(kind: 'removed' | 'unreleased', id: string): Promise<Record<string, unknown> | undefined>;
}

/** What the routes read: searches, lookups, files, uploads, reports, trees, suggesters and the engine's lifecycle. */
export interface ServerEngine {
  searches: EngineSearches;
  lookups: EngineLookups;
  files: EngineFiles;
  uploads: EngineUploads;
  reports: EngineReports;
  trees: EngineTrees;
  suggesters: EngineSuggesters;
  dataApi: EngineDataApi;
  /** The Search API's metadata schema of a service: the held attributes over the official schema. */
  metadataSchema(service: AttributeService): Promise<Record<string, unknown>>;
  /** The developer tools' attribute map of a service, keyed by attribute name. */
  attributeMap(service: AttributeService): Promise<Record<string, unknown>>;
  /** An entry id's holding status (current, computational, obsolete, unknown...). */
  entryStatus(id: string): Promise<EntryStatusResponse>;
  /** The attributes' names as descriptions of a query use them (MyPDB's notification mail). */
  attributeLabels(): Promise<AttributeLabels>;
  /** Loads every service's data (RDKit molecules, coordinates...) so no user waits for it; returns seconds taken. */
  warmServices(): Promise<number>;
  /**
   * Told by the app once it listens: the origins that name this server (PUBLIC_URL's, the listening
   * address's). An engine that reads files by URL reads the uploads on them from its own store.
   */
  servesAt?(origins: readonly string[]): void;
  close(): Promise<void>;
}
