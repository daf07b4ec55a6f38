// ketcher-standalone's binary-WASM build (indigo's .wasm fetched beside its worker instead of
// inlined as base64, and without the renderer the sketcher does not use) has no types of its own
// in the package's exports map; it exports what the package's main entry does.
declare module 'ketcher-standalone/dist/binaryWasmNoRender' {
  export { StandaloneStructServiceProvider } from 'ketcher-standalone';
}
