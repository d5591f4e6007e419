import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageHeading } from "~/components/public/page-heading";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction = () => [
  { title: "About | Promptory" },
  {
    name: "description",
    content: "Promptory is the marketplace where prompt creators sell tested prompts for chat and image AI tools.",
  },
];

const VALUES = [
  {
    title: "Craft deserves credit",
    text: "A prompt that reliably produces great results takes hours of testing. Creators set their own prices and earn from every sale.",
  },
  {
    title: "Buy with confidence",
    text: "Every listing says which kind of AI tool it is made for and what it does, buyers leave reviews, and a clear refund policy covers prompts that are not as described.",
  },
  {
    title: "Open to every model",
    text: "Chat assistants, image generators and coding tools change fast. Good prompts travel between them, so Promptory is not tied to any one provider.",
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHeading eyebrow="About us" title="The marketplace for prompt craft">
        <p>
          Promptory connects the people who write exceptional AI prompts with the people who need them, so nobody has
          to start from a blank text box again.
        </p>
      </PageHeading>
      <div className="mx-auto max-w-4xl space-y-14 px-4 pb-20 sm:px-6">
        <section aria-labelledby="story" className="space-y-4 text-lg leading-relaxed text-gray-700">
          <h2 id="story" className="text-2xl font-bold text-ink">
            Why we built Promptory
          </h2>
          <p>
            AI tools are only as good as the instructions they get. Some people have a knack for writing those
            instructions: the product description that converts, the image prompt with just the right light and lens,
            the code-review checklist that catches real bugs. Until now that knowledge lived in scattered threads and
            private notes.
          </p>
          <p>
            Promptory gives that craft a home. Creators open a store, publish their best prompts with a description,
            tags and a preview image, and get paid whenever someone buys. Buyers browse by category, compare reviews
            and get the full prompt the moment their payment goes through.
          </p>
        </section>
        <section aria-labelledby="values">
          <h2 id="values" className="text-2xl font-bold text-ink">
            What we stand for
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title} className="card">
                <h3 className="font-semibold text-ink">{value.title}</h3>
                <p className="mt-2 text-gray-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="join" className="rounded-3xl bg-brand-700 p-8 text-white sm:p-10">
          <h2 id="join" className="text-2xl font-bold">
            Come and build it with us
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">
            Whether you want to sell your first prompt or find one that saves you an afternoon, there is a place for you
            here.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/register" className="btn bg-white text-brand-800 hover:bg-brand-50">
              Create an account
            </Link>
            <Link to="/contact" className="btn border border-white/60 text-white hover:bg-white/10">
              Contact us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
