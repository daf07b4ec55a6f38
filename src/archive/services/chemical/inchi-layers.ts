// Reading an InChI string into its layers (https://www.inchi-trust.org/, InChI technical manual):
// the formula, connections (/c), hydrogens (/h, fixed and mobile), charge (/q), protons (/p),
// double-bond (/b) and tetrahedral (/t) stereo with /m (inverted) and /s (kind). Heavy atoms are
// numbered per component, in the order of the formula's elements (Hill order, hydrogen
// excluded). Components listed with a multiplier ('2H2O', '2*1-2') are expanded. The isotopic
// (/i) and non-standard (/f, /r) layers are not read.

export class InchiSyntaxError extends Error {}

export interface MobileGroup {
  hydrogens: number;
  /** '(H-,..)', '(H3-2,..)': negative charges the group's atoms carry besides. */
  negative: number;
  atoms: number[];
}

export interface InchiComponent {
  /** Element of each heavy atom, atom n at index n - 1. */
  elements: string[];
  /** Bonds as pairs of 1-based atom numbers. */
  bonds: Array<[number, number]>;
  /** Fixed hydrogens per atom (index n - 1). */
  hydrogens: number[];
  mobile: MobileGroup[];
  /** Hydrogens of the formula that no atom holds (a lone proton, H2). */
  formulaHydrogens: number;
  charge: number;
  /** '/t': parity '+', '-' or '?' per stereo centre's atom number. */
  centres: Map<number, string>;
  /** '/b': parity per double bond between two atom numbers. */
  doubleBonds: Array<{ a: number; b: number; parity: string }>;
  /** '/m1': the /t parities are those of the mirror image. */
  inverted: boolean;
}

export interface InchiLayers {
  standard: boolean;
  components: InchiComponent[];
  /** '/p': protons added (+) or removed (-) from the structure the other layers describe. */
  protons: number;
  /** The layers compared when checking a reconstruction, as written in the string. */
  main: { formula: string; connections: string; hydrogens: string; charge: string; protons: string };
  stereo: { doubleBonds: string; centres: string; inverted: string; kind: string };
}

const PREFIX = /^InChI=1(S?)\//;

export function parseInchi(text: string): InchiLayers {
  const trimmed = text.trim();
  const prefix = PREFIX.exec(trimmed);
  if (!prefix) throw new InchiSyntaxError("an InChI starts with 'InChI=1S/'");
  const parts = trimmed.slice(prefix[0].length).split('/');
  const formula = parts[0] ?? '';
  if (!/^[A-Za-z0-9.]+$/.test(formula)) throw new InchiSyntaxError('the formula layer is missing or malformed');
  const layers = new Map<string, string>();
  for (const part of parts.slice(1)) {
    const key = part[0];
    if (!key) continue;
    if (!/[a-z]/.test(key)) throw new InchiSyntaxError(`unexpected layer '/${part}'`);
    if (key === 'f' || key === 'r') break; // non-standard layers beyond the main and stereo ones
    if (!layers.has(key)) layers.set(key, part.slice(1));
  }

  const components = parseFormula(formula);
  perComponent(layers.get('c') ?? '', components.length, (section, i) => {
    (components[i] as InchiComponent).bonds = parseConnections(section);
  });
  perComponent(layers.get('h') ?? '', components.length, (section, i) =>
    parseHydrogens(section, components[i] as InchiComponent),
  );
  perComponent(layers.get('q') ?? '', components.length, (section, i) => {
    if (section === '') return;
    if (!/^[+-]\d+$/.test(section)) throw new InchiSyntaxError(`malformed charge '${section}'`);
    (components[i] as InchiComponent).charge = Number(section);
  });
  perComponent(layers.get('b') ?? '', components.length, (section, i) => {
    for (const item of section.split(',').filter(Boolean)) {
      const m = /^(\d+)-(\d+)([-+?])$/.exec(item);
      if (!m) throw new InchiSyntaxError(`malformed double bond '${item}'`);
      (components[i] as InchiComponent).doubleBonds.push({ a: Number(m[1]), b: Number(m[2]), parity: m[3] as string });
    }
  });
  perComponent(layers.get('t') ?? '', components.length, (section, i) => {
    for (const item of section.split(',').filter(Boolean)) {
      const m = /^(\d+)([-+?])$/.exec(item);
      if (!m) throw new InchiSyntaxError(`malformed stereo centre '${item}'`);
      (components[i] as InchiComponent).centres.set(Number(m[1]), m[2] as string);
    }
  });
  const m = layers.get('m') ?? '';
  if (m !== '') {
    // one flag for all components, or one per component with stereo centres, '.'-separated
    const flags = m.split('.');
    let next = 0;
    for (const component of components) {
      if (component.centres.size === 0) continue;
      component.inverted = (flags.length === 1 ? flags[0] : flags[next++]) === '1';
    }
  }
  const p = layers.get('p') ?? '';
  if (p !== '' && !/^[+-]\d+$/.test(p)) throw new InchiSyntaxError(`malformed protons '${p}'`);
  for (const component of components) checkAtomNumbers(component);

  return {
    standard: prefix[1] === 'S',
    components,
    protons: p === '' ? 0 : Number(p),
    main: {
      formula,
      connections: layers.get('c') ?? '',
      hydrogens: layers.get('h') ?? '',
      charge: layers.get('q') ?? '',
      protons: p,
    },
    stereo: {
      doubleBonds: layers.get('b') ?? '',
      centres: layers.get('t') ?? '',
      inverted: m,
      kind: layers.get('s') ?? '',
    },
  };
}

