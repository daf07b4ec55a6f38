import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

// docs/architecture.md, Layers: arrows point one way. ui -> store -> client -> model; elements -> ui, store;
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
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]!);
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
  // the upstream engine alone (src/server/engine/upstream/) reuses browser-direct mode's calls
  server: ['server', 'archive', 'client', 'model'],
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
      .filter(
        (s) =>
          !s.startsWith('.') || !path.resolve(path.dirname(file), s).startsWith(path.resolve('src/model') + path.sep),
      )
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

// ---------------------------------------------------------------------------------------------
// The client owns every URL of the archive server (docs/architecture.md, Layers): calls, form posts and images.

/** Source without comments, so a comment may still name a route it explains. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The static segments of every route the server registers (app.get('/search/data'), url:
 * '/search/upload', route('/search/sequence/:entryId')), read from its sources so a new route is
 * covered without editing this test. Segments stop at the first parameter.
 */
function serverRoutes(): string[][] {
  const files = [...sources('src/server/routes'), 'src/server/app.ts', 'src/server/pages.ts'];
  const routes = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /(?:\.(?:get|post|put|delete|patch|all)|\broute)\s*(?:<[^()]*?>)?\(\s*'(\/[^']*)'|\burl:\s*'(\/[^']*)'/g,
    )) {
      const segments: string[] = [];
      for (const segment of (m[1] ?? m[2]!).split('/').filter(Boolean)) {
        if (segment.startsWith(':') || segment.includes('*')) break;
        segments.push(segment);
      }
      if (segments.length > 0) routes.set(segments.join('/'), segments);
    }
  }
  return [...routes.values()];
}

/**
 * A string literal names a route when its leading path covers the route's first two static
 * segments (all of them for a one-segment route such as /health or /downloads): '/search/data',
 * `/search/image/ligand/${id}` and '/downloads' do; the page path '/search' and the site's
 * '/structure/4HHB' do not.
 */
function namedRoutes(file: string, routes: readonly string[][]): string[] {
  const found: string[] = [];
  for (const m of code(file).matchAll(/['"`](\/[^'"`$\s]*)/g)) {
    const segments = m[1]!.split(/[/?#]/).filter(Boolean);
    const hit = routes.find((route) => {
      const need = Math.min(route.length, 2);
      return segments.length >= need && route.slice(0, need).every((s, i) => segments[i] === s);
    });
    if (hit) found.push(`${file} names ${m[1]} (server routes /${hit.slice(0, 2).join('/')}...)`);
  }
  return found;
}

test('the server routes are found (the route rule below is not vacuous)', () => {
  const routes = serverRoutes().map((r) => `/${r.join('/')}`);
  for (const expected of ['/search/data', '/search/image/ligand', '/downloads', '/download', '/health'])
    assert.ok(routes.includes(expected), `${expected} in ${routes.join(' ')}`);
});

test('no browser code but the client names a server route (the client owns every URL)', () => {
  const routes = serverRoutes();
  const problems = ['src/ui', 'src/store', 'elements'].flatMap((dir) =>
    sources(dir).flatMap((file) => namedRoutes(file, routes)),
  );
  assert.deepEqual(problems, []);
});

/** Import statements with their names: `import { a, type B } from './x'`, `import type ...`, `export ... from`. */
function importStatements(file: string): Array<{ spec: string; typeOnly: boolean; names: string[] }> {
  const text = code(file);
  const statements = [
    ...text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g),
  ].map((m) => {
    const names = /\{([^}]*)\}/
      .exec(m[3]!)?.[1]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const bare = m[3]!
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    return {
      spec: m[4]!,
      typeOnly:
        Boolean(m[2]) ||
        (names !== undefined && names.length > 0 && !bare && names.every((n) => n.startsWith('type '))),
      names: [...(names ?? []).filter((n) => !n.startsWith('type ')), ...(bare ? [bare] : [])],
    };
  });
  const dynamic = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
    spec: m[1]!,
    typeOnly: false,
    names: ['import()'],
  }));
  return [...statements, ...dynamic];
}

