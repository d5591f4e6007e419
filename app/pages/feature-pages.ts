import type { Role } from "~/db/enums";

/**
 * The feature pages (`/features/{slug}`, issue 41 point 8): one per landing card whose feature
 * needs explaining before it is used. Each says what the feature does and how to start, and links
 * to where it lives.
 */

/** What a page may say that depends on this server's settings. */
export type FeatureFacts = { previewsPerDay: number; aiConfigured: boolean };

type Line = string | ((facts: FeatureFacts) => string);

type FeaturePage = {
  /** The landing card's title: the page's eyebrow and its link name on the landing page. */
  name: string;
  title: string;
  intro: string;
  description: string;
  does: readonly Line[];
  steps: readonly Line[];
  /** Said under the steps when it applies, e.g. that the feature is off on this server. */
  note?: (facts: FeatureFacts) => string | null;
  start: {
    /** Where the feature is used. */
    to: string;
    /** The link for someone signed in who may use it, and for a visitor when `signIn` is absent (`to` is public). */
    open: string;
    /** A visitor's link: sign in, then back to `to`. */
    signIn?: string;
    /** Only these roles use it; anyone else signed in reads `note` instead of a link. */
    onlyFor?: { roles: readonly Role[]; note: string };
  };
};

const runs = (count: number) => `${count} ${count === 1 ? "run" : "runs"}`;

export const FEATURE_PAGES = {
  enhancer: {
    name: "AI prompt enhancer",
    title: "Turn a rough idea into a precise prompt",
    intro: "Paste any prompt, however rough, and get it back scored, with advice on what is missing and a rewritten version ready to use.",
    description: "Promptory's prompt enhancer scores a prompt on seven checks, says what to improve and rewrites it with a role, context, constraints, an output format and examples.",
    does: [
      "Scores your prompt out of 100 on seven checks: role, context, task, constraints, output format, examples and variables.",
      "Gives advice for every check that did not pass.",
      "Writes an improved prompt that adds what was missing and keeps your [VARIABLES] as they are.",
      "Saves nothing: your prompt stays yours.",
    ],
    steps: [
      "Sign in, or create a free account: any account can use the enhancer.",
      "Open the prompt enhancer (buyers find it as Enhancer in their dashboard's sidebar).",
      "Paste your prompt and press Enhance, then copy the improved prompt or keep editing.",
      "Selling prompts? The prompt form has Enhance beside Content, and nothing changes until you save.",
    ],
    start: { to: "/enhance", open: "Open the prompt enhancer", signIn: "Sign in to use the enhancer" },
  },
  "live-preview": {
    name: "Dynamic preview engine",
    title: "See what a prompt gives before you buy it",
    intro: "Prompts whose creator turned on live preview have a Try it box: run the prompt on real AI models and read what they answer, without buying it first.",
    description: "Live preview on Promptory runs a prompt on text, image and code models with the creator's example values, so you see its results before you buy it, never the prompt itself.",
    does: [
      "Runs the prompt on the models its creator chose (text, image or code) and shows what each model answers.",
      "Uses the creator's example values for the prompt's variables; some creators also let you type your own.",
      "You never see the prompt itself: only the answers. An answer that gives the prompt away is withheld.",
      (facts) => `You get ${runs(facts.previewsPerDay)} a day for each prompt; running the same example on the same model again that day shows the first answer and costs no run.`,
    ],
    steps: [
      "Browse the marketplace and open a prompt with a Try it box.",
      "Sign in with a buyer account and verify your e-mail address.",
      "Choose an example and the models to run, then press Run preview.",
      "Selling prompts? Turn on Live preview in the prompt form, add example values and try it on your own prompt's page.",
    ],
    note: (facts) => (facts.aiConfigured ? null : "Live preview is not available on this site at the moment: no AI model is connected yet."),
    start: { to: "/prompts", open: "Browse prompts you can try" },
  },
  collections: {
    name: "Personalised collections",
    title: "Keep the prompts you find in collections",
    intro: "Save any prompt in the marketplace, bought or not, into named collections for your projects, and come back to them whenever you need them.",
    description: "Personalised collections on Promptory: save any listed prompt into named lists, put them in order, keep them private or share a public link.",
    does: [
      "Saves any listed prompt with Save to collection, on its card or its page: you do not need to own it.",
      "Keeps each collection's prompts in the order you choose, with a name and a description.",
      "Keeps a collection private until you make it public; then anyone with its link can see it.",
      "Teams get collections too, shared by every member.",
    ],
    steps: [
      "Sign in with a buyer account, or create one for free.",
      "Press Save to collection on any prompt, then pick a collection or name a new one.",
      "Open Collections in your dashboard to rename, reorder or share them.",
    ],
    start: {
      to: "/home/collections",
      open: "Open your collections",
      signIn: "Sign in to start a collection",
      onlyFor: { roles: ["buyer"], note: "Collections are for buyer accounts: sign in as a buyer to keep prompts in collections." },
    },
  },
  teams: {
    name: "Team collaboration spaces",
    title: "Share one prompt library with your team",
    intro: "Create a team, invite the people you work with, and buy prompts once for all of you, so everyone starts from the same proven playbook.",
    description: "Team collaboration spaces on Promptory: invite up to ten people, buy prompts for the whole team and share team collections.",
    does: [
      "Gathers up to 10 people in a team, as owner, admins and members.",
      "Buys a prompt for the whole team at its team price: every member can use it while they are in the team.",
      "Shares team collections that every member can open.",
      "Invitations go by e-mail, and only the invited address can accept them, within 7 days.",
    ],
    steps: [
      "Sign in with a buyer account, or create one for free.",
      "Open Teams in your dashboard, name your team and press Create team.",
      "Invite your teammates by e-mail; they join from the link in the invitation.",
      "At checkout, choose your team under Buy for to add prompts to the team library.",
    ],
    start: {
      to: "/home/teams",
      open: "Open your teams",
      signIn: "Sign in to create a team",
      onlyFor: { roles: ["buyer"], note: "Teams are for buyer accounts: sign in as a buyer to create or join one." },
    },
  },
} as const satisfies Record<string, FeaturePage>;

