/**
 * Live preview (CONTRACT 13): a signed-in buyer runs a listed prompt that allows it, with their
 * values, on the vendor's preview models; the vendor runs its own prompts on every model. The
 * prompt's content never reaches anyone else: outputs that repeat it are withheld
 * (docs/decisions/0313), and nothing here logs the content or an output. Limits, budget and
 * cache: docs/decisions/0314.
 */
import { env, type AiModel, type AiSettings } from "~/env.server";
import { getPrompt, type Prompt } from "~/models/prompts.server";
import { MAX_VARIABLES, fillTemplate, parseVariables } from "~/models/template-variables";
import { imageUrl, saveImage } from "~/models/uploads.server";
import { getVendorByUserId, type User } from "~/models/users.server";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { log } from "~/utils/logger.server";
import type { PreviewOutput } from "~/schemas/ai-preview";
import { reservePreview, settlePreview, utcDay, type AiCallEnd } from "./budget.server";
import { AiError, AiTimeoutError } from "./errors";
import { repeatsPrompt, WITHHELD_NOTE } from "./leak-rule";
import { cacheAnswer, cachedAnswer, inputHash, type CacheKey, type CachedAnswer } from "./preview-cache.server";
import { aiConfigured, chatComplete, generateImage } from "./provider.server";
import { estimateTokens } from "./usage";

/** The most a text model may answer in one preview; with the prompt's size, what a call reserves. */
export const PREVIEW_MAX_TOKENS = 1024;

export const PREVIEW_NOT_ALLOWED = "The vendor did not allow live preview of this prompt.";
export const PREVIEW_NOT_FOR_ROLE = "Live preview is for buyers and the prompt's own vendor.";
export const PREVIEW_OFF = "Live preview is off: AI is not configured on this server.";


export type PreviewRequest = {
  user: Pick<User, "id" | "role">;
  promptId: string;
  values: Readonly<Record<string, string>>;
  models: readonly string[];
};

type Run = { prompt: Prompt; owner: boolean; sent: string; values: Readonly<Record<string, string>> };

/** Who may preview this prompt, and whether they are its vendor; 404/403 otherwise. */
async function previewAccess(user: PreviewRequest["user"], promptId: string): Promise<{ prompt: Prompt; owner: boolean }> {
  const prompt = await getPrompt(promptId);
  if (!prompt || prompt.status === "archived") throw notFound("Prompt not found.");
  if (user.role === "vendor" && (await getVendorByUserId(user.id))?.id === prompt.vendorId) return { prompt, owner: true };
  if (user.role !== "buyer") throw forbidden(PREVIEW_NOT_FOR_ROLE);
  if (!prompt.listed) throw notFound("Prompt not found.");
  if (!prompt.allowPreview) throw forbidden(PREVIEW_NOT_ALLOWED);
  return { prompt, owner: false };
}

