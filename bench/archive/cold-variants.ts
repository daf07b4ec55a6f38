// Distinct requests of the same kind as one of the mix, to time it cold: the i-th variant asks
// another word (full text), bounds moved by i hundredths (numbers) or i days (dates), and a
// request with nothing of that kind to move (an exact match alone) asks its i-th page. None of
// them has been asked before, so no cache keyed by the request can answer it; each is run once.

import type { SearchRequest, ValidatedRequest } from '../../src/model/types.ts';
import { validated } from '../../test/support/validated-request.ts';

export const COLD_VARIANTS = 20;

const WORDS = [
  'protein',
  'kinase',
  'binding',
  'complex',
  'domain',
  'receptor',
  'enzyme',
  'inhibitor',
  'human',
  'crystal',
  'factor',
  'transcription',
  'membrane',
  'antibody',
  'oxidoreductase',
  'transferase',
  'hydrolase',
  'mutant',
  'subunit',
  'ligand',
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function coldVariant(request: SearchRequest, i: number): ValidatedRequest {
  const copy = structuredClone(request) as SearchRequest & {
    request_options?: { paginate?: { start: number; rows: number } };
  };
  let moved = false;
  const move = (value: unknown): unknown => {
    if (typeof value === 'number') {
      moved = true;
      return Math.round((value + i / 100) * 1000) / 1000;
    }
    if (typeof value === 'string' && DATE.test(value)) {
      moved = true;
      return shiftDate(value, i);
    }
    return value;
  };
  const walk = (node: Record<string, unknown>): void => {
    if (node.type === 'group') return (node.nodes as Array<Record<string, unknown>>).forEach(walk);
    const parameters = node.parameters as Record<string, unknown> | undefined;
    if (!parameters) return;
    if (node.service === 'full_text') {
      parameters.value = WORDS[i % WORDS.length];
      moved = true;
    } else if (parameters.operator !== 'exact_match' && parameters.operator !== 'in') {
      const value = parameters.value;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const range = value as Record<string, unknown>;
        for (const key of ['from', 'to']) if (key in range) range[key] = move(range[key]);
      } else parameters.value = move(value);
    }
  };
  if (copy.query) walk(copy.query as unknown as Record<string, unknown>);
  if (!moved && copy.request_options?.paginate) {
    const { rows } = copy.request_options.paginate;
    copy.request_options.paginate = { start: rows * (i + 1), rows };
  }
  return validated(copy);
}
