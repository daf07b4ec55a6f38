// Planted homologs for the sequence tests and benchmark: a real sequence mutated to about a given
// identity by random substitutions (a different amino acid or base, drawn uniformly, which is
// harder to detect than evolution's conservative changes) and a few short insertions and
// deletions, reproducibly (seeded).

const PROTEIN = 'ACDEFGHIKLMNPQRSTVWY';
const NUCLEOTIDE = 'ACGT';

/** Deterministic random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `sequence` with about (1 − identity) of its positions substituted and, at a tenth of that
 * rate, a 1–3 residue insertion or deletion.
 */
export function mutate(sequence: string, identity: number, seed: number, nucleotide = false): string {
  const random = seededRandom(seed);
  const alphabet = nucleotide ? NUCLEOTIDE : PROTEIN;
  const pick = (not?: string): string => {
    for (;;) {
      const c = alphabet[Math.floor(random() * alphabet.length)]!;
      if (c !== not) return c;
    }
  };
  const change = 1 - identity;
  let out = '';
  for (let i = 0; i < sequence.length; i++) {
    const roll = random();
    if (roll < change / 20) continue; // deletion of this residue (and maybe the next ones)
    if (roll < change / 10) {
      const length = 1 + Math.floor(random() * 3);
      for (let k = 0; k < length; k++) out += pick();
    }
    out += random() < change ? pick(sequence[i]) : sequence[i];
  }
  return out;
}
