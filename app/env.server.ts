import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { EmailField, NameField, PasswordField } from "~/schemas/fields";

/** A setting that stops start-up: the message says why in one line and never holds a secret. */
export class SettingError extends Error {}

/**
 * `production` when the operator sets NODE_ENV=production (CONTRACT section 8), else `demo`.
 * The launcher's workers always run with NODE_ENV=production (the build needs it), so the
 * launcher hands them the mode it decided in PROMPTORY_MODE (docs/decisions/0150).
 */
export type Mode = "production" | "demo";
export const MODE_VARIABLE = "PROMPTORY_MODE";

export const MIN_SECRET_LENGTH = 32;
/** CONTRACT section 2; also read by the backup commands, which need no other setting. */
export const DEFAULT_DATABASE_URL = "./data/app.db";
export const DEFAULT_UPLOADS_DIR = "./data/uploads";
export const MAX_PROXY_HOPS = 10;
export const DEFAULT_ADMIN_NAME = "Administrator";
/** Settings whose values no message repeats (a URL may carry a password). */
const SECRETS = new Set(["SESSION_SECRET", "PAYSTACK_SECRET_KEY", "ADMIN_PASSWORD", "SMTP_URL", "AI_API_KEY", "AI_BASE_URL"]);
export const DEFAULT_MAIL_FROM = "Promptory <no-reply@localhost>";
export const DEFAULT_REGISTRATIONS_PER_HOUR = 20;
export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export const PASSWORD_HASH_COSTS = ["standard", "test"] as const;
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
const SETTINGS = [
  "PORT",
  "DATABASE_URL",
  "UPLOADS_DIR",
  "SESSION_SECRET",
  "SEED_DEMO",
  "APP_URL",
  "PAYMENT_PROVIDER",
  "PAYSTACK_SECRET_KEY",
  "PAYSTACK_BASE_URL",
  "LOG_LEVEL",
  "TRUST_PROXY",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "ADMIN_NAME",
  "SMTP_URL",
  "MAIL_FROM",
  "HOST",
  "PASSWORD_HASH_COST",
  "REGISTRATIONS_PER_HOUR",
  "AI_BASE_URL",
  "AI_API_KEY",
  "AI_MODELS",
  "AI_TIMEOUT_MS",
  "AI_DAILY_TOKENS",
  "AI_PREVIEWS_PER_DAY",
  "AI_SITE_DAILY_TOKENS",
] as const;

/** Where settings come from: process.env, or a test's own. */
export type Settings = Record<string, string | undefined>;

export type FirstAdmin = { email: string; password: string; name: string };

/** CONTRACT section 13: what a model in AI_MODELS is for. */
export const AI_MODEL_KINDS = ["text", "code", "image"] as const;
export type AiModelKind = (typeof AI_MODEL_KINDS)[number];
export type AiModel = { id: string; kind: AiModelKind };
export const DEFAULT_AI_TIMEOUT_MS = 60_000;
export const DEFAULT_AI_DAILY_TOKENS = 50_000;
export const DEFAULT_AI_PREVIEWS_PER_DAY = 3;
export const DEFAULT_AI_SITE_DAILY_TOKENS = 1_000_000;

/** The AI provider settings (CONTRACT 13, docs/decisions/0309). */
export type AiSettings = {
  /** An OpenAI-compatible API base without its trailing slash; unset: AI is off and no call leaves the server. */
  baseUrl?: string;
  /** Sent as `Authorization: Bearer`, only when set; never in a message, log or page. */
  apiKey?: string;
  /** In the order given: the first text model enhances. */
  models: AiModel[];
  /** The most one call may take, its retries included. */
  timeoutMs: number;
  /** Tokens (the provider's usage.total_tokens) one user may spend per UTC day. */
  dailyTokens: number;
  /** Live previews one buyer may run per prompt per UTC day. */
  previewsPerDay: number;
  /** Tokens all users together may spend per UTC day (CONTRACT 17). */
  siteDailyTokens: number;
};

