import { describe, expect, it } from "vitest";
import { interpolate, readCompose } from "../support/compose-file";

/**
 * compose.yaml (issue 28 point 6): the image and PostgreSQL with a volume each, wired to each
 * other. This machine cannot pull `postgres:15`, so `docker compose up` is not run here; the
 * container test runs the image with the app service's settings against a real PostgreSQL server.
 */
const compose = readCompose();
const { app, db } = compose.services;

describe("compose.yaml", () => {
  it("builds the app from this Dockerfile and starts it after PostgreSQL answers its health check", () => {
    expect(app?.build).toBe(".");
    expect(app?.depends_on).toEqual({ db: { condition: "service_healthy" } });
    expect(db?.healthcheck?.test).toContain("pg_isready");
  });

  it("runs PostgreSQL 15 or newer, its data in a named volume", () => {
    expect(Number(/^postgres:(\d+)/.exec(db?.image ?? "")?.[1])).toBeGreaterThanOrEqual(15);
    expect(db?.volumes).toContain("postgres:/var/lib/postgresql/data");
    expect(compose.volumes).toHaveProperty("postgres");
  });

  it("gives the app the database PostgreSQL's service creates, with the same user, password and name", () => {
    const variables = { POSTGRES_PASSWORD: "abc123" };
    const url = new URL(interpolate(app!.environment!.DATABASE_URL!, variables));
    const env = Object.fromEntries(Object.entries(db!.environment!).map(([name, value]) => [name, interpolate(value, variables)]));
    expect(url.protocol).toBe("postgres:");
    expect([url.hostname, url.port]).toEqual(["db", "5432"]);
    expect([url.username, url.password, url.pathname]).toEqual([env.POSTGRES_USER, env.POSTGRES_PASSWORD, `/${env.POSTGRES_DB}`]);
  });

  it("refuses to start without a database password rather than using an empty one", () => {
    expect(() => interpolate(app!.environment!.DATABASE_URL!, {})).toThrow("POSTGRES_PASSWORD");
    expect(() => interpolate(db!.environment!.POSTGRES_PASSWORD!, { POSTGRES_PASSWORD: "" })).toThrow("POSTGRES_PASSWORD");
  });

  it("keeps the uploads in a named volume at the image's /data, and the settings in the README's promptory.env", () => {
    expect(app?.volumes).toContain("uploads:/data");
    expect(compose.volumes).toHaveProperty("uploads");
    expect(app?.env_file).toBe("promptory.env");
  });
});

describe("interpolate", () => {
  it("reads compose's three forms", () => {
    expect(interpolate("a${X}b${Y:-dflt}c${Z:?need Z}", { X: "1", Z: "3" })).toBe("a1bdfltc3");
    expect(() => interpolate("${Z:?need Z}", {})).toThrow("Z: need Z");
  });
});
