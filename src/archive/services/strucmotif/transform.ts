// A point transform from an assembly operator (row-major 3×4).

import type { Operator } from '../../images/assembly.ts';
import type { Vec3 } from './representatives.ts';

export function operatorTransform(op: Operator): (p: Vec3) => Vec3 {
  return (p) => [
    op[0]! * p[0] + op[1]! * p[1] + op[2]! * p[2] + op[3]!,
    op[4]! * p[0] + op[5]! * p[1] + op[6]! * p[2] + op[7]!,
    op[8]! * p[0] + op[9]! * p[1] + op[10]! * p[2] + op[11]!,
  ];
}