export type Env = {
  MODE: Mode;
  PORT: number;
  DATABASE_URL: string;
  UPLOADS_DIR: string;
  /** Newest first: the first signs, all verify (rotation). */
  SESSION_SECRETS: string[];
  SEED_DEMO: "0" | "1";
  APP_URL: string;
  PAYMENT_PROVIDER: "local" | "paystack";
  PAYSTACK_SECRET_KEY?: string;
  PAYSTACK_BASE_URL: string;
  LOG_LEVEL: LogLevel;
  /** How many reverse proxies in front append to X-Forwarded-For; 0: use the socket address. */
  TRUST_PROXY: number;
  /** ADMIN_EMAIL + ADMIN_PASSWORD (+ ADMIN_NAME): the admin a start creates when there is none. */
  FIRST_ADMIN?: FirstAdmin;
  /** smtp:// or smtps:// (may hold a password); unset: mail stays in the outbox (CONTRACT 11). */
  SMTP_URL?: string;
  MAIL_FROM: string;
  /** The address the server listens on; unset: every interface. */
  HOST?: string;
  /**
   * `standard`: scrypt at the production cost (docs/decisions/0188). `test`: a cost a thousand
   * times cheaper, for test suites that make hundreds of accounts; production mode refuses it.
   */
  PASSWORD_HASH_COST: PasswordHashCost;
  /** New accounts one client address may make per hour (docs/decisions/0301). */
  REGISTRATIONS_PER_HOUR: number;
  /**
   * NODE_ENV=production: the production build serves (the launcher's workers always set it, in
   * demo mode too; `npm run dev` does not), so pages get the strict Content-Security-Policy.
   */
  PRODUCTION_BUILD: boolean;
  AI: AiSettings;
};

let cached: Env | undefined;

/** The settings of this process, checked once (throws SettingError). */
export function env(): Env {
  return (cached ??= parseEnv(process.env));
}

/** The one place the settings and the production-mode rules live (docs/decisions/0150). */
export function parseEnv(source: Settings): Env {
  const mode = modeOf(source);
  const given = Object.fromEntries(SETTINGS.map((name) => [name, givenValue(name, source[name])]));
  const parsed = settingsSchema(mode).safeParse(given);
  if (!parsed.success) {
    throw new SettingError(parsed.error.issues.map((issue) => describeIssue(issue, given)).join("; "));
  }
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, SESSION_SECRET, AI_BASE_URL, AI_API_KEY, AI_MODELS, AI_TIMEOUT_MS, AI_DAILY_TOKENS, AI_PREVIEWS_PER_DAY, AI_SITE_DAILY_TOKENS, ...settings } =
    parsed.data;
  return {
    ...settings,
    AI: {
      baseUrl: AI_BASE_URL,
      apiKey: AI_API_KEY,
      models: AI_MODELS,
      timeoutMs: AI_TIMEOUT_MS,
      dailyTokens: AI_DAILY_TOKENS,
      previewsPerDay: AI_PREVIEWS_PER_DAY,
      siteDailyTokens: AI_SITE_DAILY_TOKENS,
    },
    MODE: mode,
    PRODUCTION_BUILD: source.NODE_ENV === "production",
    APP_URL: (settings.APP_URL ?? `http://localhost:${settings.PORT}`).replace(/\/$/, ""),
    SESSION_SECRETS: SESSION_SECRET?.length ? SESSION_SECRET : [generatedSecret(settings)],
    FIRST_ADMIN: ADMIN_EMAIL && ADMIN_PASSWORD ? { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME } : undefined,
  };
}

/**
 * LOG_LEVEL alone, for the logger (utils/logger.server.ts), which must work when env() cannot: it
 * logs the SettingError of a bad setting, and the backup commands need no other setting (env()
 * would also make the demo's session secret file). Read on every call, so a test may change it;
 * unset, blank or not a level is "info", and it never throws.
 */
export function logLevel(source: Settings = process.env): LogLevel {
  const given = givenValue("LOG_LEVEL", source.LOG_LEVEL);
  return LOG_LEVELS.find((level) => level === given) ?? "info";
}

/** Blank counts as unset; blanks around a value go, except around a password. */
function givenValue(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  return name === "ADMIN_PASSWORD" ? value : value.trim();
}

export function modeOf(source: Settings): Mode {
  const marked = source[MODE_VARIABLE];
  if (marked === "production" || marked === "demo") return marked;
  if (marked) throw new SettingError(`${MODE_VARIABLE} is set by the launcher for its workers: "production" or "demo", not "${marked}"`);
  return source.NODE_ENV === "production" ? "production" : "demo";
}

