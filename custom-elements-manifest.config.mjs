// custom-elements.json for the published elements (`npm run manifest`, part of `npm run build`).
// The analyzer only recognises classes passed to customElements.define(). Our visual elements are
// `r2wc(Component, { props })` values and every tag is registered through defineOnce(tag, ctor)
// (elements/define-once.ts), so the plugin below teaches it those two shapes and fills in what the
// code already states (event detail types, theme tokens, attribute tables) rather than repeating it
// in JSDoc.
import { classJsDocPlugin } from '@custom-elements-manifest/analyzer/src/features/analyse-phase/class-jsdoc.js';
import { readFileSync } from 'node:fs';
import { ATTRIBUTE_TABLES, readAttributeTable } from './scripts/attribute-tables.mjs';

/** The analyzer's own JSDoc reader (types, [name=default]), so r2wc headers parse like class headers. */
const classJsDoc = classJsDocPlugin();

/** The modules whose declarations the manifest takes over instead of repeating them in JSDoc. */
const EVENTS_MODULE = 'src/store/events.ts';
const THEME_MODULE = 'src/ui/common/theme-core.ts';

function parse(ts, path) {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** name -> detail type text, from the PdbEventDetails interface every dispatch is typed by. */
function eventDetailTypes(ts) {
  const details = parse(ts, EVENTS_MODULE).statements.find(
    (s) => ts.isInterfaceDeclaration(s) && s.name.text === 'PdbEventDetails',
  );
  return new Map(details.members.map((m) => [m.name.text, m.type.getText().replace(/\s+/g, ' ')]));
}

/** [name, syntax, initial] of the --pdb-* properties every shadow root's styles read. */
function themeTokens(ts) {
  const file = parse(ts, THEME_MODULE);
  let tokens = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'THEME_TOKENS') {
      tokens = node.initializer.elements.map((row) => row.elements.map((cell) => cell.text));
    } else ts.forEachChild(node, visit);
  };
  visit(file);
  return tokens;
}

function pdbElementsPlugin() {
  let typescript, detailTypes, tokens;
  const shadowElements = new Set(); // the r2wc ones: their shadow roots start with the theme's styles
  return {
    name: 'pdb-search-elements',
    initialize({ ts }) {
      typescript = ts;
      detailTypes = eventDetailTypes(ts);
      tokens = themeTokens(ts);
    },
    analyzePhase({ ts, node, moduleDoc }) {
      // export const PdbX = r2wc(Component, {...}): a custom element class with the statement's JSDoc.
      if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          const init = declaration.initializer;
          if (!init || !ts.isCallExpression(init) || init.expression.getText() !== 'r2wc') continue;
          const name = declaration.name.getText();
          shadowElements.add(name);
          moduleDoc.declarations = moduleDoc.declarations.filter((d) => d.name !== name);
          moduleDoc.declarations.push({
            kind: 'class',
            name,
            superclass: { name: 'HTMLElement' },
            customElement: true,
            attributes: [],
            events: [],
            cssParts: [],
            cssProperties: [],
            slots: [],
            members: [],
          });
          const asClass = { kind: ts.SyntaxKind.ClassDeclaration, name: declaration.name, jsDoc: node.jsDoc };
          classJsDoc.analyzePhase({ ts, node: asClass, moduleDoc });
        }
      }
      // defineOnce('pdb-x', PdbX) is our customElements.define('pdb-x', PdbX).
      if (ts.isCallExpression(node) && node.expression.getText() === 'defineOnce') {
        const [tag, ctor] = node.arguments;
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: tag.text,
          declaration: { name: ctor.getText(), module: moduleDoc.path },
        });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        // Consumers import the built entry (package.json exports), not our TypeScript source.
        const published = mod.path.replace(/^elements\/(.*)\.ts$/, 'dist/esm/$1.js');
        for (const exp of mod.exports ?? [])
          if (exp.declaration.module === mod.path) exp.declaration.module = published;
        mod.path = published;
        for (const element of mod.declarations.filter((d) => d.customElement)) {
          // TypeScript reads everything up to the next tag as the @summary: its first paragraph is
          // the summary, the rest the description.
          const [summary, ...rest] = (element.summary ?? '').split(/\n\s*\n/);
          element.summary = summary.replace(/\s*\n\s*/g, ' ');
          if (rest.length) element.description = rest.join('\n\n');
          // An element with an attribute table (src/store/attribute-table.ts) has no @attr lines.
          const table = ATTRIBUTE_TABLES[element.tagName];
          if (table) element.attributes = readAttributeTable(typescript, table);
          for (const event of element.events ?? []) {
            const detail = detailTypes.get(event.name);
            if (detail && !event.type) event.type = { text: `CustomEvent<${detail}>` };
          }
          // Every shadow root starts with the theme's styles, so each token applies: the element's own
          // properties first, then the tokens in the theme's order (with the JSDoc's words if any).
          if (shadowElements.has(element.name)) {
            const own = element.cssProperties ?? [];
            const isToken = (p) => tokens.some(([name]) => name === p.name);
            element.cssProperties = [
              ...own.filter((p) => !isToken(p)),
              ...tokens.map(([name, syntax, initial]) => {
                const described = own.find((p) => p.name === name);
                return { ...described, name, syntax, default: described?.default ?? initial };
              }),
            ];
          }
        }
      }
    },
  };
}

export default {
  globs: ['elements/pdb-*.ts'],
  outdir: '.',
  packagejson: false, // package.json names the manifest itself; the analyzer would rewrite the file
  plugins: [pdbElementsPlugin()],
};
