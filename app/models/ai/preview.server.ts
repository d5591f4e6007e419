/**
 * Live preview (CONTRACT 13 as 17 amends it): a signed-in buyer with a verified address runs a
 * listed prompt on the vendor's preview models, with one of the vendor's example sets (`examples`
 * mode: nothing of the buyer's reaches the model) or, in `open` mode, with short values of their
 * own on text models; the vendor runs its own prompts on every model. The prompt's content never
 * reaches anyone else: outputs that give it back are withheld (decision 0348), images are private
 * (0350), and nothing here logs the content or an output. Limits, budget and cache: 0314, 0351.
 */
import { env, type AiModel, type AiSettings } from "~/env.server";
import { requireVerifiedEmail } from "~/models/email-verification.server";
import { MAX_TYPED_PREVIEW_VALUE, runnableExamples, type ExampleValues } from "~/models/preview-mode";
import { variablesOf } from "~/models/prompt-variables.server";
import { getPrompt, type Prompt } from "~/models/prompts.server";
import { MAX_VARIABLES, fillTemplate, parseVariables } from "~/models/template-variables";
import { savePreviewImage } from "~/models/uploads.server";
import { getVendorByUserId, type User } from "~/models/users.server";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { log } from "~/utils/logger.server";
import type { PreviewOutput } from "~/schemas/ai-preview";
import { previewRunsToday, reservePreview, settlePreview, tokensLeftToday, utcDay, type AiCallEnd } from "./budget.server";
import { AiError, AiTimeoutError } from "./errors";
import { repeatsPrompt, WITHHELD_NOTE } from "./leak-rule";
import { cacheAnswer, cachedAnswer, inputHash, type CacheKey, type CachedAnswer } from "./preview-cache.server";
import { grantPreviewImage, previewImageUrl } from "./preview-images.server";
import { aiConfigured, chatComplete, generateImage } from "./provider.server";
import { estimateTokens } from "./usage";

/** The most a text model may answer in one preview; with the prompt's size, what a call reserves. */
export const PREVIEW_MAX_TOKENS = 1024;

export const PREVIEW_NOT_ALLOWED = "The vendor did not allow live preview of this prompt.";
export const PREVIEW_EXAMPLES_ONLY = "This prompt's preview runs the vendor's examples only.";
export const PREVIEW_NOT_FOR_ROLE = "Live preview is for buyers and the prompt's own vendor.";
export const PREVIEW_OFF = "Live preview is off: AI is not configured on this server.";
export const IMAGE_NEEDS_EXAMPLE = "An image model runs only with the vendor's example values.";
export const TYPED_VALUE_TOO_LONG = `Each value you type can be at most ${MAX_TYPED_PREVIEW_VALUE} characters.`;

export type PreviewRequest = {
  user: Pick<User, "id" | "role" | "emailVerifiedAt">;
  promptId: string;
  /** The index of one of the vendor's example sets (0 when nothing is typed). */
  example?: number;
  /** Values typed by the caller: the vendor on its own prompt, or a buyer in `open` mode. */
  values?: Readonly<Record<string, string>>;
  models: readonly string[];
};

type Run = { prompt: Prompt; owner: boolean; sent: string; values: Readonly<Record<string, string>> };

/** Who may preview this prompt, and whether they are its vendor; 404/403 otherwise. */
async function previewAccess(user: Pick<User, "id" | "role">, promptId: string): Promise<{ prompt: Prompt; owner: boolean }> {
  const prompt = await getPrompt(promptId);
  if (!prompt || prompt.status === "archived") throw notFound("Prompt not found.");
  if (user.role === "vendor" && (await getVendorByUserId(user.id))?.id === prompt.vendorId) return { prompt, owner: true };
  if (user.role !== "buyer") throw forbidden(PREVIEW_NOT_FOR_ROLE);
  if (!prompt.listed) throw notFound("Prompt not found.");
  if (prompt.previewMode === "off") throw forbidden(PREVIEW_NOT_ALLOWED);
  return { prompt, owner: false };
}

/** The example sets a run may choose, numbered from 0: one empty set for a prompt without variables. */
export const previewExamples = (prompt: Prompt): ExampleValues[] => runnableExamples(variablesOf(prompt), prompt.previewExamples);

export type PreviewInfo = {
  /** The caller is the prompt's vendor: any values, every model, no daily run limit. */
  owner: boolean;
  mode: Prompt["previewMode"];
  models: AiModel[];
  examples: { index: number; values: ExampleValues }[];
  /** Runs of this prompt left today; null for its vendor, who has no such limit. */
  runsLeft: number | null;
  tokensLeft: number;
};

