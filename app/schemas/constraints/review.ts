/** `getZodConstraint(ReviewSchema)` written out, so the review form renders without Zod (decision 0110). */
export const REVIEW_CONSTRAINT = {
  rating: { required: true, min: 1, max: 5 },
  text: { required: true, minLength: 3, maxLength: 2000 },
};
