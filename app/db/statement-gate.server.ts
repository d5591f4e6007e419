import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One SQLite connection serves every request of a process, and an async transaction awaits between
 * its statements. The gate keeps other requests' statements out of an open transaction
 * (docs/decisions/0340): `exclusive()` sections run one at a time, in call order, and mark their
 * async context; a statement from an unmarked context waits for the open section to end.
 */
export type Section<T> = { token: object; value: T };

export function statementGate<T>() {
  const marks = new AsyncLocalStorage<Section<T>>();
  let queue: Promise<unknown> = Promise.resolve();
  let open: { section: Section<T>; ended: Promise<void> } | null = null;

  /** The open section this async context runs in, if any (a context that outlived its section gets none). */
  function current(): Section<T> | undefined {
    const mark = marks.getStore();
    return mark && open?.section.token === mark.token ? mark : undefined;
  }

  /** Nothing when a statement from this context may run now, else a promise of when it may. */
  function admit(): Promise<void> | undefined {
    return open && !current() ? waitForTurn() : undefined;
  }

  async function waitForTurn(): Promise<void> {
    while (open && !current()) await open.ended;
  }

  /** Runs `fn` alone: after every section called before it, with other contexts' statements held back. */
  function exclusive<R>(value: T, fn: () => Promise<R>): Promise<R> {
    const run = async () => {
      const section = { token: {}, value };
      let end!: () => void;
      open = { section, ended: new Promise<void>((resolve) => (end = resolve)) };
      try {
        return await marks.run(section, fn);
      } finally {
        open = null;
        end();
      }
    };
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  }

  /** Runs `fn` unmarked: work it starts (a timer set inside a transaction) waits for the open section like any request. */
  function outside<R>(fn: () => R): R {
    return marks.exit(fn);
  }

  return { admit, current, exclusive, outside };
}
