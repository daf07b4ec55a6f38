// Human-readable query descriptions for history and saved-query rows and the query echo bar, in the
// style of the RCSB site ('Full Text = "hemoglobin"', 'Resolution <= 2 Å AND Experimental Method =
// "X-RAY DIFFRACTION"'). Descriptions are stored and later injected as HTML, and almost every
// word in them (values, attribute paths, even service names of foreign requests) comes from a
// user or a server, so the HTML form escapes every piece of text it emits; only the few wrapper
// tags written here are markup. The same walk also renders plain text for titles and tests.

import type {
  AttributeParameters,
  ChemicalParameters,
  GroupNode,
  QueryNode,
  RangeValue,
  SearchRequest,
  SeqmotifParameters,
  SequenceParameters,
  StrucmotifParameters,
  StructureParameters,
  TerminalNode,
} from './types.ts';
import { CHEMICAL_MATCH_TYPE_LABELS, RETURN_TYPE_LABELS, SERVICE_LABELS } from './constants/labels.ts';
import { GROUP_BY_MODES, SORT_CHOICES } from './constants/sorting.ts';
import { escapeHtml } from './escape.ts';
import { REFINEMENTS_LABEL } from './refinement-group.ts';

/** Attribute path -> display name, or name plus units ('Å'). */
export type AttributeLabels = Readonly<Record<string, string | { label: string; units?: string }>>;

export interface DescribeOptions {
  attributeLabels?: AttributeLabels;
  /** Sequences and other long values are cut to this many characters plus '...'. */
  maxValueLength?: number;
}

const DEFAULT_MAX_VALUE_LENGTH = 40;

/** Pieces of a description; each output format decides how to show them. */
interface Renderer {
  text(value: unknown): string;
  term(inner: string): string;
  logical(operator: string): string;
  not(): string;
}

const htmlRenderer: Renderer = {
  text: (value) => escapeHtml(value),
  term: (inner) => `<span class="pdb-query-term">${inner}</span>`,
  logical: (operator) => `<span class="pdb-query-logical">${escapeHtml(operator)}</span>`,
  not: () => '<span class="pdb-query-not">NOT</span>',
};

const textRenderer: Renderer = {
  text: (value) => String(value ?? ''),
  term: (inner) => inner,
  logical: (operator) => operator,
  not: () => 'NOT',
};

interface Context {
  r: Renderer;
  labels: AttributeLabels;
  maxLength: number;
  /** Inside the refinements' group (refinement-group.ts). */
  inRefinements?: boolean;
  /** The facet of the refinement group being described: its values are named as their chips name them. */
  facet?: string;
}

function truncate(value: string, maxLength: number): string {
  return value.length > maxLength ? `${value.slice(0, maxLength)}...` : value;
}

function quoted(ctx: Context, value: unknown): string {
  return ctx.r.text(`"${truncate(String(value ?? ''), ctx.maxLength)}"`);
}

function plain(ctx: Context, value: unknown): string {
  return ctx.r.text(truncate(String(value ?? ''), ctx.maxLength));
}

function attributeLabel(ctx: Context, attribute: string): { label: string; units: string } {
  const entry = ctx.labels[attribute];
  if (typeof entry === 'string') return { label: entry, units: '' };
  if (entry && typeof entry === 'object') return { label: entry.label, units: entry.units ?? '' };
  return { label: attribute, units: '' };
}

function isRange(value: unknown): value is RangeValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Range as 'from - to'; an open end becomes a comparison ('>= 1', '< 2'). */
function describeRange(ctx: Context, value: RangeValue, units: string): string {
  const unit = units ? ctx.r.text(` ${units}`) : '';
  const hasFrom = value.from !== undefined && value.from !== null && value.from !== '';
  const hasTo = value.to !== undefined && value.to !== null && value.to !== '';
  if (hasFrom && hasTo)
    return `${ctx.r.text('= ')}${plain(ctx, value.from)}${ctx.r.text(' - ')}${plain(ctx, value.to)}${unit}`;
  if (hasFrom) return `${ctx.r.text(value.include_lower === false ? '> ' : '>= ')}${plain(ctx, value.from)}${unit}`;
  if (hasTo) return `${ctx.r.text(value.include_upper === false ? '< ' : '<= ')}${plain(ctx, value.to)}${unit}`;
  return ctx.r.text('= any');
}

