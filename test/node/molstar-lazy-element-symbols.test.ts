// The 3D view's build fills Mol*'s element-symbol table on demand (scripts/molstar-lazy-element-
// symbols.mjs): ElementSymbol must answer exactly as Mol*'s own, and the build must stop when
// Mol*'s code no longer reads as the rewrite expects.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ElementSymbol as molstarElementSymbol } from 'molstar/lib/mol-model/structure/model/types.js';
import { molstarLazyElementSymbols } from '../../scripts/molstar-lazy-element-symbols.mjs';

const TYPES_MODULE = createRequire(import.meta.url).resolve('molstar/lib/mol-model/structure/model/types.js');

interface TransformContext {
  error(message: string): never;
}
type Transform = (this: TransformContext, code: string, id: string) => { code: string } | null;

const context: TransformContext = {
  error(message) {
    throw new Error(message);
  },
};

function rewrite(code: string, id = TYPES_MODULE): { code: string } | null {
  return (molstarLazyElementSymbols().transform as Transform).call(context, code, id);
}

/** The rewritten module's ElementSymbol, evaluated alone (the rest of the module imports Mol*). */
function lazyElementSymbol(): (s: string) => string {
  const rewritten = rewrite(readFileSync(TYPES_MODULE, 'utf8'));
  assert.ok(rewritten, 'the rewrite applies to Mol*’s model types');
  const start = rewritten.code.indexOf('const _esCache');
  const end = rewritten.code.indexOf('\n}', rewritten.code.indexOf('export function ElementSymbol')) + 2;
  const source = rewritten.code.slice(start, end).replace('export function', 'function');
  return new Function(`${source}\nreturn ElementSymbol;`)() as (s: string) => string;
}

test("the rewritten ElementSymbol answers as Mol*'s own, asked twice", () => {
  const lazy = lazyElementSymbol();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const inputs = ['', 'Fe', 'fe', 'FE', 'Uuo', 'CA1', 'ZN2', 'Xx99', 'ß', 'é', '__proto__', 'constructor'];
  for (const a of alphabet) {
    inputs.push(a);
    for (const b of alphabet) inputs.push(a + b);
  }
  for (const s of [...inputs, ...inputs]) assert.equal(lazy(s), molstarElementSymbol(s), JSON.stringify(s));
});

test('a Mol* whose table reads otherwise stops the build; other modules pass untouched', () => {
  const changed = readFileSync(TYPES_MODULE, 'utf8').replace('_esCache[s] || s.toUpperCase()', 's.toUpperCase()');
  assert.throws(() => rewrite(changed), /element-symbol table changed/);
  assert.equal(rewrite('export const x = 1;', '/node_modules/molstar/lib/mol-util/set.js'), null);
});
