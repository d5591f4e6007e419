import { z } from "zod";
import { ROLES } from "~/db/schema";
import { StoreFields } from "~/schemas/auth";
import { CountryField, EmailField, NameField, PasswordField } from "~/schemas/fields";
import { log } from "~/utils/logger.server";
import { parseCliArgs, runCli, UsageError } from "./cli";

const USAGE =
  "npm run user:create -- --role buyer|vendor|admin --email E --password=P --name N [--country C] [--store NAME --bio TEXT]";

const Account = {
  email: EmailField,
  password: PasswordField,
  name: NameField,
  country: CountryField.default("United States"),
};

const ArgsSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("admin"), ...Account }),
  z.object({ role: z.literal("buyer"), ...Account }),
  z.object({ role: z.literal("vendor"), ...Account, store: StoreFields.shape.storeName, bio: StoreFields.shape.bio }),
]);

/** Checked arguments; messages name the option, never echo its value (it may be the password). */
function parseUserArgs() {
  const values = parseCliArgs({
    role: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    country: { type: "string" },
    store: { type: "string" },
    bio: { type: "string" },
  });
  if (!ROLES.includes(values.role as never)) throw new UsageError(`--role must be one of ${ROLES.join(", ")}`);
  if (values.role === "vendor" && (!values.store || !values.bio)) {
    throw new UsageError("A vendor needs a store: pass --store NAME and --bio TEXT (at least 10 characters)");
  }
  if (values.role !== "vendor" && (values.store || values.bio)) {
    throw new UsageError("--store and --bio are only for --role vendor");
  }
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("; "));
  }
  return parsed.data;
}

await runCli(USAGE, async () => {
  const args = parseUserArgs();
  const { closeDatabase, migrateDatabase } = await import("~/db/client.server");
  await migrateDatabase();
  const { createUser, registerUser } = await import("~/models/users.server");
  const { email, password, name, country } = args;
  // Buyers and vendors go through registration (one transaction, welcome, approval setting); an
  // operator made the account, so its address counts as verified (CONTRACT 19).
  const { user, vendor } =
    args.role === "admin"
      ? { user: await createUser({ email, password, name, country, role: "admin" }), vendor: undefined }
      : await registerUser(
          args.role === "vendor"
            ? { role: "vendor", email, password, name, country, storeName: args.store, bio: args.bio }
            : { role: "buyer", email, password, name, country },
          { verified: true },
        );
  await closeDatabase();
  log("info", "user created", { id: user.id, email: user.email, role: user.role, ...(vendor && { store: vendor.storeName }) });
});
