import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/chromium";
import type { SlowLoad } from "./results";

/**
 * Issue 26's figure for the record: a first visit over a 2G-like connection (WebPageTest's "2G"
 * is 280/256 kbps at 800 ms): Chromium's own network emulation, on a phone-sized page, no cache.
 */
export const SLOW_PROFILE = { name: "2G-like: 250 kbps down, 250 kbps up, 800 ms RTT", downKbps: 250, upKbps: 250, rttMs: 800 };
const TIMEOUT_MS = 180_000;

/** The arguments of CDP's Network.emulateNetworkConditions: throughput in bytes per second. */
export function networkConditions(profile: typeof SLOW_PROFILE) {
  const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;
  return { offline: false, latency: profile.rttMs, downloadThroughput: bytesPerSecond(profile.downKbps), uploadThroughput: bytesPerSecond(profile.upKbps) };
}

/** What the page's Navigation and Resource Timing entries say, in the shape results.json keeps. */
export type Timing = { domContentLoadedEventEnd: number; loadEventEnd: number; transferBytes: number };

export function summarizeTiming(path: string, timing: Timing): SlowLoad {
  return {
    path,
    profile: SLOW_PROFILE.name,
    domContentLoadedMs: Math.round(timing.domContentLoadedEventEnd),
    loadMs: Math.round(timing.loadEventEnd),
    transferKB: Math.round(timing.transferBytes / 100) / 10,
  };
}

/** Loads `path` once over SLOW_PROFILE and times it to the load event. */
export async function loadOverSlowNetwork(baseUrl: string, path: string): Promise<SlowLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", networkConditions(SLOW_PROFILE));
    await page.goto(new URL(path, baseUrl).href, { waitUntil: "load", timeout: TIMEOUT_MS });
    // loadEventEnd is set just after the load handlers return.
    await page.waitForFunction(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd > 0);
    const timing = await page.evaluate((): Timing => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const transferBytes = navigation.transferSize + resources.reduce((total, entry) => total + entry.transferSize, 0);
      return { domContentLoadedEventEnd: navigation.domContentLoadedEventEnd, loadEventEnd: navigation.loadEventEnd, transferBytes };
    });
    return summarizeTiming(path, timing);
  } catch (error) {
    return { path, profile: SLOW_PROFILE.name, failure: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
  } finally {
    await browser.close();
  }
}
