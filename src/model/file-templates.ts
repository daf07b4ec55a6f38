// Where pictures and files of structures and chemical components come from in browser-direct mode
// (issue 34): a template per kind (`image-url`, `ligand-image-url`, `file-url`, `ligand-file-url`)
// whose placeholders are filled from the id, each value URL-encoded. The RCSB's own paths need
// more than `{id}` (a lower-case id, its middle two characters, the assembly), so every
// placeholder a template may name is listed here, in FILE_PLACEHOLDERS; the README's table is
// this list. Templates come from page attributes: only http(s) and relative ones are used
// (isSafeUrl), any other falls back to the default.

import { isSafeUrl } from './link-templates.ts';

export const FILE_TEMPLATE_KINDS = ['image', 'ligandImage', 'file', 'ligandFile'] as const;
export type FileTemplateKind = (typeof FILE_TEMPLATE_KINDS)[number];

/** The templates as the store's config holds them: `imageUrl`, ..., `ligandFileUrl` ('' = unset). */
export type FileTemplates = { [K in FileTemplateKind as `${K}Url`]?: string };

/** What a template is filled from. */
export interface FileTemplateValues {
  /** The entry or chemical component id ('4HHB', 'HEM', 'PRD_000001'). */
  id: string;
  /** The assembly of a structure's picture ('1' when the item names none). */
  assembly?: string;
}

/** Every placeholder a template accepts, with what it becomes for 4HHB (assembly 1) and HEM. */
export const FILE_PLACEHOLDERS: ReadonlyArray<{ name: string; meaning: string; example: string }> = [
  { name: '{id}', meaning: 'the entry or chemical component id, as the results give it', example: '4HHB, HEM' },
  { name: '{id_lower}', meaning: 'the id in lower case', example: '4hhb, hem' },
  { name: '{mid}', meaning: 'the two characters before the last of the lower-case id', example: 'hh' },
  { name: '{first}', meaning: 'the first character of the id', example: '4, H' },
  {
    name: '{assembly}',
    meaning: "the assembly a structure's picture shows (1 when the result names none)",
    example: '1',
  },
];

const PLACEHOLDER = /\{(id|id_lower|mid|first|assembly)\}/g;

/** rcsb.org's pictures and files (source="rcsb"): the paths its own pages and clients use. */
export const RCSB_FILE_TEMPLATES: Readonly<Required<FileTemplates>> = {
  imageUrl: 'https://cdn.rcsb.org/images/structures/{mid}/{id_lower}/{id_lower}_assembly-{assembly}.jpeg',
  ligandImageUrl: 'https://cdn.rcsb.org/images/ccd/labeled/{first}/{id}.svg',
  fileUrl: 'https://files.rcsb.org/download/{id}.cif.gz',
  ligandFileUrl: 'https://files.rcsb.org/ligands/download/{id}.cif',
};

/** The value of each placeholder for `values`. */
function placeholderValues({ id, assembly }: FileTemplateValues): Record<string, string> {
  const lower = id.toLowerCase();
  return { id, id_lower: lower, mid: lower.slice(-3, -1), first: id.charAt(0), assembly: assembly || '1' };
}

/** `template` with each placeholder replaced by its value, URL-encoded. */
export function fillFileTemplate(template: string, values: FileTemplateValues): string {
  const filled = placeholderValues(values);
  return template.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(filled[name] ?? ''));
}

/** The page's template of a kind when it is a safe URL with `{id}`, else the fallback ('' for none). */
export function chooseFileTemplate(own: string | undefined, fallback = ''): string {
  const template = own?.trim() ?? '';
  // placeholders probed as a letter, so no id can spell a scheme ('{first}avascript:')
  return template.includes('{id') && isSafeUrl(template.replace(PLACEHOLDER, 'x')) ? template : fallback;
}
