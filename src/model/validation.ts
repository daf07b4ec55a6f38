// Validation of query-builder input (seed 000 §5, 001 §5) with the seeds' exact messages.
// Each validator turns what the user typed into wire parameters, or returns the message to alert.
// Nothing here throws for bad input: callers get { ok: false, message }.

import type {
  AttributeDefinition,
  AttributeParameters,
  AttributeValue,
  AttributeValueType,
  BuilderAttributeParameters,
  BuilderAttributeValue,
  BuilderChemicalParameters,
  BuilderResidue,
  BuilderSeqmotifParameters,
  BuilderSequenceParameters,
  BuilderStructureParameters,
  BuilderStrucmotifParameters,
  ChemicalParameters,
  Err,
  Facet,
  FacetBucket,
  FullTextParameters,
  Ok,
  RangeValue,
  ResidueId,
  Result,
  SearchRequest,
  SelectorItem,
  SeqmotifParameters,
  SequenceParameters,
  SequenceType,
  StructureParameters,
  StructureValue,
  StrucmotifExchange,
  StrucmotifParameters,
  WireAttributeOperator,
} from './types.ts';
import {
  ALL_CHEMICAL_MATCH_TYPES,
  ATOM_PAIRING_SCHEMES,
  CSM_ID_PATTERN,
  DATE_PATTERN,
  DATE_SHORTCUT_RANGES,
  DEFAULTS,
  DESCRIPTOR_TYPES,
  ENTRY_ID_PATTERN,
  EXCHANGE_RESIDUE_CODES,
  LIMITS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  PATTERN_TYPES,
  SCORING_STRATEGIES,
  SEQUENCE_ALPHABETS,
  SEQUENCE_TYPES,
  STRUCMOTIF_URL_FORMATS,
  STRUCTURE_OPERATORS,
  STRUCTURE_URL_FORMATS,
  TARGET_SEARCH_SPACES,
  VALUELESS_OPERATORS,
} from './constants.ts';
import { sanitizeFullText } from './sanitize.ts';

