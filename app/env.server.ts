import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().min(1).default("./data/app.db"),
  UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
  SESSION_SECRET: z.string().optional(),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  APP_URL: z.string().url().optional(),
  PAYMENT_PROVIDER: z.enum(["local", "paystack"]).default("local"),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default("https://api.paystack.co"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { APP_URL: string; SESSION_SECRETS: string[] };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.parse(process.env);
  cached = {
    ...parsed,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    SESSION_SECRETS: sessionSecrets(parsed.SESSION_SECRET, parsed.DATABASE_URL),
  };
  return cached;
}

/** SESSION_SECRET (comma-separated for rotation), else one generated and kept beside the data. */
function sessionSecrets(configured: string | undefined, databaseUrl: string): string[] {
  if (configured) return configured.split(",").map((s) => s.trim()).filter(Boolean);
  const file = path.resolve(path.dirname(databaseUrl), ".session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return [fs.readFileSync(file, "utf8").trim()];
}
