import { describe, expect, test } from "vitest";
import { LEAK_RUN_WORDS, normaliseWords, repeatsPrompt } from "~/models/ai/leak-rule";

const SENT = "You are a senior launch copywriter for consumer apps. Write three subject lines for Nimbus, each under nine words, then the email body.";
const words = (text: string, from: number, count: number) => normaliseWords(text).slice(from, from + count).join(" ");

describe("normaliseWords", () => {
  test("lower-cases, drops punctuation and in-word apostrophes, and splits on everything else", () => {
    expect(normaliseWords("Write, THREE subject-lines! Don't stop…")).toEqual(["write", "three", "subject", "lines", "dont", "stop"]);
    expect(normaliseWords("Ｆｕｌｌwidth café 2026")).toEqual(["fullwidth", "café", "2026"]);
  });
});

describe("repeatsPrompt (the 12-word rule)", () => {
  test("12 consecutive words of the prompt are a repeat, 11 are not", () => {
    expect(LEAK_RUN_WORDS).toBe(12);
    expect(repeatsPrompt(`Sure! ${words(SENT, 3, 12)} and more.`, SENT)).toBe(true);
    expect(repeatsPrompt(`Sure! ${words(SENT, 3, 11)} and more.`, SENT)).toBe(false);
  });

  test("case and punctuation do not hide a repeat", () => {
    const shouted = "YOU ARE A SENIOR LAUNCH-COPYWRITER, FOR CONSUMER APPS... WRITE THREE SUBJECT LINES!";
    expect(repeatsPrompt(shouted, SENT)).toBe(true);
  });

  test("the whole prompt echoed back is a repeat; an answer in other words is not", () => {
    expect(repeatsPrompt(SENT, SENT)).toBe(true);
    expect(repeatsPrompt("1. Nimbus thinks with you\n2. Notes that write back\n3. Your second brain, finally", SENT)).toBe(false);
  });

  test("a run made only of the caller's own values is theirs to see again", () => {
    const value = "a notebook app that turns scattered meeting notes into clear weekly plans for busy teams";
    const sent = `Write a launch email about ${value}.`;
    expect(repeatsPrompt(`Here it is: ${value}.`, sent, [value])).toBe(false);
    // Without knowing it was theirs, the same answer would be withheld.
    expect(repeatsPrompt(`Here it is: ${value}.`, sent)).toBe(true);
  });

  test("a run that crosses from a value into the vendor's words still counts", () => {
    const value = "Nimbus";
    const sent = `You are a senior launch copywriter. Write three subject lines for ${value}, each under nine words and warm.`;
    expect(repeatsPrompt(`copywriter write three subject lines for nimbus each under nine words and`, sent, [value])).toBe(true);
  });

  test("a prompt shorter than 12 words cannot be repeated by the rule", () => {
    expect(repeatsPrompt("Write a haiku about rain.", "Write a haiku about rain.")).toBe(false);
  });
});
