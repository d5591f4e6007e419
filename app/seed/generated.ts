import { DEMO_CATEGORIES, type CategoryName } from "./categories";
import { ADJECTIVES, AUDIENCES, FEATURES, FORMATS, OUTCOMES, OUTPUT_FORMATS, SUBJECTS, TAGS } from "./generated-words";
import { createRandom } from "./random";

export type GeneratedPrompt = {
  category: CategoryName;
  title: string;
  shortDescription: string;
  description: string;
  content: string;
  tags: string[];
  priceCents: number;
};

/** Generated prompt number `n` (from 1): always the same text, categories taken in turn. */
export function generatedPrompt(n: number): GeneratedPrompt {
  const rng = createRandom(`generated-prompt:${n}`);
  const category = DEMO_CATEGORIES[n % DEMO_CATEGORIES.length]!.name;
  const subject = rng.pick(SUBJECTS[category]);
  const format = rng.pick(FORMATS);
  const audience = rng.pick(AUDIENCES);
  const outcome = rng.pick(OUTCOMES);
  const features = rng.sample(FEATURES, 3);
  const shortDescription = `Helps ${audience.toLowerCase()} ${outcome} with a ${subject.toLowerCase()} ${format.toLowerCase()}.`;
  const extraTag = rng.next() < 0.5 ? [format.toLowerCase()] : [];
  return {
    category,
    title: `${rng.pick(ADJECTIVES)} ${subject} ${format} for ${audience}`,
    shortDescription,
    description: `${shortDescription} Includes ${features[0]}, ${features[1]} and ${features[2]}. Works with any modern AI assistant and takes about ${rng.int(2, 15)} minutes to set up.`,
    content: [
      `You are an expert in ${category.toLowerCase()} who helps ${audience.toLowerCase()} ${outcome}.`,
      `Task: create a ${subject.toLowerCase()} for [CONTEXT].\nAudience: [WHO IT IS FOR]\nTone: [TONE]\nLength: [LENGTH]`,
      `1. Ask me up to three clarifying questions before you start.\n2. Draft the ${subject.toLowerCase()} with a clear structure.\n3. Check the draft for ${features.join(", ")}.\n4. Offer two alternative versions with a different angle.`,
      `Return the final result as ${rng.pick(OUTPUT_FORMATS)}.`,
    ].join("\n\n"),
    tags: [...rng.sample(TAGS[category], rng.int(2, 4)), ...extraTag],
    priceCents: rng.int(2, 49) * 100 + 99,
  };
}
