import type { MetaFunction } from "@remix-run/node";
import { LegalPage, type LegalSection } from "~/components/public/legal-page";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "Cookie Policy | Promptory" },
  { name: "description", content: "The cookies Promptory uses and why." },
];

const SECTIONS: LegalSection[] = [
  {
    heading: "The cookie we set",
    body: (
      <>
        <p>
          Promptory sets a single first-party cookie, <code>__session</code>. It keeps you signed in and carries
          one-off messages such as "Thanks! We will get back to you soon." between pages. It is signed so it cannot be
          tampered with, is not readable by scripts, and expires when you log out or after a period without use.
        </p>
        <p>This cookie is strictly necessary for the service to work, so it does not need your consent.</p>
      </>
    ),
  },
  {
    heading: "What we do not use",
    body: <p>We use no advertising, analytics or social media tracking cookies, and we do not let third parties set cookies on our pages.</p>,
  },
  {
    heading: "Payments",
    body: (
      <p>
        When you check out you are sent to our payment provider's page, which may set its own cookies to process the
        payment securely. Their use is covered by the provider's own cookie policy.
      </p>
    ),
  },
  {
    heading: "Managing cookies",
    body: <p>You can delete or block cookies in your browser settings. If you block the session cookie you will not be able to sign in.</p>,
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated="1 June 2025"
      intro={<p>Short version: one cookie, only to keep you signed in.</p>}
      sections={SECTIONS}
    />
  );
}
