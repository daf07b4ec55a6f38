// Recognisers for archive identifiers, and the link a search-bar input should go to when it is one.
//
// Order matters when classifying: several formats overlap lexically. 'pdb_00001abc' and
// 'PRD_000001' both also fit the computed-model shape (word, underscore, >= 6 alphanumerics), and
// '1ABC_123456' fits both entity and computed model; the specific formats are tried first.

import { CSM_ID_PATTERN, ENTRY_ID_PATTERN, PRD_ID_PATTERN } from './constants/core.ts';
import { DEFAULT_SITE_BASE_URL, linkFor, type LinkKind, type LinkSettings } from './link-templates.ts';

/** Site that entry, ligand and group pages live on unless the caller configures another. */
export { DEFAULT_SITE_BASE_URL };

// The two entry shapes of ENTRY_ID_PATTERN and CSM_ID_PATTERN (constants/core.ts), unanchored so
// the composite patterns below can embed them; a test keeps the copies in step.
const ENTRY = '[1-9][A-Za-z0-9]{3}';
const COMPUTED_MODEL = '[A-Za-z0-9]+_[A-Za-z0-9]{6,}';

/** Extended PDB id: 'pdb_0000' followed by a classic entry id ('pdb_00004hhb'). */
export const EXTENDED_ENTRY_ID_PATTERN = new RegExp(`^pdb_0000(${ENTRY})$`, 'i');
/** Chemical Component Dictionary id: 1 to 5 alphanumerics ('ATP', 'HEM', '7ZTVU'). */
export const CHEMICAL_COMPONENT_ID_PATTERN = /^[A-Za-z0-9]{1,5}$/;
/** The official UniProt accession pattern (uniprot.org/help/accession_numbers), anchored. */
export const UNIPROT_ACCESSION_PATTERN = /^(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})$/;

// An entity, instance or assembly id is an entry (classic or computed model) plus a suffix.
const ENTITY_ID_PATTERN = new RegExp(`^(${ENTRY}|${COMPUTED_MODEL})_([1-9][0-9]*)$`);
const INSTANCE_ID_PATTERN = new RegExp(`^(${ENTRY}|${COMPUTED_MODEL})\\.([A-Za-z0-9]{1,4})$`);
const ASSEMBLY_ID_PATTERN = new RegExp(`^(${ENTRY}|${COMPUTED_MODEL})-([A-Za-z0-9]+)$`);

export type IdentifierKind =
  | 'entry'
  | 'extended_entry'
  | 'computed_model'
  | 'entity'
  | 'instance'
  | 'assembly'
  | 'bird'
  | 'chemical_component'
  | 'uniprot';

export interface ParsedIdentifier {
  kind: IdentifierKind;
  /** The identifier in its canonical spelling (entry part upper case, extended ids lower case). */
  id: string;
  /** The containing entry (4-character or computed-model id) for entry-based kinds. */
  entryId?: string;
  /** Entity number, asym id or assembly id after the separator. */
  suffix?: string;
  /** True when the entry part is a computed structure model. */
  computedModel: boolean;
}

const clean = (value: string): string => value.trim();

export function isEntryId(value: string): boolean {
  return ENTRY_ID_PATTERN.test(clean(value));
}

export function isExtendedEntryId(value: string): boolean {
  return EXTENDED_ENTRY_ID_PATTERN.test(clean(value));
}

/** Excludes the look-alikes 'pdb_00001abc', 'PRD_000001' and long entity numbers ('1ABC_123456'). */
export function isComputedModelId(value: string): boolean {
  return parseIdentifier(value)?.kind === 'computed_model';
}

/** Structure-motif and structure-similarity references accept either kind of entry. */
export function isEntryOrComputedModelId(value: string): boolean {
  return isEntryId(value) || isComputedModelId(value);
}

export function isEntityId(value: string): boolean {
  return parseIdentifier(value)?.kind === 'entity';
}

export function isInstanceId(value: string): boolean {
  return parseIdentifier(value)?.kind === 'instance';
}

export function isAssemblyId(value: string): boolean {
  return parseIdentifier(value)?.kind === 'assembly';
}

/** BIRD / reference molecule id: 'a 10-character id starting with PRD_', any letter case. */
export function isBirdId(value: string): boolean {
  return PRD_ID_PATTERN.test(clean(value).toUpperCase());
}

