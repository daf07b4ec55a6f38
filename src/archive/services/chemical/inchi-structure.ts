// InChI -> molecule. RDKit's MinimalLib writes InChI but cannot read it, so the structure is
// rebuilt from the layers: the connections give the heavy-atom graph and the hydrogen layer each
// atom's hydrogens, with mobile hydrogens (tautomeric groups) and the /p protons still to be
// placed; bond orders and charges are what makes every atom's valence come out right. A search
// tries the placements (fewest charged atoms first), writes each candidate as SMILES and keeps
// the first whose own InChI, as RDKit computes it, has the input's main layers (formula,
// connections, hydrogens, charge, protons). Stereo marks are then set and flipped until the
// RDKit InChI's /t and /b parities agree with the input's.

import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import { InchiSyntaxError, parseInchi, type InchiLayers } from './inchi-layers.ts';

/** Valence and charge each element may take, the usual one first. */
const VALENCES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  C: [
    [4, 0],
    [3, -1],
    [3, 1],
  ],
  N: [
    [3, 0],
    [4, 1],
    [2, -1],
  ],
  O: [
    [2, 0],
    [1, -1],
    [3, 1],
  ],
  S: [
    [2, 0],
    [4, 0],
    [6, 0],
    [1, -1],
    [3, 1],
  ],
  Se: [
    [2, 0],
    [4, 0],
    [6, 0],
    [1, -1],
  ],
  Te: [
    [2, 0],
    [4, 0],
    [6, 0],
  ],
  P: [
    [3, 0],
    [5, 0],
    [4, 1],
    [2, -1],
  ],
  As: [
    [3, 0],
    [5, 0],
    [4, 1],
  ],
  B: [
    [3, 0],
    [4, -1],
  ],
  Si: [[4, 0]],
  Ge: [[4, 0]],
  F: [
    [1, 0],
    [0, -1],
  ],
  Cl: [
    [1, 0],
    [0, -1],
    [3, 0],
    [5, 0],
    [7, 0],
  ],
  Br: [
    [1, 0],
    [0, -1],
    [3, 0],
    [5, 0],
  ],
  I: [
    [1, 0],
    [0, -1],
    [3, 0],
    [5, 0],
    [7, 0],
  ],
};

/** Time one InChI may take before giving up (typical ligands need a few milliseconds). */
const TIME_BUDGET_MS = 250;
/** Distinct candidates checked against the input with RDKit before giving up. */
const MAX_CANDIDATES = 12;

interface Atom {
  element: string;
  component: number;
  bonds: number[];
  fixedHydrogens: number;
}
interface Bond {
  a: number;
  b: number;
}
interface Graph {
  atoms: Atom[];
  bonds: Bond[];
  /** Per component: the charge the /q layer gives it. */
  charges: number[];
  /** Tautomeric groups: hydrogens (and, for '(H-,...)', negative charges) shared by atoms. */
  mobile: Array<{ hydrogens: number; negative: number; atoms: number[] }>;
  protons: number;
  /** Global atom index of (component, 1-based number). */
  index: (component: number, atom: number) => number;
}

/** A full assignment: hydrogens, charge and valence of every atom, order of every bond. */
interface Solution {
  hydrogens: number[];
  charges: number[];
  orders: number[];
}

export class InchiStructureError extends Error {}

