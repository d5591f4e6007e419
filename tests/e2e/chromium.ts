import fs from "node:fs";

/**
 * Debian's Chromium, as the browser journeys and the bench's Lighthouse runs start it. The
 * network flags stop it calling out: these machines refuse those connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Debian's `chromium-headless-shell` package: the same Chromium build without the desktop browser around it. */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser the journeys drive: `CHROMIUM_PATH` when it is set, else the headless shell when it
 * is installed (the journeys take about 0.6 of the full browser's time; decision 0320), else
 * the full browser.
 */
export const JOURNEY_BROWSER_PATH =
  process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
