import { Link } from "@remix-run/react";
import { variantKey } from "~/utils/image-variants";
import { formatCount } from "~/utils/format";

export type TopCreatorCard = {
  id: string;
  storeName: string;
  coverImage: string | null;
  promptCount: number;
  promptCountCapped: boolean;
};

function promptCount({ promptCount: n, promptCountCapped }: TopCreatorCard): string {
  if (promptCountCapped) return `${formatCount(n)}+ prompts`;
  return `${formatCount(n)} ${n === 1 ? "prompt" : "prompts"}`;
}

/** The store's cover, cut round (its narrowest stored width), or its first letter. */
function Avatar({ store }: { store: TopCreatorCard }) {
  const alt = `Cover of ${store.storeName}`;
  const box = "h-12 w-12 shrink-0 rounded-full";
  if (!store.coverImage) {
    return (
      <span role="img" aria-label={alt} className={`${box} flex items-center justify-center bg-brand-200 text-lg font-bold text-brand-900`}>
        {store.storeName.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      src={`/uploads/${variantKey(store.coverImage, 320)}`}
      alt={alt}
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={`${box} object-cover`}
    />
  );
}

/** The best-selling stores, each linked to its public page. */
export function TopCreatorList({ creators }: { creators: TopCreatorCard[] }) {
  return (
    <ul aria-label="Top creators" className="grid gap-3 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
      {creators.map((store) => (
        <li key={store.id} className="relative flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 hover:bg-white/15">
          <Avatar store={store} />
          <div className="min-w-0">
            <h3 className="font-semibold [overflow-wrap:anywhere]">
              {/* The link's box covers the whole card. */}
              <Link to={`/store/${store.id}`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-white">
                {store.storeName}
              </Link>
            </h3>
            <p className="text-sm text-gray-200">{promptCount(store)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
