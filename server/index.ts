/**
 * The one way Promptory is served (docs/decisions/0291): `npm start` runs it in every cluster
 * worker, `npm run serve` once, `npm run dev` with `--dev` (Vite builds the app on demand, with hot
 * reload), and the e2e server and the container through `npm start`. Each passes every request
 * through the front door (server/front-door.ts).
 */
import cluster from "node:cluster";
import { pathToFileURL } from "node:url";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { env, isPostgresUrl, SettingError } from "~/env.server";
import { log, logError } from "~/utils/logger.server";
import { createApp, type AppSource } from "./app";
import { serve } from "./serve";

const SERVER_BUILD = new URL("../build/server/index.js", import.meta.url);

async function devSource(): Promise<AppSource> {
  const { createServer } = await import("vite");
  return { vite: await createServer({ server: { middlewareMode: true } }) };
}

async function buildSource(): Promise<AppSource> {
  return { build: (await import(pathToFileURL(SERVER_BUILD.pathname).href)) as ServerBuild };
}

async function main(): Promise<void> {
  const dev = process.argv.includes("--dev");
  const settings = env();
  installGlobals({ nativeFetch: true });
  // PostgreSQL's migrations run once per start: by the launcher's primary before its workers, here otherwise.
  if (!cluster.isWorker && isPostgresUrl(settings.DATABASE_URL)) await (await import("~/db/client.server")).migrateDatabase();
  const source = dev ? await devSource() : await buildSource();
  const productionAppUrl = settings.MODE === "production" ? settings.APP_URL : undefined;
  const app = createApp(source, { trustProxy: settings.TRUST_PROXY, appUrl: productionAppUrl });
  const beforeExit = "vite" in source ? () => source.vite.close() : undefined;
  const { stopped } = serve(app, { port: settings.PORT, host: settings.HOST, url: settings.APP_URL, beforeExit });
  await stopped;
  process.exit(0);
}

try {
  await main();
} catch (error) {
  if (error instanceof SettingError) log("error", error.message);
  else logError(error, { where: "server" });
  process.exit(1);
}
