import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { AiState } from "~/components/admin/ai-state";
import { env, type AiSettings } from "~/env.server";
import { reserveAiCalls, settleAiCall } from "~/models/ai/budget.server";
import { loader } from "~/routes/admin.settings";
import { cookieFor, makeAdmin, makeBuyer } from "../factories";

/** /admin/settings shows the AI state (CONTRACT 13): configured, host (never the key), models, today's calls and tokens. */

const KEY = "sk-secret-key-never-shown";
let unset: AiSettings;

beforeAll(() => {
  unset = { ...env().AI };
});
afterEach(() => {
  Object.assign(env().AI, unset);
});

async function settingsPage() {
  const request = new Request("http://localhost/admin/settings", { headers: { Cookie: await cookieFor(await makeAdmin()) } });
  return (await loader({ request, params: {}, context: {} })) as any;
}

describe("the AI state on /admin/settings", () => {
  test("AI off: not configured, no host, and the page says so", async () => {
    const { ai } = await settingsPage();
    expect(ai).toMatchObject({ configured: false, host: null });
    expect(renderToStaticMarkup(createElement(AiState, { state: ai }))).toContain("AI is not configured");
  });

  test("AI on: the host and models with kinds, today's calls and tokens, and never the key", async () => {
    Object.assign(env().AI, {
      baseUrl: "http://ai.internal.example:11434/v1",
      apiKey: KEY,
      models: [{ id: "llama3.2", kind: "text" }, { id: "flux", kind: "image" }],
    });
    const before = (await settingsPage()).ai;
    const buyer = await makeBuyer();
    const yesterday = new Date(Date.now() - 36 * 3600 * 1000);
    const today = (await reserveAiCalls({ userId: buyer.id, kind: "preview", calls: [{ model: "llama3.2", reserveTokens: 500 }] }))[0]!;
    await settleAiCall(today, { outcome: "ok", totalTokens: 120, ms: 40 });
    await reserveAiCalls({ userId: buyer.id, kind: "preview", calls: [{ model: "llama3.2", reserveTokens: 900 }], now: yesterday });

    const { ai } = await settingsPage();
    expect(ai).toMatchObject({ configured: true, host: "ai.internal.example:11434", callsToday: before.callsToday + 1, tokensToday: before.tokensToday + 120, siteDailyTokens: 1_000_000 });
    expect(JSON.stringify(ai)).not.toContain(KEY);
    const html = renderToStaticMarkup(createElement(AiState, { state: ai }));
    for (const shown of ["Configured", "ai.internal.example:11434", "llama3.2 (text)", "flux (image)", "Calls today", "Tokens today"]) expect(html).toContain(shown);
    // Today's site total against the ceiling (AI_SITE_DAILY_TOKENS).
    expect(html).toContain(`${ai.tokensToday.toLocaleString("en-US")} of 1,000,000 (the site&#x27;s daily ceiling)`);
    expect(html).not.toContain(KEY);
  });
});
