import { lazy, Suspense, type FunctionComponent } from "react";

/**
 * A component whose code the browser loads only on pages where it shows (decision 0111). The
 * server renders `server` in place, so the page is whole without JavaScript; while hydrating,
 * React keeps that HTML until `load` has brought the chunk. Callers pass
 * `import.meta.env.SSR ? Component : null`, so the browser build drops the static import.
 */
export function lazyIsland<P extends object>(server: FunctionComponent<P> | null, load: () => Promise<FunctionComponent<P>>) {
  // React's types give a lazy component ref-aware props; these components take none.
  const Component = server ?? (lazy(async () => ({ default: await load() })) as unknown as FunctionComponent<P>);
  return function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
