// The stored form of one entry's structure (a blob of table entry_structure): everything deflated
// together (raw deflate), inside
// - a JSON header: ids, chains without their per-residue and per-atom columns, assemblies,
//   operators, the atom-name and residue-name dictionaries and the coordinate scale;
// - per residue, as varints: label_seq_id as the zigzag step from the previous one less 1 (0 along
//   a chain), the atom count, the residue name's dictionary index, and auth_seq_id (below);
// - per atom, the atom name's dictionary index (varint);
// - coordinates as integers of 10^-scale Å (mmCIF writes 3 decimals, some files 5), each axis a
//   stream of zigzag deltas along the atom order, split into a low-byte and a high-byte plane
//   (neighbouring atoms are ~1.5 Å apart, so most deltas take two bytes and the planes deflate
//   well); 0xFFFF in both planes marks a delta kept as a varint after the planes;
// - exceptions: any value that integers of that scale do not give back exactly (as Float32, which
//   the services have always read) is kept as its Float32 bits, so decoding is exact for any input.
// On the shared archive: 131 kB an entry as Float32 and Uint16 with a JSON header, ≈ 40 kB so.

import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { ByteReader, ByteWriter, unzigzag, zigzag } from '../../index/attribute-store/postings-codec.ts';
import type { AssemblyGen, EntryStructure } from './entry-structure.ts';
import type { ChainResidues } from './residues.ts';
import type { Operator } from '../../images/assembly.ts';

interface Header {
  entryId: string;
  /** Coordinates are integers of 10^-scale Å. */
  scale: number;
  atomNames: string[];
  compIds: string[];
  /** auth_seq_id values not of the form `${integer}${insertion code}` with a canonical integer. */
  authTexts: string[];
  chains: Array<{ asymId: string; authAsymId: string; entityId: string; residues: number; atoms: number }>;
  assemblies: AssemblyGen[];
  operators: Record<string, Operator>;
}

const SCALES = [3, 4, 5, 6];
/** Two-byte planes hold zigzag deltas below this; the value itself marks a varint delta. */
const WIDE = 0xffff;
/** Integers kept at most this large, so deltas stay exact in 32-bit arithmetic. */
const MAX_INTEGER = 2 ** 30;
/** auth_seq_id kinds, the low digits of its varint. */
const AUTH_PLAIN = 0;
const AUTH_SUFFIX = 1;
const AUTH_TEXT = 2;
const AUTH_KINDS = 3;

/** Level 5, filtered: as small as level 6 (39.5 kB an entry on the shared archive) and no slower than 1. */
const DEFLATE = { level: 5, strategy: constants.Z_FILTERED };

const AUTH_FORM = /^(-?\d+)(.*)$/;

/** Whether `v` (a Float32 value) comes back exactly from integers of 10^-scale. */
const exactAt = (v: number, factor: number): boolean => {
  const q = Math.round(v * factor);
  // q + 0: the decoder sums integers, so it never yields -0
  return Math.abs(q) < MAX_INTEGER && Object.is(Math.fround((q + 0) / factor), v);
};

function chooseScale(values: Float32Array): number {
  let best = SCALES[0]!;
  let fewest = Infinity;
  for (const scale of SCALES) {
    const factor = 10 ** scale;
    let misses = 0;
    for (let i = 0; i < values.length && misses < fewest; i++) if (!exactAt(values[i]!, factor)) misses++;
    if (misses < fewest) [best, fewest] = [scale, misses];
    if (misses === 0) break;
  }
  return best;
}

function dictionary(values: Iterable<string>): Map<string, number> {
  const codes = new Map<string, number>();
  for (const v of values) if (!codes.has(v)) codes.set(v, codes.size);
  return codes;
}

export function encodeEntryStructure(structure: EntryStructure): Buffer {
  const chains = structure.chains;
  const atomNames = dictionary(chains.flatMap((c) => c.atomNames));
  const compIds = dictionary(chains.flatMap((c) => c.compIds));
  const atoms = chains.reduce((n, c) => n + c.atomNames.length, 0);
  // axis-major: every x, then every y, then every z
  const values = new Float32Array(atoms * 3);
  let a = 0;
  for (const chain of chains) {
    const n = chain.atomNames.length;
    for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) values[k * atoms + a + i] = chain.coords[3 * i + k]!;
    a += n;
  }
  const scale = chooseScale(values);
  const authTexts: string[] = [];
  const columns = new ByteWriter();
  for (const chain of chains) {
    let previousSeq = 0;
    chain.seqIds.forEach((seqId, r) => {
      columns.varint(zigzag(seqId - previousSeq - 1));
      previousSeq = seqId;
      columns.varint(chain.atomStart[r + 1]! - chain.atomStart[r]!);
      columns.varint(compIds.get(chain.compIds[r]!)!);
      const auth = chain.authSeqIds[r]!;
      const form = AUTH_FORM.exec(auth);
      if (form && String(Number(form[1])) === form[1]) {
        columns.varint(zigzag(Number(form[1]) - seqId) * AUTH_KINDS + (form[2] ? AUTH_SUFFIX : AUTH_PLAIN));
        if (form[2]) authTexts.push(form[2]);
      } else {
        columns.varint(AUTH_TEXT);
        authTexts.push(auth);
      }
    });
  }
  for (const chain of chains) for (const name of chain.atomNames) columns.varint(atomNames.get(name)!);

  const factor = 10 ** scale;
  const low = new Uint8Array(atoms * 3);
  const high = new Uint8Array(atoms * 3);
  const wide = new ByteWriter();
  const exceptions = new ByteWriter();
  const bits = new Uint32Array(values.buffer);
  let lastException = 0;
  let exceptionCount = 0;
  for (let k = 0; k < 3; k++) {
    let previous = 0;
    for (let i = k * atoms; i < (k + 1) * atoms; i++) {
      let q = Math.round(values[i]! * factor);
      if (!(Math.abs(q) < MAX_INTEGER && Object.is(Math.fround((q + 0) / factor), values[i]))) {
        q = previous;
        exceptions.varint(i - lastException);
        exceptions.varint(bits[i]!);
        lastException = i;
        exceptionCount++;
      }
      const u = zigzag(q - previous);
      previous = q;
      if (u < WIDE) {
        low[i] = u & 0xff;
        high[i] = u >>> 8;
      } else {
        low[i] = high[i] = 0xff;
        wide.varint(u);
      }
    }
  }
  const header: Header = {
    entryId: structure.entryId,
    scale,
    atomNames: [...atomNames.keys()],
    compIds: [...compIds.keys()],
    authTexts,
    chains: chains.map((c) => ({
      asymId: c.asymId,
      authAsymId: c.authAsymId,
      entityId: c.entityId,
      residues: c.seqIds.length,
      atoms: c.atomNames.length,
    })),
    assemblies: structure.assemblies,
    operators: structure.operators,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = new ByteWriter();
  prefix.varint(json.length);
  const tail = new ByteWriter();
  tail.varint(exceptionCount);
  return deflateRawSync(
    Buffer.concat([prefix.take(), json, columns.take(), low, high, wide.take(), tail.take(), exceptions.take()]),
    DEFLATE,
  );
}

