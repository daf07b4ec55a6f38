// The cost bounds of request shapes: one table, read by the checks that run before any work starts
// (request/bounds.ts for whole requests, the services for what only they can measure) and by the
// README's "Request bounds" table (a test keeps the two equal). Seed limits with seed wording stay
// in constants/limits.ts LIMITS; these are the server's own ceilings, worded as bound and value.

import { formatCount } from './paging.ts';

export interface Bound {
  /** What is measured, as the message names it. */
  readonly shape: string;
  /** How going over reads: 'longer than', 'with more than', ... */
  readonly exceeds: string;
  readonly value: number;
  readonly unit: string;
  /** One line: why this value. */
  readonly why: string;
}

export const BOUNDS = {
  requestDepth: {
    shape: 'request',
    exceeds: 'nested deeper than',
    value: 200,
    unit: 'levels',
    why: 'JSON this deep would overflow the recursive readers; 32 nested groups are about 70 levels',
  },
  queryDepth: {
    shape: 'query',
    exceeds: 'nested deeper than',
    value: 32,
    unit: 'levels',
    why: 'no builder or client nests groups this deep; every recursive walk of the tree stays shallow',
  },
  queryNodes: {
    shape: 'query',
    exceeds: 'with more than',
    value: 250,
    unit: 'nodes',
    why: "five times the builder's 50 terminals; each is a service call (1,000 took 0.8 s to 3 s)",
  },
  fullTextLength: {
    shape: 'full text',
    exceeds: 'longer than',
    value: 10_000,
    unit: 'characters',
    why: 'a pasted abstract is about 2,000 characters; the sanitiser and the FTS query grow with the text',
  },
  fullTextTerms: {
    shape: 'full text',
    exceeds: 'with more than',
    value: 400,
    unit: 'terms',
    why: 'words FTS5 matches, phrases included: 17,000 terms took 24 s, a 5,000-word phrase 5 s',
  },
  sequenceLength: {
    shape: 'sequence',
    exceeds: 'longer than',
    value: 40_000,
    unit: 'residues',
    why: 'titin, the longest known protein, has 34,350 residues; no PDB chain is longer',
  },
  motifLength: {
    shape: 'sequence motif',
    exceeds: 'longer than',
    value: 300,
    unit: 'characters',
    why: 'PROSITE patterns are well under 200 characters; scan cost grows with the pattern',
  },
  motifStates: {
    shape: 'sequence motif',
    exceeds: 'compiling to more than',
    value: 1000,
    unit: 'states',
    why: 'the scan costs sequence length x states; 1,000 states scan the archive in about 1 s',
  },
  motifScanTime: {
    shape: 'sequence motif scan',
    exceeds: 'taking longer than',
    value: 1000,
    unit: 'ms',
    why: 'a deadline under the 2 s any request may take, for patterns the other bounds let through',
  },
  descriptorLength: {
    shape: 'chemical descriptor',
    exceeds: 'longer than',
    value: 2000,
    unit: 'characters',
    why: 'the InChI of the largest archive ligand (X12, 152 heavy atoms) is 919 characters',
  },
  formulaLength: {
    shape: 'molecular formula',
    exceeds: 'longer than',
    value: 1000,
    unit: 'characters',
    why: 'a formula names each element once: all 118 with counts fit in under 1,000 characters',
  },
  descriptorAtoms: {
    shape: 'chemical descriptor',
    exceeds: 'with more than',
    value: 300,
    unit: 'heavy atoms',
    why: 'twice the largest archive ligand (152); RDKit fails from about 600 atoms',
  },
  inlineStructureSize: {
    shape: 'inline structure data',
    exceeds: 'inflating to more than',
    value: 50,
    unit: 'MB',
    why: 'five times the 10 MB upload limit; larger structures go by URL or upload, not in the body',
  },
  structureFileSize: {
    shape: 'structure file',
    exceeds: 'inflating to more than',
    value: 128,
    unit: 'MB',
    why: 'a 10 MB gzip of mmCIF text (the upload limit) inflates to 40-80 MB; a gzip bomb as small to gigabytes',
  },
} as const satisfies Record<string, Bound>;

export type BoundName = keyof typeof BOUNDS;

/** The 400 message of a bound: 'sequence longer than 40,000 residues'. */
export function boundMessage(name: BoundName): string {
  const bound: Bound = BOUNDS[name];
  return `${bound.shape} ${bound.exceeds} ${formatCount(bound.value)} ${bound.unit}`;
}
