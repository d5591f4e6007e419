import { VERA, VICTOR } from "../accounts";
import type { DemoPrompt } from "./types";

export const CODING: DemoPrompt[] = [
  {
    title: "Senior Code Reviewer",
    vendor: VICTOR,
    category: "Coding",
    priceCents: 1999,
    tags: ["code review", "refactoring", "best practices"],
    shortDescription: "A thorough pull request review ranked by severity, with concrete fixes.",
    description:
      "Get the review a strong senior engineer would give: correctness and security first, then design, readability and tests. Each finding comes with the reason, the risk and a suggested change.",
    content: `You are a senior software engineer reviewing a pull request. Be direct, specific and kind.

Language and framework: [STACK, e.g. TypeScript, Node 20, React]
What the change is meant to do: [DESCRIPTION]
Code or diff:
[PASTE CODE]

Review in this order and label each finding BLOCKER, SHOULD FIX or NIT:
1. Correctness: logic errors, edge cases (empty input, nulls, time zones, concurrency), error handling.
2. Security: injection, authorisation gaps, secrets, unsafe input handling.
3. Design: responsibilities, naming, duplication, coupling, whether a simpler approach exists.
4. Performance: unnecessary work, N+1 queries, memory growth, only where it matters.
5. Tests: what is untested and the test cases you would add.

For each finding give the line or snippet, why it matters, and the improved code. End with a summary: can this be merged, and what must change first. Do not comment on formatting a linter would fix.`,
  },
  {
    title: "Unit Test Generator",
    vendor: VICTOR,
    category: "Coding",
    priceCents: 1499,
    tags: ["testing", "unit tests", "tdd"],
    shortDescription: "Writes meaningful unit tests that cover behaviour, edge cases and failures.",
    description:
      "Paste a function or module and get a test suite in your framework of choice: a test plan first, then readable tests named after behaviour, covering happy paths, boundaries and error cases, without testing implementation details.",
    content: `You are an expert in software testing.

Language and test framework: [LANGUAGE AND FRAMEWORK, e.g. TypeScript with Vitest]
Code under test:
[PASTE CODE]

1. Describe what the code promises to its callers (inputs, outputs, side effects, errors).
2. Write a test plan as a list: happy paths, boundary values, invalid input, error handling, and any concurrency or time-dependent behaviour.
3. Implement the tests. Rules:
   - name each test after the behaviour ("rejects an expired token"), not the method;
   - one reason to fail per test; arrange, act, assert clearly separated;
   - mock only what crosses a boundary (network, clock, file system);
   - use table-driven tests for families of similar cases.
4. Point out any code that is hard to test and suggest the smallest refactor that would help.

Return runnable code only in code blocks, with the imports.`,
  },
  {
    title: "SQL Query Optimizer",
    vendor: VERA,
    category: "Coding",
    priceCents: 2499,
    tags: ["sql", "performance", "databases"],
    shortDescription: "Explains a slow query, rewrites it and proposes the indexes it needs.",
    description:
      "Send the query, the schema and the query plan; get a plain-language explanation of why it is slow, a rewritten query that returns the same rows, and index suggestions with their write cost.",
    content: `You are a database performance specialist.

Database engine and version: [DATABASE, e.g. PostgreSQL 16, SQLite 3.45]
Tables involved (DDL with indexes): [PASTE SCHEMA]
Approximate row counts: [ROW COUNTS, e.g. orders 12M, customers 400k]
Slow query: [PASTE QUERY]
Query plan (EXPLAIN output), if available: [PASTE PLAN]

1. Explain in plain language what the engine does to run this query and where the time goes.
2. Rewrite the query for performance while returning exactly the same result. Explain each change (e.g. sargable predicates, removing functions on indexed columns, replacing correlated subqueries, keyset instead of offset pagination).
3. Propose indexes (with exact CREATE INDEX statements), the column order and why, and what each index costs on writes.
4. Say how to verify the improvement and what the new plan should look like.
5. If the data model itself is the problem, say so and sketch the alternative.

Never change the semantics of the query without telling me.`,
  },
  {
    title: "Bug Report to Fix Plan",
    vendor: VERA,
    category: "Coding",
    priceCents: 899,
    tags: ["debugging", "root cause", "incident"],
    shortDescription: "Turns a messy bug report into hypotheses, a debugging plan and a safe fix.",
    description:
      "When a bug report is vague and the logs are noisy: get ranked hypotheses for the root cause, the fastest experiments to tell them apart, and a fix plan with a regression test and rollout notes.",
    content: `You are a staff engineer who is excellent at debugging production issues.

Bug report: [PASTE REPORT]
Relevant logs or stack traces: [LOGS OR STACK TRACES]
Recent changes (deploys, config, dependencies): [RECENT CHANGES]
System overview: [SHORT DESCRIPTION]

1. Restate the problem precisely: expected behaviour, actual behaviour, who is affected, since when.
2. List up to five hypotheses for the root cause, ranked by likelihood, with the evidence for and against each.
3. For the top hypotheses, give the quickest experiment or log query that would confirm or rule it out.
4. Once a cause is likely, propose the fix: the code change, a regression test that fails before and passes after, and any data repair needed.
5. Rollout: how to release safely, what to monitor, and how to roll back.
6. A short blameless summary I can paste into the incident ticket.`,
  },
];
