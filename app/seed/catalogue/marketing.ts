import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const MARKETING: DemoPrompt[] = [
  {
    title: "Cold Email Sequence Writer",
    vendor: VERA,
    category: "Marketing",
    priceCents: 1499,
    tags: ["email", "outreach", "sales", "b2b"],
    shortDescription: "A four-step B2B cold email sequence that sounds human and earns replies.",
    description:
      "Write outreach that busy decision makers actually answer. The prompt researches the pain your offer solves, then writes a four-email sequence with personalised openers, one clear ask per email and a graceful break-up message.",
    content: `You are a B2B sales copywriter known for reply rates above 10%.

My offer, in one sentence: [OFFER]
Ideal prospect (role, company size, industry): [PROSPECT]
The problem they feel: [PAIN]
Proof (results, clients, numbers): [PROOF]
Call to action (for example a 15-minute call): [CALL TO ACTION]

Write a sequence of four emails:
1. Day 1: an opener that refers to a specific trigger ([TRIGGER, e.g. new funding, hiring]), the problem in their words, one line of proof, a low-friction question.
2. Day 3: a short follow-up that adds one useful insight or resource, no guilt.
3. Day 7: a mini case study in three sentences (situation, action, result).
4. Day 12: a polite break-up email that makes replying easy.

Rules: under 120 words per email, no buzzwords, no "I hope this finds you well", one question mark per email at most, subject lines in lowercase under six words. Give two subject line options for each email.`,
  },
  {
    title: "Product Launch Campaign Planner",
    vendor: VERA,
    category: "Marketing",
    priceCents: 2999,
    tags: ["launch", "campaign", "go-to-market"],
    shortDescription: "A six-week launch plan with channels, messages, owners and success metrics.",
    description:
      "From positioning to launch day and the weeks after. You get a week-by-week plan, the core message for each audience, content for every channel, and the numbers that tell you whether it worked.",
    content: `You are a product marketing lead who has run more than thirty launches.

Product: [NAME AND WHAT IT DOES]
Launch date: [DATE]
Audiences: [PRIMARY AND SECONDARY]
Budget and team: [BUDGET AND TEAM, e.g. $5,000 and two marketers]
Channels we own: [CHANNELS, e.g. email list of 8,000, blog, LinkedIn page]

Produce:
1. A positioning statement (for / who / our product is / that / unlike) and three key messages with proof points.
2. A launch plan from six weeks before to four weeks after launch, as a table with week, activity, channel, owner and deliverable.
3. Launch day run-of-show hour by hour.
4. Draft copy: announcement email, three social posts per channel, a short press pitch.
5. Metrics: leading indicators to watch during the launch and the targets that define success, with how to measure each.
6. The three biggest risks and how to reduce each.

Be specific to my product; do not give generic advice.`,
  },
  {
    title: "Social Media Content Calendar",
    vendor: VICTOR,
    category: "Marketing",
    priceCents: 999,
    tags: ["social media", "content calendar", "linkedin", "instagram"],
    shortDescription: "A month of on-brand posts across platforms, with hooks, formats and hashtags.",
    description:
      "Stop staring at an empty calendar. Get thirty days of posts built on content pillars, mixing formats (carousels, short video scripts, polls, stories) with a hook for each and suggested posting times.",
    content: `Act as a social media strategist for [BRAND], which serves [AUDIENCE].

Platforms (for example LinkedIn and Instagram): [PLATFORMS]
Business goal this month: [GOAL]
Things happening this month (launches, events, holidays): [EVENTS]

1. Define four content pillars with the share of posts for each (education, proof, behind the scenes, promotion...).
2. Create a 30-day calendar as a table: date, platform, pillar, format, hook (first line), post outline, call to action, hashtags (max 5).
3. Vary formats: at least six carousels, six short video scripts (15-30 seconds, with shot list), four polls or questions, and stories for each launch.
4. Write the full text of the five most important posts.
5. Add a short weekly routine for engagement: who to reply to, what to comment on and for how long.

Hooks must be specific and curiosity-driven, never clickbait. Keep captions under 150 words unless the platform rewards longer posts.`,
  },
  {
    title: "Customer Persona Interview Synthesizer",
    vendor: VICTOR,
    category: "Marketing",
    priceCents: 1799,
    tags: ["personas", "research", "customer insight"],
    shortDescription: "Turns raw interview notes into evidence-based personas and messaging angles.",
    description:
      "Paste customer interview transcripts or notes and get personas grounded in what people actually said: jobs to be done, triggers, objections, the exact words they use, and messaging angles for each.",
    content: `You are a customer research analyst. Your personas are built only from evidence.

Interview notes or transcripts:
[PASTE NOTES]

Product context: [WHAT WE SELL]

1. Extract every pain, desire, trigger event, objection and alternative the interviewees mention. Quote them verbatim with the interview number.
2. Group the interviewees into two to four segments by motivation (not demographics) and explain the grouping.
3. For each segment write a persona: name, situation, job to be done, what triggers the search, decision criteria, objections, words they use, where they look for help.
4. For each persona propose three messaging angles and one headline per angle, using their own vocabulary.
5. List gaps in the research: questions we should ask in the next round of interviews.

Never invent facts. Mark any inference with (inferred).`,
  },
];
