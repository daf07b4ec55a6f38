// The static demo server answers /demo/index.html but not /demo?request=..., which is what the
// app writes when the page was opened as /demo/ (its base path is then /demo). Naming the file
// keeps every URL the app writes reloadable. Runs before the elements' module loads.
if (location.pathname === '/demo/' || location.pathname === '/demo') {
  history.replaceState(history.state, '', '/demo/index.html' + location.search + location.hash);
}
