// Each element with an attribute table (src/store/attribute-table.ts) declares its attributes there
// once; this compares what is derived from it, so none can drift: the names the element observes
// or r2wc maps to props, the manifest's attributes and README's attribute table.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { ATTRIBUTE_TABLES, readAttributeTable } from '../../scripts/attribute-tables.mjs';
import {
  analyzeElements,
  customElementDeclarations,
  type Manifest,
  type ManifestItem,
} from '../../scripts/elements-manifest.mjs';
import { propertyName } from '../../src/store/attribute-table.ts';
import { APP_ATTRIBUTE_NAMES, APP_PROPS } from '../../src/ui/app/app-attributes.ts';
import { BAR_ATTRIBUTE_NAMES, BAR_PROP_NAMES, BAR_PROPS } from '../../src/ui/search-bar/bar-attributes.ts';
import { BUILDER_ATTRIBUTE_NAMES, BUILDER_PROPS } from '../../src/ui/query-builder/builder-attributes.ts';
import { HISTORY_ATTRIBUTE_NAMES, HISTORY_PROPS } from '../../src/ui/history/history-attributes.ts';
import { MYPDB_ATTRIBUTE_NAMES, MYPDB_PROPS } from '../../src/ui/mypdb/mypdb-attributes.ts';
import { TREE_ATTRIBUTE_NAMES, TREE_PROPS } from '../../src/ui/tree/tree-attributes.ts';

/** The attributes <pdb-search-context> observes, read from the element class itself. */
async function contextObserves(): Promise<string[]> {
  // just enough of a browser for the module to define its class
  globalThis.HTMLElement ??= class {} as unknown as typeof HTMLElement;
  globalThis.customElements ??= { get: () => undefined, define: () => {} } as unknown as CustomElementRegistry;
  const { PdbSearchContext } = await import('../../elements/pdb-search-context.ts');
  return PdbSearchContext.observedAttributes;
}

/**
 * What each element uses at run time: the names it observes or reads, and for an r2wc element its
 * props with the attributes they stand for.
 */
interface Used {
  names: string[];
  r2wc?: { props: string[]; attributes: string[] };
}
/** An r2wc element that passes every attribute of its table to its component. */
const allProps = (names: string[], props: object): Used => ({
  names,
  r2wc: { props: Object.keys(props), attributes: names },
});

const USED: Record<string, () => Promise<Used>> = {
  'pdb-search-context': async () => ({ names: await contextObserves() }),
  'pdb-search-app': async () => ({
    names: APP_ATTRIBUTE_NAMES,
    r2wc: { props: Object.keys(APP_PROPS), attributes: APP_ATTRIBUTE_NAMES },
  }),
  'pdb-search-bar': async () => ({
    names: BAR_ATTRIBUTE_NAMES,
    r2wc: { props: Object.keys(BAR_PROPS), attributes: BAR_PROP_NAMES },
  }),
  'pdb-query-builder': async () => allProps(BUILDER_ATTRIBUTE_NAMES, BUILDER_PROPS),
  'pdb-query-history': async () => allProps(HISTORY_ATTRIBUTE_NAMES, HISTORY_PROPS),
  'pdb-tree-browser': async () => allProps(TREE_ATTRIBUTE_NAMES, TREE_PROPS),
  'pdb-mypdb': async () => allProps(MYPDB_ATTRIBUTE_NAMES, MYPDB_PROPS),
};

/** An attribute as a Markdown table row shows it: `name`, `type`, `default`, meaning. */
type Row = [string, string, string, string];
const asRow = (a: ManifestItem): Row => [a.name, a.type?.text ?? '', a.default ?? '', a.description ?? ''];

/** The rows of the attribute table in README's section on `tag`. */
function readmeRows(readme: string, tag: string): Row[] {
  const section = readme.split(`#### \`<${tag}>\``)[1]?.split('\n#### ')[0] ?? '';
  const lines = section.split('\n');
  const header = lines.findIndex((line) => /^\|\s*attribute\s*\|/.test(line));
  assert.ok(header >= 0, `README has no attribute table for <${tag}>`);
  const body = lines.slice(header + 2);
  const rows = body.slice(
    0,
    body.findIndex((line) => !line.startsWith('|')),
  );
  const unquote = (cell: string) =>
    cell
      .trim()
      .replace(/^`(.*)`$/, '$1')
      .replace(/\\\|/g, '|');
  return rows.map(
    (line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map(unquote) as Row,
  );
}

let manifest: Manifest;
let readme: string;
// one analysis (seconds) for every element's test
before(async () => {
  manifest = await analyzeElements();
  readme = readFileSync('README.md', 'utf8');
});

for (const [tag, location] of Object.entries(ATTRIBUTE_TABLES)) {
  test(`<${tag}>: its table drives the names it uses, the manifest and README's table`, async () => {
    const table = readAttributeTable(ts, location);
    const names = table.map((a) => a.name);
    assert.ok(USED[tag], `<${tag}> has a table but this test does not know what it uses`);
    const used = await USED[tag]();
    assert.deepEqual(used.names, names, `<${tag}>: observed or passed-on names vs its table`);
    if (used.r2wc) {
      const { props, attributes } = used.r2wc;
      assert.deepEqual(props, attributes.map(propertyName), `<${tag}>: r2wc props vs the attributes they stand for`);
      assert.deepEqual(
        attributes.filter((name) => !names.includes(name)),
        [],
        `<${tag}>: r2wc props its table lacks`,
      );
    }

    const declaration = customElementDeclarations(manifest).find((d) => d.tagName === tag);
    assert.deepEqual(declaration?.attributes, table, `<${tag}>: custom-elements.json attributes vs its table`);

    assert.deepEqual(readmeRows(readme, tag), table.map(asRow), `<${tag}>: README's attribute table vs its table`);
  });
}
