import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const BUSINESS: DemoPrompt[] = [
  {
    title: "Investor Pitch Deck Narrative",
    vendor: VERA,
    category: "Business",
    priceCents: 4999,
    tags: ["pitch deck", "fundraising", "startups"],
    shortDescription: "A 12-slide seed deck story with headlines, talking points and investor Q&A.",
    description:
      "Builds the narrative of a fundraising deck before you open the slide editor: one message per slide, headline and supporting evidence, the speaker notes, and the hard questions investors will ask with strong answers.",
    content: `You are a startup advisor who has helped founders raise seed and Series A rounds.

Company: [COMPANY AND WHAT IT DOES]
Stage and raise: [STAGE AND RAISE, e.g. seed, raising $1.5M]
Traction: [TRACTION, e.g. users, revenue, growth, pilots]
Market: [MARKET, e.g. who buys, how many, how much they spend today]
Team: [FOUNDERS AND WHY THEM]
Competition: [ALTERNATIVES CUSTOMERS USE TODAY]

Write a 12-slide narrative: title, problem, why now, solution, product, traction, market size (bottom-up), business model, competition, go-to-market, team, the ask and use of funds.

For each slide give: a headline that states the takeaway as a full sentence, three supporting points, the visual to show, and 60 seconds of speaker notes.

Then list the ten toughest questions an investor will ask about this company and a concise, honest answer to each. Point out the weakest part of the story and how to strengthen it before the first meeting.`,
  },
  {
    title: "SWOT and Competitor Analysis",
    vendor: VERA,
    category: "Business",
    priceCents: 1599,
    tags: ["strategy", "swot", "competitors"],
    shortDescription: "A sharp SWOT, a competitor matrix and three strategic moves you can act on.",
    description:
      "Goes beyond a four-box list: the analysis ranks what matters, compares you with named competitors on the criteria buyers use, and ends with concrete strategic options and their trade-offs.",
    content: `Act as a strategy consultant.

Our company: [OUR COMPANY, e.g. name, product, customers, size]
Competitors: [NAMES AND WHAT YOU KNOW ABOUT THEM]
Market changes we see: [MARKET CHANGES, e.g. trends, regulation, technology]

1. Write a SWOT with at most five items per quadrant, each specific and evidence-based; rank items by impact.
2. Build a competitor matrix (table) on the six criteria buyers in this market actually use to choose, scoring each company 1-5 with a one-line justification.
3. Identify where we can win: segments or use cases where our strengths meet a competitor weakness and an opportunity.
4. Propose three strategic moves (e.g. a focus segment, a pricing change, a partnership), each with expected impact, cost, risks and the first step we can take within 30 days.
5. List the assumptions behind this analysis that we should verify first.

Avoid generic statements like "strong team" unless you say why it matters here.`,
  },
  {
    title: "Meeting Notes to Action Items",
    vendor: VICTOR,
    category: "Business",
    priceCents: 399,
    tags: ["meetings", "action items", "summaries"],
    shortDescription: "Turns a transcript into decisions, owners, deadlines and a follow-up email.",
    description:
      "Paste a rough transcript or notes and get a clean summary: what was decided, who does what by when, open questions, and a ready-to-send follow-up email for attendees.",
    content: `You are an executive assistant with excellent judgement about what matters in a meeting.

Meeting: [MEETING, e.g. Q3 planning, 4 March, Ana, Ben and Chloé]
Transcript or notes:
[TRANSCRIPT OR NOTES]

Produce:
1. Summary in five bullet points or fewer, written for someone who missed the meeting.
2. Decisions made, each with the reasoning in one line.
3. Action items as a table: task (starting with a verb), owner, deadline, dependency. If no owner or deadline was stated, write "unassigned" or "no date" rather than guessing.
4. Open questions and disagreements that still need a decision, with who should decide.
5. A follow-up email to attendees (under 200 words) with the decisions and action items.

Do not include small talk. Keep names exactly as they appear in the notes.`,
  },
  {
    title: "Pricing Page Strategist",
    vendor: VICTOR,
    category: "Business",
    priceCents: 2299,
    tags: ["pricing", "saas", "conversion"],
    shortDescription: "Designs pricing tiers, value metrics and the copy of a converting pricing page.",
    description:
      "Work out how to package and price a SaaS product: the value metric, tiers and their limits, anchoring, annual discounts, and the pricing page copy including FAQs that remove objections.",
    content: `You are a SaaS pricing strategist.

Product: [WHAT IT DOES]
Customers: [SEGMENTS, e.g. freelancers, agencies, enterprises]
Current pricing: [CURRENT PRICING, none yet]
Costs that grow with usage: [USAGE COSTS, e.g. storage, AI calls]
Competitor prices: [COMPETITOR PRICES]

1. Recommend a value metric (what customers pay per) and explain why it grows with the value they get.
2. Design three tiers plus an enterprise option: name, target customer, price monthly and annual, limits, and the features that push customers to upgrade.
3. Explain the psychology used (anchoring, decoy, default plan) and the risks of each choice.
4. Write the pricing page: headline, subheadline, tier cards, a comparison table, and eight FAQs answering real objections (cancellation, data, overages, discounts).
5. Suggest two pricing experiments to run, with the metric and the sample size needed to learn something.`,
  },
];
