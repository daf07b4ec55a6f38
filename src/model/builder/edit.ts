// Edits of the query builder's tree (seed 000 §2, §4): sections open or close, terminals and
// subgroups are added and removed, AND/OR and NOT toggle, an operator change between range and
// non-range clears the value. Every function mutates the sections it is given in place, so the
// store can apply it to its proxy directly; each node id is unique within the builder.

import type {
  AttributeDefinition,
  AttributeOperator,
  BuilderGroupNode,
  BuilderNode,
  BuilderSection,
  BuilderTerminalNode,
  SelectorItem,
  ServiceType,
} from '../types.ts';
import { SERVICE_TYPES } from '../constants/vocabulary.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { isRangeOperator } from '../validation/attribute.ts';

export type NewId = () => string;

/** Services whose section holds a tree of terminals; the others hold exactly one terminal. */
export const TREE_SERVICES: readonly ServiceType[] = ['full_text', 'text', 'text_chem'];

export function isTreeService(service: ServiceType): boolean {
  return TREE_SERVICES.includes(service);
}

/** A terminal with nothing typed yet, with the seed's defaults for its service. */
export function newTerminal(service: ServiceType, newId: NewId): BuilderTerminalNode {
  const id = newId();
  switch (service) {
    case 'full_text':
      return { id, type: 'terminal', service, parameters: { value: '' } };
    case 'text':
    case 'text_chem':
      return { id, type: 'terminal', service, parameters: { attribute: '', operator: 'exact_match' } };
    case 'sequence':
      return {
        id,
        type: 'terminal',
        service,
        parameters: {
          value: '',
          sequence_type: DEFAULTS.sequenceType,
          evalue_cutoff: DEFAULTS.evalueCutoff,
          identity_cutoff: DEFAULTS.identityCutoffPercent,
        },
      };
    case 'seqmotif':
      return {
        id,
        type: 'terminal',
        service,
        parameters: { value: '', pattern_type: DEFAULTS.patternType, sequence_type: DEFAULTS.sequenceType },
      };
    case 'structure':
      return {
        id,
        type: 'terminal',
        service,
        parameters: { operator: DEFAULTS.structureOperator, value: {}, source: 'entry_id' },
      };
    case 'strucmotif':
      return {
        id,
        type: 'terminal',
        service,
        parameters: {
          value: {},
          residues: [],
          rmsd_cutoff: DEFAULTS.rmsdCutoff,
          atom_pairing_scheme: DEFAULTS.atomPairingScheme,
          source: 'entry_id',
        },
      };
    case 'chemical':
      return { id, type: 'terminal', service, parameters: { type: DEFAULTS.chemicalType, value: '' } };
  }
}

export function newGroup(service: ServiceType, newId: NewId, isRoot = false): BuilderGroupNode {
  const group: BuilderGroupNode = { id: newId(), type: 'group', logical_operator: 'and', nodes: [] };
  if (isRoot) group.is_root = true;
  group.nodes.push(newTerminal(service, newId));
  return group;
}

export function newSection(service: ServiceType, newId: NewId, open = true): BuilderSection {
  return { service, open, root: newGroup(service, newId, true), count: null };
}

/** Sections in SERVICES order. */
export function sortSections(sections: BuilderSection[]): void {
  sections.sort((a, b) => SERVICE_TYPES.indexOf(a.service) - SERVICE_TYPES.indexOf(b.service));
}

/** The section of a service, added (in SERVICES order) when not yet present (seed 000 §4). */
export function ensureSection(sections: BuilderSection[], service: ServiceType, newId: NewId): BuilderSection {
  const found = sections.find((s) => s.service === service);
  if (found) return found;
  sections.push(newSection(service, newId));
  sortSections(sections);
  return sections.find((s) => s.service === service) as BuilderSection;
}

export interface NodeLocation {
  node: BuilderNode;
  /** null for a section's root group. */
  parent: BuilderGroupNode | null;
  section: BuilderSection;
}

function locateIn(group: BuilderGroupNode, id: string, section: BuilderSection): NodeLocation | null {
  for (const child of group.nodes) {
    if (child.id === id) return { node: child, parent: group, section };
    if (child.type === 'group') {
      const found = locateIn(child, id, section);
      if (found) return found;
    }
  }
  return null;
}

