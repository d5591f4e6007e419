import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { StoreProfileForm } from "~/components/store/store-profile-form";
import { vendorPayout } from "~/models/payout-details";
import { updateStoreProfile } from "~/models/vendors.server";
import { StoreProfileSchema } from "~/schemas/store-profile";
import { requireVendor } from "~/pages/auth.server";
import { saveMultipartForm } from "~/pages/multipart-form.server";
import { onRequestOrigin } from "~/utils/public-url.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Store | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  return {
    store: {
      storeName: vendor.storeName,
      coverImage: vendor.coverImage,
      bio: vendor.bio,
      payout: vendorPayout(vendor),
    },
    isApproved: vendor.isApproved,
    version: vendor.updatedAt.getTime(),
    storePath: `/store/${vendor.id}`,
    publicUrl: onRequestOrigin(`/store/${vendor.id}`, request),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const failed = await saveMultipartForm(request, StoreProfileSchema, (input) => updateStoreProfile(vendor, input));
  if (failed) return failed;
  return redirectWithToast(request, "/vendor/store", { type: "success", message: "Profile updated successfully!" });
}

export default function VendorStore() {
  const { store, isApproved, version, storePath, publicUrl } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase">Store</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{store.storeName}</h1>
          <Link to={storePath} className="btn-secondary">
            View my store
          </Link>
        </div>
        <p className="text-sm text-gray-700">
          Buyers find your store at <code className="break-all rounded bg-gray-100 px-1.5 py-0.5 text-gray-900">{publicUrl}</code>
        </p>
        {!isApproved ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            Your store is waiting for an admin&apos;s approval: buyers cannot see it or its prompts yet.
          </p>
        ) : null}
      </header>
      {/* A saved update changes `version`: the form starts again from what was stored (and drops the chosen file). */}
      <StoreProfileForm key={version} store={store} lastResult={lastResult} />
    </div>
  );
}