export function resultOk<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function resultErr(message: string): Err {
  return { ok: false, message };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

function includes<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Numbers and identifiers

/** Scientific, decimal or integer notation, unsigned ('0.1', '1e-5', '10', '.5', '2.'). */
const DECIMAL_PATTERN = /^\+?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
/** Signed decimal for attribute values. */
const SIGNED_DECIMAL_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Reads a non-negative number typed in scientific, decimal or integer notation. */
export function parseNonNegativeNumber(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!DECIMAL_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** E-value cutoff; blank means the default (0.1). */
export function parseEvalueCutoff(input: unknown): Result<number> {
  if (isBlank(input)) return resultOk(DEFAULTS.evalueCutoff);
  const value = parseNonNegativeNumber(input);
  return value === null ? resultErr(MESSAGES.evalueInvalid) : resultOk(value);
}

/** Identity cutoff typed as integer percent 0..100 (blank means 0); returns the fraction sent. */
export function parseIdentityCutoff(input: unknown): Result<number> {
  if (isBlank(input)) return resultOk(DEFAULTS.identityCutoffPercent / 100);
  let percent: number;
  if (typeof input === 'number') percent = input;
  else if (typeof input === 'string' && /^\+?\d+$/.test(input.trim())) percent = Number(input.trim());
  else return resultErr(MESSAGES.identityInvalid);
  if (!Number.isInteger(percent) || percent < LIMITS.identityMin || percent > LIMITS.identityMax) {
    return resultErr(MESSAGES.identityInvalid);
  }
  return resultOk(percent / 100);
}

/** Entry ids are typed loosely: trimmed and upper-cased before any check or lookup. */
export function normaliseEntryId(input: unknown): string {
  return typeof input === 'string' ? input.trim().toUpperCase() : '';
}

/** A PDB entry id (digit 1-9 + three alphanumerics) or a computed-model id. */
export function isValidEntryId(input: unknown): boolean {
  const id = normaliseEntryId(input);
  return ENTRY_ID_PATTERN.test(id) || CSM_ID_PATTERN.test(id);
}

/** An absolute http(s) URL with a host. */
export function isValidUrl(input: unknown): boolean {
  if (typeof input !== 'string' || input.trim() === '' || /\s/.test(input.trim())) return false;
  try {
    const url = new URL(input.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Calendar date written YYYY-MM-DD (2021-02-30 is rejected). */
export function isValidDate(input: unknown): boolean {
  if (typeof input !== 'string' || !DATE_PATTERN.test(input)) return false;
  const [y, m, d] = input.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// ---------------------------------------------------------------------------------------------
// Full text

/**
 * Old requests used a bare '*' to match everything; full text has no wildcard, so a value made only
 * of asterisks is refused rather than searched literally. ('kin*' stays an ordinary term.)
 */
export function isWildcardOnly(value: unknown): boolean {
  return typeof value === 'string' && /^[\s*]*\*[\s*]*$/.test(value);
}

export function validateFullText(params: FullTextParameters): Result<FullTextParameters> {
  const cleaned = sanitizeFullText(typeof params.value === 'string' ? params.value : '');
  if (!cleaned.ok) return cleaned;
  if (cleaned.value === '') return resultErr(MESSAGES.emptyQuery);
  if (isWildcardOnly(cleaned.value)) return resultErr(MESSAGES.wildcardNotSupported);
  return resultOk({ value: cleaned.value });
}

// ---------------------------------------------------------------------------------------------
// Sequence and sequence motif

/**
 * Whitespace removed and upper-cased. A pasted FASTA header line ('>sp|P69905|...') is dropped,
 * since researchers paste FASTA more often than bare sequences.
 */
export function cleanSequence(input: string): string {
  const withoutHeader = input.trimStart().startsWith('>') ? input.trimStart().replace(/^>[^\n]*\n?/, '') : input;
  return withoutHeader.replace(/\s+/g, '').toUpperCase();
}

/** Characters of a cleaned sequence outside the alphabet of its type, each listed once. */
export function invalidSequenceCharacters(sequence: string, type: SequenceType): string[] {
  const allowed = SEQUENCE_ALPHABETS[type];
  return [...new Set([...sequence].filter((c) => !allowed.includes(c)))];
}

function checkSequenceValue(value: string, type: SequenceType): Result<string> {
  const sequence = cleanSequence(value);
  if (sequence.length < LIMITS.minSequenceLength) return resultErr(MESSAGES.sequenceTooShort);
  const invalid = invalidSequenceCharacters(sequence, type);
  if (invalid.length > 0) return resultErr(MESSAGE_TEMPLATES.sequenceInvalidCharacters(type, invalid.join('')));
  return resultOk(sequence);
}

function invalidOption(field: string, value: unknown): Err {
  return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(`${field} '${String(value)}' is not supported`));
}

export function validateSequence(params: BuilderSequenceParameters): Result<SequenceParameters> {
  const type = params.sequence_type ?? DEFAULTS.sequenceType;
  if (!includes(SEQUENCE_TYPES, type)) return invalidOption('sequence_type', type);
  const sequence = checkSequenceValue(typeof params.value === 'string' ? params.value : '', type);
  if (!sequence.ok) return sequence;
  const evalue = parseEvalueCutoff(params.evalue_cutoff);
  if (!evalue.ok) return evalue;
  const identity = parseIdentityCutoff(params.identity_cutoff);
  if (!identity.ok) return identity;
  return resultOk({
    value: sequence.value,
    sequence_type: type,
    evalue_cutoff: evalue.value,
    identity_cutoff: identity.value,
  });
}

export function validateSeqmotif(params: BuilderSeqmotifParameters): Result<SeqmotifParameters> {
  const value = typeof params.value === 'string' ? params.value.trim() : '';
  if (value.length < LIMITS.minMotifLength) return resultErr(MESSAGES.motifTooShort);
  const patternType = params.pattern_type ?? DEFAULTS.patternType;
  if (!includes(PATTERN_TYPES, patternType)) return invalidOption('pattern_type', patternType);
  const sequenceType = params.sequence_type ?? DEFAULTS.sequenceType;
  if (!includes(SEQUENCE_TYPES, sequenceType)) return invalidOption('sequence_type', sequenceType);
  return resultOk({ value, pattern_type: patternType, sequence_type: sequenceType });
}

// ---------------------------------------------------------------------------------------------
// Structure similarity

export function validateStructure(params: BuilderStructureParameters): Result<StructureParameters> {
  const operator = params.operator ?? DEFAULTS.structureOperator;
  if (!includes(STRUCTURE_OPERATORS, operator)) return invalidOption('operator', operator);
  const v = params.value ?? {};
  const source = params.source ?? (isBlank(v.entry_id) && !isBlank(v.url) ? 'url' : 'entry_id');
  const chosen = (text: string | undefined): string | undefined => (isBlank(text) ? undefined : String(text).trim());

  let value: StructureValue;
  if (source === 'entry_id') {
    if (!isValidEntryId(v.entry_id)) return resultErr(MESSAGES.structureInvalidEntryId);
    const entryId = normaliseEntryId(v.entry_id);
    const asymId = chosen(v.asym_id);
    // An entry alone means its first assembly, as the API does.
    value =
      asymId !== undefined
        ? { entry_id: entryId, asym_id: asymId }
        : { entry_id: entryId, assembly_id: chosen(v.assembly_id) ?? '1' };
  } else {
    if (!isValidUrl(v.url)) return resultErr(MESSAGES.structureInvalidUrl);
    const format = chosen(v.format)?.toLowerCase();
    if (format === undefined || !includes(STRUCTURE_URL_FORMATS, format))
      return resultErr(MESSAGES.structureInvalidUrl);
    const url: StructureValue = { url: String(v.url).trim(), format: format as 'cif' | 'bcif' | 'pdb' };
    const asymId = chosen(v.asym_id);
    const assemblyId = chosen(v.assembly_id);
    if (asymId !== undefined) url.asym_id = asymId;
    else if (assemblyId !== undefined) url.assembly_id = assemblyId;
    value = url;
  }
  // Target space follows the reference: assemblies for an assembly, instances for a chain or URL.
  const byAssembly = 'assembly_id' in value && value.assembly_id !== undefined && !('url' in value);
  const target = params.target_search_space ?? (byAssembly ? TARGET_SEARCH_SPACES[0] : TARGET_SEARCH_SPACES[1]);
  if (!includes(TARGET_SEARCH_SPACES, target)) return invalidOption('target_search_space', target);
  return resultOk({ value, operator, target_search_space: target });
}

// ---------------------------------------------------------------------------------------------
// Structure motif

function strucmotifErr(detail: string): Err {
  return resultErr(MESSAGE_TEMPLATES.strucmotif(detail));
}

/** Residue number input accepts digits only. */
export function filterResidueNumberInput(input: string): string {
  return input.replace(/\D+/g, '');
}

/** Exchanges input: upper-cased, at most four comma-separated entries kept. */
export function filterExchangesInput(input: string): string {
  return input.toUpperCase().split(',').slice(0, LIMITS.maxExchanges).join(',');
}

/** Splits an exchanges comma list into upper-cased codes. */
export function parseExchanges(input: string | undefined): string[] {
  if (input === undefined) return [];
  return input
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
}

function isBlankResidue(residue: BuilderResidue): boolean {
  return isBlank(residue.label_asym_id) && isBlank(residue.label_seq_id) && isBlank(residue.exchanges);
}

/** Rows entirely blank are dropped (the operator default does not make a row non-blank). */
export function dropBlankResidues(residues: readonly BuilderResidue[]): BuilderResidue[] {
  return residues.filter((residue) => !isBlankResidue(residue));
}

function residueId(residue: BuilderResidue): ResidueId | null {
  const chain = isBlank(residue.label_asym_id) ? '' : String(residue.label_asym_id).trim();
  const oper = isBlank(residue.struct_oper_id) ? '' : String(residue.struct_oper_id).trim();
  const seq =
    typeof residue.label_seq_id === 'number' ? String(residue.label_seq_id) : String(residue.label_seq_id ?? '').trim();
  if (chain === '' || oper === '' || !/^\d+$/.test(seq)) return null;
  return { label_asym_id: chain, label_seq_id: Number(seq), struct_oper_id: oper };
}

export function validateStrucmotif(params: BuilderStrucmotifParameters): Result<StrucmotifParameters> {
  const v = params.value ?? {};
  const hasEntry = !isBlank(v.entry_id);
  const hasUrl = !isBlank(v.url);
  const useEntry = params.source ? params.source === 'entry_id' : hasEntry || !hasUrl;
  let reference: { entry_id: string } | { url: string; format: 'cif' | 'bcif' };
  if (useEntry && hasEntry) {
    if (!isValidEntryId(v.entry_id)) return strucmotifErr(MESSAGES.strucmotifInvalidEntryId);
    reference = { entry_id: normaliseEntryId(v.entry_id) };
  } else if (!useEntry && hasUrl) {
    if (!isValidUrl(v.url)) return strucmotifErr(MESSAGES.strucmotifInvalidUrl);
    if (isBlank(v.format)) return strucmotifErr(MESSAGES.strucmotifFormatRequired);
    const format = String(v.format).trim().toLowerCase();
    if (!includes(STRUCMOTIF_URL_FORMATS, format)) return strucmotifErr(MESSAGES.strucmotifUrlFormat);
    reference = { url: String(v.url).trim(), format: format as 'cif' | 'bcif' };
  } else {
    return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
  }

  const rows = dropBlankResidues(params.residues ?? []);
  const residueIds: ResidueId[] = [];
  const exchanges: StrucmotifExchange[] = [];
  for (const row of rows) {
    const id = residueId(row);
    if (id === null) return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
    residueIds.push(id);
    const allowed = parseExchanges(row.exchanges);
    if (allowed.length > LIMITS.maxExchanges) return strucmotifErr(MESSAGES.strucmotifTooManyExchanges);
    const unknown = allowed.find((code) => !EXCHANGE_RESIDUE_CODES.includes(code));
    if (unknown !== undefined) return strucmotifErr(MESSAGE_TEMPLATES.strucmotifUnknownExchange(unknown));
    if (allowed.length > 0) exchanges.push({ residue_id: { ...id }, allowed });
  }
  if (residueIds.length < LIMITS.minStrucmotifResidues) return strucmotifErr(MESSAGES.strucmotifTooFewResidues);
  if (residueIds.length > LIMITS.maxStrucmotifResidues) return strucmotifErr(MESSAGES.strucmotifTooManyResidues);

  const rmsd = isBlank(params.rmsd_cutoff) ? DEFAULTS.rmsdCutoff : parseNonNegativeNumber(params.rmsd_cutoff);
  if (rmsd === null) return strucmotifErr(MESSAGES.strucmotifInvalidRmsd);
  const scheme = params.atom_pairing_scheme ?? DEFAULTS.atomPairingScheme;
  if (!includes(ATOM_PAIRING_SCHEMES, scheme)) return invalidOption('atom_pairing_scheme', scheme);

  const result: StrucmotifParameters = {
    value: { ...reference, residue_ids: residueIds } as StrucmotifParameters['value'],
    rmsd_cutoff: rmsd,
    atom_pairing_scheme: scheme,
  };
  if (exchanges.length > 0) result.exchanges = exchanges;
  return resultOk(result);
}

// ---------------------------------------------------------------------------------------------
// Chemical similarity

export function validateChemical(params: BuilderChemicalParameters): Result<ChemicalParameters> {
  const value = typeof params.value === 'string' ? params.value.trim() : '';
  if (value === '') return resultErr(MESSAGES.chemicalValueRequired);
  const type = params.type ?? DEFAULTS.chemicalType;
  if (type === 'formula') {
    const formula: ChemicalParameters = { type: 'formula', value };
    if (params.match_subset !== undefined) formula.match_subset = Boolean(params.match_subset);
    return resultOk(formula);
  }
  if (type !== 'descriptor') return invalidOption('type', type);
  // Choosing the descriptor type fills descriptor and match types when absent.
  const descriptorType = params.descriptor_type ?? DEFAULTS.descriptorType;
  if (!includes(DESCRIPTOR_TYPES, descriptorType)) return invalidOption('descriptor_type', descriptorType);
  const matchType = params.match_type ?? DEFAULTS.matchType;
  if (!includes(ALL_CHEMICAL_MATCH_TYPES, matchType)) return invalidOption('match_type', matchType);
  return resultOk({ type: 'descriptor', value, descriptor_type: descriptorType, match_type: matchType });
}

// ---------------------------------------------------------------------------------------------
// Attribute terminals

/** Builder operators that take no value input. */
export function isValuelessOperator(operator: string): boolean {
  return VALUELESS_OPERATORS.includes(operator);
}

export function isRangeOperator(operator: string): boolean {
  return operator === 'range' || operator === 'range_upper_excl' || operator === 'range_upper_incl';
}

interface RangeInput {
  from: unknown;
  to: unknown;
  include_lower?: boolean;
  include_upper?: boolean;
  pair: boolean;
}

function readRangeInput(value: BuilderAttributeValue): RangeInput | null {
  if (Array.isArray(value)) {
    if (value.length !== 2) return null;
    return { from: value[0], to: value[1], pair: true };
  }
  if (value !== null && typeof value === 'object') {
    const range: RangeInput = { from: value.from, to: value.to, pair: false };
    if (typeof value.include_lower === 'boolean') range.include_lower = value.include_lower;
    if (typeof value.include_upper === 'boolean') range.include_upper = value.include_upper;
    return range;
  }
  return null;
}

/** True when a terminal has nothing typed (it is dropped unless its operator takes no value). */
export function isEmptyAttributeValue(value: BuilderAttributeValue): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => isBlank(part));
  if (typeof value === 'object') return isBlank(value.from) && isBlank(value.to);
  return false;
}

/** Name used in messages: the definition's, else the menu item's, else the attribute path. */
export function attributeDisplayName(
  params: { attribute: string },
  definition?: AttributeDefinition,
  item?: SelectorItem,
): string {
  const named = [definition?.name, item?.name].find((name) => typeof name === 'string' && name.trim() !== '');
  return named ?? params.attribute;
}

type Scalar = string | number | boolean;

/** Parses one typed scalar by attribute type; null means invalid. */
export function parseAttributeScalar(raw: unknown, type: AttributeValueType): Scalar | null {
  if (type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    const text = String(raw).trim().toLowerCase();
    return text === 'true' ? true : text === 'false' ? false : null;
  }
  if (type === 'integer' || type === 'number') {
    let value: number;
    if (typeof raw === 'number') value = raw;
    else if (typeof raw === 'string' && SIGNED_DECIMAL_PATTERN.test(raw.trim())) value = Number(raw.trim());
    else return null;
    if (!Number.isFinite(value)) return null;
    if (type === 'integer' && !Number.isInteger(value)) return null;
    return value;
  }
  if (type === 'date') return typeof raw === 'string' && isValidDate(raw.trim()) ? raw.trim() : null;
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return null;
}

/**
 * Splits an iterable value on commas or whitespace. Enumerated values may contain spaces
 * ('X-RAY DIFFRACTION'), so a comma-separated part naming an enumeration entry stays whole.
 */
export function splitIterableValue(value: BuilderAttributeValue, enumeration?: readonly string[]): unknown[] {
  const known = new Set((enumeration ?? []).map((option) => option.toLowerCase()));
  const splitText = (text: string): string[] =>
    text
      .split(',')
      .flatMap((part) => (known.has(part.trim().toLowerCase()) ? [part.trim()] : part.trim().split(/\s+/)))
      .filter((part) => part !== '');
  if (Array.isArray(value)) {
    return (value as readonly unknown[]).flatMap((part): unknown[] =>
      typeof part === 'string' ? splitText(part) : [part],
    );
  }
  if (typeof value === 'string') return splitText(value);
  return [value];
}

/** Without a definition, a range is numeric or dated by what its bounds look like. */
function inferRangeType(range: RangeInput): AttributeValueType {
  const bounds = [range.from, range.to].filter((bound) => !isBlank(bound));
  if (
    bounds.every(
      (bound) => typeof bound === 'number' || (typeof bound === 'string' && SIGNED_DECIMAL_PATTERN.test(bound.trim())),
    )
  )
    return 'number';
  if (bounds.every((bound) => typeof bound === 'string' && DATE_PATTERN.test(bound.trim()))) return 'date';
  return 'string';
}

function inferType(value: BuilderAttributeValue): AttributeValueType {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

function matchEnumeration(value: Scalar, enumeration: readonly string[] | undefined): Scalar | null {
  if (!enumeration || enumeration.length === 0 || typeof value !== 'string') return value;
  return enumeration.find((option) => option.toLowerCase() === value.toLowerCase()) ?? null;
}

/**
 * Turns a builder attribute terminal into wire parameters. `value: null` means the terminal is
 * empty and is dropped (seed: empty values are dropped unless the operator is exists or a
 * last-7/30-days range).
 */
export function validateAttribute(
  params: BuilderAttributeParameters,
  definition?: AttributeDefinition,
  item?: SelectorItem,
): Result<AttributeParameters | null> {
  const attribute = typeof params.attribute === 'string' ? params.attribute.trim() : '';
  if (attribute === '') return resultOk(null);
  const name = attributeDisplayName({ attribute }, definition, item);
  const emptyOrInvalid = resultErr(MESSAGE_TEMPLATES.attributeEmptyOrInvalid(name));
  const invalid = resultErr(MESSAGE_TEMPLATES.attributeInvalid(name));
  const operator = params.operator;
  const base = (wireOperator: WireAttributeOperator, value?: AttributeValue): AttributeParameters => {
    const out: AttributeParameters = { attribute, operator: wireOperator };
    if (value !== undefined) out.value = value;
    if (params.negation === true) out.negation = true;
    if (typeof params.case_sensitive === 'boolean') out.case_sensitive = params.case_sensitive;
    return out;
  };

  if (operator === 'exists') return resultOk(base('exists'));
  if (operator === 'last_seven_days_range' || operator === 'last_thirty_days_range') {
    const { from, to } = DATE_SHORTCUT_RANGES[operator];
    return resultOk(base('range', { from, to }));
  }
  if (isEmptyAttributeValue(params.value)) return resultOk(null);
  const type = definition?.type ?? inferType(params.value);

  if (isRangeOperator(operator)) {
    const range = readRangeInput(params.value);
    if (range === null) return emptyOrInvalid;
    const out: RangeValue = {};
    const rangeType = definition?.type ?? inferRangeType(range);
    // Ranges exist for numbers and dates only.
    if (rangeType !== 'number' && rangeType !== 'integer' && rangeType !== 'date') return invalid;
    const fromBlank = isBlank(range.from);
    const toBlank = isBlank(range.to);
    // Dates need both ends; numbers may leave one end open.
    if (rangeType === 'date' && (fromBlank || toBlank)) return emptyOrInvalid;
    if (!fromBlank) {
      const from = parseAttributeScalar(range.from, rangeType);
      if (from === null || typeof from === 'boolean') return invalid;
      out.from = from;
    }
    if (!toBlank) {
      const to = parseAttributeScalar(range.to, rangeType);
      if (to === null || typeof to === 'boolean') return invalid;
      out.to = to;
    }
    if (operator === 'range_upper_excl') Object.assign(out, { include_lower: true, include_upper: false });
    else if (operator === 'range_upper_incl') Object.assign(out, { include_lower: true, include_upper: true });
    else if (range.pair) Object.assign(out, { include_lower: true, include_upper: false });
    else {
      if (range.include_lower !== undefined) out.include_lower = range.include_lower;
      if (range.include_upper !== undefined) out.include_upper = range.include_upper;
    }
    return resultOk(base('range', out));
  }

  if (
    !includes<WireAttributeOperator>(
      [
        'equals',
        'greater',
        'greater_or_equal',
        'less',
        'less_or_equal',
        'contains_words',
        'contains_phrase',
        'exact_match',
        'in',
      ],
      operator,
    )
  ) {
    return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(`operator '${String(operator)}' is not supported`));
  }
  const value = params.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return emptyOrInvalid;
  if (Array.isArray(value) && value.some((part) => part !== null && typeof part === 'object')) return emptyOrInvalid;

  const iterable =
    operator === 'in' || (definition?.is_iterable === true && (operator === 'exact_match' || operator === 'equals'));
  if (iterable) {
    const parts = splitIterableValue(value, definition?.enumeration).filter((part) => !isBlank(part));
    if (parts.length === 0) return resultOk(null);
    const parsed: Array<string | number> = [];
    for (const part of parts) {
      const scalar = parseAttributeScalar(part, type);
      if (scalar === null || typeof scalar === 'boolean') return invalid;
      const known = matchEnumeration(scalar, definition?.enumeration);
      if (known === null || typeof known === 'boolean') return invalid;
      if (!parsed.includes(known)) parsed.push(known);
    }
    if (operator !== 'in' && parsed.length === 1) return resultOk(base(operator, parsed[0]));
    return resultOk(base('in', parsed));
  }

  if (Array.isArray(value)) {
    // A list typed for a scalar operator: one entry is fine, more is the wrong kind of value.
    const parts = value.filter((part) => !isBlank(part));
    if (parts.length !== 1) return emptyOrInvalid;
    return validateAttribute({ ...params, value: parts[0] }, definition, item);
  }
  const scalar = parseAttributeScalar(value, type);
  if (scalar === null) return invalid;
  const known = operator === 'exact_match' ? matchEnumeration(scalar, definition?.enumeration) : scalar;
  if (known === null) return invalid;
  if ((operator === 'contains_words' || operator === 'contains_phrase') && typeof known !== 'string')
    return emptyOrInvalid;
  return resultOk(base(operator, known));
}

// ---------------------------------------------------------------------------------------------
// Refinements

export interface CheckedFacet {
  facet: Facet;
  buckets: FacetBucket[];
}

/** Facets with at least one checked bucket; none alerts 'No Refinements have been selected.' */
export function validateRefinements(facets: readonly Facet[] | undefined): Result<CheckedFacet[]> {
  const checked = (facets ?? [])
    .map((facet) => ({ facet, buckets: (facet.buckets ?? []).filter((bucket) => bucket.checked === true) }))
    .filter((entry) => entry.buckets.length > 0);
  return checked.length === 0 ? resultErr(MESSAGES.noRefinements) : resultOk(checked);
}

// ---------------------------------------------------------------------------------------------
// Whole wire requests (what the server receives, what the builder emits)
//
// Rules the seeds word are answered with the seed message; structural problems the seeds only
// describe as "request query contains error(s): ..." get that prefix and a short reason, echoing
// the official schema (additionalProperties: false, enumerations, bounds).

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function structural(reason: string): Err {
  return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(reason));
}

function unknownKey(record: UnknownRecord, allowed: readonly string[], where: string): Err | null {
  const extra = Object.keys(record).find((key) => !allowed.includes(key));
  return extra === undefined ? null : structural(`unknown property '${extra}' in ${where}`);
}

const MAX_QUERY_DEPTH = 32;
const MAX_QUERY_NODES = 1000;

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function isScalarValue(value: unknown): boolean {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

const DATE_MATH_PATTERN =
  /^(now|[12]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\|\|)([-+]([1-9]\d*w|[1-9]\d*M|[1-9]\d*y))?$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRangeBound(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return (
    typeof value === 'string' && (isValidDate(value) || DATE_MATH_PATTERN.test(value) || DATE_TIME_PATTERN.test(value))
  );
}

function checkAttributeTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['attribute', 'operator', 'value', 'negation', 'case_sensitive'], 'attribute parameters');
  if (extra) return extra;
  if (typeof p.attribute !== 'string' || p.attribute.trim() === '') return resultErr(MESSAGES.attributeNotSupported);
  const name = p.attribute;
  if (
    !includes(
      [
        'equals',
        'greater',
        'greater_or_equal',
        'less',
        'less_or_equal',
        'range',
        'contains_words',
        'contains_phrase',
        'exact_match',
        'in',
        'exists',
      ],
      p.operator,
    )
  ) {
    return structural(`operator '${String(p.operator)}' is not supported`);
  }
  if (p.negation !== undefined && typeof p.negation !== 'boolean') return structural('negation must be a boolean');
  if (p.case_sensitive !== undefined && typeof p.case_sensitive !== 'boolean')
    return structural('case_sensitive must be a boolean');
  const value = p.value;
  if (p.operator === 'exists')
    return value === undefined ? null : structural(`operator 'exists' takes no value (${name})`);
  const emptyOrInvalid = resultErr(MESSAGE_TEMPLATES.attributeEmptyOrInvalid(name));
  if (p.operator === 'range') {
    if (!isRecord(value)) return emptyOrInvalid;
    const extraRange = unknownKey(value, ['from', 'to', 'include_lower', 'include_upper'], 'range value');
    if (extraRange) return extraRange;
    if (value.from === undefined && value.to === undefined) return emptyOrInvalid;
    if (value.from !== undefined && !isRangeBound(value.from))
      return resultErr(MESSAGE_TEMPLATES.attributeInvalid(name));
    if (value.to !== undefined && !isRangeBound(value.to)) return resultErr(MESSAGE_TEMPLATES.attributeInvalid(name));
    for (const flag of ['include_lower', 'include_upper'] as const) {
      if (value[flag] !== undefined && typeof value[flag] !== 'boolean') return structural(`${flag} must be a boolean`);
    }
    return null;
  }
  if (p.operator === 'in') {
    if (!Array.isArray(value) || value.length === 0) return emptyOrInvalid;
    return value.every((part) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part)))
      ? null
      : emptyOrInvalid;
  }
  if (!isScalarValue(value)) return emptyOrInvalid;
  if (typeof value === 'string' && value.trim() === '') return emptyOrInvalid;
  return null;
}

