import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

// DESIGN §1: arrows point one way. ui -> store -> client -> model; elements -> ui, store;
// server -> archive -> model. These checks read the import lines, so a violation fails here.

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]!);
}

function resolvedLayer(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = path.relative('.', path.resolve(path.dirname(file), spec));
  const m = /^(src\/(model|client|store|ui|archive|server)|elements)\b/.exec(target);
  return m ? (m[2] ?? 'elements') : undefined;
}

const ALLOWED: Record<string, string[]> = {
  model: ['model'],
  client: ['client', 'model'],
  store: ['store', 'client', 'model'],
  ui: ['ui', 'store', 'model'],
  elements: ['elements', 'ui', 'store', 'model'],
  archive: ['archive', 'model'],
  server: ['server', 'archive', 'model'],
};

test('each layer imports only the layers below it', () => {
  const problems: string[] = [];
  for (const [layer, allowed] of Object.entries(ALLOWED)) {
    const dir = layer === 'elements' ? 'elements' : `src/${layer}`;
    for (const file of sources(dir)) {
      for (const spec of imports(file)) {
        const target = resolvedLayer(file, spec);
        if (target && !allowed.includes(target)) problems.push(`${file} imports ${spec} (${layer} -> ${target})`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('src/model imports nothing but itself: no packages, no node: modules', () => {
  const bad = sources('src/model').flatMap((file) =>
    imports(file)
      .filter((s) => !s.startsWith('./'))
      .map((s) => `${file}: ${s}`),
  );
  assert.deepEqual(bad, []);
});

test('ui components never call fetch; browser code never imports node: modules', () => {
  const problems: string[] = [];
  for (const file of sources('src/ui')) {
    if (/\bfetch\s*\(/.test(readFileSync(file, 'utf8'))) problems.push(`${file} calls fetch`);
  }
  for (const dir of ['src/model', 'src/client', 'src/store', 'src/ui', 'elements']) {
    for (const file of sources(dir)) {
      for (const spec of imports(file)) if (spec.startsWith('node:')) problems.push(`${file} imports ${spec}`);
    }
  }
  assert.deepEqual(problems, []);
});
