// Imported first by the sketch page: ketcher-react keeps its state on Node's `global`
// (global.currentState), which webpack-built apps define and a browser does not.
const page = globalThis as typeof globalThis & { global?: typeof globalThis };
page.global ??= globalThis;