/** The molecule an InChI describes; throws InchiSyntaxError or InchiStructureError. */
export function molFromInchi(rdkit: RDKitModule, text: string): Mol {
  const layers = parseInchi(text);
  const graph = buildGraph(layers);
  const search = new Search();
  const rejected = new Set<string>();
  let found: Mol | undefined;
  const accept = (solution: Solution): boolean => {
    // resonance forms of one candidate (same hydrogens and charges) have the same InChI
    const key = `${solution.hydrogens.join(',')}|${solution.charges.join(',')}`;
    if (rejected.has(key)) return false;
    if (++search.candidates > MAX_CANDIDATES || search.late()) return search.stop();
    found = withStereo(rdkit, graph, solution, layers);
    if (!found) rejected.add(key);
    return found !== undefined;
  };
  // fewest charged (or unsaturated) atoms first: most structures need none, and a charged
  // molecule needs at least as many charged atoms as its charge
  const least = leastCharged(graph);
  const most =
    graph.charges.reduce((sum, q) => sum + Math.abs(q), 0) + Math.abs(graph.protons) + graph.mobile.length + 2;
  // protons go to (come from) the likeliest sites first: amines take them, acids give them
  const passes = graph.protons > 0 ? [BASIC, ACIDIC] : graph.protons < 0 ? [ACIDS, ACIDIC] : [ACIDIC];
  passes: for (const sites of passes) {
    for (let penalty = least; penalty <= most; penalty++) {
      if (assign(graph, penalty, sites, search, accept) || search.over()) break passes;
    }
  }
  if (!found) throw new InchiStructureError('no structure with these layers was found');
  return found;
}

/**
 * Charged atoms the molecule needs at least: the charge of its components without a metal
 * (metals take their component's charge), with the /p protons, which only non-metals take.
 */
function leastCharged(graph: Graph): number {
  const flexible = new Set<number>();
  graph.atoms.forEach((atom) => {
    if (!VALENCES[atom.element]) flexible.add(atom.component);
  });
  const acidicBesideMetal = graph.atoms.some((atom) => flexible.has(atom.component) && ACIDIC.has(atom.element));
  if (acidicBesideMetal) return 0;
  const charge = graph.charges.reduce((sum, q, c) => (flexible.has(c) ? sum : sum + q), 0);
  return Math.abs(charge + graph.protons);
}

/** The search's allowance: a time limit (checked every few thousand steps) and a candidate count. */
class Search {
  candidates = 0;
  private steps = 0;
  private stopped = false;
  private readonly deadline = performance.now() + TIME_BUDGET_MS;

  /** Counts a step; true once the search must end. */
  step(): boolean {
    if (this.stopped) return true;
    if (++this.steps % 4096 === 0 && performance.now() > this.deadline) this.stopped = true;
    return this.stopped;
  }

  over(): boolean {
    return this.stopped;
  }

  late(): boolean {
    return performance.now() > this.deadline;
  }

  stop(): true {
    this.stopped = true;
    return true;
  }
}

function buildGraph(layers: InchiLayers): Graph {
  const atoms: Atom[] = [];
  const bonds: Bond[] = [];
  const offsets: number[] = [];
  const mobile: Graph['mobile'] = [];
  layers.components.forEach((component, c) => {
    const offset = atoms.length;
    offsets.push(offset);
    component.elements.forEach((element, i) =>
      atoms.push({ element, component: c, bonds: [], fixedHydrogens: component.hydrogens[i] ?? 0 }),
    );
    for (const [a, b] of component.bonds) {
      const bond = bonds.length;
      bonds.push({ a: offset + a - 1, b: offset + b - 1 });
      (atoms[offset + a - 1] as Atom).bonds.push(bond);
      (atoms[offset + b - 1] as Atom).bonds.push(bond);
    }
    for (const group of component.mobile)
      mobile.push({
        hydrogens: group.hydrogens,
        negative: group.negative,
        atoms: group.atoms.map((a) => offset + a - 1),
      });
    if (component.elements.length === 0)
      throw new InchiStructureError('components of hydrogen alone are not supported');
  });
  if (atoms.length === 0) throw new InchiSyntaxError('the InChI has no heavy atoms');
  return {
    atoms,
    bonds,
    charges: layers.components.map((c) => c.charge),
    mobile,
    protons: layers.protons,
    index: (component, atom) => (offsets[component] as number) + atom - 1,
  };
}

interface ValenceOption {
  valence: number;
  charge: number;
  /** 1 for the unusual: a charge, or an atom left short of its valence. */
  penalty: number;
}

