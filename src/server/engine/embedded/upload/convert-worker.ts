// Upload conversions, off the main thread (see convert.ts).

import { serveJobs } from '../../../../archive/workers/serve-jobs.ts';
import type { ConvertJob } from './convert.ts';
import type { StructureFileCheck } from '../../types.ts';
import { convertToBinaryCif } from './structure-file.ts';

serveJobs(
  ({ bytes, format }: ConvertJob) => convertToBinaryCif(bytes, format),
  (result: StructureFileCheck) => (result.ok ? [result.bcif.buffer as ArrayBuffer] : []),
);
