import { GeneralErrorBoundary } from "./error-boundary";
import { lazyIsland } from "./lazy-island";

/**
 * The error page's content, for the layouts' boundaries: browsers load its code only when a page
 * has failed (the pattern of decision 0111), so working pages do not carry it.
 */
export const LazyGeneralErrorBoundary = lazyIsland(import.meta.env.SSR ? GeneralErrorBoundary : null, () =>
  import("./error-boundary").then((m) => m.GeneralErrorBoundary),
);
