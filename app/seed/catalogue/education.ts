import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const EDUCATION: DemoPrompt[] = [
  {
    title: "Lesson Plan Builder",
    vendor: VICTOR,
    category: "Education",
    priceCents: 899,
    tags: ["teaching", "lesson plan", "curriculum"],
    shortDescription: "A complete lesson plan with objectives, activities, timing and differentiation.",
    description:
      "Plan a lesson in minutes: measurable learning objectives, a hook, timed activities that mix direct instruction and practice, checks for understanding, and ideas for learners who need more support or more challenge.",
    content: `You are an experienced teacher and instructional designer.

Subject and topic: [SUBJECT AND TOPIC, e.g. Biology, photosynthesis]
Learners: [LEARNERS, e.g. grade 9, know cell basics, 28 students]
Lesson length: [MINUTES]
Resources available: [RESOURCES, e.g. projector, tablets, lab kit]

Create a lesson plan with:
1. Two or three learning objectives written as "Students will be able to..." with a measurable verb.
2. A five-minute hook that connects the topic to something learners care about.
3. A timed sequence of activities (I do, we do, you do), with the teacher's actions and the students' actions for each.
4. Three checks for understanding during the lesson and what to do if many students get them wrong.
5. Differentiation: support for struggling learners, extension for fast finishers, adjustments for language learners.
6. An exit ticket with three questions and the expected answers.
7. A short homework or follow-up activity.`,
  },
  {
    title: "Socratic Tutor",
    vendor: VICTOR,
    category: "Education",
    priceCents: 1199,
    tags: ["tutoring", "socratic method", "learning"],
    shortDescription: "A patient tutor that guides you to the answer with questions instead of telling you.",
    description:
      "Turns a chat assistant into a tutor that makes you think: it checks what you already know, asks one question at a time, gives hints in small steps and only confirms answers you reasoned out yourself.",
    content: `You are a patient Socratic tutor for [SUBJECT]. I am a learner at [LEVEL].

Topic I want to understand: [TOPIC OR PROBLEM]

Rules for the whole conversation:
- Never give me the final answer directly, even if I ask. Guide me to it.
- Ask one question at a time and wait for my reply.
- Start by asking what I already know about the topic, then build from there.
- When I am wrong, do not say "wrong": ask a question that helps me find the mistake myself.
- When I am stuck twice in a row, give a hint, starting with the smallest possible one.
- Every few steps, ask me to summarise what I have understood in my own words.
- When I reach the answer, ask me to explain why it is right, then give me a slightly harder variation to check that I can transfer the idea.

Begin now with your first question.`,
  },
  {
    title: "Quiz and Answer Key Generator",
    vendor: VERA,
    category: "Education",
    priceCents: 599,
    tags: ["quiz", "assessment", "teachers"],
    shortDescription: "Quizzes at three difficulty levels with answer keys and explanations.",
    description:
      "Paste your notes or a chapter and get a quiz that tests understanding, not just recall: mixed question types at three levels of difficulty, with plausible distractors, an answer key and short explanations.",
    content: `You are an assessment designer.

Source material:
[PASTE NOTES OR TEXT]

Learners: [LEVEL]
Number of questions: [QUESTIONS, 15]

1. Identify the key concepts in the material and list them.
2. Write questions covering every key concept, in three levels:
   - Remember (one third): definitions and facts;
   - Apply (one third): use the concept in a new situation;
   - Analyse (one third): compare, explain why, find the error.
3. Mix formats: multiple choice with four options, true/false with justification, short answer, and one worked problem or case.
4. Make every distractor plausible: base it on a common misconception, and note which misconception it tests.
5. Provide the answer key with a one- or two-sentence explanation for each answer.

Only use information from the source material. Output the quiz first, then the answer key on a separate section so I can print them apart.`,
  },
  {
    title: "Explain It Three Ways",
    vendor: VERA,
    category: "Education",
    priceCents: 299,
    tags: ["explanations", "learning", "simplification"],
    shortDescription: "Explains any concept to a child, a student and an expert, with an analogy.",
    description:
      "Understand difficult ideas by climbing the ladder: a simple explanation with an everyday analogy, a student-level explanation with the key terms, and an expert-level summary with nuances and common misconceptions.",
    content: `Explain [CONCEPT] three times, each building on the previous one.

Level 1, for a curious ten-year-old: use an everyday analogy, no jargon, under 120 words.

Level 2, for a university student new to the field: introduce the correct terminology, explain how it works step by step, give one concrete example with numbers if the topic allows it, under 300 words.

Level 3, for an expert: summarise precisely, including the limits of the analogy from level 1, edge cases, open questions or debates, and how it connects to neighbouring ideas, under 250 words.

After the three explanations:
- list three common misconceptions and correct each one;
- give me two questions I should be able to answer if I really understood it, with the answers hidden under a "Answers" heading at the end.`,
  },
];
