import { AppError, retryAfterHeaders } from "~/utils/app-error";
import { logError } from "~/utils/logger.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";

export type FieldErrors = Record<string, string[]>;

type FailExtra = { errors?: FieldErrors; headers?: HeadersInit };

export function ok(body: Record<string, unknown> = {}, status = 200): Response {
  return Response.json({ success: true, ...body }, { status });
}

export function fail(status: number, message: string, { errors, headers }: FailExtra = {}): Response {
  return Response.json({ success: false, message, ...(errors && { errors }) }, { status, headers });
}

/** What the client sees for anything a handler throws: never a stack trace, never HTML. */
export function errorResponse(error: unknown, request: Request): Response {
  if (error instanceof Response) return error;
  if (error instanceof AppError) {
    const headers = retryAfterHeaders(error);
    return fail(error.status, error.message, {
      ...(error.field ? { errors: { [error.field]: [error.message] } } : {}),
      ...(headers ? { headers } : {}),
    });
  }
  logError(error, { where: "api", method: request.method, path: new URL(request.url).pathname });
  return fail(500, "Something went wrong");
}

export function withApiHeaders(response: Response): Response {
  applySecurityHeaders(response.headers);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