/** The models `user` may preview the prompt with (the page's "Try it"), by the rule runPreview keeps; null: none. */
export async function previewModelsFor(user: PreviewRequest["user"], promptId: string, settings: AiSettings = env().AI): Promise<AiModel[] | null> {
  try {
    const { prompt, owner } = await previewAccess(user, promptId);
    return owner ? settings.models : offeredPreviewModels(prompt, settings);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
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
 * Runs the prompt, filled in with `values`, on each chosen model at once (each with AI_TIMEOUT_MS);
 * a model that fails gives an output with a note, not a failed request. Outputs are in the order
 * asked. 404/403 (who), 503 (AI off), 422 (models, values), 429 (limits) as CONTRACT 13 says.
 */
export async function runPreview(request: PreviewRequest, settings: AiSettings = env().AI): Promise<{ outputs: PreviewOutput[] }> {
  const { prompt, owner } = await previewAccess(request.user, request.promptId);
  if (!aiConfigured(settings)) throw new AppError(503, PREVIEW_OFF);
  const models = chooseModels(request.models, owner ? settings.models : offeredPreviewModels(prompt, settings));
  const run: Run = { prompt, owner, sent: fillIn(prompt.content, request.values), values: request.values };
  const now = new Date();
  const keyOf = (model: AiModel): CacheKey => ({ promptId: prompt.id, model: model.id, inputHash: inputHash(run.sent), day: utcDay(now) });
  const cached = await Promise.all(models.map((model) => cachedAnswer(keyOf(model))));
  const missing = models.filter((_, i) => !cached[i]);
  const fresh = missing.length ? await runModels(request.user.id, run, missing, { now, keyOf }, settings) : [];
  return {
    outputs: models.map((model, i) => {
      const answer = cached[i];
      return answer ? shown(run, model, answer, true) : fresh[missing.indexOf(model)]!;
    }),
  };
}

type Plan = { now: Date; keyOf: (model: AiModel) => CacheKey };

/** Reserves, calls every model at once, then settles the calls and the buyer's run together (docs/decisions/0319). */
async function runModels(userId: string, run: Run, models: AiModel[], plan: Plan, settings: AiSettings): Promise<PreviewOutput[]> {
  const reserveTokens = estimateTokens(run.sent) + PREVIEW_MAX_TOKENS;
  const calls = models.map((model) => ({ model: model.id, reserveTokens }));
  const previewOf = run.owner ? undefined : run.prompt.id;
  const { usageIds, runId } = await reservePreview({ userId, kind: "preview", calls, previewOf, now: plan.now }, settings);
  const done = await Promise.all(models.map((model) => callModel(run, model, plan.keyOf(model), settings)));
  await settlePreview(runId, done.map(({ end }, i) => ({ id: usageIds[i]!, end })));
  return done.map(({ output }) => output);
}

/** One model's call, its answer cached, and how it ended (for its usage row); never rejects. */
async function callModel(run: Run, model: AiModel, key: CacheKey, settings: AiSettings): Promise<{ output: PreviewOutput; end: AiCallEnd }> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const answer = await ask(run, model, settings);
    const output = shown(run, model, { ...answer, ms: ms() }, false);
    await cacheAnswer(key, { ...answer, ms: output.ms });
    return { output, end: { outcome: output.withheld ? "withheld" : "ok", totalTokens: answer.totalTokens, ms: output.ms } };
  } catch (error) {
    const timedOut = error instanceof AiTimeoutError;
    // Only what was used counts: a call that timed out was sent and read (its prompt's tokens); an error reported none.
    const end: AiCallEnd = { outcome: timedOut ? "timeout" : "error", ms: ms(), totalTokens: timedOut ? estimateTokens(run.sent) : 0 };
    // The provider logged its own failures; anything else is logged by its class alone (never its message).
    if (!(error instanceof AiError || error instanceof AppError)) log("warn", "ai preview failed", { model: model.id, name: (error as Error)?.name });
    const note = timedOut ? "The model did not answer in time." : "The model could not answer: the AI provider failed or refused the call.";
    return { output: failed(model, end.ms, note), end };
  }
}

async function ask(run: Run, model: AiModel, settings: AiSettings): Promise<Omit<CachedAnswer, "ms">> {
  if (model.kind === "image") {
    const { b64, usage } = await generateImage({ model: model.id, prompt: run.sent }, settings);
    return { text: null, image: await saveImage(Buffer.from(b64, "base64")), totalTokens: usage.totalTokens };
  }
  const messages = [{ role: "user" as const, content: run.sent }];
  const { text, usage } = await chatComplete({ model: model.id, messages, maxTokens: PREVIEW_MAX_TOKENS }, settings);
  return { text, image: null, totalTokens: usage.totalTokens };
}

/** An answer as this caller may see it: withheld from a non-owner when it repeats the prompt. */
function shown(run: Run, model: AiModel, answer: CachedAnswer, cached: boolean): PreviewOutput {
  const withheld = !run.owner && answer.text !== null && repeatsPrompt(answer.text, run.sent, Object.values(run.values));
  return {
    model: model.id,
    kind: model.kind,
    text: withheld ? null : answer.text,
    imageUrl: imageUrl(answer.image),
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