/** Syntax only: every 1-5 character alphanumeric word passes, so this alone never routes input. */
export function isChemicalComponentId(value: string): boolean {
  return CHEMICAL_COMPONENT_ID_PATTERN.test(clean(value));
}

/** Accessions are upper case by definition; typed lower case is accepted and upper-cased. */
export function isUniprotAccession(value: string): boolean {
  return UNIPROT_ACCESSION_PATTERN.test(clean(value).toUpperCase());
}

function entryPart(raw: string): { entryId: string; computedModel: boolean } {
  const computedModel = !ENTRY_ID_PATTERN.test(raw);
  return { entryId: raw.toUpperCase(), computedModel };
}

/**
 * Classifies an identifier. Chemical component ids are reported last because almost any short
 * word fits their syntax; callers decide whether that classification is meaningful.
 */
export function parseIdentifier(value: string): ParsedIdentifier | null {
  const v = clean(value);
  if (v === '') return null;

  if (ENTRY_ID_PATTERN.test(v)) {
    const id = v.toUpperCase();
    return { kind: 'entry', id, entryId: id, computedModel: false };
  }
  const extended = EXTENDED_ENTRY_ID_PATTERN.exec(v);
  if (extended?.[1]) {
    const entryId = extended[1].toUpperCase();
    return { kind: 'extended_entry', id: toExtendedEntryId(entryId), entryId, computedModel: false };
  }
  if (isBirdId(v)) return { kind: 'bird', id: v.toUpperCase(), computedModel: false };

  const entity = ENTITY_ID_PATTERN.exec(v);
  // A computed model with a 6+ digit "entity number" is a computed-model shape, not an entity.
  if (entity?.[1] && entity[2] && (ENTRY_ID_PATTERN.test(entity[1]) || entity[2].length < 6)) {
    const { entryId, computedModel } = entryPart(entity[1]);
    return { kind: 'entity', id: `${entryId}_${entity[2]}`, entryId, suffix: entity[2], computedModel };
  }
  if (CSM_ID_PATTERN.test(v)) {
    const id = v.toUpperCase();
    return { kind: 'computed_model', id, entryId: id, computedModel: true };
  }
  const instance = INSTANCE_ID_PATTERN.exec(v);
  if (instance?.[1] && instance[2]) {
    const { entryId, computedModel } = entryPart(instance[1]);
    // Chain ids are case-sensitive in large structures, so the asym id keeps its spelling.
    return { kind: 'instance', id: `${entryId}.${instance[2]}`, entryId, suffix: instance[2], computedModel };
  }
  const assembly = ASSEMBLY_ID_PATTERN.exec(v);
  if (assembly?.[1] && assembly[2]) {
    const { entryId, computedModel } = entryPart(assembly[1]);
    return { kind: 'assembly', id: `${entryId}-${assembly[2]}`, entryId, suffix: assembly[2], computedModel };
  }
  if (isUniprotAccession(v)) return { kind: 'uniprot', id: v.toUpperCase(), computedModel: false };
  if (isChemicalComponentId(v)) return { kind: 'chemical_component', id: v.toUpperCase(), computedModel: false };
  return null;
}

/** '4HHB' -> 'pdb_00004hhb'. */
export function toExtendedEntryId(entryId: string): string {
  return `pdb_0000${clean(entryId).toLowerCase()}`;
}

/**
 * The id a result row contributes to a selection: entity, instance and assembly ids are cut back
 * to their entry ('1ABC_1' -> '1ABC'); computed models keep their whole id before the suffix
 * ('AF_AFP69905F1_1' -> 'AF_AFP69905F1'). Anything else is returned trimmed and unchanged.
 */
export function trimSelectionId(value: string): string {
  const v = clean(value);
  const parsed = parseIdentifier(v);
  if (!parsed) return v;
  switch (parsed.kind) {
    case 'entity':
    case 'instance':
    case 'assembly':
      return v.slice(0, v.length - (parsed.suffix?.length ?? 0) - 1);
    default:
      return v;
  }
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** A path ('/structure/4HHB', 'a/b') on a base; absolute and protocol-relative URLs are kept as they are. */
export function resolveUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return joinUrl(baseUrl, path.startsWith('/') ? path : `/${path}`);
}

/** The extended-id link shown on entry results: structure-url of 'pdb_0000{lowercase entry id}'. */
export function extendedEntryLink(entryId: string, links: LinkSettings = {}): string {
  return linkFor('structure', toExtendedEntryId(entryId), links);
}

