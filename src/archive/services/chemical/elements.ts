// Element symbols, for reading formulas: a formula token is only an element when its symbol is
// one of these. D and T (deuterium, tritium) and X (an unknown atom, as in the CCD's ASX and UNX)
// appear in the Chemical Component Dictionary's formulas, so they count as symbols too.

const SYMBOLS = [
  'H', 'He', 'Li', 'Be', 'B', 'C', 'N', 'O', 'F', 'Ne', 'Na', 'Mg', 'Al', 'Si', 'P', 'S', 'Cl', 'Ar',
  'K', 'Ca', 'Sc', 'Ti', 'V', 'Cr', 'Mn', 'Fe', 'Co', 'Ni', 'Cu', 'Zn', 'Ga', 'Ge', 'As', 'Se', 'Br',
  'Kr', 'Rb', 'Sr', 'Y', 'Zr', 'Nb', 'Mo', 'Tc', 'Ru', 'Rh', 'Pd', 'Ag', 'Cd', 'In', 'Sn', 'Sb', 'Te',
  'I', 'Xe', 'Cs', 'Ba', 'La', 'Ce', 'Pr', 'Nd', 'Pm', 'Sm', 'Eu', 'Gd', 'Tb', 'Dy', 'Ho', 'Er', 'Tm',
  'Yb', 'Lu', 'Hf', 'Ta', 'W', 'Re', 'Os', 'Ir', 'Pt', 'Au', 'Hg', 'Tl', 'Pb', 'Bi', 'Po', 'At', 'Rn',
  'Fr', 'Ra', 'Ac', 'Th', 'Pa', 'U', 'Np', 'Pu', 'Am', 'Cm', 'Bk', 'Cf', 'Es', 'Fm', 'Md', 'No', 'Lr',
  'Rf', 'Db', 'Sg', 'Bh', 'Hs', 'Mt', 'Ds', 'Rg', 'Cn', 'Nh', 'Fl', 'Mc', 'Lv', 'Ts', 'Og',
  'D', 'T', 'X',
] as const;

/** Element symbols in the periodic table's order: index + 1 is the atomic number up to Og. */
export const ELEMENT_SYMBOLS: readonly string[] = SYMBOLS;

const BY_UPPER = new Map<string, string>(SYMBOLS.map((s) => [s.toUpperCase(), s]));
const KNOWN = new Set<string>(SYMBOLS);

/** Whether `symbol`, exactly as written, is an element symbol ('Co' yes, 'CO' no). */
export function isElementSymbol(symbol: string): boolean {
  return KNOWN.has(symbol);
}

/** The symbol written in any case ('CL', 'cl' -> 'Cl'), or undefined when there is none. */
export function elementSymbolIgnoringCase(symbol: string): string | undefined {
  return BY_UPPER.get(symbol.toUpperCase());
}

/** The symbol of an atomic number (1 -> 'H'); undefined outside the table. */
export function symbolOfAtomicNumber(z: number): string | undefined {
  return z >= 1 && z <= 118 ? SYMBOLS[z - 1] : undefined;
}
