import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryShowcase } from "~/components/public/category-showcase";
import { FeatureGrid } from "~/components/public/feature-grid";
import { Hero } from "~/components/public/hero";
import { MediaGallery } from "~/components/public/media-gallery";
import { PromoSection } from "~/components/public/promo-section";
import { TopCreatorList } from "~/components/public/top-creators";
import { listCategories } from "~/models/categories.server";
import { listTopCreators } from "~/models/top-creators.server";
import { landingSeo } from "~/pages/public-seo.server";
import { ENHANCED_VISITOR_PAGE } from "~/utils/visitor-page";

/** More categories than this stay in the marketplace's filter; the landing page shows tiles for these. */
const CATEGORY_TILES = 12;
/** Stores shown under "Top creators". */
const TOP_CREATORS = 4;

/** A visitor gets it without the app's JavaScript, the gallery's clip pause aside (docs/decisions/0329). */
export const handle = ENHANCED_VISITOR_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? data.seo : [{ title: "Promptory: buy and sell prompts for chat and image AI tools" }];

export async function loader() {
  return {
    categories: (await listCategories(CATEGORY_TILES)).map(({ id, name }) => ({ id, name })),
    creators: await listTopCreators(TOP_CREATORS),
    seo: landingSeo(),
  };
}

export default function LandingPage() {
  const { categories, creators } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <MediaGallery />
      <FeatureGrid />
      <PromoSection
        id="creators"
        eyebrow="Top creators"
        title="Turn your prompt craft into income"
        tone="dark"
        image={{ src: "/media/neon-bloom.webp", alt: "A glowing flower of translucent pink, orange and yellow petals" }}
        aside={creators.length ? <TopCreatorList creators={creators} /> : undefined}
      >
        <p>
          The best-selling prompts on Promptory come from writers, designers and developers who tested their ideas until
          they worked every time. Open your store, publish your best prompts and earn from every download.
        </p>
        <ul className="space-y-2 text-base">
          <li>✓ Your own storefront with cover image and bio</li>
          <li>✓ Sales, earnings and reviews in one dashboard</li>
          <li>✓ Withdrawals to your bank, crypto wallet or PayPal</li>
        </ul>
        {creators.length ? null : <p>No store has made a sale yet: open yours and be the first creator shown here.</p>}
      </PromoSection>
      <CategoryShowcase categories={categories} />
      <PromoSection
        id="pricing"
        eyebrow="Pricing and earnings"
        title="Free to join. You earn from every sale."
        tone="brand"
        imageSide="left"
        image={{ src: "/media/synth-sunset.webp", alt: "A retro sunset with a striped sun over purple mountains" }}
      >
        <p>
          Browsing and opening a store cost nothing. When a prompt sells, Promptory keeps a platform fee and the creator
          earns the rest.
        </p>
        <p>
          Every transaction shows the sale price, the platform fee and your earnings, so you always know what you made.
        </p>
      </PromoSection>
    </>
  );
}
