import { log } from "~/utils/logger.server";

/**
 * Production mode: the first request addressed to a host other than APP_URL's gets one warning
 * line per process. Pages, share fields and pay links keep the user on the host they came from,
 * but e-mail links, canonical URLs, sitemaps and payment callbacks use APP_URL, so it must be the
 * address people open.
 * /healthz is left out: health checks (the container's) call the server by its IP address.
 */
export function hostWarning(appUrl: string | undefined): (path: string, host: string | null) => void {
  if (!appUrl) return () => {};
  const expected = new URL(appUrl).host;
  let warned = false;
  return (path, host) => {
    if (warned || host === null || path === "/healthz" || host.toLowerCase() === expected) return;
    warned = true;
    log(
      "warn",
      `a request was addressed to ${host}, but APP_URL is ${appUrl}: e-mail links, canonical links and payment callbacks go to APP_URL. ` +
        "Set APP_URL to the address people open (logged once)",
      { host, appUrl },
    );
  };
}
