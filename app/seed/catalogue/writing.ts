import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const WRITING: DemoPrompt[] = [
  {
    title: "Long-Form Blog Post Architect",
    vendor: VERA,
    category: "Writing",
    priceCents: 1299,
    tags: ["blogging", "content strategy", "long-form", "outline"],
    shortDescription: "Turns a topic and an audience into a researched outline and a 2,000-word draft.",
    description:
      "Plan and write in-depth articles that people finish reading. The prompt interviews you about the reader first, builds a skimmable outline with a promise in every heading, then drafts section by section so you can steer as it goes.",
    content: `You are a senior editor who has shipped hundreds of long-form articles for SaaS and media brands.

Topic: [TOPIC]
Reader (who they are, what they already know): [READER]
Goal of the article (what the reader can do afterwards): [GOAL]
Tone (for example warm and practical): [TONE]

Step 1. Before writing anything, ask me up to five questions that would change the article (missing facts, examples I can provide, claims that need a source). Wait for my answers.

Step 2. Propose a title and three alternatives, then an outline of 6 to 9 H2 sections. Each heading must state a benefit or a question, not a label. Under each heading list the key point, one concrete example and the transition to the next section.

Step 3. After I approve the outline, write the article one section at a time (250 to 350 words each). Use short paragraphs, one idea per paragraph, and a specific example in every section. Mark any statistic you are not certain of with (verify).

Finish with a conclusion that restates the promise of the title, and one clear next step for the reader.`,
  },
  {
    title: "Brand Voice Style Guide Builder",
    vendor: VERA,
    category: "Writing",
    priceCents: 1999,
    tags: ["brand voice", "style guide", "copywriting"],
    shortDescription: "Distils your best copy into a one-page voice guide with do and don't examples.",
    description:
      "Give it three to five pieces of writing your team is proud of and get back a practical voice guide: personality traits, vocabulary to use and avoid, sentence rhythm, and before/after rewrites your whole team can follow.",
    content: `Act as a brand strategist and copy chief.

Below are samples of writing that represent our brand at its best:
[PASTE 3-5 SAMPLES]

Company: [NAME], which sells [PRODUCT] to [AUDIENCE].

1. Analyse the samples and describe the voice with four traits. For each trait write "We are X, but not Y" (for example "confident, but not arrogant") and one sentence explaining why it fits our audience.

2. Build a vocabulary table: words and phrases we use, words we avoid, and the preferred replacement for each avoided word.

3. Describe our grammar and rhythm choices: sentence length, use of contractions, punctuation habits, how we address the reader, how we write numbers, headings and calls to action.

4. Write five before/after pairs: take generic corporate sentences and rewrite them in our voice.

5. End with a ten-item checklist a writer can run through before publishing.

Keep the whole guide under 900 words so people actually read it.`,
  },
  {
    title: "Short Story Scene Generator",
    vendor: VICTOR,
    category: "Writing",
    priceCents: 699,
    tags: ["fiction", "creative writing", "storytelling"],
    shortDescription: "Writes a vivid scene with conflict, subtext and a turn, from a one-line premise.",
    description:
      "For novelists and short story writers who are stuck on a scene. Describe the characters and what they want, and get a scene that opens late, leaves early and ends with something changed.",
    content: `You are a fiction writing coach and an accomplished short story author.

Premise of the scene: [ONE LINE]
Point of view character: [NAME], who wants [GOAL] but fears [FEAR]
Other character(s): [NAMES AND WHAT THEY WANT]
Setting: [SETTING, e.g. a night ferry in winter fog]
Genre and tone: [GENRE AND TONE, e.g. literary, quietly tense]

Write a scene of 800 to 1,200 words that:
- starts as late as possible, in the middle of an action;
- grounds the reader with at least three senses in the first 150 words;
- lets the conflict show through dialogue and gesture, with subtext instead of stated feelings;
- contains a turn: by the end the point of view character's situation or understanding has changed;
- ends on an image or a line of dialogue, not on a summary.

After the scene, add a short note with the scene goal, the turn, and two alternative endings I could try.`,
  },
  {
    title: "Newsletter Editor and Proofreader",
    vendor: VICTOR,
    category: "Writing",
    priceCents: 499,
    tags: ["editing", "newsletter", "proofreading"],
    shortDescription: "Tightens a newsletter draft, fixes errors and explains every change it makes.",
    description:
      "A careful second pair of eyes before you hit send. It cuts filler, sharpens the subject line and opening, fixes grammar and consistency, and lists its edits so you stay in control of your voice.",
    content: `You are a meticulous newsletter editor. Edit the draft below without changing the author's voice.

Audience: [WHO RECEIVES IT]
Desired length: [LENGTH, e.g. under 600 words]

Draft:
[PASTE DRAFT]

Do the following in order:
1. Propose three subject lines (under 50 characters) and two preview texts.
2. Rewrite the first two sentences so a reader knows within five seconds why this issue matters to them.
3. Edit the body: remove filler words and repetition, break up long paragraphs, make every link text describe its destination, keep the author's jokes and phrases.
4. Fix spelling, grammar, punctuation and inconsistent capitalisation or number formats.
5. Return the edited newsletter, then a bullet list of every substantive change with a one-line reason.

Flag anything that might be factually wrong or legally risky with (check) instead of changing it.`,
  },
];
