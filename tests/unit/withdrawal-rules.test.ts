import { describe, expect, test } from "vitest";
import { AppError } from "~/utils/app-error";
import { amountProblem, checkWithdrawal, ONE_OPEN_REQUEST, withdrawalBlock, type WithdrawalLimits } from "~/models/withdrawal-rules";

/** $23.99 available, the default $10.00 to $5,000.00 bounds, nothing open. */
const limits = (changes: Partial<WithdrawalLimits> = {}): WithdrawalLimits => ({
  availableCents: 2399,
  minimumCents: 1000,
  maximumCents: 500000,
  hasOpenRequest: false,
  ...changes,
});

function refusal(amountCents: number, given: WithdrawalLimits): AppError | null {
  try {
    checkWithdrawal(amountCents, given);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe("withdrawalBlock: what stops any request, before an amount is typed", () => {
  test("nothing, with at least the minimum available and no open request", () => {
    expect(withdrawalBlock(limits())).toBeNull();
    expect(withdrawalBlock(limits({ availableCents: 1000 }))).toBeNull();
  });

  test("a balance below the minimum", () => {
    expect(withdrawalBlock(limits({ availableCents: 999 }))).toEqual({
      reason: "below-minimum",
      message: "Your available balance ($9.99) is below the minimum withdrawal of $10.00.",
    });
    expect(withdrawalBlock(limits({ availableCents: 0, minimumCents: 1015 }))?.message).toBe(
      "Your available balance ($0.00) is below the minimum withdrawal of $10.15.",
    );
  });

  test("an open request, named first (its hold is often why the balance is low)", () => {
    expect(withdrawalBlock(limits({ hasOpenRequest: true }))).toEqual({ reason: "open-request", message: ONE_OPEN_REQUEST });
    expect(withdrawalBlock(limits({ hasOpenRequest: true, availableCents: 0 }))?.reason).toBe("open-request");
  });
});

describe("amountProblem", () => {
  test("below the minimum", () => {
    expect(amountProblem(999, limits())).toBe("The minimum withdrawal is $10.00");
  });

  test("above the balance while the balance is below the maximum: names the balance, even past the maximum", () => {
    expect(amountProblem(2400, limits())).toBe("You can withdraw at most $23.99, your available balance");
    expect(amountProblem(600000, limits())).toBe("You can withdraw at most $23.99, your available balance");
  });

  test("above the maximum but within the balance: names the maximum", () => {
    const rich = limits({ availableCents: 800000 });
    expect(amountProblem(500001, rich)).toBe("The maximum withdrawal is $5,000.00");
    // Past both, the lower limit (here the maximum) is the one that helps.
    expect(amountProblem(900000, rich)).toBe("The maximum withdrawal is $5,000.00");
    expect(amountProblem(500001, limits({ availableCents: 500000 }))).toBe("The maximum withdrawal is $5,000.00");
  });

  test("within every limit: nothing, bounds included", () => {
    for (const cents of [1000, 1500, 2399]) expect(amountProblem(cents, limits())).toBeNull();
    expect(amountProblem(500000, limits({ availableCents: 800000 }))).toBeNull();
  });
});

describe("checkWithdrawal: the error the web form and the API show", () => {
  test("an open request: 409, above the form", () => {
    expect(refusal(1500, limits({ hasOpenRequest: true }))).toMatchObject({ status: 409, message: ONE_OPEN_REQUEST, field: undefined });
  });

  test("a balance below the minimum: 422, above the form, whatever the amount", () => {
    for (const cents of [500, 1000, 5000]) {
      expect(refusal(cents, limits({ availableCents: 500 }))).toMatchObject({ status: 422, field: undefined });
    }
  });

  test("an amount at fault: 422 on the Amount field", () => {
    expect(refusal(5000, limits())).toMatchObject({
      status: 422,
      field: "amount",
      message: "You can withdraw at most $23.99, your available balance",
    });
    expect(refusal(999, limits())).toMatchObject({ status: 422, field: "amount" });
  });

  test("a good amount passes", () => {
    expect(refusal(2399, limits())).toBeNull();
  });
});
