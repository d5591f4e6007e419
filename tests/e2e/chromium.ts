/**
 * Debian's Chromium, as the browser journeys and the bench's Lighthouse runs start it. The
 * network flags stop it calling out: these machines refuse those connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
