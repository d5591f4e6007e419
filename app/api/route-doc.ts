import type { AnyZodObject, ZodTypeAny } from "zod";
import type { Role } from "~/db/schema";

/**
 * Who may call: anyone; anyone, with a token read when one is sent; any signed-in user; or
 * signed-in users of these roles.
 */
export type RouteAuth = "public" | "optional" | "user" | readonly Role[];

/** What /api/v1/openapi.json says of one call (docs/decisions/0275). */
export type RouteDoc = {
  summary: string;
  description?: string;
  tag: string;
  auth: RouteAuth;
  /** The schema the handler reads the query string with. */
  query?: AnyZodObject;
  /** The schema the handler validates the body with; `multipart` when it also takes a form with files. */
  body?: ZodTypeAny;
  multipart?: boolean;
  /** The body may be left out altogether. */
  optionalBody?: boolean;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** A success response as the route gives it; the coverage test compares its keys and types with the real one. */
  example: Record<string, unknown>;
  /** Error statuses the call gives besides those its auth, params and body imply (401, 403, 404, 400, 422). */
  errors?: readonly number[];
};