/** What a run would do, before any (GET /api/v1/ai/preview/{promptId}, the "Try it" box); 404/403 as a run, 503 when AI is off. */
export async function previewInfo(user: Pick<User, "id" | "role">, promptId: string, settings: AiSettings = env().AI, now = new Date()): Promise<PreviewInfo> {
  const { prompt, owner } = await previewAccess(user, promptId);
  if (!aiConfigured(settings)) throw new AppError(503, PREVIEW_OFF);
  const runsLeft = owner ? null : Math.max(0, settings.previewsPerDay - (await previewRunsToday(user.id, prompt.id, now, settings)));
  return {
    owner,
    mode: prompt.previewMode,
    models: owner ? settings.models : offeredPreviewModels(prompt, settings),
    examples: previewExamples(prompt).map((values, index) => ({ index, values })),
    runsLeft,
    tokensLeft: await tokensLeftToday(user.id, now, settings),
  };
}

/** The choices of the prompt form's "Preview models": every AI_MODELS entry, or null when AI is off. */
export function previewModelChoices(settings: AiSettings = env().AI): Pick<AiModel, "id" | "kind">[] | null {
  return aiConfigured(settings) ? settings.models.map(({ id, kind }) => ({ id, kind })) : null;
}

/** The vendor's preview models that AI_MODELS still names (the operator may have removed one). */
export function offeredPreviewModels(prompt: Pick<Prompt, "previewModels">, settings: AiSettings = env().AI): AiModel[] {
  return settings.models.filter((model) => prompt.previewModels.includes(model.id));
}

/** The models asked for, each once; one that is not offered to this caller is a 422 on `models`. */
function chooseModels(asked: readonly string[], offered: AiModel[]): AiModel[] {
  const ids = [...new Set(asked)];
  if (ids.length === 0) throw new AppError(422, "Choose at least one model", "models");
  return ids.map((id) => {
    const model = offered.find((candidate) => candidate.id === id);
    if (!model) {
      const choices = offered.length ? `: choose from ${offered.map((m) => m.id).join(", ")}` : "";
      throw new AppError(422, `Unknown model "${id}"${choices}`, "models");
    }
    return model;
  });
}

/** The content with the values in; a variable without a value or default is a 422 on its field `values.NAME`. */
export function fillIn(content: string, values: Readonly<Record<string, string>>): string {
  for (const variable of parseVariables(content).slice(0, MAX_VARIABLES)) {
    const value = Object.hasOwn(values, variable.name) ? values[variable.name]?.trim() : "";
    if (!value && !variable.defaultValue) throw new AppError(422, `Enter a value for ${variable.name}`, `values.${variable.name}`);
  }
  return fillTemplate(content, values);
}

/**
 * The values a run sends: typed ones (the vendor's own prompt; a buyer's only in `open` mode, each
 * at most MAX_TYPED_PREVIEW_VALUE, on text models) or one of the vendor's example sets.
 */
function runValues(request: PreviewRequest, prompt: Prompt, owner: boolean, models: AiModel[]): Readonly<Record<string, string>> {
  const typed = request.values && Object.keys(request.values).length > 0 ? request.values : null;
  if (typed && !owner) {
    if (prompt.previewMode !== "open") throw forbidden(PREVIEW_EXAMPLES_ONLY);
    const long = Object.keys(typed).find((name) => (typed[name] ?? "").trim().length > MAX_TYPED_PREVIEW_VALUE);
    if (long !== undefined) throw new AppError(422, TYPED_VALUE_TOO_LONG, `values.${long}`);
    if (models.some((model) => model.kind === "image")) throw new AppError(422, IMAGE_NEEDS_EXAMPLE, "models");
  }
  if (typed) return typed;
  const examples = previewExamples(prompt);
  const chosen = examples[request.example ?? 0];
  if (chosen) return chosen;
  const message = examples.length ? `Choose an example from 0 to ${examples.length - 1}` : "This prompt has no example values yet: type values to run it";
  throw new AppError(422, message, "example");
}

type Answered = { answer: CachedAnswer; cached: boolean };

/**
 * Runs the prompt, filled in with the run's values, on each chosen model at once (each with
 * AI_TIMEOUT_MS); a model that fails gives an output with a note, not a failed request. Outputs are
 * in the order asked. 404/403 (who, mode, unverified address), 503 (AI off), 422 (models, values,
 * example), 429 (limits) as CONTRACT 13 and 17 say.
 */
