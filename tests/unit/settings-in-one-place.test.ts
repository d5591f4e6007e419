import { afterEach, describe, expect, test, vi } from "vitest";
import { databaseForLog, logLevel, parseEnv } from "~/env.server";
import { log } from "~/utils/logger.server";
import { settingRefusal } from "../support/setting-refusal";

const GOOD_SECRET = "prod-secret-0123456789abcdef-0123456789";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The lines `run` writes to stdout. */
function written(run: () => void): string[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

describe("LOG_LEVEL, read by the logger through app/env.server.ts", () => {
  test("a level as given; unset, blank or not a level is info, and reading it never throws", () => {
    expect(logLevel({ LOG_LEVEL: "warn" })).toBe("warn");
    expect(logLevel({ LOG_LEVEL: " debug " })).toBe("debug");
    expect(logLevel({})).toBe("info");
    expect(logLevel({ LOG_LEVEL: "  " })).toBe("info");
    expect(logLevel({ LOG_LEVEL: "verbose" })).toBe("info");
    expect(logLevel({ LOG_LEVEL: "constructor" })).toBe("info");
  });

  test("the logger keeps working when the other settings are bad (it prints their SettingError)", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "short");
    vi.stubEnv("LOG_LEVEL", "warn");
    const lines = written(() => {
      log("info", "not shown");
      log("error", "SESSION_SECRET is too short");
    });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["SESSION_SECRET is too short"]);

    vi.stubEnv("LOG_LEVEL", "verbose");
    expect(written(() => log("info", "shown at the default level")).length).toBe(1);
  });
});

