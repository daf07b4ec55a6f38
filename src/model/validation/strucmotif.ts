// The Structure Motif section (seed 000 §5, §9): its residue-row input filters and the builder's
// check of what the user typed, turned into wire parameters. strucmotifProblems lists every
// problem of the section at once (the form shows them all); validateStrucmotif refuses
// with the first. The rules themselves (reference,
// residue count and ids, exchanges, options) are validation/strucmotif-fields.ts's, which the
// request checks and the archive's strucmotif service share. Nothing here throws: callers get
// { ok: false, message }.

import type {
  AtomPairingScheme,
  BuilderResidue,
  BuilderStrucmotifParameters,
  ResidueId,
  Result,
  StrucmotifExchange,
  StrucmotifParameters,
} from '../types.ts';
import { EXCHANGE_RESIDUE_CODES } from '../constants/vocabulary.ts';
import { DEFAULTS, LIMITS } from '../constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { normaliseEntryId, parseNonNegativeNumber } from '../input-values.ts';
import { isBlank, strucmotifErr } from './common.ts';
import {
  checkExchangeCodes,
  checkResidueCount,
  checkStrucmotifOptions,
  checkStrucmotifReference,
} from './strucmotif-fields.ts';

/** Residue number input accepts digits only. */
export function filterResidueNumberInput(input: string): string {
  return input.replace(/\D+/g, '');
}

/** The longest residue code an exchange names: a longer entry is two codes glued together. */
const LONGEST_EXCHANGE_CODE = Math.max(...EXCHANGE_RESIDUE_CODES.map((code) => code.length));

/**
 * Exchanges input, upper-cased. A fifth entry is refused, not cut off (cutting it dropped the
 * fifth comma and glued the next code onto the fourth): so is a fourth code grown longer than any
 * residue code, and a longer code anywhere is refused as unknown. The caller keeps the text it had
 * and shows the message.
 */