function emptyComponent(elements: string[], formulaHydrogens: number): InchiComponent {
  return {
    elements,
    bonds: [],
    hydrogens: elements.map(() => 0),
    mobile: [],
    formulaHydrogens,
    charge: 0,
    centres: new Map(),
    doubleBonds: [],
    inverted: false,
  };
}

/** 'C34H34N4O4.Fe', '2H2O.Na': heavy atoms in formula order; H is left to the /h layer. */
function parseFormula(formula: string): InchiComponent[] {
  const components: InchiComponent[] = [];
  for (const part of formula.split('.')) {
    const m = /^(\d*)((?:[A-Z][a-z]?\d*)+)$/.exec(part);
    if (!m) throw new InchiSyntaxError(`malformed formula component '${part}'`);
    const times = m[1] ? Number(m[1]) : 1;
    const elements: string[] = [];
    let hydrogens = 0;
    for (const [, symbol, count] of (m[2] as string).matchAll(/([A-Z][a-z]?)(\d*)/g)) {
      const n = count ? Number(count) : 1;
      if (symbol === 'H') hydrogens += n;
      else for (let i = 0; i < n; i++) elements.push(symbol as string);
    }
    if (elements.length > 1000) throw new InchiSyntaxError('the molecule is too large');
    for (let i = 0; i < times && i < 100; i++) components.push(emptyComponent([...elements], hydrogens));
  }
  return components;
}

/** A layer's ';'-separated sections, one per component, 'n*' repeating a section n times. */
function perComponent(layer: string, count: number, visit: (section: string, component: number) => void): void {
  if (layer === '') return;
  let component = 0;
  for (const raw of layer.split(';')) {
    const m = /^(\d+)\*(.*)$/.exec(raw);
    const times = m ? Number(m[1]) : 1;
    const section = m ? (m[2] as string) : raw;
    for (let i = 0; i < times; i++) {
      if (component >= count) throw new InchiSyntaxError('a layer has more sections than the formula has components');
      visit(section, component++);
    }
  }
}

/** '/c' chains: '1-2(4)3(5)6': a number joins the previous atom; '(' ',' ')' branch. */
function parseConnections(section: string): Array<[number, number]> {
  const bonds: Array<[number, number]> = [];
  const seen = new Set<string>();
  let previous: number | undefined;
  const stack: Array<number | undefined> = [];
  for (const [token] of section.matchAll(/\d+|[-(),]|./g)) {
    if (/^\d+$/.test(token)) {
      const atom = Number(token);
      if (previous !== undefined) {
        const key = previous < atom ? `${previous},${atom}` : `${atom},${previous}`;
        if (previous === atom || seen.has(key)) throw new InchiSyntaxError(`repeated bond ${key} in the connections`);
        seen.add(key);
        bonds.push([previous, atom]);
      }
      previous = atom;
    } else if (token === '(') stack.push(previous);
    else if (token === ',') previous = stack[stack.length - 1];
    else if (token === ')') {
      if (stack.length === 0) throw new InchiSyntaxError("unbalanced ')' in the connections");
      previous = stack.pop();
    } else if (token !== '-') throw new InchiSyntaxError(`unexpected '${token}' in the connections`);
  }
  if (stack.length) throw new InchiSyntaxError("unbalanced '(' in the connections");
  return bonds;
}

/** '/h': '2-4,6-7,10H,1H2,(H,21,22)(H2,11,12,13)': atoms or ranges, then H and a count. */
function parseHydrogens(section: string, component: InchiComponent): void {
  let pending: number[] = [];
  const re = /\(H(\d*)(-\d*)?((?:,\d+)+)\)|(\d+)(?:-(\d+))?|H(\d*)|,|(.)/g;
  for (const m of section.matchAll(re)) {
    if (m[7] !== undefined) throw new InchiSyntaxError(`unexpected '${m[7]}' in the hydrogens`);
    if (m[3] !== undefined) {
      const negative = m[2] === undefined ? 0 : m[2] === '-' ? 1 : Number(m[2].slice(1));
      component.mobile.push({
        hydrogens: m[1] ? Number(m[1]) : 1,
        negative,
        atoms: m[3].slice(1).split(',').map(Number),
      });
    } else if (m[4] !== undefined) {
      const from = Number(m[4]);
      const to = m[5] !== undefined ? Number(m[5]) : from;
      if (to < from || to - from > 1000) throw new InchiSyntaxError(`malformed atom range '${m[0]}'`);
      for (let a = from; a <= to; a++) pending.push(a);
    } else if (m[6] !== undefined) {
      const n = m[6] ? Number(m[6]) : 1;
      for (const a of pending) {
        if (a < 1 || a > component.elements.length) throw new InchiSyntaxError(`no atom ${a} for its hydrogens`);
        component.hydrogens[a - 1] = n;
      }
      pending = [];
    }
  }
  if (pending.length) throw new InchiSyntaxError('atoms without a hydrogen count in the hydrogens');
}

function checkAtomNumbers(component: InchiComponent): void {
  const n = component.elements.length;
  const valid = (a: number): boolean => Number.isInteger(a) && a >= 1 && a <= n;
  for (const [a, b] of component.bonds)
    if (!valid(a) || !valid(b)) throw new InchiSyntaxError(`no atom ${valid(a) ? b : a} for a bond`);
  for (const group of component.mobile)
    for (const a of group.atoms) if (!valid(a)) throw new InchiSyntaxError(`no atom ${a} for a mobile hydrogen`);
  for (const a of component.centres.keys())
    if (!valid(a)) throw new InchiSyntaxError(`no atom ${a} for a stereo centre`);
  for (const { a, b } of component.doubleBonds)
    if (!valid(a) || !valid(b)) throw new InchiSyntaxError('no atom for a stereo double bond');
}