export type FeatureSlug = keyof typeof FEATURE_PAGES;

export const FEATURE_SLUGS = Object.keys(FEATURE_PAGES) as FeatureSlug[];

export const featurePath = (slug: FeatureSlug) => `/features/${slug}`;

export function isFeatureSlug(slug: string | undefined): slug is FeatureSlug {
  return slug !== undefined && Object.hasOwn(FEATURE_PAGES, slug);
}

const lineText = (facts: FeatureFacts) => (line: Line) => (typeof line === "string" ? line : line(facts));

const withRedirect = (page: "/login" | "/register", to: string) => `${page}?${new URLSearchParams({ redirectTo: to })}`;

export type FeatureLink = { label: string; to: string; primary: boolean };

/**
 * The page as `role` reads it (null: a visitor). A visitor's first link signs in and comes back
 * (the sign-in page then says why), with "Create an account" beside it; someone signed in goes
 * straight to the feature, or reads who it is for.
 */
export function featureView(slug: FeatureSlug, facts: FeatureFacts, role: Role | null) {
  const page: FeaturePage = FEATURE_PAGES[slug];
  const { start } = page;
  let links: FeatureLink[] = [];
  let forOthers: string | null = null;
  if (!role) {
    links = [
      start.signIn ? { label: start.signIn, to: withRedirect("/login", start.to), primary: true } : { label: start.open, to: start.to, primary: true },
      { label: "Create an account", to: withRedirect("/register", start.to), primary: false },
    ];
  } else if (start.onlyFor && !start.onlyFor.roles.includes(role)) {
    forOthers = start.onlyFor.note;
  } else {
    links = [{ label: start.open, to: start.to, primary: true }];
  }
  return {
    name: page.name,
    title: page.title,
    intro: page.intro,
    description: page.description,
    does: page.does.map(lineText(facts)),
    steps: page.steps.map(lineText(facts)),
    note: page.note?.(facts) ?? null,
    links,
    forOthers,
    others: FEATURE_SLUGS.filter((other) => other !== slug).map((other) => ({ name: FEATURE_PAGES[other].name, to: featurePath(other) })),
  };
}
