// Small archive directories in the OS temp dir, built from a few files of the shared archive plus
// deliberately broken ones, for tests that need to change inputs.

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../../src/archive/config.ts';

export interface TempSource {
  root: string;
  out: string;
  cleanup(): void;
}

export const SAMPLE_ENTRIES = ['4hhb', '1crn', 'af_afq76ei6f1'];

export function makeTempSource(options: { broken?: boolean } = {}): TempSource {
  const shared = resolveSourceDir();
  const root = mkdtempSync(path.join(os.tmpdir(), 'archive-src-'));
  const entries = path.join(root, 'entries');
  mkdirSync(path.join(root, 'ccd', 'prd'), { recursive: true });
  mkdirSync(entries, { recursive: true });
  symlinkSync(path.join(shared, 'schema'), path.join(root, 'schema'));
  for (const id of SAMPLE_ENTRIES)
    copyFileSync(path.join(shared, 'entries', `${id}.cif.gz`), path.join(entries, `${id}.cif.gz`));
  for (const comp of ['HEM', 'ATP'])
    copyFileSync(path.join(shared, 'ccd', `${comp}.cif.gz`), path.join(root, 'ccd', `${comp}.cif.gz`));
  for (const prd of ['PRD_000009', 'PRDCC_000009']) {
    copyFileSync(path.join(shared, 'ccd', 'prd', `${prd}.cif.gz`), path.join(root, 'ccd', 'prd', `${prd}.cif.gz`));
  }
  if (options.broken) {
    const good = readFileSync(path.join(shared, 'entries', '1ubq.cif.gz'));
    // gzip cut in half: the stream ends before its trailer
    writeFileSync(path.join(entries, 'trunc.cif.gz'), good.subarray(0, Math.floor(good.length / 2)));
    // plain text cut in the middle of a line
    const crambin = gunzipSync(readFileSync(path.join(shared, 'entries', '1crn.cif.gz')));
    writeFileSync(path.join(entries, 'cut.cif'), crambin.subarray(0, 20_011));
    // bytes that merely look like gzip
    writeFileSync(
      path.join(entries, 'corrupt.cif.gz'),
      Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0x00]), Buffer.alloc(64, 7)]),
    );
    // a PDB-format file with a .cif name
    writeFileSync(
      path.join(entries, '9xyz.cif'),
      'HEADER    OXYGEN TRANSPORT                        07-MAR-84   9XYZ\nATOM      1  N   VAL A   1      6.204  16.869   4.854  1.00 49.05           N\n',
    );
    // a valid CIF that is not an entry (a chemical component in the entries folder)
    copyFileSync(path.join(shared, 'ccd', 'ACT.cif.gz'), path.join(entries, 'act.cif.gz'));
  }
  return {
    root,
    out: path.join(root, 'out', 'archive.sqlite'),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
