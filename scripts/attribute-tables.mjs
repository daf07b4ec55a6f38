// The attribute tables (src/store/attribute-table.ts) as the manifest documents them: each row's
// key is the attribute, its JSDoc the description, `@type {T}` and `@default value` the rest.
// custom-elements-manifest.config.mjs fills the tables' elements from here instead of @attr lines.
import { readFileSync } from 'node:fs';

/** tag -> where its table is. */
export const ATTRIBUTE_TABLES = {
  'pdb-search-context': { module: 'src/store/context-attributes.ts', table: 'CONTEXT_ATTRIBUTES' },
  'pdb-search-app': { module: 'src/ui/app/app-attributes.ts', table: 'APP_ATTRIBUTES' },
  'pdb-search-bar': { module: 'src/ui/search-bar/bar-attributes.ts', table: 'BAR_ATTRIBUTES' },
  'pdb-query-builder': { module: 'src/ui/query-builder/builder-attributes.ts', table: 'BUILDER_PROPS' },
  'pdb-query-history': { module: 'src/ui/history/history-attributes.ts', table: 'HISTORY_PROPS' },
  'pdb-tree-browser': { module: 'src/ui/tree/tree-attributes.ts', table: 'TREE_PROPS' },
  'pdb-mypdb': { module: 'src/ui/mypdb/mypdb-attributes.ts', table: 'MYPDB_PROPS' },
};

/**
 * A key's attribute: the key itself, or for a table keyed by r2wc props the attribute r2wc observes
 * (its rule, as attributeName in src/store/attribute-table.ts: inApp -> in-app).
 */
const attributeOf = (key) =>
  key.replace(/([a-z0-9])([A-Z])/g, (_, before, capital) => `${before}-${capital.toLowerCase()}`);

function tableLiteral(ts, source, name) {
  let found;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === name) found = node.initializer;
    else if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  while (found && (ts.isSatisfiesExpression(found) || ts.isAsExpression(found))) found = found.expression;
  if (!found || !ts.isObjectLiteralExpression(found)) throw new Error(`${name} is not an object literal`);
  return found;
}

/** The table's rows as manifest attributes ({ name, type: { text }, default?, description }). */
export function readAttributeTable(ts, { module, table }) {
  const source = ts.createSourceFile(module, readFileSync(module, 'utf8'), ts.ScriptTarget.ES2022, true);
  return tableLiteral(ts, source, table).properties.map((row) => {
    const name = attributeOf(row.name.text);
    const doc = ts.getJSDocCommentsAndTags(row).find((node) => ts.isJSDoc(node));
    const description = ts.getTextOfJSDocComment(doc?.comment)?.trim();
    const tags = doc?.tags ?? [];
    const type = tags.find((tag) => ts.isJSDocTypeTag(tag))?.typeExpression.type.getText();
    const fallback = tags.find((tag) => tag.tagName.text === 'default');
    if (!description || !type) throw new Error(`${table}: '${name}' needs a description and a @type {T}`);
    return {
      name,
      type: { text: type },
      ...(fallback ? { default: ts.getTextOfJSDocComment(fallback.comment).trim() } : {}),
      description,
    };
  });
}
