// custom-elements.json is written from the elements' JSDoc; this test reads the code instead (tags
// from defineOnce calls, attributes from r2wc props, observedAttributes and host attribute reads,
// events from dispatchPdbEvent calls, parts and --pdb-* properties from the markup and styles), so
// an element, attribute or event added without its JSDoc line fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  analyzeElements,
  customElementDeclarations,
  type Manifest,
  type ManifestItem,
} from '../../scripts/elements-manifest.mjs';
import { elementsReference, withElementsReference } from '../../scripts/elements-reference.mjs';

let analyzed: Promise<Manifest> | undefined;
/** One analysis for both tests. */
const manifest = (): Promise<Manifest> => (analyzed ??= analyzeElements());

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    parsed.set(file, source);
  }
  return source;
}

function children(node: ts.Node): ts.Node[] {
  const list: ts.Node[] = [];
  ts.forEachChild(node, (child) => void list.push(child));
  return list;
}

function* descendants(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of children(node)) yield* descendants(child);
}

const nodeLists = new Map<ts.Node, ts.Node[]>();
/** Every node of a module, walked once per module. */
function nodesOf(source: ts.SourceFile): ts.Node[] {
  let nodes = nodeLists.get(source);
  if (!nodes) nodeLists.set(source, (nodes = [...descendants(source)]));
  return nodes;
}

function calls(source: ts.SourceFile, name: string): ts.CallExpression[] {
  if (!source.text.includes(name)) return [];
  return nodesOf(source).filter(
    (n): n is ts.CallExpression => ts.isCallExpression(n) && n.expression.getText().split('.').pop() === name,
  );
}

/** The module that `name` is imported from in `source`, if it is imported from one of ours. */
function importedFrom(source: ts.SourceFile, name: string): ts.SourceFile | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !bindings.elements.some((e) => e.name.text === name)) continue;
    const specifier = statement.moduleSpecifier.text;
    return specifier.startsWith('.') ? parse(path.join(path.dirname(source.fileName), specifier)) : undefined;
  }
  return undefined;
}

/**
 * Names a node spells out: string literals, object literal keys, and constants of the module or
 * imported from ours (an attribute table, src/store/attribute-table.ts).
 */
function namesIn(node: ts.Node, source: ts.SourceFile, resolving = new Set<string>()): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isObjectLiteralExpression(node)) return node.properties.map((p) => (p.name as ts.Identifier).text);
  if (ts.isIdentifier(node)) {
    if (resolving.has(node.text)) return [];
    const declaredIn = (module: ts.SourceFile) =>
      nodesOf(module).find(
        (n): n is ts.VariableDeclaration => ts.isVariableDeclaration(n) && n.name.getText() === node.text,
      );
    let module = source;
    let constant = declaredIn(source);
    const imported = constant ? undefined : importedFrom(source, node.text);
    if (imported) [module, constant] = [imported, declaredIn(imported)];
    const initializer = constant?.initializer;
    return initializer ? namesIn(initializer, module, new Set([...resolving, node.text])) : [];
  }
  return children(node).flatMap((child) => namesIn(child, source, resolving));
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The element module and every module of ours it reaches, other elements excepted. */
function moduleGraph(entry: string): ts.SourceFile[] {
  const seen = new Set([entry]);
  for (const file of seen) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) continue;
      const target = path.join(path.dirname(file), specifier);
      if (target.startsWith('src/')) seen.add(target);
    }
  }
  return [...seen].map(parse);
}

interface ElementInCode {
  attributes: Set<string>;
  events: Set<string>;
  parts: Set<string>;
  cssProperties: Set<string>;
  nested: string[];
}

