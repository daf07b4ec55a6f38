// The developer tools panel: a dashed box (it is not part of the product's look), the shown
// object in a scrolling well, and compact tables side by side where there is room.
export const devtoolsStyles = `
.devtools {
  margin: 0 0 18px; padding: 12px 16px; font-size: 13px;
  border: 1px dashed var(--_pdb-border-color); border-radius: var(--_pdb-radius); background: var(--_pdb-surface);
}
.dt-header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.dt-header h2 { margin: 0; font-size: 16px; font-weight: 600; color: var(--_pdb-text-color); }
.dt-links { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 10px 0; padding: 0; list-style: none; }
.dt-controls { display: flex; align-items: center; gap: 10px 24px; flex-wrap: wrap; margin: 8px 0; }
.dt-toggles { display: flex; gap: 4px; flex-wrap: wrap; }
.dt-toggle[aria-pressed='true'] { color: var(--_pdb-accent-contrast); background: var(--_pdb-accent); }
.dt-format { display: flex; align-items: center; gap: 12px; margin: 0; padding: 0; border: none; }
.dt-format legend { float: left; margin-right: 4px; padding: 0; font-weight: 600; }
.dt-format label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
.dt-note { margin: 6px 0; color: var(--_pdb-muted-color); }
.dt-view {
  max-height: 360px; overflow: auto; margin: 8px 0; padding: 8px 10px;
  background: var(--_pdb-background); border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
.dt-text { margin: 0; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
.dt-object, .dt-array { margin: 0; padding-left: 14px; }
.dt-view > .dt-object, .dt-view > .dt-array { padding-left: 0; }
.dt-array { list-style-position: inside; }
.dt-entry { display: flex; gap: 6px; }
.dt-entry dt { font-weight: 600; white-space: nowrap; }
.dt-entry dt::after { content: ':'; }
.dt-entry dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.dt-string { color: #1d5e1d; }
.dt-number, .dt-boolean { color: #7a3b00; }
.dt-null, .dt-undefined, .dt-empty { color: var(--_pdb-muted-color); }
.dt-open { margin: 8px 0; }
.dt-tables { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: flex-start; }
.dt-table { border-collapse: collapse; font-size: 12px; background: var(--_pdb-background); }
.dt-table caption { text-align: left; font-weight: 600; padding: 4px 0; }
.dt-table th, .dt-table td { padding: 3px 8px; border: 1px solid var(--_pdb-border-color); text-align: left; vertical-align: top; }
.dt-table thead th { background: var(--_pdb-surface); }
.dt-table tbody th { font-weight: 500; font-family: ui-monospace, monospace; }
@media print { .devtools { display: none; } }
`;
