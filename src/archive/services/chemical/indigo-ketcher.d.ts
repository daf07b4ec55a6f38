// indigo-ketcher (Indigo compiled to WebAssembly with Emscripten's embind; the sketcher's
// dependency) ships no types. What the chemical search calls of it: the module factory and
// layout(), which reads a structure in any format Indigo knows (an InChI through the IUPAC InChI
// library) and writes it laid out in 2D. Indigo throws its errors as strings.
declare module 'indigo-ketcher/jsNoRender' {
  /** An embind std::map<std::string, std::string>; delete() frees it. */
  export interface IndigoOptions {
    set(key: string, value: string): void;
    delete(): void;
  }

  export interface IndigoModule {
    MapStringString: new () => IndigoOptions;
    /** With 'output-content-type' 'application/json', answers JSON: {struct: the output}. */
    layout(data: string, outputFormat: string, options: IndigoOptions): string;
  }

  export default function createIndigo(module?: object): Promise<IndigoModule>;
}