/** TRUST_PROXY: 0/false off, 1/true one proxy, 2..MAX_PROXY_HOPS that many; undefined when invalid. */
export function proxyHops(text: string): number | undefined {
  const word = text.toLowerCase();
  if (word === "false") return 0;
  if (word === "true") return 1;
  return /^\d+$/.test(text) && Number(text) <= MAX_PROXY_HOPS ? Number(text) : undefined;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(", ");

function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T, missing?: string) {
  const rule = `${name} must be one of ${quoted(values)}`;
  return z.enum(values, {
    errorMap: (issue, ctx) => ({ message: ctx.data === undefined && missing ? missing : rule }),
  });
}

function wholeNumber(name: string, min: number, max: number) {
  return z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, {
      message: `${name} must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);
}

function absoluteUrl(name: string, example: string) {
  return z.string().url(`${name} must be an absolute URL such as ${example}`);
}

/** A PostgreSQL connection URL (`postgres://` or `postgresql://`), the second engine (issue 28, decision 0339). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The database as logs show it: the SQLite file, or a PostgreSQL URL with its password hidden. */
export function databaseForLog(location: string): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  if (url.password) url.password = "***";
  return url.toString();
}

/**
 * The database: the SQLite file, as a path or a `file:` URL of one (`file:///srv/app.db`,
 * `file:./data/app.db`), or a PostgreSQL URL. Any other scheme is refused in one line (issue 28):
 * `mysql://...` would otherwise become a file in a folder named `mysql:`. The message never
 * repeats the value, which may hold a password.
 */
function databaseLocation() {
  const message =
    "DATABASE_URL must be the path of the SQLite file, a file: URL such as file:///data/app.db, or a PostgreSQL URL such as postgres://user:password@host:5432/promptory";
  return z.string().transform((text, ctx) => {
    const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(text)?.[1]?.toLowerCase();
    if (scheme === undefined || isPostgresUrl(text)) return text;
    if (scheme === "file" && !text.includes("?")) {
      try {
        return text.startsWith("file://") ? fileURLToPath(text) : text.slice("file:".length);
      } catch {
        // A file URL with a host other than localhost: refused below.
      }
    }
    ctx.addIssue({ code: "custom", message, params: { named: true } });
    return z.NEVER;
  });
}

/** Checked by its parts only: the message never repeats the URL, which may hold a password. */
function smtpUrl() {
  const message = "SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587";
  return z.string().refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, message);
}

/** One sender: an address, or a display name and an address in angle brackets. */
function mailFrom() {
  return z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'MAIL_FROM must be an address such as "Promptory <no-reply@example.com>"');
}

/**
 * An http(s) API base such as http://127.0.0.1:11434/v1, kept without its trailing slash. Checked
 * by its parts and never repeated: a base URL may carry credentials.
 */
function aiBaseUrl() {
  const message = "AI_BASE_URL must be an http:// or https:// API base without a query, such as http://127.0.0.1:11434/v1";
  return z
    .string()
    .refine((text) => {
      try {
        const url = new URL(text);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.search && !url.hash;
      } catch {
        return false;
      }
    }, message)
    .transform((text) => text.replace(/\/+$/, ""));
}

const MODEL_ID = /^[A-Za-z0-9](?:[\w.:/@+-]{0,198}\w)?$/;

/**
 * AI_MODELS: comma-separated `id` or `id:kind` (docs/decisions/0317). The part after the last colon
 * is a kind when it is one (so an Ollama tag such as `llama3.2:3b` is an id, and `llama3.2:3b:code`
 * a code model), and a misspelt kind (one edit from one, e.g. `txet`) stops the start rather than
 * become part of the id; blank entries are skipped, a malformed or repeated id stops it too, named.
 */
function aiModels() {
  return z.string().transform((text, ctx) => {
    const models: AiModel[] = [];
    for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) {
      const model = aiModel(entry);
      const problem = !MODEL_ID.test(model.id)
        ? `AI_MODELS entry "${entry}" must be a model id or id:kind (kind ${quoted(AI_MODEL_KINDS)}), such as llama3.2 or sdxl:image`
        : (misspeltKind(entry) ?? (models.some((known) => known.id === model.id) && `AI_MODELS names "${model.id}" twice`));
      if (problem) ctx.addIssue({ code: "custom", message: problem, params: { named: true } });
      else models.push(model);
    }
    return models;
  });
}

