import { Link } from "@remix-run/react";

/** Tiles take these colours in turn. */
const GRADIENTS = [
  "from-violet-700 to-indigo-800",
  "from-pink-700 to-rose-800",
  "from-sky-700 to-blue-800",
  "from-amber-700 to-orange-800",
  "from-emerald-700 to-teal-800",
  "from-fuchsia-700 to-purple-800",
] as const;

export type CategoryTile = { id: string; name: string };

/**
 * The marketplace's categories, each a link into the public catalogue filtered by it.
 */
export function CategoryShowcase({ categories }: { categories: CategoryTile[] }) {
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
          <Link to="/prompts" className="font-semibold text-brand-700 hover:underline">
            Explore all prompts →
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category, index) => (
            <li
              key={category.id}
              className={`relative rounded-2xl bg-gradient-to-br ${GRADIENTS[index % GRADIENTS.length]} p-6 text-white shadow-sm hover-lift`}
            >
              <h3 className="text-lg font-bold">
                {/* The link's box covers the whole tile. */}
                <Link
                  to={`/prompts?${new URLSearchParams({ category: category.id })}`}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-white"
                >
                  {category.name}
                </Link>
              </h3>
              <p className="mt-1 text-white">Browse {category.name} prompts →</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