const COMPARISONS: Readonly<Record<string, string>> = {
  equals: '=',
  greater: '>',
  greater_or_equal: '>=',
  less: '<',
  less_or_equal: '<=',
};

const WORD_OPERATORS: Readonly<Record<string, string>> = {
  exact_match: '=',
  contains_words: 'has any of words',
  contains_phrase: 'has phrase',
};

function describeAttributeValue(ctx: Context, params: AttributeParameters, units: string): string {
  // Stored requests may hold builder operators (date shortcuts, range_upper_*) the wire type lacks.
  const operator: string = String(params.operator ?? '');
  const value = params.value;
  const unit = units ? ctx.r.text(` ${units}`) : '';
  if (operator === 'exists') return ctx.r.text('exists');
  if (operator === 'last_seven_days_range') return ctx.r.text('in the last 7 days');
  if (operator === 'last_thirty_days_range') return ctx.r.text('in the last 30 days');
  if (isRange(value)) return describeRange(ctx, value, units);
  if (Array.isArray(value) && value.length === 2 && operator.startsWith('range')) {
    return describeRange(ctx, { from: value[0], to: value[1] }, units);
  }
  if (Array.isArray(value) || operator === 'in') {
    const items = (Array.isArray(value) ? value : [value]).map((item) => quoted(ctx, item)).join(ctx.r.text(', '));
    return `${ctx.r.text('is any of ')}${items}`;
  }
  const comparison = COMPARISONS[operator];
  if (comparison) return `${ctx.r.text(`${comparison} `)}${plain(ctx, value)}${unit}`;
  const words = WORD_OPERATORS[operator];
  if (words) return `${ctx.r.text(`${words} `)}${quoted(ctx, value)}`;
  return `${plain(ctx, operator)} ${plain(ctx, value)}`;
}

/** A refinement value reads as its chip does: the facet's name, then the bucket's label. */
function describeRefinement(ctx: Context, params: AttributeParameters, facet: string, bucket: string): string {
  const words = params.operator === 'exact_match' || params.operator === 'in';
  return `${ctx.r.text(`${facet} = `)}${words ? quoted(ctx, bucket) : plain(ctx, bucket)}`;
}

function describeAttribute(ctx: Context, params: AttributeParameters, bucket?: string): string {
  const { label, units } = attributeLabel(ctx, String(params.attribute ?? ''));
  const body =
    ctx.facet && bucket
      ? describeRefinement(ctx, params, ctx.facet, bucket)
      : `${ctx.r.text(ctx.facet ?? label)} ${describeAttributeValue(ctx, params, units)}`;
  return params.negation ? `${ctx.r.not()} ${body}` : body;
}

function percent(fraction: unknown): string {
  const n = Number(fraction ?? 0);
  if (!Number.isFinite(n)) return String(fraction);
  // Fractions are what the wire carries; a value above 1 can only already be a percent.
  return String(n > 1 ? n : Math.round(n * 100));
}

function serviceLabel(service: string): string {
  return (SERVICE_LABELS as Readonly<Record<string, string>>)[service] ?? service;
}

/** 'Label: a, b, c' with each detail already rendered. */
function labelled(ctx: Context, service: string, details: string[]): string {
  return `${ctx.r.text(`${serviceLabel(service)}: `)}${details.filter((d) => d !== '').join(ctx.r.text(', '))}`;
}

function describeSequence(ctx: Context, p: SequenceParameters): string {
  return labelled(ctx, 'sequence', [
    p.evalue_cutoff !== undefined ? `${ctx.r.text('E-value cutoff ')}${plain(ctx, p.evalue_cutoff)}` : '',
    ctx.r.text(`identity ${percent(p.identity_cutoff)} %`),
    p.sequence_type ? ctx.r.text(`${p.sequence_type}`) : '',
    quoted(ctx, p.value),
  ]);
}

