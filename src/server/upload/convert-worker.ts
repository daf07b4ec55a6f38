// Runs one upload conversion off the main thread (see convert.ts).

import { parentPort, workerData } from 'node:worker_threads';
import { convertToBinaryCif, type UploadFormat } from './structure-file.ts';

const { bytes, format } = workerData as { bytes: Uint8Array; format: UploadFormat };
const result = await convertToBinaryCif(bytes, format);
parentPort?.postMessage(result, result.ok ? [result.bcif.buffer as ArrayBuffer] : []);
