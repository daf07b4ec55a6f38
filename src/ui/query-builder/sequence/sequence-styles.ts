// Rules of the Sequence Similarity and Sequence Motif sections (SequenceEditor.tsx,
// SeqmotifEditor.tsx), after styles.ts and value-input-styles.ts in the builder's shadow root.
// Labels sit above their inputs; on a phone the options stack full width, as the footer's selects
// do. The entry's menu may be wider than its input, so long entity names stay on one or two lines.
// The sequence and patterns are monospaced, since residues are read position by position.
export const sequenceStyles = `
.seq-terminal{gap:10px}
.seq-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.seq-label{font-size:13px;font-weight:600}
.seq-entry{max-width:22em}
.seq-entry-status{margin:0;font-size:13px;color:var(--_pdb-muted-color)}
.seq-textarea{display:block;width:100%;min-width:0;min-height:6.5em;margin:0;padding:6px 8px;resize:vertical;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px;line-height:1.45;overflow-wrap:anywhere;color:var(--_pdb-text-color);background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-radius:var(--_pdb-radius)}
.seq-textarea::placeholder{font-family:var(--_pdb-font-family);color:var(--_pdb-muted-color);opacity:0.8}
.seq-textarea:focus{border-color:var(--_pdb-accent)}
.seq-textarea[aria-invalid='true']{border-color:var(--_pdb-error-color)}
.seq-pattern{font-family:ui-monospace,Menlo,Consolas,monospace}
.seq-pattern::placeholder{font-family:ui-monospace,Menlo,Consolas,monospace}
.seq-options{display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px 16px}
.seq-options>.seq-field{flex:1 1 9em;max-width:14em}
.seq-menu{right:auto;width:max-content;min-width:100%;max-width:min(36em,calc(100vw - 40px))}
.seq-menu .value-option{display:flex;flex-direction:column;gap:2px}
.seq-option-label{font-weight:600}
.seq-option-residues{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;overflow-wrap:anywhere}
@media (max-width:500px){.seq-entry{max-width:none}.seq-menu{right:0;width:auto;max-width:none}.seq-options>.seq-field{flex-basis:100%;max-width:none}}
`;
