// Issue 14, "one validator per rule": each seed message is written once in src/ (in
// model/constants/: messages.ts, or core.ts for the few the React-free layers need) and used by
// name everywhere else, so a rule and its message cannot drift apart between the builder, the
// store and the server. String literals are read with the TypeScript scanner, so comments that
// quote a message do not count.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MESSAGES } from '../../../src/model/constants/messages.ts';

// Every module of the folder: LABELS quotes two words MESSAGES also holds ('Loading...', 'No Image').
const HOME = 'src/model/constants/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every string literal and plain template literal of a file. */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('each seed message is written once in src/, in the constants, and used by name elsewhere', () => {
  const messages = new Set<string>(Object.values(MESSAGES).filter((m) => m.length > 3));
  const elsewhere: string[] = [];
  for (const file of sourceFiles('src')) {
    const name = file.split(path.sep).join('/');
    if (name.startsWith(HOME)) continue;
    for (const text of literals(file)) if (messages.has(text)) elsewhere.push(`${name}: '${text}'`);
  }
  assert.deepEqual(elsewhere, []);
});
