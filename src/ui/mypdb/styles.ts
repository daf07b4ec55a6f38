// MyPDB: a header (title, links, who is signed in), then one view. The saved-queries table reuses
// the history table's styles (historyStyles), so both tables look and wrap alike.
export const myPdbStyles = `
.mypdb { width: 100%; }
.mypdb-header { display: flex; align-items: baseline; justify-content: space-between; gap: 8px 16px; flex-wrap: wrap; margin: 0 0 12px; }
.mypdb-links { display: flex; align-items: center; gap: 4px 14px; flex-wrap: wrap; margin: 0; padding: 0; list-style: none; }
.signed-in { margin: 0 0 12px; font-size: 13px; color: var(--_pdb-muted-color); }
.providers { display: flex; gap: 10px; flex-wrap: wrap; margin: 12px 0 0; padding: 0; list-style: none; }
.account { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0 0 16px; font-size: 14px; }
.account dt { font-weight: 600; color: var(--_pdb-muted-color); }
.account dd { margin: 0; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; overflow-wrap: anywhere; }
.account input { font: inherit; padding: 4px 6px; min-width: 16em; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); }
.email-state { flex-basis: 100%; margin: 0; overflow-wrap: break-word; padding: 6px 8px; border-radius: var(--_pdb-radius); color: var(--_pdb-warning-color); background: var(--_pdb-warning-background); }
.account-actions { display: flex; gap: 10px; flex-wrap: wrap; margin: 12px 0 0; }
td.notify-cell { text-align: center; }
.saved-report { display: block; margin-top: 2px; font-size: 12px; color: var(--_pdb-muted-color); }
td.notify-cell input { width: 18px; height: 18px; cursor: pointer; vertical-align: middle; }
@media (max-width: 640px) { td.notify-cell { text-align: start; } }
`;
