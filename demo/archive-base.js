// An institution's page usually lives on its own site and asks the archive on another: it serves
// the element bundles itself and names the archive in api-base. `?archive=<origin>` does that here
// (the archive must list this page's origin in CORS_ORIGINS for MyPDB). Loaded first, before the
// elements upgrade, so their first call already goes to the right place.
const archive = new URLSearchParams(location.search).get('archive');
if (archive && /^https?:\/\/[^/?#]+$/.test(archive)) {
  for (const context of document.querySelectorAll('pdb-search-context')) context.setAttribute('api-base', archive);
}
