// The history table; below 640 px each row becomes a card with labelled fields.
export const historyStyles = `
.history { width: 100%; }
.toolbar { display: flex; align-items: center; justify-content: space-between; gap: 8px 16px; flex-wrap: wrap; margin: 0 0 10px; }
.title { margin: 0; font-size: 18px; font-weight: 600; color: var(--_pdb-text-color); }
.toolbar-actions { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
.hint { margin: 0 0 10px; font-size: 13px; color: var(--_pdb-muted-color); }
.empty {
  margin: 0; padding: 28px 16px; text-align: center; color: var(--_pdb-muted-color);
  background: var(--_pdb-surface); border: 1px dashed var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
table { width: 100%; border-collapse: collapse; font-size: 13px; }
caption { text-align: left; }
th {
  text-align: left; font-weight: 600; padding: 8px 10px; white-space: nowrap;
  background: var(--_pdb-surface); border-bottom: 2px solid var(--_pdb-border-color); color: #333;
}
td { padding: 8px 10px; border-bottom: 1px solid #e3e8ee; vertical-align: middle; }
td.delete-cell { width: 1%; padding: 4px 10px; text-align: right; white-space: nowrap; }
tbody tr { cursor: pointer; }
tbody tr:hover { background: #f5f8fb; }
tr.current { background: var(--_pdb-info-background); }
tr.current:hover { background: #dde8f3; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.nowrap { white-space: nowrap; }
.query-button {
  display: inline; padding: 0; margin: 0; border: none; background: none; cursor: pointer;
  font: inherit; text-align: left; color: var(--_pdb-link-color); overflow-wrap: anywhere;
}
.query-button:hover { text-decoration: underline; }
.options { display: block; margin-top: 2px; font-size: 12px; color: var(--_pdb-muted-color); }
.delete {
  display: inline-flex; align-items: center; justify-content: center; width: 30px; height: 30px;
  padding: 0; border: 1px solid transparent; border-radius: var(--_pdb-radius); background: none;
  color: #8a1c1c; cursor: pointer;
}
.delete:hover { background: var(--_pdb-error-background); border-color: #e4b8b8; }
.edit {
  margin-right: 4px; padding: 4px 8px; min-height: 30px; font: inherit; font-size: 12px; cursor: pointer;
  color: var(--_pdb-accent); background: none; border: 1px solid var(--_pdb-accent); border-radius: var(--_pdb-radius);
}
.edit:hover { background: var(--_pdb-info-background); }
@media (max-width: 640px) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table, tbody, tr, td { display: block; width: 100%; }
  tr { position: relative; padding: 10px 96px 10px 12px; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); margin-bottom: 10px; }
  td { border: none; padding: 2px 0; text-align: left; }
  td.num { text-align: left; }
  td[data-label]::before { content: attr(data-label) ': '; font-weight: 600; color: var(--_pdb-muted-color); }
  td.query-cell { font-size: 14px; padding-bottom: 6px; }
  td.delete-cell { position: absolute; top: 6px; right: 6px; width: auto; padding: 0; }
}
/* A results page prints its results, not the panels beside them; in the app a panel is
   its own tab, which prints when it is the one shown. MyPDB adopts this sheet too. A page that wants
   a panel on paper says so: pdb-query-history { display: block } (a page's rule wins over :host). */
@media print { :host(:not([in-app])) { display: none; } }
`;
