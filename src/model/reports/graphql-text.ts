// A GraphQL query document of root fields with one list argument each, printed as graphql-js's
// print() prints it (the report-query view shows it so, and it was made so before this printer
// existed): one field a line, two spaces an indent, an argument list that would pass 80 characters
// on lines of its own, strings escaped as GraphQL strings. Written out so that the browser bundles
// no GraphQL library to send a report's query.

/** The fields asked under a field, in the order they were first named. */
export type Selection = Map<string, Selection>;

export interface RootField {
  name: string;
  argument: string;
  values: readonly string[];
  selection: Selection;
}

const ESCAPES: Readonly<Record<string, string>> = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r' };

/** A GraphQL string literal: quotes, backslashes and control characters escaped (graphql-js printString). */
// eslint-disable-next-line no-control-regex
const ESCAPED = /[\x00-\x1f\x22\x5c\x7f-\x9f]/g;
export function graphqlString(text: string): string {
  return `"${text.replace(ESCAPED, (ch) => {
    if (ch === '"' || ch === '\\') return `\\${ch}`;
    return ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  })}"`;
}

/** graphql-js wraps a field's arguments when the field would pass this length. */
const MAX_LINE_LENGTH = 80;

function selectionLines(selection: Selection, indent: string): string[] {
  return [...selection].flatMap(([name, inner]) =>
    inner.size === 0
      ? [`${indent}${name}`]
      : [`${indent}${name} {`, ...selectionLines(inner, `${indent}  `), `${indent}}`],
  );
}

function rootLines(root: RootField, indent: string): string[] {
  const argument = `${root.argument}: [${root.values.map(graphqlString).join(', ')}]`;
  const head =
    root.name.length + argument.length + 2 > MAX_LINE_LENGTH
      ? [`${indent}${root.name}(`, `${indent}  ${argument}`, `${indent}) {`]
      : [`${indent}${root.name}(${argument}) {`];
  return [...head, ...selectionLines(root.selection, `${indent}  `), `${indent}}`];
}

/** The query `{ root(argument: [values]) { selection } ... }`, printed. */
export function printRootQuery(roots: readonly RootField[]): string {
  return ['{', ...roots.flatMap((root) => rootLines(root, '  ')), '}'].join('\n');
}
