import { getVendorByUserId, toPublicUser, type User, type Vendor } from "~/models/users.server";
import { imageUrl } from "~/utils/uploads.server";

/** Users and vendors carry `_id`, the key the SPEC client reads. */
export function apiUser(user: User) {
  const { id, ...rest } = toPublicUser(user);
  return { _id: id, ...rest };
}

export function apiVendor(vendor: Vendor) {
  return {
    _id: vendor.id,
    userId: vendor.userId,
    storeName: vendor.storeName,
    bio: vendor.bio,
    coverImage: imageUrl(vendor.coverImage),
    payoutMethod: vendor.payoutMethod,
    payoutDetails: {
      bankName: vendor.payoutBankName,
      accountNumber: vendor.payoutAccountNumber,
      accountName: vendor.payoutAccountName,
    },
    isApproved: vendor.isApproved,
    createdAt: vendor.createdAt,
  };
}

/** The store of `user`, or null for buyers and admins. */
export function apiVendorOf(user: User) {
  const vendor = getVendorByUserId(user.id);
  return vendor ? apiVendor(vendor) : null;
}
