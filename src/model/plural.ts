// The one rule for a noun after a number ('1 Structures in 1 groups'): singular
// for exactly one, plural otherwise (0 Structures, 2 Structures). paging.ts's countOf puts the
// formatted number in front.

/** `one` when n is 1, else `many`. */
export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}
