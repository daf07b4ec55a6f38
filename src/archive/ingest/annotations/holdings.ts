// Repository holdings: which PDB ids are current, obsolete (with their replacements), unreleased
// (with pre-release sequences) or removed theoretical models, and which computed models exist.
// The archive holds documents for a subset; the holdings answer for every id the PDB knows.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readLines, readText } from './read-lines.ts';

export type HoldingStatus = 'current' | 'obsolete' | 'unreleased' | 'theoretical_model' | 'computational';

export interface HoldingRecord {
  id: string;
  status: HoldingStatus;
  replacedBy?: string[];
  statusDate?: string;
  depositionDate?: string;
  releaseDate?: string;
  title?: string;
  authors?: string[];
  /** Pre-release polymer sequences by entity id. */
  sequences?: Array<{ entityId: string; sequence: string }>;
  /** Computed models: source database, its id and file URL. */
  sourceDb?: string;
  sourceId?: string;
  sourceUrl?: string;
  sourceFileName?: string;
}

export interface HoldingsData {
  records: Map<string, HoldingRecord>;
  /** Cross references per current entry: NDB and EMDB ids. */
  ndb: Map<string, string>;
  emdb: Map<string, string[]>;
  files: string[];
}

/** obsolete_entry.json is a sequence of JSON objects, not an array. */
export function parseConcatenatedJson(text: string): unknown[] {
  const out: unknown[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0 && start >= 0) {
        out.push(JSON.parse(text.slice(start, i + 1)));
        start = -1;
      }
    }
  }
  return out;
}

function upsert(data: HoldingsData, id: string, status: HoldingStatus): HoldingRecord {
  const key = id.toUpperCase();
  let record = data.records.get(key);
  if (!record) data.records.set(key, (record = { id: key, status }));
  return record;
}

export function loadHoldings(dir: string): HoldingsData {
  const data: HoldingsData = { records: new Map(), ndb: new Map(), emdb: new Map(), files: [] };
  const file = (name: string): string | undefined => {
    const full = path.join(dir, name);
    if (!existsSync(full)) return undefined;
    data.files.push(name);
    return full;
  };

  const current = file('all-pdb-list.gz');
  if (current) for (const line of readLines(current)) if (line.trim()) upsert(data, line.trim(), 'current');

  const obsoleteJson = file('obsolete_entry.json.gz');
  if (obsoleteJson) {
    for (const raw of parseConcatenatedJson(readText(obsoleteJson))) {
      const item = raw as Record<string, unknown>;
      if (typeof item.entryId !== 'string') continue;
      const record = upsert(data, item.entryId, 'obsolete');
      record.status = 'obsolete';
      const replaced = Array.isArray(item.obsoletedBy)
        ? item.obsoletedBy.filter((v): v is string => typeof v === 'string')
        : [];
      if (replaced.length > 0) record.replacedBy = replaced.map((v) => v.toUpperCase());
      if (typeof item.obsoletedDate === 'string') record.statusDate = item.obsoletedDate;
      if (typeof item.depositionDate === 'string') record.depositionDate = item.depositionDate;
      if (typeof item.releaseDate === 'string') record.releaseDate = item.releaseDate;
      if (typeof item.title === 'string') record.title = item.title;
      if (Array.isArray(item.depositionAuthors))
        record.authors = item.depositionAuthors.filter((a): a is string => typeof a === 'string');
    }
  }
  const obsoleteList = file('obsolete-pdb-list.gz');
  if (obsoleteList) {
    for (const line of readLines(obsoleteList)) {
      if (!line.trim()) continue;
      upsert(data, line.trim(), 'obsolete').status = 'obsolete';
    }
  }

  const addSequence = (id: string, entityId: string, sequence: string): void => {
    const record = upsert(data, id, 'unreleased');
    if (record.status === 'current') return;
    record.status = 'unreleased';
    record.sequences ??= [];
    if (!record.sequences.some((s) => s.entityId === entityId)) record.sequences.push({ entityId, sequence });
  };
  const fasta = file('pdb_seq_prerelease.fasta.gz');
  if (fasta) {
    let header: { id: string; entity: string } | undefined;
    let sequence = '';
    const flush = (): void => {
      if (header && sequence) addSequence(header.id, header.entity, sequence);
      sequence = '';
    };
    for (const line of readLines(fasta)) {
      const match = /^>(\S+)\s+Entity\s+(\S+)/i.exec(line);
      if (match?.[1] && match[2]) {
        flush();
        header = { id: match[1], entity: match[2] };
      } else if (line.startsWith('>')) {
        flush();
        header = undefined;
      } else sequence += line.trim();
    }
    flush();
  }
  const prerelease = file('prerelease_seq.txt.gz');
  if (prerelease) {
    for (const line of readLines(prerelease)) {
      const [rawId, entity, sequence] = line.split('\t');
      if (!rawId || !entity || !sequence) continue;
      addSequence(rawId.replace(/^PDB/i, ''), entity, sequence.trim());
    }
  }

  const theoretical = file('theoretical_model_v2.tsv.gz');
  if (theoretical) {
    for (const line of readLines(theoretical)) {
      const [id, , deposited, released, title, authors] = line.split('\t');
      if (!id) continue;
      const record = upsert(data, id, 'theoretical_model');
      if (record.status !== 'current') record.status = 'theoretical_model';
      if (deposited) record.depositionDate = deposited;
      if (released) record.releaseDate = released;
      if (title) record.title = title;
      if (authors)
        record.authors = authors
          .split(';')
          .map((a) => a.trim())
          .filter(Boolean);
    }
  }

  const ndb = file('pdb_ndb_mapping.tsv.gz');
  if (ndb) {
    for (const line of readLines(ndb)) {
      const [pdb, ndbId] = line.split('\t');
      if (pdb && ndbId) data.ndb.set(pdb.trim().toUpperCase(), ndbId.trim());
    }
  }
  const emdb = file('pdb_emdb_mapping.txt.gz');
  if (emdb) {
    for (const line of readLines(emdb)) {
      const [pdb, ids] = line.split('\t');
      if (!pdb || !ids) continue;
      const list = ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => (s.startsWith('EMD-') ? s : `EMD-${s}`));
      if (list.length > 0) data.emdb.set(pdb.trim().toUpperCase(), list);
    }
  }
  return data;
}

/** Computed-model holdings: `{ "AF_AF...": { sourceDb, sourceId, sourceModelUrl, ... } }` files. */
export function loadComputedModelHoldings(dir: string, into: HoldingsData): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (!/computed-models-holdings\.json(\.gz)?$/.test(name)) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readText(path.join(dir, name)));
    } catch {
      continue;
    }
    if (!parsed || typeof parsed !== 'object') continue;
    into.files.push(`csm_holdings/${name}`);
    for (const [id, raw] of Object.entries(parsed as Record<string, unknown>)) {
      if (!raw || typeof raw !== 'object') continue;
      const item = raw as Record<string, unknown>;
      const record = upsert(into, id, 'computational');
      record.status = 'computational';
      if (typeof item.sourceDb === 'string') record.sourceDb = item.sourceDb;
      if (typeof item.sourceId === 'string') record.sourceId = item.sourceId;
      if (typeof item.sourceModelUrl === 'string') record.sourceUrl = item.sourceModelUrl;
      if (typeof item.sourceModelFileName === 'string') record.sourceFileName = item.sourceModelFileName;
      if (typeof item.lastModifiedDate === 'string') record.statusDate = item.lastModifiedDate.slice(0, 10);
    }
  }
}
