// A query molecule -> the SMARTS pattern that compares exactly what a match type's rules ask for.
// RDKit writes the molecule as canonical SMILES with every bond spelled out; reading that SMILES
// back numbers the atoms in the order they appear, so the n-th atom of the string is atom n of
// the reparsed molecule, whose JSON gives each atom's and bond's properties. Each atom and bond
// of the string is then replaced by a SMARTS expression built from those properties, keeping the
// string's shape (branches, ring closures, the order of neighbours), which is what the '@'/'@@'
// of a tetrahedral centre and the '/' '\' of a double bond refer to.

import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import type { GraphRules } from './match-types.ts';
import { readMolJson, type MolAtom, type MolGraph } from './mol-json.ts';

const TOKEN = /(\[[^\]]*\])|(Br|Cl|B|C|N|O|P|S|F|I|b|c|n|o|p|s|\*)|(->|<-)|([-=#$:/\\~])|(%\d\d|%\(\d+\)|\d)|([().])/y;

/** Bonds whose meaning depends on the end they are written at: double-bond geometry, dative direction. */
const isDirected = (bond: string | undefined): boolean =>
  bond === '/' || bond === '\\' || bond === '->' || bond === '<-';

/** The SMARTS text of `mol` under `rules`. */
export function graphQuerySmarts(rdkit: RDKitModule, mol: Mol, rules: GraphRules): string {
  const smiles = mol.get_smiles(JSON.stringify({ allBondsExplicit: true }));
  const reread = rdkit.get_mol(smiles);
  if (!reread) throw new Error(`RDKit cannot read back its own SMILES ${smiles}`);
  let graph: MolGraph;
  try {
    graph = readMolJson(reread.get_json());
  } finally {
    reread.delete();
  }
  return new SmartsWriter(smiles, graph, rules).write();
}

class SmartsWriter {
  private readonly out: string[] = [];
  private atomCount = 0;
  private previous: number | undefined;
  private readonly branches: Array<number | undefined> = [];
  private pendingBond: string | undefined;
  /** Open ring closures by label: the atom, and the bond written at the opening (if not yet emitted). */
  private readonly rings = new Map<string, { atom: number; bond: string | undefined; emitted: boolean }>();

  constructor(
    private readonly smiles: string,
    private readonly graph: MolGraph,
    private readonly rules: GraphRules,
  ) {}

  write(): string {
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < this.smiles.length) {
      const at = TOKEN.lastIndex;
      const m = TOKEN.exec(this.smiles);
      if (!m) throw new Error(`Unexpected character '${this.smiles[at]}' in ${this.smiles}`);
      const [, bracket, organic, dative, bond, ring, punctuation] = m;
      if (bracket !== undefined || organic !== undefined) this.atom((bracket ?? organic) as string);
      else if (dative !== undefined || bond !== undefined) this.pendingBond = (dative ?? bond) as string;
      else if (ring !== undefined) this.ring(ring);
      else this.punctuation(punctuation as string);
    }
    return this.out.join('');
  }

  private atom(token: string): void {
    const index = this.atomCount++;
    if (this.previous !== undefined) this.out.push(this.bond(this.pendingBond, this.previous, index));
    this.pendingBond = undefined;
    this.out.push(this.atomExpression(index, token));
    this.previous = index;
  }

  private ring(label: string): void {
    const here = this.previous as number;
    const open = this.rings.get(label);
    if (!open) {
      // the partner is not known yet: the bond is written at the closing, unless it is a
      // directed bond, which needs no partner to be translated and must stay at its end
      const keepHere = isDirected(this.pendingBond);
      this.out.push((keepHere ? this.directedBond(this.pendingBond as string) : '') + label);
      this.rings.set(label, { atom: here, bond: this.pendingBond, emitted: keepHere });
    } else {
      this.rings.delete(label);
      let bond: string;
      if (isDirected(this.pendingBond)) bond = this.directedBond(this.pendingBond as string);
      else if (open.emitted) bond = '';
      else bond = this.bond(this.pendingBond ?? open.bond, open.atom, here);
      this.out.push(bond + label);
    }
    this.pendingBond = undefined;
  }

  private punctuation(token: string): void {
    if (token === '(') this.branches.push(this.previous);
    else if (token === ')') this.previous = this.branches.pop();
    else this.previous = undefined; // '.': a new component
    this.out.push(token);
  }

  /**
   * '/' '\\' under the rules: kept where geometry counts, plain single bonds where not. Dative
   * bonds ('->', '<-') become any-bonds: RDKit's SMARTS reader does not match a dative ring
   * closure against the same molecule, so their order is not compared (they join metals).
   */
  private directedBond(token: string): string {
    if (token === '/' || token === '\\') return this.rules.stereo ? token : '-';
    return '~';
  }

  private bond(token: string | undefined, a: number, b: number): string {
    if (isDirected(token)) return this.directedBond(token as string);
    const bond = this.graph.bondOf(a, b);
    if (token === '~') return '~';
    if (this.rules.aromaticity) {
      if (token) return token;
      return bond?.aromatic ? ':' : orderSymbol(bond?.order ?? 1);
    }
    // geometry is written on the neighbouring '/' '\\' bonds, which need a plain double bond
    if (this.rules.stereo && bond?.stereo) return '=';
    // bond type without aromaticity: an aromatic bond of the query is its Kekulé order or
    // aromatic in the target; any other bond has its own order
    const order = bond?.order ?? 1;
    if (order === 1) return bond?.aromatic ? '-,:' : '-';
    if (order === 2) return bond?.aromatic ? '=,:' : '=';
    return order === 3 ? '#' : '~';
  }

  private atomExpression(index: number, token: string): string {
    const atom = this.graph.atoms[index] as MolAtom;
    const rules = this.rules;
    const chirality = rules.stereo && token.startsWith('[') ? (/@+/.exec(token)?.[0] ?? '') : '';
    let head = `#${atom.z}${chirality}`;
    // a centre's hydrogen is one of its four neighbours: '@' counts it only when written with it
    if (rules.hydrogens || chirality) head += `H${atom.hydrogens + atom.hydrogenNeighbours}`;
    if (rules.hydrogens && atom.isotope) head = `${atom.isotope}${head}`;
    const parts = [head, chargeSmarts(atom.charge)];
    if (rules.aromaticity) parts.push(atom.aromatic ? 'a' : 'A');
    if (rules.degree) parts.push(`D${atom.degree}`);
    if (rules.ringMembership) parts.push(atom.inRing ? 'R' : '!R');
    return `[${parts.join(';')}]`;
  }
}

function chargeSmarts(charge: number): string {
  return charge < 0 ? `-${-charge}` : `+${charge}`;
}

function orderSymbol(order: number): string {
  return order === 2 ? '=' : order === 3 ? '#' : order === 4 ? '$' : '-';
}
