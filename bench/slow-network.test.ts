import { describe, expect, it } from "vitest";
import { networkConditions, SLOW_PROFILE, summarizeTiming } from "./slow-network";

describe("the 2G-like load figure", () => {
  it("asks Chromium for 250 kbps each way (in bytes per second) and 800 ms of latency", () => {
    expect(networkConditions(SLOW_PROFILE)).toEqual({ offline: false, latency: 800, downloadThroughput: 31_250, uploadThroughput: 31_250 });
  });

  it("keeps whole milliseconds from the start of navigation and KB of 1000 bytes", () => {
    expect(summarizeTiming("/", { domContentLoadedEventEnd: 4321.4, loadEventEnd: 9876.6, transferBytes: 123_456 })).toEqual({
      path: "/",
      profile: SLOW_PROFILE.name,
      domContentLoadedMs: 4321,
      loadMs: 9877,
      transferKB: 123.5,
    });
  });
});
