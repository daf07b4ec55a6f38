// The attached scratch database of a build (or an addition) holding the values of the attributes
// no query uses: the catalogue takes their statistics from it, then it is deleted, so the index
// keeps only what queries read (catalogue.ts keptForQueries).

import { rmSync, writeFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { attributeStoreTablesIn, UNSEARCHABLE_STORE } from './tables.ts';
import { AttributeStoreWriter } from './writer.ts';

export class ScratchStore {
  readonly writer: AttributeStoreWriter;
  private readonly file: string;

  constructor(
    private readonly db: Database.Database,
    indexFile: string,
  ) {
    this.file = `${indexFile}.${UNSEARCHABLE_STORE}`;
    // an empty file: an addition's connection may not create files (fileMustExist), nor its ATTACH
    writeFileSync(this.file, '');
    db.prepare(`ATTACH DATABASE ? AS ${UNSEARCHABLE_STORE}`).run(this.file);
    db.pragma(`${UNSEARCHABLE_STORE}.journal_mode = OFF`);
    db.pragma(`${UNSEARCHABLE_STORE}.synchronous = OFF`);
    db.exec(attributeStoreTablesIn(UNSEARCHABLE_STORE));
    this.writer = new AttributeStoreWriter(db, { schema: UNSEARCHABLE_STORE });
  }

  /** Detaches and deletes it, once the catalogue has its statistics (outside any transaction). */
  drop(): void {
    this.db.exec(`DETACH DATABASE ${UNSEARCHABLE_STORE}`);
    this.remove();
  }

  /** Deletes its file (after the connection closed on a failure). */
  remove(): void {
    rmSync(this.file, { force: true });
  }
}
