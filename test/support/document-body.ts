// Tests read stored documents with SQL; bodies are compressed (src/archive/index/body-codec.ts),
// so a connection gets the codec's body_json(body) function: `SELECT body_json(body) AS body`
// reads the JSON text as before, `json_extract(body_json(body), ...)` picks fields.

import type Database from 'better-sqlite3';
import { bodyDecoder } from '../../src/archive/index/body-codec.ts';

export function readableBodies(db: Database.Database): Database.Database {
  bodyDecoder(db);
  return db;
}