/** What an atom with `hydrogens` hydrogens may be, usual first. */
function valenceOptions(atom: Atom, hydrogens: number): ValenceOption[] {
  const table = VALENCES[atom.element];
  const bare = atom.bonds.length + hydrogens;
  // metals and the like: no multiple bonds; their component's charge is settled on them
  if (!table) return [{ valence: bare, charge: 0, penalty: 0 }];
  const options = table.map(([valence, charge]) => ({ valence, charge, penalty: charge === 0 ? 0 : 1 }));
  // last resort: short of every valence (a radical, the bare sulfur of an iron-sulfur cluster)
  if (!table.some(([valence]) => valence === bare)) options.push({ valence: bare, charge: 0, penalty: 1 });
  return options;
}

/** Largest number of extra bond orders an atom could take with `hydrogens` hydrogens. */
function maxNeed(atom: Atom, hydrogens: number): number {
  return Math.max(0, ...valenceOptions(atom, hydrogens).map((o) => o.valence - atom.bonds.length - hydrogens));
}

/** Atoms that may take or give up a /p proton. */
const ACIDIC: ReadonlySet<string> = new Set(['O', 'N', 'S', 'Se', 'P', 'F', 'Cl', 'Br', 'I']);
const BASIC: ReadonlySet<string> = new Set(['N']);
const ACIDS: ReadonlySet<string> = new Set(['O', 'S', 'Se', 'F', 'Cl', 'Br', 'I']);

/**
 * One depth-first search over the atoms (breadth-first order) that decides, per atom, how many
 * of its mobile group's hydrogens it takes, whether it gives up (or takes) one of the /p protons
 * (atoms of the elements in `sites` only),
 * its valence and charge, and the extra orders of its bonds towards atoms not yet visited.
 * Exactly `penalty` atoms may be unusual (charged or short of valence); fewer were tried before.
 * Each complete assignment goes to `accept`; true from it (or running out of steps) ends the search.
 */
