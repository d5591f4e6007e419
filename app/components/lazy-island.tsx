import { createElement, Suspense, useMemo, useState, type FunctionComponent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

type Chunk<T> = { status: "loading"; promise: Promise<void> } | { status: "loaded"; value: T } | { status: "failed"; error: unknown };

/**
 * A component whose code the browser loads apart from the page's (decisions 0111, 0331). The server
 * renders `server` in place, so the page is whole without JavaScript. Callers pass
 * `import.meta.env.SSR ? Component : null`, so the browser build drops the static import.
 *
 * `eager`: the part shows on every view of the pages that import it, so its chunk is fetched as soon
 * as this module runs (with the page's code, or with the route's on a client-side navigation).
 * Without it (parts only some people get) the chunk is fetched when the part first renders.
 *
 * While hydrating, a Suspense boundary keeps the server's HTML until the chunk is in. Mounted
 * later (a client-side navigation), the part has no boundary: a missing chunk suspends the
 * navigation, which keeps the previous page until the new one is whole instead of showing a gap.
 */
export function lazyIsland<P extends object>(server: FunctionComponent<P> | null, load: () => Promise<FunctionComponent<P>>, { eager = false } = {}) {
  if (server) {
    return function Island(props: P) {
      return <Suspense fallback={null}>{createElement(server, props)}</Suspense>;
    };
  }
  const chunk = chunkLoader(load);
  if (eager) chunk.start();
  function Loaded(props: P) {
    return createElement(chunk.read(), props);
  }
  return function Island(props: P) {
    const hydrated = useHydrated();
    const [hydrating] = useState(!hydrated);
    // useHydrated re-renders this once hydration is over. That render must not reach a boundary
    // still waiting for its chunk: React would drop its server HTML and show the empty fallback.
    return useMemo(() => {
      const part = <Loaded {...props} />;
      return hydrating ? <Suspense fallback={null}>{part}</Suspense> : part;
    }, [hydrating, props]);
  };
}

/** `read` answers the loaded value at once, or throws what React expects: the pending load or its error. */
function chunkLoader<T>(load: () => Promise<T>) {
  let chunk: Chunk<T> | undefined;
  const start = (): Chunk<T> =>
    (chunk ??= {
      status: "loading",
      promise: load().then(
        (value) => void (chunk = { status: "loaded", value }),
        (error: unknown) => void (chunk = { status: "failed", error }),
      ),
    });
  const read = (): T => {
    const current = start();
    if (current.status === "loaded") return current.value;
    throw current.status === "failed" ? current.error : current.promise;
  };
  return { start, read };
}
