// Issue 15: the sketch page's indigo warm-up asks the worker, as its first message, for a layout of
// the descriptor of the address, and lets setMolecule go only once that answer has arrived (Ketcher's
// layout listener would take any layout answer as its own).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { INDIGO_LAYOUT_COMMAND, indigoWarmedUp, warmUpIndigo } from '../../../src/ui/chemical-sketch/indigo-warm-up.ts';

/** A worker as the warm-up sees it: what was posted, and answers sent back at will. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  answer(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

test('asks for a layout of the descriptor and waits for that answer only', async () => {
  const worker = new FakeWorker();
  warmUpIndigo(worker as unknown as Worker, 'NC(=N)c1ccccc1');
  assert.deepEqual(worker.posted, [
    { type: INDIGO_LAYOUT_COMMAND, data: { struct: 'NC(=N)c1ccccc1', format: 'ket', options: {} } },
  ]);
  const warmed = indigoWarmedUp();
  worker.answer({ type: 0, payload: 'indigo 1.40' }); // Ketcher's Info answer
  worker.answer(null);
  assert.equal(await settled(warmed), false, 'other answers do not end the wait');
  worker.answer({ type: INDIGO_LAYOUT_COMMAND, payload: { struct: '{}' }, hasError: false });
  assert.equal(await settled(warmed), true);
});
