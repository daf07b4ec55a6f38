// Input identity: a manifest of every input file with its size, mtime and the SHA-256 of its
// bytes. The archive's hash is computed from paths and content hashes only, so copying or
// touching files does not make an index stale; size and mtime serve only to skip re-hashing
// files that cannot have changed.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SourceFile } from './source-files.ts';

export interface ManifestEntry {
  size: number;
  mtimeMs: number;
  sha256: string;
}

export type Manifest = Record<string, ManifestEntry>;

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function manifestEntry(file: SourceFile, bytes?: Uint8Array): ManifestEntry {
  return { size: file.size, mtimeMs: file.mtimeMs, sha256: sha256(bytes ?? readFileSync(file.absolutePath)) };
}

/** Hash of the whole input: sorted (path, content hash) pairs plus the index format version. */
export function inputHash(manifest: Manifest, formatVersion: number): string {
  const lines = Object.keys(manifest)
    .sort()
    .map((path) => `${path}\t${manifest[path]?.sha256 ?? ''}`);
  return sha256(`format ${formatVersion}\n${lines.join('\n')}`);
}

export type ManifestComparison = { same: true } | { same: false; reason: string };

/**
 * Compares the files present now with a stored manifest. `verifyAll` re-hashes every file;
 * otherwise only files whose size or mtime changed are hashed.
 */
export function compareManifest(files: readonly SourceFile[], stored: Manifest, verifyAll = false): ManifestComparison {
  const changed = storedInputChange(files, stored, verifyAll);
  if (changed) return { same: false, reason: changed };
  const added = files.find((f) => !stored[f.relativePath]);
  return added ? { same: false, reason: `input added: ${added.relativePath}` } : { same: true };
}

/**
 * Why the inputs a manifest lists are not all present with the same content (the first removed or
 * changed one), or undefined when they are; files it does not list are not looked at.
 */
export function storedInputChange(
  files: readonly SourceFile[],
  stored: Manifest,
  verifyAll = false,
): string | undefined {
  const current = new Map(files.map((f) => [f.relativePath, f]));
  for (const path of Object.keys(stored)) if (!current.has(path)) return `input removed: ${path}`;
  for (const file of files) {
    const before = stored[file.relativePath];
    if (!before) continue;
    // whole milliseconds: utimes and some file systems do not keep sub-millisecond times
    if (!verifyAll && before.size === file.size && Math.round(before.mtimeMs) === Math.round(file.mtimeMs)) continue;
    if (before.size !== file.size) return `input changed: ${file.relativePath}`;
    let hash: string;
    try {
      hash = sha256(readFileSync(file.absolutePath));
    } catch {
      return `input unreadable: ${file.relativePath}`;
    }
    if (hash !== before.sha256) return `input changed: ${file.relativePath}`;
  }
  return undefined;
}
