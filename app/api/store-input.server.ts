import type { Vendor } from "~/models/users.server";
import type { PayoutDetailField } from "~/schemas/payout-details";

/** Looks up a value by path in a request body; undefined when it is not there. */
export type Read = (path: readonly string[]) => unknown;

type StoreField = "bio" | "payoutMethod" | PayoutDetailField;

/**
 * Where each store field may be sent: the SPEC's `payoutDetails` (whose bank name is also seen
 * as `bank`) first, then the flat names the web forms and the schemas use.
 */
const FIELD_PATHS: Record<StoreField, string[][]> = {
  bio: [["bio"]],
  payoutMethod: [["payoutMethod"]],
  bankName: [["payoutDetails", "bankName"], ["payoutDetails", "bank"], ["bankName"]],
  accountNumber: [["payoutDetails", "accountNumber"], ["accountNumber"]],
  accountName: [["payoutDetails", "accountName"], ["accountName"]],
  paypalEmail: [["payoutDetails", "paypalEmail"], ["paypalEmail"]],
  cryptoNetwork: [["payoutDetails", "cryptoNetwork"], ["cryptoNetwork"]],
  cryptoAddress: [["payoutDetails", "cryptoAddress"], ["cryptoAddress"]],
};

/** Every method's fields: the schema keeps those of the method and ignores the rest. */
export const PAYOUT_DETAILS: StoreField[] = ["bankName", "accountNumber", "accountName", "paypalEmail", "cryptoNetwork", "cryptoAddress"];
export const STORE_PROFILE: StoreField[] = ["bio", "payoutMethod", ...PAYOUT_DETAILS];

/** A JSON body: `payoutDetails` nested; null counts as not sent. */
export function jsonReader(body: Record<string, unknown>): Read {
  return (path) => {
    let value: unknown = body;
    for (const key of path) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return value ?? undefined;
  };
}

/** A form body: `payoutDetails[bankName]` as the SPEC client sends it, or `payoutDetails.bankName`. */
export function formReader(form: FormData): Read {
  return ([head, ...rest]) => {
    const bracketed = `${head}${rest.map((key) => `[${key}]`).join("")}`;
    return form.get(bracketed) ?? form.get([head, ...rest].join(".")) ?? undefined;
  };
}

function savedValue(vendor: Vendor, field: StoreField): string {
  switch (field) {
    case "bio":
      return vendor.bio;
    case "payoutMethod":
      return vendor.payoutMethod;
    case "bankName":
      return vendor.payoutBankName;
    case "accountNumber":
      return vendor.payoutAccountNumber;
    case "accountName":
      return vendor.payoutAccountName;
    case "paypalEmail":
      return vendor.payoutPaypalEmail;
    case "cryptoNetwork":
      return vendor.payoutCryptoNetwork;
    case "cryptoAddress":
      return vendor.payoutCryptoAddress;
  }
}

/**
 * The `fields` as the schemas name them. A field the request leaves out keeps the store's saved
 * value (docs/decisions/0088); one sent empty stays empty, so the schema decides.
 */
export function storeFields(read: Read, vendor: Vendor, fields: StoreField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const sent = FIELD_PATHS[field].map(read).find((value) => value !== undefined);
      return [field, sent ?? savedValue(vendor, field)];
    }),
  );
}