function checkResidueIds(ids: unknown, required: boolean): Err | null {
  if (ids === undefined && !required) return null;
  if (!Array.isArray(ids) || ids.length < LIMITS.minStrucmotifResidues)
    return strucmotifErr(MESSAGES.strucmotifTooFewResidues);
  if (ids.length > LIMITS.maxStrucmotifResidues) return strucmotifErr(MESSAGES.strucmotifTooManyResidues);
  for (const id of ids) {
    if (!isResidueId(id)) return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
  }
  return null;
}

function isResidueId(id: unknown): boolean {
  if (!isRecord(id)) return false;
  if (Object.keys(id).some((key) => !['label_asym_id', 'label_seq_id', 'struct_oper_id'].includes(key))) return false;
  if (typeof id.label_asym_id !== 'string' || id.label_asym_id.trim() === '') return false;
  if (!isInteger(id.label_seq_id) || id.label_seq_id < 0) return false;
  return id.struct_oper_id === undefined || (typeof id.struct_oper_id === 'string' && id.struct_oper_id.trim() !== '');
}

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function checkStrucmotifTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(
    p,
    [
      'value',
      'rmsd_cutoff',
      'atom_pairing_scheme',
      'exchanges',
      'backbone_distance_tolerance',
      'side_chain_distance_tolerance',
      'angle_tolerance',
      'limit',
      'motif_pruning_strategy',
      'allowed_structures',
      'excluded_structures',
    ],
    'strucmotif parameters',
  );
  if (extra) return extra;
  const v = p.value;
  if (!isRecord(v)) return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
  if (v.entry_id !== undefined) {
    if (!isValidEntryId(v.entry_id)) return strucmotifErr(MESSAGES.strucmotifInvalidEntryId);
    const bad = unknownKey(v, ['entry_id', 'residue_ids'], 'strucmotif value');
    if (bad) return bad;
    const residues = checkResidueIds(v.residue_ids, true);
    if (residues) return residues;
  } else if (v.url !== undefined) {
    if (!isValidUrl(v.url)) return strucmotifErr(MESSAGES.strucmotifInvalidUrl);
    if (v.format === undefined || v.format === '') return strucmotifErr(MESSAGES.strucmotifFormatRequired);
    if (!includes(STRUCMOTIF_URL_FORMATS, v.format)) return strucmotifErr(MESSAGES.strucmotifUrlFormat);
    const bad = unknownKey(v, ['url', 'format', 'residue_ids'], 'strucmotif value');
    if (bad) return bad;
    const residues = checkResidueIds(v.residue_ids, false);
    if (residues) return residues;
  } else if (v.data !== undefined) {
    if (typeof v.data !== 'string' || !BASE64_PATTERN.test(v.data)) return structural('strucmotif data must be base64');
    if (!includes(STRUCMOTIF_URL_FORMATS, v.format)) return strucmotifErr(MESSAGES.strucmotifUrlFormat);
    const bad = unknownKey(v, ['data', 'format', 'residue_ids'], 'strucmotif value');
    if (bad) return bad;
    const residues = checkResidueIds(v.residue_ids, false);
    if (residues) return residues;
  } else {
    return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
  }
  if (p.rmsd_cutoff !== undefined && (typeof p.rmsd_cutoff !== 'number' || !(p.rmsd_cutoff >= 0))) {
    return strucmotifErr(MESSAGES.strucmotifInvalidRmsd);
  }
  if (p.atom_pairing_scheme !== undefined && !includes(ATOM_PAIRING_SCHEMES, p.atom_pairing_scheme)) {
    return invalidOption('atom_pairing_scheme', p.atom_pairing_scheme);
  }
  if (p.motif_pruning_strategy !== undefined && !includes(['NONE', 'KRUSKAL'], p.motif_pruning_strategy)) {
    return invalidOption('motif_pruning_strategy', p.motif_pruning_strategy);
  }
  for (const key of ['backbone_distance_tolerance', 'side_chain_distance_tolerance', 'angle_tolerance'] as const) {
    const t = p[key];
    if (t !== undefined && (!isInteger(t) || t < 0 || t > 3)) return structural(`${key} must be an integer 0 to 3`);
  }
  if (p.limit !== undefined && (!isInteger(p.limit) || p.limit < 0))
    return structural('limit must be a non-negative integer');
  for (const key of ['allowed_structures', 'excluded_structures'] as const) {
    const list = p[key];
    if (list !== undefined && (!Array.isArray(list) || list.length === 0 || list.some((s) => typeof s !== 'string'))) {
      return structural(`${key} must be a non-empty list of identifiers`);
    }
  }
  if (p.exchanges !== undefined) {
    if (!Array.isArray(p.exchanges) || p.exchanges.length === 0)
      return structural('exchanges must be a non-empty list');
    let total = 0;
    for (const exchange of p.exchanges) {
      if (!isRecord(exchange) || !isResidueId(exchange.residue_id))
        return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
      const allowed = exchange.allowed;
      if (!Array.isArray(allowed) || allowed.length === 0) return structural('exchanges need allowed residue codes');
      if (allowed.length > LIMITS.maxExchanges) return strucmotifErr(MESSAGES.strucmotifTooManyExchanges);
      const unknown = allowed.find((code) => !EXCHANGE_RESIDUE_CODES.includes(String(code)));
      if (unknown !== undefined) return strucmotifErr(MESSAGE_TEMPLATES.strucmotifUnknownExchange(String(unknown)));
      total += allowed.length;
    }
    if (total > LIMITS.maxTotalExchanges) return structural(`at most ${LIMITS.maxTotalExchanges} exchanges in total`);
  }
  return null;
}

function checkStructureTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(
    p,
    ['value', 'operator', 'target_search_space', 'number_of_candidates', 'ptmscore_cutoff', 'similarity_type'],
    'structure parameters',
  );
  if (extra) return extra;
  const v = p.value;
  if (!isRecord(v)) return resultErr(MESSAGES.structureInvalidEntryId);
  if (v.entry_id !== undefined) {
    if (!isValidEntryId(v.entry_id)) return resultErr(MESSAGES.structureInvalidEntryId);
    const hasAssembly = typeof v.assembly_id === 'string' && v.assembly_id !== '';
    const hasChain = typeof v.asym_id === 'string' && v.asym_id !== '';
    if (hasAssembly === hasChain) return structural('structure value needs exactly one of assembly_id and asym_id');
    const bad = unknownKey(v, ['entry_id', hasAssembly ? 'assembly_id' : 'asym_id'], 'structure value');
    if (bad) return bad;
  } else if (v.url !== undefined) {
    if (!isValidUrl(v.url) || !includes(STRUCTURE_URL_FORMATS, v.format))
      return resultErr(MESSAGES.structureInvalidUrl);
    const bad = unknownKey(v, ['url', 'format', 'asym_id', 'assembly_id'], 'structure value');
    if (bad) return bad;
    if (v.asym_id !== undefined && v.assembly_id !== undefined)
      return structural('structure value needs at most one of assembly_id and asym_id');
  } else if (v.data !== undefined) {
    if (typeof v.data !== 'string' || !BASE64_PATTERN.test(v.data)) return structural('structure data must be base64');
    if (!includes(STRUCTURE_URL_FORMATS, v.format)) return resultErr(MESSAGES.structureInvalidUrl);
    const bad = unknownKey(v, ['data', 'format'], 'structure value');
    if (bad) return bad;
  } else {
    return resultErr(MESSAGES.structureInvalidEntryId);
  }
  if (p.operator !== undefined && !includes(STRUCTURE_OPERATORS, p.operator))
    return invalidOption('operator', p.operator);
  if (p.target_search_space !== undefined && !includes(TARGET_SEARCH_SPACES, p.target_search_space)) {
    return invalidOption('target_search_space', p.target_search_space);
  }
  if (p.similarity_type !== undefined && !includes(['local', 'global'], p.similarity_type))
    return invalidOption('similarity_type', p.similarity_type);
  if (
    p.number_of_candidates !== undefined &&
    (!isInteger(p.number_of_candidates) || p.number_of_candidates < 0 || p.number_of_candidates > 15000)
  ) {
    return structural('number_of_candidates must be an integer up to 15000');
  }
  if (
    p.ptmscore_cutoff !== undefined &&
    !(typeof p.ptmscore_cutoff === 'number' && p.ptmscore_cutoff >= 0 && p.ptmscore_cutoff <= 1)
  ) {
    return structural('ptmscore_cutoff must be between 0 and 1');
  }
  return null;
}

function checkSequenceTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['value', 'sequence_type', 'evalue_cutoff', 'identity_cutoff'], 'sequence parameters');
  if (extra) return extra;
  const type = p.sequence_type ?? DEFAULTS.sequenceType;
  if (!includes(SEQUENCE_TYPES, type)) return invalidOption('sequence_type', type);
  if (typeof p.value !== 'string') return resultErr(MESSAGES.sequenceTooShort);
  const sequence = checkSequenceValue(p.value, type);
  if (!sequence.ok) return sequence;
  if (p.evalue_cutoff !== undefined && parseNonNegativeNumber(p.evalue_cutoff) === null)
    return resultErr(MESSAGES.evalueInvalid);
  if (
    p.identity_cutoff !== undefined &&
    !(typeof p.identity_cutoff === 'number' && p.identity_cutoff >= 0 && p.identity_cutoff <= 1)
  ) {
    return resultErr(MESSAGES.identityInvalid);
  }
  return null;
}

function checkSeqmotifTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['value', 'pattern_type', 'sequence_type'], 'seqmotif parameters');
  if (extra) return extra;
  if (typeof p.value !== 'string' || p.value.trim().length < LIMITS.minMotifLength)
    return resultErr(MESSAGES.motifTooShort);
  if (!includes(PATTERN_TYPES, p.pattern_type)) return invalidOption('pattern_type', p.pattern_type);
  if (p.sequence_type !== undefined && !includes(SEQUENCE_TYPES, p.sequence_type))
    return invalidOption('sequence_type', p.sequence_type);
  return null;
}

