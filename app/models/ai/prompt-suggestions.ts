import { taskKind, type TaskKind } from "./prompt-cues";
import { readPrompt } from "./prompt-text";

export type { TaskKind };

/**
 * What the structure check's advice and the rewrite's placeholders suggest, by the kind of task
 * (decision 0357): a tweet gets a social media writer and a tweet's length, never a B2B
 * copywriter and "under 150 words". Plain text: the rewrite marks each for the vendor to fill in.
 */
export type Suggestions = {
  /** Who the model should be: "You are ${role}." */
  role: string;
  context: string;
  /** An instruction of this kind, after "e.g.". */
  task: string;
  /** Labelled limits; all but "Avoid" are named in the Constraints advice. */
  limits: [label: string, suggestion: string][];
  format: string;
  example: [input: string, output: string];
};

export const SUGGESTIONS: Record<TaskKind, Suggestions> = {
  tweet: {
    role: "a social media writer who knows what people share on X",
    context: "who follows the account, what they care about, and what the tweet should make them do",
    task: "Write a tweet about ...",
    limits: [
      ["Length", "under 280 characters, one tweet"],
      ["Tone", "punchy and conversational"],
      ["Avoid", "more than two hashtags, clickbait"],
    ],
    format: "the tweet text only, ready to post",
    example: ["a typical topic", "a tweet you would post about it"],
  },
  social: {
    role: "a social media writer who knows what people share on the platform",
    context: "who follows the account, what they care about, and what the post should make them do",
    task: "Write a LinkedIn post about ...",
    limits: [
      ["Length", "under 1,300 characters, in short paragraphs"],
      ["Tone", "warm and personal, no corporate jargon"],
      ["Avoid", "more than three hashtags, engagement bait"],
    ],
    format: "the post text only, ready to paste, with any hashtags at the end",
    example: ["a typical topic", "a post you would publish about it"],
  },
  email: {
    role: "a copywriter who writes e-mails people read and answer",
    context: "who receives it, how they know the sender, and what it should get them to do",
    task: "Write an e-mail to ... asking ...",
    limits: [
      ["Length", "under 150 words"],
      ["Tone", "warm and direct"],
      ["Avoid", "pushy phrases, more than one call to action"],
    ],
    format: "a subject line, then the body, then a sign-off",
    example: ["a typical situation", "the e-mail you would send"],
  },
  article: {
    role: "an experienced blog writer and editor who knows the subject",
    context: "who reads it, what they already know, and what they should take away",
    task: "Write a blog post about ...",
    limits: [
      ["Length", "800 to 1,200 words"],
      ["Tone", "friendly and expert, plain English"],
      ["Avoid", "filler, claims without a source"],
    ],
    format: "a title, a short introduction, three to five sections with subheadings, and a conclusion",
    example: ["a typical topic", "the opening paragraph you would want"],
  },
  code: {
    role: "a senior software engineer who writes clear, tested code",
    context: "the language and its version, the framework, and where the code runs",
    task: "Write a function that ..., Fix the bug in ...",
    limits: [
      ["Language", "TypeScript 5 on Node 20"],
      ["Scope", "only the code asked for, no new dependencies"],
      ["Avoid", "deprecated APIs, unexplained magic numbers"],
    ],
    format: "one code block, then a short explanation of the choices",
    example: ["a sample input or the current code", "the result you expect"],
  },
  image: {
    role: "an award-winning photographer or illustrator in the style you want",
    context: "what the picture is for and where it will be seen",
    task: "A photograph of ..., An illustration of ...",
    limits: [
      ["Aspect ratio", "16:9"],
      ["Style", "photorealistic, soft natural light"],
      ["Avoid", "text, watermarks, extra fingers"],
    ],
    format: "one image, 16:9, high detail",
    example: ["a subject", "a picture prompt you liked for it"],
  },
  summary: {
    role: "an analyst who writes clear, faithful summaries",
    context: "who reads the summary and what they need from it",
    task: "Summarise the text below ...",
    limits: [
      ["Length", "at most five bullet points"],
      ["Tone", "neutral, in plain words"],
      ["Avoid", "opinions or facts not in the source"],
    ],
    format: "a one-line takeaway, then the bullet points",
    example: ["a short passage", "its summary"],
  },
  generic: {
    role: "an expert in the subject with years of practice",
    context: "who the answer is for and the situation: the audience, the subject, the goal",
    task: "Write ..., Review ..., Explain ...",
    limits: [
      ["Length", "at most 300 words"],
      ["Tone", "clear and friendly, no jargon"],
      ["Avoid", "made-up facts, filler"],
    ],
    format: "a numbered list, a table with the columns ..., or JSON with the keys ...",
    example: ["a typical input", "the answer you would want for it"],
  },
};

export function detectTaskKind(content: string): TaskKind {
  return taskKind(readPrompt(content));
}