describe("security headers, read from env()", () => {
  test("the production build: the CSP (with Paystack's checkout as a form target), HSTS on an https APP_URL", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", GOOD_SECRET);
    vi.stubEnv("PAYMENT_PROVIDER", "paystack");
    vi.stubEnv("PAYSTACK_SECRET_KEY", "sk_test_x");
    vi.stubEnv("APP_URL", "https://prompts.example.com");
    vi.stubEnv("PASSWORD_HASH_COST", "standard");
    const { applySecurityHeaders } = await import("~/utils/security-headers.server");
    const headers = applySecurityHeaders(new Headers(), "n0nce");
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-n0nce'");
    expect(headers.get("Content-Security-Policy")).toContain("form-action 'self' https://checkout.paystack.com");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  test("outside the production build (dev, tests) and on http: no CSP, no HSTS; the other headers always", async () => {
    vi.stubEnv("APP_URL", "http://localhost:3000");
    const { applySecurityHeaders } = await import("~/utils/security-headers.server");
    const headers = applySecurityHeaders(new Headers());
    expect(headers.get("Content-Security-Policy")).toBeNull();
    expect(headers.get("Strict-Transport-Security")).toBeNull();
    expect(headers.get("X-Frame-Options")).toBe("DENY");
  });

  test("PRODUCTION_BUILD is NODE_ENV=production, whatever mode the launcher hands its workers", () => {
    const databaseUrl = process.env.DATABASE_URL!;
    expect(parseEnv({ DATABASE_URL: databaseUrl, NODE_ENV: "production", PROMPTORY_MODE: "demo", SESSION_SECRET: "x" }).PRODUCTION_BUILD).toBe(true);
    expect(parseEnv({ DATABASE_URL: databaseUrl, NODE_ENV: "test", SESSION_SECRET: "x" }).PRODUCTION_BUILD).toBe(false);
  });
});

describe("the AI settings (CONTRACT 13, docs/decisions/0309)", () => {
  const parse = (source: Record<string, string>) => parseEnv({ DATABASE_URL: process.env.DATABASE_URL!, SESSION_SECRET: "x", ...source });
  const refusal = (source: Record<string, string>) => settingRefusal({ DATABASE_URL: process.env.DATABASE_URL!, SESSION_SECRET: "x" }, source);

  test("unset: AI off, no models, the defaults", () => {
    expect(parse({}).AI).toEqual({ baseUrl: undefined, apiKey: undefined, models: [], timeoutMs: 60_000, dailyTokens: 50_000, previewsPerDay: 3, siteDailyTokens: 1_000_000 });
    expect(parse({ AI_BASE_URL: " ", AI_MODELS: "", AI_TIMEOUT_MS: " " }).AI.timeoutMs).toBe(60_000);
  });

  test("every setting as given; the base URL loses its trailing slashes", () => {
    const ai = parse({
      AI_BASE_URL: "http://127.0.0.1:11434/v1/",
      AI_API_KEY: " sk-abc ",
      AI_MODELS: "llama3.2, qwen2.5-coder:7b:code ,sdxl:IMAGE,llama3.2:3b,,meta-llama/Llama-3.1-8B:text",
      AI_TIMEOUT_MS: "5000",
      AI_DAILY_TOKENS: "1000",
      AI_PREVIEWS_PER_DAY: "10",
      AI_SITE_DAILY_TOKENS: "250000",
    }).AI;
    expect(ai).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "sk-abc",
      models: [
        { id: "llama3.2", kind: "text" },
        { id: "qwen2.5-coder:7b", kind: "code" },
        { id: "sdxl", kind: "image" },
        { id: "llama3.2:3b", kind: "text" },
        { id: "meta-llama/Llama-3.1-8B", kind: "text" },
      ],
      timeoutMs: 5000,
      dailyTokens: 1000,
      previewsPerDay: 10,
      siteDailyTokens: 250_000,
    });
    expect(parse({ AI_BASE_URL: "https://api.openai.com/v1", AI_MODELS: "gpt-4o-mini" }).AI.baseUrl).toBe("https://api.openai.com/v1");
  });

  test.each(["ftp://models.example.com/v1", "127.0.0.1:11434/v1", "http://user:hunter2@/v1", "https://api.example.com/v1?key=hunter2"])(
    "AI_BASE_URL %s is refused in one line that never repeats it",
    (url) => {
      const message = refusal({ AI_BASE_URL: url, AI_MODELS: "llama3.2" });
      expect(message).toBe("AI_BASE_URL must be an http:// or https:// API base without a query, such as http://127.0.0.1:11434/v1");
      expect(message).not.toContain("hunter2");
    },
  );

  test("AI_API_KEY is never repeated, even when another setting is refused", () => {
    const message = refusal({ AI_API_KEY: "sk-hunter2", AI_TIMEOUT_MS: "soon" });
    expect(message).toBe('AI_TIMEOUT_MS must be a whole number from 100 to 600000, not "soon"');
    expect(message).not.toContain("hunter2");
  });

  test.each([
    ["llama3.2,gpt 4", 'AI_MODELS entry "gpt 4" must be a model id or id:kind (kind "text", "code", "image"), such as llama3.2 or sdxl:image'],
    ["sdxl:image,:code", 'AI_MODELS entry ":code" must be a model id or id:kind (kind "text", "code", "image"), such as llama3.2 or sdxl:image'],
    ["llama3.2:", 'AI_MODELS entry "llama3.2:" must be a model id or id:kind (kind "text", "code", "image"), such as llama3.2 or sdxl:image'],
    ['"llama3.2"', 'AI_MODELS entry ""llama3.2"" must be a model id or id:kind (kind "text", "code", "image"), such as llama3.2 or sdxl:image'],
    ["llama3.2,llama3.2:code", 'AI_MODELS names "llama3.2" twice'],
    ["llama3:txet", 'AI_MODELS entry "llama3:txet": "txet" is not a kind ("text", "code", "image"); write llama3:text, or llama3:txet:text if it is part of the model id'],
    ["llama3.2,sdxl:imgae", 'AI_MODELS entry "sdxl:imgae": "imgae" is not a kind ("text", "code", "image"); write sdxl:image, or sdxl:imgae:text if it is part of the model id'],
    ["qwen2.5-coder:7b:Cod", 'AI_MODELS entry "qwen2.5-coder:7b:Cod": "Cod" is not a kind ("text", "code", "image"); write qwen2.5-coder:7b:code, or qwen2.5-coder:7b:Cod:text if it is part of the model id'],
    ["sdxl:imag", 'AI_MODELS entry "sdxl:imag": "imag" is not a kind ("text", "code", "image"); write sdxl:image, or sdxl:imag:text if it is part of the model id'],
  ])("AI_MODELS=%s is refused in one line naming the entry", (models, message) => {
    expect(refusal({ AI_MODELS: models })).toBe(message);
  });

  test("a tag after the colon that is not near a kind stays part of the id (Ollama's llama3:8b, codellama:instruct)", () => {
    const models = parse({ AI_MODELS: "llama3:8b,codellama:instruct,llava:latest,llama3:txet:text,mistral:7b-text:code" }).AI.models;
    expect(models).toEqual([
      { id: "llama3:8b", kind: "text" },
      { id: "codellama:instruct", kind: "text" },
      { id: "llava:latest", kind: "text" },
      { id: "llama3:txet", kind: "text" },
      { id: "mistral:7b-text", kind: "code" },
    ]);
  });

  test("AI_BASE_URL without a model is refused", () => {
    expect(refusal({ AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toBe(
      "AI_MODELS must name at least one model when AI_BASE_URL is set, such as llama3.2 or llama3.2,sdxl:image",
    );
  });

  test.each([
    ["AI_TIMEOUT_MS", "99", "from 100 to 600000"],
    ["AI_TIMEOUT_MS", "600001", "from 100 to 600000"],
    ["AI_DAILY_TOKENS", "0", "from 1 to 1000000000"],
    ["AI_DAILY_TOKENS", "1e6", "from 1 to 1000000000"],
    ["AI_PREVIEWS_PER_DAY", "0", "from 1 to 1000"],
    ["AI_PREVIEWS_PER_DAY", "-3", "from 1 to 1000"],
    ["AI_SITE_DAILY_TOKENS", "0", "from 1 to 1000000000000"],
  ])("%s=%s is refused", (name, value, range) => {
    expect(refusal({ [name]: value })).toBe(`${name} must be a whole number ${range}, not "${value}"`);
  });
});

describe("DATABASE_URL (CONTRACT 15; issue 28: refuse what this version cannot open)", () => {
  const settings = (source: Record<string, string>) => parseEnv({ SESSION_SECRET: "x", ...source });
  const refusal = (DATABASE_URL: string) => settingRefusal({ SESSION_SECRET: "x" }, { DATABASE_URL });

  test("a path, or a file: URL of one, is the SQLite file", () => {
    expect(settings({}).DATABASE_URL).toBe("./data/app.db");
    expect(settings({ DATABASE_URL: "/srv/promptory/app.db" }).DATABASE_URL).toBe("/srv/promptory/app.db");
    expect(settings({ DATABASE_URL: "data/app.db" }).DATABASE_URL).toBe("data/app.db");
    expect(settings({ DATABASE_URL: "file:///srv/my%20data/app.db" }).DATABASE_URL).toBe("/srv/my data/app.db");
    expect(settings({ DATABASE_URL: "file:./data/app.db" }).DATABASE_URL).toBe("./data/app.db");
  });

  test("a postgres:// or postgresql:// URL is PostgreSQL's, kept as given; the log shows it without its password", () => {
    for (const url of ["postgres://app:s3cret@db.example.com:5432/promptory", "postgresql://localhost/promptory?sslmode=require"]) {
      expect(settings({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(databaseForLog("postgres://app:s3cret@db.example.com:5432/promptory")).toBe("postgres://app:***@db.example.com:5432/promptory");
    expect(databaseForLog("./data/app.db")).toBe("./data/app.db");
  });

  test("any other scheme is refused in one line that does not repeat the URL (it may hold a password)", () => {
    for (const url of ["mysql://root:s3cret@localhost/app", "file://otherhost/app.db", "file:app.db?mode=ro", "postgres:relative"]) {
      const message = refusal(url);
      expect(message).toBe(
        "DATABASE_URL must be the path of the SQLite file, a file: URL such as file:///data/app.db, or a PostgreSQL URL such as postgres://user:password@host:5432/promptory",
      );
      expect(message).not.toContain("s3cret");
    }
  });
});
