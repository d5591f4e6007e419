/** Tokens one call used, as the provider counted them (or estimated, see readUsage). */
export type AiUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

/** About four characters a token: the usual rule of thumb for English text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const count = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined);

/**
 * The answer's `usage`: chat completions name its parts prompt_tokens and completion_tokens, image
 * generations input_tokens and output_tokens. A part the provider left out is estimated from the
 * text sent or received (an image answer receives none, so it counts its prompt only), and a
 * missing total is the sum of the parts: a budget never counts an answer as free.
 */
export function readUsage(answer: unknown, sent: string, received: string): AiUsage {
  const usage = (answer as { usage?: Record<string, unknown> } | null)?.usage ?? {};
  const promptTokens = count(usage.prompt_tokens) ?? count(usage.input_tokens) ?? estimateTokens(sent);
  const completionTokens = count(usage.completion_tokens) ?? count(usage.output_tokens) ?? estimateTokens(received);
  return { promptTokens, completionTokens, totalTokens: count(usage.total_tokens) ?? promptTokens + completionTokens };
}
