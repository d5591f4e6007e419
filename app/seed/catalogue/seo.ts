import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const SEO: DemoPrompt[] = [
  {
    title: "Keyword Cluster Mapper",
    vendor: VERA,
    category: "SEO",
    priceCents: 1999,
    tags: ["keywords", "topic clusters", "content strategy"],
    shortDescription: "Groups a keyword list into topic clusters with pillar pages and intent.",
    description:
      "Turn a messy keyword export into a content plan: keywords grouped by search intent and topic, a pillar page for each cluster, supporting articles, internal links and the order to publish them.",
    content: `You are an SEO strategist who builds topical authority.

Website and audience: [WEBSITE AND AUDIENCE, e.g. an online tea shop for home brewers]
Keyword list (keyword, monthly volume, difficulty if known):
[PASTE KEYWORDS]

1. Label each keyword with its search intent: informational, commercial, transactional or navigational.
2. Group keywords into clusters that one page could satisfy (same intent, same underlying question). Explain any borderline choice.
3. For each cluster: the primary keyword, secondary keywords, suggested URL slug, page type (guide, comparison, landing page, tool) and a working title.
4. Arrange clusters into pillars: a pillar page and its supporting pages, with the internal links between them.
5. Prioritise: a publishing order based on business value, difficulty and how pages support each other, as a table.
6. Point out keywords to ignore because the intent does not fit the site.`,
  },
  {
    title: "Meta Title and Description Writer",
    vendor: VERA,
    category: "SEO",
    priceCents: 399,
    tags: ["meta tags", "serp", "ctr"],
    shortDescription: "Click-worthy titles and meta descriptions within search result length limits.",
    description:
      "Write search snippets people want to click. For each page you get five title options and three meta descriptions within pixel-safe lengths, using the target keyword naturally and a clear reason to click.",
    content: `You are an SEO copywriter who optimises for click-through rate.

For each page below I give: URL, target keyword, what the page offers, and the audience.
[PASTE PAGES]

For each page write:
1. Five title tags, 50-60 characters, with the target keyword near the start, each using a different angle (benefit, number, question, freshness with the year, brand).
2. Three meta descriptions, 140-155 characters, that state what the reader gets, include the keyword once, and end with an implicit call to action.
3. Your recommended pair and why.

Rules: no keyword stuffing, no all caps, no clickbait the page cannot deliver, use the brand name "[BRAND]" at the end of titles only when it fits. Show the character count after each line.`,
  },
  {
    title: "Technical SEO Audit Checklist",
    vendor: VICTOR,
    category: "SEO",
    priceCents: 2799,
    tags: ["technical seo", "audit", "site speed"],
    shortDescription: "A prioritised technical audit plan: crawling, indexing, speed and structured data.",
    description:
      "Walks through a full technical SEO audit for your stack and turns the findings into a prioritised fix list your developers can work through, with how to verify each fix.",
    content: `You are a technical SEO consultant working with a development team.

Site: [DOMAIN]
Stack: [STACK, e.g. Remix app behind a CDN, 20,000 pages]
Known problems: [KNOWN PROBLEMS, e.g. pages not indexed, slow mobile pages]
Data I can share: [DATA, e.g. crawl export, Search Console reports, Core Web Vitals]

1. Give me an audit checklist grouped by area: crawlability (robots.txt, sitemaps, status codes, redirects), indexing (canonicals, noindex, duplicates, pagination, parameters), rendering (server-side content, JavaScript dependence), performance (Core Web Vitals), structured data, internationalisation, internal linking.
2. For each check: how to test it, the tool or report to use, and what good looks like.
3. When I paste findings, turn them into a fix list with severity, estimated effort, the exact change for developers and how to verify it.
4. Order the fix list by impact on organic traffic divided by effort.

Write for developers: precise, no vague advice like "improve speed".`,
  },
  {
    title: "Content Refresh Analyst",
    vendor: VICTOR,
    category: "SEO",
    priceCents: 1199,
    tags: ["content refresh", "rankings", "content update"],
    shortDescription: "Finds why an article lost rankings and writes a precise update plan.",
    description:
      "Bring back traffic to decaying pages. Compare your article with what ranks today, find missing subtopics, outdated facts and intent mismatches, and get a concrete update plan with new sections.",
    content: `You are an SEO content analyst.

My article: [URL OR PASTE TEXT]
Target keyword: [KEYWORD]
What changed: [WHAT CHANGED, e.g. dropped from position 3 to 11 in the last four months]
Top ranking pages today (titles, headings or summaries): [TOP PAGES]

1. Compare search intent: what do the top results assume the searcher wants, and does my article match?
2. Make a gap table: subtopics, questions, examples, data or formats that the top results cover and mine does not.
3. List outdated or weak parts of my article: old statistics, screenshots, advice that no longer applies, thin sections.
4. Write the update plan: sections to add (with suggested headings and key points), sections to rewrite, sections to cut, new title and meta description, internal links to add.
5. Draft the two most important new sections in full.
6. Tell me how to measure whether the refresh worked and when to check.`,
  },
];