const EMPTY_COORDS = new Float64Array(0);

export function decodeEntryStructure(blob: Uint8Array): EntryStructure {
  const bytes = inflateRawSync(blob);
  const reader = new ByteReader(bytes);
  const jsonLength = reader.varint();
  const header = JSON.parse(bytes.toString('utf8', reader.at, reader.at + jsonLength)) as Header;
  reader.at += jsonLength;
  const allAtoms = header.chains.reduce((n, c) => n + c.atoms, 0);
  let authText = 0;
  // arrays filled before they are written stay packed (no holes), as JSON.parse and Array.from made them
  const chains = header.chains.map(({ residues, atoms, ...ids }): ChainResidues => {
    const chain: ChainResidues = {
      ...ids,
      seqIds: new Array<number>(residues).fill(0),
      authSeqIds: new Array<string>(residues).fill(''),
      compIds: new Array<string>(residues).fill(''),
      atomStart: new Array<number>(residues + 1).fill(0),
      atomNames: new Array<string>(atoms).fill(''),
      coords: EMPTY_COORDS,
    };
    let seqId = 0;
    let atomCount = 0;
    for (let r = 0; r < residues; r++) {
      seqId += unzigzag(reader.varint()) + 1;
      chain.seqIds[r] = seqId;
      atomCount += reader.varint();
      chain.atomStart[r + 1] = atomCount;
      chain.compIds[r] = header.compIds[reader.varint()]!;
      const auth = reader.varint();
      const kind = auth % AUTH_KINDS;
      if (kind === AUTH_TEXT) chain.authSeqIds[r] = header.authTexts[authText++]!;
      else {
        const number = seqId + unzigzag((auth - kind) / AUTH_KINDS);
        chain.authSeqIds[r] = kind === AUTH_SUFFIX ? `${number}${header.authTexts[authText++]!}` : String(number);
      }
    }
    return chain;
  });
  for (let c = 0; c < chains.length; c++) {
    const names = chains[c]!.atomNames;
    for (let i = 0; i < names.length; i++) names[i] = header.atomNames[reader.varint()]!;
  }

  const count = allAtoms * 3;
  const low = bytes.subarray(reader.at, reader.at + count);
  const high = bytes.subarray(reader.at + count, reader.at + 2 * count);
  reader.at += 2 * count;
  const factor = 10 ** header.scale;
  // atom-major: x, y, z of each atom in turn
  const xyz = new Float64Array(count);
  for (let k = 0; k < 3; k++) {
    let q = 0;
    for (let i = k * allAtoms, a = k; i < (k + 1) * allAtoms; i++, a += 3) {
      const u = low[i]! | (high[i]! << 8);
      // a plane's value fits 16 bits: unzigzagged in integer arithmetic (a quarter of the decoding
      // as the general unzigzag's division)
      q += u === WIDE ? unzigzag(reader.varint()) : (u >>> 1) ^ -(u & 1);
      xyz[a] = Math.fround(q / factor);
    }
  }
  const bits = new Uint32Array(1);
  const float = new Float32Array(bits.buffer);
  let at = 0;
  for (let e = reader.varint(); e > 0; e--) {
    at += reader.varint();
    bits[0] = reader.varint();
    xyz[(at % allAtoms) * 3 + Math.floor(at / allAtoms)] = float[0]!;
  }

  // views of the one array: a motif query decodes thousands of entries, and copying every
  // coordinate into arrays of its chain was a third of the decoding
  let a = 0;
  for (const chain of chains) {
    const n = chain.atomNames.length;
    chain.coords = xyz.subarray(3 * a, 3 * (a + n));
    a += n;
  }
  return { entryId: header.entryId, chains, assemblies: header.assemblies, operators: header.operators };
}
