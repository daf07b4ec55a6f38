// Enzyme Commission numbers of an entity: parsed from pdbx_ec as depositors write them, and the
// lineage (every level) the RCSB derives from them.

import type { JsonObject } from './category-copy.ts';

/** EC numbers as written ('3.2.1.17', '1.1.1.1, 2.7.7.7', '3.4.21.-'). */
export function parseEcNumbers(text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const raw of text.split(/[,;\s]+/)) {
    const parts = raw
      .replace(/^EC/i, '')
      .split('.')
      .filter((p) => p.length > 0);
    const levels: string[] = [];
    for (const part of parts) {
      if (!/^n?\d+$/.test(part)) break;
      levels.push(part);
    }
    if (levels.length > 0 && levels.length <= 4) {
      const ec = levels.join('.');
      if (!out.includes(ec)) out.push(ec);
    }
  }
  return out;
}

/** rcsb_ec_lineage: every level of each EC number (names need the ENZYME database: absent). */
export function ecLineage(ecNumbers: readonly string[]): JsonObject[] {
  const out: JsonObject[] = [];
  const seen = new Set<string>();
  for (const ec of ecNumbers) {
    const parts = ec.split('.');
    for (let depth = 1; depth <= parts.length; depth++) {
      const id = parts.slice(0, depth).join('.');
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ id, depth });
    }
  }
  return out;
}
