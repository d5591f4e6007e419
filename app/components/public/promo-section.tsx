import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A full-width promotional band with a Get Started call to action and an artwork, or `aside`
 * (content of its own) in the artwork's place.
 */
export function PromoSection({
  id,
  eyebrow,
  title,
  children,
  image,
  aside,
  tone,
  imageSide = "right",
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  image: { src: string; alt: string };
  aside?: ReactNode;
  tone: "dark" | "brand";
  imageSide?: "left" | "right";
}) {
  const background = tone === "dark" ? "bg-ink" : "bg-gradient-to-br from-brand-700 to-fuchsia-800";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 ${background} py-20 text-white`}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 md:grid-cols-2">
        <div className={imageSide === "left" ? "md:order-2" : undefined}>
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-gray-100">{children}</div>
          <Link to="/register" className="btn mt-8 bg-white px-6 py-3 text-base text-brand-800 hover:bg-brand-50">
            Get Started
          </Link>
        </div>
        {aside ?? (
          <img
            src={image.src}
            alt={image.alt}
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
          />
        )}
      </div>
    </section>
  );
}
