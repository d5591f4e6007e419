import type { PreviewOutput } from "~/schemas/ai-preview";

/** What the "Try it" form needs without Zod: its intent and the server's answer (CONTRACT 13). */
export const TRY_IT_INTENT = "preview";
/** The vendor's "Save as example output" under one of its own preview's outputs. */
export const SAVE_EXAMPLE_INTENT = "save-example";


/** The "Values" choice of typing one's own instead of a vendor's example set. */
export const OWN_VALUES = "own";

/** The values and models as posted, and the outputs or why there are none (`field`: the field it is about). */
export type TryItReply = {
  /** The example set's index as posted, or OWN_VALUES. */
  example: string;
  values: Record<string, string>;
  models: string[];
  outputs: PreviewOutput[] | null;
  error: string | null;
  field: string | null;
};

/** Why "Save as example output" of `model`'s output was refused. */
export type SaveExampleReply = { model: string; error: string };

/**
 * What the page offers: null when this viewer gets no "Try it"; `signInTo` for a visitor (a link
 * to sign in and come back); else `off`: why it is off (AI not configured); `owner`: the prompt's
 * vendor, who may type any values and save an output as an example output; `typed`: whether this
 * viewer may type values (the vendor, or `open` mode); `runsLeft` of `perDay` today (null for the
 * vendor); `verified`: the viewer's address is, so a run may start.
 */
export type TryItView =
  | { signInTo: string }
  | {
      off: string | null;
      owner: boolean;
      typed: boolean;
      models: { id: string; kind: string }[];
      variables: string[];
      examples: { index: number; values: Record<string, string> }[];
      runsLeft: number | null;
      perDay: number;
      verified: boolean;
    }
  | null;