export function acceptExchangesInput(input: string): Result<string> {
  const text = input.toUpperCase();
  const entries = text.split(',');
  const tooLong = entries.findIndex((entry) => entry.trim().length > LONGEST_EXCHANGE_CODE);
  if (entries.length > LIMITS.maxExchanges || (tooLong === LIMITS.maxExchanges - 1 && tooLong === entries.length - 1))
    return strucmotifErr(MESSAGES.strucmotifTooManyExchanges);
  if (tooLong >= 0) return strucmotifErr(MESSAGE_TEMPLATES.strucmotifUnknownExchange(entries[tooLong]!.trim()));
  return resultOk(text);
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

/** The inputs of a residue row. */
export type ResidueField = 'label_asym_id' | 'struct_oper_id' | 'label_seq_id' | 'exchanges';

function residueParts(residue: BuilderResidue): Record<Exclude<ResidueField, 'exchanges'>, string> {
  const text = (value: unknown) => (isBlank(value) ? '' : String(value).trim());
  return {
    label_asym_id: text(residue.label_asym_id),
    struct_oper_id: text(residue.struct_oper_id),
    label_seq_id: text(residue.label_seq_id),
  };
}

/** The id inputs of a row that are missing or not a residue number. */
function incompleteFields(residue: BuilderResidue): ResidueField[] {
  const parts = residueParts(residue);
  const missing: ResidueField[] = [];
  if (parts.label_asym_id === '') missing.push('label_asym_id');
  if (parts.struct_oper_id === '') missing.push('struct_oper_id');
  if (!/^\d+$/.test(parts.label_seq_id)) missing.push('label_seq_id');
  return missing;
}

function residueId(residue: BuilderResidue): ResidueId | null {
  if (incompleteFields(residue).length > 0) return null;
  const parts = residueParts(residue);
  return {
    label_asym_id: parts.label_asym_id,
    label_seq_id: Number(parts.label_seq_id),
    struct_oper_id: parts.struct_oper_id,
  };
}

type MotifReference = { entry_id: string } | { url: string; format: 'cif' | 'bcif' };

/** The reference the section's source names: an entry id, or a URL with its format (typed in any case). */
function motifReference(params: BuilderStrucmotifParameters): Result<MotifReference> {
  const v = params.value ?? {};
  const hasEntry = !isBlank(v.entry_id);
  const hasUrl = !isBlank(v.url);
  const useEntry = params.source ? params.source === 'entry_id' : hasEntry || !hasUrl;
  if (useEntry && hasEntry) {
    const checked = checkStrucmotifReference({ entry_id: v.entry_id });
    return checked.ok ? resultOk({ entry_id: normaliseEntryId(v.entry_id) }) : checked;
  }
  if (!useEntry && hasUrl) {
    const format = isBlank(v.format) ? undefined : String(v.format).trim().toLowerCase();
    const checked = checkStrucmotifReference({ url: v.url, format });
    return checked.ok ? resultOk({ url: String(v.url).trim(), format: format as 'cif' | 'bcif' }) : checked;
  }
  return strucmotifErr(MESSAGES.strucmotifReferenceRequired);
}

/** The RMSD cutoff typed (2 when blank), within the options' rules. */
function rmsdCutoff(params: BuilderStrucmotifParameters): Result<{ rmsd: number; scheme: AtomPairingScheme }> {
  const rmsd = isBlank(params.rmsd_cutoff) ? DEFAULTS.rmsdCutoff : parseNonNegativeNumber(params.rmsd_cutoff);
  if (rmsd === null) return strucmotifErr(MESSAGES.strucmotifInvalidRmsd);
  const scheme = params.atom_pairing_scheme ?? DEFAULTS.atomPairingScheme;
  return checkStrucmotifOptions({ rmsd_cutoff: rmsd, atom_pairing_scheme: scheme }) ?? resultOk({ rmsd, scheme });
}

/** One problem of the section: about the reference, a residue row (by its index in the table), the residue count or the options. */
export type StrucmotifProblem =
  | { field: 'reference' | 'count' | 'options'; message: string }
  | { field: 'residue'; row: number; inputs: ResidueField[]; message: string };

/** Every problem of the section, in the order the form shows them; none when it may be sent. */
export function strucmotifProblems(params: BuilderStrucmotifParameters): StrucmotifProblem[] {
  const problems: StrucmotifProblem[] = [];
  const reference = motifReference(params);
  if (!reference.ok) problems.push({ field: 'reference', message: reference.message });
  let rows = 0;
  (params.residues ?? []).forEach((residue, row) => {
    if (isBlankResidue(residue)) return;
    rows += 1;
    const missing = incompleteFields(residue);
    if (missing.length > 0)
      problems.push({
        field: 'residue',
        row,
        inputs: missing,
        message: MESSAGE_TEMPLATES.strucmotif(MESSAGES.strucmotifResidueIncomplete),
      });
    const badCodes = checkExchangeCodes(parseExchanges(residue.exchanges));
    if (badCodes) problems.push({ field: 'residue', row, inputs: ['exchanges'], message: badCodes.message });
  });
  const count = checkResidueCount(rows);
  if (count) problems.push({ field: 'count', message: count.message });
  const options = rmsdCutoff(params);
  if (!options.ok) problems.push({ field: 'options', message: options.message });
  return problems;
}

export function validateStrucmotif(params: BuilderStrucmotifParameters): Result<StrucmotifParameters> {
  const [first] = strucmotifProblems(params);
  if (first) return resultErr(first.message);
  const reference = motifReference(params);
  const options = rmsdCutoff(params);
  if (!reference.ok) return reference;
  if (!options.ok) return options;

  const residueIds: ResidueId[] = [];
  const exchanges: StrucmotifExchange[] = [];
  for (const row of dropBlankResidues(params.residues ?? [])) {
    const id = residueId(row);
    if (!id) return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
    residueIds.push(id);
    const allowed = parseExchanges(row.exchanges);
    if (allowed.length > 0) exchanges.push({ residue_id: { ...id }, allowed });
  }
  const result: StrucmotifParameters = {
    value: { ...reference.value, residue_ids: residueIds } as StrucmotifParameters['value'],
    rmsd_cutoff: options.value.rmsd,
    atom_pairing_scheme: options.value.scheme,
  };
  if (exchanges.length > 0) result.exchanges = exchanges;
  return resultOk(result);
}