function describeSeqmotif(ctx: Context, p: SeqmotifParameters): string {
  return labelled(ctx, 'seqmotif', [
    quoted(ctx, p.value),
    ctx.r.text(`pattern type ${String(p.pattern_type ?? '')}`),
    p.sequence_type ? ctx.r.text(p.sequence_type) : '',
  ]);
}

function describeReference(ctx: Context, value: Record<string, unknown>): string[] {
  const parts: string[] = [];
  if (value['entry_id']) parts.push(`${ctx.r.text('Entry ID ')}${plain(ctx, value['entry_id'])}`);
  if (value['url']) parts.push(`${ctx.r.text('URL ')}${plain(ctx, value['url'])}`);
  if (value['data']) parts.push(ctx.r.text('uploaded file'));
  if (value['format']) parts.push(`${ctx.r.text('format ')}${plain(ctx, value['format'])}`);
  if (value['assembly_id']) parts.push(`${ctx.r.text('Assembly ')}${plain(ctx, value['assembly_id'])}`);
  if (value['asym_id']) parts.push(`${ctx.r.text('Chain ')}${plain(ctx, value['asym_id'])}`);
  return parts;
}

function describeStructure(ctx: Context, p: StructureParameters): string {
  const value = (p.value ?? {}) as unknown as Record<string, unknown>;
  return labelled(ctx, 'structure', [
    ...describeReference(ctx, value),
    p.operator ? plain(ctx, p.operator.replace(/_/g, ' ')) : '',
    p.target_search_space ? `${ctx.r.text('target ')}${plain(ctx, p.target_search_space.replace(/_/g, ' '))}` : '',
  ]);
}

function describeStrucmotif(ctx: Context, p: StrucmotifParameters): string {
  const value = (p.value ?? {}) as unknown as Record<string, unknown>;
  const residueIds = Array.isArray(value['residue_ids'])
    ? (value['residue_ids'] as Array<Record<string, unknown>>)
    : [];
  const residues = residueIds.map((r) =>
    plain(ctx, `${String(r['label_asym_id'] ?? '')}${String(r['label_seq_id'] ?? '')}`),
  );
  return labelled(ctx, 'strucmotif', [
    ...describeReference(ctx, value),
    residues.length > 0 ? `${ctx.r.text('residues ')}${residues.join(ctx.r.text(' '))}` : '',
    p.rmsd_cutoff !== undefined ? `${ctx.r.text('RMSD cutoff ')}${plain(ctx, p.rmsd_cutoff)}` : '',
    p.atom_pairing_scheme ? `${ctx.r.text('atom pairing ')}${plain(ctx, p.atom_pairing_scheme)}` : '',
  ]);
}

function describeChemical(ctx: Context, p: ChemicalParameters): string {
  if (p.type === 'descriptor') {
    const match = p.match_type ? (CHEMICAL_MATCH_TYPE_LABELS[p.match_type] ?? p.match_type) : '';
    return labelled(ctx, 'chemical', [
      `${plain(ctx, p.descriptor_type ?? 'Descriptor')}${ctx.r.text(' = ')}${quoted(ctx, p.value)}`,
      match ? plain(ctx, match) : '',
    ]);
  }
  return labelled(ctx, 'chemical', [
    `${ctx.r.text('Formula = ')}${quoted(ctx, p.value)}`,
    p.match_subset ? ctx.r.text('match subset') : '',
  ]);
}

function describeTerminal(ctx: Context, node: TerminalNode): string {
  const params = (node.parameters ?? {}) as never;
  switch (node.service) {
    case 'full_text':
      return `${ctx.r.text('Full Text = ')}${quoted(ctx, (node.parameters ?? { value: '' }).value)}`;
    case 'text':
    case 'text_chem':
      return describeAttribute(ctx, params, node.label);
    case 'sequence':
      return describeSequence(ctx, params);
    case 'seqmotif':
      return describeSeqmotif(ctx, params);
    case 'structure':
      return describeStructure(ctx, params);
    case 'strucmotif':
      return describeStrucmotif(ctx, params);
    case 'chemical':
      return describeChemical(ctx, params);
    default:
      return plain(ctx, (node as { service?: unknown }).service);
  }
}

