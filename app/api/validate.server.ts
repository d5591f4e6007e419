import { parseWithZod } from "~/utils/conform";
import type { z, ZodTypeAny } from "zod";
import { readForm, readJson } from "./body.server";
import { fail, type FieldErrors } from "./respond.server";

/** 422 whose message is the first problem, with every problem listed by field. */
function invalid(errors: FieldErrors): Response {
  const first = Object.values(errors)[0]?.[0] ?? "Invalid input";
  return fail(422, first, { errors });
}

export function validateJson<S extends ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  throw invalid(errors);
}

/** Same coercion as the web forms (Conform): empty fields and empty files count as missing. */
export function validateForm<S extends ZodTypeAny>(schema: S, form: FormData): z.output<S> {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return submission.value;
  const errors = Object.fromEntries(
    Object.entries(submission.error ?? {}).filter((entry): entry is [string, string[]] => entry[1] !== null),
  );
  throw invalid(errors);
}

export async function parseJsonBody<S extends ZodTypeAny>(request: Request, schema: S): Promise<z.output<S>> {
  return validateJson(schema, await readJson(request));
}

export async function parseFormBody<S extends ZodTypeAny>(request: Request, schema: S, limit?: number): Promise<z.output<S>> {
  return validateForm(schema, await readForm(request, limit));
}