test('the store receives its client: no fetch, and from the client only types and client factories', () => {
  // A factory (createArchiveClient, createTermClient) builds the default client where none is
  // injected; everything else the store does with the server goes through that client.
  const problems: string[] = [];
  for (const file of sources('src/store')) {
    if (/\bfetch\s*\(/.test(code(file))) problems.push(`${file} calls fetch`);
    for (const { spec, typeOnly, names } of importStatements(file)) {
      if (resolvedLayer(file, spec) !== 'client' || typeOnly) continue;
      const values = names.filter((n) => !/^create\w*Client$/.test(n));
      if (values.length > 0) problems.push(`${file} imports ${values.join(', ')} from ${spec}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('ui never imports elements; <pdb-search-context> imports no ui (it is a plain element)', () => {
  const problems: string[] = [];
  for (const file of sources('src/ui'))
    for (const spec of imports(file))
      if (resolvedLayer(file, spec) === 'elements') problems.push(`${file} imports ${spec}`);
  const context = 'elements/pdb-search-context.ts';
  for (const spec of imports(context))
    if (resolvedLayer(context, spec) === 'ui') problems.push(`${context} imports ${spec}`);
  assert.deepEqual(problems, []);
});

// ---------------------------------------------------------------------------------------------
// No import cycles in src or elements, type imports included: a cycle closed by `import type`
// still ties the two modules into one unit that can be neither read nor moved apart.

/** The source file a relative specifier names, or undefined for a package or a missing file. */
function resolvedFile(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = path.relative('.', path.resolve(path.dirname(file), spec));
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Each file's imports among the files of `src` and `elements`, by their resolved paths. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [file, [...new Set(imports(file).flatMap((spec) => resolvedFile(file, spec) ?? []))].sort()]),
  );
}

/** The strongly connected components of more than one file (or a file importing itself), Tarjan's way. */
function importCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

test('the cycle check finds cycles (it is not vacuous)', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts', 'a.ts']],
  ]);
  assert.deepEqual(importCycles(graph), [['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  const resolved = importGraph(['src/server/app.ts']).get('src/server/app.ts')!;
  assert.ok(resolved.includes('src/server/config.ts'), `app.ts imports ${resolved.join(' ')}`);
});

test('no import cycles in src or elements (type imports and re-exports count)', () => {
  const files = [...sources('src'), ...sources('elements')];
  assert.deepEqual(
    importCycles(importGraph(files)).map((cycle) => cycle.join(' <-> ')),
    [],
  );
});

// ---------------------------------------------------------------------------------------------
// The server receives its engine: routes and their helpers name the ServerEngine interface, and
// only the embedded engine (src/server/engine/embedded/) opens the archive, so a second engine
// (an upstream archive) plugs in behind the same routes. The job workers (src/archive/workers/:
// threads with deadlines, which open no archive) serve the upstream engine's costly work too.

test('outside src/server/engine/embedded/, no server file imports src/archive (type imports included)', () => {
  const embedded = path.join('src', 'server', 'engine', 'embedded') + path.sep;
  const jobWorkers = path.join('src', 'archive', 'workers') + path.sep;
  const problems = sources('src/server')
    .filter((file) => !file.startsWith(embedded))
    .flatMap((file) =>
      imports(file)
        .filter((spec) => resolvedLayer(file, spec) === 'archive')
        .filter((spec) => !path.join(path.dirname(file), spec).startsWith(jobWorkers))
        .map((spec) => `${file} imports ${spec}`),
    );
  assert.deepEqual(problems, []);
});

// Upstream mode asks the public APIs with browser-direct mode's code (src/client/direct/: its
// requests, GraphQL documents and politeness), so that code is written once; no other server
// file reaches into the browser's client.
test('outside src/server/engine/upstream/, no server file imports src/client', () => {
  const upstream = path.join('src', 'server', 'engine', 'upstream') + path.sep;
  const problems = sources('src/server')
    .filter((file) => !file.startsWith(upstream))
    .flatMap((file) =>
      imports(file)
        .filter((spec) => resolvedLayer(file, spec) === 'client')
        .map((spec) => `${file} imports ${spec}`),
    );
  assert.deepEqual(problems, []);
});
