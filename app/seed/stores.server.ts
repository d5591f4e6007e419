import { db, oneRow } from "~/db/client.server";
import { type PayoutMethod } from "~/db/schema";
import { vendors } from "~/db/tables.server";

export type StoreInput = {
  storeName: string;
  bio: string;
  coverImage?: string | null;
  payout?: { method: PayoutMethod; bankName: string; accountNumber: string; accountName: string };
};

/** Opens an approved store for an existing vendor account (seeding and `user:create`). */
export async function insertStore(userId: string, input: StoreInput) {
  return await oneRow(db
    .insert(vendors)
    .values({
      userId,
      storeName: input.storeName,
      bio: input.bio,
      coverImage: input.coverImage ?? null,
      isApproved: true,
      ...(input.payout && {
        payoutMethod: input.payout.method,
        payoutBankName: input.payout.bankName,
        payoutAccountNumber: input.payout.accountNumber,
        payoutAccountName: input.payout.accountName,
      }),
    })
    .returning());
}