/** ligand-url of the upper-cased component id. */
export function ligandLink(compId: string, links: LinkSettings = {}): string {
  return linkFor('ligand', clean(compId).toUpperCase(), links);
}

export type EntryStatus = 'current' | 'removed' | 'unreleased';

/** What the caller knows about ids the model cannot judge from syntax alone. */
export interface IdentifierLookup {
  /** Status of a 4-character entry id; unknown or undefined means current. */
  entryStatus?: (entryId: string) => EntryStatus | undefined;
  /**
   * Whether a short word is a known chemical component. Without this, bare words such as 'ATP',
   * 'DNA' or 'ACE2' are never routed to a ligand page: they are far more often search terms.
   */
  isChemicalComponent?: (compId: string) => boolean;
}

export type SearchRouteKind =
  | 'entry'
  | 'extended_entry'
  | 'computed_model'
  | 'removed_entry'
  | 'unreleased_entry'
  | 'chemical_component'
  | 'bird'
  | 'uniprot';

export interface SearchRoute {
  kind: SearchRouteKind;
  id: string;
  /** Site-relative path, e.g. '/structure/4HHB'. */
  path: string;
  /** path on the configured base URL. */
  url: string;
}

export interface RouteOptions {
  /** Site of the pages that have no template (csm-entry-id, removed and unreleased entries). */
  baseUrl?: string;
  /** Templates of entry, ligand and UniProt pages (link-templates.ts); unset ones are on baseUrl. */
  links?: LinkTemplates;
  lookup?: IdentifierLookup;
}

type LinkTemplates = Omit<LinkSettings, 'linkBase'>;

/** Which template each route follows; the others are paths on the base URL. */
const ROUTE_LINKS: Partial<Record<SearchRouteKind, LinkKind>> = {
  entry: 'structure',
  extended_entry: 'structure',
  bird: 'ligand',
  chemical_component: 'ligand',
  uniprot: 'sequence',
};

function route(kind: SearchRouteKind, id: string, path: string, options: RouteOptions): SearchRoute {
  const linkBase = options.baseUrl ?? DEFAULT_SITE_BASE_URL;
  const link = ROUTE_LINKS[kind];
  return { kind, id, path, url: link ? linkFor(link, id, { ...options.links, linkBase }) : joinUrl(linkBase, path) };
}

function entryRoute(
  entryId: string,
  linkId: string,
  kind: 'entry' | 'extended_entry',
  options: RouteOptions,
): SearchRoute {
  const status = options.lookup?.entryStatus?.(entryId);
  if (status === 'removed') return route('removed_entry', entryId, `/structure/removed/redirect/${entryId}`, options);
  if (status === 'unreleased') return route('unreleased_entry', entryId, `/structure/unreleased/${entryId}`, options);
  return route(kind, linkId, `/structure/${encodeURIComponent(linkId)}`, options);
}

/**
 * Where a search-bar input goes instead of running a search, or null to search. Only input that is
 * a single identifier routes: entry ids (removed or unreleased ones when the lookup says so),
 * extended ids, computed models, BIRD ids, UniProt accessions, and chemical component ids that the
 * lookup confirms. Entity, instance and assembly ids are searched, as the route table lists none.
 * Entry, ligand and UniProt pages follow the structure-, ligand- and sequence-url templates.
 */
export function routeSearchInput(input: string, options: RouteOptions = {}): SearchRoute | null {
  const parsed = parseIdentifier(input);
  if (!parsed) return null;
  const id = encodeURIComponent(parsed.id);
  switch (parsed.kind) {
    case 'entry':
      return entryRoute(parsed.id, parsed.id, 'entry', options);
    case 'extended_entry':
      return entryRoute(parsed.entryId ?? parsed.id, parsed.id, 'extended_entry', options);
    case 'computed_model':
      return route('computed_model', parsed.id, `/search/csm-entry-id/${id}`, options);
    case 'bird':
      return route('bird', parsed.id, `/ligand/${id}`, options);
    case 'uniprot':
      return route('uniprot', parsed.id, `/groups/sequence/polymer_entity/${id}`, options);
    case 'chemical_component':
      return options.lookup?.isChemicalComponent?.(parsed.id)
        ? route('chemical_component', parsed.id, `/ligand/${id}`, options)
        : null;
    default:
      return null;
  }
}
