/**
 * Runs at most `max` tasks at a time; the others wait their turn, first come first served. A
 * finished task hands its place straight to the next one waiting.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
