// The results element's own rules, after the shared theme (theme.ts) in its shadow root. Layout
// follows the host's width class (data-layout LG/MD/SM/XS from a ResizeObserver), not media
// queries, so an embedded element lays itself out for the room it has.

import { LAYOUT } from '../common/layout.ts';

export const resultsStyles = `
.pdb-results { container-type: inline-size; }
h2, h3 { margin: 0; }
.pdb-button[aria-disabled='true'] { opacity: 0.55; cursor: progress; }
.link-button {
  font: inherit; color: var(--_pdb-link-color); background: none; border: none; padding: 0 2px;
  cursor: pointer; text-decoration: underline; text-underline-offset: 2px;
}
.link-button:hover { color: var(--_pdb-accent-hover); }
select, input[type='search'], textarea {
  font: inherit; font-size: 13px; color: var(--_pdb-text-color); background: var(--_pdb-background);
  border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); padding: 5px 8px; min-height: 32px;
  max-width: 100%;
}
input[type='checkbox'], input[type='radio'] { accent-color: var(--_pdb-accent); width: 16px; height: 16px; margin: 0; flex: none; }
.field { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; }
.field-stacked { display: flex; flex-direction: column; align-items: stretch; gap: 3px; }
.field-label { color: var(--_pdb-muted-color); font-weight: 600; white-space: nowrap; }
.item-label { color: var(--_pdb-muted-color); font-weight: 600; }
.inline-alert {
  margin: 8px 0; padding: 8px 10px; border-radius: var(--_pdb-radius); font-size: 13px;
  color: var(--_pdb-warning-color); background: var(--_pdb-warning-background); border-left: 4px solid currentColor;
}
.empty-note { color: var(--_pdb-muted-color); margin: 16px 0; }
.missing-data { margin: 4px 0; color: var(--_pdb-error-color); font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
.loading-text { margin: 6px 0 0; font-size: 13px; color: var(--_pdb-muted-color); }
.table-scroll { overflow-x: auto; max-width: 100%; }
.table-scroll:focus-visible { outline-offset: -3px; }

/* Summary */
.results-summary { padding: 12px 0 6px; scroll-margin-top: 12px; }
.results-summary:focus { outline: none; }
.summary-count { font-size: 20px; font-weight: 600; color: var(--_pdb-accent); }
.summary-groups { font-weight: 400; font-size: 15px; color: var(--_pdb-muted-color); }
.summary-query { margin: 4px 0 0; font-size: 13px; overflow-wrap: anywhere; }

/* Applied refinements */
.applied-refinements { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 4px 0 8px; }
.chip-list { display: contents; list-style: none; margin: 0; padding: 0; }
.refinement-chip {
  display: inline-block; max-width: 100%; min-height: 28px; padding: 3px 10px; text-align: start;
  font: inherit; font-size: 13px; color: var(--_pdb-text-color); background: var(--_pdb-info-background);
  border: 1px solid var(--_pdb-border-color); border-radius: 14px; cursor: pointer; overflow-wrap: anywhere;
}
.refinement-chip:hover { border-color: var(--_pdb-accent); }
.chip-facet { margin-inline-end: 4px; color: var(--_pdb-muted-color); }
.chip-remove { margin-inline-start: 6px; font-size: 15px; line-height: 1; }

/* Functions bar */
.functions-bar {
  display: flex; flex-direction: column; gap: 8px; padding: 10px 12px; margin: 8px 0 12px;
  background: var(--_pdb-surface); border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
.functions-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.alignment-tools { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.alignment-tools .help-link { font-size: 13px; }
.view-switcher, .report-actions, .download-group { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.segmented { display: inline-flex; border: 1px solid var(--_pdb-accent); border-radius: var(--_pdb-radius); overflow: hidden; }
.segment {
  font: inherit; font-size: 13px; padding: 6px 12px; min-height: 32px; cursor: pointer;
  color: var(--_pdb-accent); background: var(--_pdb-background); border: none; border-left: 1px solid var(--_pdb-accent);
}
.segment:first-child { border-left: none; }
.segment:hover { background: var(--_pdb-info-background); }
.segment[aria-pressed='true'] { color: var(--_pdb-accent-contrast); background: var(--_pdb-accent); }
.segment:focus-visible { outline-offset: -3px; }
.pdb-results[data-layout='XS'] .view-switcher, .pdb-results[data-layout='XS'] .segmented { width: 100%; }
.pdb-results[data-layout='XS'] .segment { flex: 1 1 auto; padding: 6px 6px; min-width: 0; font-size: 12.5px; }
.pdb-results[data-layout='XS'] .view-switcher .field { width: 100%; }
.field select { min-width: 0; }
.pdb-results[data-layout='XS'] .view-switcher .field select { flex: 1 1 auto; }
.report-select.active { border-color: var(--_pdb-accent); box-shadow: inset 0 0 0 1px var(--_pdb-accent); }
.selection-scope { display: inline-flex; align-items: center; gap: 12px; border: none; margin: 0; padding: 0 4px 0 0; }
.radio { display: inline-flex; align-items: center; gap: 5px; font-size: 13px; cursor: pointer; }
.selected-count { color: var(--_pdb-muted-color); }

.batch-panel { padding: 10px 12px; background: var(--_pdb-background); border: 1px dashed var(--_pdb-accent); border-radius: var(--_pdb-radius); }
.batch-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.batch-title { font-size: 14px; }
.batch-intro { margin: 4px 0 8px; font-size: 13px; color: var(--_pdb-muted-color); }
.batch-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.batch-link {
  font: inherit; font-size: 13px; padding: 4px 8px; cursor: pointer; border-radius: var(--_pdb-radius);
  color: var(--_pdb-link-color); background: var(--_pdb-background); border: 1px solid var(--_pdb-border-color); text-decoration: underline;
}
.batch-link[aria-disabled='true'] { cursor: progress; opacity: 0.6; }
.batch-link.clicked { background: #fff1b8; border-color: #d9a400; color: #5a4300; }

/* Columns: refinements beside the results on LG, under them below */
.results-columns { display: grid; grid-template-columns: minmax(200px, 240px) minmax(0, 1fr); gap: 20px; align-items: start; }
.pdb-results:not([data-layout='LG']) .results-columns, .results-columns.single { grid-template-columns: minmax(0, 1fr); }
.pdb-results:not([data-layout='LG']) .refinements { order: 2; }
.results-main { min-width: 0; }

/* Pager */
.pager {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
  padding: 0 0 10px; margin-bottom: 8px; border-bottom: 1px solid var(--_pdb-border-color);
}
.pager-range { margin: 0; font-weight: 600; font-size: 13px; }
.pager-nav { display: flex; align-items: center; gap: 4px; }
.pager-button {
  font: inherit; font-size: 16px; line-height: 1; width: 32px; height: 32px; cursor: pointer;
  color: var(--_pdb-accent); background: var(--_pdb-background); border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
.pager-button:hover:not(:disabled) { background: var(--_pdb-info-background); border-color: var(--_pdb-accent); }
.pager-button:disabled { opacity: 0.4; cursor: not-allowed; }
.pager-page { margin: 0 6px; font-size: 13px; white-space: nowrap; }
.pager-options { display: flex; flex-wrap: wrap; gap: 8px 12px; }
.pdb-results[data-layout='XS'] .pager { justify-content: flex-start; }

/* Refinements */
.refinements {
  padding: 10px 12px; background: var(--_pdb-surface); border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
}
.refinements-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
.panel-title { font-size: 15px; color: var(--_pdb-accent); }
.grouping { display: grid; gap: 8px; padding: 8px 0; border-bottom: 1px solid var(--_pdb-border-color); }
.facet { border: none; margin: 0; padding: 10px 0 8px; border-bottom: 1px solid var(--_pdb-border-color); min-width: 0; }
.facet:last-child { border-bottom: none; }
.facet-name { padding: 0; font-weight: 600; font-size: 13px; color: var(--_pdb-text-color); margin-bottom: 4px; }
.facet-buckets { list-style: none; margin: 0; padding: 0; }
.facet-bucket { display: flex; align-items: flex-start; gap: 6px; padding: 3px 0; font-size: 13px; cursor: pointer; }
.facet-bucket input { margin-top: 2px; }
.facet-label { flex: 1; overflow-wrap: anywhere; }
.facet-count { color: var(--_pdb-muted-color); font-size: 12px; font-variant-numeric: tabular-nums; }
.facet-more { font-size: 13px; margin-top: 2px; }
.facet-tree-link { font-size: 12px; margin-left: 20px; }
/* Under the results the panel is as wide as they are: facets side by side, not one long column. */
.pdb-results:not([data-layout='LG']) .facet-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); column-gap: 24px; }
.pdb-results:not([data-layout='LG']) .facet, .pdb-results:not([data-layout='LG']) .facet:last-child { border-bottom: none; border-top: 1px solid var(--_pdb-border-color); }
.pdb-results:not([data-layout='LG']) .grouping { grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); column-gap: 24px; }

/* Summary list */
.result-list { list-style: none; margin: 0; padding: 0; }
.result-item {
  display: grid; grid-template-columns: auto 130px minmax(0, 1fr); gap: 10px 14px; align-items: start;
  padding: 14px 0; border-bottom: 1px solid var(--_pdb-border-color);
}
.pdb-results[data-layout='XS'] .result-item { grid-template-columns: auto 72px minmax(0, 1fr); gap: 8px 10px; }
/* Rows away from the screen skip layout and paint until scrolled near: with 100 rows those were
   most of the time from response to paint. They stay in the accessibility
   tree and in find-in-page. */
.result-item, .gallery-cell { content-visibility: auto; contain-intrinsic-block-size: auto 220px; }
.result-item:has(> .missing-data) { grid-template-columns: auto minmax(0, 1fr); }
.row-select { display: inline-flex; padding-top: 3px; cursor: pointer; }
.item-image { width: 100%; aspect-ratio: 1; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); background: #fff; overflow: hidden; display: flex; align-items: center; justify-content: center; }
.item-image a { display: flex; width: 100%; height: 100%; }
.item-image img { width: 100%; height: 100%; object-fit: contain; }
.no-image { font-size: 12px; color: var(--_pdb-muted-color); margin: auto; text-align: center; }
.item-body { min-width: 0; }
.item-title { font-size: 15px; font-weight: 600; line-height: 1.35; overflow-wrap: anywhere; }
.item-title a { color: var(--_pdb-link-color); }
.item-ids { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; margin: 4px 0; font-size: 12px; }
.id-badge {
  display: inline-block; padding: 2px 8px; border-radius: 3px; font-weight: 700; font-size: 13px; letter-spacing: 0.02em;
  color: var(--_pdb-accent-contrast); background: var(--_pdb-accent); text-decoration: none;
}
.id-badge:hover { background: var(--_pdb-accent-hover); }
.extended-id { font-family: ui-monospace, Menlo, Consolas, monospace; }
.badge { display: inline-block; padding: 1px 6px; border-radius: 3px; font-size: 11px; font-weight: 700; }
.badge-csm { color: #fff; background: #8a4baf; }
.badge-ihm { color: #fff; background: #2f7d5b; }
.provenance { color: var(--_pdb-muted-color); }
.item-row { margin: 3px 0; font-size: 13px; overflow-wrap: anywhere; }
.item-facts { display: flex; flex-wrap: wrap; gap: 2px 16px; }
.item-citation { color: var(--_pdb-muted-color); font-size: 12px; }
.chain-ids .chain-list { font-family: ui-monospace, Menlo, Consolas, monospace; }
.chain-toggle { margin-left: 6px; font-size: 12px; }
.match-link { margin-left: 10px; color: var(--_pdb-link-color); white-space: nowrap; }
.match-fields { margin-top: 6px; padding: 6px 8px; background: var(--_pdb-surface); border-radius: var(--_pdb-radius); }
.alignment { overflow-x: auto; margin-top: 4px; padding-bottom: 4px; }
.alignment-line { display: grid; grid-template-columns: ${LAYOUT.alignmentRowTitleWidth}px auto auto auto; gap: 6px; align-items: baseline; white-space: pre; font-size: 12px; }
.alignment-label { color: var(--_pdb-muted-color); font-weight: 600; }
.alignment-pos { color: var(--_pdb-muted-color); font-variant-numeric: tabular-nums; text-align: right; min-width: 2.5em; }
.alignment-seq { font-family: ui-monospace, Menlo, Consolas, monospace; letter-spacing: 0.04em; }
.group-item { padding: 12px 0 4px; border-bottom: 2px solid var(--_pdb-border-color); }
.group-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 12px; }
.group-title { font-size: 15px; }
.group-count { font-size: 13px; color: var(--_pdb-muted-color); }
.group-description { margin: 2px 0; font-size: 13px; }
.group-members .result-item { border-bottom: none; }

/* Gallery */
.gallery { list-style: none; margin: 0 -6px; padding: 0; display: flex; flex-wrap: wrap; }
.gallery-cell { padding: 6px; min-width: 0; }
.gallery-card {
  height: 100%; padding: 8px; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius);
  background: var(--_pdb-background); display: flex; flex-direction: column; gap: 6px;
}
.gallery-card:hover { border-color: var(--_pdb-accent); }
.gallery-image { width: 100%; aspect-ratio: 1; display: flex; align-items: center; justify-content: center; overflow: hidden; background: #fff; }
.gallery-image a { display: flex; width: 100%; height: 100%; }
.gallery-image img { width: 100%; height: 100%; object-fit: contain; }
.gallery-caption { display: flex; align-items: center; gap: 6px; }
.gallery-caption .row-select { padding-top: 0; }
.gallery-id { font-weight: 700; font-size: 13px; overflow-wrap: anywhere; min-width: 0; }
.gallery-title {
  margin: 0; font-size: 12px; color: var(--_pdb-muted-color); overflow: hidden; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical;
}
.gallery-note { margin: 0; font-size: 12px; color: var(--_pdb-muted-color); }
.pdb-results[data-layout='XS'] .gallery { margin: 0 -3px; }
.pdb-results[data-layout='XS'] .gallery-cell { padding: 3px; }
.pdb-results[data-layout='XS'] .gallery-card { padding: 4px; gap: 4px; }
.pdb-results[data-layout='XS'] .gallery-title { -webkit-line-clamp: 2; font-size: 11px; }

/* Tables (compact grid, ligands, reports) */
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid var(--_pdb-border-color); }
thead th { background: var(--_pdb-surface); font-weight: 600; white-space: nowrap; position: sticky; top: 0; }
tbody tr:hover { background: #f8fafc; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.compact-grid td:focus, .compact-grid th:focus { outline: 3px solid var(--_pdb-focus-color); outline-offset: -3px; }
.compact-grid .cell-title { min-width: 16em; }
/* The select box and the id take only their own width; the rest goes to title and facts. */
.compact-grid tbody tr > :first-child, .compact-grid th[scope='row'] { width: 1%; white-space: nowrap; }
.ligand-table .ligand-image-cell { width: 96px; }
.ligand-image { width: 88px; height: 88px; display: flex; align-items: center; justify-content: center; background: #fff; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); }
.ligand-image a { display: flex; width: 100%; height: 100%; }
.ligand-image img { width: 100%; height: 100%; object-fit: contain; }
.ligand-identifiers {
  margin-top: 2px; font-size: 11px; color: var(--_pdb-muted-color); overflow-wrap: anywhere; max-width: 40em;
  display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden;
}
.formula { white-space: nowrap; }
.pdb-results[data-layout='XS'] .ligand-image, .pdb-results[data-layout='SM'] .ligand-image { width: 60px; height: 60px; }
.pdb-results[data-layout='XS'] .ligand-table .ligand-image-cell { width: 66px; }
.report-table th[scope='row'] { font-weight: 600; white-space: nowrap; }
.report-table td { min-width: 7em; max-width: 28em; overflow-wrap: break-word; }
.report-table td:nth-child(2) { min-width: 16em; }
.report-scroll { max-height: 70vh; overflow: auto; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); }
.view-title { font-size: 17px; margin: 4px 0 10px; color: var(--_pdb-accent); }
.report-query-link { display: inline-block; margin: 0 0 10px; color: var(--_pdb-link-color); }
.ids-list { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; line-height: 1.7; }

/* Custom report builder */
.custom-report-tools { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 10px; }
.custom-report-tools .field-stacked { flex: 1 1 220px; }
.chosen-attributes { margin-bottom: 8px; }
.chosen-count { margin: 0 0 6px; font-size: 13px; color: var(--_pdb-muted-color); }
.chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.chip { display: inline-flex; align-items: center; gap: 4px; padding: 2px 4px 2px 10px; font-size: 12px; border-radius: 12px; background: var(--_pdb-info-background); color: var(--_pdb-info-color); }
.chip-remove { font: inherit; font-size: 14px; line-height: 1; width: 22px; height: 22px; border-radius: 50%; border: none; background: transparent; color: inherit; cursor: pointer; }
.chip-remove:hover { background: rgba(0, 0, 0, 0.08); }
.custom-report-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 10px 0 14px; }
.custom-report-actions .report-query-link { margin: 0 0 0 8px; }
.attribute-groups { display: grid; gap: 6px; }
.attribute-group { border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); background: var(--_pdb-background); }
.attribute-group > summary { cursor: pointer; padding: 8px 10px; font-weight: 600; font-size: 13px; background: var(--_pdb-surface); }
.attribute-list { list-style: none; margin: 0; padding: 6px 10px; columns: 2 16em; column-gap: 20px; max-height: 360px; overflow: auto; }
.attribute-option { display: flex; gap: 6px; align-items: flex-start; padding: 2px 0; font-size: 12px; break-inside: avoid; cursor: pointer; }
.attribute-option input { margin-top: 1px; }

/* Stats */
.stats { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; }
.stats[data-layout='narrow'] { grid-template-columns: minmax(0, 1fr); }
.pdb-results[data-layout='MD'] .stats { grid-template-columns: minmax(0, 1fr); }
.chart { margin: 0; padding: 10px 12px; border: 1px solid var(--_pdb-border-color); border-radius: var(--_pdb-radius); min-width: 0; }
.chart-caption { font-weight: 600; font-size: 14px; margin-bottom: 6px; color: var(--_pdb-accent); }
.chart-svg { display: block; height: auto; overflow: visible; font-family: var(--_pdb-font-family); }
.chart-svg text { fill: var(--_pdb-text-color); }
.chart-svg .chart-value { fill: var(--_pdb-muted-color); }
.chart-svg rect { fill: var(--_pdb-accent); }
.chart-svg .chart-bar:hover rect { fill: var(--_pdb-accent-hover); }
.chart-svg .chart-axis { stroke: var(--_pdb-muted-color); stroke-width: 1; }
.chart-svg .chart-grid { stroke: var(--_pdb-border-color); stroke-dasharray: 3 3; }
.chart-note { margin: 4px 0 0; font-size: 12px; color: var(--_pdb-muted-color); }

/* Dialog extras */
.ids-text { width: 100%; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; resize: vertical; }
.ids-note { margin: 0 0 6px; font-size: 13px; color: var(--_pdb-muted-color); }

@media (forced-colors: active) {
  .segment[aria-pressed='true'] { outline: 2px solid CanvasText; }
  .batch-link[aria-disabled='true'] { cursor: progress; opacity: 0.6; }
.batch-link.clicked { outline: 2px solid Highlight; }
}
`;
