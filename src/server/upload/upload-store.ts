// Uploaded structure files on disk under random keys, each with a small JSON record of its name
// and expiry. A file past its expiry is gone for readers at once and deleted by the next sweep.
// All files together stay under a byte cap: a save that would pass it is refused.

import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredUpload {
  key: string;
  /** The name the file was uploaded under. */
  name: string;
  /** Format the file was uploaded in; it is stored as BinaryCIF. */
  sourceFormat: string;
  size: number;
  created: string;
  expires: string;
}

/** 128 random bits as hex: the key is the only secret protecting an upload. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A save refused because the store's files would pass its byte cap. */
export class UploadStoreFullError extends Error {}

export class UploadStore {
  /** Saves run one at a time, so each checks the cap against every file saved before it. */
  private saving: Promise<unknown> = Promise.resolve();

  constructor(
    readonly dir: string,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  private dataPath(key: string): string {
    return path.join(this.dir, `${key}.bcif`);
  }

  private recordPath(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** Stores the file; throws UploadStoreFullError when it does not fit under the cap even after a sweep. */
  save(data: Uint8Array, details: { name: string; sourceFormat: string }): Promise<StoredUpload> {
    const saved = this.saving.then(() => this.saveWithin(data, details));
    this.saving = saved.catch(() => undefined);
    return saved;
  }

  private async saveWithin(data: Uint8Array, details: { name: string; sourceFormat: string }): Promise<StoredUpload> {
    await mkdir(this.dir, { recursive: true });
    const fits = async () => (await this.usedBytes()) + data.byteLength <= this.maxBytes;
    if (Number.isFinite(this.maxBytes) && !(await fits())) {
      await this.sweep(); // expired files still on disk make room first
      if (!(await fits())) throw new UploadStoreFullError(`the upload store is full (${this.maxBytes} bytes)`);
    }
    const key = randomBytes(16).toString('hex');
    const created = this.now();
    const record: StoredUpload = {
      key,
      name: details.name,
      sourceFormat: details.sourceFormat,
      size: data.byteLength,
      created: new Date(created).toISOString(),
      expires: new Date(created + this.ttlMs).toISOString(),
    };
    // data first, record last: a record names a complete file
    const temporary = `${this.dataPath(key)}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, this.dataPath(key));
    await writeFile(this.recordPath(key), JSON.stringify(record));
    return record;
  }

  /** The upload's record and bytes, or undefined when unknown or expired (then deleted). */
  async read(key: string): Promise<{ record: StoredUpload; data: Buffer } | undefined> {
    if (!isUploadKey(key)) return undefined;
    const record = await this.record(key);
    if (!record) return undefined;
    if (Date.parse(record.expires) <= this.now()) {
      await this.remove(key);
      return undefined;
    }
    try {
      return { record, data: await readFile(this.dataPath(key)) };
    } catch {
      return undefined;
    }
  }

  /** Bytes of every file in the store's directory (records included). */
  async usedBytes(): Promise<number> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const sizes = await Promise.all(
      names.map((name) =>
        stat(path.join(this.dir, name)).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  private async record(key: string): Promise<StoredUpload | undefined> {
    try {
      return JSON.parse(await readFile(this.recordPath(key), 'utf8')) as StoredUpload;
    } catch {
      return undefined;
    }
  }

  private async remove(key: string): Promise<void> {
    await rm(this.recordPath(key), { force: true });
    await rm(this.dataPath(key), { force: true });
  }

  /**
   * Deletes expired uploads, and files without a record once they are older than the lifetime
   * (an upload being saved has its record written last). Returns how many files were deleted.
   */
  async sweep(): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    const records = new Map<string, StoredUpload | undefined>();
    for (const name of names) {
      const key = name.slice(0, name.indexOf('.'));
      if (!isUploadKey(key)) continue;
      if (!records.has(key)) records.set(key, await this.record(key));
      const record = records.get(key);
      const file = path.join(this.dir, name);
      const expiresAt = record
        ? Date.parse(record.expires)
        : await stat(file).then(
            (s) => s.mtimeMs + this.ttlMs,
            () => 0,
          );
      if (expiresAt > this.now()) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }

  /** Sweeps every `intervalMs` until the returned function is called. */
  startSweeping(intervalMs: number, onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => void this.sweep().catch(onError), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
