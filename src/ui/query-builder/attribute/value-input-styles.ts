// Rules of an attribute terminal's value input (AttributeValueInput.tsx), after theme-core.ts's
// base styles; the builder puts them in its shadow root. Every control may shrink to its row
// (min-width 0), so a terminal fits a 390 px phone: the from/to pair wraps onto two lines there,
// and select options cut at 60 characters cannot widen the select past its row either.
export const valueInputStyles = `
.value-input{display:block;width:100%;min-width:0;max-width:100%;height:32px;margin:0;padding:0 8px;font:inherit;color:var(--_pdb-text-color);background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-radius:var(--_pdb-radius)}
select.value-input{padding-right:4px}
.value-input::placeholder{color:var(--_pdb-muted-color);opacity:0.8}
.value-input:focus{border-color:var(--_pdb-accent)}
.value-input[aria-invalid='true'],.value-choices[aria-invalid='true']{border-color:var(--_pdb-error-color)}
.value-range{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;min-width:0}
.value-range-end{flex:1 1 9em;width:auto}
.value-range-to{flex:0 0 auto;color:var(--_pdb-muted-color)}
.value-choices{min-width:0;max-height:14em;overflow-y:auto;margin:0;padding:4px 8px;background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-radius:var(--_pdb-radius)}
.value-choice{display:flex;align-items:baseline;gap:6px;padding:2px 0;cursor:pointer;overflow-wrap:anywhere}
.value-choice input{flex:0 0 auto;margin:0}
.value-suggest{position:relative;min-width:0}
.value-menu{position:absolute;left:0;right:0;top:calc(100% + 2px);z-index:10;max-height:min(50vh,320px);overflow-y:auto;overscroll-behavior:contain;margin:0;padding:4px 0;list-style:none;background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-radius:var(--_pdb-radius);box-shadow:0 8px 24px rgba(20,40,70,0.18)}
.value-option{padding:6px 10px;cursor:pointer;line-height:1.3;overflow-wrap:anywhere}
.value-option.active{background:var(--_pdb-accent);color:var(--_pdb-accent-contrast)}
`;
