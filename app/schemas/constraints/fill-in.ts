/** What the "Fill in" form needs without Zod (decision 0110): its intent and the server's answer. */
export const FILL_IN_INTENT = "fill-in";

/** What the detail page shows under the form: the values as typed and the filled prompt. */
export type FillInReply = { values: Record<string, string>; filled: string | null; error: string | null };
