import { databaseAnswers } from "~/db/client.server";
import { logError } from "~/utils/logger.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";

/** GET /healthz: 200 {"status":"ok"} while the database answers, 503 otherwise (CONTRACT section 7). */
export async function loader() {
  const healthy = await answers();
  return Response.json(
    { status: healthy ? "ok" : "error" },
    { status: healthy ? 200 : 503, headers: applySecurityHeaders(new Headers({ "Cache-Control": "no-store" })) },
  );
}

async function answers(): Promise<boolean> {
  try {
    return await databaseAnswers();
  } catch (error) {
    logError(error, { where: "healthz" });
    return false;
  }
}
