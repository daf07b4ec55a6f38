// A suggester request (POST /rcsbsearch/v2/suggest, or its ?json=) read into what the archive's
// suggesters are asked, with the official schema's defaults (suggest/request/*.json: size 10,
// <em></em> highlight tags, experimental structures). The official schema checks the request
// first when present; this reading checks every field it uses, so it stands in when the schema is
// absent and is safe on anything.

import { isRecord } from '../../model/json-shape.ts';

/** One attribute to complete; a `filter` asks for suggestions in categories (contexts). */
export interface SuggestCompletion {
  attribute: string;
  filtered: boolean;
}

export interface SuggestApiRequest {
  text: string;
  /** Absent: every attribute with the `suggest` context (a basic request naming none). */
  completions?: SuggestCompletion[];
  /** Suggestions per attribute. */
  size: number;
  preTag: string;
  postTag: string;
  includeComputational: boolean;
}

export type SuggestRequestReading = { ok: true; value: SuggestApiRequest } | { ok: false; message: string };

/** The schema's defaults (json-schema-rcsb_suggest_basic/_term/_highlighter.json). */
const DEFAULT_SIZE = 10;
const DEFAULT_PRE_TAG = '<em>';
const DEFAULT_POST_TAG = '</em>';

const CONTENT_TYPES: ReadonlySet<unknown> = new Set(['experimental', 'computational']);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');

function readCompletions(type: unknown, suggest: Record<string, unknown>): SuggestCompletion[] | undefined | string {
  if (type === 'basic') {
    if (suggest.attributes === undefined) return undefined;
    if (!isStringList(suggest.attributes)) return "'suggest.attributes' must be a non-empty list of attribute names";
    return suggest.attributes.map((attribute) => ({ attribute, filtered: false }));
  }
  const completion = suggest.completion;
  if (!Array.isArray(completion) || completion.length === 0)
    return "a term request's 'suggest.completion' must be a non-empty list";
  const read: SuggestCompletion[] = [];
  for (const item of completion) {
    if (!isRecord(item) || typeof item.attribute !== 'string')
      return "each of 'suggest.completion' must name an attribute";
    read.push({ attribute: item.attribute, filtered: item.filter !== undefined });
  }
  return read;
}

function readTag(highlight: Record<string, unknown>, key: 'pre_tag' | 'post_tag', fallback: string): string | null {
  const tag = highlight[key];
  if (tag === undefined) return fallback;
  return typeof tag === 'string' ? tag : null;
}

/** The request as the suggesters take it, or why it cannot be one. */
export function readSuggestRequest(raw: unknown): SuggestRequestReading {
  const refuse = (message: string): SuggestRequestReading => ({ ok: false, message });
  if (!isRecord(raw)) return refuse('the request must be a JSON object');
  if (raw.type !== 'basic' && raw.type !== 'term') return refuse("'type' must be 'basic' or 'term'");
  const suggest = raw.suggest;
  if (!isRecord(suggest) || typeof suggest.text !== 'string') return refuse("'suggest.text' must be a string");
  const completions = readCompletions(raw.type, suggest);
  if (typeof completions === 'string') return refuse(completions);
  const size = suggest.size ?? DEFAULT_SIZE;
  if (typeof size !== 'number' || !Number.isInteger(size)) return refuse("'suggest.size' must be an integer");
  const highlight = raw.highlight ?? {};
  if (!isRecord(highlight)) return refuse("'highlight' must be an object");
  const preTag = readTag(highlight, 'pre_tag', DEFAULT_PRE_TAG);
  const postTag = readTag(highlight, 'post_tag', DEFAULT_POST_TAG);
  if (preTag === null || postTag === null) return refuse("'highlight.pre_tag' and 'post_tag' must be strings");
  const contentTypes = raw.results_content_type ?? ['experimental'];
  if (!isStringList(contentTypes) || !contentTypes.every((t) => CONTENT_TYPES.has(t)))
    return refuse("'results_content_type' must list 'experimental' and/or 'computational'");
  return {
    ok: true,
    value: {
      text: suggest.text,
      ...(completions ? { completions } : {}),
      // a term request's size has no minimum in the schema: none is no suggestions
      size: Math.max(0, size),
      preTag,
      postTag,
      includeComputational: contentTypes.includes('computational'),
    },
  };
}