function readElement(file: string): ElementInCode {
  const element = parse(file);
  const graph = moduleGraph(file);
  const attributes = new Set<string>();
  for (const call of calls(element, 'r2wc')) {
    const props = (call.arguments[1] as ts.ObjectLiteralExpression | undefined)?.properties.find(
      (p) => p.name?.getText() === 'props',
    );
    if (props && ts.isPropertyAssignment(props))
      namesIn(props.initializer, element).forEach((n) => attributes.add(kebab(n)));
  }
  const observed = nodesOf(element).find(
    (n) => ts.isGetAccessorDeclaration(n) && n.name.getText() === 'observedAttributes',
  ) as ts.GetAccessorDeclaration | undefined;
  if (observed?.body) namesIn(observed.body, element).forEach((n) => attributes.add(n));
  const events = new Set<string>();
  const parts = new Set<string>();
  const cssProperties = new Set<string>();
  const nested: string[] = [];
  for (const source of graph) {
    for (const call of [...calls(source, 'useHostAttribute'), ...calls(source, 'useHostAttributes')]) {
      call.arguments.slice(1).forEach((arg) => namesIn(arg, source).forEach((n) => attributes.add(n)));
    }
    for (const call of calls(source, 'getAttribute')) {
      const receiver = call.expression.getText().split('.').slice(0, -1).join('.');
      if (/^(this|host)$/.test(receiver) && call.arguments[0])
        namesIn(call.arguments[0], source).forEach((n) => attributes.add(n));
    }
    for (const call of calls(source, 'dispatchPdbEvent')) {
      if (call.arguments[1]) namesIn(call.arguments[1], source).forEach((n) => events.add(n));
    }
    for (const call of calls(source, 'createElement')) {
      const tag = call.arguments[0];
      if (tag && ts.isStringLiteral(tag) && tag.text.startsWith('pdb-')) nested.push(tag.text);
    }
    for (const node of source.text.includes('part=') ? nodesOf(source) : []) {
      if (
        ts.isJsxAttribute(node) &&
        node.name.getText() === 'part' &&
        node.initializer &&
        ts.isStringLiteral(node.initializer)
      ) {
        node.initializer.text.split(/\s+/).forEach((p) => parts.add(p));
      }
    }
    for (const [, name] of source.text.matchAll(/var\((--pdb-[\w-]+)/g)) cssProperties.add(name!);
  }
  return { attributes, events, parts, cssProperties, nested };
}

/** tag -> what its module's code has, for every defineOnce(tag, ...) in elements/. */
function elementsInCode(): Map<string, ElementInCode> {
  const elements = new Map<string, ElementInCode>();
  for (const name of readdirSync('elements').filter((f) => f.endsWith('.ts'))) {
    const file = `elements/${name}`;
    for (const call of calls(parse(file), 'defineOnce')) {
      const tag = call.arguments[0];
      if (tag && ts.isStringLiteral(tag)) elements.set(tag.text, readElement(file));
    }
  }
  // Our events bubble and are composed, so an element also fires those of the elements it renders.
  const fired = (tag: string): Set<string> => {
    const element = elements.get(tag)!;
    return new Set([...element.events, ...element.nested.filter((t) => t !== tag).flatMap((t) => [...fired(t)])]);
  };
  for (const [tag, element] of elements) element.events = fired(tag);
  return elements;
}

/** Event names declared by the event-map types (PdbEventDetails and the global augmentation). */
function declaredEventNames(): Set<string> {
  const names = new Set<string>();
  for (const name of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    if (
      !/\.tsx?$/.test(name) ||
      !/PdbEventDetails|GlobalEventHandlersEventMap/.test(readFileSync(`src/${name}`, 'utf8'))
    ) {
      continue;
    }
    for (const node of nodesOf(parse(`src/${name}`))) {
      if (!ts.isInterfaceDeclaration(node) || !/^(PdbEventDetails|GlobalEventHandlersEventMap)$/.test(node.name.text)) {
        continue;
      }
      node.members.forEach((m) => m.name && ts.isStringLiteral(m.name) && names.add(m.name.text));
    }
  }
  return names;
}

const names = (items: ManifestItem[] | undefined): string[] => (items ?? []).map((i) => i.name).sort();
const sorted = (set: Set<string>): string[] => [...set].sort();
/** What `code` has that `documented` lacks. */
const missing = (code: Iterable<string>, documented: string[]): string[] =>
  [...code].filter((n) => !documented.includes(n));

test('the manifest documents exactly the elements, attributes, events and parts the code has', async () => {
  const documented = new Map(customElementDeclarations(await manifest()).map((d) => [d.tagName!, d]));
  const inCode = elementsInCode();
  assert.deepEqual(
    [...documented.keys()].sort(),
    [...inCode.keys()].sort(),
    'tags in the manifest vs defineOnce calls',
  );
  for (const [tag, code] of inCode) {
    const doc = documented.get(tag)!;
    assert.deepEqual(names(doc.attributes), sorted(code.attributes), `<${tag}> attributes (@attr lines vs code)`);
    assert.deepEqual(names(doc.events), sorted(code.events), `<${tag}> events (@event lines vs dispatched)`);
    assert.deepEqual(names(doc.cssParts), sorted(code.parts), `<${tag}> parts (@csspart lines vs part="...")`);
    assert.deepEqual(
      missing(code.cssProperties, names(doc.cssProperties)),
      [],
      `<${tag}> undocumented custom properties`,
    );
    assert.ok(doc.summary, `<${tag}> has no @summary`);
    for (const attribute of doc.attributes ?? []) assert.ok(attribute.type, `<${tag}> ${attribute.name} has no {type}`);
    for (const event of doc.events ?? []) assert.ok(event.type, `<${tag}> ${event.name} has no detail type`);
  }
  const everyEvent = [...documented.values()].flatMap((d) => names(d.events));
  assert.deepEqual(missing(declaredEventNames(), everyEvent), [], 'declared events no element documents');
});

test("README.md's element reference is the one the manifest generates (npm run docs:elements)", async () => {
  const readme = readFileSync('README.md', 'utf8');
  const generated = withElementsReference(readme, await elementsReference(await manifest()));
  assert.ok(readme === generated, 'README.md element reference is stale: run npm run docs:elements');
});
