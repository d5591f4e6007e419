import type { ZodTypeAny } from "zod";
import { ignoreOverride, zodToJsonSchema } from "zod-to-json-schema";
import { OptionalImageField } from "~/schemas/fields";
import type { RouteDoc } from "./route-doc";
import type { DocumentedRoute } from "./router.server";

/**
 * The OpenAPI 3.1 description of /api/v1, made from the route table: each route's RouteDoc and
 * the Zod schemas its handler validates with (docs/decisions/0275). Nothing here is per route.
 */

type JsonObject = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: "Malformed request: wrong content type, bad JSON or a refused state",
  401: "Not signed in, or the token is invalid or signed out",
  403: "Signed in, but this role or account may not do it",
  404: "No such object, or not one the caller may see",
  409: "Conflicts with the object's current state",
  413: "Request body is too large",
  422: "Invalid input: `message` is the first problem, `errors` lists them by field",
  429: "Too many attempts; see Retry-After",
  503: "A service the call needs is not configured on this server",
};

/** An uploaded file is `File` in the schema, a binary part in a multipart body. */
const binaryFiles = (def: unknown) =>
  def === OptionalImageField._def ? { type: "string", format: "binary", description: "An image file (multipart only)" } : ignoreOverride;

function jsonSchemaOf(schema: ZodTypeAny): JsonObject {
  // "input": what a client sends, before preprocessing and transforms; unknown keys are dropped, not refused.
  const converted = zodToJsonSchema(schema, {
    $refStrategy: "none",
    effectStrategy: "input",
    pipeStrategy: "input",
    removeAdditionalStrategy: "strict",
    allowedAdditionalProperties: undefined,
    override: binaryFiles,
  }) as JsonObject;
  delete converted.$schema;
  return converted;
}

export const openApiPath = (route: DocumentedRoute) =>
  `/${route.segments.map((part) => (part.startsWith(":") ? `{${part.slice(1)}}` : part)).join("/")}`;

export const operationId = (route: DocumentedRoute) =>
  `${route.method.toLowerCase()}_${route.segments.map((part) => part.replace(/^:/, "by_")).join("_")}`.replace(/[^\w]/g, "_");

function parameters(route: DocumentedRoute): JsonObject[] {
  const path = route.segments
    .filter((part) => part.startsWith(":"))
    .map((part) => ({ name: part.slice(1), in: "path", required: true, schema: { type: "string" } }));
  const query = route.doc.query ? jsonSchemaOf(route.doc.query) : { properties: {} };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const fields = Object.entries(query.properties as Record<string, JsonObject>).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...path, ...fields];
}

function requestBody({ body, multipart, optionalBody }: RouteDoc): JsonObject | undefined {
  if (!body) return undefined;
  const schema = jsonSchemaOf(body);
  const content: JsonObject = { "application/json": { schema } };
  if (multipart) content["multipart/form-data"] = { schema };
  return { required: !optionalBody, content };
}

function security(auth: RouteDoc["auth"]): JsonObject[] {
  if (auth === "public") return [];
  if (auth === "optional") return [{}, { bearerAuth: [] }];
  return [{ bearerAuth: [] }];
}

function errorStatuses(route: DocumentedRoute): number[] {
  const { auth, body, errors = [] } = route.doc;
  const statuses = new Set(errors);
  if (auth !== "public") statuses.add(401);
  if (Array.isArray(auth)) statuses.add(403);
  if (route.segments.some((part) => part.startsWith(":"))) statuses.add(404);
  if (body) [400, 413, 422].forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}

function whoMayCall(auth: RouteDoc["auth"]): string {
  if (auth === "public") return "Anyone.";
  if (auth === "optional") return "Anyone; a signed-in caller may see more.";
  if (auth === "user") return "Any signed-in user.";
  return `Signed-in ${auth.join(" or ")} accounts.`;
}

function operation(route: DocumentedRoute): JsonObject {
  const { doc } = route;
  const responses: JsonObject = {
    [String(doc.status ?? 200)]: {
      description: "Success",
      content: { "application/json": { schema: "success" in doc.example ? { $ref: "#/components/schemas/Success" } : { type: "object" }, example: doc.example } },
    },
  };
  for (const status of errorStatuses(route)) {
    responses[String(status)] = { description: ERROR_TEXT[status] ?? "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }
  const body = requestBody(doc);
  return {
    operationId: operationId(route),
    tags: [doc.tag],
    summary: doc.summary,
    description: [doc.description, `Who may call: ${whoMayCall(doc.auth)}`].filter(Boolean).join("\n\n"),
    security: security(doc.auth),
    parameters: parameters(route),
    ...(body && { requestBody: body }),
    responses,
  };
}

const COMPONENTS = {
  securitySchemes: {
    bearerAuth: { type: "http", scheme: "bearer", description: "`data.token` from POST /auth/login" },
  },
  schemas: {
    Success: {
      type: "object",
      required: ["success"],
      properties: { success: { const: true }, message: {}, data: {} },
      description: "The envelope of every success; what else it holds is in each operation's example.",
    },
    Error: {
      type: "object",
      required: ["success", "message"],
      properties: {
        success: { const: false },
        message: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
      },
    },
  },
};

export function openApiDocument(routes: DocumentedRoute[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) (paths[openApiPath(route)] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "Promptory API",
      version: "1",
      description: "The JSON API of Promptory. Lists take `page` (from 1) and `limit` (default 24, at most 100).",
    },
    servers: [{ url: "/api/v1" }],
    paths,
    components: COMPONENTS,
  };
}
