import { formatUsd } from "~/utils/format";
import { AppError } from "~/utils/app-error";

/** The one rule for what a vendor may withdraw, and its messages: the web dialog and the API share it. */

export const ONE_OPEN_REQUEST = "You already have a withdrawal request in progress";

/** What a request is checked against: the admin's bounds, the available balance, any open request. */
export type WithdrawalLimits = {
  availableCents: number;
  minimumCents: number;
  maximumCents: number;
  hasOpenRequest: boolean;
};

export type WithdrawalBlock = { reason: "open-request" | "negative-balance" | "below-minimum"; message: string };

/** Why no request can be made now, whatever the amount (the dialog says so before anything is typed). */
export function withdrawalBlock(limits: WithdrawalLimits): WithdrawalBlock | null {
  if (limits.hasOpenRequest) return { reason: "open-request", message: ONE_OPEN_REQUEST };
  if (limits.availableCents < 0) {
    return {
      reason: "negative-balance",
      message: `Your available balance is ${formatUsd(limits.availableCents)} after a refund: you can request a withdrawal again once new sales have made it positive.`,
    };
  }
  if (limits.availableCents < limits.minimumCents) {
    return {
      reason: "below-minimum",
      message: `Your available balance (${formatUsd(limits.availableCents)}) is below the minimum withdrawal of ${formatUsd(limits.minimumCents)}.`,
    };
  }
  return null;
}

/**
 * What is wrong with this amount, or null. Above both limits, the lower one speaks: the balance
 * when it is below the platform's maximum, else the maximum.
 */
export function amountProblem(amountCents: number, limits: WithdrawalLimits): string | null {
  const { availableCents, minimumCents, maximumCents } = limits;
  if (amountCents < minimumCents) return `The minimum withdrawal is ${formatUsd(minimumCents)}`;
  if (amountCents > availableCents && availableCents < maximumCents) {
    return `You can withdraw at most ${formatUsd(availableCents)}, your available balance`;
  }
  if (amountCents > maximumCents) return `The maximum withdrawal is ${formatUsd(maximumCents)}`;
  return null;
}

/** Throws what refuses this request: 409 for an open request, else 422 (on Amount when the amount is at fault). */
export function checkWithdrawal(amountCents: number, limits: WithdrawalLimits): void {
  const block = withdrawalBlock(limits);
  if (block) throw new AppError(block.reason === "open-request" ? 409 : 422, block.message);
  const problem = amountProblem(amountCents, limits);
  if (problem) throw new AppError(422, problem, "amount");
}
