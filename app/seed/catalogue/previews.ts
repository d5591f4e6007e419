import type { PreviewMode } from "~/db/enums";
import type { ExampleValues } from "~/models/preview-mode";

/**
 * Demo prompts with live preview on (issue 41 point 2): the landing page's "Dynamic preview engine"
 * in the demo. `llama3.2` is the README's Ollama example and the journeys' fake model; with
 * another AI_MODELS the vendor picks its models in the prompt form.
 */
export const DEMO_PREVIEW_MODELS = ["llama3.2"];

export type DemoPreview = { mode: Exclude<PreviewMode, "off">; examples: ExampleValues[] };

export const DEMO_PREVIEWS: Readonly<Record<string, DemoPreview>> = {
  "Long-Form Blog Post Architect": {
    mode: "examples",
    examples: [
      { TOPIC: "Why small teams should write decision records", READER: "engineering leads at startups who have never kept them", GOAL: "start a decision log this week", TONE: "warm and practical" },
      { TOPIC: "Composting in a city flat", READER: "renters with no garden", GOAL: "set up a worm bin in an afternoon", TONE: "friendly and encouraging" },
    ],
  },
  "Cold Email Sequence Writer": {
    mode: "examples",
    examples: [
      {
        OFFER: "a bookkeeping service for independent cafés",
        PROSPECT: "owners of one to three coffee shops",
        PAIN: "evenings lost to receipts and VAT returns",
        PROOF: "40 cafés in Leeds save six hours a month",
        "CALL TO ACTION": "a 15-minute call",
        TRIGGER: "opening a second location",
      },
    ],
  },
  "Dreamy Watercolor Landscapes": {
    mode: "examples",
    examples: [
      { PLACE: "a fishing village on a fjord", "TIME OF DAY": "early morning", SEASON: "late autumn", PALETTE: "ultramarine, burnt sienna, quinacridone gold", COMPOSITION: "low horizon, rule of thirds" },
      { PLACE: "terraced tea fields in the hills", "TIME OF DAY": "golden hour", SEASON: "spring", PALETTE: "sap green, cerulean, rose madder", COMPOSITION: "winding path leading the eye" },
    ],
  },
  "Socratic Tutor": {
    mode: "examples",
    examples: [{ SUBJECT: "physics", LEVEL: "first-year secondary school", "TOPIC OR PROBLEM": "why heavy and light objects fall at the same rate" }],
  },
  "Explain It Three Ways": {
    mode: "open",
    examples: [{ CONCEPT: "compound interest" }, { CONCEPT: "how vaccines train the immune system" }],
  },
};
