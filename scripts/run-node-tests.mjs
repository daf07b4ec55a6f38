// Runs every test/node/**/*.test.ts with node:test through tsx. Node 20's --test takes no globs,
// so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function collect(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return collect(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const filter = process.argv.slice(2);
const roots = filter.length ? filter : ['test/node'];
const files = roots.flatMap((p) => (statSync(p).isDirectory() ? collect(p) : [p])).sort();
if (files.length === 0) {
  console.error('No node test files found under', roots.join(', '));
  process.exit(1);
}
const args = ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
