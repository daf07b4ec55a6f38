// The attribute selector's look (AttributeSelector.tsx): an input as wide as its cell, the menu
// as a card below it (absolute, above the builder's rows, never clipped by them), headers with a
// chevron, and the 350 px tooltip beside the menu (under it when the page is narrow). The menu's
// maximum height is set inline from the number of headers (seed 001 §9).
export const attributeSelectorStyles = `
.attr-select { position: relative; width: 100%; min-width: 0; }
.attr-select, .attr-select * { box-sizing: border-box; }
.attr-select-input {
  display: block; width: 100%; min-height: 32px; margin: 0; padding: 4px 28px 4px 8px; font: inherit;
  color: var(--_pdb-text-color); background: var(--_pdb-background); border: 1px solid var(--_pdb-border-color);
  border-radius: var(--_pdb-radius); text-overflow: ellipsis;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 14px) 55%, calc(100% - 9px) 55%; background-size: 5px 5px; background-repeat: no-repeat;
}
.attr-select-input:focus { border-color: var(--_pdb-accent); }
.attr-select-input:focus-visible { outline: 3px solid var(--_pdb-focus-color); outline-offset: 0; }
.attr-select-input[aria-invalid='true'] { border-color: var(--_pdb-error-color); }
.attr-select-input::placeholder { color: #7b8594; }
.attr-select-popup {
  position: absolute; left: 0; right: 0; top: calc(100% + 2px); z-index: var(--pdb-menu-z-index, 30);
  background: var(--_pdb-background); border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
  box-shadow: 0 8px 24px rgba(20, 40, 70, 0.18);
}
.attr-select-tools { display: flex; justify-content: flex-end; padding: 2px 6px; border-bottom: 1px solid #e6ebf0; }
.attr-select-toggle {
  padding: 2px 4px; border: 0; background: none; cursor: pointer; font: inherit; font-size: 12px;
  color: var(--_pdb-link-color); text-decoration: underline;
}
.attr-select-menu { overflow-y: auto; overscroll-behavior: contain; padding: 2px 0; }
.attr-select-header {
  display: flex; align-items: center; gap: 6px; min-height: 22px; padding: 2px 8px; cursor: pointer;
  font-size: 12px; font-weight: 700; color: var(--_pdb-muted-color); background: var(--_pdb-surface);
  border-top: 1px solid #e6ebf0;
}
.attr-select-group:first-child .attr-select-header { border-top: 0; }
.attr-select-chevron {
  flex: 0 0 auto; width: 0; height: 0; border-style: solid; border-width: 4px 0 4px 6px;
  border-color: transparent transparent transparent currentColor;
}
.attr-select-header[data-open='true'] .attr-select-chevron { transform: rotate(90deg); }
.attr-select-option { min-height: 22px; padding: 2px 8px 2px 22px; cursor: pointer; line-height: 1.35; overflow-wrap: anywhere; }
.attr-select-header.active, .attr-select-option.active { background: var(--_pdb-accent); color: var(--_pdb-accent-contrast); }
.attr-select-empty { padding: 4px 8px; color: var(--_pdb-muted-color); }
.attr-select-tooltip {
  position: absolute; z-index: 1; max-width: calc(100vw - 16px); padding: 8px 10px;
  font-size: 13px; line-height: 1.4; color: var(--_pdb-text-color); background: var(--_pdb-background);
  border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); box-shadow: 0 4px 14px rgba(20, 40, 70, 0.2);
  pointer-events: none;
}
.attr-select-tooltip[data-placed='false'] { visibility: hidden; }
.attr-select-tip-text { margin: 0 0 6px; }
.attr-select-tip-title { margin: 0; font-weight: 600; }
.attr-select-examples { margin: 2px 0 0; padding-left: 18px; }
`;
