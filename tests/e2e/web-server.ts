/**
 * The e2e web server (playwright.config.ts `webServer.command`): an SMTP sink and the fake AI
 * provider (tests/support/fake-ai.ts) for the run, then the app as `npm start` runs it with
 * SMTP_URL and AI_BASE_URL pointing at them (AI_MODELS is in the config's env). Playwright starts the web
 * server before any globalSetup, so the sink is started here, before the app: the app's first
 * delivery already finds it (docs/decisions/0204). Each message lands in tests/e2e/mailbox.ts.
 * `npm test` seeds the demo data beforehand (E2E_PREPARED_DATA, a folder with app.db and uploads):
 * the app starts on a copy instead of seeding it. The data lives in memory where the machine has
 * room (tests/support/ram-folder.ts); `.e2e-data` is a link to it.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import { startFakeAi } from "../support/fake-ai";
import { startPostgres } from "../support/postgres-server";
import { E2E_POSTGRES_PORT } from "../../playwright.config";
import { makeScratchFolder } from "../support/ram-folder";
import { startSmtpSink } from "../support/smtp-sink";
import { MAILBOX_DIR, REFUSED_DOMAIN, SMTP_URL_FILE } from "./mailbox";

const data = makeScratchFolder("promptory-e2e-");
fs.symlinkSync(data, ".e2e-data");
const prepared = process.env.E2E_PREPARED_DATA;
if (prepared) fs.cpSync(prepared, data, { recursive: true });
const sink = await startSmtpSink({
  dir: MAILBOX_DIR,
  refuseRecipient: (address) => address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`),
});
fs.writeFileSync(SMTP_URL_FILE, sink.url);
const ai = await startFakeAi();
// E2E_ENGINE=postgres: the same journeys on PostgreSQL (issue 28), on a throwaway server with the
// prepared demo data copied into it (npm run db:copy's code), or seeded by the app when none is.
const postgres = process.env.E2E_ENGINE === "postgres" ? await startPostgres({ port: E2E_POSTGRES_PORT }) : undefined;
if (postgres) {
  postgres.createDatabase("e2e");
  if (prepared) {
    const { copyToPostgres } = await import("../../scripts/db-copy/copy-to-postgres");
    await copyToPostgres(`${data}/app.db`, postgres.url("e2e"));
  }
}
const app = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  env: { ...process.env, SMTP_URL: sink.url, AI_BASE_URL: ai.url, ...(postgres && { DATABASE_URL: postgres.url("e2e") }) },
  stdio: "inherit",
});
// Playwright stops the process group; a signal to this process alone reaches the app too (the
// launcher ignores a repeated one). This process exits once the app has.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => app.kill(signal));
const [code] = (await once(app, "exit")) as [number | null];
await Promise.all([sink.close(), ai.close()]);
postgres?.stop();
fs.rmSync(data, { recursive: true, force: true });
process.exit(code ?? 1);
