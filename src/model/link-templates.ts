// Every page the elements link to outside the app: entry, ligand, group and
// sequence-group pages, the 3D view and the help pages. Each is a template on the context
// (`structure-url`, `ligand-url`, `group-url`, `sequence-url`, `3d-url`, `docs-url`) whose `{id}`
// is replaced by the URL-encoded identifier; `group-url` may also name `{type}` (the group's
// granularity), and the `{id}` of `docs-url` is a help page's path below /docs/ (each segment
// encoded, the slashes kept). Unset, a template is the rcsb.org page of seed 001 §2 on link-base,
// so a page that sets only link-base keeps working.
//
// Templates come from page attributes, so they are untrusted: only http(s) and relative URLs
// with `{id}` are used; anything else (javascript:, data:, control characters) falls back to the
// default, as does a link-base that is not http(s) or relative.

import { hasControlCharacter } from './sanitize.ts';

/** Site of the default pages unless link-base names another. */
export const DEFAULT_SITE_BASE_URL = 'https://www.rcsb.org';

export const LINK_KINDS = ['structure', 'ligand', 'group', 'sequence', '3d', 'docs'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** Each page's path on link-base (seed 001 §2). */
export const DEFAULT_LINK_PATHS: Readonly<Record<LinkKind, string>> = {
  structure: '/structure/{id}',
  ligand: '/ligand/{id}',
  group: '/groups/summary/{type}/{id}',
  sequence: '/groups/sequence/polymer_entity/{id}',
  '3d': '/3d-view/{id}',
  docs: '/docs/{id}',
};

/** The help page of the search bar (seed 001 §2). */
export const BASIC_SEARCH_DOC = 'search-and-browse/basic-search';
/** Help of the query builder: its overview, and one page per section below it (seed 000 §2). */
export const ADVANCED_SEARCH_DOC = 'search-and-browse/advanced-search/overview-advanced-search';
export const advancedSearchDoc = (topic: string): string => `search-and-browse/advanced-search/${topic}`;
/** Help of an annotation tree of Browse Annotations. */
export const browseOptionsDoc = (helpLink: string): string => `search-and-browse/browse-options/${helpLink}`;
/** The help page of the protein sequence alignment view (seed 001 §2). */
export const ALIGNMENT_VIEW_DOC = 'sequence-viewers/protein-sequence-alignment-view';
/** The Search API's overview, linked from the developer tools (seed 001 §2). */
export const WEB_APIS_DOC = 'programmatic-access/web-apis-overview';

/** Where a refused request sends the user for help ('Contact Us', seed 000 §8): rcsb.org's contact page. */
export const DEFAULT_CONTACT_URL = 'https://www.rcsb.org/pages/contactus';

/** The page-supplied `contact-url` when it is a safe http(s) or relative URL, else rcsb.org's contact page. */
export function contactUrl(value: string | undefined): string {
  const own = value?.trim() ?? '';
  return own && isSafeUrl(own) ? own : DEFAULT_CONTACT_URL;
}

/** The templates as the store's config holds them: `structureUrl`, ..., `3dUrl`, `docsUrl` ('' = default). */
export type LinkTemplates = { [K in LinkKind as `${K}Url`]?: string };

export interface LinkSettings extends LinkTemplates {
  linkBase?: string;
}

const PLACEHOLDER = /\{(id|type)\}/g;

/**
 * Whether a page-supplied URL or template may become an href: http(s), protocol-relative or
 * relative, without control characters. Placeholders are probed as a letter and as nothing, so a
 * template can spell a scheme neither out of an id ('{id}script:...') nor behind an empty one
 * ('{id} javascript:...', which a browser reads after trimming the space).
 */
export function isSafeUrl(value: string): boolean {
  return (
    !hasControlCharacter(value) &&
    ['x', ''].every((probe) => !/^(?!https?:)[a-z][a-z0-9+.-]*:/i.test(value.replace(PLACEHOLDER, probe).trim()))
  );
}

/** A page-supplied link-base, or rcsb.org when it is missing or not http(s)/relative. */
export function safeLinkBase(value: string | null | undefined): string {
  const base = value?.trim();
  return base && isSafeUrl(base) ? base : DEFAULT_SITE_BASE_URL;
}

function chooseTemplate(kind: LinkKind, own: string, base: string): string {
  if (own.includes('{id}') && isSafeUrl(own)) return own;
  return `${(isSafeUrl(base) ? base : DEFAULT_SITE_BASE_URL).trim().replace(/\/+$/, '')}${DEFAULT_LINK_PATHS[kind]}`;
}

/** Templates chosen so far: a page of 100 results asks for several links per row on every render. */
const chosen = new Map<string, string>();

/** The template in use for a kind: the configured one when it is safe and has `{id}`, else the default on link-base. */
export function linkTemplate(kind: LinkKind, settings: LinkSettings = {}): string {
  const own = settings[`${kind}Url`]?.trim() ?? '';
  const base = settings.linkBase ?? DEFAULT_SITE_BASE_URL;
  const key = `${kind}\n${own}\n${base}`;
  let template = chosen.get(key);
  if (template === undefined) {
    template = chooseTemplate(kind, own, base);
    if (chosen.size >= 64) chosen.clear();
    chosen.set(key, template);
  }
  return template;
}

/** The link to `id`'s page of that kind; `type` fills `{type}` (the group's granularity). */
export function linkFor(kind: LinkKind, id: string, settings: LinkSettings = {}, type = ''): string {
  const encode = (value: string): string =>
    kind === 'docs' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  return linkTemplate(kind, settings).replace(PLACEHOLDER, (_, name: string) => encode(name === 'id' ? id : type));
}