function checkChemicalTerminal(p: UnknownRecord): Err | null {
  if (typeof p.value !== 'string' || p.value.trim() === '') return resultErr(MESSAGES.chemicalValueRequired);
  if (p.type === 'formula') {
    const extra = unknownKey(p, ['type', 'value', 'match_subset'], 'chemical parameters');
    if (extra) return extra;
    if (p.match_subset !== undefined && typeof p.match_subset !== 'boolean')
      return structural('match_subset must be a boolean');
    return null;
  }
  if (p.type !== 'descriptor') return invalidOption('type', p.type);
  const extra = unknownKey(p, ['type', 'value', 'descriptor_type', 'match_type'], 'chemical parameters');
  if (extra) return extra;
  if (!includes(DESCRIPTOR_TYPES, p.descriptor_type)) return invalidOption('descriptor_type', p.descriptor_type);
  if (p.match_type !== undefined && !includes(ALL_CHEMICAL_MATCH_TYPES, p.match_type))
    return invalidOption('match_type', p.match_type);
  return null;
}

function checkFullTextTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['value'], 'full_text parameters');
  if (extra) return extra;
  if (typeof p.value !== 'string' || p.value.trim() === '') return resultErr(MESSAGES.emptyQuery);
  if (isWildcardOnly(p.value)) return resultErr(MESSAGES.wildcardNotSupported);
  const clean = sanitizeFullText(p.value);
  return clean.ok ? null : clean;
}

