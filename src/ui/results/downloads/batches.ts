// Batch ranges of a download too large for one file: 1-2500, 2501-5000, ...

export interface BatchRange {
  index: number;
  /** 0-based offset of the first record (paginate.start). */
  start: number;
  /** Records in this batch (paginate.rows of the last batch may be fewer than the size). */
  rows: number;
  /** '2501 - 5000', 1-based and inclusive as users count. */
  label: string;
}

export function batchRanges(total: number, size: number): BatchRange[] {
  const step = Math.max(1, Math.floor(size));
  const count = Math.max(0, Math.floor(total));
  const ranges: BatchRange[] = [];
  for (let start = 0, index = 0; start < count; start += step, index++) {
    const rows = Math.min(step, count - start);
    ranges.push({ index, start, rows, label: `${start + 1} - ${start + rows}` });
  }
  return ranges;
}

export function needsBatches(total: number, limit: number): boolean {
  return total > limit;
}
