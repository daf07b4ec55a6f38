// The results on paper: the summary (what was searched and how many), the range line
// ('1 to 25 of N') and the rows, in any view; none of the controls around them. After the screen
// rules (styles.ts) in the same shadow root.
//
// Thumbnails are left out, not loaded first: they load lazily, and a browser lays the pages out
// right after `beforeprint`, before images asked for there could arrive, so rows further down
// would print as blank boxes or not, depending on how far the reader had scrolled. Without them
// every print is the same and shorter, and the id and title still say which entry a row is.

export const resultsPrintStyles = `
@media print {
  .functions-bar, .refinements, .pager-nav, .pager-options, .row-select, .chip-remove,
  .custom-report-tools, .custom-report-actions, .attribute-groups, .batch-panel { display: none; }
  /* a column headed by no visible text holds row checkboxes or pictures */
  th:has(> .pdb-visually-hidden:only-child), td:has(> .row-select) { display: none; }
  .item-image, .gallery-image, .ligand-image-cell { display: none; }

  .results-columns { display: block; }
  .results-summary { padding-top: 0; }
  .pager { padding: 0; border-bottom: none; }
  .refinement-chip { min-height: 0; padding: 1px 8px; }

  /* every row drawn on paper, none split across two pages */
  .result-item, .gallery-cell { content-visibility: visible; contain-intrinsic-block-size: none; break-inside: avoid; }
  .result-item, .pdb-results[data-layout='XS'] .result-item { grid-template-columns: minmax(0, 1fr); padding: 8px 0; }
  .result-item:has(> .missing-data) { grid-template-columns: minmax(0, 1fr); }
  .gallery { margin: 0; }
  .gallery-card { height: auto; }
  /* backgrounds are not printed by default: the id badges would be white on white */
  .id-badge, .badge { print-color-adjust: exact; -webkit-print-color-adjust: exact; }

  /* no scroll boxes, fixed heights or clamped lines: whatever is cut off on screen is lost on paper */
  .table-scroll, .report-scroll, .alignment { overflow: visible; max-height: none; border: none; }
  .gallery-title, .ligand-identifiers { display: block; overflow: visible; -webkit-line-clamp: none; }
  .alignment-line { white-space: pre-wrap; }
  .alignment-seq { word-break: break-all; }

  /* tables narrow to the page; the header repeats on each page (it sticks only on screen) */
  table { font-size: 11px; }
  thead th { position: static; white-space: normal; }
  th, td { padding: 4px 6px; overflow-wrap: break-word; }
  tr, .chart { break-inside: avoid; }
  .compact-grid .cell-title { min-width: 0; }
  /* A report has up to 14 columns: sized by their content, all but the widest shrank to two
     letters on A4. Fixed, the second (the title, as on screen) gets a fifth, the others share. */
  .report-table { table-layout: fixed; font-size: 10px; }
  .report-table thead th:nth-child(2) { width: 20%; }
  .report-table th, .report-table td, .report-table td.num { min-width: 0; max-width: none; padding: 3px 4px; white-space: normal; overflow-wrap: anywhere; }
}
`;
