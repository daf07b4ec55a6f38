import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

// The build is part of what a new user runs (`npm start`); prove it emits every promised bundle.
// The build itself (a minute of rollup and tsc) is the suite's hook; the tests check what it wrote.
describe('npm run build', () => {
  before(
    () => {
      const result = spawnSync('npm', ['run', 'build', '--silent'], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr || result.stdout);
    },
    { timeout: 180_000 },
  );

  test('emits ESM per element, the suite ESM, the IIFE and type declarations', () => {
    for (const file of [
      'dist/esm/pdb-search-elements.js',
      'dist/esm/pdb-search-context.js',
      'dist/esm/pdb-search-bar.js',
      'dist/pdb-search-elements.iife.js',
      'dist/types/elements/index.d.ts',
    ]) {
      assert.ok(existsSync(file), `${file} is missing`);
    }
    const iife = readFileSync('dist/pdb-search-elements.iife.js', 'utf8');
    assert.match(iife, /^(?:var|!function|\(function)/, 'the IIFE must not contain import statements');
    assert.doesNotMatch(iife, /^import\s/m);
    assert.doesNotMatch(readFileSync('dist/types/elements/index.d.ts', 'utf8'), /\.ts['"]/);
  });

  test('leaves no chunk of an earlier build behind (each shared chunk once)', () => {
    const names = readdirSync('dist/esm/chunks').map((f) => f.replace(/-[\w-]{8}\.js$/, ''));
    assert.deepEqual(
      names.filter((name, i) => names.indexOf(name) !== i),
      [],
    );
  });

  test('compiles libraries in production mode: no development branch is left for valtio to take', () => {
    const files = [
      'dist/pdb-search-elements.iife.js',
      ...readdirSync('dist/esm/chunks').map((f) => `dist/esm/chunks/${f}`),
    ];
    for (const file of files) {
      // valtio asks import.meta.env.MODE; unreplaced, every snapshot a component read is walked after each render
      assert.doesNotMatch(readFileSync(file, 'utf8'), /import\.meta\.env/, file);
    }
  });

  test('writes what the published package promises: each exports target, the manifest, an export per element', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    const targets = (entry: unknown): string[] =>
      typeof entry === 'string' ? [entry] : Object.values(entry as object).flatMap(targets);
    for (const target of [...targets(pkg.exports), pkg.customElements]) {
      assert.ok(existsSync(target), `package.json names ${target}, which the build did not write`);
    }
    const elementEntries = readdirSync('dist/esm').filter(
      (f) => /^pdb-.*\.js$/.test(f) && f !== 'pdb-search-elements.js',
    );
    for (const entry of elementEntries) {
      assert.ok(pkg.exports[`./${entry.slice(0, -3)}`], `dist/esm/${entry} has no package.json exports entry`);
    }
  });

  test('the search bar bundle stays within its size budget', () => {
    const size = spawnSync('node', ['scripts/size.mjs'], { encoding: 'utf8' });
    assert.equal(size.status, 0, size.stdout + size.stderr);
    assert.match(size.stdout, /pdb-search-bar\s+[\d.]+ kB\s+within 85 kB budget/);
  });
});