function checkTerminal(node: UnknownRecord): Err | null {
  const extra = unknownKey(node, ['type', 'service', 'parameters', 'node_id', 'label'], 'terminal node');
  if (extra) return extra;
  if (node.node_id !== undefined && !isInteger(node.node_id)) return structural('node_id must be an integer');
  if (node.label !== undefined && typeof node.label !== 'string') return structural('label must be a string');
  const p = node.parameters;
  if (!isRecord(p)) return resultErr(MESSAGES.noParameters);
  switch (node.service) {
    case 'full_text':
      return checkFullTextTerminal(p);
    case 'text':
    case 'text_chem':
      return checkAttributeTerminal(p);
    case 'sequence':
      return checkSequenceTerminal(p);
    case 'seqmotif':
      return checkSeqmotifTerminal(p);
    case 'structure':
      return checkStructureTerminal(p);
    case 'strucmotif':
      return checkStrucmotifTerminal(p);
    case 'chemical':
      return checkChemicalTerminal(p);
    default:
      return structural(`service '${String(node.service)}' is not supported`);
  }
}

function checkNode(node: unknown, depth: number, budget: { nodes: number }): Err | null {
  if (--budget.nodes < 0) return structural(`the query has more than ${MAX_QUERY_NODES} nodes`);
  if (depth > MAX_QUERY_DEPTH) return structural(`the query is nested deeper than ${MAX_QUERY_DEPTH} levels`);
  if (!isRecord(node)) return structural('every query node must be an object');
  if (node.type === 'terminal') return checkTerminal(node);
  if (node.type !== 'group') return structural(`node type '${String(node.type)}' is not supported`);
  const extra = unknownKey(node, ['type', 'logical_operator', 'nodes', 'label'], 'group node');
  if (extra) return extra;
  if (node.logical_operator !== 'and' && node.logical_operator !== 'or') {
    return structural(`logical_operator '${String(node.logical_operator)}' is not supported`);
  }
  if (!Array.isArray(node.nodes) || node.nodes.length === 0) return resultErr(MESSAGES.emptyQuery);
  for (const child of node.nodes) {
    const problem = checkNode(child, depth + 1, budget);
    if (problem) return problem;
  }
  return null;
}

/** Checks a query tree alone (the ?query= route, counts of one builder section). */
export function validateQueryNode(node: unknown): Result<true> {
  const problem = checkNode(node, 0, { nodes: MAX_QUERY_NODES });
  return problem ?? resultOk(true);
}

function checkSortEntries(sort: unknown): Err | null {
  if (!Array.isArray(sort) || sort.length === 0) return structural('sort must be a non-empty list');
  for (const entry of sort) {
    if (!isRecord(entry) || typeof entry.sort_by !== 'string' || entry.sort_by === '')
      return structural('each sort entry needs sort_by');
    const extra = unknownKey(entry, ['sort_by', 'direction', 'filter'], 'sort entry');
    if (extra) return extra;
    if (entry.direction !== undefined && entry.direction !== 'asc' && entry.direction !== 'desc') {
      return structural(`sort direction '${String(entry.direction)}' is not supported`);
    }
    if (entry.filter !== undefined && !isRecord(entry.filter)) return structural('sort filter must be a node');
  }
  return null;
}

const GROUP_BY_RETURN_TYPES_REQUIRED: Readonly<Record<string, string | null>> = {
  matching_deposit_group_id: 'entry',
  sequence_identity: 'polymer_entity',
  matching_uniprot_accession: 'polymer_entity',
  matching_chemical_component_id: 'non_polymer_entity',
};