function aiModel(entry: string): AiModel {
  const colon = entry.lastIndexOf(":");
  const kind = AI_MODEL_KINDS.find((known) => known === entry.slice(colon + 1).toLowerCase());
  return colon > 0 && kind ? { id: entry.slice(0, colon), kind } : { id: entry, kind: "text" };
}

/** The refusal of an entry whose part after the last colon is one edit away from a kind, such as `llama3:txet`. */
function misspeltKind(entry: string): string | undefined {
  const colon = entry.lastIndexOf(":");
  const tail = entry.slice(colon + 1);
  const word = tail.toLowerCase();
  if (colon <= 0 || !/^[a-z]+$/.test(word) || AI_MODEL_KINDS.some((kind) => kind === word)) return undefined;
  const near = AI_MODEL_KINDS.find((kind) => oneEditApart(word, kind));
  if (!near) return undefined;
  const id = entry.slice(0, colon);
  return `AI_MODELS entry "${entry}": "${tail}" is not a kind (${quoted(AI_MODEL_KINDS)}); write ${id}:${near}, or ${entry}:text if it is part of the model id`;
}

/** One letter changed, added or left out, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (skipA: number, skipB: number) => a.slice(i + skipA) === b.slice(i + skipB);
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return rest(1, 1) || rest(1, 0) || rest(0, 1) || swapped;
}

function sessionSecrets(mode: Mode) {
  const secrets = z
    .string()
    .transform((text) => text.split(",").map((secret) => secret.trim()).filter(Boolean));
  if (mode === "demo") return secrets.optional();
  const required = `SESSION_SECRET must be set in production: a random string of at least ${MIN_SECRET_LENGTH} characters (e.g. from openssl rand -hex 32)`;
  return z
    .string({ required_error: required })
    .pipe(secrets)
    .refine((list) => list.length > 0, required)
    .refine((list) => list.every((secret) => secret.length >= MIN_SECRET_LENGTH), {
      message: `SESSION_SECRET is too short: in production each comma-separated secret must be at least ${MIN_SECRET_LENGTH} characters`,
    });
}

/** Outside production the demo's http://localhost:PORT; in production the public address must be given (mail links, Secure cookies). */
function appUrl(mode: Mode) {
  const url = absoluteUrl("APP_URL", "https://prompts.example.com");
  if (mode === "demo") return url.optional();
  return z.string({
    required_error: "APP_URL must be set in production: the address people open, such as https://prompts.example.com (mail links use it, and cookies are Secure on https)",
  }).pipe(url);
}

function passwordHashCost(mode: Mode) {
  const costs = oneOf("PASSWORD_HASH_COST", PASSWORD_HASH_COSTS).default("standard");
  if (mode === "demo") return costs;
  return costs.refine((cost) => cost === "standard", {
    message: 'PASSWORD_HASH_COST must be "standard" in production: "test" is for test suites only (its hashes are cheap to crack)',
  });
}

function paymentProvider(mode: Mode) {
  const providers = ["local", "paystack"] as const;
  if (mode === "demo") return oneOf("PAYMENT_PROVIDER", providers).default("local");
  return oneOf(
    "PAYMENT_PROVIDER",
    providers,
    'PAYMENT_PROVIDER must be set in production: "paystack" (real payments, with PAYSTACK_SECRET_KEY) or "local" (the test gateway)',
  );
}

