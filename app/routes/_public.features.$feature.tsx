import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/components/public/page-heading";
import { env } from "~/env.server";
import { aiConfigured } from "~/models/ai/provider.server";
import { getUser } from "~/pages/auth.server";
import { invariantResponse } from "~/pages/errors.server";
import { featureView, isFeatureSlug } from "~/pages/feature-pages";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.feature.name} | Promptory` }, { name: "description", content: data.feature.description }]
    : [{ title: "Feature not found | Promptory" }];

/** The landing cards' feature pages (issue 41 point 8): `/features/enhancer`, `/features/live-preview`, ... */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.feature;
  invariantResponse(isFeatureSlug(slug), "Feature not found");
  const { AI } = env();
  const user = await getUser(request);
  return { feature: featureView(slug, { previewsPerDay: AI.previewsPerDay, aiConfigured: aiConfigured(AI) }, user?.role ?? null) };
}

export default function FeaturePage() {
  const { feature } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading eyebrow={feature.name} title={feature.title}>
        <p>{feature.intro}</p>
      </PageHeading>
      <div className="mx-auto max-w-4xl space-y-12 px-4 pb-20 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="feature-does" className="card">
            <h2 id="feature-does" className="text-2xl font-bold text-ink">
              What it does
            </h2>
            <ul className="mt-4 space-y-3 text-gray-700">
              {feature.does.map((line) => (
                <li key={line} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-brand-700">
                    ✓
                  </span>
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="feature-start" className="card">
            <h2 id="feature-start" className="text-2xl font-bold text-ink">
              How to start
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-gray-700 marker:font-bold marker:text-brand-700">
              {feature.steps.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </section>
        </div>
        {feature.note ? <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">{feature.note}</p> : null}
        {feature.forOthers ? <p className="rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-800">{feature.forOthers}</p> : null}
        {feature.links.length ? (
          <div className="flex flex-wrap gap-3">
            {feature.links.map((link) => (
              <Link key={link.to} to={link.to} className={link.primary ? "btn-primary" : "btn-secondary"}>
                {link.label}
              </Link>
            ))}
          </div>
        ) : null}
        <nav aria-labelledby="feature-more" className="border-t border-gray-200 pt-8">
          <h2 id="feature-more" className="text-lg font-semibold text-ink">
            More of what Promptory does
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {feature.others.map((other) => (
              <li key={other.to}>
                <Link to={other.to} className="font-medium text-brand-700 underline">
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
