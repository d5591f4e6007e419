import { describe, expect, test } from "vitest";
import { STATUS_FILTERS } from "~/schemas/catalogue-filters";
import { AdminPromptActionSchema } from "~/schemas/moderation";
import { ADMIN_STATUSES, PROMPT_STATUS_LABELS, statusChangedMessage } from "~/schemas/prompt-status";

/** Issue 23, point 9: the admin's prompt forms ask a reason where the vendor must hear one, and speak in words. */

const firstProblem = (input: Record<string, string | undefined>) => {
  const result = AdminPromptActionSchema.safeParse({ id: "p1", ...input });
  return result.success ? null : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
};

describe("the admin's prompt form", () => {
  test.each([{}, { reason: "" }, { reason: "   " }])("a ban without a reason (%o) is refused on the reason", (reason) => {
    expect(firstProblem({ intent: "status", status: "banned", ...reason })).toEqual({ path: "reason", message: "Give a reason for the ban" });
  });

  test.each([{}, { reason: "" }, { reason: "   " }])("a rejection without a reason (%o) is refused on the reason", (reason) => {
    expect(firstProblem({ intent: "reject", ...reason })).toEqual({ path: "reason", message: "Give a reason for the rejection" });
  });

  test("a ban or a rejection with a reason passes, trimmed; the other changes need none", () => {
    expect(AdminPromptActionSchema.parse({ intent: "status", id: "p1", status: "banned", reason: " Copied " })).toMatchObject({ reason: "Copied" });
    expect(AdminPromptActionSchema.parse({ intent: "reject", id: "p1", reason: "Too vague" })).toMatchObject({ reason: "Too vague" });
    for (const status of ["active", "inactive"]) expect(firstProblem({ intent: "status", status })).toBeNull();
    expect(firstProblem({ intent: "approve" })).toBeNull();
  });

  test("no action chosen is SPEC's unknown value", () => {
    expect(firstProblem({ intent: "status", status: "" })).toEqual({ path: "status", message: "Invalid status selected" });
  });
});

describe("status words", () => {
  test("every status filter has a label in words, never the stored value", () => {
    for (const status of STATUS_FILTERS) expect(PROMPT_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
    expect(STATUS_FILTERS.map((status) => PROMPT_STATUS_LABELS[status])).toEqual(["Active", "Inactive", "Banned", "Draft", "Archived", "Pending review"]);
  });

  test("the toast names what the admin did (SPEC: \"Prompt {status} successfully\")", () => {
    expect(ADMIN_STATUSES.map(statusChangedMessage)).toEqual([
      "Prompt activated successfully",
      "Prompt deactivated successfully",
      "Prompt banned successfully",
    ]);
  });
});
