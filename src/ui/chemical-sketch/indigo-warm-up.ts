// Opening the sketch tool with a molecule waits on indigo laying it out, and V8 compiles indigo's
// WASM functions lazily, on first call: that first layout took 270 ms in the worker. The worker is
// idle for about a second while the main thread evaluates Ketcher, so the entry asks it then for a
// layout of the same descriptor, whose answer is dropped; Ketcher's own layout then finds the code
// compiled. The message is ketcher-standalone's (its Command.Layout; the build fails if that
// changes, scripts/sketch-build.mjs). Ketcher's layout listener takes any layout answer, so the
// page calls setMolecule only after this one has arrived (the worker answers in order, and this is
// its first message).

/** ketcher-standalone's Command.Layout, as its worker reads it. */
export const INDIGO_LAYOUT_COMMAND = 2;
/** A worker that has not answered its first message by then is broken; Ketcher then says so itself. */
const FIRST_ANSWER_DEADLINE_MS = 10_000;

const page = globalThis as typeof globalThis & { __pdbIndigoWarmUp?: Promise<void> };

/** Asks `worker` to lay `descriptor` out; the answer is only waited for (indigoWarmedUp). */
export function warmUpIndigo(worker: Worker, descriptor: string): void {
  page.__pdbIndigoWarmUp = new Promise((resolve) => {
    const done = () => {
      clearTimeout(deadline);
      worker.removeEventListener('message', onAnswer);
      resolve();
    };
    const onAnswer = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type === INDIGO_LAYOUT_COMMAND) done();
    };
    const deadline = setTimeout(done, FIRST_ANSWER_DEADLINE_MS);
    worker.addEventListener('message', onAnswer);
    worker.postMessage({ type: INDIGO_LAYOUT_COMMAND, data: { struct: descriptor, format: 'ket', options: {} } });
  });
}

/** Resolves once the warm-up's answer has arrived (at once when there was none). */
export function indigoWarmedUp(): Promise<void> {
  return page.__pdbIndigoWarmUp ?? Promise.resolve();
}
