// Mol*'s ElementSymbol() keeps the upper-case form of every string of one to three letters or
// digits, and Mol* 5.6 fills that table when its module is evaluated: 238,328 strings, which took
// 109 ms of a 3D view's first open here (a tenth of it) before anything else could run. This
// plugin fills the same table as symbols are asked for: ElementSymbol returns what it returned.
// The build fails if Mol*'s code no longer reads as expected (an upgrade), so the rewrite is
// never silently lost or wrongly applied. Used by scripts/viewer-build.mjs.

const MODULE = /molstar[\\/]lib[\\/]mol-model[\\/]structure[\\/]model[\\/]types\.js$/;
const EAGER_TABLE =
  /const _esCache = \(function \(\) \{[\s\S]*?\}\(\)\);\s*export function ElementSymbol\(s\) \{\s*return _esCache\[s\] \|\| s\.toUpperCase\(\);\s*\}/;
const LAZY_TABLE = `const _esCache = Object.create(null);
const _esCacheable = /^[A-Za-z0-9]{1,3}$/;
export function ElementSymbol(s) {
    const cached = _esCache[s];
    if (cached !== undefined) return cached;
    const symbol = s.toUpperCase();
    if (_esCacheable.test(s)) _esCache[s] = symbol;
    return symbol;
}`;

/** A rollup plugin: Mol*'s element-symbol table filled on demand, not on load. */
export function molstarLazyElementSymbols() {
  let rewritten = false;
  return {
    name: 'molstar-lazy-element-symbols',
    transform(code, id) {
      if (!MODULE.test(id)) return null;
      if (!EAGER_TABLE.test(code))
        this.error(`${id}: Mol*'s element-symbol table changed; review scripts/molstar-lazy-element-symbols.mjs`);
      rewritten = true;
      return { code: code.replace(EAGER_TABLE, LAZY_TABLE), map: null };
    },
    buildEnd(error) {
      if (!error && !rewritten)
        this.error("Mol*'s model types (mol-model/structure/model/types.js) were not in the build");
    },
  };
}
