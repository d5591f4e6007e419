import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LegalPage, type LegalSection } from "~/components/public/legal-page";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "Refund Policy | Promptory" },
  { name: "description", content: "When and how you can get a refund for a prompt bought on Promptory." },
];

const SECTIONS: LegalSection[] = [
  {
    heading: "When you are entitled to a refund",
    body: (
      <>
        <p>Ask within 14 days of purchase and we will refund the full price when:</p>
        <ul>
          <li>the prompt was not delivered: it does not appear under My Prompts after a confirmed payment;</li>
          <li>the prompt is materially different from its listing: for example it is for another kind of AI tool, is incomplete, or does not do what the title and description promise;</li>
          <li>you were charged more than once for the same prompt.</li>
        </ul>
      </>
    ),
  },
  {
    heading: "When refunds are not available",
    body: (
      <p>
        Because a prompt is digital content that is delivered in full the moment you buy it, we cannot refund a change
        of mind, a prompt you simply like less than expected, or differences in output caused by the AI model or
        version you use, once the prompt has been delivered as described.
      </p>
    ),
  },
  {
    heading: "How to ask",
    body: (
      <p>
        Open a support ticket from your profile, or use the <Link to="/contact">contact form</Link>, with the payment
        reference and a short explanation. We reply within three working days and may ask the creator for their side.
      </p>
    ),
  },
  {
    heading: "What happens next",
    body: (
      <p>
        Approved refunds go back to the original payment method, usually within 5 to 10 working days depending on your
        bank. The prompt is removed from My Prompts and the creator's earnings for that sale are reversed.
      </p>
    ),
  },
];

export default function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund Policy"
      updated="1 June 2025"
      intro={<p>We want every purchase to be worth it. If something went wrong, here is how we put it right.</p>}
      sections={SECTIONS}
    />
  );
}
