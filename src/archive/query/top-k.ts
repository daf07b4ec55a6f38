// The first `count` items in order without sorting them all: a page of 25 out of 200,000 hits
// (or 100,000 groups) needs a bounded heap, not a full sort.

export function firstInOrder<T>(
  items: ArrayLike<T> & Iterable<T>,
  count: number,
  compare: (a: T, b: T) => number,
): T[] {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return Array.from(items).sort(compare).slice(0, count);
  // max-heap on `compare` holding the best `count` items seen so far
  const heap: T[] = [];
  const up = (i: number): void => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i] as T, heap[parent] as T) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent] as T, heap[i] as T];
      i = parent;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let largest = i;
      if (l < heap.length && compare(heap[l] as T, heap[largest] as T) > 0) largest = l;
      if (r < heap.length && compare(heap[r] as T, heap[largest] as T) > 0) largest = r;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest] as T, heap[i] as T];
      i = largest;
    }
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T;
    if (heap.length < count) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
