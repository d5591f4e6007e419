import type { RouteDoc } from "./route-doc";
import { errorResponse, fail, withApiHeaders } from "./respond.server";

export type ApiContext = {
  request: Request;
  url: URL;
  /** Values of the `:name` segments of the matched pattern. */
  params: Record<string, string>;
};

export type ApiHandler = (ctx: ApiContext) => Response | Promise<Response>;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `doc` describes the call in /api/v1/openapi.json (docs/decisions/0275). */
export type ApiRoute = { method: Method; segments: string[]; handler: ApiHandler; doc?: RouteDoc };

/** A route of the /api/v1 table: every one is documented. */
export type DocumentedRoute = ApiRoute & { doc: RouteDoc };

type RouteBuilder = {
  (pattern: string, handler: ApiHandler, doc: RouteDoc): DocumentedRoute;
  (pattern: string, handler: ApiHandler): ApiRoute;
};

const route =
  (method: Method): RouteBuilder =>
  (pattern: string, handler: ApiHandler, doc?: RouteDoc) => ({ method, segments: splitPath(pattern), handler, ...(doc && { doc }) }) as DocumentedRoute;

export const get = route("GET");
export const post = route("POST");
export const put = route("PUT");
export const patch = route("PATCH");
export const del = route("DELETE");

/** One entry point for the whole API: matches method and path, runs the handler, shapes errors. */
export function createApiHandler(routes: ApiRoute[]) {
  return async (request: Request, path: string): Promise<Response> => {
    const response = await dispatch(routes, request, path).catch((error: unknown) =>
      errorResponse(error, request),
    );
    return withApiHeaders(response);
  };
}

async function dispatch(routes: ApiRoute[], request: Request, path: string): Promise<Response> {
  const segments = splitPath(path);
  const matches = routes.flatMap((candidate) => {
    const params = matchSegments(candidate.segments, segments);
    return params ? [{ route: candidate, params }] : [];
  });
  if (matches.length === 0) return fail(404, "Endpoint not found");
  const method = request.method === "HEAD" ? "GET" : request.method;
  const match = matches
    .filter((m) => m.route.method === method)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)[0];
  if (!match) {
    const allow = [...new Set(matches.map((m) => m.route.method))].join(", ");
    return fail(405, "Method not allowed", { headers: { Allow: allow } });
  }
  return match.route.handler({ request, url: new URL(request.url), params: match.params });
}

function splitPath(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const actual = path[i]!;
    if (part.startsWith(":")) params[part.slice(1)] = actual;
    else if (part !== actual) return null;
  }
  return params;
}
