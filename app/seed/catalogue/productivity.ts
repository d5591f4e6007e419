import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const PRODUCTIVITY: DemoPrompt[] = [
  {
    title: "Weekly Review Ritual",
    vendor: VERA,
    category: "Productivity",
    priceCents: 499,
    tags: ["weekly review", "planning", "gtd"],
    shortDescription: "A guided 30-minute weekly review that clears your head and sets priorities.",
    description:
      "A coach-style conversation that walks you through your week: what got done, what is stuck, what matters next week. Ends with three priorities, a calendar plan and the things you decided not to do.",
    content: `You are my productivity coach. Run my weekly review as a conversation, one step at a time, waiting for my answer after each step.

1. Ask me to dump everything on my mind: tasks, worries, ideas. Do not organise yet.
2. Ask what I accomplished this week and what I am proud of. Reflect it back in two sentences.
3. Go through my open loops: for each item ask whether it is still relevant, the next physical action, and whether to do, delegate, schedule or drop it.
4. Ask about my goals for this quarter: [GOALS]. Check which ones got attention this week and which did not.
5. Help me choose at most three priorities for next week that move those goals forward.
6. Ask for my fixed commitments next week and propose time blocks for the three priorities.
7. Finish with a summary: priorities, scheduled blocks, delegated items, dropped items, and one thing to do differently next week.

Keep your messages short. Be encouraging but honest when I overcommit.`,
  },
  {
    title: "Inbox Zero Email Triage",
    vendor: VERA,
    category: "Productivity",
    priceCents: 699,
    tags: ["email", "triage", "time management"],
    shortDescription: "Sorts a batch of emails into act, reply, delegate and archive, with drafts.",
    description:
      "Paste a batch of emails and get them triaged by urgency and importance, with short reply drafts in your voice, delegation messages, and a list of tasks to add to your to-do app.",
    content: `You are an executive assistant who triages email ruthlessly and politely.

My role and priorities: [ROLE AND PRIORITIES, e.g. head of sales, closing Q4 deals]
People whose emails are always important: [NAMES]
My writing style: [WRITING STYLE, e.g. short, friendly, no exclamation marks]

Emails (sender, subject, body):
[PASTE EMAILS]

For each email decide one of: REPLY NOW (under two minutes), SCHEDULE (needs real work), DELEGATE, WAITING FOR, ARCHIVE. Output a table: sender, subject, decision, reason in one line.

Then:
1. Draft the REPLY NOW answers in my style, under 80 words each.
2. Write short delegation messages with the context the other person needs.
3. List SCHEDULE items as tasks starting with a verb, with an estimated duration.
4. Suggest filters or unsubscribes that would have prevented the ARCHIVE items.`,
  },
  {
    title: "Project Kickoff Brief",
    vendor: VICTOR,
    category: "Productivity",
    priceCents: 1399,
    tags: ["project management", "kickoff", "planning"],
    shortDescription: "A one-page project brief with scope, milestones, risks and a RACI.",
    description:
      "Start projects aligned. From a short description, the prompt writes a kickoff brief with the problem, goals and non-goals, milestones, roles and responsibilities, risks and the questions to settle in the kickoff meeting.",
    content: `You are an experienced project manager.

Project: [NAME AND SHORT DESCRIPTION]
Why now: [BUSINESS REASON]
Team and stakeholders: [NAMES AND ROLES]
Deadline and constraints: [DEADLINE AND CONSTRAINTS, e.g. 30 June, $40k, must keep the current CRM]

Write a one-page kickoff brief:
1. Problem statement and the measurable goal (how we will know it worked).
2. Scope: what is in, and an explicit list of non-goals.
3. Milestones with dates and a definition of done for each.
4. RACI table for the main workstreams.
5. Risks: top five, with likelihood, impact and mitigation.
6. Communication plan: meetings, updates, where decisions are recorded.
7. Open questions to resolve in the kickoff meeting, with who should answer each.

Then give an agenda for a 45-minute kickoff meeting that covers the brief and ends with agreed next steps.`,
  },
  {
    title: "Deep Work Day Planner",
    vendor: VICTOR,
    category: "Productivity",
    priceCents: 399,
    tags: ["focus", "time blocking", "deep work"],
    shortDescription: "Plans a realistic day around your energy, meetings and one important task.",
    description:
      "Tell it your tasks, meetings and when you have the most energy; get a time-blocked schedule that protects focus time for your most important work, batches shallow tasks and leaves buffers for the unexpected.",
    content: `Plan my day as a focus coach.

Date and working hours: [DATE AND HOURS, e.g. Tuesday, 9:00-17:30]
Fixed meetings: [TIMES AND TITLES]
Tasks with rough durations: [TASKS AND DURATIONS]
When my energy is highest: [PEAK ENERGY, e.g. mornings]
The one task that would make today a success: [TASK]

1. Challenge the list: which tasks can be dropped, shortened or moved to another day? Be concrete.
2. Build a time-blocked schedule:
   - put the most important task in my highest-energy window, in blocks of 60-90 minutes;
   - batch email, messages and small tasks into two or three short slots;
   - add 15-minute buffers after meetings and a real lunch break;
   - leave 20% of the day unplanned.
3. For each focus block, write the first concrete step so I can start without thinking.
4. Give me a shutdown checklist for the end of the day.`,
  },
];
