/** `getZodConstraint(LoginSchema)` written out, so the login page renders without Zod (decision 0110). */
export const LOGIN_CONSTRAINT = {
  email: { required: true, maxLength: 254 },
  password: { required: true, maxLength: 128 },
  redirectTo: { required: false },
};
