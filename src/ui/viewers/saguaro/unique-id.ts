// The `uniqid` the RCSB 1D viewer imports (not among its declared dependencies), as the build
// aliases it (scripts/saguaro-build.mjs): ids unique in the page, usable in an `#id` selector.
// uniqid itself reads Node's `os` module where a bundler does not stop it.

let next = 0;

export default function uniqueId(prefix = ''): string {
  next += 1;
  return `${prefix}${Date.now().toString(36)}${next.toString(36)}`;
}
