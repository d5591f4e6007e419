import type { PreviewOutput } from "~/schemas/ai-preview";

/** What the "Try it" form needs without Zod: its intent and the server's answer (CONTRACT 13). */
export const TRY_IT_INTENT = "preview";


/** The values and models as posted, and the outputs or why there are none (`field`: the field it is about). */
export type TryItReply = {
  values: Record<string, string>;
  models: string[];
  outputs: PreviewOutput[] | null;
  error: string | null;
  field: string | null;
};

/** What the page offers: null when this viewer gets no "Try it"; `off`: why it is off (AI not configured). */
export type TryItView = { off: string | null; models: { id: string; kind: string }[]; variables: string[] } | null;
