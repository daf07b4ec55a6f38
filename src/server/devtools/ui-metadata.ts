// The UI metadata page (seed 001 §2 "/search/tests/ui-metadata/{format}"): the enumerations,
// defaults and limits the elements run with, from src/model/constants/, as plain text or an
// HTML page of tables.

import { GROUP_SIMILARITY_CUTOFFS, OPERATORS } from '../../model/constants/vocabulary.ts';
import { OPERATOR_LABELS, RESULT_VIEWS, RETURN_TYPES, SERVICES } from '../../model/constants/labels.ts';
import { GROUP_BY_MODES, GROUP_ORDER_OPTIONS, SORT_CHOICES } from '../../model/constants/sorting.ts';
import { DEFAULTS, LIMITS, PAGE_SIZES } from '../../model/constants/limits.ts';
import { escapeHtml } from '../../model/escape.ts';

export const UI_METADATA_FORMATS = ['text', 'html'] as const;
export type UiMetadataFormat = (typeof UI_METADATA_FORMATS)[number];

interface Section {
  title: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function uiMetadataSections(): Section[] {
  return [
    { title: 'Services', columns: ['service', 'label'], rows: SERVICES.map((s) => [s.service, s.label]) },
    { title: 'Return types', columns: ['return_type', 'label'], rows: RETURN_TYPES.map((r) => [r.value, r.label]) },
    { title: 'Operators', columns: ['operator', 'label'], rows: OPERATORS.map((op) => [op, OPERATOR_LABELS[op]]) },
    {
      title: 'Sort choices',
      columns: ['id', 'label', 'sort_by', 'direction', 'return types'],
      rows: SORT_CHOICES.map((c) => [
        c.id,
        c.label,
        c.sort_by,
        c.direction,
        c.returnTypes?.join(', ') ?? 'all but mol_definition',
      ]),
    },
    {
      title: 'Group-by modes',
      columns: ['aggregation_method', 'label', 'return_type', 'represent by'],
      rows: GROUP_BY_MODES.map((m) => [
        m.aggregation_method,
        m.label,
        m.return_type,
        m.ranking.map((r) => r.label).join('; '),
      ]),
    },
    { title: 'Group similarity cutoffs', columns: ['percent'], rows: GROUP_SIMILARITY_CUTOFFS.map((c) => [c]) },
    {
      title: 'Group order options',
      columns: ['label', 'sort'],
      rows: GROUP_ORDER_OPTIONS.map((o) => [o.label, show(o.sort)]),
    },
    { title: 'Page sizes', columns: ['rows'], rows: PAGE_SIZES.map((n) => [n]) },
    { title: 'Result views', columns: ['id', 'label'], rows: RESULT_VIEWS.map((v) => [v.id, v.label]) },
    { title: 'Defaults', columns: ['name', 'value'], rows: Object.entries(DEFAULTS).map(([k, v]) => [k, show(v)]) },
    { title: 'Limits', columns: ['name', 'value'], rows: Object.entries(LIMITS).map(([k, v]) => [k, v]) },
  ];
}

export function uiMetadataText(sections: readonly Section[] = uiMetadataSections()): string {
  return sections
    .map((s) => [`# ${s.title}`, s.columns.join('\t'), ...s.rows.map((row) => row.map(String).join('\t'))].join('\n'))
    .join('\n\n')
    .concat('\n');
}

export function uiMetadataHtml(sections: readonly Section[] = uiMetadataSections()): string {
  const table = (s: Section): string =>
    `<h2>${escapeHtml(s.title)}</h2>\n<table>\n<tr>${s.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr>\n` +
    s.rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n') +
    '\n</table>';
  return htmlPage('UI metadata', sections.map(table).join('\n'));
}

/** A minimal standalone page (the developer pages carry their own small style). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2em}table{border-collapse:collapse;margin-bottom:1em}th,td{border:1px solid #ccc;padding:.25em .5em;text-align:left}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}
