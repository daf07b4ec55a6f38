// How one history entry reads in the table: the query described as plain text (the stored html
// is the model's escaped markup; re-describing the stored request gives the same words without
// any markup to trust), CSM as Yes/No, the return type's label, the count and the time.

import type { HistoryQuery } from '../../model/types.ts';
import { RETURN_TYPE_LABELS } from '../../model/constants/labels.ts';
import { describeRequestText, type AttributeLabels } from '../../model/describe.ts';
import { formatCount } from '../../model/paging.ts';
import { inlineHtmlText } from '../../model/inline-html.ts';
import { includesComputed } from '../../store/request-options.ts';

/** The query as the query line describes it: with the attributes' names once the store has them. */
export function queryText(entry: HistoryQuery, attributeLabels: AttributeLabels | null): string {
  try {
    const text = describeRequestText(entry.request, attributeLabels ? { attributeLabels } : {});
    if (text) return text;
  } catch {
    // fall through to the stored description
  }
  // the stored description's text, for entries whose request cannot be described again
  return inlineHtmlText(entry.html);
}

export function includeCsmText(entry: HistoryQuery): string {
  return includesComputed(entry.request) ? 'Yes' : 'No';
}

export function resultTypeText(entry: HistoryQuery): string {
  return RETURN_TYPE_LABELS[entry.request.return_type] ?? entry.request.return_type;
}

export function countText(entry: HistoryQuery): string {
  return entry.count === null || entry.count === undefined ? '–' : formatCount(entry.count);
}

const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function lastRunText(entry: HistoryQuery): string {
  const date = new Date(entry.last_run);
  return Number.isNaN(date.getTime()) ? entry.last_run : TIME_FORMAT.format(date);
}