function assign(
  graph: Graph,
  penalty: number,
  sites: ReadonlySet<string>,
  search: Search,
  accept: (s: Solution) => boolean,
): boolean {
  const n = graph.atoms.length;
  const order = visitingOrder(graph);
  const position = new Int32Array(n);
  order.forEach((atom, i) => (position[atom] = i));
  const groupOf = new Int32Array(n).fill(-1);
  graph.mobile.forEach((group, g) => group.atoms.forEach((a) => (groupOf[a] = g)));
  const lastOfGroup = graph.mobile.map((group) =>
    group.atoms.reduce((last, a) => ((position[a] as number) > (position[last] as number) ? a : last)),
  );
  const groupLeft = graph.mobile.map((group) => group.hydrogens);
  const protonSign = Math.sign(graph.protons);
  let protonsLeft = Math.abs(graph.protons);
  const protonsOf = graph.charges.map(() => 0);
  // acidic atoms from position i on: enough must remain for the protons still to place
  const acidicFrom = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--)
    acidicFrom[i] =
      (acidicFrom[i + 1] as number) + (sites.has((graph.atoms[order[i] as number] as Atom).element) ? 1 : 0);

  const extra = new Int8Array(graph.bonds.length); // order - 1
  const used = new Int32Array(n);
  const charges = new Int32Array(n);
  const hydrogens = new Int32Array(n);
  // room an atom visited later may still have for extra bond orders (an upper bound)
  const caps = graph.atoms.map((atom) => maxNeed(atom, Math.max(0, atom.fixedHydrogens - (protonSign < 0 ? 1 : 0))));
  let spent = 0;

  const finish = (): boolean => {
    if (spent !== penalty || protonsLeft !== 0) return false;
    for (const group of graph.mobile) {
      if (group.negative && group.atoms.reduce((sum, a) => sum + (charges[a] as number), 0) !== -group.negative)
        return false;
    }
    const sums = graph.charges.map(() => 0);
    const flexible: Array<number | undefined> = graph.charges.map(() => undefined);
    graph.atoms.forEach((atom, i) => {
      if (VALENCES[atom.element]) sums[atom.component] = (sums[atom.component] as number) + (charges[i] as number);
      else flexible[atom.component] ??= i;
    });
    for (let c = 0; c < sums.length; c++) {
      const missing = (graph.charges[c] as number) + (protonsOf[c] as number) - (sums[c] as number);
      const absorber = flexible[c];
      if (absorber !== undefined)
        charges[absorber] = missing; // a metal takes the component's charge
      else if (missing !== 0) return false;
    }
    return accept({ hydrogens: [...hydrogens], charges: [...charges], orders: [...extra].map((x) => x + 1) });
  };

  const visit = (i: number): boolean => {
    if (search.step()) return true; // out of time: stop everything
    if (i === n) return finish();
    if (protonsLeft > (acidicFrom[i] as number)) return false;
    const atomIndex = order[i] as number;
    const atom = graph.atoms[atomIndex] as Atom;
    const g = groupOf[atomIndex] as number;
    const left = g >= 0 ? (groupLeft[g] as number) : 0;
    // an InChI does not say which tautomer: mobile hydrogens go to terminal atoms (amines,
    // hydroxyls) before ring and chain ones, which keeps amino- and hydroxy-aromatic forms
    const takes = g < 0 ? [0] : lastOfGroup[g] === atomIndex ? [left] : range(Math.min(left, 3), atom.bonds.length > 1);
    for (const t of takes) {
      if (g >= 0) groupLeft[g] = left - t;
      const base = atom.fixedHydrogens + t;
      const canProton = protonsLeft > 0 && sites.has(atom.element) && (protonSign > 0 || base > 0);
      for (const d of canProton ? [0, 1] : [0]) {
        const h = base + protonSign * d;
        hydrogens[atomIndex] = h;
        protonsLeft -= d;
        protonsOf[atom.component] = (protonsOf[atom.component] as number) + protonSign * d;
        const done = valences(i, atomIndex, atom, h);
        protonsLeft += d;
        protonsOf[atom.component] = (protonsOf[atom.component] as number) - protonSign * d;
        if (done) return true;
      }
      if (g >= 0) groupLeft[g] = left;
    }
    return false;
  };

  const valences = (i: number, atomIndex: number, atom: Atom, h: number): boolean => {
    const later = atom.bonds.filter((b) => {
      const bond = graph.bonds[b] as Bond;
      return (position[bond.a === atomIndex ? bond.b : bond.a] as number) > i;
    });
    for (const option of valenceOptions(atom, h)) {
      const need = option.valence - atom.bonds.length - h - (used[atomIndex] as number);
      if (need < 0 || spent + option.penalty > penalty) continue;
      charges[atomIndex] = option.charge;
      spent += option.penalty;
      const done = spread(later, 0, need, i);
      spent -= option.penalty;
      charges[atomIndex] = 0;
      if (done) return true;
    }
    return false;
  };

  /** Hands `need` extra orders to the bonds towards atoms visited later. */
  const spread = (bonds: number[], k: number, need: number, i: number): boolean => {
    if (need === 0) return visit(i + 1);
    if (k === bonds.length) return false;
    const b = bonds[k] as number;
    const bond = graph.bonds[b] as Bond;
    const other = bond.a === order[i] ? bond.b : bond.a;
    const room = Math.min(need, 2, (caps[other] as number) - (used[other] as number));
    for (let x = room; x >= 0; x--) {
      extra[b] = x;
      used[other] = (used[other] as number) + x;
      const done = spread(bonds, k + 1, need - x, i);
      used[other] = (used[other] as number) - x;
      extra[b] = 0;
      if (done) return true;
    }
    return false;
  };

  return visit(0);
}

/** n, n - 1, ..., 0 (or 0, ..., n). */
function range(n: number, ascending = false): number[] {
  return Array.from({ length: n + 1 }, (_, i) => (ascending ? i : n - i));
}

/** Breadth-first through each component, so an atom's neighbours are decided soon after it. */
function visitingOrder(graph: Graph): number[] {
  const seen = new Uint8Array(graph.atoms.length);
  const order: number[] = [];
  for (let root = 0; root < graph.atoms.length; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    const queue = [root];
    while (queue.length) {
      const atom = queue.shift() as number;
      order.push(atom);
      for (const b of (graph.atoms[atom] as Atom).bonds) {
        const bond = graph.bonds[b] as Bond;
        const other = bond.a === atom ? bond.b : bond.a;
        if (!seen[other]) {
          seen[other] = 1;
          queue.push(other);
        }
      }
    }
  }
  return order;
}