function describeGroup(ctx: Context, group: GroupNode, nested: boolean): string {
  // a labelled group inside the refinements is one facet's values (refinements.ts)
  const inner = ctx.inRefinements && group.label ? { ...ctx, facet: group.label } : ctx;
  const children = group.label === REFINEMENTS_LABEL ? { ...inner, inRefinements: true } : inner;
  const parts = (Array.isArray(group.nodes) ? group.nodes : [])
    .map((child) => describeNode(children, child, true))
    .filter((part) => part !== '');
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0] ?? '';
  const operator = String(group.logical_operator ?? 'and').toUpperCase();
  const joined = parts.join(` ${ctx.r.logical(operator)} `);
  return nested ? `${ctx.r.text('(')}${joined}${ctx.r.text(')')}` : joined;
}

function describeNode(ctx: Context, node: QueryNode, nested: boolean): string {
  if (!node || typeof node !== 'object') return '';
  if (node.type === 'group') return describeGroup(ctx, node, nested);
  return ctx.r.term(describeTerminal(ctx, node));
}

function context(r: Renderer, options: DescribeOptions): Context {
  return { r, labels: options.attributeLabels ?? {}, maxLength: options.maxValueLength ?? DEFAULT_MAX_VALUE_LENGTH };
}

/** What a request without a query asks for: everything of its return type. */
const NO_QUERY = 'All';

/** HTML description of a query tree; every user-supplied string is escaped. */
export function describeQueryHtml(query: QueryNode | undefined, options: DescribeOptions = {}): string {
  const ctx = context(htmlRenderer, options);
  return query ? describeNode(ctx, query, false) || ctx.r.text(NO_QUERY) : ctx.r.text(NO_QUERY);
}

/** The same description as plain text (for titles, aria labels and logs; not for innerHTML). */
export function describeQueryText(query: QueryNode | undefined, options: DescribeOptions = {}): string {
  const ctx = context(textRenderer, options);
  return query ? describeNode(ctx, query, false) || NO_QUERY : NO_QUERY;
}

export function describeRequestHtml(request: SearchRequest, options: DescribeOptions = {}): string {
  return describeQueryHtml(request.query, options);
}

export function describeRequestText(request: SearchRequest, options: DescribeOptions = {}): string {
  return describeQueryText(request.query, options);
}

function optionParts(request: SearchRequest): string[] {
  const parts: string[] = [];
  const returnType =
    (RETURN_TYPE_LABELS as Readonly<Record<string, string>>)[request.return_type] ?? request.return_type;
  parts.push(`Return ${returnType}`);
  const options = request.request_options ?? {};
  if (options.results_content_type?.includes('computational')) parts.push('including Computed Structure Models');
  const groupBy = options.group_by;
  if (groupBy) {
    const mode = GROUP_BY_MODES.find((m) => m.aggregation_method === groupBy.aggregation_method);
    const cutoff = 'similarity_cutoff' in groupBy ? ` ${groupBy.similarity_cutoff}%` : '';
    parts.push(
      `grouped by ${mode?.label ?? groupBy.aggregation_method}${cutoff} (${options.group_by_return_type ?? 'representatives'})`,
    );
  }
  const sort = options.sort?.[0];
  if (sort && sort.sort_by !== 'score') {
    const choice = SORT_CHOICES.find((c) => c.sort_by === sort.sort_by);
    parts.push(`sorted by ${choice?.label ?? sort.sort_by} (${sort.direction ?? 'desc'})`);
  }
  return parts;
}

/** The 'options' column: return type, CSM, grouping and a non-default sort, as escaped HTML. */
export function describeRequestOptionsHtml(request: SearchRequest): string {
  return optionParts(request).map(escapeHtml).join(', ');
}

export function describeRequestOptionsText(request: SearchRequest): string {
  return optionParts(request).join(', ');
}
