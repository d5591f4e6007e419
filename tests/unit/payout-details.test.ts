import { parseWithZod } from "@conform-to/zod";
import { beforeEach, describe, expect, test } from "vitest";
import { payoutAccount, payoutSummary } from "~/components/vendor/payout-methods";
import { withdrawalPayout } from "~/models/payout-details";
import { setSetting } from "~/models/settings.server";
import type { Vendor } from "~/models/users.server";
import { getVendor, listVendors, updateStoreProfile } from "~/models/vendors.server";
import { listNotifications } from "~/models/notifications.server";
import { approveWithdrawal, listWithdrawalQueue, markWithdrawalPaid, requestWithdrawal } from "~/models/withdrawals.server";
import { cryptoAddressProblem, CRYPTO_NETWORKS, type CryptoNetwork } from "~/schemas/payout-details";
import { StoreProfileSchema, type StoreProfileInput } from "~/schemas/store-profile";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { buyCleared, makeBuyer, makeVendor, pricedPrompt } from "../factories";

const BIO = "Prompts for people who ship things.";
const ADDRESSES: Record<CryptoNetwork, string[]> = {
  bitcoin: ["1BoatSLRHtKNngkdXEeobR76b53LETtpyT", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"],
  ethereum: ["0x52908400098527886E0F7030069857D2E4169EE7", "0xde709f2102306220921060314715629080e2fb77"],
  tron: ["TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"],
  solana: ["7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV"],
};
const TRON = ADDRESSES.tron[0]!;

/** The store form as the browser posts it: every method's fields, empty ones included. */
function submitStoreForm(fields: Record<string, string>) {
  const form = new FormData();
  const empty = { bankName: "", accountNumber: "", accountName: "", paypalEmail: "", cryptoNetwork: "", cryptoAddress: "" };
  for (const [name, value] of Object.entries({ bio: BIO, ...empty, ...fields })) form.set(name, value);
  return parseWithZod(form, { schema: StoreProfileSchema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = submitStoreForm(fields);
  return submission.status === "error" ? submission.error : {};
}

function valueOf(fields: Record<string, string>): StoreProfileInput {
  const submission = submitStoreForm(fields);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

describe("the store form's payout details, one method at a time", () => {
  test("bank: the three details, each still optional (a new store starts on Bank without them)", () => {
    expect(valueOf({ payoutMethod: "bank" })).toEqual({ bio: BIO, payoutMethod: "bank", bankName: "", accountNumber: "", accountName: "", coverImage: undefined });
    expect(valueOf({ payoutMethod: "bank", bankName: " KCB ", accountNumber: "0123", accountName: "Vera", paypalEmail: "vera@example.com" })).toEqual({
      bio: BIO,
      payoutMethod: "bank",
      bankName: "KCB",
      accountNumber: "0123",
      accountName: "Vera",
      coverImage: undefined,
    });
    expect(errorsOf({ payoutMethod: "bank", bankName: "x".repeat(81) })).toEqual({ bankName: ["Bank name must be at most 80 characters"] });
  });

  test("paypal: a valid e-mail is required; the bank fields posted beside it are ignored", () => {
    expect(errorsOf({ payoutMethod: "paypal", bankName: "First Bank" })).toEqual({ paypalEmail: ["PayPal e-mail is required"] });
    expect(errorsOf({ payoutMethod: "paypal", paypalEmail: "vera at example" })).toEqual({ paypalEmail: ["Enter a valid PayPal e-mail address"] });
    expect(valueOf({ payoutMethod: "paypal", paypalEmail: " Vera@Example.com ", bankName: "First Bank", accountName: "Vera" })).toEqual({
      bio: BIO,
      payoutMethod: "paypal",
      paypalEmail: "vera@example.com",
      coverImage: undefined,
    });
  });

  test("crypto: a network from the list and an address shaped for it", () => {
    expect(errorsOf({ payoutMethod: "crypto" })).toEqual({ cryptoNetwork: ["Choose your wallet's network"], cryptoAddress: ["Wallet address is required"] });
    expect(errorsOf({ payoutMethod: "crypto", cryptoNetwork: "dogecoin", cryptoAddress: TRON })).toEqual({ cryptoNetwork: ["Choose your wallet's network"] });
    expect(errorsOf({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: ADDRESSES.ethereum[0]! })).toEqual({
      cryptoAddress: ["A Tron address starts with T and has 34 letters and digits"],
    });
    expect(valueOf({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: ` ${TRON} ` })).toEqual({
      bio: BIO,
      payoutMethod: "crypto",
      cryptoNetwork: "tron",
      cryptoAddress: TRON,
      coverImage: undefined,
    });
  });

  test("the address is checked along with the other fields, not after them", () => {
    expect(errorsOf({ bio: "short", payoutMethod: "crypto", cryptoNetwork: "ethereum", cryptoAddress: "0x12" })).toEqual({
      bio: ["Bio must be at least 10 characters"],
      cryptoAddress: ["An Ethereum address is 0x and 40 hex digits"],
    });
  });

  test("an unknown method is refused on its field", () => {
    expect(errorsOf({ payoutMethod: "cash" })).toEqual({ payoutMethod: ["Payout method must be bank, crypto or paypal"] });
  });
});

describe("crypto addresses, loosely per network", () => {
  test.each(CRYPTO_NETWORKS)("%s: its own addresses pass", (network) => {
    for (const address of ADDRESSES[network]) expect(cryptoAddressProblem(network, address), address).toBeNull();
  });

  test("an address of another network is refused where the shapes differ", () => {
    const wrong: [CryptoNetwork, string][] = [
      ["bitcoin", ADDRESSES.ethereum[0]!],
      ["bitcoin", TRON],
      ["ethereum", TRON],
      ["ethereum", ADDRESSES.bitcoin[2]!],
      ["tron", ADDRESSES.ethereum[0]!],
      ["tron", ADDRESSES.bitcoin[0]!],
      ["solana", ADDRESSES.ethereum[0]!],
      ["solana", ADDRESSES.bitcoin[2]!],
    ];
    for (const [network, address] of wrong) expect(cryptoAddressProblem(network, address), `${address} on ${network}`).not.toBeNull();
    // Loose checks cannot tell every pair apart: a Tron or legacy Bitcoin address has a Solana shape.
    expect(cryptoAddressProblem("solana", TRON)).toBeNull();
  });

  test("cut short or with characters base58 leaves out", () => {
    expect(cryptoAddressProblem("tron", TRON.slice(0, -1))).not.toBeNull();
    expect(cryptoAddressProblem("tron", `${TRON.slice(0, -1)}0`)).not.toBeNull();
    expect(cryptoAddressProblem("ethereum", "0x5290840009852788")).not.toBeNull();
  });
});

describe("saving a method keeps only its own details", () => {
  let vendor: Vendor;
  beforeEach(async () => {
    ({ vendor } = await makeVendor());
  });

  const columns = async () => {
    const saved = (await getVendor(vendor.id))!;
    return {
      payoutMethod: saved.payoutMethod,
      payoutBankName: saved.payoutBankName,
      payoutAccountNumber: saved.payoutAccountNumber,
      payoutAccountName: saved.payoutAccountName,
      payoutPaypalEmail: saved.payoutPaypalEmail,
      payoutCryptoNetwork: saved.payoutCryptoNetwork,
      payoutCryptoAddress: saved.payoutCryptoAddress,
    };
  };
  const none = { payoutBankName: "", payoutAccountNumber: "", payoutAccountName: "", payoutPaypalEmail: "", payoutCryptoNetwork: "", payoutCryptoAddress: "" };

  test("bank → PayPal → crypto → bank: each switch clears the details of the method before", async () => {
    await updateStoreProfile(vendor, valueOf({ payoutMethod: "bank", bankName: "KCB", accountNumber: "0123456789", accountName: "Vera" }));
    expect(await columns()).toEqual({ ...none, payoutMethod: "bank", payoutBankName: "KCB", payoutAccountNumber: "0123456789", payoutAccountName: "Vera" });

    await updateStoreProfile(vendor, valueOf({ payoutMethod: "paypal", paypalEmail: "vera@example.com", bankName: "KCB" }));
    expect(await columns()).toEqual({ ...none, payoutMethod: "paypal", payoutPaypalEmail: "vera@example.com" });

    await updateStoreProfile(vendor, valueOf({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: TRON, paypalEmail: "vera@example.com" }));
    expect(await columns()).toEqual({ ...none, payoutMethod: "crypto", payoutCryptoNetwork: "tron", payoutCryptoAddress: TRON });

    await updateStoreProfile(vendor, valueOf({ payoutMethod: "bank" }));
    expect(await columns()).toEqual({ ...none, payoutMethod: "bank" });
  });

  test("the admin's vendor list shows the account of the store's method", async () => {
    await updateStoreProfile(vendor, valueOf({ payoutMethod: "paypal", paypalEmail: "vera@example.com" }));
    const row = async () => (await listVendors({ sort: "createdAt", page: 1, limit: 1000 })).items.find((item) => item.id === vendor.id)!;
    expect(await row()).toMatchObject({ payoutMethod: "paypal", payout: { payoutMethod: "paypal", paypalEmail: "vera@example.com" } });
    expect(payoutAccount((await row()).payout)).toBe("vera@example.com");
    await updateStoreProfile(vendor, valueOf({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: TRON }));
    expect(payoutAccount((await row()).payout)).toBe("TRC-20 · TQn9…bLSE");
  });
});

describe("a withdrawal snapshots the details of the store's method", () => {
  let vendor: Vendor;
  beforeEach(async () => {
    await setSetting("minimumWithdrawalAmount", 10);
    await setSetting("maximumWithdrawalAmount", 5000);
    ({ vendor } = await makeVendor());
    await buyCleared(await makeBuyer(), await pricedPrompt(vendor, 100)); // $80.00 to withdraw
  });

  /** Saves the method on the store, then asks for $20 to it through the dialog's schema. */
  async function withdrawTo(fields: Record<string, string>) {
    const store = await updateStoreProfile(vendor, valueOf(fields));
    return await requestWithdrawal(store, WithdrawalSchema.parse({ ...fields, amount: "20" }));
  }

  test("PayPal: the e-mail, and no bank details", async () => {
    const withdrawal = await withdrawTo({ payoutMethod: "paypal", paypalEmail: "vera@example.com" });
    expect(withdrawal).toMatchObject({ payoutMethod: "paypal", paypalEmail: "vera@example.com", bankName: "", accountNumber: "", accountName: "", cryptoAddress: "" });
    expect(payoutSummary(withdrawalPayout(withdrawal))).toBe("PayPal · v***@example.com");
    const queued = (await listWithdrawalQueue({ page: 1, limit: 100 })).items.find((item) => item.id === withdrawal.id)!;
    expect(withdrawalPayout(queued)).toEqual({ payoutMethod: "paypal", paypalEmail: "vera@example.com" });
  });

  test("the paid notice names where the money went", async () => {
    const paypal = await withdrawTo({ payoutMethod: "paypal", paypalEmail: "vera@example.com" });
    await markWithdrawalPaid((await approveWithdrawal(paypal.id)).id);
    expect((await listNotifications(vendor.userId))[0]?.message).toBe("$20.00 was sent to your PayPal account.");
    const crypto = await withdrawTo({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: TRON });
    await markWithdrawalPaid((await approveWithdrawal(crypto.id)).id);
    expect((await listNotifications(vendor.userId))[0]?.message).toBe("$20.00 was sent to your crypto wallet.");
  });

  test("crypto: the network and the address", async () => {
    const withdrawal = await withdrawTo({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: TRON });
    expect(withdrawalPayout(withdrawal)).toEqual({ payoutMethod: "crypto", cryptoNetwork: "tron", cryptoAddress: TRON });
    expect(payoutSummary(withdrawalPayout(withdrawal))).toBe("Crypto · TRC-20 · TQn9…bLSE");
  });

  test("bank: the three details; the snapshot stays when the store switches method afterwards", async () => {
    const withdrawal = await withdrawTo({ payoutMethod: "bank", bankName: "KCB", accountNumber: "0123456789", accountName: "Vera Vendor" });
    await updateStoreProfile(vendor, valueOf({ payoutMethod: "paypal", paypalEmail: "vera@example.com" }));
    const queued = (await listWithdrawalQueue({ page: 1, limit: 100 })).items.find((item) => item.id === withdrawal.id)!;
    expect(withdrawalPayout(queued)).toEqual({ payoutMethod: "bank", bankName: "KCB", accountNumber: "0123456789", accountName: "Vera Vendor" });
    expect(payoutSummary(withdrawalPayout(queued))).toBe("Bank · KCB · ••••6789");
  });

  test("the dialog's schema asks for the method's own details", () => {
    const errors = (input: Record<string, string>) => WithdrawalSchema.safeParse({ ...input, amount: "20" }).error?.flatten().fieldErrors;
    expect(errors({ payoutMethod: "paypal" })).toEqual({ paypalEmail: ["PayPal e-mail is required"] });
    expect(errors({ payoutMethod: "crypto", cryptoNetwork: "solana", cryptoAddress: "0xabc" })).toEqual({
      cryptoAddress: ["A Solana address has 32 to 44 letters and digits"],
    });
  });
});
