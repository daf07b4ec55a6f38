// Validation of query-builder service input (seed 000 §5, 001 §5) with the seeds' exact messages:
// full text, sequence, sequence motif, structure, structure motif and chemical terminals.
// Attribute terminals are attribute-validation.ts's; whole wire requests are request-validation.ts's.
// Each validator turns what the user typed into wire parameters, or returns the message to alert.
// Nothing here throws for bad input: callers get { ok: false, message }.

import type {
  BuilderChemicalParameters,
  BuilderResidue,
  BuilderSeqmotifParameters,
  BuilderSequenceParameters,
  BuilderStructureParameters,
  BuilderStrucmotifParameters,
  ChemicalParameters,
  FullTextParameters,
  ResidueId,
  Result,
  SeqmotifParameters,
  SequenceParameters,
  StructureParameters,
  StructureValue,
  StrucmotifExchange,
  StrucmotifParameters,
} from './types.ts';
import {
  ALL_CHEMICAL_MATCH_TYPES,
  ATOM_PAIRING_SCHEMES,
  DEFAULTS,
  DESCRIPTOR_TYPES,
  EXCHANGE_RESIDUE_CODES,
  LIMITS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  PATTERN_TYPES,
  SEQUENCE_TYPES,
  STRUCMOTIF_URL_FORMATS,
  STRUCTURE_OPERATORS,
  STRUCTURE_URL_FORMATS,
  TARGET_SEARCH_SPACES,
} from './constants.ts';
import { sanitizeFullText } from './sanitize.ts';
import { resultErr, resultOk } from './result.ts';
import {
  isValidEntryId,
  isValidUrl,
  isWildcardOnly,
  normaliseEntryId,
  parseNonNegativeNumber,
} from './input-values.ts';
import { checkSequenceValue, includes, invalidOption, isBlank, strucmotifErr } from './validation-common.ts';

// ---------------------------------------------------------------------------------------------
// Sequence search cutoffs

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

// ---------------------------------------------------------------------------------------------
// Full text

export function validateFullText(params: FullTextParameters): Result<FullTextParameters> {
  const cleaned = sanitizeFullText(typeof params.value === 'string' ? params.value : '');
  if (!cleaned.ok) return cleaned;
  if (cleaned.value === '') return resultErr(MESSAGES.emptyQuery);
  if (isWildcardOnly(cleaned.value)) return resultErr(MESSAGES.wildcardNotSupported);
  return resultOk({ value: cleaned.value });
}

// ---------------------------------------------------------------------------------------------
// Sequence and sequence motif

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
