// The builder's look: sections as bordered fieldsets with a legend button, nested groups indented
// with a rule on the left, terminal rows that wrap (phone widths stack the controls), and the footer.

export const builderStyles = `
.builder { color: var(--_pdb-text-color); font-family: var(--_pdb-font-family); font-size: var(--_pdb-font-size); }
.builder-head { display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; margin-bottom: 8px; }
.builder-title { margin: 0; font-size: 18px; font-weight: 600; }
.help-link { font-size: 13px; }
.builder-form { display: flex; flex-direction: column; gap: 10px; }

.section {
  position: relative; margin: 0; padding: 0 12px; min-width: 0;
  border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); background: var(--_pdb-background);
}
/* a floated legend is an ordinary header row (not drawn on the border), so the tools sit beside it */
/* tools beside the title when they fit, below it on a phone when a long title leaves no room */
.section-legend { float: left; width: auto; max-width: 100%; margin: 0; padding: 0; }
.section::after { content: ''; display: block; clear: both; }
.section-toggle {
  display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 4px 0; border: 0; background: none;
  font: inherit; font-weight: 600; font-size: 15px; color: var(--_pdb-accent); cursor: pointer;
}
.chevron {
  width: 0; height: 0; border-style: solid; border-width: 5px 0 5px 7px;
  border-color: transparent transparent transparent currentColor; transition: transform 0.15s;
}
.section-toggle[aria-expanded='true'] .chevron { transform: rotate(90deg); }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
.section-tools { float: right; display: flex; align-items: center; gap: 10px; min-height: 40px; }
.section-body { clear: both; min-width: 0; padding: 10px 0 12px; border-top: 1px solid var(--_pdb-border-color); }
.pending-note { margin: 4px 0; color: var(--_pdb-muted-color); }

.group { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.group:not(.root) {
  padding: 8px 8px 6px 12px; border-left: 3px solid var(--_pdb-accent);
  background: var(--_pdb-surface); border-radius: 0 var(--_pdb-radius) var(--_pdb-radius) 0;
}
.group:not(.root) .group:not(.root) { background: var(--_pdb-background); }
.nodes { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.node { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.joiner { font-size: 11px; font-weight: 700; color: var(--_pdb-muted-color); letter-spacing: 0.05em; }
.group-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }

.logical { display: inline-flex; align-self: flex-start; border: 1px solid var(--_pdb-accent); border-radius: var(--_pdb-radius); overflow: hidden; }
.logical-button {
  font: inherit; font-size: 12px; font-weight: 600; padding: 3px 12px; min-height: 28px; border: 0; cursor: pointer;
  color: var(--_pdb-accent); background: var(--_pdb-background);
}
.logical-button[aria-pressed='true'] { color: var(--_pdb-accent-contrast); background: var(--_pdb-accent); }

.terminal { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.terminal-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; min-width: 0; }
.terminal[data-negated='true'] .terminal-row { outline: 2px dashed var(--_pdb-error-color); outline-offset: 2px; border-radius: 2px; }
.text-input, .operator, .footer select {
  font: inherit; min-height: 32px; padding: 4px 8px; border: 1px solid var(--_pdb-border-color);
  border-radius: var(--_pdb-radius); background: var(--_pdb-background); color: var(--_pdb-text-color);
}
.text-input[aria-invalid='true'] { border-color: var(--_pdb-error-color); }
.grow { flex: 1 1 16em; min-width: 0; }
.selector-cell { flex: 1 1 18em; min-width: 0; }
.value-cell { flex: 1 1 14em; min-width: 0; }
.operator { flex: 0 0 auto; max-width: 100%; }
.units { color: var(--_pdb-muted-color); font-size: 13px; }
.not-toggle {
  font: inherit; font-size: 12px; font-weight: 700; min-height: 32px; padding: 3px 10px; cursor: pointer;
  border: 1px solid var(--_pdb-error-color); border-radius: var(--_pdb-radius);
  color: var(--_pdb-error-color); background: var(--_pdb-background);
}
.not-toggle[aria-pressed='true'] { color: #fff; background: var(--_pdb-error-color); }
.count { display: inline-flex; align-items: center; gap: 6px; }
.count-button { min-height: 28px; padding: 3px 10px; font-size: 12px; }
.count-value { min-width: 3ch; font-variant-numeric: tabular-nums; color: var(--_pdb-muted-color); font-size: 13px; }
.icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; padding: 0;
  font-size: 20px; line-height: 1; cursor: pointer; border: 1px solid transparent; border-radius: var(--_pdb-radius);
  color: var(--_pdb-muted-color); background: none;
}
.icon-button:hover { color: var(--_pdb-error-color); border-color: var(--_pdb-border-color); }
.terminal-error { margin: 0; padding: 4px 8px; font-size: 13px; color: var(--_pdb-error-color); background: var(--_pdb-error-background); border-radius: var(--_pdb-radius); }
.summary { flex-direction: row; align-items: center; }
.summary-text { margin: 0; flex: 1 1 auto; overflow-wrap: anywhere; }

.footer {
  display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: 10px 16px;
  padding: 10px 12px; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); background: var(--_pdb-surface);
}
.footer-options { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 14px; }
.footer-field { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: var(--_pdb-muted-color); }
.footer-field select { font-size: 14px; color: var(--_pdb-text-color); }
.footer-check { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; }
.footer-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.builder-alert { margin: 0; }

@media (max-width: 500px) {
  .section { padding-inline: 8px; }
  .group:not(.root) { padding-left: 8px; }
  .selector-cell, .value-cell, .grow { flex-basis: 100%; }
  .footer-options, .footer-field, .footer-field select { width: 100%; }
  .footer-actions { width: 100%; justify-content: flex-end; }
}
/* A form has nothing to say on paper; the results' summary says what was searched. */
@media print { :host { display: none; } }
`;
