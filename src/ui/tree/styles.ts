// Browse Annotations: the switcher and Help on one line, the search box with its menu, and the
// tree (20 px per level, set inline on each row). A name keeps at least 8em whatever its depth:
// the tree grows as wide as its deepest row needs and scrolls sideways in its box (a phone). A
// row's Search button shows on hover, on the focused row and on the selected one; it stays in
// place (opacity only) so rows do not shift. Its word and the loading note are generated content,
// so a row's visible text is its node's name.
export const treeStyles = `
.tree-browser { width: 100%; position: relative; }
.title { margin: 0 0 10px; font-size: 18px; font-weight: 600; color: var(--_pdb-text-color); }
.tree-toolbar { display: flex; align-items: center; flex-wrap: wrap; gap: 8px 16px; margin: 0 0 10px; }
.tree-switcher { display: flex; align-items: center; gap: 8px; min-width: 0; }
.tree-switcher label { font-weight: 600; }
.tree-switcher select {
  font: inherit; min-height: 32px; min-width: 0; max-width: 460px; padding: 4px 8px;
  color: var(--_pdb-text-color); background: var(--_pdb-background);
  border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
.help-link { font-size: 13px; }

.tree-search { position: relative; max-width: 520px; margin: 0 0 8px; }
.tree-search-input {
  width: 100%; font: inherit; padding: 6px 10px; min-height: 34px;
  color: var(--_pdb-text-color); background: var(--_pdb-background);
  border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
.tree-search-status { margin: 4px 0 0; min-height: 1.2em; font-size: 12px; color: var(--_pdb-muted-color); }
.tree-menu {
  position: absolute; z-index: 5; left: 0; right: 0; top: 36px; margin: 0; padding: 4px 0;
  list-style: none; max-height: 320px; overflow-y: auto; background: var(--_pdb-background);
  border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
  box-shadow: 0 6px 18px rgba(20, 40, 70, 0.16);
}
.tree-menu-option { padding: 6px 10px; cursor: pointer; overflow-wrap: anywhere; }
.tree-menu-option.active { background: var(--_pdb-info-background); }
.tree-menu-id, .tree-menu-count { color: var(--_pdb-muted-color); font-size: 12px; }

.tree-status { margin: 8px 0; color: var(--_pdb-muted-color); }
.tree-error { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
.tree-error .pdb-message { flex: 1 1 20em; }

.tree-scroll { overflow-x: auto; margin-top: 4px; }
.tree, .tree-group { list-style: none; margin: 0; padding: 0; }
.tree { width: fit-content; min-width: 100%; border-top: 1px solid #e3e8ee; }
.tree-row {
  display: flex; align-items: center; gap: 6px; min-height: 32px; padding-right: 6px;
  border-bottom: 1px solid #eef2f6; cursor: default; scroll-margin: 48px 0; outline: none;
}
.tree-row:hover { background: #f5f8fb; }
.tree-row:focus-visible { outline: 3px solid var(--_pdb-focus-color); outline-offset: -3px; }
.tree-row.selected { background: var(--_pdb-info-background); }
.tree-toggle {
  flex: 0 0 16px; width: 16px; text-align: center; color: var(--_pdb-muted-color); cursor: pointer; user-select: none;
}
.tree-label { flex: 1 1 auto; min-width: 8em; cursor: pointer; overflow-wrap: anywhere; }
.tree-name { scroll-margin: 48px 8px 48px 28px; }
.tree-row.selected .tree-name { font-weight: 600; }
.tree-count { color: var(--_pdb-muted-color); font-variant-numeric: tabular-nums; }
.tree-loading::before { content: 'Loading…'; font-size: 12px; color: var(--_pdb-muted-color); }
.tree-search-node {
  flex: 0 0 auto; font: inherit; font-size: 12px; padding: 2px 10px; min-height: 26px; cursor: pointer;
  color: var(--_pdb-accent); background: var(--_pdb-background);
  border: 1px solid var(--_pdb-accent); border-radius: var(--_pdb-radius); opacity: 0;
}
.tree-search-node::before { content: 'Search'; }
.tree-search-node:hover { background: var(--_pdb-info-background); }
.tree-row:hover > .tree-search-node,
.tree-row.selected > .tree-search-node,
.tree-row:focus > .tree-search-node,
.tree-search-node:focus { opacity: 1; }
@media (hover: none) { .tree-search-node { opacity: 1; } }

.tree-unavailable {
  max-width: 720px; margin: 8px 0 16px; padding: 18px 20px;
  border: 1px solid var(--_pdb-border-color); border-radius: 6px; background: var(--_pdb-surface);
}
.tree-unavailable-title { margin: 0 0 8px; font-size: 16px; font-weight: 600; }
.tree-unavailable p { margin: 0 0 8px; }
.tree-choices { margin: 0; padding-left: 20px; }
.tree-choices .pdb-button { padding-inline: 0; min-height: 28px; text-decoration: underline; }
`;