function checkGroupBy(groupBy: unknown, returnType: unknown): Err | null {
  if (!isRecord(groupBy)) return structural('group_by must be an object');
  const method = groupBy.aggregation_method;
  if (typeof method !== 'string' || !(method in GROUP_BY_RETURN_TYPES_REQUIRED)) {
    return structural(`aggregation_method '${String(method)}' is not supported`);
  }
  const extra = unknownKey(groupBy, ['aggregation_method', 'ranking_criteria_type', 'similarity_cutoff'], 'group_by');
  if (extra) return extra;
  if (method === 'sequence_identity') {
    if (!includes([100, 95, 90, 70, 50, 30], groupBy.similarity_cutoff))
      return structural('similarity_cutoff must be one of 100, 95, 90, 70, 50, 30');
  } else if (groupBy.similarity_cutoff !== undefined) {
    return structural('similarity_cutoff applies to sequence_identity grouping only');
  }
  const required = GROUP_BY_RETURN_TYPES_REQUIRED[method];
  if (required && returnType !== required) return structural(`grouping by ${method} needs return_type ${required}`);
  const ranking = groupBy.ranking_criteria_type;
  if (ranking !== undefined) {
    if (!isRecord(ranking) || typeof ranking.sort_by !== 'string')
      return structural('ranking_criteria_type needs sort_by');
    if (
      ranking.sort_by === 'coverage' &&
      (method !== 'matching_uniprot_accession' || ranking.direction !== undefined)
    ) {
      return structural('coverage ranking applies to UniProt grouping and takes no direction');
    }
    if (ranking.direction !== undefined && ranking.direction !== 'asc' && ranking.direction !== 'desc') {
      return structural(`ranking direction '${String(ranking.direction)}' is not supported`);
    }
  }
  return null;
}

function checkRequestOptions(options: unknown, returnType: unknown): Err | null {
  if (!isRecord(options)) return structural('request_options must be an object');
  const extra = unknownKey(
    options,
    [
      'paginate',
      'results_content_type',
      'results_verbosity',
      'scoring_strategy',
      'sort',
      'facets',
      'group_by',
      'group_by_return_type',
      'return_all_hits',
      'return_counts',
      'return_explain_metadata',
    ],
    'request_options',
  );
  if (extra) return extra;
  const { paginate } = options;
  if (paginate !== undefined) {
    if (!isRecord(paginate)) return structural('paginate must be an object');
    const bad = unknownKey(paginate, ['start', 'rows'], 'paginate');
    if (bad) return bad;
    if (paginate.start !== undefined && (!isInteger(paginate.start) || paginate.start < 0))
      return structural('paginate.start must be a non-negative integer');
    if (paginate.rows !== undefined && (!isInteger(paginate.rows) || paginate.rows < 0 || paginate.rows > 10000)) {
      return structural('paginate.rows must be an integer from 0 to 10000');
    }
    if (options.return_counts === true || options.return_all_hits === true) {
      return structural('paginate cannot be combined with return_counts or return_all_hits');
    }
  }
  const content = options.results_content_type;
  if (content !== undefined) {
    if (
      !Array.isArray(content) ||
      content.length === 0 ||
      content.some((c) => c !== 'experimental' && c !== 'computational')
    ) {
      return structural('results_content_type must list experimental and/or computational');
    }
  }
  if (
    options.results_verbosity !== undefined &&
    !includes(['compact', 'minimal', 'verbose'], options.results_verbosity)
  ) {
    return invalidOption('results_verbosity', options.results_verbosity);
  }
  if (options.scoring_strategy !== undefined && !includes(SCORING_STRATEGIES, options.scoring_strategy)) {
    return invalidOption('scoring_strategy', options.scoring_strategy);
  }
  if (options.sort !== undefined) {
    const bad = checkSortEntries(options.sort);
    if (bad) return bad;
  }
  if (
    options.facets !== undefined &&
    (!Array.isArray(options.facets) || options.facets.length === 0 || !options.facets.every(isRecord))
  ) {
    return structural('facets must be a non-empty list of facet objects');
  }
  if (options.group_by !== undefined) {
    const bad = checkGroupBy(options.group_by, returnType);
    if (bad) return bad;
  }
  if (options.group_by_return_type !== undefined) {
    if (!includes(['groups', 'representatives'], options.group_by_return_type))
      return invalidOption('group_by_return_type', options.group_by_return_type);
    if (options.group_by === undefined) return structural('group_by_return_type needs group_by');
  }
  for (const flag of ['return_all_hits', 'return_counts', 'return_explain_metadata'] as const) {
    if (options[flag] !== undefined && typeof options[flag] !== 'boolean')
      return structural(`${flag} must be a boolean`);
  }
  return null;
}

/**
 * Validates a whole wire request (after legacy normalisation). Returns the request typed, or the
 * first problem found.
 */
export function validateSearchRequest(request: unknown): Result<SearchRequest> {
  if (request === undefined || request === null || request === '') return resultErr(MESSAGES.missingRequest);
  if (!isRecord(request)) return structural('the request must be a JSON object');
  const extra = unknownKey(request, ['query', 'return_type', 'request_options', 'request_info'], 'request');
  if (extra) return extra;
  if (
    !includes(
      ['entry', 'polymer_entity', 'non_polymer_entity', 'polymer_instance', 'assembly', 'mol_definition'],
      request.return_type,
    )
  ) {
    return invalidOption('return_type', request.return_type);
  }
  if (request.query !== undefined) {
    const problem = checkNode(request.query, 0, { nodes: MAX_QUERY_NODES });
    if (problem) return problem;
  }
  if (request.request_options !== undefined) {
    const problem = checkRequestOptions(request.request_options, request.return_type);
    if (problem) return problem;
  }
  const info = request.request_info;
  if (info !== undefined) {
    if (!isRecord(info) || Object.keys(info).length === 0) return structural('request_info must be a non-empty object');
    const bad = unknownKey(info, ['query_id', 'src'], 'request_info');
    if (bad) return bad;
    if (info.query_id !== undefined && typeof info.query_id !== 'string')
      return structural('query_id must be a string');
    if (info.src !== undefined && !includes(['ui', 'mypdb_service', 'mypdb_user', 'rcsb_test'], info.src))
      return invalidOption('src', info.src);
  }
  return resultOk(request as unknown as SearchRequest);
}
