import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { ViteDevServer } from "vite";
import { logError } from "~/utils/logger.server";
import { frontDoor, type FrontDoorOptions } from "./front-door";
import { staticFiles } from "./static-files";

const CLIENT_BUILD = fileURLToPath(new URL("../build/client", import.meta.url));

/** The production build, or the Vite dev server that builds the app on demand (`npm run dev`). */
export type AppSource = { build: ServerBuild } | { vite: ViteDevServer };

/** The whole HTTP app: the front door first, then compressed answers, the static files (server/static-files.ts) and Remix. */
export function createApp(source: AppSource, door: FrontDoorOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(frontDoor(door));
  app.use(compression());
  if ("vite" in source) {
    app.use(source.vite.middlewares);
  } else {
    app.use(staticFiles(CLIENT_BUILD));
  }
  const build = "vite" in source ? () => source.vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild> : source.build;
  app.all("*", createRequestHandler({ build, mode: "vite" in source ? "development" : "production" }));
  app.use(lastResort);
  return app;
}

/** What escaped Remix (a client that went away mid-upload, a broken stream): logged, and a plain 500 if nothing was sent yet. */
const lastResort: ErrorRequestHandler = (error, _request, response, _next) => {
  logError(error, { where: "server" });
  if (response.headersSent) return void response.destroy();
  response.status(500).type("text/plain").send("Something went wrong.");
};
