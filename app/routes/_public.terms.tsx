import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LegalPage, type LegalSection } from "~/components/public/legal-page";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "Terms of Service | Promptory" },
  { name: "description", content: "The rules for buying, selling and using AI prompts on Promptory." },
];

const SECTIONS: LegalSection[] = [
  {
    heading: "Who we are and what we offer",
    body: (
      <p>
        Promptory is an online marketplace where independent creators (vendors) list text prompts for chat, image
        and code AI tools and buyers purchase a licence to use them. Promptory runs the platform, takes payments and
        pays creators; the prompts themselves are written and owned by the creators who list them.
      </p>
    ),
  },
  {
    heading: "Your account",
    body: (
      <ul>
        <li>You must be at least 18 years old, or have a parent's or guardian's permission, to open an account.</li>
        <li>Give accurate details and keep your password to yourself. You are responsible for activity on your account.</li>
        <li>Choose a buyer or vendor account. Vendors also provide store and payout details, which must be their own.</li>
        <li>We may suspend or close accounts that break these terms or the <Link to="/community-standards">Community Standards</Link>.</li>
      </ul>
    ),
  },
  {
    heading: "Buying prompts",
    body: (
      <>
        <p>
          Prices are shown in US dollars and include the platform fee. Payment is taken by our payment provider when
          you check out; once it is confirmed, the purchased prompts appear under My Prompts straight away.
        </p>
        <p>
          A purchase gives you a personal, non-exclusive, worldwide licence to use the prompt and the outputs you
          create with it, including commercially. You may not resell, republish or share the prompt text itself.
          Refunds follow our <Link to="/refund-policy">Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    heading: "Selling prompts",
    body: (
      <>
        <p>
          By listing a prompt you confirm that you wrote it or hold the rights to sell it, that the title, description
          and preview describe it honestly, and that it follows the Community Standards. You keep ownership and grant
          each buyer the licence described above.
        </p>
        <p>
          For every sale Promptory keeps a platform fee and credits you the rest; each transaction shows the gross
          amount, the fee and your earnings. You can request a withdrawal of your available balance within the limits
          shown in your dashboard. You are responsible for any taxes on your earnings.
        </p>
      </>
    ),
  },
  {
    heading: "Acceptable use",
    body: (
      <p>
        Do not use Promptory to break the law, infringe anyone's rights, spread malware, scrape the marketplace,
        interfere with the service or get around its security. AI tools remain subject to their own providers' terms;
        you are responsible for how you use their outputs.
      </p>
    ),
  },
  {
    heading: "Moderation",
    body: (
      <p>
        We may review, deactivate or remove listings and reviews that break these terms, and we may withhold earnings
        from sales that turn out to be fraudulent or refunded.
      </p>
    ),
  },
  {
    heading: "Liability",
    body: (
      <p>
        Prompts are creative tools: results vary between AI models and versions, and we do not guarantee a particular
        output. To the extent the law allows, Promptory's liability for any claim is limited to the amount you paid
        for the purchase concerned. Nothing in these terms limits rights you have as a consumer that cannot be limited
        by contract.
      </p>
    ),
  },
  {
    heading: "Changes and contact",
    body: (
      <p>
        We may update these terms; we will announce material changes on the site before they take effect. Questions?
        Write to us through the <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 June 2025"
      intro={<p>These terms apply whenever you browse, buy or sell on Promptory. By creating an account you accept them.</p>}
      sections={SECTIONS}
    />
  );
}