function settingsSchema(mode: Mode) {
  return z
    .object({
      PORT: wholeNumber("PORT", 1, 65535).default("3000"),
      DATABASE_URL: databaseLocation().default(DEFAULT_DATABASE_URL),
      UPLOADS_DIR: z.string().default(DEFAULT_UPLOADS_DIR),
      SESSION_SECRET: sessionSecrets(mode),
      SEED_DEMO: oneOf("SEED_DEMO", ["0", "1"]).default(mode === "production" ? "0" : "1"),
      APP_URL: appUrl(mode),
      PAYMENT_PROVIDER: paymentProvider(mode),
      PAYSTACK_SECRET_KEY: z.string().optional(),
      PAYSTACK_BASE_URL: absoluteUrl("PAYSTACK_BASE_URL", "https://api.paystack.co").default("https://api.paystack.co"),
      LOG_LEVEL: oneOf("LOG_LEVEL", LOG_LEVELS).default("info"),
      TRUST_PROXY: z
        .string()
        .default("0")
        .transform((text, ctx) => {
          const hops = proxyHops(text);
          if (hops !== undefined) return hops;
          const message = `TRUST_PROXY must be 0, 1, true, false or a number of proxy hops up to ${MAX_PROXY_HOPS}`;
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }),
      ADMIN_EMAIL: EmailField.optional(),
      ADMIN_PASSWORD: PasswordField.optional(),
      ADMIN_NAME: NameField.default(DEFAULT_ADMIN_NAME),
      SMTP_URL: smtpUrl().optional(),
      MAIL_FROM: mailFrom().default(DEFAULT_MAIL_FROM),
      HOST: z.string().optional(),
      PASSWORD_HASH_COST: passwordHashCost(mode),
      REGISTRATIONS_PER_HOUR: wholeNumber("REGISTRATIONS_PER_HOUR", 1, 1_000_000).default(String(DEFAULT_REGISTRATIONS_PER_HOUR)),
      AI_BASE_URL: aiBaseUrl().optional(),
      AI_API_KEY: z.string().optional(),
      AI_MODELS: aiModels().default(""),
      AI_TIMEOUT_MS: wholeNumber("AI_TIMEOUT_MS", 100, 600_000).default(String(DEFAULT_AI_TIMEOUT_MS)),
      AI_DAILY_TOKENS: wholeNumber("AI_DAILY_TOKENS", 1, 1_000_000_000).default(String(DEFAULT_AI_DAILY_TOKENS)),
      AI_PREVIEWS_PER_DAY: wholeNumber("AI_PREVIEWS_PER_DAY", 1, 1000).default(String(DEFAULT_AI_PREVIEWS_PER_DAY)),
      AI_SITE_DAILY_TOKENS: wholeNumber("AI_SITE_DAILY_TOKENS", 1, 1_000_000_000_000).default(String(DEFAULT_AI_SITE_DAILY_TOKENS)),
    })
    .superRefine((settings, ctx) => {
      const missing = (name: string, message: string) => ctx.addIssue({ code: "custom", path: [name], message });
      if (settings.PAYMENT_PROVIDER === "paystack" && !settings.PAYSTACK_SECRET_KEY) {
        missing("PAYSTACK_SECRET_KEY", "PAYSTACK_SECRET_KEY must be set when PAYMENT_PROVIDER is paystack");
      }
      if (settings.ADMIN_EMAIL && !settings.ADMIN_PASSWORD) {
        missing("ADMIN_PASSWORD", "ADMIN_PASSWORD must be set with ADMIN_EMAIL (the first admin needs both)");
      }
      if (settings.ADMIN_PASSWORD && !settings.ADMIN_EMAIL) {
        missing("ADMIN_EMAIL", "ADMIN_EMAIL must be set with ADMIN_PASSWORD (the first admin needs both)");
      }
      if (settings.AI_BASE_URL && settings.AI_MODELS.length === 0) {
        missing("AI_MODELS", "AI_MODELS must name at least one model when AI_BASE_URL is set, such as llama3.2 or llama3.2,sdxl:image");
      }
    });
}

/**
 * "NAME ...": the setting's own rule, or the shared field's message after its name, then the value
 * given unless it is a secret or the message already names the part that is wrong.
 */
function describeIssue(issue: z.ZodIssue, given: Record<string, string | undefined>): string {
  const name = String(issue.path[0]);
  const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
  const value = given[name];
  const named = issue.code === "custom" && issue.params?.named === true;
  return value === undefined || SECRETS.has(name) || named ? message : `${message}, not "${value}"`;
}

/** Outside production without SESSION_SECRET: one generated once and kept beside the data. */
/**
 * Outside production without SESSION_SECRET: one kept beside the SQLite file, or with PostgreSQL
 * beside the uploads folder (which every process of an install shares; never inside it, which is served).
 */
function generatedSecret({ DATABASE_URL, UPLOADS_DIR }: { DATABASE_URL: string; UPLOADS_DIR: string }): string {
  const beside = isPostgresUrl(DATABASE_URL) ? path.resolve(UPLOADS_DIR) : path.resolve(DATABASE_URL);
  const file = path.join(path.dirname(beside), ".session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return fs.readFileSync(file, "utf8").trim();
}
