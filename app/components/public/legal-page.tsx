import type { ReactNode } from "react";
import { PageHeading } from "./page-heading";

export type LegalSection = { heading: string; body: ReactNode };

/** The shared layout of the policy pages: title, date of the current version, numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article>
      <PageHeading eyebrow="Legal" title={title}>
        <p className="text-base text-gray-600">Last updated {updated}</p>
      </PageHeading>
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-20 leading-relaxed text-gray-800 sm:px-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        <div className="text-lg">{intro}</div>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`section-${index + 1}`}>
            <h2 id={`section-${index + 1}`} className="text-xl font-bold text-ink">
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