// ------------------------------------------------------------------ SMILES and stereo

interface StereoMarks {
  /** '@' or '@@' per atom index (only the /t centres). */
  centres: Map<number, string>;
  /** '/' or '\\' per bond index (a neighbour bond of each /b double bond). */
  directions: Map<number, string>;
}

/** The candidate with its stereo set to the input's, or undefined when its main layers differ. */
function withStereo(rdkit: RDKitModule, graph: Graph, solution: Solution, layers: InchiLayers): Mol | undefined {
  const wanted = stereoWanted(graph, layers);
  const marks: StereoMarks = { centres: new Map(), directions: new Map() };
  for (const atom of wanted.centres.keys()) marks.centres.set(atom, '@');
  const doubleBondMarks = new Map<number, number>(); // double bond index -> the bond whose direction to flip
  for (const bond of wanted.doubleBonds.keys()) {
    const ends = directionBonds(graph, solution, bond, marks.directions);
    if (!ends) continue;
    // a bond already marked for a conjugated neighbour keeps its direction; a new one can flip
    const fresh = ends.filter((b) => !marks.directions.has(b));
    for (const b of fresh) marks.directions.set(b, '/');
    const flip = fresh[fresh.length - 1];
    if (flip !== undefined) doubleBondMarks.set(bond, flip);
  }

  let mol: Mol | null = null;
  for (let round = 0; round < 4; round++) {
    mol?.delete();
    mol = rdkit.get_mol(writeSmiles(graph, solution, marks));
    if (!mol) return undefined;
    const inchi = mol.get_inchi();
    let produced: InchiLayers | undefined;
    try {
      produced = parseInchi(inchi);
    } catch {
      produced = undefined;
    }
    if (round === 0 && (!produced || !sameMainLayers(layers, produced))) {
      mol.delete();
      return undefined;
    }
    if (!produced) break;
    const got = stereoWanted(graph, produced);
    let flipped = false;
    for (const [atom, parity] of wanted.centres) {
      const have = got.centres.get(atom);
      if (have !== undefined && have !== parity) {
        marks.centres.set(atom, marks.centres.get(atom) === '@' ? '@@' : '@');
        flipped = true;
      }
    }
    for (const [bond, parity] of wanted.doubleBonds) {
      const have = got.doubleBonds.get(bond);
      const flip = doubleBondMarks.get(bond);
      if (have !== undefined && have !== parity && flip !== undefined) {
        marks.directions.set(flip, marks.directions.get(flip) === '/' ? '\\' : '/');
        flipped = true;
      }
    }
    if (!flipped) break;
  }
  return mol ?? undefined;
}

/** Absolute parity per stereo centre and per double bond (by global index), '?' left out. */
function stereoWanted(
  graph: Graph,
  layers: InchiLayers,
): { centres: Map<number, string>; doubleBonds: Map<number, string> } {
  const centres = new Map<number, string>();
  const doubleBonds = new Map<number, string>();
  layers.components.forEach((component, c) => {
    for (const [atom, parity] of component.centres) {
      if (parity === '?') continue;
      const absolute = component.inverted ? (parity === '+' ? '-' : '+') : parity;
      centres.set(graph.index(c, atom), absolute);
    }
    for (const { a, b, parity } of component.doubleBonds) {
      if (parity === '?') continue;
      const ga = graph.index(c, a);
      const gb = graph.index(c, b);
      const bond = graph.bonds.findIndex((x) => (x.a === ga && x.b === gb) || (x.a === gb && x.b === ga));
      if (bond >= 0) doubleBonds.set(bond, parity);
    }
  });
  return { centres, doubleBonds };
}

/**
 * A single bond at each end of a double bond to carry '/' or '\\': one already marked if the end
 * has one (in conjugated chains a bond serves two double bonds; two marks on one atom would
 * contradict each other), else the first.
 */
