// Sources import each other with '.ts' extensions (run directly by tsx and esbuild); published
// declarations must name the '.js' files consumers resolve, so rewrite relative specifiers.
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.d.ts')) {
      const text = readFileSync(p, 'utf8');
      const fixed = text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2');
      if (fixed !== text) writeFileSync(p, fixed);
    }
  }
}
walk('dist/types');
