// Biological assemblies from pdbx_struct_assembly_gen: which chains, under which operators.
// An oper_expression is a product of parenthesised lists, e.g. '(X0)(1-10,21-30)' means X0 applied
// after each of 1..10 and 21..30; '1,2' and '(1-60)' are single lists.

import type { CifData } from '../ingest/cif-table.ts';

/** Row-major 3×4 [R | t]. */
export type Operator = readonly number[];

/** The operator that leaves coordinates as deposited. */
export const IDENTITY: Operator = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

export interface AssemblyPart {
  asymIds: Set<string>;
  operators: Operator[];
}

export function parseOperExpression(expression: string): string[][] {
  const groups = expression.includes('(') ? [...expression.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!) : [expression];
  const lists = groups.map((group) =>
    group.split(',').flatMap((item) => {
      const range = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(item);
      if (!range) return item.trim() ? [item.trim()] : [];
      const [from, to] = [Number(range[1]), Number(range[2])];
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => String(from + i));
    }),
  );
  // Cartesian product, leftmost list outermost: each combination is applied right to left.
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((id) => [...prefix, id])), [[]]);
}

export function readOperators(data: CifData): Map<string, Operator> {
  const table = data.table('pdbx_struct_oper_list');
  const operators = new Map<string, Operator>();
  if (!table) return operators;
  for (let row = 0; row < table.rowCount; row++) {
    const id = table.str('id', row);
    if (!id) continue;
    const m = (i: number, j: number) => table.num(`matrix[${i}][${j}]`, row) ?? (i === j ? 1 : 0);
    const t = (i: number) => table.num(`vector[${i}]`, row) ?? 0;
    operators.set(id, [
      m(1, 1),
      m(1, 2),
      m(1, 3),
      t(1),
      m(2, 1),
      m(2, 2),
      m(2, 3),
      t(2),
      m(3, 1),
      m(3, 2),
      m(3, 3),
      t(3),
    ]);
  }
  return operators;
}

export function compose(a: Operator, b: Operator): Operator {
  const out: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) out.push(a[i * 4]! * b[j]! + a[i * 4 + 1]! * b[4 + j]! + a[i * 4 + 2]! * b[8 + j]!);
    out.push(a[i * 4]! * b[3]! + a[i * 4 + 1]! * b[7]! + a[i * 4 + 2]! * b[11]! + a[i * 4 + 3]!);
  }
  return out;
}

export function applyOperator(op: Operator, points: readonly number[]): number[] {
  const out = new Array<number>(points.length);
  for (let k = 0; k < points.length; k += 3) {
    const [x, y, z] = [points[k]!, points[k + 1]!, points[k + 2]!];
    out[k] = op[0]! * x + op[1]! * y + op[2]! * z + op[3]!;
    out[k + 1] = op[4]! * x + op[5]! * y + op[6]! * z + op[7]!;
    out[k + 2] = op[8]! * x + op[9]! * y + op[10]! * z + op[11]!;
  }
  return out;
}

/** The parts of one assembly, or undefined when the file does not define it. */
export function readAssembly(data: CifData, assemblyId: string): AssemblyPart[] | undefined {
  const gen = data.table('pdbx_struct_assembly_gen');
  if (!gen) return undefined;
  const operators = readOperators(data);
  const parts: AssemblyPart[] = [];
  for (const row of gen.rowsWhere('assembly_id', assemblyId)) {
    const expression = gen.str('oper_expression', row);
    const asymList = gen.str('asym_id_list', row);
    if (!expression || !asymList) continue;
    const ops = parseOperExpression(expression).flatMap((combo) => {
      const resolved = combo.map((id) => operators.get(id));
      if (resolved.some((op) => !op)) return [];
      return [(resolved as Operator[]).reduce((acc, op) => compose(acc, op))];
    });
    parts.push({ asymIds: new Set(asymList.split(',').map((s) => s.trim())), operators: ops });
  }
  return parts.length ? parts : undefined;
}
