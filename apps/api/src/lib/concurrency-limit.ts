// A gate that lets at most `limit` tasks run at once; the others wait their turn in order. For CPU work that
// holds memory while it runs: password checks (each scrypt hash takes 16 MB and a core for ~40 ms) and
// invoice drawing. More of them at once than there are cores only adds memory (docs/performance.md).
export function concurrencyLimit(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < limit) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands over its slot
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
