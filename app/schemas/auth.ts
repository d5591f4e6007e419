import { z } from "zod";
import {
  CountryField,
  EmailField,
  NameField,
  OptionalImageField,
  PasswordField,
} from "./fields";

export const LoginSchema = z.object({
  email: EmailField,
  password: z.string({ required_error: "Password is required" }).max(128),
  redirectTo: z.string().optional(),
});

export const RegisterAccountSchema = z.object({
  name: NameField,
  email: EmailField,
  password: PasswordField,
  country: CountryField,
  role: z.enum(["buyer", "vendor"], { errorMap: () => ({ message: "Account type must be buyer or vendor" }) }).default("buyer"),
});

export const StoreFields = z.object({
  storeName: z
    .string({ required_error: "Store name is required" })
    .trim()
    .min(2, "Store name must be at least 2 characters")
    .max(60, "Store name must be at most 60 characters"),
  bio: z
    .string({ required_error: "Bio is required" })
    .trim()
    .min(10, "Bio must be at least 10 characters")
    .max(1000, "Bio must be at most 1000 characters"),
  coverImage: OptionalImageField,
});

/** The whole registration: step 2 (store) is required for vendors only. */
export const RegisterSchema = z.discriminatedUnion(
  "role",
  [
    RegisterAccountSchema.extend({ role: z.literal("buyer") }),
    RegisterAccountSchema.extend({ role: z.literal("vendor") }).merge(StoreFields),
  ],
  { errorMap: () => ({ message: "Account type must be buyer or vendor" }) },
);

export type RegisterInput = z.infer<typeof RegisterSchema>;