export function locate(sections: readonly BuilderSection[], id: string): NodeLocation | null {
  for (const section of sections) {
    if (section.root.id === id) return { node: section.root, parent: null, section };
    const found = locateIn(section.root, id, section);
    if (found) return found;
  }
  return null;
}

export function findTerminal(sections: readonly BuilderSection[], id: string): BuilderTerminalNode | null {
  const found = locate(sections, id);
  return found?.node.type === 'terminal' ? found.node : null;
}

export function findGroup(sections: readonly BuilderSection[], id: string): BuilderGroupNode | null {
  const found = locate(sections, id);
  return found?.node.type === 'group' ? found.node : null;
}

/** Add Attribute / Add Term: a new empty terminal at the end of the group. */
export function addTerminal(sections: BuilderSection[], groupId: string, newId: NewId): BuilderTerminalNode | null {
  const found = locate(sections, groupId);
  if (found?.node.type !== 'group') return null;
  const terminal = newTerminal(found.section.service, newId);
  found.node.nodes.push(terminal);
  return terminal;
}

/** Add Subquery: a new group holding one empty terminal at the end of the group. */
export function addSubgroup(sections: BuilderSection[], groupId: string, newId: NewId): BuilderGroupNode | null {
  const found = locate(sections, groupId);
  if (found?.node.type !== 'group') return null;
  const group = newGroup(found.section.service, newId);
  found.node.nodes.push(group);
  return group;
}

/**
 * Removes a terminal or a subgroup (Remove Subquery; a root is never removed). A group left
 * empty goes too, up to the root, and a root left empty gets one empty terminal again, so every
 * section always offers an input.
 */
export function removeNode(sections: BuilderSection[], id: string, newId: NewId): boolean {
  const found = locate(sections, id);
  if (!found || !found.parent) return false;
  const { parent, section } = found;
  parent.nodes.splice(parent.nodes.indexOf(found.node), 1);
  if (parent.nodes.length === 0) {
    if (parent === section.root) parent.nodes.push(newTerminal(section.service, newId));
    else removeNode(sections, parent.id, newId);
  }
  return true;
}

export function toggleLogicalOperator(group: BuilderGroupNode): void {
  group.logical_operator = group.logical_operator === 'and' ? 'or' : 'and';
}

type AttributeTerminal = BuilderTerminalNode & { service: 'text' | 'text_chem' };

export function isAttributeTerminal(node: BuilderNode): node is AttributeTerminal {
  return node.type === 'terminal' && (node.service === 'text' || node.service === 'text_chem');
}

/**
 * A chosen attribute: the operator becomes the first the attribute allows (kept when still
 * allowed), the value is cleared, and a nested item keeps its sibling condition on the terminal
 * (builder/builder.ts sends the pair in its own AND group, so both hold on the same record).
 */
export function chooseAttribute(
  terminal: AttributeTerminal,
  item: SelectorItem,
  definition?: AttributeDefinition,
): void {
  const operators = definition?.operators ?? [];
  const keep = operators.includes(terminal.parameters.operator as AttributeOperator);
  const operator = keep ? terminal.parameters.operator : (operators[0] ?? terminal.parameters.operator);
  terminal.parameters = {
    attribute: item.attribute,
    operator,
    ...(terminal.parameters.negation ? { negation: true } : {}),
  };
  terminal.item = { ...item };
  if (definition) terminal.attrObj = { ...definition };
  else delete terminal.attrObj;
}

/** Seed 000 §4: an operator change between range and non-range clears the value. */
export function chooseOperator(
  terminal: AttributeTerminal,
  operator: AttributeTerminal['parameters']['operator'],
): void {
  const before = terminal.parameters.operator;
  terminal.parameters.operator = operator;
  if (isRangeOperator(before) !== isRangeOperator(operator)) delete terminal.parameters.value;
}

/** Every count of the builder back to unknown (any edit, seed 000 §4). */
export function resetCounts(sections: readonly BuilderSection[]): void {
  const reset = (node: BuilderNode): void => {
    if (node.count !== undefined && node.count !== null) node.count = null;
    if (node.type === 'group') node.nodes.forEach(reset);
  };
  for (const section of sections) {
    if (section.count !== undefined && section.count !== null) section.count = null;
    reset(section.root);
  }
}

/** Terminals of a tree, depth first (counts, tests, the developer tools). */
export function terminalsOf(node: BuilderNode): BuilderTerminalNode[] {
  return node.type === 'terminal' ? [node] : node.nodes.flatMap(terminalsOf);
}
