import { StoreLink } from "../store/store-link";
import { PromptImage } from "./prompt-image";

export type StoreProfile = { id: string; storeName: string; bio: string; coverImage: string | null };

/** The vendor's store: cover banner, name (a link to the store's page, for buyers) and bio. */
export function StoreCard({ store }: { store: StoreProfile }) {
  return (
    <section aria-labelledby="store-heading" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <PromptImage
        imageKey={store.coverImage}
        alt={`Cover of ${store.storeName}`}
        layout="banner"
        width={1600}
        height={500}
        className="aspect-[16/5]"
      />
      <div className="space-y-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">Store</p>
        <h2 id="store-heading" className="text-lg font-semibold">
          <StoreLink vendorId={store.id} storeName={store.storeName} />
        </h2>
        <p className="text-sm whitespace-pre-line text-gray-700">{store.bio}</p>
      </div>
    </section>
  );
}
