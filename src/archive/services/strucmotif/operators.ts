// Assembly operators for motifs. The index holds the deposited coordinates; a motif residue
// names the operator that places it (struct_oper_id, '1' by default; chained operators as
// '1stx2nd', the same product order as an oper_expression '(1st)(2nd)'). A hit lies in one
// assembly: the first that holds every chain of the hit under one common operator (identity
// preferred), which is also the operator its residues report.

import { IDENTITY, compose, parseOperExpression, type Operator } from '../../images/assembly.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';

export function isIdentity(op: Operator): boolean {
  return op.every((v, i) => Math.abs(v - (IDENTITY[i] ?? 0)) < 1e-6);
}

/** The operator a struct_oper_id names in this structure, or undefined. */
export function resolveOperator(structure: EntryStructure, operId: string): Operator | undefined {
  const direct = structure.operators[operId];
  if (direct) return direct;
  // structures without an operator list still have their deposited coordinates as '1'
  if (operId === '1' && Object.keys(structure.operators).length === 0) return IDENTITY;
  const parts = operId.split('x');
  if (parts.length < 2) return undefined;
  const ops = parts.map((id) => structure.operators[id]);
  if (ops.some((op) => !op)) return undefined;
  return (ops as Operator[]).reduce((acc, op) => compose(acc, op));
}

export interface AssemblyPlacement {
  /** undefined when the structure defines no assemblies (computed models, some NMR files). */
  assemblyId: string | undefined;
  operId: string;
  operator: Operator;
}

interface OperatorChoice {
  id: string;
  operator: Operator;
}

/** Per assembly (in file order), the operators each chain appears under. */
export class AssemblyOperators {
  private readonly assemblies: Array<{ id: string; chains: Map<string, OperatorChoice[]> }> = [];
  private readonly cache = new Map<string, AssemblyPlacement | null>();

  constructor(structure: EntryStructure) {
    const byId = new Map<string, Map<string, OperatorChoice[]>>();
    // per assembly and chain, the operator ids listed (capsids list 60 operators for dozens of chains)
    const listed = new Map<string, Set<string>>();
    for (const gen of structure.assemblies) {
      let chains = byId.get(gen.assemblyId);
      if (!chains) {
        chains = new Map();
        byId.set(gen.assemblyId, chains);
        this.assemblies.push({ id: gen.assemblyId, chains });
      }
      const choices: OperatorChoice[] = [];
      for (const combo of parseOperExpression(gen.operExpression)) {
        const ops = combo.map(
          (id) =>
            structure.operators[id] ??
            (id === '1' && Object.keys(structure.operators).length === 0 ? IDENTITY : undefined),
        );
        if (ops.some((op) => !op)) continue;
        choices.push({ id: combo.join('x'), operator: (ops as Operator[]).reduce((acc, op) => compose(acc, op)) });
      }
      for (const asym of gen.asymIds) {
        const list = chains.get(asym) ?? [];
        const key = `${gen.assemblyId}\u0000${asym}`;
        let ids = listed.get(key);
        if (!ids) listed.set(key, (ids = new Set(list.map((c) => c.id))));
        for (const choice of choices) {
          if (ids.has(choice.id)) continue;
          ids.add(choice.id);
          list.push(choice);
        }
        chains.set(asym, list);
      }
    }
  }

  /** Where a hit on these chains lies, or undefined when no assembly holds them together. */
  placement(asymIds: readonly string[]): AssemblyPlacement | undefined {
    const key = [...new Set(asymIds)].sort().join(',');
    let found = this.cache.get(key);
    if (found === undefined) {
      found = this.find([...new Set(asymIds)]) ?? null;
      this.cache.set(key, found);
    }
    return found ?? undefined;
  }

  private find(asymIds: string[]): AssemblyPlacement | undefined {
    if (this.assemblies.length === 0) return { assemblyId: undefined, operId: '1', operator: IDENTITY };
    for (const assembly of this.assemblies) {
      const lists = asymIds.map((asym) => assembly.chains.get(asym));
      if (lists.some((list) => !list || list.length === 0)) continue;
      const common = lists[0]!.filter((choice) => lists.every((list) => list!.some((c) => c.id === choice.id)));
      if (common.length === 0) continue;
      const chosen = common.find((c) => isIdentity(c.operator)) ?? common[0]!;
      return { assemblyId: assembly.id, operId: chosen.id, operator: chosen.operator };
    }
    return undefined;
  }
}
