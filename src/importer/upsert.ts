// Writing rows: the last record of a key wins within a batch.

/** The last record of each key wins when a batch holds the same resource twice. */
export function lastByKey<T>(rows: T[], key: (r: T) => string): T[] {
  const m = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    m.delete(k);
    m.set(k, r);
  }
  return [...m.values()];
}
