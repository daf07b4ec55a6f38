// Rules of the Structure Similarity and Structure Motif sections (StructureEditor.tsx,
// StrucmotifEditor.tsx, StructureReference.tsx, ResidueTable.tsx), after styles.ts in the builder's
// shadow root. Labels sit above their inputs so rows wrap field by field on a 390 px phone; the
// residue table keeps its four narrow columns side by side down to that width.
export const structureStyles = `
.st-terminal{gap:12px}
.st-reference{display:flex;flex-direction:column;gap:8px;min-width:0}
.st-sources{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;margin:0;padding:0;border:0;min-width:0}
.st-sources>legend{float:left;margin-right:12px;padding:0}
.st-source{display:inline-flex;align-items:center;gap:6px;min-height:32px;cursor:pointer}
.st-source input{margin:0;accent-color:var(--_pdb-accent)}
.st-row{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 16px;min-width:0}
.st-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.st-label{font-size:13px;font-weight:600;padding:0}
.st-entry{flex:0 1 12em}
.st-choice{flex:0 1 16em}
.st-choice select,.st-field>select{max-width:100%}
.st-url{flex:1 1 22em}
.st-upload{max-width:40em}
.st-file{font:inherit;font-size:13px;max-width:100%}
.st-status{margin:0;font-size:13px;color:var(--_pdb-muted-color);overflow-wrap:anywhere}
.st-uploaded-url{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;color:var(--_pdb-text-color)}
.st-residues{display:flex;flex-direction:column;align-items:flex-start;gap:4px;min-width:0;max-width:100%}
.st-residue-table{border-collapse:collapse;max-width:100%}
.st-residue-table caption{text-align:left;padding-bottom:4px}
.st-residue-table th{font-size:12px;font-weight:600;text-align:left;color:var(--_pdb-muted-color);padding:0 4px 2px}
.st-residue-table td{padding:2px 4px}
.st-residue-table td:first-of-type{padding-left:0}
.st-residue-table .text-input{width:7em;min-width:0;box-sizing:border-box}
.st-residue-table td:nth-of-type(2) .text-input{width:5em}
.st-residue-table td:nth-of-type(4) .text-input{width:11em}
.st-row-number{font-variant-numeric:tabular-nums;text-align:right;vertical-align:middle;width:1.5em}
.st-remove{width:32px}
.st-rmsd .text-input{width:7em}
.st-view{justify-content:flex-end}
.st-view-link{text-decoration:none}
@media (max-width:500px){
  .st-sources>legend{float:none;width:100%;margin-bottom:2px}
  .st-entry,.st-choice,.st-url{flex:1 1 100%}
  .st-residue-table td{padding:2px 2px}
  .st-residue-table .text-input{width:4.2em;padding-inline:4px}
  .st-residue-table td:nth-of-type(2) .text-input{width:3.2em}
  .st-residue-table td:nth-of-type(4) .text-input{width:7.5em}
  .st-residue-table th{font-size:11px;padding-inline:2px}
}
`;
