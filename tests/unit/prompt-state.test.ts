import { describe, expect, test } from "vitest";
import { PROMPT_STATES, promptState, type PromptStateInput } from "~/models/prompt-state";

const open: PromptStateInput = { status: "active", moderation: "approved", storeApproved: true, ownerBanned: false };

describe("the one status a prompt shows", () => {
  test.each([
    [{}, "Listed"],
    [{ moderation: "pending" }, "Pending review"],
    [{ moderation: "rejected" }, "Rejected"],
    [{ status: "inactive" }, "Inactive"],
    [{ status: "banned" }, "Banned"],
    [{ status: "archived" }, "Archived"],
    [{ storeApproved: false }, "Store awaiting approval"],
    [{ ownerBanned: true }, "Vendor banned"],
  ] as const)("%o shows %s", (change, label) => {
    expect(PROMPT_STATES[promptState({ ...open, ...change })].label).toBe(label);
  });

  test("what stops a prompt from being listed first wins over what would only hide it later", () => {
    const label = (change: Partial<PromptStateInput>) => PROMPT_STATES[promptState({ ...open, ...change })].label;
    expect(label({ status: "archived", moderation: "pending" })).toBe("Archived");
    expect(label({ status: "banned", moderation: "rejected" })).toBe("Banned");
    expect(label({ ownerBanned: true, moderation: "pending" })).toBe("Vendor banned");
    expect(label({ status: "inactive", moderation: "pending" })).toBe("Pending review");
    expect(label({ status: "inactive", storeApproved: false })).toBe("Inactive");
    expect(label({ moderation: "rejected", storeApproved: false })).toBe("Rejected");
  });

  test("every status explains itself in words", () => {
    for (const state of Object.values(PROMPT_STATES)) expect(state.explanation.length).toBeGreaterThan(10);
  });
});
