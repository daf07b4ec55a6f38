// The app frame: the bar in a light band, a tab strip with a blue underline on the active tab
// (rcsb.org's look) and panels with comfortable padding.
export const appStyles = `
:host { display: block; background: var(--_pdb-background); }
.shell { display: flex; flex-direction: column; min-width: 0; position: relative; }
/* Off screen until a keyboard user reaches it: the first stop on the page. */
.skip-link {
  position: absolute; left: 8px; top: 8px; z-index: 10; padding: 8px 14px;
  background: var(--_pdb-background); border: 2px solid var(--_pdb-focus-color); border-radius: var(--_pdb-radius);
}
.skip-link:not(:focus) { clip-path: inset(50%); width: 1px; height: 1px; padding: 0; border: 0; overflow: hidden; white-space: nowrap; }
.masthead {
  padding: 16px var(--pdb-app-padding, 20px) 10px;
  background: var(--_pdb-surface); border-bottom: 1px solid #dfe5ec;
}
.masthead .bar { display: block; max-width: var(--pdb-app-bar-width, 980px); margin: 0 auto; }
.tabs {
  display: flex; gap: 2px; padding: 0 var(--pdb-app-padding, 20px); margin: 0;
  border-bottom: 1px solid var(--_pdb-border-color); overflow-x: auto; scrollbar-width: none;
}
.tabs::-webkit-scrollbar { display: none; }
.tab {
  flex: 0 0 auto; font: inherit; font-size: 14px; font-weight: 500; padding: 11px 16px 9px;
  margin-bottom: -1px; color: var(--_pdb-muted-color); background: none; cursor: pointer;
  border: none; border-bottom: 3px solid transparent; white-space: nowrap;
}
.tab:hover { color: var(--_pdb-accent); background: #f4f7fa; }
.tab[aria-selected='true'] { color: var(--_pdb-accent); border-bottom-color: var(--_pdb-accent); font-weight: 600; }
.tab:focus-visible { outline-offset: -3px; }
.panel { padding: 16px var(--pdb-app-padding, 20px) 24px; min-width: 0; }
.panel[hidden] { display: none; }
.builder-panel { margin-bottom: 18px; scroll-margin-top: 8px; }
.builder-panel:focus { outline: none; }
.builder-panel:focus-visible { outline: 2px solid var(--_pdb-focus-color); outline-offset: 4px; }
.builder-panel-bar { display: flex; justify-content: flex-end; }
.results-fallback { margin-bottom: 12px; }

/* Printed, the page is the active panel only: no skip link, bar, tabs or open builder. */
@media print {
  :host { background: none; }
  .skip-link, .masthead, .tabs, .builder-panel { display: none; }
  .panel { padding: 0; }
}

@media (max-width: 600px) {
  .masthead { padding: 12px 12px 8px; }
  .tabs { padding: 0 4px; gap: 0; }
  /* Four equal tabs whose labels may wrap, so all stay visible down to 320 px. */
  .tab { flex: 1 1 0; min-width: 0; padding: 8px 4px 7px; font-size: 13px; line-height: 1.25; white-space: normal; text-align: center; }
  .panel { padding: 12px 12px 20px; }
}
`;