function directionBonds(
  graph: Graph,
  solution: Solution,
  double: number,
  marked: ReadonlyMap<number, string>,
): [number, number] | undefined {
  const { a, b } = graph.bonds[double] as Bond;
  const pick = (atom: number): number | undefined => {
    const singles = (graph.atoms[atom] as Atom).bonds.filter((x) => x !== double && solution.orders[x] === 1);
    return singles.find((x) => marked.has(x)) ?? singles[0];
  };
  const first = pick(a);
  const second = pick(b);
  return first === undefined || second === undefined ? undefined : [first, second];
}

function sameMainLayers(input: InchiLayers, produced: InchiLayers): boolean {
  const a = input.main;
  const b = produced.main;
  if (a.formula !== b.formula || a.connections !== b.connections) return false;
  // a non-standard InChI's hydrogen and charge layers need not be the standard ones
  if (!input.standard) return true;
  return a.hydrogens === b.hydrogens && a.charge === b.charge && a.protons === b.protons;
}

const SYMBOL_BOND = ['', '-', '=', '#', '$'];

/** SMILES of the candidate: bracket atoms with their hydrogens and charges, explicit bonds. */
function writeSmiles(graph: Graph, solution: Solution, marks: StereoMarks): string {
  const n = graph.atoms.length;
  const parent = new Int32Array(n).fill(-2);
  const children: number[][] = graph.atoms.map(() => []);
  const ringBonds: number[][] = graph.atoms.map(() => []);
  const treeBond = new Int32Array(n).fill(-1);
  const roots: number[] = [];
  // pass 1: depth-first tree; the other bonds become ring closures
  const isTree = new Uint8Array(graph.bonds.length);
  for (let root = 0; root < n; root++) {
    if (parent[root] !== -2) continue;
    roots.push(root);
    parent[root] = -1;
    const stack: number[] = [root];
    const order: number[] = [];
    while (stack.length) {
      const atom = stack.pop() as number;
      order.push(atom);
      const next: number[] = [];
      for (const b of (graph.atoms[atom] as Atom).bonds) {
        const bond = graph.bonds[b] as Bond;
        const other = bond.a === atom ? bond.b : bond.a;
        if (parent[other] === -2) {
          parent[other] = atom;
          treeBond[other] = b;
          isTree[b] = 1;
          children[atom]?.push(other);
          next.push(other);
        }
      }
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i] as number);
    }
  }
  graph.bonds.forEach((bond, b) => {
    if (isTree[b]) return;
    ringBonds[bond.a]?.push(b);
    ringBonds[bond.b]?.push(b);
  });

  const bondSymbol = (b: number): string => marks.directions.get(b) ?? SYMBOL_BOND[solution.orders[b] as number] ?? '~';
  const labels = new Map<number, number>();
  const free: number[] = [];
  let nextLabel = 1;
  const label = (x: number): string => (x < 10 ? String(x) : `%${x}`);
  const out: string[] = [];

  const write = (atom: number): void => {
    out.push(atomToken(graph.atoms[atom] as Atom, solution, atom, marks.centres.get(atom)));
    for (const b of ringBonds[atom] as number[]) {
      const open = labels.get(b);
      if (open === undefined) {
        free.sort((x, y) => x - y);
        const l = free.shift() ?? nextLabel++;
        labels.set(b, l);
        out.push(bondSymbol(b) + label(l));
      } else {
        out.push(label(open));
        free.push(open);
      }
    }
    const kids = children[atom] as number[];
    kids.forEach((child, i) => {
      const text = bondSymbol(treeBond[child] as number);
      if (i < kids.length - 1) {
        out.push('(', text);
        write(child);
        out.push(')');
      } else {
        out.push(text);
        write(child);
      }
    });
  };
  roots.forEach((root, i) => {
    if (i > 0) out.push('.');
    write(root);
  });
  return out.join('');
}

function atomToken(atom: Atom, solution: Solution, index: number, chirality: string | undefined): string {
  const h = solution.hydrogens[index] as number;
  const c = solution.charges[index] as number;
  const charge = c === 0 ? '' : c > 0 ? `+${c}` : `-${-c}`;
  return `[${atom.element}${chirality ?? ''}${h ? `H${h}` : ''}${charge}]`;
}
