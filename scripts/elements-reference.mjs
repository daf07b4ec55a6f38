// README's element reference, generated from the custom elements manifest so the two cannot drift
// (`npm run docs:elements` rewrites it; test/node/elements-manifest.test.ts fails when it is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { analyzeElements, customElementDeclarations } from './elements-manifest.mjs';

const START = '<!-- elements:start -->';
const END = '<!-- elements:end -->';

const cell = (text) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const code = (text) => (text ? `\`${cell(text)}\`` : '');

function table(headings, rows) {
  if (rows.length === 0) return [];
  return [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ];
}

const isPublic = (member) => !member.privacy || member.privacy === 'public';

function signature(member) {
  if (member.kind !== 'method')
    return `${member.readonly ? 'readonly ' : ''}${member.name}: ${member.type?.text ?? ''}`;
  const parameters = (member.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ');
  return `${member.name}(${parameters}): ${member.return?.type?.text ?? 'void'}`;
}

/** Custom properties every styled element reads: listed once, under Theme. */
function sharedProperties(elements) {
  const styled = elements.filter((e) => e.cssProperties?.length);
  return (styled[0]?.cssProperties ?? []).filter((p) =>
    styled.every((e) => e.cssProperties.some((q) => q.name === p.name)),
  );
}

function elementSection(element) {
  // Shared properties appear per element only where its JSDoc says what they colour there.
  const properties = (element.cssProperties ?? []).filter((p) => p.description);
  return [
    `#### \`<${element.tagName}>\``,
    '',
    element.summary,
    '',
    ...(element.description ? [element.description, ''] : []),
    ...table(
      ['attribute', 'type', 'default', 'meaning'],
      (element.attributes ?? []).map((a) => [code(a.name), code(a.type?.text), code(a.default), cell(a.description)]),
    ),
    ...table(
      ['event', 'detail', 'meaning'],
      (element.events ?? []).map((e) => [
        code(e.name),
        code(e.type?.text.replace(/^CustomEvent<(.*)>$/, '$1')),
        cell(e.description),
      ]),
    ),
    ...table(
      ['member', 'meaning'],
      (element.members ?? []).filter(isPublic).map((m) => [code(signature(m)), cell(m.description)]),
    ),
    ...table(
      ['part', 'meaning'],
      (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]),
    ),
    ...table(
      ['custom property', 'default', 'meaning'],
      properties.map((p) => [code(p.name), code(p.default), cell(p.description)]),
    ),
  ];
}

/** The Markdown between the markers, formatted as Prettier would leave it. */
export async function elementsReference(manifest) {
  const elements = customElementDeclarations(manifest);
  const markdown = [
    "<!-- Generated from the elements' JSDoc (custom-elements.json) by `npm run docs:elements`; edit those, not this. -->",
    '',
    ...elements.flatMap(elementSection),
    '#### Theme',
    '',
    "Every element with a shadow root reads these custom properties; set them on the element or on any ancestor. Nothing is registered page-wide (the syntax says what a value must be), so a page's own uses of the names keep their meaning.",
    '',
    ...table(
      ['custom property', 'syntax', 'default'],
      sharedProperties(elements).map((p) => [code(p.name), code(p.syntax), code(p.default)]),
    ),
  ].join('\n');
  const options = await prettier.resolveConfig('README.md');
  return prettier.format(markdown, { ...options, parser: 'markdown' });
}

/** `readme` with the text between the markers replaced by `reference`. */
export function withElementsReference(readme, reference) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs ${START} and ${END} around the element reference`);
  return `${readme.slice(0, start + START.length)}\n\n${reference}\n${readme.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const readme = readFileSync('README.md', 'utf8');
  const updated = withElementsReference(readme, await elementsReference(await analyzeElements()));
  if (updated !== readme) writeFileSync('README.md', updated);
  console.log(
    updated === readme ? 'README.md element reference is up to date' : 'README.md element reference rewritten',
  );
}
