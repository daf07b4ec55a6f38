// The shape every id from a URL or a form field must have before anything looks it up.

/** RCSB ids: '4HHB', '4HHB_1', '4HHB-1', '4HHB.A', 'AF_AFP12345F1', 'PRD_000001', 'pdb_00004hhb'. */
const IDENTIFIER_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function hasIdentifierShape(value: string): boolean {
  return IDENTIFIER_SHAPE.test(value);
}
