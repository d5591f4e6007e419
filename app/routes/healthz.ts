import { db } from "~/db/client.server";
import { logError } from "~/utils/logger.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";

/** GET /healthz: 200 {"status":"ok"} while the database answers, 503 otherwise (CONTRACT section 7). */
export function loader() {
  const healthy = databaseAnswers();
  return Response.json(
    { status: healthy ? "ok" : "error" },
    { status: healthy ? 200 : 503, headers: applySecurityHeaders(new Headers({ "Cache-Control": "no-store" })) },
  );
}

function databaseAnswers(): boolean {
  try {
    return db.$client.prepare("select 1").pluck().get() === 1;
  } catch (error) {
    logError(error, { where: "healthz" });
    return false;
  }
}