export async function runPreview(request: PreviewRequest, settings: AiSettings = env().AI): Promise<{ outputs: PreviewOutput[] }> {
  const { prompt, owner } = await previewAccess(request.user, request.promptId);
  if (!aiConfigured(settings)) throw new AppError(503, PREVIEW_OFF);
  requireVerifiedEmail(request.user);
  const models = chooseModels(request.models, owner ? settings.models : offeredPreviewModels(prompt, settings));
  const values = runValues(request, prompt, owner, models);
  const run: Run = { prompt, owner, sent: fillIn(prompt.content, values), values };
  const now = new Date();
  const keyOf = (model: AiModel): CacheKey => ({ promptId: prompt.id, model: model.id, inputHash: inputHash(run.sent), day: utcDay(now) });
  const cached = await Promise.all(models.map((model) => cachedAnswer(keyOf(model))));
  const missing = models.filter((_, i) => !cached[i]);
  const fresh = missing.length ? await runModels(request.user.id, run, missing, { now, keyOf }, settings) : [];
  const outcomes = models.map((model, i): Answered | PreviewOutput => {
    const answer = cached[i];
    return answer ? { answer, cached: true } : fresh[missing.indexOf(model)]!;
  });
  for (const outcome of outcomes) {
    if ("answer" in outcome && outcome.answer.image) await grantPreviewImage(outcome.answer.image, request.user.id, prompt.id);
  }
  return { outputs: outcomes.map((outcome, i) => ("answer" in outcome ? shown(run, models[i]!, outcome.answer, outcome.cached) : outcome)) };
}

type Plan = { now: Date; keyOf: (model: AiModel) => CacheKey };

/** Reserves, calls every model at once, then settles the calls and the buyer's run together (docs/decisions/0319). */
async function runModels(userId: string, run: Run, models: AiModel[], plan: Plan, settings: AiSettings): Promise<(Answered | PreviewOutput)[]> {
  const reserveTokens = estimateTokens(run.sent) + PREVIEW_MAX_TOKENS;
  const calls = models.map((model) => ({ model: model.id, reserveTokens }));
  const previewOf = run.owner ? undefined : run.prompt.id;
  const { usageIds, runId } = await reservePreview({ userId, kind: "preview", calls, previewOf, now: plan.now }, settings);
  const done = await Promise.all(models.map((model) => callModel(run, model, plan.keyOf(model), settings)));
  await settlePreview(runId, done.map(({ end }, i) => ({ id: usageIds[i]!, end })));
  return done.map(({ outcome }) => outcome);
}

/** One model's call, its answer cached, and how it ended (for its usage row); never rejects. */
async function callModel(run: Run, model: AiModel, key: CacheKey, settings: AiSettings): Promise<{ outcome: Answered | PreviewOutput; end: AiCallEnd }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const answer = { ...(await ask(run, model, settings)), ms: ms() };
    await cacheAnswer(key, answer);
    const withheld = shown(run, model, answer, false).withheld;
    return { outcome: { answer, cached: false }, end: { outcome: withheld ? "withheld" : "ok", totalTokens: answer.totalTokens, ms: answer.ms } };
  } catch (error) {
    const timedOut = error instanceof AiTimeoutError;
    // Only what was used counts: a call that timed out was sent and read (its prompt's tokens); an error reported none.
    const end: AiCallEnd = { outcome: timedOut ? "timeout" : "error", ms: ms(), totalTokens: timedOut ? estimateTokens(run.sent) : 0 };
    // The provider logged its own failures; anything else is logged by its class alone (never its message).
    if (!(error instanceof AiError || error instanceof AppError)) log("warn", "ai preview failed", { model: model.id, name: (error as Error)?.name });
    const note = timedOut ? "The model did not answer in time." : "The model could not answer: the AI provider failed or refused the call.";
    return { outcome: failed(model, end.ms, note), end };
  }
}

async function ask(run: Run, model: AiModel, settings: AiSettings): Promise<Omit<CachedAnswer, "ms">> {
  if (model.kind === "image") {
    const { b64, usage } = await generateImage({ model: model.id, prompt: run.sent }, settings);
    return { text: null, image: await savePreviewImage(Buffer.from(b64, "base64")), totalTokens: usage.totalTokens };
  }
  const messages = [{ role: "user" as const, content: run.sent }];
  const { text, usage } = await chatComplete({ model: model.id, messages, maxTokens: PREVIEW_MAX_TOKENS }, settings);
  return { text, image: null, totalTokens: usage.totalTokens };
}

/** An answer as this caller may see it: withheld from a non-owner when it gives the prompt back (the run's values are not the prompt's). */
function shown(run: Run, model: AiModel, answer: CachedAnswer, cached: boolean): PreviewOutput {
  const withheld = !run.owner && answer.text !== null && repeatsPrompt(answer.text, run.sent, Object.values(run.values));
  return {
    model: model.id,
    kind: model.kind,
    text: withheld ? null : answer.text,
    imageUrl: previewImageUrl(answer.image),
    ms: answer.ms,
    tokens: answer.totalTokens,
    cached,
    withheld,
    note: withheld ? WITHHELD_NOTE : null,
  };
}

function failed(model: AiModel, ms: number, note: string): PreviewOutput {
  return { model: model.id, kind: model.kind, text: null, imageUrl: null, ms, tokens: 0, cached: false, withheld: false, note };
}
