// The Structure Motif section (seed 000 §5, §9): its residue-row input filters and the builder's
// check of what the user typed, turned into wire parameters. The rules themselves (reference,
// residue count and ids, exchanges, options) are validation-strucmotif-fields.ts's, which the
// request checks and the archive's strucmotif service share. Nothing here throws: callers get
// { ok: false, message }.

import type {
  BuilderResidue,
  BuilderStrucmotifParameters,
  ResidueId,
  Result,
  StrucmotifExchange,
  StrucmotifParameters,
} from './types.ts';
import { DEFAULTS, LIMITS, MESSAGES } from './constants.ts';
import { resultOk } from './result.ts';
import { normaliseEntryId, parseNonNegativeNumber } from './input-values.ts';
import { isBlank, strucmotifErr } from './validation-common.ts';
import {
  checkExchangeCodes,
  checkResidueCount,
  checkStrucmotifOptions,
  checkStrucmotifReference,
} from './validation-strucmotif-fields.ts';

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

export function validateStrucmotif(params: BuilderStrucmotifParameters): Result<StrucmotifParameters> {
  const reference = motifReference(params);
  if (!reference.ok) return reference;

  const rows = dropBlankResidues(params.residues ?? []);
  const residueIds: ResidueId[] = [];
  const exchanges: StrucmotifExchange[] = [];
  for (const row of rows) {
    const id = residueId(row);
    if (id === null) return strucmotifErr(MESSAGES.strucmotifResidueIncomplete);
    residueIds.push(id);
    const allowed = parseExchanges(row.exchanges);
    const badCodes = checkExchangeCodes(allowed);
    if (badCodes) return badCodes;
    if (allowed.length > 0) exchanges.push({ residue_id: { ...id }, allowed });
  }
  const count = checkResidueCount(residueIds.length);
  if (count) return count;

  const rmsd = isBlank(params.rmsd_cutoff) ? DEFAULTS.rmsdCutoff : parseNonNegativeNumber(params.rmsd_cutoff);
  if (rmsd === null) return strucmotifErr(MESSAGES.strucmotifInvalidRmsd);
  const scheme = params.atom_pairing_scheme ?? DEFAULTS.atomPairingScheme;
  const badOption = checkStrucmotifOptions({ rmsd_cutoff: rmsd, atom_pairing_scheme: scheme });
  if (badOption) return badOption;

  const result: StrucmotifParameters = {
    value: { ...reference.value, residue_ids: residueIds } as StrucmotifParameters['value'],
    rmsd_cutoff: rmsd,
    atom_pairing_scheme: scheme,
  };
  if (exchanges.length > 0) result.exchanges = exchanges;
  return resultOk(result);
}
