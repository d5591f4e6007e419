import { Link } from "@remix-run/react";

const CATEGORIES = [
  { name: "Chat assistants", text: "Personas, tutors and research helpers", gradient: "from-violet-700 to-indigo-800" },
  { name: "Image generation", text: "Styles, scenes, characters and product shots", gradient: "from-pink-700 to-rose-800" },
  { name: "Code & data", text: "Reviews, refactors, SQL and test writers", gradient: "from-sky-700 to-blue-800" },
  { name: "Marketing & copy", text: "Ads, landing pages, e-mails and social posts", gradient: "from-amber-700 to-orange-800" },
  { name: "Writing & stories", text: "Plots, dialogue, editing and world-building", gradient: "from-emerald-700 to-teal-800" },
  { name: "Productivity", text: "Meeting notes, plans, summaries and workflows", gradient: "from-fuchsia-700 to-purple-800" },
] as const;

export function CategoryShowcase() {
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Categories</p>
            <h2 id="categories-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              Prompts for every tool you use
            </h2>
          </div>
          <Link to="/home/prompts" className="font-semibold text-brand-700 hover:underline">
            Explore all prompts →
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li key={category.name} className={`rounded-2xl bg-gradient-to-br ${category.gradient} p-6 text-white shadow-sm`}>
              <h3 className="text-lg font-bold">{category.name}</h3>
              <p className="mt-1 text-white">{category.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
