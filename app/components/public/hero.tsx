import { Link } from "@remix-run/react";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-12 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-24">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            The AI prompt marketplace
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            Buy and sell prompts that make <span className="text-brand-700">chat and image AI</span> shine
          </h1>
          <p className="mt-6 max-w-xl text-lg text-gray-700">
            Discover tested prompts for chat assistants, image generators and coding tools, or turn your own prompt
            craft into income. Promptory is where creators and curious minds meet.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to="/register" className="btn-primary px-6 py-3 text-base">
              Get started
            </Link>
            <Link to="/register?role=vendor" className="btn-secondary px-6 py-3 text-base">
              Start selling prompts
            </Link>
          </div>
        </div>
        <img
          src="/media/hero.webp"
          alt="A glowing violet portal ring with glass spheres floating in pink and blue light"
          width={720}
          height={720}
          className="mx-auto w-full max-w-md rounded-[2rem] shadow-2xl shadow-brand-200 md:max-w-none"
        />
      </div>
    </section>
  );
}
