/**
 * How the bar leaves the page (identifier pages, a standalone bar's results page). One object so
 * tests and unusual hosts (e.g. an app shell with its own router) can replace `assign`; most pages
 * cancel the pdb-search event instead.
 */
export const barNavigation = {
  assign(url: string): void {
    globalThis.location.assign(url);
  },
};
