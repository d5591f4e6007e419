import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LegalPage, type LegalSection } from "~/components/public/legal-page";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "Community Standards | Promptory" },
  { name: "description", content: "What may be sold and said on Promptory." },
];

const SECTIONS: LegalSection[] = [
  {
    heading: "List honestly",
    body: (
      <ul>
        <li>Titles, descriptions, tags and preview images must show what the prompt really does and which kind of AI tool it is for.</li>
        <li>Sell only prompts you wrote or have the right to sell. Copying another creator's prompt, or lightly rewording it, is not allowed.</li>
        <li>One listing per prompt: no duplicates to crowd the marketplace.</li>
      </ul>
    ),
  },
  {
    heading: "Prompts we do not allow",
    body: (
      <ul>
        <li>Prompts designed to produce sexual content involving minors, non-consensual intimate imagery, or harassment of real people.</li>
        <li>Prompts to create malware, phishing, fraud, or to get around an AI tool's safety measures.</li>
        <li>Prompts that impersonate real people or brands to mislead, or that generate election or health misinformation.</li>
        <li>Hate speech or content that promotes violence against people or groups.</li>
      </ul>
    ),
  },
  {
    heading: "Reviews and messages",
    body: (
      <p>
        Review prompts you bought, based on your own results. Be respectful: no insults, spam, or reviews in exchange
        for payment or favours.
      </p>
    ),
  },
  {
    heading: "Enforcement",
    body: (
      <p>
        Listings that break these standards are deactivated or banned, and repeated or serious violations lead to the
        account being closed. If you see something that breaks them, tell us through the{" "}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export default function CommunityStandardsPage() {
  return (
    <LegalPage
      title="Community Standards"
      updated="1 June 2025"
      intro={<p>Promptory works because buyers can trust what they buy and creators can trust each other. These standards keep it that way.</p>}
      sections={SECTIONS}
    />
  );
}
