import { getZodConstraint } from "@conform-to/zod";
import { expect, test } from "vitest";
import { LoginSchema } from "~/schemas/auth";
import { LOGIN_CONSTRAINT } from "~/schemas/constraints/login";
import { REVIEW_CONSTRAINT } from "~/schemas/constraints/review";
import { ReviewSchema } from "~/schemas/review";

// The forms of pages kept free of Zod render these; they must not drift from the schemas.
test("written-out constraints equal what Conform derives from the schemas", () => {
  expect(LOGIN_CONSTRAINT).toEqual(getZodConstraint(LoginSchema));
  expect(REVIEW_CONSTRAINT).toEqual(getZodConstraint(ReviewSchema));
});
