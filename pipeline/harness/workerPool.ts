/** Run `fn` over items with at most `workers` in flight (one browser context per worker). */
export async function forEachConcurrent<T, W>(
  items: readonly T[],
  workers: number,
  makeWorker: (index: number) => Promise<W>,
  fn: (worker: W, item: T, index: number) => Promise<void>,
  closeWorker: (worker: W) => Promise<void>,
): Promise<void> {
  let next = 0;
  const n = Math.max(1, Math.min(workers, items.length));
  await Promise.all(Array.from({ length: n }, async (_, w) => {
    const worker = await makeWorker(w);
    try {
      while (next < items.length) {
        const i = next++;
        await fn(worker, items[i], i);
      }
    } finally {
      await closeWorker(worker);
    }
  }));
}
