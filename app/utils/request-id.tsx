import { createContext, useContext, useState, type ReactNode } from "react";

/** Server rendering: the failed request's id (a getter, so that only a 500 page makes one). */
// Pure, and no top-level property reads: pages that might show an error must not keep this module.
const RequestIdContext = /* @__PURE__ */ createContext<(() => string) | null>(null);

export function RequestIdProvider({ value, children }: { value: () => string; children: ReactNode }) {
  return <RequestIdContext.Provider value={value}>{children}</RequestIdContext.Provider>;
}

const ELEMENT_ID = "request-id";
export const REQUEST_ID_ELEMENT = ELEMENT_ID;

/**
 * The id of the request that failed (when `wanted`: only a 500 asks), as its error log line has it. On the server from the
 * context; in the browser from the answer's `Server-Timing` (the page's own, or the latest data
 * request's), else from the server-rendered page (browsers give `Server-Timing` to secure pages only).
 */
export function useRequestId(wanted: boolean): string | null {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(() => (!wanted ? null : fromServer ? fromServer() : fromBrowser()));
  return id;
}

function fromBrowser(): string | null {
  if (typeof document === "undefined") return null;
  return lastServerTimingId() ?? document.getElementById(ELEMENT_ID)?.textContent ?? null;
}

function lastServerTimingId(): string | null {
  if (typeof performance === "undefined" || !performance.getEntriesByType) return null;
  const entries = [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource"),
  ] as PerformanceResourceTiming[];
  for (const entry of entries.reverse()) {
    const id = entry.serverTiming?.find((timing) => timing.name === "request")?.description;
    if (id) return id;
  }
  return null;
}
