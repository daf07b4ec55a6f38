// Wire terminal -> builder terminal, the reverse of terminalToQuery (builder/builder.ts) and the service
// validators (validation.ts, validation/attribute.ts): ranges back to the object form, the
// shortcut date ranges back to their operators, identity cutoff fraction back to an integer
// percent, structure and motif references back to the builder's inputs. Options the builder has
// no input for (structure number_of_candidates, motif tolerances and limits) are not carried.

import type {
  AttributeParameters,
  BuilderAttributeParameters,
  BuilderResidue,
  BuilderStructureValue,
  BuilderTerminalNode,
  QueryNode,
  ResidueId,
  Result,
  SelectorItem,
  StrucmotifParameters,
  StructureParameters,
  TerminalNode,
} from '../types.ts';
import { DATE_SHORTCUT_RANGES } from '../constants/vocabulary.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { resultOk } from '../result.ts';

/** Menu item for an attribute paired with a sibling condition (nested attributes); from the UI metadata. */
/** With the sibling's value it answers that pair's own menu item ('Identifier - Pfam'). */
export type NestedItemLookup = (
  attribute: string,
  nestedAttribute: string,
  service: 'text' | 'text_chem',
  value?: string,
) => SelectorItem | undefined;

export interface TerminalContext {
  newId: () => string;
  nestedItem?: NestedItemLookup;
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

function shortcutOperator(p: AttributeParameters): keyof typeof DATE_SHORTCUT_RANGES | null {
  const value = p.value;
  if (p.operator !== 'range' || value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value).sort().join(',');
  for (const name of Object.keys(DATE_SHORTCUT_RANGES) as Array<keyof typeof DATE_SHORTCUT_RANGES>) {
    const shortcut = DATE_SHORTCUT_RANGES[name];
    if (keys === 'from,to' && value.from === shortcut.from && value.to === shortcut.to) return name;
  }
  return null;
}

function attributeParameters(p: AttributeParameters): BuilderAttributeParameters {
  const shortcut = shortcutOperator(p);
  const out: BuilderAttributeParameters = { attribute: p.attribute, operator: shortcut ?? p.operator };
  if (shortcut === null && p.operator !== 'exists' && p.value !== undefined) out.value = copy(p.value);
  if (typeof p.negation === 'boolean') out.negation = p.negation;
  if (typeof p.case_sensitive === 'boolean') out.case_sensitive = p.case_sensitive;
  return out;
}

function structureParameters(p: StructureParameters): BuilderTerminalNode['parameters'] {
  const v = p.value as Partial<Record<'entry_id' | 'asym_id' | 'assembly_id' | 'url' | 'format' | 'data', string>>;
  const value: BuilderStructureValue = {};
  for (const key of ['entry_id', 'asym_id', 'assembly_id', 'url', 'format'] as const) {
    if (typeof v[key] === 'string') value[key] = v[key];
  }
  // A base64 file (deprecated `data`) has no builder input: it opens as an upload still to choose.
  const source = v.data !== undefined ? 'upload' : v.url !== undefined ? 'url' : 'entry_id';
  const out = { operator: p.operator ?? DEFAULTS.structureOperator, value, source } as const;
  return p.target_search_space ? { ...out, target_search_space: p.target_search_space } : out;
}

const sameResidue = (a: ResidueId, b: ResidueId): boolean =>
  a.label_asym_id === b.label_asym_id &&
  a.label_seq_id === b.label_seq_id &&
  (a.struct_oper_id ?? DEFAULTS.structOperId) === (b.struct_oper_id ?? DEFAULTS.structOperId);

function strucmotifParameters(p: StrucmotifParameters): BuilderTerminalNode['parameters'] {
  const v = p.value as Partial<Record<'entry_id' | 'url' | 'format' | 'data', string>> & { residue_ids?: ResidueId[] };
  const residues: BuilderResidue[] = (v.residue_ids ?? []).map((id) => {
    const allowed = (p.exchanges ?? []).find((exchange) => sameResidue(exchange.residue_id, id))?.allowed ?? [];
    const residue: BuilderResidue = {
      label_asym_id: id.label_asym_id,
      struct_oper_id: id.struct_oper_id ?? DEFAULTS.structOperId,
      label_seq_id: id.label_seq_id,
    };
    return allowed.length > 0 ? { ...residue, exchanges: allowed.join(',') } : residue;
  });
  const value: { entry_id?: string; url?: string; format?: string } = {};
  for (const key of ['entry_id', 'url', 'format'] as const) if (typeof v[key] === 'string') value[key] = v[key];
  const source = v.data !== undefined ? 'upload' : v.url !== undefined ? 'url' : 'entry_id';
  return {
    value,
    residues,
    rmsd_cutoff: p.rmsd_cutoff ?? DEFAULTS.rmsdCutoff,
    atom_pairing_scheme: p.atom_pairing_scheme ?? DEFAULTS.atomPairingScheme,
    source,
  };
}

/** The builder parameters that validate back to these wire parameters. */
function builderParameters(node: TerminalNode): Result<BuilderTerminalNode['parameters']> {
  switch (node.service) {
    case 'full_text':
      return resultOk({ value: node.parameters.value });
    case 'text':
    case 'text_chem':
      return resultOk(attributeParameters(node.parameters));
    case 'sequence': {
      const p = node.parameters;
      return resultOk({
        value: p.value,
        sequence_type: p.sequence_type ?? DEFAULTS.sequenceType,
        evalue_cutoff: p.evalue_cutoff ?? '',
        // The builder takes an integer percent; the wire carries the fraction.
        identity_cutoff: typeof p.identity_cutoff === 'number' ? Math.round(p.identity_cutoff * 100) : '',
      });
    }
    case 'seqmotif': {
      const p = node.parameters;
      return resultOk({
        value: p.value,
        pattern_type: p.pattern_type,
        sequence_type: p.sequence_type ?? DEFAULTS.sequenceType,
      });
    }
    case 'structure':
      return resultOk(structureParameters(node.parameters));
    case 'strucmotif':
      return resultOk(strucmotifParameters(node.parameters));
    case 'chemical':
      return resultOk({ ...node.parameters });
  }
}

/** One wire terminal -> one builder terminal with a fresh id (label kept). */
export function terminalToBuilder(node: TerminalNode, ctx: TerminalContext): Result<BuilderTerminalNode> {
  const parameters = builderParameters(node);
  if (!parameters.ok) return parameters;
  const terminal = { id: ctx.newId(), type: 'terminal', service: node.service, parameters: parameters.value };
  return resultOk(
    (typeof node.label === 'string' && node.label !== ''
      ? { ...terminal, label: node.label }
      : terminal) as BuilderTerminalNode,
  );
}

const isPlainSibling = (node: QueryNode): node is TerminalNode & { parameters: AttributeParameters } => {
  if (node.type !== 'terminal' || node.label !== undefined) return false;
  const p = node.parameters as Partial<AttributeParameters>;
  const keys = Object.keys(p).sort().join(',');
  return (
    keys === 'attribute,operator,value' &&
    p.operator === 'exact_match' &&
    typeof p.value === 'string' &&
    p.value !== '' &&
    p.value === p.value.trim()
  );
};

/**
 * builder/builder.ts sends a nested attribute (a terminal whose menu item names a sibling condition) as
 * an AND group of exactly the terminal and `sibling = value`. Which attribute is nested is known
 * only from the UI metadata, so a pair is recognised only when `nestedItem` confirms it; without
 * it the group stays a group of two plain terminals, which builds the same request.
 */
export function nestedPair(node: QueryNode, ctx: TerminalContext): { main: TerminalNode; item: SelectorItem } | null {
  if (!ctx.nestedItem || node.type !== 'group' || node.logical_operator !== 'and' || node.nodes.length !== 2)
    return null;
  const [main, sibling] = node.nodes as [QueryNode, QueryNode];
  if (main.type !== 'terminal' || main.label !== undefined || !isPlainSibling(sibling)) return null;
  if ((main.service !== 'text' && main.service !== 'text_chem') || sibling.service !== main.service) return null;
  const value = String(sibling.parameters.value);
  const item = ctx.nestedItem(main.parameters.attribute, sibling.parameters.attribute, main.service, value);
  if (!item || item.nested_attribute !== sibling.parameters.attribute) return null;
  const labelled = node.label ? { ...main, label: node.label } : main;
  return { main: labelled, item: { ...item, nested_attribute_value: value } };
}

/** A nested pair (see nestedPair) -> one builder terminal carrying the menu item; null if not a pair. */
export function nestedPairToBuilder(node: QueryNode, ctx: TerminalContext): Result<BuilderTerminalNode> | null {
  const pair = nestedPair(node, ctx);
  if (!pair) return null;
  const terminal = terminalToBuilder(pair.main, ctx);
  return terminal.ok ? resultOk({ ...terminal.value, item: pair.item } as BuilderTerminalNode) : terminal;
}
