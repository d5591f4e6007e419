/**
 * What a call to the AI provider can end in (docs/decisions/0309). Every message is built here from
 * fixed words, the model id and numbers: never the key, the text sent or the provider's own words.
 */
export class AiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** AI_BASE_URL is unset: nothing was sent. */
export class AiNotConfiguredError extends AiError {
  constructor() {
    super("AI is not configured: AI_BASE_URL is unset");
  }
}

/** The call, its retries included, took longer than AI_TIMEOUT_MS. */
export class AiTimeoutError extends AiError {
  constructor(model: string, timeoutMs: number) {
    super(`The AI provider did not answer model "${model}" within ${timeoutMs} ms`);
  }
}

/** The provider could not be reached (refused, reset, unknown host), after the retries. */
export class AiConnectionError extends AiError {
  constructor(model: string, code?: string) {
    super(`The AI provider could not be reached for model "${model}"${code ? ` (${code})` : ""}`);
  }
}

/**
 * The provider answered with an error status (after the retries, for 429 and 5xx), or with an answer
 * that cannot be used. `detail` is a fixed phrase or the provider's error code, never its message.
 */
export class AiProviderError extends AiError {
  constructor(
    readonly status: number,
    model: string,
    detail: string,
  ) {
    super(`The AI provider answered ${status} for model "${model}": ${detail}`);
  }
}
