import type { PayoutMethod } from "~/db/enums";
import type { PayoutDetails } from "~/schemas/payout-details";

/** Where payout details live on a store and on a withdrawal (no server imports: tables use it too). */

type VendorPayoutColumns = {
  payoutMethod: PayoutMethod;
  payoutBankName: string;
  payoutAccountNumber: string;
  payoutAccountName: string;
  payoutPaypalEmail: string;
  payoutCryptoNetwork: string;
  payoutCryptoAddress: string;
};

/** The payout fields of a withdrawal row, and of every form that posts all methods' fields. */
export type WithdrawalPayoutColumns = {
  payoutMethod: PayoutMethod;
  bankName: string;
  accountNumber: string;
  accountName: string;
  paypalEmail: string;
  cryptoNetwork: string;
  cryptoAddress: string;
};

/**
 * The values to write on a withdrawal (the snapshot of the details it is paid to): the method's
 * own fields, the others empty, so no stale details outlive a switch (docs/decisions/0135).
 */
export function withdrawalPayoutColumns(details: PayoutDetails): WithdrawalPayoutColumns {
  const none = { bankName: "", accountNumber: "", accountName: "", paypalEmail: "", cryptoNetwork: "", cryptoAddress: "" };
  switch (details.payoutMethod) {
    case "bank":
      return { ...none, payoutMethod: "bank", bankName: details.bankName, accountNumber: details.accountNumber, accountName: details.accountName };
    case "paypal":
      return { ...none, payoutMethod: "paypal", paypalEmail: details.paypalEmail };
    case "crypto":
      return { ...none, payoutMethod: "crypto", cryptoNetwork: details.cryptoNetwork, cryptoAddress: details.cryptoAddress };
  }
}

/** The details a withdrawal was paid to (or a store's, through `vendorPayout`). */
export function withdrawalPayout(columns: WithdrawalPayoutColumns): PayoutDetails {
  switch (columns.payoutMethod) {
    case "bank":
      return { payoutMethod: "bank", bankName: columns.bankName, accountNumber: columns.accountNumber, accountName: columns.accountName };
    case "paypal":
      return { payoutMethod: "paypal", paypalEmail: columns.paypalEmail };
    case "crypto":
      return { payoutMethod: "crypto", cryptoNetwork: columns.cryptoNetwork, cryptoAddress: columns.cryptoAddress };
  }
}

/** The values to write on a store: the chosen method's details, the others' cleared. */
export function vendorPayoutColumns(details: PayoutDetails): VendorPayoutColumns {
  const columns = withdrawalPayoutColumns(details);
  return {
    payoutMethod: columns.payoutMethod,
    payoutBankName: columns.bankName,
    payoutAccountNumber: columns.accountNumber,
    payoutAccountName: columns.accountName,
    payoutPaypalEmail: columns.paypalEmail,
    payoutCryptoNetwork: columns.cryptoNetwork,
    payoutCryptoAddress: columns.cryptoAddress,
  };
}

/** The details of the store's own method; another method's leftovers are never read. */
export function vendorPayout(vendor: VendorPayoutColumns): PayoutDetails {
  return withdrawalPayout({
    payoutMethod: vendor.payoutMethod,
    bankName: vendor.payoutBankName,
    accountNumber: vendor.payoutAccountNumber,
    accountName: vendor.payoutAccountName,
    paypalEmail: vendor.payoutPaypalEmail,
    cryptoNetwork: vendor.payoutCryptoNetwork,
    cryptoAddress: vendor.payoutCryptoAddress,
  });
}
