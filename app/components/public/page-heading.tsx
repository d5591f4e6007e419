import type { ReactNode } from "react";

/** The banner at the top of the content pages (about, contact, legal). */
export function PageHeading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-gray-700">{children}</div> : null}
      </div>
    </div>
  );
}
