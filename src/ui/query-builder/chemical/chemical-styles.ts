// Rules of the Chemical Similarity section and its sketch dialog (ChemicalEditor.tsx,
// ChemicalSketchDialog.tsx), after styles.ts and value-input-styles.ts in the builder's shadow
// root. Labels sit above their inputs as in the sequence sections; descriptors are monospaced. The
// dialog is as large as the screen allows (Ketcher needs room for its toolbars), the frame taking
// what the title and the actions leave; on a phone it fills the screen.
export const chemicalStyles = `
.chem-terminal{gap:10px}
.chem-row{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:8px 16px}
.chem-query-type{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;margin:0;padding:0;border:0;min-width:0}
.chem-query-type>legend{float:left;margin-right:12px;padding:0}
.chem-label{font-size:13px;font-weight:600}
.chem-choice{display:inline-flex;align-items:center;gap:6px;min-height:32px;cursor:pointer}
.chem-choice>input{margin:0;width:16px;height:16px;accent-color:var(--_pdb-accent)}
.chem-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.chem-textarea{display:block;width:100%;min-width:0;min-height:3.2em;margin:0;padding:6px 8px;resize:vertical;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;line-height:1.45;overflow-wrap:anywhere;color:var(--_pdb-text-color);background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-radius:var(--_pdb-radius)}
.chem-textarea::placeholder{color:var(--_pdb-muted-color);opacity:0.8}
.chem-textarea:focus{border-color:var(--_pdb-accent)}
.chem-textarea[aria-invalid='true']{border-color:var(--_pdb-error-color)}
.chem-options{display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px 16px}
.chem-options>.chem-field{flex:1 1 9em;max-width:12em}
.chem-options>.chem-match{flex-basis:16em;max-width:22em}
.chem-sketch-dialog{max-width:none;width:min(1180px,96vw);height:min(820px,92vh);overflow:hidden}
.chem-sketch-dialog[open]{display:flex;flex-direction:column}
.chem-sketch-head{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:0 18px 0 0}
.chem-sketch-head>.pdb-dialog-title{padding-bottom:10px}
.chem-sketch-body{position:relative;flex:1 1 auto;min-height:0;border-top:1px solid var(--_pdb-border-color);border-bottom:1px solid var(--_pdb-border-color)}
.chem-sketch-frame{display:block;width:100%;height:100%;border:0}
.chem-sketch-status{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;color:var(--_pdb-muted-color);background:var(--_pdb-background)}
.chem-sketch-failure{padding:0 24px;text-align:center;color:var(--_pdb-error-color)}
.chem-sketch-actions{flex-wrap:wrap;align-items:center;padding-top:10px;padding-bottom:12px}
.chem-sketch-type{font-size:13px;font-weight:600}
.chem-sketch-type-select{width:auto;min-width:7em}
.chem-sketch-spacer{flex:1 1 0}
.chem-sketch-message{flex-basis:100%;order:-1}
@media (max-width:500px){
.chem-options>.chem-field{flex-basis:100%;max-width:none}
.chem-sketch-open{width:100%}
.chem-sketch-dialog{width:100vw;height:100vh;max-height:none;border-radius:0}
}
`;
