import { data } from "@remix-run/node";
import { saveOutputAsExample } from "~/models/ai/preview-examples.server";
import { PREVIEW_OFF, previewInfo, runPreview } from "~/models/ai/preview.server";
import { env } from "~/env.server";
import { isEmailVerified } from "~/models/email-verification.server";
import type { PromptView } from "~/models/prompt-access.server";
import type { User } from "~/models/users.server";
import { PreviewSchema, SaveExampleSchema } from "~/schemas/ai-preview";
import { OWN_VALUES, type SaveExampleReply, type TryItReply, type TryItView } from "~/schemas/constraints/try-it";
import { AppError, retryAfterHeaders } from "~/utils/app-error";
import { redirectWithToast } from "~/utils/session.server";

/**
 * "Try it" wherever a buyer reads the prompt: for a buyer on a listed prompt whose preview is on,
 * for the vendor on its own prompt with every model, and for a visitor a way to sign in and come back.
 */
export async function tryItView(user: Pick<User, "id" | "role" | "emailVerifiedAt"> | null, view: PromptView, path: string): Promise<TryItView> {
  if (!user) return view.prompt.previewMode === "off" ? null : { signInTo: `/login?${new URLSearchParams({ redirectTo: `${path}#try-it-heading` })}` };
  const perDay = env().AI.previewsPerDay;
  const shell = { owner: false, typed: false, models: [], variables: [], examples: [], runsLeft: null, perDay, verified: isEmailVerified(user) };
  try {
    const info = await previewInfo(user, view.prompt.id);
    return {
      ...shell,
      off: null,
      owner: info.owner,
      typed: info.owner || info.mode === "open",
      models: info.models.map(({ id, kind }) => ({ id, kind })),
      variables: view.prompt.variables,
      examples: info.examples,
      runsLeft: info.runsLeft,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Allowed, but AI is off on this server: the box says so. Not allowed: no box.
    return error.status === 503 ? { ...shell, owner: view.isOwner, off: PREVIEW_OFF } : null;
  }
}

const reply = (preview: TryItReply, status = 200, headers?: Record<string, string>) => data({ preview }, { status, headers });

/**
 * The "Try it" form posted (without JavaScript the answer page, with it a fetcher): the outputs,
 * or the run's refusal (403, 422 with its field, 429, 503) as a message on the form, never a 500.
 */
export async function tryItAction(user: User, promptId: string, formData: FormData) {
  const typed = typedValues(formData);
  const example = String(formData.get("example") ?? "0");
  const models = formData.getAll("models").map(String);
  const failed = (error: string, status: number, field: string | null = null, headers?: Record<string, string>) =>
    reply({ example, values: typed, models, outputs: null, error, field }, status, headers);
  const chosen = example === OWN_VALUES ? { values: typed } : { example };
  const submission = PreviewSchema.safeParse({ ...chosen, models });
  if (!submission.success) {
    const issue = submission.error.issues[0];
    return failed(issue?.message ?? "Check the form", 422, issue?.path.join(".") || null);
  }
  try {
    const { outputs } = await runPreview({ user, promptId, ...submission.data });
    return reply({ example, values: typed, models, outputs, error: null, field: null });
  } catch (error) {
    // A 429 says when to come back, as the API's does (Retry-After: the seconds until the limits renew).
    if (error instanceof AppError) return failed(error.message, error.status, error.field ?? null, retryAfterHeaders(error));
    throw error;
  }
}

/**
 * "Save as example output" under an output of the vendor's own preview: the page again, at its
 * example outputs, with a toast; a refusal (403/404, 409 not cached any more, 422 slots full) is a
 * message beside that output, never a 500.
 */
export async function saveExampleAction(request: Request, user: User, promptId: string, formData: FormData) {
  const model = String(formData.get("model") ?? "");
  const refused = (error: string, status: number) => data({ saveExample: { model, error } satisfies SaveExampleReply }, { status });
  const submission = SaveExampleSchema.safeParse({ values: typedValues(formData), model });
  if (!submission.success) return refused(submission.error.issues[0]?.message ?? "Check the form", 422);
  try {
    await saveOutputAsExample(user, promptId, submission.data);
  } catch (error) {
    if (error instanceof AppError) return refused(error.message, error.status);
    throw error;
  }
  const back = `${new URL(request.url).pathname}#examples-heading`;
  return redirectWithToast(request, back, { type: "success", message: `The output of ${submission.data.model} is saved as an example output` });
}

/** The `values.NAME` fields as typed. */
function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (name.startsWith("values.") && typeof value === "string") values[name.slice("values.".length)] = value;
  }
  return values;
}
