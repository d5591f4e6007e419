import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { LegalPage, type LegalSection } from "~/components/public/legal-page";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "Privacy Policy | Promptory" },
  { name: "description", content: "What personal data Promptory collects, why, and the choices you have." },
];

const SECTIONS: LegalSection[] = [
  {
    heading: "What we collect",
    body: (
      <ul>
        <li>Account details: your name, e-mail address, country and a securely hashed password.</li>
        <li>Vendor details: store name, bio, cover image and the payout details you enter.</li>
        <li>Marketplace activity: prompts you list, carts, orders, reviews, support tickets and notifications.</li>
        <li>Payment records: amounts, references and status. Card details go straight to our payment provider; we never see or store them.</li>
        <li>Technical data: request logs (time, page, status) kept to run and secure the service.</li>
      </ul>
    ),
  },
  {
    heading: "Why we use it",
    body: (
      <p>
        To run your account and the marketplace, process payments and payouts, prevent fraud and abuse, answer your
        messages and meet legal obligations such as bookkeeping. We do not sell your personal data and we do not use
        it for third-party advertising.
      </p>
    ),
  },
  {
    heading: "Who can see it",
    body: (
      <p>
        Buyers see a vendor's store name, bio and listings. Vendors see the name and e-mail address of buyers of their
        prompts, so they can support their customers. Our payment provider and hosting provider process data on our
        behalf under contract. We disclose data to authorities only when the law requires it.
      </p>
    ),
  },
  {
    heading: "How long we keep it",
    body: (
      <p>
        Account data is kept while your account is open. Order and payment records are kept for as long as tax and
        accounting law requires, usually up to seven years. Request logs are kept only as long as needed to
        operate and secure the service.
      </p>
    ),
  },
  {
    heading: "Your rights",
    body: (
      <p>
        You can correct your name and country in your profile at any time. You can also ask for a copy of your data,
        its deletion, or object to how we use it, by writing to us through the <Link to="/contact">contact form</Link>.
        You may also complain to your local data protection authority.
      </p>
    ),
  },
  {
    heading: "Cookies",
    body: (
      <p>
        We use only the cookies needed to keep you signed in and to show one-off messages. See the{" "}
        <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 June 2025"
      intro={<p>We collect as little personal data as we need to run the marketplace, and we keep it safe.</p>}
      sections={SECTIONS}
    />
  );
}
